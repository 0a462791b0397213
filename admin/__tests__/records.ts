// Records the panel's tests show, as the admin API answers them.

/** A registered teacher. */
export const teacherRecord = {
  id: "t1",
  name: "Noor Haddad",
  email: "noor@example.test",
  phone: "",
  subject: "Contract law",
  createdAt: "2024-05-01T09:00:00.000Z",
  updatedAt: "2024-05-01T09:00:00.000Z",
}

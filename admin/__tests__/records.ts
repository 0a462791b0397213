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

/** What the editorial workflow adds to a record of the site's resources: a draft, never published. */
export const draftWorkflow = {
  createdAt: "2025-03-01T09:30:00.000Z",
  updatedAt: "2025-03-01T09:30:00.000Z",
  status: "draft",
  state: "draft",
  version: 1,
  publishAt: null,
  unpublishAt: null,
  publishedAt: null,
}

/** A blog post's draft. */
export const blogRecord = (overrides: object = {}) => ({
  id: "b1",
  title: "Rates are not the cost",
  excerpt: "",
  content: "<p>Beyond rates.</p>",
  image: "",
  category: "",
  ...draftWorkflow,
  ...overrides,
})

/** A media library item, as GET /api/admin/media answers it. */
export const mediaItem = (overrides: object = {}) => ({
  id: "m1",
  src: "/uploads/0123456789abcdef01234567.jpg",
  alt: "",
  decorative: false,
  caption: "",
  credit: "",
  fileName: "",
  focalX: 50,
  focalY: 50,
  width: 1200,
  height: 800,
  contentType: "image/jpeg",
  size: 240_000,
  createdAt: "2025-03-01T09:30:00.000Z",
  updatedAt: "2025-03-01T09:30:00.000Z",
  usedBy: [] as Array<{ resource: string; id: string; title: string }>,
  ...overrides,
})

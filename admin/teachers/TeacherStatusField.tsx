import { statusField } from "../common/statusField"

// Pending until staff approve or reject the registration.
const status = statusField(
  { pending: "warning", approved: "success", rejected: "error" },
  (id) => `resources.teachers.statuses.${id}`
)

export const teacherStatusChoices = status.choices
export default status.StatusField

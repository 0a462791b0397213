import { statusField } from "../common/statusField"

// An issue's status as a label (draft, sending or sent), and the statuses as a filter's choices.
const status = statusField(
  { draft: "default", sending: "warning", sent: "success" },
  (id) => `admin.newsletter.status.${id}`
)

export const newsletterStatusChoices = status.choices
export default status.StatusField

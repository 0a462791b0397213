import { statusField } from "../common/statusField"

// An issue's status as a label: draft, sending or sent.
export default statusField(
  { draft: "default", sending: "warning", sent: "success" },
  (id) => `admin.newsletter.status.${id}`
).StatusField

import { statusField } from "../common/statusField"
import type { ContactStatus } from "../fields"

// Where the enquiry is in the office's hands.
const status = statusField<ContactStatus>(
  {
    new: "info",
    in_progress: "warning",
    answered: "success",
    closed: "default",
    spam: "error",
  },
  (id) => `resources.contacts.statuses.${id}`
)

export const statusChoices = status.choices
export default status.StatusField

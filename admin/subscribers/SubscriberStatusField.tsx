import { statusField } from "../common/statusField"

const status = statusField(
  { unconfirmed: "default", confirmed: "success", unsubscribed: "warning" },
  (id) => `admin.subscribers.status.${id}`
)

export const subscriberStatusChoices = status.choices
export default status.StatusField

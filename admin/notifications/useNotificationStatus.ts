import { useQuery } from "@tanstack/react-query"
import { useDataProvider } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import type { NotificationStatus } from "../../schemas/notifications"

// Whether mail is configured, and how many enquiry e-mails wait or failed, for the dashboard and
// the notice on the lists. React Query shares one request among the views that ask at once.
export function useNotificationStatus() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  return useQuery<NotificationStatus>({
    queryKey: ["notifications", "status"],
    queryFn: () => dataProvider.notificationStatus(),
  })
}

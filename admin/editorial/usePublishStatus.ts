import { useQuery } from "@tanstack/react-query"
import { useCanAccess, useDataProvider } from "react-admin"
import type { PanelDataProvider } from "../dataProvider"
import type { PublishStatus } from "../../schemas/publishing"

// The site's publishing state, for the app bar, the pause banner and a record's live status:
// React Query shares one request among them, every 2 s while a build is on its way, every 10 s
// otherwise. A failed poll keeps the last state shown. A role that may not see it (a teacher) never
// asks.
const BUSY_MS = 2000
const IDLE_MS = 10_000

export const PUBLISH_STATUS = ["publish", "status"]

export function usePublishStatus() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const { canAccess } = useCanAccess({ resource: "site", action: "show" })
  return useQuery<PublishStatus>({
    queryKey: PUBLISH_STATUS,
    enabled: canAccess === true,
    queryFn: () => dataProvider.publishStatus(),
    refetchInterval: (query) =>
      query.state.data?.state === "queued" ||
      query.state.data?.state === "building"
        ? BUSY_MS
        : IDLE_MS,
  })
}

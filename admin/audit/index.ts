import HistoryIcon from "@mui/icons-material/History"
import AuditList from "./AuditList"
import AuditShow from "./AuditShow"

// The audit trail (an administrator's): read, filtered, exported; never written from the panel.
export default {
  list: AuditList,
  show: AuditShow,
  icon: HistoryIcon,
  recordRepresentation: (entry: { action: string; resource: string }) =>
    `${entry.action} ${entry.resource}`,
}

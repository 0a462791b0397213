import * as React from "react"
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Typography,
} from "@mui/material"
import {
  Title,
  useCanAccess,
  useCreatePath,
  useGetList,
  useTranslate,
} from "react-admin"
import { Link } from "react-router-dom"
import { contactSources, type Contact } from "../fields"
import MailNotice from "../notifications/MailNotice"
import { useNotificationStatus } from "../notifications/useNotificationStatus"
import BackupCard from "./BackupCard"
import TeacherDashboard from "./TeacherDashboard"

export const NEW_CONTACT_DAYS = 7
// An enquiry not answered after this many working days has waited too long.
export const WAITING_DAYS = 2
// The API's largest page. The contract's filters match values exactly (no date ranges), so the
// week's contacts are counted from the newest ones; a busier week than this shows as "1000+".
const RECENT_LIMIT = 1000

// The first screen after signing in: the office's for staff, a teacher's own for a teacher.
export default function Dashboard() {
  const staff = useCanAccess({ resource: "contacts", action: "list" })
  if (staff.isPending) return null
  return staff.canAccess ? <OfficeDashboard /> : <TeacherDashboard />
}

// What the office checks first: what waits for someone (new and unassigned, or waiting more than
// two working days for an answer), how many people wrote in this week and through which form, and
// whether the office was told of each by e-mail.
function OfficeDashboard() {
  const translate = useTranslate()
  const [waitedSince] = React.useState(() =>
    workingDaysBefore(new Date(), WAITING_DAYS).toISOString()
  )
  const waitingFilter = {
    status: ["new", "in_progress"],
    createdAt_lt: waitedSince,
  }
  const unassignedFilter = { status: "new", assignee: null }
  const count = { pagination: { page: 1, perPage: 1 } }
  const unassigned = useGetList("contacts", {
    ...count,
    filter: unassignedFilter,
  })
  const waiting = useGetList("contacts", { ...count, filter: waitingFilter })
  const recent = useGetList<Contact>("contacts", {
    pagination: { page: 1, perPage: RECENT_LIMIT },
    sort: { field: "createdAt", order: "DESC" },
  })
  const teachers = useGetList("teachers", {
    pagination: { page: 1, perPage: 1 },
  })
  const mail = useNotificationStatus()

  const since = Date.now() - NEW_CONTACT_DAYS * 24 * 60 * 60 * 1000
  const fresh = (recent.data ?? []).filter(
    (contact) => Date.parse(contact.createdAt) >= since
  )
  const atLimit = fresh.length === RECENT_LIMIT
  const show = (count: number) =>
    recent.isPending ? "…" : `${count}${atLimit ? "+" : ""}`

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.dashboard.title" />
      <MailNotice />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.dashboard.to_handle")}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Figure
          label="admin.dashboard.unassigned"
          value={unassigned.total ?? "…"}
          filter={unassignedFilter}
        />
        <Figure
          label="admin.dashboard.waiting"
          value={waiting.total ?? "…"}
          filter={waitingFilter}
          sort="ASC"
        />
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.dashboard.new_contacts", { days: NEW_CONTACT_DAYS })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Figure
          label="admin.dashboard.all_sources"
          value={show(fresh.length)}
        />
        {contactSources.map((source) => (
          <Figure
            key={source}
            label={`resources.contacts.sources.${source}`}
            value={show(
              fresh.filter((contact) => contact.source === source).length
            )}
            filter={{ source }}
          />
        ))}
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.dashboard.totals")}
      </Typography>
      <Grid container spacing={2}>
        <Figure
          label="admin.dashboard.all_contacts"
          value={recent.total ?? "…"}
        />
        <Figure
          label="admin.dashboard.teachers"
          value={teachers.total ?? "…"}
          resource="teachers"
        />
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 4 }}>
        {translate("admin.dashboard.notifications")}
      </Typography>
      <Grid container spacing={2}>
        {(["contacts", "teachers"] as const).flatMap((resource) =>
          (["pending", "failed"] as const).map((state) => (
            <Figure
              key={`${resource}-${state}`}
              label={`admin.dashboard.${resource}_${state}`}
              value={mail.data?.[resource][state] ?? "…"}
              resource={resource}
              filter={{ notification: state }}
            />
          ))
        )}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 4 }}>
        <BackupCard />
      </Grid>
    </Box>
  )
}

interface FigureProps {
  label: string
  value: number | string
  resource?: string
  filter?: Record<string, unknown>
  sort?: "ASC" | "DESC"
}

// Each figure opens the list it counts, newest first (the longest waiting first, for those that
// wait).
function Figure({
  label,
  value,
  resource = "contacts",
  filter,
  sort = "DESC",
}: FigureProps) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const search = new URLSearchParams({
    sort: "createdAt",
    order: sort,
    ...(filter ? { filter: JSON.stringify(filter) } : {}),
  })
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card>
        <CardActionArea
          component={Link}
          to={{
            pathname: createPath({ resource, type: "list" }),
            search: search.toString(),
          }}
        >
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h3">
              {translate(label)}
            </Typography>
            <Typography variant="h4" component="p">
              {value}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  )
}

/** The moment `days` working days (Monday to Friday) before `now`: weekends do not count. */
export function workingDaysBefore(now: Date, days: number): Date {
  const moment = new Date(now)
  let left = days
  while (left > 0) {
    moment.setDate(moment.getDate() - 1)
    const day = moment.getDay()
    if (day !== 0 && day !== 6) left--
  }
  return moment
}

import { useMemo } from "react"
import { Box, Card, CardContent, Grid, Typography } from "@mui/material"
import { Count, Title, useTranslate } from "react-admin"
import { contactSources } from "../fields"

export const NEW_CONTACT_DAYS = 7

// What an administrator checks first: how many people wrote in this week, and through which form.
// Each figure is a link to the contacts list with the same filter.
export default function Dashboard() {
  const translate = useTranslate()
  const since = useMemo(() => daysAgo(NEW_CONTACT_DAYS), [])
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.dashboard.title" />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.dashboard.new_contacts", { days: NEW_CONTACT_DAYS })}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Figure
          label="admin.dashboard.all_sources"
          resource="contacts"
          filter={{ createdAt_gte: since }}
        />
        {contactSources.map((source) => (
          <Figure
            key={source}
            label={`resources.contacts.sources.${source}`}
            resource="contacts"
            filter={{ source, createdAt_gte: since }}
          />
        ))}
      </Grid>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate("admin.dashboard.totals")}
      </Typography>
      <Grid container spacing={2}>
        <Figure label="admin.dashboard.all_contacts" resource="contacts" />
        <Figure label="admin.dashboard.teachers" resource="teachers" />
      </Grid>
    </Box>
  )
}

interface FigureProps {
  label: string
  resource: string
  filter?: Record<string, unknown>
}

function Figure({ label, resource, filter }: FigureProps) {
  const translate = useTranslate()
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h3">
            {translate(label)}
          </Typography>
          <Count
            resource={resource}
            filter={filter}
            link
            variant="h4"
            aria-label={translate(label)}
          />
        </CardContent>
      </Card>
    </Grid>
  )
}

// A rolling window: a full ISO timestamp compares correctly with the stored `createdAt` values.
function daysAgo(days: number) {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString()
}

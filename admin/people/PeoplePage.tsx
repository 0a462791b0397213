import * as React from "react"
import DeleteForeverIcon from "@mui/icons-material/DeleteForever"
import DownloadIcon from "@mui/icons-material/Download"
import SearchIcon from "@mui/icons-material/Search"
import {
  Box,
  Card,
  CardContent,
  Stack,
  TextField,
  Typography,
} from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { Title, useDataProvider, useNotify, useTranslate } from "react-admin"
import type { PersonalData } from "../../schemas/newsletter"
import ConfirmButton from "../common/ConfirmButton"
import { useJsonDownload } from "../common/downloadJson"
import MutationButton from "../common/MutationButton"
import PanelButton from "../common/PanelButton"
import type { PanelDataProvider } from "../dataProvider"
import PersonalRecords from "./PersonalRecords"

// People (administrators only; the server refuses anyone else): everything the site keeps on one
// e-mail address, its export as one JSON file, and its erasure, after a confirmation.
export default function PeoplePage() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const [email, setEmail] = React.useState("")
  const [found, setFound] = React.useState<PersonalData | null>(null)
  const onError = (error: Error & { status?: number }) =>
    notify(error.status === 403 ? "admin.people.forbidden" : error.message, {
      type: "error",
    })
  const lookUp = useMutation({
    mutationFn: (address: string) => dataProvider.person(address),
    onSuccess: setFound,
    onError,
  })
  const exported = useJsonDownload(
    (dataProvider) => dataProvider.exportPerson(found!.email),
    (data) =>
      `personal-data-${data.email.replace(/[^A-Za-z0-9._-]+/g, "_")}.json`,
    onError
  )
  const erased = useMutation({
    mutationFn: () => dataProvider.erasePerson(found!.email),
    onSuccess: () => {
      notify("admin.people.erased", {
        type: "info",
        messageArgs: { email: found!.email },
      })
      lookUp.mutate(found!.email)
    },
    onError,
  })
  const total = found
    ? Object.values(found.records).reduce((sum, rows) => sum + rows.length, 0)
    : 0

  return (
    // A grid whose one column may shrink to nothing: the wide tables below scroll inside it
    // instead of widening the page past a phone's screen.
    <Card
      sx={{ mt: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)" }}
    >
      <Title title="admin.people.title" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: "60ch" }}>
          {translate("admin.people.intro")}
        </Typography>
        <Box
          component="form"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault()
            if (email.trim()) lookUp.mutate(email.trim())
          }}
          sx={{
            display: "flex",
            gap: 1,
            flexWrap: "wrap",
            alignItems: "center",
          }}
        >
          <TextField
            label={translate("admin.people.email")}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ flex: "1 1 16rem", maxWidth: "32rem" }}
          />
          <PanelButton
            type="submit"
            variant="contained"
            label="admin.people.look_up"
            disabled={lookUp.isPending}
          >
            <SearchIcon />
          </PanelButton>
        </Box>
        {found && (
          <Box sx={{ mt: 3 }} aria-live="polite">
            <Typography variant="h6" component="h2">
              {translate(
                total ? "admin.people.found" : "admin.people.nothing",
                { email: found.email }
              )}
            </Typography>
            {total > 0 && (
              <>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ my: 2, flexWrap: "wrap", rowGap: 1 }}
                >
                  <MutationButton
                    label="admin.people.export"
                    icon={<DownloadIcon />}
                    mutation={exported}
                    variant="outlined"
                  />
                  <ConfirmButton
                    label="admin.people.erase"
                    icon={<DeleteForeverIcon />}
                    mutation={erased}
                    translateOptions={{ email: found.email }}
                    confirm="admin.people.erase"
                    confirmColor="warning"
                    stayOpen
                    variant="contained"
                    color="error"
                  />
                </Stack>
                <PersonalRecords records={found.records} />
              </>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

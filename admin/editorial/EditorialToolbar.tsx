import * as React from "react"
import { Box } from "@mui/material"
import { CanAccess, DeleteButton, SaveButton, Toolbar } from "react-admin"
import Autosave from "./Autosave"
import PreviewButton from "./PreviewButton"

// A form's toolbar: Save (a draft; publishing is its own step), Preview of what is typed, and
// Delete (to Trash) for a record that exists, each where the role may; on a record being edited,
// when its draft last saved itself.
export default function EditorialToolbar({
  autosave = false,
}: {
  autosave?: boolean
}) {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: "wrap" }}>
      <SaveButton />
      <CanAccess action="preview">
        <PreviewButton fromForm />
      </CanAccess>
      {autosave && <Autosave />}
      <Box sx={{ flex: 1 }} />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  )
}

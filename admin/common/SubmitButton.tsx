import * as React from "react"
import { Button, CircularProgress } from "@mui/material"
import { useTranslate } from "react-admin"

// The submit button of the panel's own forms (sign-in, registration, password): disabled, with a
// spinner in place of its label, while the server answers, so a second click sends nothing twice.
export default function SubmitButton({
  label,
  loading,
  fullWidth,
}: {
  label: string
  loading: boolean
  fullWidth?: boolean
}) {
  const translate = useTranslate()
  return (
    <Button
      variant="contained"
      type="submit"
      disabled={loading}
      fullWidth={fullWidth}
      sx={{ mt: 2 }}
    >
      {loading ? (
        <CircularProgress size={19} thickness={3} />
      ) : (
        translate(label)
      )}
    </Button>
  )
}

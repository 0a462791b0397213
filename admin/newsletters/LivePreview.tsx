import * as React from "react"
import { Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { Labeled, useDataProvider, useTranslate } from "react-admin"
import { useWatch } from "react-hook-form"
import type { NewsletterInput } from "../../schemas/newsletter"
import type { PanelDataProvider } from "../dataProvider"
import EmailPreview from "./EmailPreview"

// The form's values rendered by the server as the e-mail (its cleaning of the introduction
// included), a moment after the editor stops typing.
export default function LivePreview() {
  const dataProvider = useDataProvider<PanelDataProvider>()
  const translate = useTranslate()
  const [subject, intro, items] = useWatch({
    name: ["subject", "intro", "items"],
  })
  const input = useDebounced<NewsletterInput>(
    { subject: subject ?? "", intro: intro ?? "", items: items ?? [] },
    500
  )
  const { data } = useQuery({
    queryKey: ["newsletters", "preview", input],
    queryFn: () => dataProvider.previewNewsletter(input),
    enabled: input.subject.trim() !== "",
    placeholderData: (previous) => previous,
  })
  return (
    <Labeled label="admin.newsletter.preview" fullWidth>
      {input.subject.trim() && data ? (
        <EmailPreview email={data} />
      ) : (
        <Typography variant="body2">
          {translate("admin.newsletter.preview_empty")}
        </Typography>
      )}
    </Labeled>
  )
}

function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value)
  const [settled, setSettled] = React.useState(value)
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key)), ms)
    return () => clearTimeout(timer)
  }, [key, ms])
  return settled
}

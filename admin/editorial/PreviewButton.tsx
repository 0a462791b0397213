import * as React from "react"
import VisibilityIcon from "@mui/icons-material/Visibility"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
} from "react-admin"
import { useFormContext } from "react-hook-form"
import MutationButton from "../common/MutationButton"
import { toPayload } from "../common/payload"
import type { PanelDataProvider } from "../dataProvider"
import type { ResourceName } from "../fields"
import type { NewPreviewLink } from "../../schemas/previews"
import PreviewDialog from "./PreviewDialog"
import { previewLinksKey } from "./PreviewLinks"

// 'Preview': a link that shows the record in the site's own templates, within seconds and without
// a build. On a record's page it shows the saved draft; in its form (`fromForm`), what is typed,
// saved or not, a record not created yet included; `payload` makes the form's values the body a
// resource's preview takes (a site page's is its text), by default the resource's fields.
export default function PreviewButton({
  fromForm = false,
  payload,
}: {
  fromForm?: boolean
  payload?: (values: Record<string, unknown>) => Record<string, unknown>
}) {
  const record = useRecordContext()
  const resource = useResourceContext() as ResourceName
  const form = useFormContext()
  const dataProvider = useDataProvider<PanelDataProvider>()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [link, setLink] = React.useState<NewPreviewLink | null>(null)
  const preview = useMutation({
    mutationFn: () =>
      dataProvider.preview(
        resource,
        record?.id ?? null,
        fromForm
          ? (payload ?? toPayload(resource))(form.getValues())
          : undefined
      ),
    onSuccess: (made) => {
      setLink(made)
      // The record's list of links shows the new one.
      void queryClient.invalidateQueries({
        queryKey: previewLinksKey(resource, record?.id),
      })
    },
    onError: (error: Error) =>
      notify(error.message, { type: "error", autoHideDuration: null }),
  })
  return (
    <>
      <MutationButton
        label="admin.workflow.preview"
        icon={<VisibilityIcon />}
        mutation={preview}
      />
      <PreviewDialog link={link} onClose={() => setLink(null)} />
    </>
  )
}

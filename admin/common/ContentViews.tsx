import * as React from "react"
import {
  Create,
  Edit,
  SimpleForm,
  useNotify,
  useResourceContext,
} from "react-admin"
import { Route } from "react-router-dom"
import EditorialToolbar from "../editorial/EditorialToolbar"
import HistoryView from "../editorial/HistoryView"
import ScheduleInputs from "../editorial/ScheduleInputs"
import type { ResourceName } from "../fields"
import { toPayload } from "./payload"

/**
 * The Create and Edit screens of every content resource, and its History: its inputs inside
 * react-admin's Create or Edit, with the schedule and the toolbar (Save, Preview, Delete) of the
 * editorial workflow, saving exactly the resource's fields (payload.ts) as a draft and showing the
 * record once saved. A resource's index.ts spreads them beside its list and show:
 * `...contentViews(BannerForm)`.
 */
export function contentViews(Inputs: React.ComponentType) {
  const form = (
    <SimpleForm toolbar={<EditorialToolbar />}>
      <Inputs />
      <ScheduleInputs />
    </SimpleForm>
  )
  function ContentCreate() {
    const resource = useResourceContext() as ResourceName
    return (
      <Create redirect="show" transform={toPayload(resource)}>
        {form}
      </Create>
    )
  }
  function ContentEdit() {
    const resource = useResourceContext() as ResourceName
    const notify = useNotify()
    return (
      <Edit
        redirect="show"
        mutationMode="pessimistic"
        transform={toPayload(resource)}
        mutationOptions={{
          // A save over a newer version (409) names who saved it and when: it stays in view
          // until the editor has read it.
          onError: (error: Error & { status?: number }) =>
            notify(error.message, {
              type: "error",
              autoHideDuration: error.status === 409 ? null : undefined,
            }),
        }}
      >
        {form}
      </Edit>
    )
  }
  return {
    create: ContentCreate,
    edit: ContentEdit,
    children: <Route path=":id/history" element={<HistoryView />} />,
  }
}

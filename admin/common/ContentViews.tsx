import * as React from "react"
import { Create, Edit, useResourceContext } from "react-admin"
import type { ResourceName } from "../fields"
import { toPayload } from "./payload"

/**
 * The Create and Edit screens of every content resource: its form inside react-admin's Create or
 * Edit, saving exactly the resource's fields (payload.ts) and showing the record once saved. A
 * resource's index.ts spreads them beside its list and show: `...contentViews(BannerForm)`.
 */
export function contentViews(Form: React.ComponentType) {
  function ContentCreate() {
    const resource = useResourceContext() as ResourceName
    return (
      <Create redirect="show" transform={toPayload(resource)}>
        <Form />
      </Create>
    )
  }
  function ContentEdit() {
    const resource = useResourceContext() as ResourceName
    return (
      <Edit
        redirect="show"
        mutationMode="pessimistic"
        transform={toPayload(resource)}
      >
        <Form />
      </Edit>
    )
  }
  return { create: ContentCreate, edit: ContentEdit }
}

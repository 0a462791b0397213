import * as React from "react"
import {
  EditButton,
  DateField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin"
import HtmlField from "../common/HtmlField"
import PublicPageLink, { servicePath } from "../common/PublicPageLink"

export default function ProgrammeShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="Name" />
        <ImageField source="Image" />
        <HtmlField source="description" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar>
      <PublicPageLink path={servicePath} />
      <EditButton />
    </TopToolbar>
  )
}

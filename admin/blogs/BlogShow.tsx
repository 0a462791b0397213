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
import PublicPageLink, { blogPath } from "../common/PublicPageLink"

export default function BlogShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="category" />
        <TextField source="excerpt" />
        <ImageField source="image" />
        <HtmlField source="content" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}

function ShowActions() {
  return (
    <TopToolbar>
      <PublicPageLink path={blogPath} />
      <EditButton />
    </TopToolbar>
  )
}

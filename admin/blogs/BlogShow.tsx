import {
  EditButton,
  DateField,
  ImageField,
  RichTextField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from "react-admin"
import PublicPageLink, { blogPath } from "../common/PublicPageLink"

export default function BlogShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="category" />
        <TextField source="excerpt" />
        <ImageField source="image" />
        <RichTextField source="content" />
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

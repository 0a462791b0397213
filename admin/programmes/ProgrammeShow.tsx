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
import PublicPageLink, { servicePath } from "../common/PublicPageLink"

export default function ProgrammeShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="Name" />
        <ImageField source="Image" />
        <RichTextField source="description" />
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

import * as React from "react"
import {
  DateField,
  FunctionField,
  ImageField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
} from "react-admin"

export default function BannerShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="subtitle" />
        <ImageField source="image" />
        {/* A banner without a link shows a dash, not an empty, nameless anchor. */}
        <FunctionField
          source="link"
          render={(banner) => (banner.link ? <UrlField source="link" /> : "—")}
        />
        <NumberField source="order" />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}

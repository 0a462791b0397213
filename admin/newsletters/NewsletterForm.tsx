import * as React from "react"
import {
  maxLength,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
} from "react-admin"
import HtmlInput from "../common/HtmlInput"
import ItemPicker from "./ItemPicker"
import LivePreview from "./LivePreview"
import SendButtons from "./SendButtons"

export default function NewsletterForm() {
  return (
    <SimpleForm toolbar={<NewsletterToolbar />}>
      <TextInput source="subject" validate={[required(), maxLength(200)]} />
      <HtmlInput source="intro" helperText="admin.newsletter.intro_help" />
      <ItemPicker source="items" />
      <LivePreview />
    </SimpleForm>
  )
}

function NewsletterToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: "wrap" }}>
      <SaveButton />
      <SendButtons />
    </Toolbar>
  )
}

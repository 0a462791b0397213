import * as React from "react"
import { Create, email, required, SimpleForm, TextInput } from "react-admin"
import { RoleInput } from "./UserFields"
import FormIntro from "../common/FormIntro"

// Inviting a colleague: the server e-mails them a link, valid 72 hours and usable once, to choose
// their password.
export default function UserCreate() {
  return (
    <Create redirect="list" title="admin.users.invite">
      <SimpleForm defaultValues={{ role: "editor" }}>
        <FormIntro text="admin.users.invite_help" />
        <TextInput
          source="email"
          type="email"
          validate={[required(), email()]}
        />
        <RoleInput validate={required()} />
      </SimpleForm>
    </Create>
  )
}

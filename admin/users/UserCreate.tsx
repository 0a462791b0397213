import * as React from "react"
import { Typography } from "@mui/material"
import {
  Create,
  email,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from "react-admin"
import { roleChoices } from "./UserFields"

// Inviting a colleague: the server e-mails them a link, valid 72 hours and usable once, to choose
// their password.
export default function UserCreate() {
  const translate = useTranslate()
  return (
    <Create redirect="list" title="admin.users.invite">
      <SimpleForm defaultValues={{ role: "editor" }}>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: 560 }}>
          {translate("admin.users.invite_help")}
        </Typography>
        <TextInput
          source="email"
          type="email"
          validate={[required(), email()]}
        />
        <SelectInput
          source="role"
          choices={roleChoices}
          validate={required()}
        />
      </SimpleForm>
    </Create>
  )
}

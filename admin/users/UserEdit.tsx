import * as React from "react"
import { BooleanInput, Edit, SimpleForm, TextField, Labeled } from "react-admin"
import RecordHistory from "../common/RecordHistory"
import { AccountStateField, RoleInput } from "./UserFields"

// A colleague's role and whether the account is disabled; both count from their next request.
// The server refuses (409) to leave the site without an administrator who can sign in.
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled label="resources.users.fields.status">
          <AccountStateField />
        </Labeled>
        <RoleInput />
        <BooleanInput
          source="disabled"
          helperText="admin.users.disabled_help"
        />
      </SimpleForm>
      <RecordHistory resource="users" />
    </Edit>
  )
}

import * as React from "react"
import { DataTable, DateField } from "react-admin"
import { searchAndChoiceFilters } from "../common/filters"
import PanelList from "../common/PanelList"
import ResponsiveList from "../common/ResponsiveList"
import { AccountStateField, RoleField, roleChoices } from "./UserFields"

// The staff accounts: an administrator invites colleagues (Create), changes roles and disables
// accounts (Edit).
export default function UserList() {
  return (
    <PanelList filters={userFilters} sort={{ field: "email", order: "ASC" }}>
      <ResponsiveList
        rowClick="edit"
        bulkActionButtons={false}
        primaryText={(user) => user.email}
        secondaryText={(user) =>
          `${user.role}${user.disabled ? " (disabled)" : user.status === "invited" ? " (invited)" : ""}`
        }
      >
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        {/* Worked out from the account, not a column the server sorts by. */}
        <DataTable.Col source="status" field={AccountStateField} disableSort />
        <DataTable.Col source="invitedBy" />
        <DataTable.Col source="createdAt" field={DateField} />
      </ResponsiveList>
    </PanelList>
  )
}

const userFilters = searchAndChoiceFilters("role", roleChoices)

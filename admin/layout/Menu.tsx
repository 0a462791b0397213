import * as React from "react"
import PersonSearchIcon from "@mui/icons-material/PersonSearch"
import { CanAccess, Menu as RaMenu, useBasename } from "react-admin"

// react-admin's menu (the dashboard, one entry per resource), and People, a screen of its own rather than a
// resource. It shows where the auth provider's canAccess allows "people"; the server admits
// administrators only, whatever the menu shows.
export default function Menu() {
  const basename = useBasename()
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <CanAccess resource="people" action="list">
        <RaMenu.Item
          to={`${basename}/people`}
          primaryText="admin.people.menu"
          leftIcon={<PersonSearchIcon />}
        />
      </CanAccess>
    </RaMenu>
  )
}

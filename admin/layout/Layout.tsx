import * as React from "react"
import KeyIcon from "@mui/icons-material/Key"
import {
  AppBar,
  Layout as RaLayout,
  Logout,
  MenuItemLink,
  UserMenu,
  useBasename,
  useUserMenu,
} from "react-admin"

// react-admin's layout, with the password change in the user menu beside the logout
// (react-admin docs, useUserMenu).
export default function Layout({ children }: { children: React.ReactNode }) {
  return <RaLayout appBar={PanelAppBar}>{children}</RaLayout>
}

function PanelAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <PasswordMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  )
}

function PasswordMenuItem() {
  const userMenu = useUserMenu()
  // The panel's router is not under a basename (see App.tsx), so its own links carry /admin.
  const basename = useBasename()
  return (
    <MenuItemLink
      to={`${basename}/password`}
      primaryText="admin.password.menu"
      leftIcon={<KeyIcon />}
      sidebarIsOpen
      onClick={userMenu?.onClose}
    />
  )
}

import * as React from "react"
import KeyIcon from "@mui/icons-material/Key"
import {
  AppBar,
  Layout as RaLayout,
  Logout,
  MenuItemLink,
  TitlePortal,
  UserMenu,
  useBasename,
  useUserMenu,
  type LayoutProps,
} from "react-admin"
import PausedBanner from "../editorial/PausedBanner"
import PublishStatus from "./PublishStatus"

// react-admin's layout, with the site's publishing state in the app bar on every screen (and a
// banner while automatic publishing is paused), and the password change in the user menu beside
// the logout (react-admin docs, useUserMenu).
export default function Layout({ children, ...props }: LayoutProps) {
  return (
    <RaLayout {...props} appBar={PanelAppBar}>
      <PausedBanner />
      {children}
    </RaLayout>
  )
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
    >
      <TitlePortal />
      <PublishStatus />
    </AppBar>
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

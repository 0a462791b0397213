import * as React from "react"
import KeyIcon from "@mui/icons-material/Key"
import PersonIcon from "@mui/icons-material/Person"
import { useMediaQuery, type Theme } from "@mui/material"
import {
  AppBar,
  CanAccess,
  Layout as RaLayout,
  Logout,
  MenuItemLink,
  Sidebar,
  TitlePortal,
  UserMenu,
  useBasename,
  useTranslate,
  useUserMenu,
  type LayoutProps,
  type SidebarProps,
} from "react-admin"
import PausedBanner from "../editorial/PausedBanner"
import Menu from "./Menu"
import PublishStatus from "./PublishStatus"

// react-admin's layout, with the site's publishing state in the app bar on every screen (for the
// roles that publish, with a banner while automatic publishing is paused), and in the user menu a
// teacher's profile and the password change beside the logout (react-admin docs, useUserMenu).
// The page's title is its one h1.
export default function Layout({ children, ...props }: LayoutProps) {
  return (
    <RaLayout
      {...props}
      appBar={PanelAppBar}
      menu={Menu}
      sidebar={NamedSidebar}
    >
      <CanAccess resource="site" action="show">
        <PausedBanner />
      </CanAccess>
      {children}
    </RaLayout>
  )
}

// On a phone the menu opens as a modal drawer, a dialog (MUI puts role="dialog" on its paper),
// which needs a name for a screen reader to announce it. Beside the page it is a plain box, where
// a name is not allowed.
function NamedSidebar(props: SidebarProps) {
  const translate = useTranslate()
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  return (
    <Sidebar
      {...props}
      {...(small && {
        slotProps: {
          paper: { "aria-label": translate("admin.menu.label") },
        },
      })}
    />
  )
}

function PanelAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <CanAccess resource="profile" action="edit">
            <AccountMenuItem
              path="profile"
              label="admin.profile.menu"
              icon={<PersonIcon />}
            />
          </CanAccess>
          <AccountMenuItem
            path="password"
            label="admin.password.menu"
            icon={<KeyIcon />}
          />
          <Logout />
        </UserMenu>
      }
    >
      {/* The screen's title is its one top-level heading. */}
      <TitlePortal component="h1" />
      <CanAccess resource="site" action="show">
        <PublishStatus />
      </CanAccess>
    </AppBar>
  )
}

function AccountMenuItem({
  path,
  label,
  icon,
}: {
  path: string
  label: string
  icon: React.ReactElement
}) {
  const userMenu = useUserMenu()
  // The panel's router is not under a basename (see App.tsx), so its own links carry /admin.
  const basename = useBasename()
  return (
    <MenuItemLink
      to={`${basename}/${path}`}
      primaryText={label}
      leftIcon={icon}
      sidebarIsOpen
      onClick={userMenu?.onClose}
    />
  )
}

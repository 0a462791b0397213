import * as React from "react"
import {
  AppBar,
  Layout as RaLayout,
  TitlePortal,
  type LayoutProps,
} from "react-admin"
import PublishStatus from "./PublishStatus"

// react-admin's layout, with the site's publishing state in the app bar, on every screen.
export default function Layout(props: LayoutProps) {
  return <RaLayout {...props} appBar={PanelAppBar} />
}

function PanelAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <PublishStatus />
    </AppBar>
  )
}

import * as React from "react"
import { List, type ListProps } from "react-admin"
import ListActions from "./ListActions"

/**
 * react-admin's List with the panel's toolbar (ListActions): the filters, Create where the
 * resource has a create view, and the server's CSV export where the role may export.
 */
export default function PanelList(props: ListProps) {
  return <List actions={<ListActions />} {...props} />
}

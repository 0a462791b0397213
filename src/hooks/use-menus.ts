import { graphql, useStaticQuery } from "gatsby"
import { useSiteFileOverride } from "./site-file-overrides"

export type MenuItem = Queries.MenusQuery["allMenusJson"]["nodes"][number]

/** The menu tree of content/data/menus.json. */
export function useMenus(): readonly MenuItem[] {
  const data = useStaticQuery<Queries.MenusQuery>(graphql`
    query Menus {
      allMenusJson {
        nodes {
          id: jsonId
          name
          link
          title
          intro
          submenu {
            id
            name
            link
          }
        }
      }
    }
  `)
  return (
    useSiteFileOverride<readonly MenuItem[]>("menus") ?? data.allMenusJson.nodes
  )
}

import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"
import { useSiteConfig, withBrand } from "./use-site-config"

export type MenuItem = {
  id: string
  name: string
  link: string
  title: string | null
  intro: readonly string[] | null
  submenu: readonly { id: string; name: string; link: string }[] | null
}

/** The menu tree of content/data/menus.json, with brand placeholders resolved. */
export function useMenus(): MenuItem[] {
  const { brand } = useSiteConfig()
  const data: Queries.MenusFragment = useSiteData()
  return data.allMenusJson.nodes.map((item) => ({
    ...item,
    id: item.id!,
    link: withBrand(item.link, brand),
    submenu:
      item.submenu?.map((sub) => ({
        ...sub,
        link: withBrand(sub.link, brand),
      })) ?? null,
  }))
}

export const menusFields = graphql`
  fragment Menus on Query {
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
`

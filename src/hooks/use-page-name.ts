import { graphql } from "gatsby"
import { useSiteData } from "./use-site-data"
import { useSiteConfig, withBrand } from "./use-site-config"

type Route = {
  path: string
  name: string
  prefix: boolean | null
  showHeading: boolean | null
}

/** Finds a pathname's screen in the route table: exact paths first, then prefixes. */
export function findRoute(routes: readonly Route[], pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  return (
    routes.find((route) => !route.prefix && route.path === path) ??
    routes.find((route) => route.prefix && path.startsWith(route.path))
  )
}

/** The heading shown under the header: the route table's screen name, or null where it is hidden. */
export function usePageName(pathname: string): string | null {
  const { brand } = useSiteConfig()
  const data: Queries.RoutesFragment = useSiteData()
  const routes = data.allRoutesJson.nodes.map((route) => ({
    ...route,
    path: withBrand(route.path, brand),
  }))
  const route = findRoute(routes, pathname)
  if (!route || route.showHeading === false) return null
  return route.name
}

export const routesFields = graphql`
  fragment Routes on Query {
    allRoutesJson {
      nodes {
        path
        name
        prefix
        showHeading
      }
    }
  }
`

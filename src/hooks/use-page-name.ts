import { graphql, useStaticQuery } from "gatsby"

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
  const data = useStaticQuery<Queries.RoutesQuery>(graphql`
    query Routes {
      allRoutesJson {
        nodes {
          path
          name
          prefix
          showHeading
        }
      }
    }
  `)
  const route = findRoute(data.allRoutesJson.nodes, pathname)
  if (!route || route.showHeading === false) return null
  return route.name
}

import { graphql, useStaticQuery } from "gatsby"

/**
 * What the root layout shows on every page, in one static query. Gatsby fetches every static
 * query as a JSON file of its own before a page hydrates, so the layout's six small queries cost
 * a phone six requests and six main-thread tasks; one query costs one. Each hook keeps its own
 * fields as a fragment next to it (use-site-config, use-page-name, use-menus, use-footer,
 * use-forms-copy, use-sectors) and reads them from here. Those exported `*Fields` tags are
 * imported by nothing: Gatsby reads them at build time, and the query below fails without them.
 */
export function useSiteData() {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      ...SiteConfig
      ...Routes
      ...Menus
      ...Footer
      ...FormsCopy
      ...Sectors
    }
  `)
}

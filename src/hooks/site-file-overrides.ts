import * as React from "react"

// A preview of a site-wide file (site.json, the menus, the footer, the forms' words…) shows its
// draft through the hooks that read that file, in place of the build's static query result. Only
// the preview page (src/components/preview/site-file-preview.tsx) provides one; on every other
// page the context is null and each hook returns what the build gave it.

export interface SiteFileOverrides {
  siteConfig?: unknown
  footer?: unknown
  formsCopy?: unknown
  menus?: unknown
  sectors?: unknown
  offerings?: unknown
  articlePage?: unknown
  newsletterConsent?: unknown
}

export const SiteFileOverrides = React.createContext<SiteFileOverrides | null>(
  null
)

/** The draft of this hook's file, shaped as its query's result, while a preview shows one. */
export function useSiteFileOverride<T>(
  hook: keyof SiteFileOverrides
): T | undefined {
  return React.useContext(SiteFileOverrides)?.[hook] as T | undefined
}

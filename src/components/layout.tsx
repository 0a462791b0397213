import * as React from "react"
import { MDXProvider } from "@mdx-js/react"
import { usePageName } from "../hooks/use-page-name"
import { SiteHeader } from "./site-header"
import { SiteFooter } from "./site-footer"
import { PageHeading } from "./page-heading"
import { mdxComponents } from "./mdx-components"
import { GetInTouch } from "../sections/get-in-touch"
import { CookieBanner } from "./cookie-banner"
import { ThirdPartyScripts } from "./third-party-scripts"
import { Toaster } from "./ui/toaster"
import { isIndexed } from "../lib/search-index"

/**
 * The root layout of every public page: header, the page, footer, cookie banner and toasts.
 *
 * The page and the footer are each a Suspense boundary: React hydrates the header first, then
 * each boundary in its own interruptible pass, instead of the whole page in one long task while a
 * phone is still loading (docs/performance.md).
 *
 * `data-pagefind-body` marks the page's main content as what the site search indexes; the
 * header, footer, menus and cookie banner lie outside it (docs/search.md). `image:` gives each page
 * an empty `image`, so Pagefind does not copy the first picture's address (often a data: URI
 * placeholder) and alt text into every result's fragment: the search shows no pictures.
 *
 * A `preview` (/preview/{token}) mounts no third-party script, chatbot or cookie banner: those
 * would read the page's address, which holds the preview's token, and the unpublished draft.
 */
export function Layout({
  pathname,
  preview = false,
  children,
}: {
  pathname: string
  preview?: boolean
  children: React.ReactNode
}) {
  const pageName = usePageName(pathname)
  return (
    <MDXProvider components={mdxComponents}>
      <a
        href="#main"
        className="bg-accent text-brand sr-only z-[70] rounded px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {!preview && <CookieBanner />}
      <SiteHeader pathname={pathname} />
      <main
        id="main"
        tabIndex={-1}
        className="focus:outline-none"
        data-pagefind-body={isIndexed(pathname) ? "" : undefined}
        data-pagefind-meta={isIndexed(pathname) ? "image:" : undefined}
      >
        {pageName && <PageHeading name={pageName} />}
        <React.Suspense>{children}</React.Suspense>
      </main>
      <React.Suspense>
        <SiteFooter>
          <GetInTouch />
        </SiteFooter>
      </React.Suspense>
      <Toaster />
      {!preview && <ThirdPartyScripts />}
    </MDXProvider>
  )
}

import * as React from "react"
import { Layout } from "../layout"
import { ErrorBoundary } from "../error-boundary"
import { builtData } from "./built-data"
import { overlay, withSite, type Site } from "./site-file-data"
import { PreviewMessage, PreviewNotice } from "./preview-status"
import {
  SiteFileOverrides,
  type SiteFileOverrides as Overrides,
} from "../../hooks/site-file-overrides"
import { useSiteConfig } from "../../hooks/use-site-config"
import { useFooter } from "../../hooks/use-footer"
import { useFormsCopy } from "../../hooks/use-forms-copy"
import { useMenus } from "../../hooks/use-menus"
import { useSectors } from "../../hooks/use-sectors"
import { useOfferings } from "../../hooks/use-offerings"
import { useArticlePage } from "../../hooks/use-article-page"
import HomePage from "../../pages/index"
import NotFoundPage from "../../pages/404"
import ArticlesPage from "../../pages/article-business-cases-background"
import AiEcosystemPage from "../../pages/ai-ecosystem"
import CmForContractPage from "../../pages/cm-for-contract"
import CodexPage from "../../pages/codex-supply-chain"
import PhilosophyPage from "../../pages/cost-and-value-philosophy"
import FaqPage from "../../pages/faq"
import NewsAndEventsPage from "../../pages/news-and-events"
import AcademyPage from "../../pages/skillset-development"
import CapexOpexPage from "../../pages/success-formula-disruptive-and-controlled"
import SlaPage from "../../pages/supply-chain-by-sla"
import AboutPage from "../../templates/about-page"
import ServicePage from "../../templates/service-page"
import ArticleTemplate from "../../templates/article"
import LegalPage from "../../templates/legal-page"
import type { SiteFilePreview as SiteFileAnswer } from "../../../schemas/previews"

// A content file's draft (GET /api/preview/{token} answers its path, kind and text) shown as the
// site will show it once published: a page's or an article's file on that page, with the data the
// live build gave it and the draft's values in place of the file's; a site-wide file (site.json,
// the menus, the footer, the forms' words…) on the home page, through the hooks that read it
// (hooks/site-file-overrides.ts). The build's GraphQL layer is imitated by site-file-data.ts; an
// MDX body is compiled here by mdx-preview.tsx, loaded only for one.

type SiteFile = Pick<SiteFileAnswer, "path" | "kind" | "text">
type Data = Record<string, any>
type Page = React.ComponentType<{ data: any; location: any; children?: any }>

interface Target {
  Page: Page
  // The page shown, whose built data the draft goes into.
  address: string
  // The page query's field that holds the file ("mdx": its frontmatter).
  field?: string
  // The hook that reads the file on every page.
  hook?: keyof Overrides
}

const pageFiles: Record<string, unknown> = {
  about: AboutPage,
  "ai-ecosystem": AiEcosystemPage,
  "cm-for-contract": CmForContractPage,
  "codex-supply-chain": CodexPage,
  "cost-and-value-philosophy": PhilosophyPage,
  faq: FaqPage,
  "news-and-events": NewsAndEventsPage,
  "skillset-development": AcademyPage,
  "success-formula-disruptive-and-controlled": CapexOpexPage,
  "supply-chain-by-sla": SlaPage,
}

const home = (rest: Omit<Target, "Page" | "address">): Target => ({
  Page: HomePage as Page,
  address: "/",
  ...rest,
})

// Files that are no page of their own: where their words show.
const siteWide: Record<string, Target> = {
  "site.json": home({ hook: "siteConfig" }),
  "data/menus.json": home({ hook: "menus" }),
  "data/footer.json": home({ hook: "footer" }),
  "data/forms.json": home({ hook: "formsCopy" }),
  "data/sectors.json": home({ hook: "sectors" }),
  "data/offerings.json": home({ hook: "offerings" }),
  "data/newsletter-consent.json": home({ hook: "newsletterConsent" }),
  "data/home.json": home({ field: "home" }),
  "data/panel-blocks.json": home({ field: "panelBlocksJson" }),
  "data/error-page.json": {
    Page: NotFoundPage as Page,
    address: "/404",
    field: "errorPageJson",
  },
  "data/article-page.json": {
    Page: ArticlesPage as Page,
    address: "/article-business-cases-background",
    field: "copy",
    hook: "articlePage",
  },
}

function targetOf(path: string, draft: Data | null, site: Site): Target {
  const slug = () => withSite(String(draft?.slug ?? ""), site) || "/"
  if (path.endsWith(".mdx")) {
    const article = ["article", "case-study"].includes(draft?.template)
    return {
      Page: (article ? ArticleTemplate : LegalPage) as Page,
      address: slug(),
      field: "mdx",
    }
  }
  const [folder, name] = path.replace(/\.json$/, "").split("/")
  if (folder === "pages" && pageFiles[name])
    return { Page: pageFiles[name] as Page, address: slug(), field: "page" }
  if (folder === "services")
    return { Page: ServicePage as Page, address: slug(), field: "page" }
  // Any other file (the search's words, say) shows no change on a page: the home page.
  return siteWide[path] ?? home({})
}

type State =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | {
      status: "ready"
      target: Target
      draft: Data
      built: Data
      body?: React.ReactNode
    }

async function load(file: SiteFile, site: Site) {
  let draft: Data
  let body: React.ReactNode
  if (file.kind === "mdx") {
    const { compileMdx } = await import("./mdx-preview")
    const compiled = await compileMdx(file.text)
    draft = compiled.frontmatter
    body = compiled.body
  } else {
    try {
      draft = JSON.parse(file.text)
    } catch (error) {
      throw new Error(
        `This draft is not valid JSON: ${(error as Error).message}`
      )
    }
  }
  const target = targetOf(file.path, draft, site)
  const built = await builtData(target.address)
  return { target, draft, body, built }
}

export function SiteFilePreview({
  file,
  expiresAt,
}: {
  file: SiteFile
  expiresAt: string
}) {
  // What the build gave the hooks: the shape a site-wide file's draft takes.
  const hooks: Record<keyof Overrides, unknown> = {
    siteConfig: useSiteConfig(),
    footer: useFooter(),
    formsCopy: useFormsCopy(),
    menus: useMenus(),
    sectors: useSectors(),
    offerings: useOfferings(),
    articlePage: useArticlePage(),
    newsletterConsent: null,
  }
  const config = hooks.siteConfig as Site
  const [state, setState] = React.useState<State>({ status: "loading" })
  React.useEffect(() => {
    let current = true
    load(file, config)
      .then((ready) => current && setState({ status: "ready", ...ready }))
      .catch(
        (error: Error) =>
          current && setState({ status: "failed", message: error.message })
      )
    return () => {
      current = false
    }
    // The site's brand and name come from the build's static query: they do not change.
  }, [file.path, file.kind, file.text])

  if (state.status !== "ready")
    return (
      <PreviewMessage
        failed={state.status === "failed" ? state.message : undefined}
      />
    )
  const { target, draft, built, body } = state
  // site.json's draft names the company in every {name} it fills in.
  const site: Site =
    file.path === "site.json"
      ? { brand: config.brand, name: String(draft?.name ?? config.name) }
      : config
  const overrides: Overrides | null = target.hook
    ? { [target.hook]: overlay(hooks[target.hook], draft, site) }
    : null
  const data = !target.field
    ? built
    : target.field === "mdx"
      ? {
          ...built,
          mdx: {
            ...built.mdx,
            frontmatter: overlay(built.mdx?.frontmatter, draft, site, built),
          },
        }
      : {
          ...built,
          [target.field]: overlay(built[target.field], draft, site, built),
        }
  const { Page } = target
  // A value the page's components cannot draw (the server checks a file's shape at save, so
  // rarely) shows why, in the built page's frame, not a blank page.
  return (
    <ErrorBoundary
      fallback={
        <PreviewMessage failed="This draft has a value the page cannot show; check the fields of the blocks you changed." />
      }
    >
      <SiteFileOverrides.Provider value={overrides}>
        <Layout pathname={target.address} preview>
          <PreviewNotice expiresAt={expiresAt} />
          <Page data={data} location={{ pathname: target.address, search: "" }}>
            {body}
          </Page>
        </Layout>
      </SiteFileOverrides.Provider>
    </ErrorBoundary>
  )
}

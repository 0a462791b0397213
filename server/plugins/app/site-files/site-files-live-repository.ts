import fp from "fastify-plugin"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import { SITE_FILES } from "../../../../common/site-file-text"

// What the server reads itself of the site's files follows their published edits, as the site
// does: the name, e-mail, colour and offices of site.json in its mails and pages, the newsletter's
// pages and its consent wording. Only the live text (`published`, resource `site-files`) is read,
// never a draft.
//
// Kept in memory, because the mails read the site's name synchronously where they are written:
// read again when the server is ready, at once after each publish or unpublish of a site file
// (`refresh()`, which the workflow calls), before each request that shows a page or records a
// consent, and every REFRESH_MS for the mails, so an instance learns of a publish another
// instance made on the same database well before that publish's build goes live.

export const SERVER_FILES = [
  "site.json",
  "data/newsletter-pages.json",
  "data/newsletter-consent.json",
] as const
export type ServerFile = (typeof SERVER_FILES)[number]

const REFRESH_MS = 5_000

/** The published texts of `paths`, by path; a file with no published edit is absent. */
export function createSiteFilesLiveRepository(db: Kysely<Database>) {
  return {
    async texts(paths: readonly string[]): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom("published")
        .select(["id", "data"])
        .where("resource", "=", SITE_FILES)
        .where("id", "in", [...paths])
        .execute()
      const texts = new Map<string, string>()
      for (const row of rows) {
        const data = JSON.parse(row.data) as { text?: unknown }
        if (typeof data.text === "string") texts.set(row.id, data.text)
      }
      return texts
    },
  }
}

export interface SiteFilesLive {
  // Reads the published texts again; resolves once they are in memory.
  refresh(): Promise<void>
  // The published edit of `file` parsed, or undefined when there is none or it does not parse
  // (the shipped file then stands: a broken edit never reaches a visitor).
  edited<T = unknown>(file: ServerFile): T | undefined
  // The published edit's text, as the visitor was shown it.
  editedText(file: ServerFile): string | undefined
  // The published edit of `file` when it has the shipped file's shape (the same fields, of the
  // same types, lists of the shipped items' kind), else `shipped`.
  json<T>(file: ServerFile, shipped: T): T
}

/** Whether `value` has the shape of `like`: its fields (at least), their types, its lists' items. */
export function sameShape(like: unknown, value: unknown): boolean {
  if (Array.isArray(like))
    return (
      Array.isArray(value) &&
      (like.length === 0 || value.every((item) => sameShape(like[0], item)))
    )
  if (like !== null && typeof like === "object")
    return (
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      Object.entries(like).every(([key, field]) =>
        sameShape(field, (value as Record<string, unknown>)[key])
      )
    )
  return typeof value === typeof like
}

declare module "fastify" {
  interface FastifyInstance {
    siteFilesLive: SiteFilesLive
  }
}

function liveTexts(
  fastify: FastifyInstance,
  repository: ReturnType<typeof createSiteFilesLiveRepository>
): SiteFilesLive {
  let texts = new Map<string, string>()
  const parsed = new Map<string, { text: string; value: unknown }>()
  // A refresh that ends after a later one started keeps the later one's answer.
  let started = 0
  let applied = 0
  return {
    async refresh() {
      const mine = ++started
      const read = await repository.texts(SERVER_FILES)
      if (mine < applied) return
      applied = mine
      texts = read
    },
    editedText: (file) => texts.get(file),
    json<T>(file: ServerFile, shipped: T): T {
      const value = this.edited(file)
      return value !== undefined && sameShape(shipped, value)
        ? (value as T)
        : shipped
    },
    edited<T>(file: ServerFile) {
      const text = texts.get(file)
      if (text === undefined) return undefined
      const known = parsed.get(file)
      if (known?.text === text) return known.value as T | undefined
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch (error) {
        fastify.log.warn(
          { err: error, file },
          "a published site file does not parse"
        )
      }
      parsed.set(file, { text, value })
      return value as T | undefined
    },
  }
}

export interface SiteFilesLivePluginOptions {
  // 0 (the tests): no timer; the periodic work runs when called (as the jobs' tick).
  jobTickMs?: number
}

export default fp(
  async (fastify, opts: SiteFilesLivePluginOptions) => {
    const live = liveTexts(fastify, createSiteFilesLiveRepository(fastify.db))
    fastify.decorate("siteFilesLive", live)
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> = Promise.resolve()
    const refreshLogged = () => {
      running = live
        .refresh()
        .catch((error: unknown) =>
          fastify.log.warn(
            { err: error },
            "could not read the published site files"
          )
        )
    }
    fastify.addHook("onReady", async () => {
      await live.refresh()
      if (opts.jobTickMs === 0) return
      timer = setInterval(refreshLogged, REFRESH_MS)
      timer.unref()
    })
    // A read under way ends before the database closes.
    fastify.addHook("onClose", async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: "site-files-live", dependencies: ["db"] }
)

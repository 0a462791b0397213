import fp from "fastify-plugin"
import type { Kysely, Transaction } from "kysely"
import type { Database } from "../../../db/tables"
import type { EditorialActor } from "../editorial/editorial"
import {
  sha256,
  shippedText,
  siteFiles,
  siteFileShape,
} from "../../../../common/site-files"
import type {
  SiteFile,
  SiteFileSave,
  SiteFileSummary,
} from "../../../../schemas/site-files"
import { fileChanges, summaryOf, type SiteFileRow } from "./site-file-records"
import {
  RESOURCE as SITE_FILES,
  siteFileRows,
  type SiteFilesOptions,
} from "./site-file-rows-repository"
import {
  foldAutosave,
  openAutosaveRun,
} from "../editorial/autosave-runs-repository"
import { siteFileWorkflow } from "./site-file-workflow-repository"
import { filterFiles, type SiteFileListParams } from "./site-file-list"
import { mdxCompiler } from "./mdx-compile"

// The site's own content files edited in the panel (migrations/024-site-files.ts): the list of
// the editable files with their state, one file's texts and shape, a save (checked against the
// file's shape, the MDX compiled, refused with 409 when stale), and through
// site-file-workflow-repository.ts its publishing, revisions, schedules and the choice an
// administrator makes when the repository's file changed under an edit. Every change writes its
// revision and audit entry in its own transaction, as a record's does. It never writes
// content/: the build lays the published texts over a copy of it.

export type { SiteFileListParams } from "./site-file-list"

// long: a repository factory: its body is the list of its methods, each short
export function createSiteFilesRepository(
  database: Kysely<Database>,
  options: SiteFilesOptions
) {
  const rows = siteFileRows(database, options)
  const { contentDir, entryOf, rowOf, write } = rows

  async function summaries(): Promise<SiteFileSummary[]> {
    const stored = await database
      .selectFrom("site_files")
      .select([
        "path",
        "kind",
        "status",
        "state",
        "version",
        "publishedVersion",
        "publishedAt",
        "publishAt",
        "unpublishAt",
        "shippedHash",
        "updatedAt",
        "updatedBy",
      ])
      .execute()
    const byPath = new Map(stored.map((row) => [row.path, row]))
    return siteFiles(contentDir).map((entry) =>
      summaryOf(contentDir, entry, byPath.get(entry.path))
    )
  }

  /** One file with its texts and shape; a path that is not an editable file answers 404. */
  async function get(path: string): Promise<SiteFile> {
    const entry = entryOf(path)
    const row = await rowOf(database, path)
    return {
      ...summaryOf(contentDir, entry, row ?? undefined),
      text: await rows.workingText(database, path),
      shipped: shippedText(contentDir, path),
      shape: siteFileShape(contentDir, path),
    }
  }

  // An autosave: folded into this person's open run of autosaves, or the first of a new run.
  async function saveAutosave(
    trx: Transaction<Database>,
    row: SiteFileRow,
    text: string,
    actor: EditorialActor,
    at: string,
    changes: Record<string, unknown>
  ) {
    const run = await openAutosaveRun(trx, SITE_FILES, row.path, actor, at)
    const next = await rows.putRow(trx, row, text, {}, actor, at)
    if (run) {
      const revision = { revision: next.version, savedAt: at, data: { text } }
      return foldAutosave(trx, run, revision, changes)
    }
    const auditId = await rows.audit(trx, actor, "update", row.path, changes)
    const newRun = { autosaveSince: at, auditId }
    await rows.writeRevision(
      trx,
      row.path,
      next.version,
      text,
      actor.email,
      at,
      newRun
    )
  }

  return {
    ...siteFileWorkflow(database, rows),
    get,

    /** The editable files the list's parameters ask for, and how many match. */
    async list(params: SiteFileListParams) {
      return filterFiles(await summaries(), params)
    },

    /**
     * Saves a new working copy: checked first (400 with its line), refused when it started from
     * another version (409). A text equal to the repository's file is a draft like any other.
     * One who may not publish saves no schedule; nor does an autosave, whose saves of ten
     * minutes make one revision and one audit entry (editorial/autosave-runs-repository.ts).
     */
    async save(
      path: string,
      input: SiteFileSave,
      actor: EditorialActor,
      { mayPublish = true, autosave = false } = {}
    ): Promise<SiteFile> {
      const entry = entryOf(path)
      const before = await rowOf(database, path)
      await rows.checkVersion(
        database,
        path,
        before?.version ?? 1,
        input.version
      )
      await rows.check(database, path, input.text)
      const schedule = mayPublish && !autosave ? rows.scheduleOf(input) : {}
      await write(async (trx) => {
        const at = rows.now()
        const row =
          (await rowOf(trx, path, true)) ??
          (await rows.firstRow(trx, entry, actor, at))
        // Checked again under the lock: someone may have saved while the text was checked.
        await rows.checkVersion(trx, path, row.version, input.version)
        const changes = fileChanges(entry.kind, row.text, input.text)
        if (autosave)
          await saveAutosave(trx, row, input.text, actor, at, changes)
        else {
          await rows.putVersion(trx, row, input.text, schedule, actor, at)
          await rows.audit(trx, actor, "update", path, changes)
        }
      })
      return get(path)
    },

    /** Whether the repository's file changed since the edit was made. */
    async shippedChanged(path: string) {
      const row = await rowOf(database, path)
      return Boolean(
        row && row.shippedHash !== sha256(shippedText(contentDir, path))
      )
    },

    /** The text a preview shows when it carries none of its own. */
    workingText: (path: string) =>
      rows.workingText(database, entryOf(path).path),

    /** Throws the 404 of a path that is not an editable file. */
    entryOf,
  }
}

export type SiteFilesRepository = ReturnType<typeof createSiteFilesRepository>
export { RESOURCE as SITE_FILES } from "./site-file-rows-repository"
export { SiteFileRefusal } from "./site-file-rows-repository"

declare module "fastify" {
  interface FastifyInstance {
    siteFilesRepository: SiteFilesRepository
  }
}

export default fp(
  async (fastify, opts: { clock?: () => number }) => {
    // The MDX compiler's worker thread starts at the first MDX save, and ends with the server.
    const compiler = mdxCompiler()
    fastify.addHook("onClose", () => compiler.close())
    fastify.decorate(
      "siteFilesRepository",
      createSiteFilesRepository(fastify.db, {
        contentDir: fastify.config.contentDir,
        dialect: fastify.dbInfo.dialect,
        clock: opts.clock,
        compileMdx: compiler.compile,
      })
    )
  },
  { name: "site-files-repository", dependencies: ["db"] }
)

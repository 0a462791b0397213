import { sql, type Kysely, type SqlBool, type Expression } from "kysely"
import { newId } from "../../../db/ids"
import type { Database, MediaTable } from "../../../db/tables"
import type { Selectable } from "kysely"
import fp from "fastify-plugin"
import type { ListParams } from "../../../common/list-query"
import { recordAudit } from "../audit/audit-repository"
import type { AuditEntry } from "../audit/audit"
import { UPLOADS_PATH } from "../../../../common/panel-content"
import type { MediaItem, MediaUpdate } from "../../../../schemas/media"
import { createUploadsRepository, type Upload } from "./uploads-repository"
import type { PreparedImage } from "./images"
import {
  imageUses,
  rewriteImage,
  type Db,
  type RecordUse,
} from "./media-uses-repository"
import { mediaTrash } from "./media-trash-repository"

// The media library's items (migrations/021-media.ts): listed, read with where they are used,
// made from an upload or an https address, edited, given a new file (rewritten wherever it is
// used) and put in Trash when nothing uses them (its Trash in media-trash-repository.ts). Each change writes its audit entry in its own
// transaction.

type Actor = AuditEntry["actor"]
type Row = Selectable<MediaTable>

export type Removal =
  | { outcome: "missing" }
  | { outcome: "in-use"; usedBy: RecordUse[] }
  | { outcome: "deleted"; item: MediaItem }

const itemOf = (row: Row, usedBy: RecordUse[] = []): MediaItem => ({
  id: row.id,
  src: row.src,
  alt: row.alt,
  decorative: Boolean(row.decorative),
  caption: row.caption,
  credit: row.credit,
  focalX: row.focalX,
  focalY: row.focalY,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  usedBy,
})

// The list's conditions beside "not in Trash": `q` over alt, caption and file name, the items
// needing alt text (or not), and exact values.
function conditions(params: ListParams, needsAlt: boolean | undefined) {
  const all: Expression<SqlBool>[] = [sql<SqlBool>`"deletedAt" IS NULL`]
  if (params.q?.trim()) {
    const pattern = `%${params.q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, "\\$&")}%`
    all.push(
      sql<SqlBool>`(${sql.join(
        ["alt", "caption", "fileName"].map(
          (column) => sql`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`
        ),
        sql` OR `
      )})`
    )
  }
  const unlabelled = sql<SqlBool>`("alt" = '' AND "decorative" = 0)`
  if (needsAlt === true) all.push(unlabelled)
  if (needsAlt === false) all.push(sql<SqlBool>`NOT ${unlabelled}`)
  if (params.ids)
    all.push(
      params.ids.length
        ? sql<SqlBool>`"id" IN (${sql.join(params.ids)})`
        : sql<SqlBool>`1 = 0`
    )
  for (const [field, value] of Object.entries(params.exact)) {
    const values = [value].flat()
    all.push(
      values.length
        ? sql<SqlBool>`${sql.ref(field)} IN (${sql.join(values)})`
        : sql<SqlBool>`1 = 0`
    )
  }
  for (const [field, operator, bound] of params.ranges)
    all.push(sql<SqlBool>`${sql.ref(field)} ${sql.raw(operator)} ${bound}`)
  return sql<SqlBool>`${sql.join(all, sql` AND `)}`
}

// long: a repository factory: its body is the list of its methods, each short
export function createMediaRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {}
) {
  // The server's clock, which the daily sweep reads too.
  const now = () => new Date(clock()).toISOString()
  const live = (on: Db, id: string) =>
    on
      .selectFrom("media")
      .selectAll()
      .where("id", "=", id)
      .where("deletedAt", "is", null)
      .executeTakeFirst()

  async function withUses(on: Db, row: Row) {
    return itemOf(row, (await imageUses(on)).get(row.src) ?? [])
  }

  const audit = (
    on: Db,
    actor: Actor,
    action: AuditEntry["action"],
    recordId: string,
    changes: Record<string, unknown>,
    resource = "media"
  ) => recordAudit(on, { actor, action, resource, recordId, changes })

  const uploadFacts = (upload: Upload) => ({
    src: `${UPLOADS_PATH}${upload.id}`,
    uploadId: upload.id,
    width: upload.width,
    height: upload.height,
    contentType: upload.contentType,
    size: upload.size,
  })

  return {
    /** One page of the items not in Trash, newest first unless sorted otherwise. */
    async list(params: ListParams, needsAlt?: boolean) {
      const where = conditions(params, needsAlt)
      const { total } = (
        await sql<{
          total: number
        }>`SELECT count(*) AS "total" FROM media WHERE ${where}`.execute(db)
      ).rows[0]!
      const [field, direction] = params.sort
      const order = sql.raw(direction)
      const { rows } = await sql<Row>`SELECT * FROM media WHERE ${where}
        ORDER BY ${sql.ref(field)} ${order}${field === "id" ? sql`` : sql`, "id" ${order}`}
        LIMIT ${params.limit} OFFSET ${params.offset}`.execute(db)
      const uses = rows.length ? await imageUses(db) : new Map()
      return {
        records: rows.map((row) => itemOf(row, uses.get(row.src) ?? [])),
        total: Number(total),
      }
    },

    async get(id: string) {
      const row = await live(db, id)
      return row ? withUses(db, row) : null
    },

    /** Stores an uploaded image and makes it an item; the entry is `uploads`' when it came
     * through the uploads route, where an erasure looks for a teacher's images. */
    async createFromImage(
      image: PreparedImage,
      meta: { alt?: string; fileName?: string },
      actor: Actor,
      auditAs: "media" | "uploads" = "media"
    ) {
      return db.transaction().execute(async (trx) => {
        const upload = await createUploadsRepository(trx).create(image)
        const at = now()
        const row = {
          id: newId(Date.parse(at)),
          ...uploadFacts(upload),
          fileName: meta.fileName?.trim() ?? "",
          alt: meta.alt?.trim() ?? "",
          createdAt: at,
          updatedAt: at,
        }
        await trx.insertInto("media").values(row).execute()
        await audit(
          trx,
          actor,
          "create",
          auditAs === "uploads" ? upload.id : row.id,
          {
            contentType: [null, upload.contentType],
            size: [null, upload.size],
          },
          auditAs
        )
        return { upload, item: itemOf((await live(trx, row.id))!) }
      })
    },

    /** An image elsewhere by its https address: the item that has it, or a new one. */
    async createFromUrl(url: string, alt: string, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom("media")
          .selectAll()
          .where("src", "=", url)
          .where("deletedAt", "is", null)
          .executeTakeFirst()
        if (known) return { created: false, item: await withUses(trx, known) }
        const at = now()
        const id = newId(Date.parse(at))
        await trx
          .insertInto("media")
          .values({
            id,
            src: url,
            uploadId: null,
            alt: alt.trim(),
            createdAt: at,
            updatedAt: at,
          })
          .execute()
        await audit(trx, actor, "create", id, { src: [null, url] })
        return {
          created: true,
          item: await withUses(trx, (await live(trx, id))!),
        }
      })
    },

    async update(id: string, changes: MediaUpdate, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const row = await live(trx, id)
        if (!row) return null
        const { decorative, ...rest } = changes
        const next = {
          ...rest,
          ...(rest.alt !== undefined && { alt: rest.alt.trim() }),
          ...(decorative !== undefined && { decorative: decorative ? 1 : 0 }),
          updatedAt: now(),
        }
        await trx.updateTable("media").set(next).where("id", "=", id).execute()
        const after = (await live(trx, id))!
        const changed = Object.fromEntries(
          Object.keys(changes)
            .filter((key) => row[key as keyof Row] !== after[key as keyof Row])
            .map((key) => [
              key,
              [row[key as keyof Row], after[key as keyof Row]],
            ])
        )
        await audit(trx, actor, "update", id, changed)
        return withUses(trx, after)
      })
    },

    /** A new file for the item: a new upload and `src`, rewritten wherever the old one is used.
     * The old upload stays, as earlier revisions and releases may show it. */
    async replaceFile(
      id: string,
      image: PreparedImage,
      fileName: string | undefined,
      actor: Actor
    ) {
      return db.transaction().execute(async (trx) => {
        const row = await live(trx, id)
        if (!row) return null
        const upload = await createUploadsRepository(trx).create(image)
        const facts = uploadFacts(upload)
        await trx
          .updateTable("media")
          .set({
            ...facts,
            ...(fileName?.trim() && { fileName: fileName.trim() }),
            updatedAt: now(),
          })
          .where("id", "=", id)
          .execute()
        const rewritten = await rewriteImage(trx, row.src, facts.src)
        await audit(trx, actor, "update", id, {
          src: [row.src, facts.src],
          rewritten: rewritten.changed.map(
            (use) => `${use.resource}/${use.id}`
          ),
        })
        return withUses(trx, (await live(trx, id))!)
      })
    },

    /** To Trash, unless a record uses it. */
    async remove(id: string, actor: Actor): Promise<Removal> {
      return db.transaction().execute(async (trx) => {
        const row = await live(trx, id)
        if (!row) return { outcome: "missing" as const }
        const usedBy = (await imageUses(trx)).get(row.src) ?? []
        if (usedBy.length) return { outcome: "in-use" as const, usedBy }
        const at = now()
        await trx
          .updateTable("media")
          .set({ deletedAt: at, deletedBy: actor.email, updatedAt: at })
          .where("id", "=", id)
          .execute()
        await audit(trx, actor, "delete", id, { to: "trash", src: row.src })
        return { outcome: "deleted" as const, item: itemOf(row) }
      })
    },

    ...mediaTrash(db, {
      now,
      withUses,
      audit,
      removeUpload: (on, uploadId) =>
        createUploadsRepository(on).remove(uploadId),
    }),
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>

declare module "fastify" {
  interface FastifyInstance {
    mediaRepository: MediaRepository
  }
}

export default fp(
  async (fastify, opts: { clock?: () => number }) => {
    fastify.decorate(
      "mediaRepository",
      createMediaRepository(fastify.db, { clock: opts.clock })
    )
  },
  { name: "media-repository", dependencies: ["db"] }
)

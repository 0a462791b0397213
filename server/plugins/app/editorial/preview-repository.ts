import { createHash, randomBytes } from "node:crypto"
import fp from "fastify-plugin"
import { sql, type ExpressionBuilder, type Kysely } from "kysely"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import type { ResourceName } from "../../../../schemas/content"
import type { PreviewLink } from "../../../../schemas/previews"
import type { PanelMedia } from "../../../../common/panel-content"
import type { Actor } from "../people/actor"
import type { AccountKind } from "../people/users-repository"

// Preview links (/preview/{token}): 32 random bytes, of which only the SHA-256 is stored, so the
// database alone cannot open a preview. A link names a record (whose draft it shows as it is when
// opened) or carries the unsaved form values it was made from; it works until it expires, until
// its record is deleted, until staff revoke it, and only while the account that made it may still
// sign in (an enabled staff account, an approved teacher): a link dies with its creator's access.

// A link shows a record of a resource, or one of the site's content files (`site-files`, its
// path as `recordId`, unsaved text as `data.text`).
export type PreviewResource = ResourceName | "site-files"

export interface Preview {
  resource: PreviewResource
  recordId: string | null
  data: Record<string, unknown> | null
  createdBy: string
  expiresAt: string
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex")

// The link's creator may still sign in: the pair (creatorKind, creatorId) is among the enabled
// staff accounts and the approved teachers.
const creatorMaySignIn = (eb: ExpressionBuilder<Database, "previews">) =>
  eb(
    eb.refTuple("previews.creatorKind", "previews.creatorId"),
    "in",
    eb
      .selectFrom("admins")
      .select([sql<AccountKind>`'admin'`.as("kind"), "id"])
      .where("disabled", "=", 0)
      .unionAll(
        eb
          .selectFrom("teachers")
          .select([sql<AccountKind>`'teacher'`.as("kind"), "id"])
          .where("status", "=", "approved")
      )
      .$asTuple("kind", "id")
  )

// What a token looks like: 43 characters of base64url. Anything else is not looked up.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

// long: a repository factory: its body is the list of its methods, each short
export function createPreviewRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {}
) {
  return {
    async create(
      preview: Omit<Preview, "expiresAt" | "createdBy">,
      // The signed-in account making the link.
      creator: Pick<Actor, "id" | "email" | "role">,
      lifetimeMs: number
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString("base64url")
      const createdAt = new Date(clock())
      const expiresAt = new Date(createdAt.getTime() + lifetimeMs).toISOString()
      await db
        .insertInto("previews")
        .values({
          id: newId(createdAt.getTime()),
          tokenHash: hash(token),
          resource: preview.resource,
          recordId: preview.recordId,
          data: preview.data ? JSON.stringify(preview.data) : null,
          createdBy: creator.email,
          creatorKind: creator.role === "teacher" ? "teacher" : "admin",
          creatorId: creator.id,
          createdAt: createdAt.toISOString(),
          expiresAt,
        })
        .execute()
      return { token, expiresAt }
    },

    /** The preview a token opens, or null when it is unknown, forged, expired or dead. */
    async find(token: string): Promise<Preview | null> {
      if (!TOKEN.test(token)) return null
      const row = await db
        .selectFrom("previews")
        .select(["resource", "recordId", "data", "createdBy", "expiresAt"])
        .where("tokenHash", "=", hash(token))
        .where("expiresAt", ">", new Date(clock()).toISOString())
        .where(creatorMaySignIn)
        .executeTakeFirst()
      if (!row) return null
      return {
        ...row,
        resource: row.resource as PreviewResource,
        data: row.data ? JSON.parse(row.data) : null,
      }
    },

    /** A record's links that still open, newest first. */
    list(resource: ResourceName, recordId: string): Promise<PreviewLink[]> {
      return db
        .selectFrom("previews")
        .select(["id", "createdAt", "createdBy", "expiresAt"])
        .where("resource", "=", resource)
        .where("recordId", "=", recordId)
        .where("expiresAt", ">", new Date(clock()).toISOString())
        .where(creatorMaySignIn)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute() as Promise<PreviewLink[]>
    },

    /** What a link is for and who made it, by its id: what deciding who may revoke it needs. */
    findById: (id: string) =>
      db
        .selectFrom("previews")
        .select(["resource", "recordId", "creatorKind", "creatorId"])
        .where("id", "=", id)
        .executeTakeFirst(),

    /** Deletes the link: its token opens nothing from then on. False when there was none. */
    async revoke(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("previews")
        .where("id", "=", id)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /**
     * The library's items (not in Trash) at these addresses: what a preview's images say of
     * themselves, as the build reads them. A few hundred addresses at a time, within any
     * database's limit of parameters.
     */
    async media(sources: readonly string[]): Promise<PanelMedia[]> {
      const found: PanelMedia[] = []
      for (let start = 0; start < sources.length; start += 500) {
        const rows = await db
          .selectFrom("media")
          .select(["src", "alt", "decorative", "focalX", "focalY"])
          .where("src", "in", sources.slice(start, start + 500))
          .where("deletedAt", "is", null)
          .execute()
        for (const row of rows)
          found.push({ ...row, decorative: Boolean(row.decorative) })
      }
      return found
    },

    /** Forgets the links that have expired (the daily sweep). */
    async purge() {
      const result = await db
        .deleteFrom("previews")
        .where("expiresAt", "<=", new Date(clock()).toISOString())
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type PreviewRepository = ReturnType<typeof createPreviewRepository>

declare module "fastify" {
  interface FastifyInstance {
    previewRepository: PreviewRepository
  }
}

export default fp(
  async (fastify, opts: { clock?: () => number }) => {
    fastify.decorate(
      "previewRepository",
      createPreviewRepository(fastify.db, { clock: opts.clock })
    )
  },
  { name: "preview-repository", dependencies: ["db"] }
)

import { createHash, randomBytes } from "node:crypto"
import fp from "fastify-plugin"
import type { Kysely } from "kysely"
import type { Database } from "../../db/tables"
import type { ResourceName } from "../../../schemas/content"

// Preview links (/preview/{token}): 32 random bytes, of which only the SHA-256 is stored, so the
// database alone cannot open a preview. A link names a record (whose draft it shows as it is when
// opened) or carries the unsaved form values it was made from; it works until it expires, or
// until its record is deleted.

export interface Preview {
  resource: ResourceName
  recordId: string | null
  data: Record<string, unknown> | null
  createdBy: string
  expiresAt: string
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex")

// What a token looks like: 43 characters of base64url. Anything else is not looked up.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function createPreviewRepository(
  db: Kysely<Database>,
  { clock = Date.now }: { clock?: () => number } = {}
) {
  return {
    async create(
      preview: Omit<Preview, "expiresAt">,
      lifetimeMs: number
    ): Promise<{ token: string; expiresAt: string }> {
      const token = randomBytes(32).toString("base64url")
      const createdAt = new Date(clock())
      const expiresAt = new Date(createdAt.getTime() + lifetimeMs).toISOString()
      await db
        .insertInto("previews")
        .values({
          tokenHash: hash(token),
          resource: preview.resource,
          recordId: preview.recordId,
          data: preview.data ? JSON.stringify(preview.data) : null,
          createdBy: preview.createdBy,
          createdAt: createdAt.toISOString(),
          expiresAt,
        })
        .execute()
      return { token, expiresAt }
    },

    /** The preview a token opens, or null when it is unknown, forged or expired. */
    async find(token: string): Promise<Preview | null> {
      if (!TOKEN.test(token)) return null
      const row = await db
        .selectFrom("previews")
        .select(["resource", "recordId", "data", "createdBy", "expiresAt"])
        .where("tokenHash", "=", hash(token))
        .where("expiresAt", ">", new Date(clock()).toISOString())
        .executeTakeFirst()
      if (!row) return null
      return {
        ...row,
        resource: row.resource as ResourceName,
        data: row.data ? JSON.parse(row.data) : null,
      }
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

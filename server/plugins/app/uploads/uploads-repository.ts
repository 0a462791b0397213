import { createHash } from "node:crypto"
import type { Kysely } from "kysely"
import { newId } from "../../../db/ids"
import type { Database } from "../../../db/tables"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// Images an administrator uploads (migrations/008-publishing.ts): kept in the database, so the
// build and every server instance read them where they read the records that name them.

export interface Upload {
  id: string
  contentType: string
  size: number
  width: number
  height: number
  sha256: string
  createdAt: string
}

type UploadsTables = {
  uploads: Upload & { data: Buffer }
}

export interface NewUpload {
  extension: string
  contentType: string
  width: number
  height: number
  data: Buffer
}

export function createUploadsRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<UploadsTables>
  return {
    async create(upload: NewUpload): Promise<Upload> {
      const record: Upload = {
        // The name is ours, never the file's: /uploads/<time and random>.<format>.
        id: `${newId()}.${upload.extension}`,
        contentType: upload.contentType,
        size: upload.data.length,
        width: upload.width,
        height: upload.height,
        sha256: createHash("sha256").update(upload.data).digest("hex"),
        createdAt: new Date().toISOString(),
      }
      await db
        .insertInto("uploads")
        .values({ ...record, data: upload.data })
        .execute()
      return record
    },

    // What an upload is, without its bytes: enough to answer a HEAD or a 304.
    async meta(id: string) {
      return (
        (await db
          .selectFrom("uploads")
          .select(["contentType", "sha256", "size"])
          .where("id", "=", id)
          .executeTakeFirst()) ?? null
      )
    },

    // An upload's bytes deleted for good (the library's purge of an item nothing uses).
    async remove(id: string) {
      await db.deleteFrom("uploads").where("id", "=", id).execute()
    },

    async data(id: string): Promise<Buffer | null> {
      const row = await db
        .selectFrom("uploads")
        .select("data")
        .where("id", "=", id)
        .executeTakeFirst()
      return row ? Buffer.from(row.data) : null
    },
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>

declare module "fastify" {
  interface FastifyInstance {
    uploadsRepository: UploadsRepository
  }
}

export default dbRepositoryPlugin("uploadsRepository", createUploadsRepository)

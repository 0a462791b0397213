import type { Kysely } from "kysely"
import { newId } from "../../../db/ids"
import type {
  Database,
  PublishRequestsTable,
  ReleasesTable,
} from "../../../db/tables"
import { dbRepositoryPlugin } from "../../../common/db-repository-plugin"

// The site's publishing state (migrations/008-publishing.ts, 012-editorial.ts): one row, so that
// every instance and a restarted server report the same thing, with the lock that lets one
// instance build at a time; the requests for a build that the next one takes; and the builds
// that went live (releases). The build queue itself lives in the server that runs the builds
// (site-publisher.ts); this is what it last said.

export type PublishState = "idle" | "queued" | "building" | "failed"

export interface PublishStatus {
  state: PublishState
  // When the latest build started.
  startedAt: string | null
  // When the live site was built.
  builtAt: string | null
  // Why the latest build failed, while it stands, and the end of its log.
  error: string | null
  log: string | null
  // When the live build read the records: what was published before then is live.
  contentAt: string | null
  // An earlier release was made live: saves, publishes and schedules build nothing until someone
  // resumes (or publishes now).
  paused: boolean
  pausedAt: string | null
  pausedBy: string | null
}

type StateRow = Omit<PublishStatus, "paused"> & {
  id: string
  paused: number
  lockedBy: string | null
  lockedUntil: string | null
  liveBuildId: string | null
}

type PublishTables = Database & { publish_state: StateRow }

export type PublishRequest = PublishRequestsTable

export type Release = Omit<ReleasesTable, "changed"> & {
  changed: Array<{
    resource: string
    id: string
    title: string
    action: string
  }>
}

const ROW = "site"
const COLUMNS = [
  "state",
  "startedAt",
  "builtAt",
  "error",
  "log",
  "contentAt",
  "paused",
  "pausedAt",
  "pausedBy",
] as const

// long: a repository factory: its body is the list of its methods, each short
export function createPublishStateRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<PublishTables>
  const state = () => db.updateTable("publish_state").where("id", "=", ROW)

  return {
    async read(): Promise<PublishStatus> {
      const row = await db
        .selectFrom("publish_state")
        .select(COLUMNS)
        .where("id", "=", ROW)
        .executeTakeFirst()
      return row
        ? { ...row, paused: Boolean(row.paused) }
        : {
            state: "idle",
            startedAt: null,
            builtAt: null,
            error: null,
            log: null,
            contentAt: null,
            paused: false,
            pausedAt: null,
            pausedBy: null,
          }
    },

    async update(changes: Partial<PublishStatus>) {
      const { paused, ...rest } = changes
      await state()
        .set({
          ...rest,
          ...(paused !== undefined && { paused: paused ? 1 : 0 }),
        })
        .execute()
    },

    /** Marks a build queued, unless an instance is building (its lock is held). */
    async markQueued(now: string) {
      await state()
        .set({ state: "queued" })
        .where((eb) =>
          eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)])
        )
        .where("state", "!=", "failed")
        .execute()
    },

    /** Back to idle from queued when nothing will build (paused), unless an instance is building. */
    async markIdle(now: string) {
      await state()
        .set({ state: "idle" })
        .where("state", "=", "queued")
        .where((eb) =>
          eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)])
        )
        .execute()
    },

    async lockHolder(now: string) {
      const row = await db
        .selectFrom("publish_state")
        .select(["lockedBy", "lockedUntil"])
        .where("id", "=", ROW)
        .executeTakeFirst()
      return row?.lockedUntil && row.lockedUntil > now ? row.lockedBy : null
    },

    /** Takes (or extends) the build lock for `token` until `until`; false when another holds it. */
    async lock(token: string, now: string, until: string) {
      const result = await state()
        .set({ lockedBy: token, lockedUntil: until })
        .where((eb) =>
          eb.or([
            eb("lockedBy", "is", null),
            eb("lockedBy", "=", token),
            eb("lockedUntil", "<=", now),
          ])
        )
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    async unlock(token: string) {
      await state()
        .set({ lockedBy: null, lockedUntil: null })
        .where("lockedBy", "=", token)
        .execute()
    },

    async liveBuildId() {
      const row = await db
        .selectFrom("publish_state")
        .select("liveBuildId")
        .where("id", "=", ROW)
        .executeTakeFirst()
      return row?.liveBuildId ?? null
    },

    async setLive(buildId: string, builtAt: string, contentAt: string | null) {
      await state().set({ liveBuildId: buildId, builtAt, contentAt }).execute()
    },

    async request(
      request: Omit<PublishRequest, "id" | "resource" | "recordId" | "title">
    ) {
      await db
        .insertInto("publish_requests")
        .values({
          id: newId(Date.parse(request.at)),
          resource: null,
          recordId: null,
          title: null,
          ...request,
        })
        .execute()
    },

    async requests(): Promise<PublishRequest[]> {
      return db
        .selectFrom("publish_requests")
        .selectAll()
        .orderBy("at")
        .orderBy("id")
        .execute()
    },

    async removeRequests(ids: string[]) {
      if (!ids.length) return
      await db.deleteFrom("publish_requests").where("id", "in", ids).execute()
    },

    async addRelease(release: Release) {
      await db
        .insertInto("releases")
        .values({ ...release, changed: JSON.stringify(release.changed) })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    },

    // Releases taken away (an erasure): the panel no longer lists them.
    async forgetReleases(ids: string[]) {
      if (!ids.length) return
      await db.deleteFrom("releases").where("id", "in", ids).execute()
    },

    async releases(limit: number): Promise<Release[]> {
      const rows = await db
        .selectFrom("releases")
        .selectAll()
        .orderBy("builtAt", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute()
      return rows.map((row) => ({ ...row, changed: JSON.parse(row.changed) }))
    },

    async release(id: string): Promise<Release | null> {
      const row = await db
        .selectFrom("releases")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst()
      return row ? { ...row, changed: JSON.parse(row.changed) } : null
    },
  }
}

export type PublishStateRepository = ReturnType<
  typeof createPublishStateRepository
>

declare module "fastify" {
  interface FastifyInstance {
    publishStateRepository: PublishStateRepository
  }
}

export default dbRepositoryPlugin(
  "publishStateRepository",
  createPublishStateRepository
)

import type { Kysely, Transaction } from "kysely"
import type { Database, DynamicDatabase } from "../../../db/tables"
import {
  SLUG_FALLBACK,
  slugFromTitle,
  slugProblem,
  uniqueSlug,
} from "../../../../common/slugs"
import { fieldNames, type ResourceName } from "../../../../schemas/content"
import { EditorialError } from "./editorial"

// The addresses of the records with pages of their own (blog posts, programmes): the working
// copy's `slug` is what the next publish gives the page; `slugs` (migrations/020-slugs-seo.ts)
// keeps every slug a live version has had, the one live now marked, so an earlier address and
// the id answer 301 to the page (plugins/external/site-static.ts).
//
// A slug is taken when another record's working copy has it, or another record's page has it
// now (a draft may be about to give its page another). An earlier slug of another record may be
// taken: the new page wins over the redirect once it is published.

type Db = Kysely<Database> | Transaction<Database>

export type PageResource = keyof typeof SLUG_FALLBACK

export const hasPages = (resource: ResourceName): resource is PageResource =>
  Object.hasOwn(SLUG_FALLBACK, resource)

const dynamic = (db: Db) => db as unknown as Kysely<DynamicDatabase>

// The slugs another record holds: its working copy's, or its page's.
async function takenSlugs(db: Db, resource: PageResource, id: string) {
  const working = await dynamic(db)
    .selectFrom(resource)
    .select("slug")
    .where("id", "<>", id)
    .execute()
  const live = await db
    .selectFrom("slugs")
    .select("slug")
    .where("resource", "=", resource)
    .where("live", "=", 1)
    .where("recordId", "<>", id)
    .execute()
  return new Set([...working, ...live].map((row) => String(row.slug)))
}

/**
 * The slug a record is saved with. `requested` is the slug sent: empty makes one from the title
 * (unique, -2, -3 …); another is refused with 400 when its form is wrong and 409 when another
 * record holds it. `quiet` (a revision or a Trash entry brought back) takes a fresh slug instead
 * of refusing one that can no longer be the record's.
 */
export async function slugToSave(
  db: Db,
  resource: PageResource,
  record: { id: string; title: string; requested: string },
  { quiet = false } = {}
): Promise<string> {
  const taken = await takenSlugs(db, resource, record.id)
  const requested = record.requested
  if (requested) {
    const problem = slugProblem(requested)
    if (!problem && !taken.has(requested)) return requested
    if (!quiet) {
      if (problem) throw new EditorialError(400, problem)
      throw new EditorialError(
        409,
        `slug "${requested}" is already the address of another record in ${resource}; choose another`
      )
    }
  }
  return uniqueSlug(
    slugFromTitle(record.title, SLUG_FALLBACK[resource]),
    (slug) => taken.has(slug)
  )
}

/** The record's title, which a slug is made from. */
export const titleField = (resource: PageResource) => fieldNames(resource)[0]

/** A publish gives the page the working copy's slug; the earlier ones redirect to it. */
export async function putLiveSlug(
  db: Db,
  resource: PageResource,
  recordId: string,
  slug: string,
  at: string
) {
  await takeDownSlugs(db, resource, recordId)
  await db
    .insertInto("slugs")
    .values({ resource, slug, recordId, live: 1, since: at })
    .onConflict((oc) =>
      oc
        .columns(["resource", "slug"])
        .doUpdateSet({ recordId, live: 1, since: at })
    )
    .execute()
}

/** The record has no page any more: none of its addresses leads anywhere. */
export async function takeDownSlugs(
  db: Db,
  resource: PageResource,
  recordId: string
) {
  await db
    .updateTable("slugs")
    .set({ live: 0 })
    .where("resource", "=", resource)
    .where("recordId", "=", recordId)
    .execute()
}

/**
 * Where an address of /blog or /service leads: the record (by its id, its page's slug or an
 * earlier one) and its page's slug now, or null when no live page answers for it.
 */
export async function resolvePage(
  db: Db,
  resource: PageResource,
  idOrSlug: string
): Promise<{ recordId: string; slug: string } | null> {
  const named = await db
    .selectFrom("slugs")
    .select("recordId")
    .where("resource", "=", resource)
    .where("slug", "=", idOrSlug)
    .executeTakeFirst()
  const recordId = named?.recordId ?? idOrSlug
  const live = await db
    .selectFrom("slugs")
    .select("slug")
    .where("resource", "=", resource)
    .where("recordId", "=", recordId)
    .where("live", "=", 1)
    .executeTakeFirst()
  return live ? { recordId, slug: live.slug } : null
}

// The fields to save with the slug they are to have, for a record with a page of its own: the one
// sent, or one made from the title when none is sent or the record has none yet.
export async function withSlug(
  trx: Db,
  resource: ResourceName,
  id: string,
  record: Record<string, unknown>,
  changes: Record<string, unknown>,
  quiet = false
) {
  if (!hasPages(resource) || (!("slug" in changes) && record.slug))
    return changes
  const slug = await slugToSave(
    trx,
    resource,
    {
      id,
      title: String(record[titleField(resource)] ?? ""),
      requested: String(changes.slug ?? ""),
    },
    { quiet }
  )
  return { ...changes, slug }
}

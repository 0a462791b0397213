import type { FastifyReply } from "fastify"
import { toCsv } from "../../common/csv"
import type { Actor } from "../plugins/app/people/actor"
import { recordAudit } from "../plugins/app/audit/audit-repository"

// A list exported as CSV (the panel's Export button), every page of it up to MAX_EXPORT rows,
// and the export written to the audit trail: who took which list, filtered how, how many rows.

export const MAX_EXPORT = 10_000

export async function sendCsv(
  reply: FastifyReply,
  actor: Actor,
  {
    resource,
    filter,
    columns,
    read,
  }: {
    resource: string
    filter: string | undefined
    columns: string[]
    read: (limit: number) => Promise<Record<string, unknown>[]>
  }
) {
  const records = await read(MAX_EXPORT)
  await recordAudit(reply.server.db, {
    actor,
    action: "export",
    resource,
    changes: { filter: filter ? JSON.parse(filter) : {}, rows: records.length },
  })
  const day = new Date().toISOString().slice(0, 10)
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header(
      "content-disposition",
      `attachment; filename="${resource}-${day}.csv"`
    )
    .send(toCsv(records, columns))
}

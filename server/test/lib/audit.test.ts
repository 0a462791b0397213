/** @dialect-dependent audit entries written in transactions that commit or roll back */
import { changedFields } from "../../plugins/app/audit/audit"
import { recordAudit } from "../../plugins/app/audit/audit-repository"
import { buildForTests, type TestApp } from "../helper"

// An audit entry is written with the change it records: in the same transaction, so a change that
// rolls back leaves no entry, and an entry names only the fields that changed.

describe("the audit trail", () => {
  let app: TestApp
  buildForTests((built) => (app = built))

  const actor = {
    id: "a1",
    email: "editor@coreval.test",
    role: "editor" as const,
    ip: "203.0.113.9",
  }

  it("keeps an entry written in a transaction that commits, and none of one that rolls back", async () => {
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor,
        action: "update",
        resource: "blogs",
        recordId: "b1",
        changes: changedFields(
          { title: "Old", excerpt: "Same", updatedAt: "x" },
          { title: "New", excerpt: "Same", updatedAt: "y" }
        ),
      })
    )
    await expect(
      app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          actor,
          action: "delete",
          resource: "blogs",
          recordId: "b1",
        })
        throw new Error("the delete failed")
      })
    ).rejects.toThrow()
    const entries = await app.db.selectFrom("audit").selectAll().execute()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: "a1",
      actor: "editor@coreval.test",
      ip: "203.0.113.9",
      action: "update",
      resource: "blogs",
      recordId: "b1",
    })
    expect(JSON.parse(entries[0].changes)).toEqual({ title: ["Old", "New"] })
  })
})

import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import {
  contactColumns,
  teacherColumns,
  type ClaimedNotification,
} from "./mail-types"

// The rows a claimer took (notifier.ts), each with what its e-mail is made from.

// Each owner by its id, read only when some row has one.
const byId = <T extends { id: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.id, row]))

const contactsOf = async (db: Kysely<Database>, ids: string[]) =>
  byId(
    ids.length
      ? await db
          .selectFrom("contacts")
          .select(contactColumns)
          .where("id", "in", ids)
          .execute()
      : []
  )

const teachersOf = async (db: Kysely<Database>, ids: string[]) =>
  byId(
    ids.length
      ? await db
          .selectFrom("teachers")
          .select(teacherColumns)
          .where("id", "in", ids)
          .execute()
      : []
  )

const mailsOf = async (db: Kysely<Database>, ids: string[]) =>
  byId(
    (ids.length
      ? await db
          .selectFrom("mails")
          .selectAll()
          .where("id", "in", ids)
          .execute()
      : []
    ).map((mail) => ({
      ...mail,
      headers: JSON.parse(mail.headers) as Record<string, string>,
    }))
  )

// The claimed rows with their enquiries, read by the columns the e-mail names: never a
// teacher's password hash.
export async function claimedNotifications(
  db: Kysely<Database>,
  ids: string[],
  token: string
): Promise<ClaimedNotification[]> {
  const rows = await db
    .selectFrom("notifications")
    .select([
      "id",
      "attempts",
      "failingSince",
      "contactId",
      "teacherId",
      "mailId",
    ])
    .where("id", "in", ids)
    .where("claimToken", "=", token)
    .orderBy("nextAttemptAt")
    .execute()
  const owners = (column: "contactId" | "teacherId" | "mailId") =>
    rows.flatMap((row) => (row[column] ? [row[column]] : []))
  const contacts = await contactsOf(db, owners("contactId"))
  const teachers = await teachersOf(db, owners("teacherId"))
  const mails = await mailsOf(db, owners("mailId"))
  return rows.flatMap(
    ({
      contactId,
      teacherId,
      mailId,
      ...notification
    }): ClaimedNotification[] => {
      const contact = contactId && contacts.get(contactId)
      if (contact) return [{ ...notification, kind: "contact", contact }]
      const teacher = teacherId && teachers.get(teacherId)
      if (teacher) return [{ ...notification, kind: "teacher", teacher }]
      const mail = mailId && mails.get(mailId)
      if (mail) return [{ ...notification, kind: "mail", mail }]
      return []
    }
  )
}

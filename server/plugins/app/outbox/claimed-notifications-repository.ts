import type { Kysely } from "kysely"
import type { Database } from "../../../db/tables"
import {
  contactColumns,
  teacherColumns,
  type ClaimedNotification,
  type NotifiedContact,
  type NotifiedTeacher,
} from "./mail-types"

// The rows a claimer took (notifier.ts), each with what its e-mail is made from.

// Each owner by its id, read only when some row has one.
const byId = <T extends { id: string }>(rows: T[]) =>
  new Map(rows.map((row) => [row.id, row]))

// An enquiry's owner (a visitor or a teacher) by its id, read by the columns its e-mail names:
// never a teacher's password hash. The two tables are read alike, so the query names its table
// at run time (Kysely<any>) and the overloads give each its row type.
const ownerColumns = { contacts: contactColumns, teachers: teacherColumns }

function ownersOf(
  db: Kysely<Database>,
  table: "contacts",
  ids: string[]
): Promise<Map<string, NotifiedContact>>
function ownersOf(
  db: Kysely<Database>,
  table: "teachers",
  ids: string[]
): Promise<Map<string, NotifiedTeacher>>
async function ownersOf(
  db: Kysely<Database>,
  table: keyof typeof ownerColumns,
  ids: string[]
) {
  if (!ids.length) return byId([])
  const rows: { id: string }[] = await (db as Kysely<any>)
    .selectFrom(table)
    .select(ownerColumns[table])
    .where("id", "in", ids)
    .execute()
  return byId(rows)
}

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
  const contacts = await ownersOf(db, "contacts", owners("contactId"))
  const teachers = await ownersOf(db, "teachers", owners("teacherId"))
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

import type { Generated, Selectable } from "kysely"
import type { Role } from "../../schemas/roles"

// Kysely's view of the tables the migrations create. Column names are the API's field names
// (quoted in the SQL), so a row is a record without any mapping layer.

export type Timestamped = {
  id: string
  createdAt: string
  updatedAt: string
}

export type AdminsTable = Timestamped & {
  email: string
  passwordHash: string
  // Raised by a new password: tokens carry the version they were issued under.
  tokenVersion: Generated<number>
  // Staff roles only: a teacher's account is their row in teachers.
  role: Generated<Exclude<Role, "teacher">>
  // 1 when an administrator has disabled the account: its sessions end at once.
  disabled: Generated<number>
  // An invited account has an empty passwordHash until its invitation is accepted.
  invitedBy: Generated<string | null>
  invitedAt: Generated<string | null>
}

// An invitation or a password reset (migrations/013-people.ts): `id` is the SHA-256 of the token
// the e-mail carries; the token itself is never stored.
export type AccountTokensTable = {
  id: string
  purpose: "invite" | "reset"
  accountKind: "admin" | "teacher"
  accountId: string
  expiresAt: string
  usedAt: string | null
  createdAt: string
}

export const TEACHER_STATUSES = ["pending", "approved", "rejected"] as const
export type TeacherStatus = (typeof TEACHER_STATUSES)[number]

export type RevokedTokensTable = {
  jti: string
  expiresAt: string
}

export type LoginFailuresTable = {
  email: string
  failures: number
  lastFailureAt: string
}

export type TeachersTable = Timestamped & {
  name: string
  email: string
  phone: string
  subject: string
  passwordHash: string
  // Pending until staff approve or reject the registration; only an approved teacher signs in.
  status: Generated<TeacherStatus>
  // The public profile the teacher keeps, as staff approved it: a photo (an upload's /uploads/
  // path; older rows may hold an https URL) and a short biography.
  photo: Generated<string>
  bio: Generated<string>
  // The teacher's own change of that profile, waiting for staff to approve or reject it: the
  // changed fields as a JSON object's text, or null.
  pendingProfile: Generated<string | null>
  reviewedBy: Generated<string | null>
  reviewedAt: Generated<string | null>
  tokenVersion: Generated<number>
}

export type ContactsTable = Timestamped & {
  name: string
  email: string
  countryCode: string
  number: string
  reason: string
  message: string
  source: string
  // new, in_progress, answered, closed or spam (the honeypot's catch: kept, never notified,
  // hidden by default). The admin's view derives the `spam` flag from it.
  status: Generated<string>
  // The staff account handling it, and the office's own notes.
  assignee: Generated<string | null>
  notes: Generated<string>
  answeredBy: Generated<string | null>
  answeredAt: Generated<string | null>
  // The lower-cased text the free-text filter reads (contacts-repository.ts).
  search: Generated<string>
}

export type Contact = Selectable<ContactsTable>

export type NotificationState = "pending" | "sent" | "failed"

// The outbox (migrations/007-notifications.ts, 011-roles-mail-jobs.ts): one row per e-mail to
// send, owned by exactly one contact request, teacher registration or mail.
export type NotificationsTable = Timestamped & {
  contactId: string | null
  teacherId: string | null
  mailId: Generated<string | null>
  state: NotificationState
  attempts: number
  nextAttemptAt: string
  failingSince: string | null
  lastError: string
  claimToken: string | null
  sentAt: string | null
}

// An e-mail the server wrote whole (a confirmation, an invitation, a newsletter), sent by the
// outbox. `headers` is a JSON object of extra headers (List-Unsubscribe, say); `fromAddress` empty
// means MAIL_FROM.
export type MailsTable = {
  id: string
  category: string
  toAddress: string
  fromAddress: string
  subject: string
  text: string
  html: string
  headers: string
  createdAt: string
  // The lower-cased address of the person the e-mail is about (migrations/016-person-subjects.ts).
  person: string | null
}

// One entry of the audit trail (server/plugins/app/audit/audit.ts). `actor` is the account's e-mail address
// (or "visitor", "system") at the time; `changes` a JSON object of the fields that changed.
export type AuditTable = {
  id: string
  at: string
  actorId: string | null
  actor: string
  ip: string
  action: string
  resource: string
  recordId: string | null
  changes: string
  // The lower-cased address of the person the entry is about, if any (016-person-subjects.ts).
  person: Generated<string | null>
}

// A periodic job's last run and current claim (server/plugins/app/jobs/jobs.ts).
export type JobRunsTable = {
  name: string
  lastRunAt: string | null
  leaseUntil: string | null
  claimToken: string | null
}

// The newsletter (migrations/014-newsletter.ts, docs/newsletter.md).
export type SubscriberStatus = "unconfirmed" | "confirmed" | "unsubscribed"

export type SubscribersTable = {
  contactId: string
  status: SubscriberStatus
  signedUpAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  confirmationSentAt: string | null
  confirmNonce: string | null
}

// What happened to a subscription, appended and never changed: the proof of consent.
export type ConsentEvent =
  "signed_up" | "confirmation_sent" | "confirmed" | "unsubscribed" | "lapsed"

export type NewsletterConsentsTable = {
  id: string
  // Null once the sign-up is erased or swept: the row stays, known by `emailHash` alone.
  contactId: string | null
  // The keyed hash of the address (plugins/app/people/person-hash.ts); null only until the server fills it.
  emailHash: string | null
  at: string
  event: ConsentEvent
  page: string
  consentVersion: string
  consentDigest: string
  method: string
  ip: string
}

export type NewsletterStatus = "draft" | "sending" | "sent"

export type NewslettersTable = Timestamped & {
  subject: string
  intro: string
  // JSON: [{ resource, id }], the picked blogs, news and events in their order.
  items: string
  status: NewsletterStatus
  // JSON: the e-mail as frozen when sending started (plugins/app/newsletter/newsletter-email.ts).
  rendered: string | null
  sendStartedAt: string | null
  // Every confirmed subscriber has a delivery (and so an e-mail in the outbox).
  queuedAt: string | null
  // No delivery is pending any more.
  sentAt: string | null
}

export type NewsletterDeliveriesTable = {
  newsletterId: string
  contactId: string
  mailId: string | null
  createdAt: string
}

// The editorial workflow (migrations/012-editorial.ts). `data` columns are JSON: a published
// version or a trashed record whole, a revision's fields.
export type PublishedTable = {
  resource: string
  id: string
  data: string
  version: number
  publishedAt: string
  publishedBy: string
}

// Every slug a live blog post or programme has had (migrations/020-slugs-seo.ts): `live` is 1 for
// the one its page has now; the others answer 301 to it.
export type SlugsTable = {
  resource: string
  slug: string
  recordId: string
  live: number
  since: string
}

export type RevisionsTable = {
  id: string
  resource: string
  recordId: string
  revision: number
  savedAt: string
  savedBy: string
  data: string
  // An autosave's run: when it began, and the audit entry it keeps up to date (022-autosave.ts).
  autosaveSince: Generated<string | null>
  auditId: Generated<string | null>
}

export type TrashTable = {
  resource: string
  id: string
  title: string
  data: string
  deletedAt: string
  deletedBy: string
}

// A preview link: its token is never stored, only its SHA-256. `data` holds unsaved form values
// shown instead of the saved draft; `recordId` is null for a record not saved yet. `id` names the
// link in the panel's list (migrations/018-preview-links.ts); the creator's account must still
// sign in for it to open (null: an address with no account left, so it never does).
export type PreviewsTable = {
  id: string
  creatorKind: "admin" | "teacher" | null
  creatorId: string | null
  tokenHash: string
  resource: string
  recordId: string | null
  data: string | null
  createdBy: string
  createdAt: string
  expiresAt: string
}

export type ReleasesTable = {
  id: string
  builtAt: string
  startedAt: string
  durationMs: number
  trigger: string
  // JSON: [{ resource, id, title, action }]
  changed: string
  digest: string
}

// A content file staff have edited (migrations/024-site-files.ts): its working copy and workflow
// state, by its path under content/; `shippedHash` is the sha256 of the repository's file when the
// edit was made or last reconciled.
export type SiteFilesTable = {
  path: string
  kind: "json" | "mdx"
  text: string
  status: "draft" | "published"
  state: "shipped" | "draft" | "published" | "changed" | "scheduled"
  version: number
  publishedVersion: number | null
  publishedAt: string | null
  publishAt: string | null
  unpublishAt: string | null
  shippedHash: string
  updatedAt: string
  updatedBy: string
}

export type PublishRequestsTable = {
  id: string
  at: string
  by: string
  action: string
  resource: string | null
  recordId: string | null
  title: string | null
}

// What the *_listed views add to a contact or teacher.
export type NotificationColumns = {
  notification: NotificationState | null
  notificationAttempts: number | null
  notificationError: string | null
  notifiedAt: string | null
}

// An item of the media library (migrations/021-media.ts): an upload or an https address, with
// what the site says of it. `decorative` is 0 or 1; `deletedAt` is set while it is in Trash.
export type MediaTable = {
  id: string
  src: string
  uploadId: string | null
  fileName: Generated<string>
  alt: Generated<string>
  decorative: Generated<number>
  caption: Generated<string>
  credit: Generated<string>
  focalX: Generated<number>
  focalY: Generated<number>
  width: number | null
  height: number | null
  contentType: string | null
  size: number | null
  createdAt: string
  updatedAt: string
  deletedAt: string | null
  // Who put it in Trash (migrations/023-media-trash.ts).
  deletedBy: string | null
}

export type Database = {
  media: MediaTable
  admins: AdminsTable
  account_tokens: AccountTokensTable
  teachers: TeachersTable
  contacts: ContactsTable
  notifications: NotificationsTable
  mails: MailsTable
  job_runs: JobRunsTable
  audit: AuditTable
  subscribers: SubscribersTable
  newsletter_consents: NewsletterConsentsTable
  newsletters: NewslettersTable
  newsletter_deliveries: NewsletterDeliveriesTable
  published: PublishedTable
  revisions: RevisionsTable
  slugs: SlugsTable
  trash: TrashTable
  previews: PreviewsTable
  releases: ReleasesTable
  publish_requests: PublishRequestsTable
  site_files: SiteFilesTable
  contacts_listed: ContactsTable & {
    spam: number
  } & NotificationColumns
  teachers_listed: Omit<TeachersTable, "passwordHash" | "tokenVersion"> &
    NotificationColumns
  login_failures: LoginFailuresTable
  revoked_tokens: RevokedTokensTable
}

// The content resources share one generic repository, which addresses their tables by name.
export type StoredRecord = Timestamped & Record<string, string | number | null>
export type DynamicDatabase = Record<string, StoredRecord>

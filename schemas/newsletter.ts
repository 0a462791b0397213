import { Type, type Static } from "@sinclair/typebox"
import { Email, Id, requiredText } from "./common"

// The newsletter's issues, subscribers and consent ledger, and a person's data (docs/newsletter.md),
// as the API takes and answers them. The panel imports the types.

export const cardResources = ["blogs", "news", "events"] as const

const Nullable = (schema: ReturnType<typeof Type.String>) =>
  Type.Unsafe<string | null>({ ...schema, type: ["string", "null"] })
const Time = Nullable(Type.String())

export const ItemRef = Type.Object(
  {
    resource: Type.Unsafe<(typeof cardResources)[number]>({
      type: "string",
      enum: [...cardResources],
    }),
    id: Id,
  },
  { additionalProperties: false }
)

// What an editor writes. The introduction is HTML, stored as written and cleaned with the site's
// rules whenever it is rendered.
export const NewsletterInput = Type.Object(
  {
    subject: requiredText(200),
    intro: Type.String({ maxLength: 20_000 }),
    items: Type.Array(ItemRef, { maxItems: 12 }),
  },
  { additionalProperties: false }
)
export type NewsletterInput = Static<typeof NewsletterInput>

export const NewsletterUpdate = Type.Partial(NewsletterInput, {
  additionalProperties: false,
})

export const newsletterStatuses = ["draft", "sending", "sent"] as const

export const Newsletter = Type.Object({
  id: Id,
  subject: Type.String(),
  intro: Type.String(),
  items: Type.Array(ItemRef),
  status: Type.Unsafe<(typeof newsletterStatuses)[number]>({
    type: "string",
    enum: [...newsletterStatuses],
  }),
  sendStartedAt: Time,
  queuedAt: Time,
  sentAt: Time,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  // Its e-mails: one per subscriber it is being sent to, and where each is.
  recipients: Type.Integer(),
  sent: Type.Integer(),
  pending: Type.Integer(),
  failed: Type.Integer(),
})
export type Newsletter = Static<typeof Newsletter>

// A published blog, news item or event as the issue shows it.
export const Card = Type.Object({
  resource: Type.String(),
  id: Type.String(),
  label: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  image: Time,
  url: Type.String(),
  date: Type.String(),
})
export type Card = Static<typeof Card>
export const Cards = Type.Array(Card)

export const RenderedEmail = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
})
export type RenderedEmail = Static<typeof RenderedEmail>

export const ConsentEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  event: Type.String(),
  page: Type.String(),
  consentVersion: Type.String(),
  consentDigest: Type.String(),
  method: Type.String(),
  ip: Type.String(),
})
export type ConsentEntry = Static<typeof ConsentEntry>

export const Subscriber = Type.Object({
  id: Id,
  email: Type.String(),
  status: Type.String(),
  signedUpAt: Type.String(),
  confirmedAt: Time,
  unsubscribedAt: Time,
  confirmationSentAt: Time,
  createdAt: Type.String(),
})
export type Subscriber = Static<typeof Subscriber>

// The ledger's IP addresses are an administrator's: an editor reads the entries without them.
export const SubscriberWithLedger = Type.Object({
  ...Subscriber.properties,
  consents: Type.Array(
    Type.Object({
      ...ConsentEntry.properties,
      ip: Type.Optional(Type.String()),
    })
  ),
})

// The wording of a consent version, as the proof shows it.
export const ConsentWording = Type.Object({
  version: Type.String(),
  effective: Type.String(),
  text: Type.String(),
  digest: Type.String(),
})

export const ConsentProof = Type.Object({
  subscriber: Subscriber,
  consents: Type.Array(ConsentEntry),
  wordings: Type.Array(ConsentWording),
  exportedAt: Type.String(),
})
export type ConsentProof = Static<typeof ConsentProof>

export const EmailQuery = Type.Object({ email: Email })

// Everything kept on one address, by kind of record: rows as stored (a password hash never).
export const PersonalData = Type.Object({
  email: Type.String(),
  records: Type.Record(
    Type.String(),
    Type.Array(Type.Record(Type.String(), Type.Unknown()))
  ),
})
export type PersonalData = Static<typeof PersonalData>

export const PersonalDataExport = Type.Object({
  ...PersonalData.properties,
  exportedAt: Type.String(),
})
export type PersonalDataExport = Static<typeof PersonalDataExport>

// The links of the newsletter's e-mails (/api/v1/{brand}/newsletter/…): the signed token each
// carries, the form its unsubscribe page posts (or a mailbox provider's one-click unsubscribe,
// RFC 8058), and the HTML page each answers.
export const LinkTokenQuery = Type.Object({
  token: Type.String({ maxLength: 512 }),
})
export const UnsubscribeForm = Type.Object({
  "List-Unsubscribe": Type.Optional(Type.String({ maxLength: 100 })),
  // Set by the page's own button, to tell it apart from a mailbox provider's click in the ledger.
  via: Type.Optional(Type.String({ maxLength: 20 })),
})
export const HtmlPage = Type.String({ description: "an HTML page" })

import { Type } from "@sinclair/typebox"
import { Email, Phone, requiredText, SITE_PATH } from "./common"
import { recordSchema } from "./content"

// The public forms' rules (docs/api.md). What is stored is the `contacts` resource of content.ts;
// these are only the stricter shapes a visitor may send.

export const contactSources = ["session", "rfq", "newsletter"] as const
export type ContactSource = (typeof contactSources)[number]

// Where an enquiry is in the office's hands; spam is the honeypot's catch, or the office's call.
export const contactStatuses = [
  "new",
  "in_progress",
  "answered",
  "closed",
  "spam",
] as const
export type ContactStatus = (typeof contactStatuses)[number]

export const ContactUpload = Type.Object(
  {
    name: requiredText(200),
    email: Email,
    countryCode: Type.Optional(Phone(32)),
    // A number needs a digit; the rest of the pattern allows the usual separators.
    number: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: "^[0-9 +()-]*[0-9][0-9 +()-]*$",
    }),
    reason: requiredText(200),
    message: requiredText(5000),
    source: Type.Optional(
      Type.Unsafe<"session" | "rfq">({
        type: "string",
        enum: ["session", "rfq"],
      })
    ),
    // The honeypot: a field the forms hide from people, so only a robot fills it. Such a request is
    // answered like any other and stored flagged as spam.
    website: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false }
)

export const NewsletterUpload = Type.Object(
  {
    email: Email,
    // The page of the site the form is on, and the version of the consent wording it shows
    // (content/data/newsletter-consent.json), kept as proof of consent. Without `page`, the
    // request's Referer is kept; without `consentVersion`, the current version.
    page: Type.Optional(Type.String({ maxLength: 2048, pattern: SITE_PATH })),
    consentVersion: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false }
)

// What a visitor sends with a contact request (or a sign-up, which is a contact too): kept as sent.
export const CONTACT_FIELDS = [
  "name",
  "email",
  "countryCode",
  "number",
  "reason",
  "message",
  "source",
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

// A contact's PUT (the panel sends the record back whole): the office's three fields, and what
// the visitor sent, which may come along but not change (the route compares it with the record).
export const ContactUpdate = Type.Object(
  {
    status: Type.Optional(
      Type.Unsafe<ContactStatus>({ type: "string", enum: [...contactStatuses] })
    ),
    assignee: Type.Optional(
      Type.Union([Type.String({ maxLength: 64 }), Type.Null()])
    ),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
    ...Object.fromEntries(
      CONTACT_FIELDS.map((field) => [
        field,
        Type.Optional(Type.String({ maxLength: 20000 })),
      ])
    ),
  },
  { additionalProperties: false }
)

export const Contact = recordSchema("contacts", true)

export const ContactResponse = Type.Object({ Contact, message: Type.String() })

import { Type } from "@sinclair/typebox"
import { Email, Phone, requiredText } from "./common"
import { recordSchema } from "./content"

// The public forms' rules (docs/api.md). What is stored is the `contacts` resource of content.ts;
// these are only the stricter shapes a visitor may send.

export const contactSources = ["session", "rfq", "newsletter"] as const
export type ContactSource = (typeof contactSources)[number]

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
  { email: Email },
  { additionalProperties: false }
)

export const Contact = recordSchema("contacts", true)

export const ContactResponse = Type.Object({ Contact, message: Type.String() })

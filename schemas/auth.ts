import { Type } from "@sinclair/typebox"
import { Email, Phone, requiredText } from "./common"
import { recordSchema } from "./content"
import { ROLES } from "./roles"

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false }
)

export const Role = Type.Union(ROLES.map((role) => Type.Literal(role)))

export const LoginResponse = Type.Object({
  token: Type.String(),
  _id: Type.String(),
  role: Role,
  message: Type.String(),
})

// A new password, an administrator's or a teacher's: 12 to 200 characters, long enough to resist
// guessing and short enough that hashing it costs a bounded time.
export const NewPassword = Type.String({ minLength: 12, maxLength: 200 })

export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
    newPassword: NewPassword,
  },
  { additionalProperties: false }
)

// A new password ends every session (auth.ts); this one continues with the token it gets back.
export const ChangePasswordResponse = Type.Object({
  token: Type.String(),
  message: Type.String(),
})

export const TeacherRegistration = Type.Object(
  {
    name: requiredText(200),
    email: Email,
    password: NewPassword,
    phone: Type.Optional(Phone(32)),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    // The honeypot, as on the contact forms (contact.ts): a field the form hides from people.
    website: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false }
)

// Built from the stored resource, which has no password field: the hash cannot be serialised.
export const Teacher = recordSchema("teachers", true)

export const TeacherResponse = Type.Object({
  teacher: Teacher,
  message: Type.String(),
})

import { Type, type TLiteral, type TUnion } from "@sinclair/typebox"
import { Email, Phone, requiredText } from "./common"
import { ProfileChange, recordSchema } from "./content"
import { ROLES, type Role as RoleName } from "./roles"
import { UPLOAD_PATH_OR_NONE } from "../common/uploads"

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false }
)

// Typed as the union of the role names, so Static<> of an answer with a role says which.
export const Role = Type.Union(
  ROLES.map((role) => Type.Literal(role))
) as TUnion<TLiteral<RoleName>[]>

export const LoginResponse = Type.Object({
  token: Type.String(),
  _id: Type.String(),
  role: Role,
  message: Type.String(),
})

const NullableText = Type.Unsafe<string | null>({ type: ["string", "null"] })

// GET /api/admin/me: who is signed in, with their role (the panel shows what it may do) and a
// teacher's public profile.
export const Me = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: Role,
  // A teacher's profile; null for staff, who have none.
  name: NullableText,
  photo: NullableText,
  subject: NullableText,
  bio: NullableText,
  status: NullableText,
  // A teacher's change of that profile waiting for staff's review, or null.
  pendingProfile: Type.Union([ProfileChange, Type.Null()]),
  // A new token, when the password changed.
  token: Type.Optional(Type.String()),
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

// 'Forgot password': the address an account may have.
export const ForgotBody = Type.Object(
  { email: Email },
  { additionalProperties: false }
)

// An invitation's acceptance or a password reset: the e-mailed link's token and the password the
// person chooses.
export const TokenPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: NewPassword,
  },
  { additionalProperties: false }
)

export const MessageResponse = Type.Object({ message: Type.String() })

// A teacher's name and the subject they teach, the same at registration and in their profile
// (PATCH /api/admin/me); the panel's inputs read their limits here.
export const TeacherName = requiredText(200)
export const TeacherSubject = Type.String({ maxLength: 200 })

// PUT /api/admin/me: a teacher's profile (waiting for staff's review) and anyone's password.
export const MeUpdate = Type.Object(
  {
    name: Type.Optional(TeacherName),
    // An upload's /uploads/<id>, or empty for no photo.
    photo: Type.Optional(Type.String({ pattern: UPLOAD_PATH_OR_NONE })),
    subject: Type.Optional(TeacherSubject),
    bio: Type.Optional(Type.String({ maxLength: 2000 })),
    currentPassword: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200 })
    ),
    newPassword: Type.Optional(NewPassword),
  },
  { additionalProperties: false }
)

export const TeacherRegistration = Type.Object(
  {
    name: TeacherName,
    email: Email,
    password: NewPassword,
    phone: Type.Optional(Phone(32)),
    subject: Type.Optional(TeacherSubject),
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

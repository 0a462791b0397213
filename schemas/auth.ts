import { Type } from "@sinclair/typebox"
import { Email, Phone, requiredText } from "./common"
import { recordSchema } from "./content"

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false }
)

export const LoginResponse = Type.Object({
  token: Type.String(),
  _id: Type.String(),
  message: Type.String(),
})

export const TeacherRegistration = Type.Object(
  {
    name: requiredText(200),
    email: Email,
    password: Type.String({ minLength: 12, maxLength: 200 }),
    phone: Type.Optional(Phone(32)),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false }
)

// Built from the stored resource, which has no password field: the hash cannot be serialised.
export const Teacher = recordSchema("teachers", true)

export const TeacherResponse = Type.Object({
  teacher: Teacher,
  message: Type.String(),
})

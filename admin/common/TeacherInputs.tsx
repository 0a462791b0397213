import * as React from "react"
import {
  maxLength,
  required,
  TextInput,
  type TextInputProps,
} from "react-admin"

// A teacher's name and the subject they teach, asked for at registration and in their profile
// with the server's same rules for both (schemas/auth.ts TeacherRegistration, PATCH
// /api/admin/me): a name of at most 200 characters, and a subject of at most 200, or none.

type TeacherInputProps = Omit<TextInputProps, "source" | "validate"> & {
  label: string
}

const nameRules = [required(), maxLength(200)]
const subjectRules = maxLength(200)

export function TeacherNameInput(props: TeacherInputProps) {
  // The person's own name, which a browser may fill in (WCAG 1.3.5).
  return (
    <TextInput
      source="name"
      validate={nameRules}
      autoComplete="name"
      {...props}
    />
  )
}

export function TeacherSubjectInput(props: TeacherInputProps) {
  return <TextInput source="subject" validate={subjectRules} {...props} />
}

import * as React from "react"
import {
  maxLength,
  required,
  TextInput,
  type TextInputProps,
} from "react-admin"
import { TeacherName, TeacherSubject } from "../../schemas/auth"

// A teacher's name and the subject they teach, asked for at registration and in their profile,
// with the server's rules for both (schemas/auth.ts): a name, and a subject or none, each within
// the schema's length.

type TeacherInputProps = Omit<TextInputProps, "source" | "validate"> & {
  label: string
}

const nameRules = [required(), maxLength(TeacherName.maxLength)]
const subjectRules = maxLength(TeacherSubject.maxLength)

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

import * as React from "react"
import { Alert } from "@mui/material"
import {
  Edit,
  maxLength,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import FormIntro from "../common/FormIntro"
import { TeacherNameInput, TeacherSubjectInput } from "../common/TeacherInputs"

// A teacher's own profile: the Academy page shows it, with the courses they teach, once they are
// approved. A change waits for the editors' review (the form shows it, and says so) and reaches
// the site at the build after their approval; the photo is an upload, never an address elsewhere.
export default function Profile() {
  return (
    <Edit
      resource="me"
      id="me"
      redirect={false}
      mutationMode="pessimistic"
      title="admin.profile.title"
      actions={false}
    >
      <SimpleForm>
        <FormIntro text="admin.profile.intro" />
        <AwaitingReview />
        <TeacherNameInput label="admin.profile.name" />
        <TeacherSubjectInput label="admin.profile.subject" />
        <TextInput
          source="bio"
          label="admin.profile.bio"
          helperText="admin.profile.bio_help"
          multiline
          minRows={4}
          validate={maxLength(2000)}
        />
        <ImageUrlInput source="photo" uploadOnly />
      </SimpleForm>
    </Edit>
  )
}

function AwaitingReview() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.pendingProfile) return null
  return (
    <Alert severity="info" role="status" sx={{ mb: 2, maxWidth: 560 }}>
      {translate("admin.profile.awaiting_review")}
    </Alert>
  )
}

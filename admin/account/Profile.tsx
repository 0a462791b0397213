import * as React from "react"
import { Edit, maxLength, SimpleForm, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import FormIntro from "../common/FormIntro"
import { TeacherNameInput, TeacherSubjectInput } from "../common/TeacherInputs"

// A teacher's own profile: the Academy page shows it, with the courses they teach, once they are
// approved (a change reaches the site at the next build).
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
        <ImageUrlInput source="photo" />
      </SimpleForm>
    </Edit>
  )
}

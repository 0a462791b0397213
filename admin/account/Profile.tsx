import * as React from "react"
import { Edit, maxLength, required, SimpleForm, TextInput } from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"
import FormIntro from "../common/FormIntro"

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
        <TextInput
          source="name"
          label="admin.profile.name"
          validate={[required(), maxLength(200)]}
        />
        <TextInput
          source="subject"
          label="admin.profile.subject"
          validate={maxLength(200)}
        />
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

import * as React from "react"
import { Typography } from "@mui/material"
import {
  Edit,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useTranslate,
} from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

// A teacher's own profile: the Academy page shows it, with the courses they teach, once they are
// approved (a change reaches the site at the next build).
export default function Profile() {
  const translate = useTranslate()
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
        <Typography variant="body2" sx={{ mb: 2, maxWidth: 560 }}>
          {translate("admin.profile.intro")}
        </Typography>
        <TextInput
          source="name"
          label="admin.profile.name"
          validate={[required(), maxLength(200)]}
          fullWidth
        />
        <TextInput
          source="subject"
          label="admin.profile.subject"
          validate={maxLength(200)}
          fullWidth
        />
        <TextInput
          source="bio"
          label="admin.profile.bio"
          helperText="admin.profile.bio_help"
          multiline
          minRows={4}
          validate={maxLength(2000)}
          fullWidth
        />
        <ImageUrlInput source="photo" />
      </SimpleForm>
    </Edit>
  )
}

import * as React from "react"
import {
  AutocompleteInput,
  CanAccess,
  NumberInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
} from "react-admin"
import ImageUrlInput from "../common/ImageUrlInput"

// Staff choose the approved teacher who teaches a course; a teacher's own courses are theirs, so
// they see no such choice.
export default function CourseForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <NumberInput source="durationDays" step={1} min={1} />
      <TextInput source="description" multiline minRows={5} fullWidth />
      <ImageUrlInput source="image" />
      <CanAccess resource="teachers" action="list">
        <ReferenceInput
          source="teacherId"
          reference="teachers"
          filter={{ status: "approved" }}
        >
          <AutocompleteInput
            optionText="name"
            label="resources.courses.fields.teacherId"
          />
        </ReferenceInput>
      </CanAccess>
    </SimpleForm>
  )
}

import * as React from "react"
import SchoolIcon from "@mui/icons-material/School"
import { AutocompleteInput, ReferenceField, ReferenceInput } from "react-admin"
import { contentViews } from "../common/ContentViews"
import type { FieldComponent } from "../common/fieldKinds"

// Staff see and choose the approved teacher who teaches a course; a teacher sees only the courses
// they teach (the server lists no other), so the teacher column, field and choice are not theirs.
const TeacherField: FieldComponent = ({ source }) => (
  <ReferenceField
    source={source}
    reference="teachers"
    link="show"
    emptyText="—"
  />
)

const staffOnly = { resource: "teachers", action: "list" }

export default contentViews({
  icon: SchoolIcon,
  list: {
    sort: ["title", "ASC"],
    columns: ["title", "durationDays", "teacherId", "updatedAt"],
  },
  fields: { teacherId: TeacherField },
  inputs: {
    teacherId: (
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
    ),
  },
  restricted: { teacherId: staffOnly },
})

import * as React from "react"
import {
  CanAccess,
  DateField,
  ImageField,
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
} from "react-admin"
import RecordHistory from "../common/RecordHistory"

export default function CourseShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <NumberField source="durationDays" />
        <TextField source="description" sx={{ whiteSpace: "pre-line" }} />
        <ImageField source="image" />
        <CanAccess resource="teachers" action="list">
          <Labeled>
            <ReferenceField
              source="teacherId"
              reference="teachers"
              emptyText="—"
            />
          </Labeled>
        </CanAccess>
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
      <RecordHistory />
    </Show>
  )
}

import * as React from "react"
import {
  DataTable,
  DateField,
  List,
  ReferenceField,
  useCanAccess,
} from "react-admin"
import BulkDelete from "../common/BulkDelete"
import ListActions from "../common/ListActions"
import ResponsiveList from "../common/ResponsiveList"
import { searchFilters } from "../common/filters"
import type { Course } from "../fields"

// Staff see every course and who teaches it; a teacher sees the courses they teach (the server
// lists no other), without the teacher column.
export default function CourseList() {
  const teachers = useCanAccess({ resource: "teachers", action: "list" })
  return (
    <List
      filters={searchFilters}
      sort={{ field: "title", order: "ASC" }}
      actions={<ListActions />}
    >
      <ResponsiveList<Course>
        bulkActionButtons={<BulkDelete />}
        primaryText={(record) => String(record.title ?? "")}
        secondaryText={(record) =>
          record.durationDays ? `${record.durationDays} d` : ""
        }
      >
        <DataTable.Col source="title" />
        <DataTable.NumberCol source="durationDays" />
        {teachers.canAccess && (
          <DataTable.Col source="teacherId">
            <ReferenceField
              source="teacherId"
              reference="teachers"
              link="show"
              emptyText="—"
            />
          </DataTable.Col>
        )}
        <DataTable.Col source="updatedAt" field={DateField} />
      </ResponsiveList>
    </List>
  )
}

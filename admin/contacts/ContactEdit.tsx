import * as React from "react"
import {
  AutocompleteInput,
  Edit,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
} from "react-admin"
import { statusChoices } from "./StatusField"

// How the office handles an enquiry: its status, who handles it, and notes. Only these three are
// sent (the server refuses a change to anything the visitor wrote).
export default function ContactEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={({ status, assignee, notes }) => ({
        status,
        assignee: assignee || null,
        notes: notes ?? "",
      })}
    >
      <SimpleForm>
        <SelectInput source="status" choices={statusChoices} />
        <ReferenceInput source="assignee" reference="assignees">
          <AutocompleteInput
            optionText="email"
            label="resources.contacts.fields.assignee"
          />
        </ReferenceInput>
        <TextInput
          source="notes"
          multiline
          minRows={4}
          validate={maxLength(5000)}
        />
      </SimpleForm>
    </Edit>
  )
}

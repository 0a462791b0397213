import * as React from "react"
import { SelectField, type SelectFieldProps } from "react-admin"
import { contactSources } from "../fields"

export const sourceChoices = contactSources.map((id) => ({
  id,
  name: `resources.contacts.sources.${id}`,
}))

type SourceFieldProps = Omit<SelectFieldProps, "choices" | "source"> & {
  source?: string
}

export default function SourceField({
  source = "source",
  ...props
}: SourceFieldProps) {
  return <SelectField {...props} source={source} choices={sourceChoices} />
}

import { fieldKind, fieldNames, type ResourceName } from "../fields"

// A save sends exactly the resource's fields: the record's id, createdAt and updatedAt stay out of
// the body. A PUT keeps the fields it is not sent, and react-admin turns a cleared input into null,
// so a cleared text goes out as "" (which really clears it); a cleared integer stays null, which
// the API accepts.
export function toPayload(resource: ResourceName) {
  return (data: Record<string, unknown>) =>
    Object.fromEntries(
      fieldNames(resource)
        .filter((field) => field in data)
        .map((field) => [
          field,
          data[field] === null && fieldKind(resource, field) !== "integer"
            ? ""
            : data[field],
        ])
    )
}

import { fieldKind, fieldNames, type ResourceName } from "../fields"

// A save sends exactly the resource's fields, its schedule, and the version the editor started
// from (so a save over someone else's newer one is refused, not silently lost): the record's id,
// its times and its workflow state stay out of the body. A PUT keeps the fields it is not sent,
// and react-admin turns a cleared input into null, so a cleared text goes out as "" (which really
// clears it); a cleared integer, or a cleared schedule, stays null, which the API accepts.
const workflow = ["version", "publishAt", "unpublishAt"]

export function toPayload(resource: ResourceName) {
  return (data: Record<string, unknown>) =>
    Object.fromEntries([
      ...fieldNames(resource)
        .filter((field) => field in data)
        .map((field) => [
          field,
          data[field] === null && fieldKind(resource, field) !== "integer"
            ? ""
            : data[field],
        ]),
      ...workflow
        .filter((field) => field in data)
        .map((field) => [field, data[field] === "" ? null : data[field]]),
    ])
}

// The spec's own responses (getall…, getSingle…, Contact, teacher) carry a Mongo-style `_id`
// beside `id`, with the same value (CONTRACT.md). The admin REST surface keeps plain `id`.
export const withLegacyId = <T extends { id: string }>(
  record: T
): T & { _id: string } => ({
  ...record,
  _id: record.id,
})

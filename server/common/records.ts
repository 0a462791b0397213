// The public calls' answers (getall…, getSingle…, Contact, teacher) carry a Mongo-style `_id`
// beside `id`, with the same value, because the site's first client read `_id`. The admin REST
// surface keeps plain `id`.
export const withLegacyId = <T extends { id: string }>(
  record: T
): T & { _id: string } => ({
  ...record,
  _id: record.id,
})

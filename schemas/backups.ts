import { Type, type Static } from "@sinclair/typebox"

// The daily backups as the dashboard shows them (GET /api/admin/backups/status,
// docs/operations.md 'Backups'): the last success or failure, and the archives kept.

export const BackupStatus = Type.Object({
  // Where the daily archives go (BACKUP_DIR); null when none are written.
  dir: Type.Union([Type.String(), Type.Null()]),
  keep: Type.Integer(),
  lastSuccessAt: Type.Union([Type.String(), Type.Null()]),
  lastFailureAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  // Failed backups since the server started.
  failures: Type.Integer(),
  archives: Type.Array(
    Type.Object({
      name: Type.String(),
      bytes: Type.Integer(),
      day: Type.String(),
      writtenAt: Type.String(),
    })
  ),
})
export type BackupStatus = Static<typeof BackupStatus>

-- Administrators of the panel. Only a slow salted hash of the password is kept.
CREATE TABLE admins (
  "id" TEXT PRIMARY KEY,
  "email" TEXT NOT NULL,
  "passwordHash" TEXT NOT NULL,
  "createdAt" TEXT NOT NULL,
  "updatedAt" TEXT NOT NULL
);

CREATE UNIQUE INDEX admins_email ON admins (lower("email"));

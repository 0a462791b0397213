-- Contact requests (source session or rfq) and newsletter sign-ups (source newsletter).
CREATE TABLE contacts (
  "id" TEXT PRIMARY KEY,
  "name" TEXT NOT NULL DEFAULT '',
  "email" TEXT NOT NULL,
  "countryCode" TEXT NOT NULL DEFAULT '',
  "number" TEXT NOT NULL DEFAULT '',
  "reason" TEXT NOT NULL DEFAULT '',
  "message" TEXT NOT NULL DEFAULT '',
  "source" TEXT NOT NULL,
  "createdAt" TEXT NOT NULL,
  "updatedAt" TEXT NOT NULL
);

CREATE INDEX contacts_created ON contacts ("createdAt");

-- One sign-up per address, whatever its case; contact requests may repeat an address.
CREATE UNIQUE INDEX contacts_newsletter_email ON contacts (lower("email")) WHERE "source" = 'newsletter';

-- The admin lists of contacts and teachers sort by creation, newest first, with the id as the
-- tie-breaker: an index on both lets the database read a page without sorting the table.
DROP INDEX contacts_created;

CREATE INDEX contacts_created_id ON contacts ("createdAt", "id");

CREATE INDEX teachers_created_id ON teachers ("createdAt", "id");

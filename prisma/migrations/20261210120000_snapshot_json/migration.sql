-- Written by hand (issue 14). The snapshot is the engine's state as the JSON document it is,
-- no longer a string escaped inside a document: { v, g } instead of { v, state }, both are read.
-- `json`, not `jsonb`: json keeps the text as the engine wrote it, with its key order, so that a
-- restored state serialises exactly as the one that was saved (jsonb would sort the keys). Rows
-- stored before keep their { v, state } documents, converted as they are.
ALTER TABLE "game" ALTER COLUMN "snapshot" TYPE JSON USING "snapshot"::json;

-- Every decision saves the game row (its version), and PostgreSQL writes the whole new row to the
-- WAL. Rows over 128 bytes move their documents (setup, summary) out of line: an update that does
-- not change them then writes a small row pointing to the same stored documents. Half-empty pages
-- leave room for the new version of a row on its own page (a HOT update: no index entries).
ALTER TABLE "game" SET (toast_tuple_target = 128, fillfactor = 50);

-- Written by hand (issue 14). The snapshot is the engine's state as the JSON document it is,
-- no longer a string escaped inside a document: { v, g } instead of { v, state }, both are read.
-- `json`, not `jsonb`: json keeps the text as the engine wrote it, with its key order, so that a
-- restored state serialises exactly as the one that was saved (jsonb would sort the keys). Rows
-- stored before keep their { v, state } documents, converted as they are.
ALTER TABLE "game" ALTER COLUMN "snapshot" TYPE JSON USING "snapshot"::json;

-- Written by hand (issue 22: WAL and bytes per game).
-- - Snapshots are stored compressed by the bot (raw deflate of the state's JSON text) in
--   `snapshot_z`: about 4 KB instead of 34 KB sent per snapshot, and fewer TOAST bytes logged than
--   PostgreSQL's own compression of the JSON. EXTERNAL: the server does not try to compress it
--   again. A game stored before keeps its `snapshot` (JSON) until its next snapshot, which is
--   written compressed and clears the JSON one: at most one of the two is set.
-- - game_announcement is rebuilt with the columns every write changes last (PostgreSQL logs an
--   update from the first to the last changed byte): the message ids that change with a ping,
--   then the version, the time and the posting intent, now `json` (the compact text written, where
--   jsonb stored ~25 bytes more per intent). Rows, key and reference kept as they were.
ALTER TABLE "game_documents" ADD COLUMN "snapshot_z" BYTEA;
ALTER TABLE "game_documents" ALTER COLUMN "snapshot_z" SET STORAGE EXTERNAL;

CREATE TABLE "game_announcement_reordered" (
    "game_id" UUID NOT NULL,
    "message_id" TEXT,
    "notices_told" INTEGER NOT NULL DEFAULT 0,
    "turn_message_ids" TEXT[] NOT NULL DEFAULT '{}',
    "pinged_turn" INTEGER,
    "ping_message_id" TEXT,
    "wait_message_ids" TEXT[] NOT NULL DEFAULT '{}',
    "pinged_wait" TEXT,
    "version" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "posting" JSON
) WITH (fillfactor = 70);

INSERT INTO "game_announcement_reordered" ("game_id", "message_id", "notices_told", "turn_message_ids",
    "pinged_turn", "ping_message_id", "wait_message_ids", "pinged_wait", "version", "updated_at", "posting")
SELECT "game_id", "message_id", "notices_told", "turn_message_ids", "pinged_turn", "ping_message_id",
    "wait_message_ids", "pinged_wait", "version", "updated_at", "posting"::json
FROM "game_announcement";

DROP TABLE "game_announcement";
ALTER TABLE "game_announcement_reordered" RENAME TO "game_announcement";
ALTER TABLE "game_announcement" ADD CONSTRAINT "game_announcement_pkey" PRIMARY KEY ("game_id");
ALTER TABLE "game_announcement" ADD CONSTRAINT "game_announcement_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (issue 14: WAL per game). Every decision updates the game row, and PostgreSQL
-- logs a HOT update as the new row minus the bytes it shares with the old one at its start.
-- - `version` was the fifth column, so every save logged the whole row after it: the table is
--   rebuilt with the columns every save changes last (`updated_at`, `version`), those that change
--   at times (status, the timer) just before them.
-- - The documents (setup, summary, snapshot) move to a table of their own, `game_documents`,
--   written only when one of them changes. The snapshot, kept out of line, made every update of
--   the row lock it first (one more WAL record per save, the rule for rows with out-of-line
--   values), and the setup, kept in line, made the row so long that each page held few versions of it
--   and was pruned (another record) at almost every save. The game row is now small and plain.
-- Rows, indexes and the references of the other tables are kept as they were.
CREATE TABLE "game_reordered" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "board_channel_id" TEXT,
    "board_message_id" TEXT,
    "finished_at" TIMESTAMPTZ(3),
    "status" "game_status" NOT NULL DEFAULT 'lobby',
    "setup_live" JSONB,
    "next_timer_at" TIMESTAMPTZ(3),
    "timer_claimed_until" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0
) WITH (fillfactor = 50);

ALTER TABLE "game_reordered" ALTER COLUMN "setup_live" SET STORAGE MAIN;

INSERT INTO "game_reordered" ("id", "guild_id", "channel_id", "created_at", "board_channel_id",
    "board_message_id", "finished_at", "status", "setup_live", "next_timer_at",
    "timer_claimed_until", "updated_at", "version")
SELECT "id", "guild_id", "channel_id", "created_at", "board_channel_id", "board_message_id",
    "finished_at", "status", "setup_live", "next_timer_at", "timer_claimed_until", "updated_at", "version"
FROM "game";

-- A game's documents. `snapshot` is NULL until the game's first snapshot (the old column held
-- JSON null in a lobby).
CREATE TABLE "game_documents" (
    "game_id" UUID NOT NULL,
    "setup" JSONB NOT NULL,
    "summary" JSONB,
    "snapshot" JSON,
    "snapshot_seq" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "game_documents_pkey" PRIMARY KEY ("game_id")
);

INSERT INTO "game_documents" ("game_id", "setup", "summary", "snapshot", "snapshot_seq")
SELECT "id", "setup", "summary", CASE WHEN json_typeof("snapshot") = 'null' THEN NULL ELSE "snapshot" END,
    "snapshot_seq"
FROM "game";

ALTER TABLE "game_player" DROP CONSTRAINT "game_player_game_id_fkey";
ALTER TABLE "decision" DROP CONSTRAINT "decision_game_id_fkey";
ALTER TABLE "game_announcement" DROP CONSTRAINT "game_announcement_game_id_fkey";
ALTER TABLE "game_board" DROP CONSTRAINT "game_board_game_id_fkey";
DROP TABLE "game";
ALTER TABLE "game_reordered" RENAME TO "game";

ALTER TABLE "game" ADD CONSTRAINT "game_pkey" PRIMARY KEY ("id");
CREATE INDEX "game_guild_id_status_idx" ON "game"("guild_id", "status");
CREATE UNIQUE INDEX "game_one_open_per_channel" ON "game"("channel_id") WHERE "status" IN ('lobby', 'active');
CREATE INDEX "game_next_timer_at_idx" ON "game"("next_timer_at") WHERE "next_timer_at" IS NOT NULL;

ALTER TABLE "game_player" ADD CONSTRAINT "game_player_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_announcement" ADD CONSTRAINT "game_announcement_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_board" ADD CONSTRAINT "game_board_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_documents" ADD CONSTRAINT "game_documents_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The decisions keep no foreign key: checking it locked the game row once more at every save
-- (a WAL record per decision). Decisions are only ever inserted by the save that updates their
-- game row in the same statement (src/store), and they still go when their game is deleted.
-- (A rule, not a trigger: Prisma's migration runner splits a script at every semicolon, so a
-- function body cannot be written here.)
CREATE RULE "game_delete_decisions" AS ON DELETE TO "game"
  DO ALSO DELETE FROM "decision" WHERE "game_id" = OLD."id";

-- A decision's answer is a small document written once and read whole: `json` keeps the compact
-- text the bot sends (about 75 bytes), where `jsonb` stored about 115 per decision.
ALTER TABLE "decision" ALTER COLUMN "answer" TYPE JSON USING "answer"::json;

-- Written by hand (issue 14: WAL per game). Every decision updates the game row, and PostgreSQL
-- logs an update as the new row minus the bytes it shares with the old one at its start (a HOT
-- update on the same page). `version` was the fifth column, so every save logged the whole row
-- after it (about 170 bytes). The table is rebuilt with the columns that change at every save
-- last (`updated_at`, `version`) and those that change at times (the snapshot, the timer) just
-- before them: a save now logs a few dozen bytes. Rows, indexes, storage settings and the
-- references of the other tables are kept as they were.
CREATE TABLE "game_reordered" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "board_channel_id" TEXT,
    "board_message_id" TEXT,
    "setup" JSONB NOT NULL,
    "summary" JSONB,
    "finished_at" TIMESTAMPTZ(3),
    "status" "game_status" NOT NULL DEFAULT 'lobby',
    "snapshot" JSON NOT NULL,
    "snapshot_seq" INTEGER NOT NULL DEFAULT 0,
    "setup_live" JSONB,
    "next_timer_at" TIMESTAMPTZ(3),
    "timer_claimed_until" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 0
) WITH (toast_tuple_target = 128, fillfactor = 50);

ALTER TABLE "game_reordered" ALTER COLUMN "setup_live" SET STORAGE MAIN;

INSERT INTO "game_reordered" ("id", "guild_id", "channel_id", "created_at", "board_channel_id",
    "board_message_id", "setup", "summary", "finished_at", "status", "snapshot", "snapshot_seq",
    "setup_live", "next_timer_at", "timer_claimed_until", "updated_at", "version")
SELECT "id", "guild_id", "channel_id", "created_at", "board_channel_id", "board_message_id",
    "setup", "summary", "finished_at", "status", "snapshot", "snapshot_seq", "setup_live",
    "next_timer_at", "timer_claimed_until", "updated_at", "version"
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

-- The decisions keep no foreign key: checking it locked the game row a second time at every save
-- (two lock records in the WAL per decision, a fifth of a game's WAL). Decisions are only ever
-- inserted by the save that updates their game row in the same statement (src/store), and they
-- still go when their game is deleted.
-- (A rule, not a trigger: Prisma's migration runner splits a script at every semicolon, so a
-- function body cannot be written here.)
CREATE RULE "game_delete_decisions" AS ON DELETE TO "game"
  DO ALSO DELETE FROM "decision" WHERE "game_id" = OLD."id";

-- A decision's answer is a small document written once and read whole: `json` keeps the compact
-- text the bot sends (about 75 bytes), where `jsonb` stored about 115 per decision.
ALTER TABLE "decision" ALTER COLUMN "answer" TYPE JSON USING "answer"::json;

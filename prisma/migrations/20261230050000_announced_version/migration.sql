-- Issue 22: a save that carries an announcement record whose only changes are a greater version
-- and the pinged wait writes those in the game's row (written by the save anyway, last columns as
-- the WAL logs a row from its first changed byte) instead of upserting game_announcement. Readers
-- take the game row's two when its version is the greater.
ALTER TABLE "game" ADD COLUMN "announced_wait" TEXT;
ALTER TABLE "game" ADD COLUMN "announced_version" INTEGER;

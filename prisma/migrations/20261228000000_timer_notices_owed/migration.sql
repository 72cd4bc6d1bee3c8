-- Turn-timer notices owed until Discord accepts them (issue 19): the number of the last one told,
-- and the notice being posted when the row was written (a crash leaves it: the channel is checked).
-- Existing games owe nothing: their setups hold no timer notices, and 0 told is where they start.
ALTER TABLE "game_announcement" ADD COLUMN     "notices_told" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "posting" JSONB;

-- The bot's pings still in a game's channel, removed once stale (issue 21): those of the wait the
-- game is on (a prompt's notice, a faction pick's, a reminder), removed when the wait moves on,
-- and those of the turn (a kick vote), removed with the turn's ping.
ALTER TABLE "game_announcement" ADD COLUMN "wait_message_ids" TEXT[] NOT NULL DEFAULT '{}';
ALTER TABLE "game_announcement" ADD COLUMN "turn_message_ids" TEXT[] NOT NULL DEFAULT '{}';

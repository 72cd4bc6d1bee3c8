-- The last "it's your turn" ping of a game: removed when the next one is posted (issue 13).
ALTER TABLE "game_announcement" ADD COLUMN "ping_message_id" TEXT;

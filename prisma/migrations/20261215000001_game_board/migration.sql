-- The newest board version a process started to show, and which process is editing the board
-- right now (a short lease): two processes publishing the same game never land an older board
-- after a newer one (src/discord/announcer.ts, claimBoard).
CREATE TABLE "game_board" (
    "game_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "locked_by" TEXT,
    "locked_until" TIMESTAMPTZ(3),

    CONSTRAINT "game_board_pkey" PRIMARY KEY ("game_id")
);

-- AddForeignKey
ALTER TABLE "game_board" ADD CONSTRAINT "game_board_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "game_announcement" (
    "game_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "message_id" TEXT,
    "pinged_wait" TEXT,
    "pinged_turn" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_announcement_pkey" PRIMARY KEY ("game_id")
);

-- AddForeignKey
ALTER TABLE "game_announcement" ADD CONSTRAINT "game_announcement_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: the games stored before this migration were announced by the release that
-- saved them, as far as it could tell: start them as caught up rather than pinging anyone again.
INSERT INTO "game_announcement" ("game_id", "version") SELECT "id", "version" FROM "game";

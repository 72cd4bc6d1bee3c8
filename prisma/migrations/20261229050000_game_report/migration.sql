-- Issue 25: players' bug reports on a game (`/smashup report`), deleted with their game.
-- CreateTable
CREATE TABLE "game_report" (
    "id" SERIAL NOT NULL,
    "guild_id" TEXT NOT NULL,
    "game_id" UUID NOT NULL,
    "decision" INTEGER NOT NULL,
    "release" TEXT NOT NULL,
    "reporter_id" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "game_report_guild_id_id_idx" ON "game_report"("guild_id", "id");

-- CreateIndex
CREATE INDEX "game_report_game_id_idx" ON "game_report"("game_id");

-- AddForeignKey
ALTER TABLE "game_report" ADD CONSTRAINT "game_report_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

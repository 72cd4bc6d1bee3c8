-- Issue 26 (notices where you are): each player's choice of channel pings or direct messages, the
-- "player before me started" notice, the language of their DMs, when Discord last refused them a
-- DM, and the direct messages games owe players, each stored as an intent before it is posted.
-- AlterTable
ALTER TABLE "player_settings" ADD COLUMN     "dm_refused_at" TIMESTAMPTZ(3),
ADD COLUMN     "notify_before" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "notify_locale" TEXT,
ADD COLUMN     "notify_mode" TEXT NOT NULL DEFAULT 'channel';

-- CreateTable
CREATE TABLE "direct_notice" (
    "game_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'posting',
    "channel_id" TEXT,
    "after" TEXT,
    "fingerprint" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "direct_notice_pkey" PRIMARY KEY ("game_id","user_id","key")
);

-- AddForeignKey
ALTER TABLE "direct_notice" ADD CONSTRAINT "direct_notice_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "game_status" AS ENUM ('lobby', 'active', 'finished', 'cancelled');

-- CreateTable
CREATE TABLE "guild_settings" (
    "guild_id" TEXT NOT NULL,
    "enabled_boxes" TEXT[] DEFAULT ARRAY['core']::TEXT[],
    "banned_factions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "defaults" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guild_settings_pkey" PRIMARY KEY ("guild_id")
);

-- CreateTable
CREATE TABLE "game" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "status" "game_status" NOT NULL DEFAULT 'lobby',
    "version" INTEGER NOT NULL DEFAULT 0,
    "setup" JSONB NOT NULL,
    "snapshot" JSONB NOT NULL,
    "snapshot_seq" INTEGER NOT NULL DEFAULT 0,
    "summary" JSONB,
    "board_channel_id" TEXT,
    "board_message_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_player" (
    "game_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "factions" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "game_player_pkey" PRIMARY KEY ("game_id","seat")
);

-- CreateTable
CREATE TABLE "decision" (
    "game_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "user_id" TEXT,
    "seat" INTEGER,
    "answer" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "decision_pkey" PRIMARY KEY ("game_id","seq")
);

-- CreateIndex
CREATE INDEX "game_guild_id_status_idx" ON "game"("guild_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "game_player_game_id_user_id_key" ON "game_player"("game_id", "user_id");

-- AddForeignKey
ALTER TABLE "game_player" ADD CONSTRAINT "game_player_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "decision" ADD CONSTRAINT "decision_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma's schema language cannot express partial indexes):
-- at most one game in lobby or active per channel. Finished and cancelled
-- games are kept and do not count. The store maps a violation of this index
-- to ChannelBusyError.
CREATE UNIQUE INDEX "game_one_open_per_channel" ON "game"("channel_id") WHERE "status" IN ('lobby', 'active');

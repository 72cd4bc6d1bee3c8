-- Issue 26: away time (players' time zones, away windows, servers' away settings).
-- CreateTable
CREATE TABLE "player_time_zone" (
    "user_id" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_time_zone_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "away_window" (
    "id" SERIAL NOT NULL,
    "guild_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "away_window_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guild_away_settings" (
    "guild_id" TEXT NOT NULL,
    "days_per_year" INTEGER NOT NULL DEFAULT 10,
    "no_weekend_timeouts" BOOLEAN NOT NULL DEFAULT false,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guild_away_settings_pkey" PRIMARY KEY ("guild_id")
);

-- CreateIndex
CREATE INDEX "away_window_guild_id_user_id_ends_at_idx" ON "away_window"("guild_id", "user_id", "ends_at");

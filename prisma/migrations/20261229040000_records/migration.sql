-- Written by hand (issue 25). The records of closed games, read from the stored games (setup,
-- summary, decisions) by src/records and rebuilt from them at will (`npm run -s records-rebuild`):
-- one row per closed game, one per seat, one per base scored, and the rating of each player of a
-- server. Only /smashup stats and /smashup leaderboard read them, no game save writes them.

-- Every closed game once: finished, abandoned (cancelled after the factions were dealt, or ended
-- with everyone gone) or void (cancelled before play, kept so that the catch-up skips it).
CREATE TABLE "record_game" (
    "game_id" UUID NOT NULL,
    "guild_id" TEXT NOT NULL,
    "ended_at" TIMESTAMPTZ(3) NOT NULL,
    "outcome" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "turns" INTEGER NOT NULL,
    "ai_seats" INTEGER NOT NULL DEFAULT 0,
    "rated" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "record_game_pkey" PRIMARY KEY ("game_id")
);
CREATE INDEX "record_game_guild_id_ended_at_idx" ON "record_game"("guild_id", "ended_at");

-- A seat of a finished or abandoned game. `faction_a` <= `faction_b` (a pair reads one way),
-- `place` 1 for the winner, ties share a place. `turn_ms`: how long each of its turns took.
CREATE TABLE "record_seat" (
    "game_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "guild_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "ai" TEXT,
    "with_ai" BOOLEAN NOT NULL DEFAULT false,
    "finished" BOOLEAN NOT NULL,
    "faction_a" TEXT NOT NULL,
    "faction_b" TEXT NOT NULL,
    "vp" INTEGER NOT NULL,
    "place" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,
    "turn_ms" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],
    "timeouts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "record_seat_pkey" PRIMARY KEY ("game_id", "seat"),
    CONSTRAINT "record_seat_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "record_game"("game_id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "record_seat_guild_id_user_id_idx" ON "record_seat"("guild_id", "user_id");

-- Each scoring of a base in a finished or abandoned game, with the seats (and users) that took first place.
CREATE TABLE "record_base" (
    "game_id" UUID NOT NULL,
    "n" INTEGER NOT NULL,
    "guild_id" TEXT NOT NULL,
    "base" TEXT NOT NULL,
    "with_ai" BOOLEAN NOT NULL DEFAULT false,
    "winners" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "record_base_pkey" PRIMARY KEY ("game_id", "n"),
    CONSTRAINT "record_base_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "record_game"("game_id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "record_base_guild_id_with_ai_base_idx" ON "record_base"("guild_id", "with_ai", "base");

-- A player's rating on a server (openskill, Weng-Lin): `ordinal` = mu - 3 sigma, the leaderboard's order.
CREATE TABLE "record_rating" (
    "guild_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "ordinal" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "ai" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "record_rating_pkey" PRIMARY KEY ("guild_id", "user_id")
);
CREATE INDEX "record_rating_guild_id_ordinal_idx" ON "record_rating"("guild_id", "ordinal" DESC);

-- The server's counts that /smashup stats shows whole, kept up to date game by game (and computed
-- again from the rows above by a rebuild), so that a view reads a few hundred rows at most:
-- kind "outcome" (a: outcome, b: "people" or "ai"), "faction" (a), "pair" (a, b), "base" (a: games =
-- times scored), "base-winner" (a: base, b: user, wins). Factions, pairs and bases: people-only games.
CREATE TABLE "record_tally" (
    "guild_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "a" TEXT NOT NULL,
    "b" TEXT NOT NULL DEFAULT '',
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "record_tally_pkey" PRIMARY KEY ("guild_id", "kind", "a", "b")
);

-- A server's records setting: whether games with an AI seat change the people's ratings.
CREATE TABLE "record_settings" (
    "guild_id" TEXT NOT NULL,
    "rate_ai_games" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "record_settings_pkey" PRIMARY KEY ("guild_id")
);

-- The catch-up looks for closed games without a record: the closed games of a server, by this index.
CREATE INDEX "game_guild_id_finished_at_idx" ON "game"("guild_id", "finished_at") WHERE "finished_at" IS NOT NULL;

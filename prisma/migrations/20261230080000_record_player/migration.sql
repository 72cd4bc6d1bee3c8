-- Written by hand (issue 25). A person's counts on a server, kept game by game like record_tally
-- (and counted again from record_seat by a rebuild), so that /smashup stats reads one row for a
-- player instead of every seat they ever held: people-only games apart from games with an AI, VP of
-- finished people-only games, timeouts, and every turn's length, kept sorted (the view reads the middle one).
-- Favourite factions are record_tally rows of kind "player-faction" (a: user, b: faction).
CREATE TABLE "record_player" (
    "guild_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "games" INTEGER NOT NULL DEFAULT 0,
    "finished" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "vp_sum" INTEGER NOT NULL DEFAULT 0,
    "ai_games" INTEGER NOT NULL DEFAULT 0,
    "ai_wins" INTEGER NOT NULL DEFAULT 0,
    "timeouts" INTEGER NOT NULL DEFAULT 0,
    "turn_ms" INTEGER[] NOT NULL DEFAULT ARRAY[]::INTEGER[],

    CONSTRAINT "record_player_pkey" PRIMARY KEY ("guild_id", "user_id")
);

-- The channel where the server's admins are told of each player's report (null: not told).
ALTER TABLE "record_settings" ADD COLUMN "report_channel_id" TEXT;

-- The records already kept, counted into the new rows (as src/records/records-db.ts tallyStatements does).
INSERT INTO "record_tally" (guild_id, kind, a, b, games, wins)
SELECT guild_id, 'player-faction', user_id, f, count(*), count(*) FILTER (WHERE won)
FROM "record_seat" s CROSS JOIN LATERAL (VALUES (s.faction_a), (s.faction_b)) v(f)
WHERE ai IS NULL GROUP BY 1, 3, 4
ON CONFLICT (guild_id, kind, a, b) DO NOTHING;

INSERT INTO "record_player" (guild_id, user_id, games, finished, wins, vp_sum, ai_games, ai_wins, timeouts, turn_ms)
SELECT guild_id, user_id,
       count(*) FILTER (WHERE NOT with_ai),
       count(*) FILTER (WHERE NOT with_ai AND finished),
       count(*) FILTER (WHERE NOT with_ai AND won),
       coalesce(sum(vp) FILTER (WHERE NOT with_ai AND finished), 0),
       count(*) FILTER (WHERE with_ai),
       count(*) FILTER (WHERE with_ai AND won),
       coalesce(sum(timeouts), 0),
       coalesce((SELECT array_agg(ms ORDER BY ms) FROM "record_seat" s2 CROSS JOIN LATERAL unnest(s2.turn_ms) ms
                  WHERE s2.guild_id = s.guild_id AND s2.user_id = s.user_id AND s2.ai IS NULL), ARRAY[]::INTEGER[])
FROM "record_seat" s WHERE ai IS NULL GROUP BY guild_id, user_id;

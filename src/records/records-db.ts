// The records' tables (prisma migration 20261229040000_records): writing a closed game's records
// (with the ratings it changes), catching up on closed games not recorded yet, rebuilding a
// server's records from its stored games, and the queries of /smashup stats and leaderboard.
// The stored games are the one source of truth: every row here is read from them again by a rebuild.

import { poolRows } from "../db/pool-query.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { decodeAnswer } from "../store/row-codec.ts";
import type { JsonValue } from "../store/types.ts";
import { type GameReader, inlineGameReader } from "./game-reader.ts";
import { isRated, rateGame, type Skill, skillOrdinal } from "./ratings.ts";
import type { ClosedGameRows, GameOutcome } from "./read-game.ts";
import type {
  BaseRow,
  FactionRow,
  LeaderRow,
  PairRow,
  PlayerStats,
  RatingLine,
  ServerStats,
} from "./stats.ts";

/** How many closed games one catch-up records at most (the rest waits for the next, or a rebuild). */
export const CATCH_UP_LIMIT = 50;

export interface CatchUp {
  recorded: number;
  /** Closed games still waiting for their records after this catch-up. */
  behind: boolean;
}

// A transaction that writes one guild's records waits for as long as the others take.
const WRITE_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };

export class RecordsDb {
  constructor(private readonly prisma: PrismaClient) {}

  // ------------------------------------------------------------------------------------------
  // Writing

  /**
   * Records the guild's closed games that have no records yet, oldest first (ratings are in order).
   * `exact`: every closed game of the guild is looked at (start-up, rebuild), not only the window
   * of the day before the latest recorded game that a view looks at.
   */
  async catchUp(
    guildId: string,
    limit = CATCH_UP_LIMIT,
    exact = false,
    reader: GameReader = inlineGameReader,
  ): Promise<CatchUp> {
    const missing = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT m.id::text AS id FROM (${missingGames(guildId, limit + 1, exact)}) m`;
    let recorded = 0;
    for (const { id } of missing.slice(0, limit)) if (await this.recordGame(id, reader)) recorded++;
    return { recorded, behind: missing.length > limit };
  }

  /** The stored rows of a closed game (null: not closed, or gone). */
  async closedGameRows(gameId: string): Promise<ClosedGameRows | null> {
    const [game] = await this.prisma.$queryRaw<
      {
        guild_id: string;
        status: string;
        finished_at: Date | null;
        setup: unknown;
        summary: unknown;
      }[]
    >`
      SELECT g.guild_id, g.status::text AS status, g.finished_at, d.setup, d.summary
      FROM game g JOIN game_documents d ON d.game_id = g.id WHERE g.id = ${gameId}::uuid`;
    if (!game?.finished_at || (game.status !== "finished" && game.status !== "cancelled")) return null;
    const decisions = await this.prisma.$queryRaw<
      { seq: number; seat: number | null; user_id: string | null; answer: unknown; created_at: Date }[]
    >`SELECT seq, seat, user_id, answer, created_at FROM decision WHERE game_id = ${gameId}::uuid ORDER BY seq`;
    return {
      gameId,
      guildId: game.guild_id,
      status: game.status,
      endedAt: game.finished_at,
      setup: game.setup,
      summary: game.summary,
      decisions: decisions.map((d) => ({
        seq: d.seq,
        seat: d.seat,
        userId: d.user_id,
        answer: decodeAnswer(d.seq, d.seat, d.answer as JsonValue),
        createdAt: d.created_at,
      })),
    };
  }

  /**
   * Writes a game's records and the ratings it changes, once (false: it was recorded already).
   * One transaction per game under the guild's lock, so that ratings follow the games in order.
   */
  async record(game: GameOutcome): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('records:' || ${game.guildId}))`;
      const settings = await tx.recordSettings.findUnique({ where: { guildId: game.guildId } });
      const rated = isRated(game, settings?.rateAiGames ?? false);
      const aiSeats = game.seats.filter((s) => s.ai !== null).length;
      const inserted = await tx.$executeRaw`
        INSERT INTO record_game (game_id, guild_id, ended_at, outcome, players, turns, ai_seats, rated)
        VALUES (${game.gameId}::uuid, ${game.guildId}, ${game.endedAt}, ${game.outcome}, ${game.seats.length},
                ${game.turns}, ${aiSeats}, ${rated})
        ON CONFLICT (game_id) DO NOTHING`;
      if (inserted === 0) return false;
      if (game.outcome === "void") return true;
      const withAi = aiSeats > 0;
      await tx.recordSeat.createMany({
        data: game.seats.map((s) => ({
          gameId: game.gameId,
          seat: s.seat,
          guildId: game.guildId,
          userId: s.userId,
          ai: s.ai,
          withAi,
          finished: game.outcome === "finished",
          factionA: s.factions[0],
          factionB: s.factions[1],
          vp: s.vp,
          place: s.place,
          won: s.won,
          turnMs: s.turnMs,
          timeouts: s.timeouts,
        })),
      });
      if (game.bases.length > 0) {
        await tx.recordBase.createMany({
          data: game.bases.map((b, n) => ({
            gameId: game.gameId,
            n,
            guildId: game.guildId,
            base: b.base,
            withAi,
            winners: b.winners.map((seat) => {
              const s = game.seats[seat];
              return s ? (s.ai === null ? s.userId : `ai:${s.ai}`) : String(seat);
            }),
          })),
        });
      }
      for (const statement of tallyStatements(Prisma.sql`game_id = ${game.gameId}::uuid`))
        await tx.$executeRaw(statement);
      if (!rated) return true;
      const keys = [...new Set(game.seats.map((s) => (s.ai === null ? s.userId : `ai:${s.ai}`)))];
      const stored = await tx.recordRating.findMany({
        where: { guildId: game.guildId, userId: { in: keys } },
      });
      const current = new Map<string, Skill>(stored.map((r) => [r.userId, { mu: r.mu, sigma: r.sigma }]));
      for (const [key, skill] of rateGame(game, current)) {
        const values = { mu: skill.mu, sigma: skill.sigma, ordinal: skillOrdinal(skill) };
        await tx.recordRating.upsert({
          where: { guildId_userId: { guildId: game.guildId, userId: key } },
          create: { guildId: game.guildId, userId: key, ai: key.startsWith("ai:"), games: 1, ...values },
          update: { ...values, games: { increment: 1 } },
        });
      }
      return true;
    }, WRITE_TRANSACTION);
  }

  /** The guilds with closed games that have no records (a crash between a game's end and its recording). */
  async guildsBehind(): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ guild_id: string }[]>`
      SELECT DISTINCT g.guild_id FROM game g
      WHERE g.finished_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM record_game r WHERE r.game_id = g.id)`;
    return rows.map((r) => r.guild_id);
  }

  /**
   * Records one closed game (false: not closed, gone, or recorded already). `reader` reads it (a
   * replay): in this thread by default, on a worker for the recorder (./game-reader.ts).
   */
  async recordGame(gameId: string, reader: GameReader = inlineGameReader): Promise<boolean> {
    const rows = await this.closedGameRows(gameId);
    return rows !== null && (await this.record(await reader.read(rows)));
  }

  /** Drops the guild's records (every guild's without one) and records its closed games again, in order. */
  async rebuild(guildId?: string, onProgress?: (recorded: number) => void): Promise<number> {
    const where = guildId === undefined ? Prisma.sql`TRUE` : Prisma.sql`guild_id = ${guildId}`;
    await this.prisma.$transaction([
      this.prisma.$executeRaw`DELETE FROM record_game WHERE ${where}`,
      this.prisma.$executeRaw`DELETE FROM record_rating WHERE ${where}`,
      this.prisma.$executeRaw`DELETE FROM record_tally WHERE ${where}`,
      this.prisma.$executeRaw`DELETE FROM record_player WHERE ${where}`,
    ]);
    const guilds =
      guildId === undefined
        ? (
            await this.prisma.$queryRaw<{ guild_id: string }[]>`
              SELECT DISTINCT guild_id FROM game WHERE finished_at IS NOT NULL`
          ).map((r) => r.guild_id)
        : [guildId];
    let total = 0;
    for (const guild of guilds) {
      for (;;) {
        const step = await this.catchUp(guild, 200, true);
        total += step.recorded;
        onProgress?.(total);
        if (!step.behind) break;
      }
    }
    return total;
  }

  /**
   * The guild's ratings computed again from its recorded games, in order, under its current
   * setting (after an admin changes it): the seats' places are in the records, nothing is replayed.
   * Returns the number of rated games.
   */
  async rerate(guildId: string): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('records:' || ${guildId}))`;
      const settings = await tx.recordSettings.findUnique({ where: { guildId } });
      const seats = await tx.$queryRaw<
        {
          game_id: string;
          outcome: string;
          seat: number;
          user_id: string;
          ai: string | null;
          place: number;
        }[]
      >`
        SELECT g.game_id::text AS game_id, g.outcome, s.seat, s.user_id, s.ai, s.place
        FROM record_game g JOIN record_seat s ON s.game_id = g.game_id
        WHERE g.guild_id = ${guildId} AND g.outcome = 'finished'
        ORDER BY g.ended_at, g.game_id, s.seat`;
      const games = new Map<string, GameOutcome>();
      for (const row of seats) {
        let game = games.get(row.game_id);
        if (!game) {
          game = {
            gameId: row.game_id,
            guildId,
            endedAt: new Date(0),
            outcome: "finished",
            turns: 0,
            seats: [],
            bases: [],
          };
          games.set(row.game_id, game);
        }
        game.seats.push({
          seat: row.seat,
          userId: row.user_id,
          ai: row.ai,
          factions: ["", ""],
          vp: 0,
          place: row.place,
          won: false,
          turnMs: [],
          timeouts: 0,
        });
      }
      const ratings = new Map<string, Skill>();
      const counts = new Map<string, number>();
      const rated: string[] = [];
      for (const game of games.values()) {
        if (!isRated(game, settings?.rateAiGames ?? false)) continue;
        rated.push(game.gameId);
        for (const [key, skill] of rateGame(game, ratings)) {
          ratings.set(key, skill);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      await tx.$executeRaw`DELETE FROM record_rating WHERE guild_id = ${guildId}`;
      await tx.recordRating.createMany({
        data: [...ratings].map(([userId, skill]) => ({
          guildId,
          userId,
          ai: userId.startsWith("ai:"),
          mu: skill.mu,
          sigma: skill.sigma,
          ordinal: skillOrdinal(skill),
          games: counts.get(userId) ?? 0,
        })),
      });
      await tx.$executeRaw`
        UPDATE record_game SET rated = (game_id::text = ANY(${rated}::text[])) WHERE guild_id = ${guildId}`;
      return rated.length;
    }, WRITE_TRANSACTION);
  }

  /** Counts the guild's tallies again from its records (games written in bulk: the bench). */
  async retally(guildId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.$executeRaw`DELETE FROM record_tally WHERE guild_id = ${guildId}`,
      this.prisma.$executeRaw`DELETE FROM record_player WHERE guild_id = ${guildId}`,
      ...tallyStatements(Prisma.sql`guild_id = ${guildId}`).map((statement) =>
        this.prisma.$executeRaw(statement),
      ),
    ]);
  }

  async rateAiGames(guildId: string): Promise<boolean> {
    const row = await this.prisma.recordSettings.findUnique({ where: { guildId } });
    return row?.rateAiGames ?? false;
  }

  /** From the next recorded game on (a rebuild applies it to every game). */
  async setRateAiGames(guildId: string, rate: boolean): Promise<void> {
    await this.prisma.recordSettings.upsert({
      where: { guildId },
      create: { guildId, rateAiGames: rate },
      update: { rateAiGames: rate },
    });
  }

  // ------------------------------------------------------------------------------------------
  // Reading: each view is ONE statement (one round trip, planned once per connection), which also
  // says whether closed games wait for their records (the catch-up probe), as JSON built by the
  // database. The caller records those and asks again (src/records/index.ts).

  /** Runs a view's statement with the catch-up probe; `data` is the view's JSON. */
  async view<T>(guildId: string, data: Prisma.Sql): Promise<{ data: T; missing: number }> {
    const statement = Prisma.sql`
      SELECT (${data}) AS data,
             (${missingProbe(guildId)}) AS missing`;
    const [row] = await this.rows<{ data: T; missing: number }>(statement);
    return { data: (row?.data ?? null) as T, missing: row?.missing ?? 0 };
  }

  /** On the Prisma client's own pg pool when it has one (no Prisma runtime per query), else through Prisma. */
  private rows<T>(statement: Prisma.Sql): Promise<T[]> {
    return poolRows<T>(this.prisma, statement);
  }

  async serverStats(guildId: string): Promise<ServerStats> {
    return (await this.view<ServerStats>(guildId, serverSql(guildId))).data;
  }

  async playerStats(guildId: string, userId: string): Promise<PlayerStats> {
    return (await this.view<PlayerStats>(guildId, playerSql(guildId, userId))).data;
  }

  async ratingOf(guildId: string, userId: string): Promise<RatingLine | null> {
    return (await this.view<RatingLine | null>(guildId, ratingSql(guildId, userId))).data;
  }

  async factionStats(guildId: string): Promise<FactionRow[]> {
    return (await this.view<FactionRow[]>(guildId, factionsSql(guildId))).data;
  }

  async pairStats(guildId: string): Promise<PairRow[]> {
    return (await this.view<PairRow[]>(guildId, pairsSql(guildId))).data;
  }

  async baseStats(guildId: string): Promise<BaseRow[]> {
    return (await this.view<BaseRow[]>(guildId, basesSql(guildId))).data;
  }

  async leaderboard(guildId: string, limit: number): Promise<LeaderRow[]> {
    return (await this.view<LeaderRow[]>(guildId, leaderboardSql(guildId, limit))).data;
  }
}

/**
 * The guild's closed games without records: those that closed since a day before the latest
 * recorded one (saves that commit out of their order are well within a day), an index range of a
 * few rows whatever the server's history; `exact`: all of them (a recording that failed or that a
 * crash missed longer ago: the start-up catch-up and rebuilds).
 */
function missingGames(guildId: string, limit: number, exact = false): Prisma.Sql {
  const window = exact
    ? Prisma.empty
    : Prisma.sql`AND g.finished_at >= COALESCE(
        (SELECT max(r.ended_at) FROM record_game r WHERE r.guild_id = ${guildId}) - interval '1 day',
        '-infinity'::timestamptz)`;
  return Prisma.sql`
    SELECT g.id, g.finished_at FROM game g
    WHERE g.guild_id = ${guildId} AND g.finished_at IS NOT NULL ${window}
      AND NOT EXISTS (SELECT 1 FROM record_game r WHERE r.game_id = g.id)
    ORDER BY g.finished_at, g.id LIMIT ${limit}`;
}

/** Games closed in a guild's recent window that a view may look at for missing records at once. */
export const PROBE_WINDOW = 1000;

/**
 * How many of the guild's latest closed games (at most PROBE_WINDOW, in the window of
 * missingGames) have no records: the views' catch-up probe. Written so that the planner cannot
 * turn it into a hash anti-join over every recorded game (it estimates the window at a third of
 * the server's games; EXPLAIN ANALYZE at 10,000 games: 9-19 ms that way, 0.2 ms this way): the
 * newest closed games by the (guild_id, finished_at) index, newest first, each looked up by key.
 * A server where more games closed within a day leaves the older ones to catchUp's exact scan
 * (start-up, records-rebuild).
 */
function missingProbe(guildId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT count(*)::int FROM (
      SELECT (SELECT 1 FROM record_game r WHERE r.game_id = g.id) AS recorded FROM game g
      WHERE g.guild_id = ${guildId} AND g.finished_at IS NOT NULL
        AND g.finished_at >= COALESCE(
          (SELECT max(r.ended_at) FROM record_game r WHERE r.guild_id = ${guildId}) - interval '1 day',
          '-infinity'::timestamptz)
      ORDER BY g.finished_at DESC LIMIT ${PROBE_WINDOW}) w
    WHERE w.recorded IS NULL`;
}

export function serverSql(guildId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT json_build_object(
      'played', coalesce(sum(games) FILTER (WHERE b = 'people'), 0),
      'finished', coalesce(sum(games) FILTER (WHERE b = 'people' AND a = 'finished'), 0),
      'abandoned', coalesce(sum(games) FILTER (WHERE b = 'people' AND a = 'abandoned'), 0),
      'withAi', coalesce(sum(games) FILTER (WHERE b = 'ai'), 0))
    FROM record_tally WHERE guild_id = ${guildId} AND kind = 'outcome'`;
}

export function ratingSql(guildId: string, userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT json_build_object('ordinal', r.ordinal, 'mu', r.mu, 'sigma', r.sigma, 'games', r.games,
      'rank', (SELECT count(*) FROM record_rating o
                WHERE o.guild_id = r.guild_id AND NOT o.ai AND o.ordinal > r.ordinal) + 1,
      'of', (SELECT count(*) FROM record_rating o WHERE o.guild_id = r.guild_id AND NOT o.ai))
    FROM record_rating r WHERE r.guild_id = ${guildId} AND r.user_id = ${userId} AND NOT r.ai`;
}

/**
 * A person's records: people-only games apart from games with an AI; turn times and timeouts over
 * all. One row of record_player (kept game by game) and the player's few "player-faction" tallies,
 * both by their primary key: the view reads no seat of any game, however many the player played.
 */
export function playerSql(guildId: string, userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT json_build_object(
      'userId', ${userId}::text,
      'games', coalesce(p.games, 0),
      'finished', coalesce(p.finished, 0),
      'wins', coalesce(p.wins, 0),
      'avgVp', CASE WHEN p.finished > 0 THEN p.vp_sum::float8 / p.finished END,
      'aiGames', coalesce(p.ai_games, 0),
      'aiWins', coalesce(p.ai_wins, 0),
      'timeouts', coalesce(p.timeouts, 0),
      -- turn_ms is kept sorted: its middle element is percentile_disc(0.5), the lower of two middles.
      'medianTurnMs', p.turn_ms[(cardinality(p.turn_ms) + 1) / 2],
      'favourites', coalesce((
        SELECT json_agg(json_build_object('faction', f.b, 'games', f.games) ORDER BY f.games DESC, f.b)
        FROM (SELECT b, games FROM record_tally
               WHERE guild_id = ${guildId} AND kind = 'player-faction' AND a = ${userId}
               ORDER BY games DESC, b LIMIT 3) f), '[]'::json),
      'rating', (${ratingSql(guildId, userId)}))
    FROM (SELECT) one
    LEFT JOIN record_player p ON p.guild_id = ${guildId} AND p.user_id = ${userId}`;
}

export function factionsSql(guildId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('faction', a, 'games', games, 'wins', wins) ORDER BY games DESC, a), '[]'::json)
    FROM record_tally WHERE guild_id = ${guildId} AND kind = 'faction'`;
}

export function pairsSql(guildId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('a', a, 'b', b, 'games', games, 'wins', wins) ORDER BY games DESC, a, b), '[]'::json)
    FROM record_tally WHERE guild_id = ${guildId} AND kind = 'pair'`;
}

/** Bases by times scored, each with its first-place winners, most often first. */
export function basesSql(guildId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('base', t.a, 'scored', t.games, 'winners', coalesce((
      SELECT json_agg(json_build_object('userId', w.b, 'wins', w.wins) ORDER BY w.wins DESC, w.b)
      FROM record_tally w WHERE w.guild_id = t.guild_id AND w.kind = 'base-winner' AND w.a = t.a), '[]'::json))
      ORDER BY t.games DESC, t.a), '[]'::json)
    FROM record_tally t WHERE t.guild_id = ${guildId} AND t.kind = 'base'`;
}

export function leaderboardSql(guildId: string, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('userId', r.user_id, 'ordinal', r.ordinal, 'mu', r.mu,
      'sigma', r.sigma, 'games', r.games) ORDER BY r.ordinal DESC, r.user_id), '[]'::json)
    FROM (SELECT * FROM record_rating WHERE guild_id = ${guildId} AND NOT ai
          ORDER BY ordinal DESC, user_id LIMIT ${limit}) r`;
}

/**
 * The statements that add the records in `scope` (one game, or a whole guild after its tallies
 * were deleted) to the guild's tallies and players' counts: what the views would otherwise count
 * over every game.
 */
function tallyStatements(scope: Prisma.Sql): Prisma.Sql[] {
  const add = Prisma.sql`ON CONFLICT (guild_id, kind, a, b) DO UPDATE
    SET games = record_tally.games + EXCLUDED.games, wins = record_tally.wins + EXCLUDED.wins`;
  return [
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'outcome', outcome, CASE WHEN ai_seats > 0 THEN 'ai' ELSE 'people' END, count(*), 0
      FROM record_game WHERE ${scope} AND outcome <> 'void' GROUP BY 1, 3, 4 ${add}`,
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'faction', f, '', count(*), count(*) FILTER (WHERE won)
      FROM record_seat s CROSS JOIN LATERAL (VALUES (s.faction_a), (s.faction_b)) v(f)
      WHERE ${scope} AND NOT with_ai AND finished GROUP BY 1, 3 ${add}`,
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'pair', faction_a, faction_b, count(*), count(*) FILTER (WHERE won)
      FROM record_seat WHERE ${scope} AND NOT with_ai AND finished GROUP BY 1, 3, 4 ${add}`,
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'base', base, '', count(*), 0
      FROM record_base WHERE ${scope} AND NOT with_ai GROUP BY 1, 3 ${add}`,
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'base-winner', base, w, 0, count(*)
      FROM record_base CROSS JOIN LATERAL unnest(winners) w
      WHERE ${scope} AND NOT with_ai GROUP BY 1, 3, 4 ${add}`,
    // A person's favourite factions: every game they sat in as a person, with an AI or not.
    Prisma.sql`INSERT INTO record_tally (guild_id, kind, a, b, games, wins)
      SELECT guild_id, 'player-faction', user_id, f, count(*), count(*) FILTER (WHERE won)
      FROM record_seat s CROSS JOIN LATERAL (VALUES (s.faction_a), (s.faction_b)) v(f)
      WHERE ${scope} AND ai IS NULL GROUP BY 1, 3, 4 ${add}`,
    Prisma.sql`INSERT INTO record_player AS p (guild_id, user_id, games, finished, wins, vp_sum, ai_games, ai_wins, timeouts)
      SELECT guild_id, user_id,
             count(*) FILTER (WHERE NOT with_ai),
             count(*) FILTER (WHERE NOT with_ai AND finished),
             count(*) FILTER (WHERE NOT with_ai AND won),
             coalesce(sum(vp) FILTER (WHERE NOT with_ai AND finished), 0),
             count(*) FILTER (WHERE with_ai),
             count(*) FILTER (WHERE with_ai AND won),
             coalesce(sum(timeouts), 0)
      FROM record_seat WHERE ${scope} AND ai IS NULL GROUP BY 1, 2
      ON CONFLICT (guild_id, user_id) DO UPDATE SET
        games = p.games + EXCLUDED.games, finished = p.finished + EXCLUDED.finished,
        wins = p.wins + EXCLUDED.wins, vp_sum = p.vp_sum + EXCLUDED.vp_sum,
        ai_games = p.ai_games + EXCLUDED.ai_games, ai_wins = p.ai_wins + EXCLUDED.ai_wins,
        timeouts = p.timeouts + EXCLUDED.timeouts`,
    // After the counts above made the player's row: their turns, merged in order (the view reads the middle one).
    Prisma.sql`UPDATE record_player p
      SET turn_ms = (SELECT array_agg(ms ORDER BY ms) FROM unnest(p.turn_ms || t.turn_ms) ms)
      FROM (SELECT guild_id, user_id, array_agg(ms) AS turn_ms
              FROM record_seat CROSS JOIN LATERAL unnest(turn_ms) ms
             WHERE ${scope} AND ai IS NULL GROUP BY 1, 2) t
      WHERE p.guild_id = t.guild_id AND p.user_id = t.user_id`,
  ];
}

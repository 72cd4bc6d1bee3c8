// The records' tables (prisma migration 20261229040000_records): writing a closed game's records
// (with the ratings it changes), catching up on closed games not recorded yet, rebuilding a
// server's records from its stored games, and the queries of /smashup stats and leaderboard.
// The stored games are the one source of truth: every row here is read from them again by a rebuild.

import type { PrismaClient } from "../db/prisma.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { isRated, rateGame, type Skill, skillOrdinal } from "./ratings.ts";
import { type ClosedGameRows, type GameOutcome, readClosedGame } from "./read-game.ts";
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

  /** Records the guild's closed games that have no records yet, oldest first (ratings are in order). */
  async catchUp(guildId: string, limit = CATCH_UP_LIMIT): Promise<CatchUp> {
    // Games that closed since a day before the latest recorded one (saves that commit out of their
    // order are well within a day): an index range of a few rows, whatever the server's history.
    // A game older than that without records (a recording that failed) waits for a rebuild.
    const missing = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT g.id::text AS id FROM game g
      WHERE g.guild_id = ${guildId} AND g.finished_at IS NOT NULL
        AND g.finished_at >= COALESCE(
          (SELECT max(r.ended_at) FROM record_game r WHERE r.guild_id = ${guildId}) - interval '1 day',
          '-infinity'::timestamptz)
        AND NOT EXISTS (SELECT 1 FROM record_game r WHERE r.game_id = g.id)
      ORDER BY g.finished_at, g.id LIMIT ${limit + 1}`;
    let recorded = 0;
    for (const { id } of missing.slice(0, limit)) {
      const rows = await this.closedGameRows(id);
      if (rows && (await this.record(readClosedGame(rows)))) recorded++;
    }
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
        answer: d.answer,
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

  /** Drops the guild's records (every guild's without one) and records its closed games again, in order. */
  async rebuild(guildId?: string, onProgress?: (recorded: number) => void): Promise<number> {
    const where = guildId === undefined ? Prisma.sql`TRUE` : Prisma.sql`guild_id = ${guildId}`;
    await this.prisma.$transaction([
      this.prisma.$executeRaw`DELETE FROM record_game WHERE ${where}`,
      this.prisma.$executeRaw`DELETE FROM record_rating WHERE ${where}`,
      this.prisma.$executeRaw`DELETE FROM record_tally WHERE ${where}`,
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
        const step = await this.catchUp(guild, 200);
        total += step.recorded;
        onProgress?.(total);
        if (!step.behind) break;
      }
    }
    return total;
  }

  /** Counts the guild's tallies again from its records (games written in bulk: the bench). */
  async retally(guildId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.$executeRaw`DELETE FROM record_tally WHERE guild_id = ${guildId}`,
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
  // Reading

  async serverStats(guildId: string): Promise<ServerStats> {
    const rows = await this.prisma.$queryRaw<{ outcome: string; with_ai: boolean; n: number }[]>`
      SELECT a AS outcome, b = 'ai' AS with_ai, games AS n FROM record_tally
      WHERE guild_id = ${guildId} AND kind = 'outcome'`;
    const count = (outcome: string, withAi: boolean) =>
      rows.find((r) => r.outcome === outcome && r.with_ai === withAi)?.n ?? 0;
    const finished = count("finished", false);
    const abandoned = count("abandoned", false);
    return {
      played: finished + abandoned,
      finished,
      abandoned,
      withAi: count("finished", true) + count("abandoned", true),
    };
  }

  async playerStats(guildId: string, userId: string): Promise<PlayerStats> {
    const [row] = await this.prisma.$queryRaw<
      {
        games: number;
        finished: number;
        wins: number;
        avg_vp: number | null;
        ai_games: number;
        ai_wins: number;
        timeouts: number;
        median_turn_ms: number | null;
      }[]
    >`
      SELECT count(*) FILTER (WHERE NOT with_ai)::int AS games,
             count(*) FILTER (WHERE NOT with_ai AND finished)::int AS finished,
             count(*) FILTER (WHERE NOT with_ai AND won)::int AS wins,
             (avg(vp) FILTER (WHERE NOT with_ai AND finished))::float8 AS avg_vp,
             count(*) FILTER (WHERE with_ai)::int AS ai_games,
             count(*) FILTER (WHERE with_ai AND won)::int AS ai_wins,
             coalesce(sum(timeouts), 0)::int AS timeouts,
             (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY t)
                FROM record_seat s2 CROSS JOIN LATERAL unnest(s2.turn_ms) t
               WHERE s2.guild_id = ${guildId} AND s2.user_id = ${userId} AND s2.ai IS NULL)::int AS median_turn_ms
      FROM record_seat WHERE guild_id = ${guildId} AND user_id = ${userId} AND ai IS NULL`;
    const favourites = await this.prisma.$queryRaw<{ faction: string; games: number }[]>`
      SELECT f AS faction, count(*)::int AS games
      FROM record_seat s CROSS JOIN LATERAL (VALUES (s.faction_a), (s.faction_b)) v(f)
      WHERE s.guild_id = ${guildId} AND s.user_id = ${userId} AND s.ai IS NULL
      GROUP BY f ORDER BY games DESC, f LIMIT 3`;
    return {
      userId,
      games: row?.games ?? 0,
      finished: row?.finished ?? 0,
      wins: row?.wins ?? 0,
      avgVp: row?.avg_vp ?? null,
      aiGames: row?.ai_games ?? 0,
      aiWins: row?.ai_wins ?? 0,
      timeouts: row?.timeouts ?? 0,
      medianTurnMs: row?.median_turn_ms ?? null,
      favourites,
      rating: await this.ratingOf(guildId, userId),
    };
  }

  async ratingOf(guildId: string, userId: string): Promise<RatingLine | null> {
    const [row] = await this.prisma.$queryRaw<
      { ordinal: number; mu: number; sigma: number; games: number; rank: number; of: number }[]
    >`
      SELECT r.ordinal, r.mu, r.sigma, r.games,
             (SELECT count(*) FROM record_rating o
               WHERE o.guild_id = r.guild_id AND NOT o.ai AND o.ordinal > r.ordinal)::int + 1 AS rank,
             (SELECT count(*) FROM record_rating o WHERE o.guild_id = r.guild_id AND NOT o.ai)::int AS of
      FROM record_rating r WHERE r.guild_id = ${guildId} AND r.user_id = ${userId} AND NOT r.ai`;
    return row ?? null;
  }

  /** Finished games without an AI seat, by faction (a seat counts for both its factions). */
  async factionStats(guildId: string): Promise<FactionRow[]> {
    return this.prisma.$queryRaw<FactionRow[]>`
      SELECT a AS faction, games, wins FROM record_tally
      WHERE guild_id = ${guildId} AND kind = 'faction' ORDER BY games DESC, a`;
  }

  async pairStats(guildId: string): Promise<PairRow[]> {
    return this.prisma.$queryRaw<PairRow[]>`
      SELECT a, b, games, wins FROM record_tally
      WHERE guild_id = ${guildId} AND kind = 'pair' ORDER BY games DESC, a, b`;
  }

  /** Bases scored in games without an AI seat, with their most frequent winners. */
  async baseStats(guildId: string): Promise<BaseRow[]> {
    const [scored, winners] = await Promise.all([
      this.prisma.$queryRaw<{ base: string; scored: number }[]>`
        SELECT a AS base, games AS scored FROM record_tally
        WHERE guild_id = ${guildId} AND kind = 'base' ORDER BY games DESC, a`,
      this.prisma.$queryRaw<{ base: string; user_id: string; wins: number }[]>`
        SELECT a AS base, b AS user_id, wins FROM record_tally
        WHERE guild_id = ${guildId} AND kind = 'base-winner' ORDER BY wins DESC, b`,
    ]);
    const byBase = new Map<string, { userId: string; wins: number }[]>();
    for (const w of winners) {
      const list = byBase.get(w.base) ?? [];
      list.push({ userId: w.user_id, wins: w.wins });
      byBase.set(w.base, list);
    }
    return scored.map((s) => ({ base: s.base, scored: s.scored, winners: byBase.get(s.base) ?? [] }));
  }

  async leaderboard(guildId: string, limit: number): Promise<LeaderRow[]> {
    return this.prisma.$queryRaw<LeaderRow[]>`
      SELECT user_id AS "userId", ordinal, mu, sigma, games FROM record_rating
      WHERE guild_id = ${guildId} AND NOT ai ORDER BY ordinal DESC, user_id LIMIT ${limit}`;
  }
}

/**
 * The statements that add the records in `scope` (one game, or a whole guild after its tallies
 * were deleted) to the guild's tallies: what the views would otherwise count over every game.
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
  ];
}

// The records' tables and queries on a real database (src/records/records-db.ts): closed games
// stored as the game service leaves them are recorded once, in order, by the catch-up; the
// aggregates agree with the games (counted by hand here); people-only games and AI games are
// counted apart; a rebuild gives the same records; the server's choice to rate AI games applies.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RecordsDb } from "../../src/records/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { type StoredGame, storeClosedGame } from "./support/finished-games.ts";

const GUILD = "records-guild";
const rounded = (rows: { mu: number; sigma: number; ordinal: number }[]) =>
  rows.map((r) => ({ ...r, mu: r.mu.toFixed(9), sigma: r.sigma.toFixed(9), ordinal: r.ordinal.toFixed(9) }));
const OTHER = "other-guild";
const [A, B, C, D] = ["100", "200", "300", "400"];

describe("the records of a server", () => {
  let db: TestDatabase;
  let records: RecordsDb;
  const people: { game: StoredGame; users: string[] }[] = [];
  let aiGame: StoredGame;

  beforeAll(async () => {
    db = await openTestDatabase();
    records = new RecordsDb(db.prisma);
    const plan: { seed: number; users: string[] }[] = [
      { seed: 3, users: [A, B, C] },
      { seed: 5, users: [B, C, A] },
      { seed: 8, users: [A, B, C, D] },
      { seed: 12, users: [C, A] },
    ];
    let minute = 0;
    for (const { seed, users } of plan) {
      const startAt = new Date(Date.UTC(2030, 0, 1, 0, minute));
      minute += 600;
      people.push({ game: await storeClosedGame(db, GUILD, "chan", { seed, users, startAt }), users });
    }
    await storeClosedGame(db, GUILD, "chan", {
      seed: 3,
      users: [A, D, B],
      end: "abandoned",
      cancelAfter: 60,
      startAt: new Date(Date.UTC(2030, 0, 20)),
    });
    aiGame = await storeClosedGame(db, GUILD, "chan", {
      seed: 5,
      users: [A, "ai:1", B],
      ai: { 1: "hard" },
      startAt: new Date(Date.UTC(2030, 0, 21)),
    });
    // Another server's game is none of this one's business.
    await storeClosedGame(db, OTHER, "chan2", { seed: 3, users: [A, B, C] });
  });
  afterAll(() => db?.close());

  it("records every closed game once, whatever the number of catch-ups", async () => {
    expect(await records.catchUp(GUILD)).toEqual({ recorded: 6, behind: false });
    expect(await records.catchUp(GUILD)).toEqual({ recorded: 0, behind: false });
  });

  it("counts the server's games: people-only games played, finished, abandoned; AI games apart", async () => {
    expect(await records.serverStats(GUILD)).toEqual({ played: 5, finished: 4, abandoned: 1, withAi: 1 });
  });

  it("sums a player's games, wins and VP as the games ended", async () => {
    for (const user of [A, B, C, D]) {
      const mine = people.filter((p) => p.users.includes(user));
      const seatOf = (p: (typeof people)[number]) => p.users.indexOf(user);
      const wins = mine.filter((p) => p.game.winner === seatOf(p)).length;
      const vps = mine.map((p) => p.game.vp[seatOf(p)] as number);
      const stats = await records.playerStats(GUILD, user);
      const abandoned = [A, D, B].includes(user) ? 1 : 0;
      expect(stats.games).toBe(mine.length + abandoned);
      expect(stats.finished).toBe(mine.length);
      expect(stats.wins).toBe(wins);
      expect(stats.avgVp).toBeCloseTo(vps.reduce((a, b) => a + b, 0) / vps.length, 6);
      const inAi = [A, B].includes(user) ? 1 : 0;
      expect(stats.aiGames).toBe(inAi);
      // One decision a second: a turn is timed in whole seconds.
      expect(stats.medianTurnMs === null || stats.medianTurnMs % 1000 === 0).toBe(true);
      expect(stats.favourites.length).toBeGreaterThan(0);
    }
    const aiWinner = aiGame.winner;
    expect((await records.playerStats(GUILD, A)).aiWins).toBe(aiWinner === 0 ? 1 : 0);
  });

  it("counts each faction of each seat of finished people-only games, and each pair once", async () => {
    const seats = people.reduce((n, p) => n + p.users.length, 0);
    const factions = await records.factionStats(GUILD);
    expect(factions.reduce((n, f) => n + f.games, 0)).toBe(2 * seats);
    expect(factions.reduce((n, f) => n + f.wins, 0)).toBe(
      2 * people.filter((p) => p.game.winner !== null).length,
    );
    const pairs = await records.pairStats(GUILD);
    expect(pairs.reduce((n, p) => n + p.games, 0)).toBe(seats);
    for (const p of pairs) expect(p.a <= p.b).toBe(true);
  });

  it("lists the bases scored with who took first place there", async () => {
    const bases = await records.baseStats(GUILD);
    expect(bases.length).toBeGreaterThan(0);
    for (const b of bases) {
      expect(b.winners.reduce((n, w) => n + w.wins, 0)).toBeGreaterThanOrEqual(0);
      for (const w of b.winners) expect([A, B, C, D]).toContain(w.userId);
    }
  });

  it("rates the people of finished people-only games; the AI game changes nobody's rating", async () => {
    const board = await records.leaderboard(GUILD, 10);
    expect(board.map((r) => r.userId).sort()).toEqual([A, B, C, D]);
    for (const row of board) {
      const rated = people.filter((p) => p.users.includes(row.userId)).length;
      expect(row.games).toBe(rated);
    }
    for (let i = 1; i < board.length; i++)
      expect(board[i - 1]!.ordinal).toBeGreaterThanOrEqual(board[i]!.ordinal);
    const mine = await records.ratingOf(GUILD, board[0]!.userId);
    expect(mine?.rank).toBe(1);
    expect(mine?.of).toBe(4);
  });

  it("keeps the server's counts game by game as a count over every game would give them", async () => {
    const views = () =>
      Promise.all([
        records.serverStats(GUILD),
        records.factionStats(GUILD),
        records.pairStats(GUILD),
        records.baseStats(GUILD),
      ]);
    const incremental = await views();
    await records.retally(GUILD);
    expect(await views()).toEqual(incremental);
  });

  it("keeps each player's counts game by game as a count over all their seats would give them", async () => {
    for (const user of [A, B, C, D, "nobody"]) {
      const kept = await records.playerStats(GUILD, user);
      // The view before per-player counts: every seat of the player, read as it is asked.
      const [counted] = await db.prisma.$queryRaw<{ data: Record<string, unknown> }[]>`
        SELECT json_build_object(
          'games', count(*) FILTER (WHERE NOT with_ai), 'finished', count(*) FILTER (WHERE NOT with_ai AND finished),
          'wins', count(*) FILTER (WHERE NOT with_ai AND won),
          'avgVp', (avg(vp) FILTER (WHERE NOT with_ai AND finished))::float8,
          'aiGames', count(*) FILTER (WHERE with_ai), 'aiWins', count(*) FILTER (WHERE with_ai AND won),
          'timeouts', coalesce(sum(timeouts), 0),
          'medianTurnMs', (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY t)
                             FROM record_seat s2 CROSS JOIN LATERAL unnest(s2.turn_ms) t
                            WHERE s2.guild_id = ${GUILD} AND s2.user_id = ${user} AND s2.ai IS NULL),
          'favourites', coalesce((
            SELECT json_agg(json_build_object('faction', f.faction, 'games', f.games) ORDER BY f.games DESC, f.faction)
            FROM (SELECT v.f AS faction, count(*)::int AS games
                    FROM record_seat s3 CROSS JOIN LATERAL (VALUES (s3.faction_a), (s3.faction_b)) v(f)
                   WHERE s3.guild_id = ${GUILD} AND s3.user_id = ${user} AND s3.ai IS NULL
                   GROUP BY v.f ORDER BY games DESC, v.f LIMIT 3) f), '[]'::json)) AS data
        FROM record_seat WHERE guild_id = ${GUILD} AND user_id = ${user} AND ai IS NULL`;
      const { avgVp, ...exact } = counted?.data ?? {};
      expect(kept).toMatchObject(exact);
      if (avgVp === null) expect(kept.avgVp).toBeNull();
      else expect(kept.avgVp).toBeCloseTo(avgVp as number, 9);
    }
    const incremental = await records.playerStats(GUILD, A);
    await records.retally(GUILD);
    expect(await records.playerStats(GUILD, A)).toEqual(incremental);
  });

  it("gives the same records after a rebuild", async () => {
    const before = await Promise.all([
      records.playerStats(GUILD, A),
      records.factionStats(GUILD),
      records.baseStats(GUILD),
      records.leaderboard(GUILD, 10),
    ]);
    expect(await records.rebuild(GUILD)).toBe(6);
    const after = await Promise.all([
      records.playerStats(GUILD, A),
      records.factionStats(GUILD),
      records.baseStats(GUILD),
      records.leaderboard(GUILD, 10),
    ]);
    expect(after).toEqual(before);
  });

  it("rates AI games once the server counts them, the AI off the leaderboard; a rebuild agrees", async () => {
    const peopleOnly = await records.leaderboard(GUILD, 10);
    await records.setRateAiGames(GUILD, true);
    expect(await records.rerate(GUILD)).toBe(people.length + 1);
    const withAi = await records.leaderboard(GUILD, 10);
    expect(withAi.map((r) => r.userId)).not.toContain("ai:hard");
    const a = withAi.find((r) => r.userId === A);
    expect(a?.games).toBe(people.filter((p) => p.users.includes(A)).length + 1);
    expect(withAi).not.toEqual(peopleOnly);
    await records.rebuild(GUILD);
    // Rated game by game through the database or all at once: the same to the last digits.
    expect(rounded(await records.leaderboard(GUILD, 10))).toEqual(rounded(withAi));
    await records.setRateAiGames(GUILD, false);
    expect(await records.rerate(GUILD)).toBe(people.length);
    expect(rounded(await records.leaderboard(GUILD, 10))).toEqual(rounded(peopleOnly));
  });

  it("keeps servers apart", async () => {
    await records.catchUp(OTHER);
    expect(await records.serverStats(OTHER)).toEqual({ played: 1, finished: 1, abandoned: 0, withAi: 0 });
    expect((await records.serverStats(GUILD)).played).toBe(5);
  });
});

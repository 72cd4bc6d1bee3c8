// The records' answer time (issue 25: ≤ 100 ms p99 on a server with 10,000 finished games): a
// server's closed games and their records generated in bulk (seeded), then /smashup stats' views
// asked as the command asks them (the catch-up probe included) for random players of the server.
// Baseline in the same run: `SELECT 1`, a round trip that does nothing.

import "../../cards/index.ts";
import { createPrismaClient, type PrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { allBaseDefs, allFactions } from "../engine/defs.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { HistoryStore } from "../records/history-store.ts";
import { RecordsDb, statsView } from "../records/index.ts";
import { rateGame, type Skill, skillOrdinal } from "../records/ratings.ts";
import type { GameOutcome } from "../records/read-game.ts";
import { STATS_VIEWS } from "../records/render.ts";
import { quantile as quantileOf } from "../stats/quantile.ts";

export interface StatsBenchOptions {
  games: number;
  seed: number;
  samples: number;
  databaseUrl?: string | undefined;
}

export interface StatsBench {
  statsGames: number;
  /** /smashup stats (the overview: server + player + rating), p50 and p99. */
  statsQueryMsP50: number;
  statsQueryMsP99: number;
  /** The slowest of the other views (factions, pairs, bases, leaderboard), p99. */
  statsViewsMsP99: number;
  statsSelect1MsP50: number;
  statsSelect1MsP99: number;
  /** Overview p99 over SELECT 1 p99 in the same run: how many idle round trips it costs. */
  statsVsSelect1P99Ratio: number;
  /** Recording one real closed game at its end (replay + writes), ms. */
  statsRecordGameMs: number;
  /** /smashup games: the first page (newest 8) of the server's ended games, p50 and p99. */
  historyPageMsP50: number;
  historyPageMsP99: number;
  /** A page far back (page 50, games 400-407), p99. */
  historyDeepPageMsP99: number;
  statsDb: string;
}

export const GUILD = "bench-stats-guild";
const PEOPLE = 60;

const quantile = (xs: number[], q: number) => Math.round(quantileOf(xs, q) * 100) / 100;

/** Generated outcomes of `n` finished games (2 to 4 players, ~8 scorings each), in order. */
export function generatedGames(n: number, seed: number): GameOutcome[] {
  const rng = makeChooserRng(seed);
  const factions = allFactions().map((f) => f.id);
  const bases = allBaseDefs().map((b) => b.id);
  const start = Date.UTC(2027, 0, 1);
  const games: GameOutcome[] = [];
  for (let i = 0; i < n; i++) {
    const players = 2 + rng.int(3);
    const users = new Set<string>();
    while (users.size < players) users.add(String(1_000_000 + rng.int(PEOPLE)));
    const pool = [...factions];
    const vps = Array.from({ length: players }, () => rng.int(20));
    const winner = rng.int(players);
    vps[winner] = 15 + rng.int(6);
    const sorted = [...vps].sort((a, b) => b - a);
    const seats = [...users].map((userId, seat) => {
      const f = [pool.splice(rng.int(pool.length), 1)[0], pool.splice(rng.int(pool.length), 1)[0]].sort() as [
        string,
        string,
      ];
      const vp = vps[seat] as number;
      return {
        seat,
        userId,
        ai: null,
        factions: f,
        vp,
        place: seat === winner ? 1 : 1 + sorted.indexOf(vp) + (vp === vps[winner] ? 1 : 0),
        won: seat === winner,
        turnMs: Array.from({ length: 6 + rng.int(6) }, () => 5_000 + rng.int(600_000)),
        timeouts: rng.int(10) === 0 ? 1 : 0,
      };
    });
    games.push({
      gameId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      guildId: GUILD,
      endedAt: new Date(start + i * 3_600_000),
      outcome: rng.int(20) === 0 ? "abandoned" : "finished",
      turns: 10 + rng.int(20),
      seats,
      bases: Array.from({ length: 5 + rng.int(7) }, () => ({
        base: bases[rng.int(bases.length)] as string,
        winners: [rng.int(players)],
      })),
    });
  }
  return games;
}

/** Writes the games and their records in bulk (what catch-ups at each game's end would have written). */
function winnerOf(g: GameOutcome): { seat: number; userId: string; name: string } | null {
  const w = g.seats.find((s) => s.won);
  return w ? { seat: w.seat, userId: w.userId, name: `p${w.userId}` } : null;
}

export async function fill(prisma: PrismaClient, games: GameOutcome[]): Promise<void> {
  const ratings = new Map<string, Skill>();
  const rated = new Map<string, number>();
  for (let from = 0; from < games.length; from += 1000) {
    const chunk = games.slice(from, from + 1000);
    await prisma.game.createMany({
      data: chunk.map((g) => ({
        id: g.gameId,
        guildId: GUILD,
        channelId: `bench-${g.gameId.slice(-3)}`,
        status: g.outcome === "finished" ? "finished" : "cancelled",
        finishedAt: g.endedAt,
      })),
    });
    // The games' documents as the service leaves them at the end (what /smashup games lists); a
    // setup of realistic size (it is read for nothing, but it lives in the same rows).
    await prisma.gameDocuments.createMany({
      data: chunk.map((g) => ({
        gameId: g.gameId,
        setup: {
          v: 1,
          stage: g.outcome === "finished" ? "over" : "cancelled",
          seats: g.seats.map((s) => ({ userId: s.userId, name: `p${s.userId}`, factions: s.factions })),
        },
        summary: {
          outcome: g.outcome === "finished" ? "finished" : "cancelled",
          winner: winnerOf(g),
          reason: g.outcome === "finished" ? "vp" : null,
          players: g.seats.map((s) => ({
            seat: s.seat,
            userId: s.userId,
            name: `p${s.userId}`,
            factions: s.factions,
            vp: s.vp,
            out: false,
          })),
          turns: g.turns,
          decisions: 10 * g.turns,
        },
      })),
    });
    await prisma.recordGame.createMany({
      data: chunk.map((g) => ({
        gameId: g.gameId,
        guildId: GUILD,
        endedAt: g.endedAt,
        outcome: g.outcome,
        players: g.seats.length,
        turns: g.turns,
        rated: g.outcome === "finished",
      })),
    });
    await prisma.recordSeat.createMany({
      data: chunk.flatMap((g) =>
        g.seats.map((s) => ({
          gameId: g.gameId,
          seat: s.seat,
          guildId: GUILD,
          userId: s.userId,
          finished: g.outcome === "finished",
          factionA: s.factions[0],
          factionB: s.factions[1],
          vp: s.vp,
          place: s.place,
          won: s.won && g.outcome === "finished",
          turnMs: s.turnMs,
          timeouts: s.timeouts,
        })),
      ),
    });
    await prisma.recordBase.createMany({
      data: chunk.flatMap((g) =>
        g.bases.map((b, n) => ({
          gameId: g.gameId,
          n,
          guildId: GUILD,
          base: b.base,
          winners: b.winners.map((w) => g.seats[w]?.userId ?? ""),
        })),
      ),
    });
    for (const g of chunk) {
      if (g.outcome !== "finished") continue;
      for (const [key, skill] of rateGame(g, ratings)) {
        ratings.set(key, skill);
        rated.set(key, (rated.get(key) ?? 0) + 1);
      }
    }
  }
  await prisma.recordRating.createMany({
    data: [...ratings].map(([userId, skill]) => ({
      guildId: GUILD,
      userId,
      mu: skill.mu,
      sigma: skill.sigma,
      ordinal: skillOrdinal(skill),
      games: rated.get(userId) ?? 0,
    })),
  });
  await new RecordsDb(prisma).retally(GUILD);
  // As autovacuum would have by then: the planner knows the tables' sizes.
  await prisma.$executeRawUnsafe("ANALYZE");
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

export async function benchStats(options: StatsBenchOptions): Promise<StatsBench> {
  const database = await throwawayDatabase(options.databaseUrl, "smashup_bench_stats");
  try {
    const prisma = createPrismaClient(database.url);
    try {
      const games = generatedGames(options.games, options.seed);
      await fill(prisma, games);
      const db = new RecordsDb(prisma);
      const rng = makeChooserRng(options.seed + 1);
      const person = () => String(1_000_000 + rng.int(PEOPLE));
      // Warm-up: connections opened, statements planned once.
      for (let i = 0; i < 5; i++)
        for (const view of STATS_VIEWS) await statsView(db, GUILD, person(), view, "en");
      const pastGames = new HistoryStore(prisma);
      for (let i = 0; i < 5; i++) await pastGames.listPastGames(GUILD, i);
      const history: number[] = [];
      const deepHistory: number[] = [];
      const overview: number[] = [];
      const views: Record<string, number[]> = {};
      const select1: number[] = [];
      for (let i = 0; i < options.samples; i++) {
        overview.push(await timed(() => statsView(db, GUILD, person(), "me", "en")));
        for (const view of STATS_VIEWS.filter((v) => v !== "me")) {
          const list = views[view] ?? [];
          list.push(await timed(() => statsView(db, GUILD, person(), view, "en")));
          views[view] = list;
        }
        select1.push(await timed(() => prisma.$queryRaw`SELECT 1`));
        history.push(await timed(() => pastGames.listPastGames(GUILD, 0)));
        deepHistory.push(await timed(() => pastGames.listPastGames(GUILD, 50)));
      }
      const recordGameMs = await timeOneRealGame(db);
      return {
        statsGames: options.games,
        statsQueryMsP50: quantile(overview, 0.5),
        statsQueryMsP99: quantile(overview, 0.99),
        statsViewsMsP99: Math.max(...Object.values(views).map((xs) => quantile(xs, 0.99))),
        statsSelect1MsP50: quantile(select1, 0.5),
        statsSelect1MsP99: quantile(select1, 0.99),
        statsVsSelect1P99Ratio:
          Math.round((quantile(overview, 0.99) / Math.max(0.01, quantile(select1, 0.99))) * 100) / 100,
        statsRecordGameMs: recordGameMs,
        historyPageMsP50: quantile(history, 0.5),
        historyPageMsP99: quantile(history, 0.99),
        historyDeepPageMsP99: quantile(deepHistory, 0.99),
        statsDb: database.kind,
      };
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await database.drop();
  }
}

/** The records' work at a game's end: reading a real seeded four-player game back and writing it. */
async function timeOneRealGame(db: RecordsDb): Promise<number> {
  const { playRandomGame, randomSetup } = await import("../drivers/simulate.ts");
  const { readClosedGame } = await import("../records/read-game.ts");
  const setup = randomSetup(7, 4, ["core", "big-geeky-box"], 200);
  const run = playRandomGame(setup, 7, false);
  const t = performance.now();
  const outcome = readClosedGame({
    gameId: "00000000-0000-4000-9000-000000000001",
    guildId: "bench-one",
    status: "finished",
    endedAt: new Date(),
    setup: {
      seats: setup.players.map((p, i) => ({ userId: `u${i}`, name: `p${i}`, factions: p.factions })),
      engine: { ...setup, baseBoxes: ["core", "big-geeky-box"] },
    },
    summary: null,
    decisions: run.decisions.map((d, i) => ({
      seq: i + 1,
      seat: d.seat,
      userId: null,
      answer: d,
      createdAt: new Date(i * 1000),
    })),
  });
  await db.record(outcome);
  return Math.round((performance.now() - t) * 10) / 10;
}

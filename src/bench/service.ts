// What the bot pays around the engine, on a database of the bench's own (DATABASE_URL's server,
// else an embedded server on disk, as `npm start` runs it):
// - persistence of complete 4-player games played through the click path (`playChannels` of the
//   load test, one channel at a time): WAL written (pg_current_wal_lsn before and after each game;
//   the position is the server's, so with pg_walinspect only the records of the bench's database
//   count) and bytes sent to the database (every socket write of this process while the game
//   runs). The median game is reported.
// - clicks in 20 channels at once, closed loop (each channel clicks as soon as its previous click
//   returned), one process: throughput, latency, and the CPU this process spent per click (load,
//   act, save, render).
// - memory: a child process holding N active games in its cache (src/bench/rss-child.ts).

import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import {
  type Barrier,
  type ClickPath,
  type LoadPlan,
  type LoadtestSummary,
  localBarrier,
  perClick,
  playChannels,
} from "../loadtest/loadtest.ts";
import { median } from "../stats/quantile.ts";
import { PrismaStore } from "../store/index.ts";
import { runJsonChild } from "../tools/json-child.ts";
import { percentile } from "./interaction.ts";
import { withRenderShare } from "./render-share.ts";
import { perClickSplit, startRunCounters } from "./run-counters.ts";
import { countSocketWrites, socketBytes } from "./socket-bytes.ts";

/** The figures of the 20-channel handler run and its profiled twin (`bench --only clicks`). */
export interface ClicksBench {
  /** CPU (user + system) of this process per click, 20 channels clicking at once. */
  clickCpuMs: number;
  /**
   * Clicks per second while the channels click: the clicks ÷ the time from the first lobby to the
   * last game's end (`playedMs`). The wait after it for the games' last paced board edits (one a
   * second per game, BOARD_EDIT_INTERVAL_MS: idle time, ~0.5–0.9 s a run, the same whatever the
   * clicks cost) is apart (`concurrentSettleMs`); `concurrentClicksPerSecondWithSettle` divides by
   * both, as the figure did before stop 46. The CPU per click counts both.
   */
  concurrentClicksPerSecond: number;
  concurrentClicksPerSecondWithSettle: number;
  concurrentSettleMs: number;
  concurrentClickMsP50: number;
  concurrentClickMsP99: number;
  concurrentChannels: number;
  /** Database queries per click at 20 channels, and those awaited before the click's answer. */
  queriesPerClick: number;
  queriesBeforeAnswerPerClick: number;
  /** Discord REST requests per click (the REST layer stubbed and counted). */
  discordRequestsPerClick: number;
  /**
   * Share of a handler click's CPU spent rendering (views, renderers, texts: src/bench/render-share.ts),
   * sampled by V8's profiler over a run of its own like the 20-channel one (target ≤ 0.2), and that
   * share of that run's CPU per click.
   */
  renderShareOfClickCpu: number;
  renderCpuMsPerClick: number;
  renderShareSamples: number;
  /**
   * The first run's CPU per click split by thread (the main thread's; V8's other threads':
   * TurboFan's concurrent compiles and the GC's helpers) and its collections counted by kind:
   * counts that a loaded machine moves less than the CPU (src/bench/run-counters.ts).
   */
  clickCpuSplit: ClickCpuSplit;
  /**
   * The same 20-channel handler run again in the same process, after the first (and, in the whole
   * bench, the service path's run): a bot runs for days with its code optimised, while the first
   * run's figures include the JIT's warm-up after one game (clk28 measured the second run at
   * 35–40 % less CPU per click). Reported beside the first run's, which the targets still read.
   */
  secondRun: {
    clickCpuMs: number;
    concurrentClicksPerSecond: number;
    concurrentClicksPerSecondWithSettle: number;
    concurrentClickMsP99: number;
    clickCpuSplit: ClickCpuSplit;
  };
}

export type ClickCpuSplit = ReturnType<typeof perClickSplit>;

export interface ServiceBench extends ClicksBench {
  /**
   * Median WAL bytes written by one complete 4-player game played through the click path: the
   * records of the bench's database (pg_walinspect), else the server's whole WAL meanwhile.
   */
  walBytesPerGame: number;
  /** The server's whole WAL meanwhile (other databases of a shared server included). */
  serverWalBytesPerGame: number;
  /** Whether walBytesPerGame counts this database's records alone (pg_walinspect available). */
  walOfOwnDatabase: boolean;
  /** Median bytes this process sent to the database for one complete 4-player game. */
  bytesSentPerGame: number;
  persistenceGames: number;
  decisionsPerGame: number;
  /** Discord REST requests per click by kind (the REST layer stubbed and counted). */
  discordRequestsByKind: Record<string, number>;
  /**
   * The same figures on the path the bench measured before issue 22: the game service's decision
   * and the renders, without the interaction handler, the announcer or Discord.
   */
  servicePath: {
    walBytesPerGame: number;
    bytesSentPerGame: number;
    clickCpuMs: number;
    concurrentClicksPerSecond: number;
    concurrentClickMsP50: number;
    concurrentClickMsP99: number;
    queriesPerClick: number;
  };
  /** RSS of one process holding `rssGames` active games in its cache, scaled to 1,000 games. */
  rssMbPer1000Games: number;
  /** RSS of the same process before it held any game. */
  rssMbBaseline: number;
  rssGames: number;
  serviceDb: "postgres" | "embedded";
}

export interface ServiceBenchOptions {
  seed: number;
  databaseUrl?: string | undefined;
  /** Complete games measured one at a time for WAL and bytes (median reported). */
  persistenceGames?: number;
  channels?: number;
  /** Games held by the memory child (1,000 by default). */
  rssGames?: number;
  /** The game service's snapshot cadence (SNAPSHOT_EVERY; the memory child reads it from the environment). */
  snapshotEvery?: number;
}

export async function benchService(options: ServiceBenchOptions): Promise<ServiceBench> {
  const database = await throwawayDatabase(options.databaseUrl, "smashup_bench_io");
  try {
    countSocketWrites();
    const prisma = createPrismaClient(database.url);
    const store = new PrismaStore(prisma);
    const wal = new pg.Client({ connectionString: database.url });
    await wal.connect();
    const runId = Date.now().toString(36);
    try {
      const plan = (games: number, channels: number, tag: string, path: ClickPath): LoadPlan => ({
        channels,
        games,
        seed: options.seed,
        players: 4,
        vpTarget: 15,
        noise: 0,
        runId: `${runId}-${tag}`,
        path,
        ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
      });
      // Warm-up (JIT, pool, plans), not measured.
      for (const path of PATHS)
        await playChannels(store, plan(1, 1, `warm-${path}`, path), [0], () => localBarrier(1));

      const dbOid = await walInspection(wal);
      const persistence = { handler: new PersistenceSamples(), service: new PersistenceSamples() };
      const persistenceGames = options.persistenceGames ?? 3;
      // The same seeded games on both paths, one after the other.
      for (let i = 0; i < persistenceGames; i++) {
        for (const path of PATHS) {
          const before = await lsn(wal);
          const sent = socketBytes();
          const report = await playChannels(
            store,
            { ...plan(1, 1, `io${i}-${path}`, path), seed: options.seed + i },
            [0],
            () => localBarrier(1),
          );
          const samples = persistence[path];
          samples.sent.push(socketBytes() - sent);
          const written = await walSince(wal, before, dbOid);
          samples.wal.push(written.own);
          samples.serverWal.push(written.server);
          if (report.failures.length > 0) throw new Error(`bench game failed: ${report.failures[0]}`);
          samples.decisions += report.acknowledged.length;
        }
      }

      const channels = options.channels ?? 20;
      const concurrent: Record<ClickPath, ConcurrentRun> = {
        handler: await concurrentRun(
          store,
          timed(plan(channels, channels, "cc-handler", "handler")),
          channels,
        ),
        service: await concurrentRun(
          store,
          timed(plan(channels, channels, "cc-service", "service")),
          channels,
        ),
      };

      const second = await concurrentRun(
        store,
        timed(plan(channels, channels, "cc-handler-2", "handler")),
        channels,
      );
      // The render share on a run of its own: the profiler's sampling would slow the run above.
      const profiled = await withRenderShare(() =>
        concurrentRun(store, plan(channels, channels, "cc-profiled", "handler"), channels),
      );

      // The RSS of a process varies by ±5 % from run to run (when V8 collects, how far its young
      // generation grew): the median of three such processes.
      const rssRuns: RssReport[] = [];
      for (let run = 0; run < RSS_RUNS; run++)
        rssRuns.push(await rssChild(database.url, options.rssGames ?? 1000, options.seed + run));
      const rss = rssRuns.sort((a, b) => a.rssMb - b.rssMb)[Math.floor(RSS_RUNS / 2)] as RssReport;
      const real = persistence.handler;
      const old = persistence.service;
      const cc = concurrent.handler;
      return {
        walBytesPerGame: Math.round(median(real.wal)),
        serverWalBytesPerGame: Math.round(median(real.serverWal)),
        walOfOwnDatabase: dbOid !== null,
        bytesSentPerGame: Math.round(median(real.sent)),
        persistenceGames,
        decisionsPerGame: round(real.decisions / persistenceGames),
        ...clickFigures(cc, second, profiled, channels),
        discordRequestsByKind: cc.discordByKind,
        servicePath: {
          walBytesPerGame: Math.round(median(old.wal)),
          bytesSentPerGame: Math.round(median(old.sent)),
          clickCpuMs: concurrent.service.cpuMs,
          concurrentClicksPerSecond: concurrent.service.clicksPerSecond,
          concurrentClickMsP50: concurrent.service.p50,
          concurrentClickMsP99: concurrent.service.p99,
          queriesPerClick: concurrent.service.costs.queriesPerClick,
        },
        rssMbPer1000Games: round((rss.rssMb * 1000) / Math.max(1000, rss.games)),
        rssMbBaseline: rss.baselineMb,
        rssGames: rss.games,
        serviceDb: database.kind,
      };
    } finally {
      await wal.end();
      await prisma.$disconnect();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Only the click figures of `benchService` (the 20-channel handler run, then the profiled one for
 * the render share), on a throwaway database: what a change to the click path moves, in a minute.
 */
export async function benchClicks(options: ServiceBenchOptions): Promise<ClicksBench> {
  const database = await throwawayDatabase(options.databaseUrl, "smashup_bench_clicks");
  try {
    const prisma = createPrismaClient(database.url);
    const store = new PrismaStore(prisma);
    try {
      const runId = Date.now().toString(36);
      const channels = options.channels ?? 20;
      const plan = (games: number, tag: string): LoadPlan => ({
        channels: Math.min(games, channels),
        games,
        seed: options.seed,
        players: 4,
        vpTarget: 15,
        noise: 0,
        runId: `${runId}-${tag}`,
        path: "handler",
        ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
      });
      await playChannels(store, plan(1, "warm"), [0], () => localBarrier(1));
      const cc = await concurrentRun(store, timed(plan(channels, "cc")), channels);
      const second = await concurrentRun(store, timed(plan(channels, "cc-2")), channels);
      const profiled = await withRenderShare(() =>
        concurrentRun(store, plan(channels, "cc-profiled"), channels),
      );
      return clickFigures(cc, second, profiled, channels);
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await database.drop();
  }
}

/**
 * A run whose time and CPU are the figures: its queries and Discord requests counted by plain
 * totals, without the async contexts that split them per click (they cost the clicks CPU the bot
 * does not pay, issue 22); its profiled twin counts per click, for the queries before the answer.
 */
function timed(plan: LoadPlan): LoadPlan {
  return { ...plan, counting: "totals" };
}

/**
 * The click figures of a 20-channel handler run (timed, counted by totals) and its profiled twin
 * (counted per click: the queries before the answer come from it).
 */
function clickFigures(
  cc: ConcurrentRun,
  second: ConcurrentRun,
  profiled: Awaited<ReturnType<typeof withRenderShare<ConcurrentRun>>>,
  channels: number,
): ClicksBench {
  return {
    clickCpuMs: cc.cpuMs,
    concurrentClicksPerSecond: cc.clicksPerSecond,
    concurrentClicksPerSecondWithSettle: cc.clicksPerSecondWithSettle,
    concurrentSettleMs: cc.settleMs,
    concurrentClickMsP50: cc.p50,
    concurrentClickMsP99: cc.p99,
    concurrentChannels: channels,
    queriesPerClick: cc.costs.queriesPerClick,
    queriesBeforeAnswerPerClick: profiled.value.costs.queriesBeforeAnswerPerClick,
    discordRequestsPerClick: cc.costs.discordRequestsPerClick,
    renderShareOfClickCpu: profiled.render.share,
    renderCpuMsPerClick: round(profiled.render.share * profiled.value.cpuMs),
    renderShareSamples: profiled.render.samples,
    clickCpuSplit: cc.split,
    secondRun: {
      clickCpuMs: second.cpuMs,
      concurrentClicksPerSecond: second.clicksPerSecond,
      concurrentClicksPerSecondWithSettle: second.clicksPerSecondWithSettle,
      concurrentClickMsP99: second.p99,
      clickCpuSplit: second.split,
    },
  };
}

const PATHS: readonly ClickPath[] = ["handler", "service"];

class PersistenceSamples {
  wal: number[] = [];
  serverWal: number[] = [];
  sent: number[] = [];
  decisions = 0;
}

interface ConcurrentRun {
  /** Clicks ÷ the time the channels played (ClicksBench.concurrentClicksPerSecond). */
  clicksPerSecond: number;
  /** Clicks ÷ the whole run, the wait for the last paced board edits included. */
  clicksPerSecondWithSettle: number;
  settleMs: number;
  p50: number;
  p99: number;
  cpuMs: number;
  costs: Pick<LoadtestSummary, "queriesPerClick" | "queriesBeforeAnswerPerClick" | "discordRequestsPerClick">;
  /** Discord requests per click, by kind. */
  discordByKind: Record<string, number>;
  split: ClickCpuSplit;
}

/** `channels` channels each playing a complete game, clicking as soon as their last click returned. */
async function concurrentRun(store: PrismaStore, plan: LoadPlan, channels: number): Promise<ConcurrentRun> {
  const barriers = localBarrier(channels);
  const counters = startRunCounters();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const report = await playChannels(
    store,
    plan,
    Array.from({ length: channels }, (_, i) => i),
    () => barriers as Barrier,
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const counted = counters();
  if (report.failures.length > 0) throw new Error(`bench game failed: ${report.failures[0]}`);
  const clicks = report.latencies.length;
  const byKind: Record<string, number> = {};
  for (const [kind, n] of Object.entries(report.discordRequests))
    byKind[kind] = round(n / Math.max(1, report.clicks));
  return {
    ...clickRates(clicks, report.playedMs, report.settleMs, seconds * 1000),
    p50: percentile(report.latencies, 0.5),
    p99: percentile(report.latencies, 0.99),
    cpuMs: round((cpu.user + cpu.system) / 1000 / clicks),
    costs: perClick(report),
    discordByKind: byKind,
    split: perClickSplit(counted, clicks),
  };
}

/**
 * A 20-channel run's click rates: while the channels played (`playedMs`), and over the whole run
 * (`wholeMs`, the wait for the last paced board edits included: `settleMs`).
 */
export function clickRates(
  clicks: number,
  playedMs: number,
  settleMs: number,
  wholeMs: number,
): Pick<ConcurrentRun, "clicksPerSecond" | "clicksPerSecondWithSettle" | "settleMs"> {
  return {
    clicksPerSecond: round(clicks / (Math.max(1, playedMs) / 1000)),
    clicksPerSecondWithSettle: round(clicks / (Math.max(1, wholeMs) / 1000)),
    settleMs,
  };
}

async function lsn(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
  return (rows[0] as { lsn: string }).lsn;
}

/** The bench database's OID when pg_walinspect can attribute WAL records to it, else null. */
async function walInspection(client: pg.Client): Promise<string | null> {
  try {
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_walinspect");
    const { rows } = await client.query<{ oid: string }>(
      "SELECT oid::text FROM pg_database WHERE datname = current_database()",
    );
    return (rows[0] as { oid: string }).oid;
  } catch {
    return null;
  }
}

/**
 * WAL written since `before`: by the whole server, and (with pg_walinspect) the records of this
 * database alone — those touching its relations, plus every record of the same transactions
 * (their commits) — so that other databases of a shared server do not count.
 */
async function walSince(
  client: pg.Client,
  before: string,
  dbOid: string | null,
): Promise<{ server: number; own: number }> {
  const { rows } = await client.query<{ bytes: string; at: string }>(
    "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS bytes, pg_current_wal_lsn()::text AS at",
    [before],
  );
  const { bytes, at } = rows[0] as { bytes: string; at: string };
  if (dbOid === null) return { server: Number(bytes), own: Number(bytes) };
  // The server may have recycled the WAL of a long game already (a busy shared server): then the
  // server's figure is all there is.
  const own = await client
    .query<{ bytes: string }>(
      `WITH r AS (SELECT * FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)),
          ours AS (SELECT DISTINCT xid FROM r WHERE block_ref LIKE $3 AND xid <> '0')
     SELECT COALESCE(SUM(record_length), 0)::text AS bytes FROM r
     WHERE block_ref LIKE $3 OR xid IN (SELECT xid FROM ours)`,
      [before, at, `%rel %/${dbOid}/%`],
    )
    .catch(() => null);
  if (!own) return { server: Number(bytes), own: Number(bytes) };
  return { server: Number(bytes), own: Number((own.rows[0] as { bytes: string }).bytes) };
}

interface RssReport {
  rssMb: number;
  baselineMb: number;
  games: number;
}

const RSS_RUNS = 3;

/** Runs src/bench/rss-child.ts in a process of its own and reads its one JSON line. */
function rssChild(url: string, games: number, seed: number): Promise<RssReport> {
  const child = path.join(path.dirname(fileURLToPath(import.meta.url)), "rss-child.ts");
  return runJsonChild<RssReport>(child, [url, String(games), String(seed)], ["--expose-gc"]);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

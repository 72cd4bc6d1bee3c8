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

import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { type Barrier, localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { PrismaStore } from "../store/index.ts";
import { runJsonChild } from "../tools/json-child.ts";
import { percentile } from "./interaction.ts";

export interface ServiceBench {
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
  /** CPU (user + system) of this process per click, 20 channels clicking at once. */
  clickCpuMs: number;
  concurrentClicksPerSecond: number;
  concurrentClickMsP50: number;
  concurrentClickMsP99: number;
  concurrentChannels: number;
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
}

let bytesWritten = 0;
let counting = false;
/** Counts what every socket of this process writes (only the database's are open in the bench). */
function countSocketWrites(): void {
  if (counting) return;
  counting = true;
  const write = net.Socket.prototype.write;
  net.Socket.prototype.write = function (this: net.Socket, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === "string") bytesWritten += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytesWritten += chunk.byteLength;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
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
      const plan = (games: number, channels: number, tag: string) => ({
        channels,
        games,
        seed: options.seed,
        players: 4,
        vpTarget: 15,
        noise: 0,
        runId: `${runId}-${tag}`,
      });
      // Warm-up (JIT, pool, plans), not measured.
      await playChannels(store, plan(1, 1, "warm"), [0], () => localBarrier(1));

      const dbOid = await walInspection(wal);
      const walBytes: number[] = [];
      const serverWalBytes: number[] = [];
      const sentBytes: number[] = [];
      let decisions = 0;
      const persistenceGames = options.persistenceGames ?? 3;
      for (let i = 0; i < persistenceGames; i++) {
        const before = await lsn(wal);
        const sent = bytesWritten;
        const report = await playChannels(
          store,
          { ...plan(1, 1, `io${i}`), seed: options.seed + i },
          [0],
          () => localBarrier(1),
        );
        sentBytes.push(bytesWritten - sent);
        const written = await walSince(wal, before, dbOid);
        walBytes.push(written.own);
        serverWalBytes.push(written.server);
        if (report.failures.length > 0) throw new Error(`bench game failed: ${report.failures[0]}`);
        decisions += report.acknowledged.length;
      }

      const channels = options.channels ?? 20;
      const concurrent = plan(channels, channels, "cc");
      const barriers = localBarrier(channels);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const report = await playChannels(
        store,
        concurrent,
        Array.from({ length: channels }, (_, i) => i),
        () => barriers as Barrier,
      );
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      if (report.failures.length > 0) throw new Error(`bench game failed: ${report.failures[0]}`);
      const clicks = report.latencies.length;

      // The RSS of a process varies by ±5 % from run to run (when V8 collects, how far its young
      // generation grew): the median of three processes.
      const rssRuns: RssReport[] = [];
      for (let run = 0; run < RSS_RUNS; run++)
        rssRuns.push(await rssChild(database.url, options.rssGames ?? 1000, options.seed + run));
      const rss = rssRuns.sort((a, b) => a.rssMb - b.rssMb)[Math.floor(RSS_RUNS / 2)] as RssReport;
      return {
        walBytesPerGame: Math.round(median(walBytes)),
        serverWalBytesPerGame: Math.round(median(serverWalBytes)),
        walOfOwnDatabase: dbOid !== null,
        bytesSentPerGame: Math.round(median(sentBytes)),
        persistenceGames,
        decisionsPerGame: round(decisions / persistenceGames),
        clickCpuMs: round((cpu.user + cpu.system) / 1000 / clicks),
        concurrentClicksPerSecond: round(clicks / seconds),
        concurrentClickMsP50: percentile(report.latencies, 0.5),
        concurrentClickMsP99: percentile(report.latencies, 0.99),
        concurrentChannels: channels,
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

// A start-up warm-up of the click path, measured and not run by the bot (issue 22, stop 40): a
// process's first clicks run cold code. Measured in one process on the same seeded games
// (src/bench/click-warmth.ts, 20 channels, ~5,300 clicks a run): the first run costs 0.3–0.9 ms more CPU per click than the next ones, and not from the database
// (a second run on a fresh database and pool is as cheap) nor the garbage collector (as many
// collections, as long): V8's optimising compiler, which compiled ~510 functions during the
// first run (~140 and ~90 in the next ones) on its background threads (0.55–0.75 ms of the
// process's CPU per click against 0.2–0.35 later), and the main thread running those functions
// unoptimised meanwhile. This plays a few complete games through the very code of a click — the
// interaction router and handler, the game service, the store on pg, the renders, the announcer —
// on a Discord stub (src/loadtest/discord-stub.ts: no request leaves the
// process) and on the bot's own database server, in temporary tables that shadow the real ones
// on one connection of its own: nothing is written to the real tables, and a session whose
// temporary tables could not be made writes nothing at all (it is read-only but for them).
// Run before the runs of `click-warmth.ts --startup`, two games cut the first run by ~0.35 ms per
// click, within the noise, for ~2 s of CPU, and they warm V8 but not the store's own pool: the bot
// does not run it at start (README, Benchmarks), so it lives with the benches, not in the bot.

import pg from "pg";
import { createPrismaClient, poolOf } from "../db/prisma.ts";
import { localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { processCpuMs } from "../loadtest/thread-cpu.ts";
import { PrismaStore } from "../store/index.ts";

/** Games played at once by the warm-up (each a complete 4-player game, ~265 clicks). */
export const WARM_UP_GAMES = 2;

export interface WarmUpReport {
  games: number;
  clicks: number;
  /** CPU of the whole process (V8's compiler threads included) and wall time, in ms. */
  cpuMs: number;
  ms: number;
}

/**
 * Every transaction of the session is read-only unless it says otherwise, so that a statement
 * that would reach a real table fails; the temporary tables are made in one read-write
 * transaction. PostgreSQL lets a read-only transaction write temporary tables.
 */
const READ_ONLY_SESSION = "-c default_transaction_read_only=on";

/**
 * One temporary table per table of the schema, alike (columns, defaults, constraints, indexes:
 * the ON CONFLICT targets), which the session's unqualified names reach first (pg_temp comes
 * before public in the search path). No foreign keys: a temporary table may not refer to others.
 */
const SHADOW_TABLES = `BEGIN READ WRITE;
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' LOOP
    EXECUTE format('CREATE TEMPORARY TABLE %I (LIKE public.%I INCLUDING ALL)', t, t);
  END LOOP;
END $$;
COMMIT`;

/** A pg client whose connection ends with the shadow tables made (pg-pool connects with a callback). */
class ShadowedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: (err: Error | null) => void): void;
  override connect(callback?: (err: Error | null) => void): Promise<pg.Client> | undefined {
    const connected = super.connect().then(async () => {
      await this.query(SHADOW_TABLES);
      return this as pg.Client;
    });
    if (!callback) return connected;
    connected.then(
      () => callback(null),
      (error: Error) => callback(error),
    );
    return undefined;
  }
}

/** The URL of a session on `databaseUrl`'s database that is read-only but for its temporary tables. */
export function readOnlySessionUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set("options", READ_ONLY_SESSION);
  return url.toString();
}

/**
 * Plays `games` complete games at once through the bot's click path on `databaseUrl`'s database
 * (in temporary tables, see above), then drops its connection (and with it the tables).
 */
export async function warmUpClicks(databaseUrl: string, games = WARM_UP_GAMES): Promise<WarmUpReport> {
  const cpu = processCpuMs();
  const started = performance.now();
  if (games <= 0) return { games: 0, clicks: 0, cpuMs: 0, ms: 0 };
  const prisma = createPrismaClient(readOnlySessionUrl(databaseUrl));
  const pool = poolOf(prisma);
  if (!pool) throw new Error("the warm-up needs the pool of createPrismaClient");
  // One session: temporary tables are the session's own. Its connection is made with them (a
  // failure fails the connection; and the session refuses writes to real tables anyway).
  pool.options.max = 1;
  (pool as unknown as { Client: typeof pg.Client }).Client = ShadowedClient;
  try {
    const report = await playChannels(
      new PrismaStore(prisma),
      {
        channels: games,
        games,
        seed: 0x5eed,
        players: 4,
        vpTarget: 15,
        noise: 0,
        runId: "warm-up",
        path: "handler",
        counting: "totals",
        uncounted: true,
      },
      Array.from({ length: games }, (_, i) => i),
      () => localBarrier(games),
    );
    if (report.failures.length > 0) throw new Error(`warm-up game failed: ${report.failures[0]}`);
    return {
      games,
      clicks: report.clicks,
      cpuMs: Math.round(processCpuMs() - cpu),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await prisma.$disconnect();
  }
}

// Interaction benchmark: the time of a "play" click as Discord calls the bot — the interaction
// handler (commands/game) on a discord.js interaction, Discord's REST layer stubbed and counted
// (src/loadtest/discord-stub.ts): load, act and save, render and publish the board and the panel —
// half with the engine cached, half from a service that never saw the game (a restart long after
// the game's state was written as its snapshot by the stopping process, as the bot does when a game
// leaves the hot path), and apart, cold clicks of a game whose last state was never written (kill
// -9: its snapshot is the every-SNAPSHOT_EVERY one, its tail up to that long). Beside it, the same
// click on the game service alone (act and the renders: what this bench timed before issue 22),
// and yardsticks on the same database: a bare Prisma upsert and one raw statement of the game's
// row with its snapshot (the figures of issue 14), one INSERT of a row the size of what a click
// sends (the click's own write: target click p99 ≤ 1.5 × its p99) and `SELECT 1` (the floor).
//
// All of them are interleaved sample by sample, so that anything that slows the database down
// during the run (autovacuum, a noisy neighbour) weighs on every figure alike.

import { constants, PerformanceObserver } from "node:perf_hooks";
import pg from "pg";
import { GameService, type GameSnapshot } from "../app/index.ts";
import { createPrismaClient, type PrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { runTotals, startRunTotals } from "../loadtest/discord-stub.ts";
import {
  type Clicker,
  handlerClicker,
  randomClick,
  serviceClicker,
  stopCountingContexts,
} from "../loadtest/loadtest.ts";
import { createLogger } from "../log/logger.ts";
import { AnnouncementQueue, PrismaStore } from "../store/index.ts";
import { decodeSnapshot } from "../store/snapshot-codec.ts";
import { countSocketWrites, socketBytes } from "./socket-bytes.ts";

export interface InteractionBench {
  interactionMsP50: number;
  interactionMsP99: number;
  baselineUpsertMsP50: number;
  baselineUpsertMsP99: number;
  /**
   * The same upsert as one plain SQL statement on a bare pg connection (no Prisma): what writing
   * the row costs at least. Target: interactionMsP99 ≤ 2 × baselineRawUpsertMsP99.
   */
  baselineRawUpsertMsP50: number;
  baselineRawUpsertMsP99: number;
  /** interactionMsP99 / baselineRawUpsertMsP99 (target ≤ 2). */
  interactionVsRawUpsertP99Ratio: number;
  /** interactionMsP99 / baselineUpsertMsP99; the target is ≤ 3 on a real Postgres. */
  interactionVsUpsertP99Ratio: number;
  /** Where both were measured: the server of DATABASE_URL, or an embedded server started for the bench. */
  interactionDb: "postgres" | "embedded";
  /** The engine cached in the service (the usual case: every click after the first). */
  interactionWarmMsP50: number;
  interactionWarmMsP99: number;
  /**
   * A service with an empty cache (after a restart or an eviction): the game is restored from its
   * row. As in the bot, the process that played the game wrote its state as the snapshot when the
   * game left it (`GameService.snapshotOnStop`, unmeasured, before the click) when it could: at a
   * quiet point short of the undoes the players may still ask for, past the stored snapshot
   * (`interactionColdQuickShare` of these clicks).
   */
  interactionColdMsP50: number;
  interactionColdMsP99: number;
  interactionColdQuickShare: number;
  /**
   * Cold clicks of a game whose state was never written when it left (kill -9): restored from its
   * every-SNAPSHOT_EVERY snapshot and the tail since, as many as the cold clicks above, apart from
   * every other figure (what every cold click cost before stop 46).
   */
  interactionKilledColdMsP50: number;
  interactionKilledColdMsP99: number;
  interactionKilledColdCpuMsP50: number;
  interactionKilledColdCpuMsP99: number;
  interactionSamples: number;
  /** Bytes a warm click sends to the database; the size of the yardstick write below. */
  clickBytesMean: number;
  /** One INSERT of a row of clickBytesMean bytes on a bare pg connection: a click's own write. */
  baselineClickWriteMsP50: number;
  baselineClickWriteMsP99: number;
  /** `SELECT 1` on the same connection: the floor of any round trip. */
  baselineSelect1MsP50: number;
  baselineSelect1MsP99: number;
  /** interactionMsP99 / baselineClickWriteMsP99 (target ≤ 1.5), and the same for warm clicks. */
  interactionVsClickWriteP99Ratio: number;
  interactionWarmVsClickWriteP99Ratio: number;
  /**
   * The handler click's p99 for the bot's steady mix (`interactionMixColdShare` of cold clicks,
   * STEADY_COLD_SHARE) rather than the bench's half cold, from the same samples (each group
   * weighted by its share), and its ratio to the click-sized write: beside the figures above.
   */
  interactionMixColdShare: number;
  interactionMixMsP99: number;
  interactionMixVsClickWriteP99Ratio: number;
  /** The game service's decision and the renders alone (the bench's click before issue 22). */
  serviceInteractionMsP50: number;
  serviceInteractionMsP99: number;
  serviceInteractionWarmMsP99: number;
  serviceInteractionColdMsP99: number;
  baselineSamples: number;
  /** Mean size of the snapshot column the upserts write (the same snapshots the games saved). */
  snapshotBytesMean: number;
  /**
   * Discord REST requests per handler click (the stub counts them: the panel's answer, board edits,
   * channel reads, pings posted and deleted), warm and cold clicks alike, and by kind.
   */
  interactionDiscordRequestsPerClick: number;
  interactionDiscordRequestsByKind: Record<string, number>;
  /**
   * What the slowest 1 % of the handler clicks were (the samples at and above their p99): how many
   * were cold, and how many had a garbage collection pause of the process during them (a major
   * one: mark-compact), with the pauses' time in them.
   */
  interactionSlowest: SlowestClicks;
  /**
   * The same for the warm clicks alone (their p99 and above), with their CPU: whether the slowest
   * warm clicks computed (their CPU near their time: the bot's code, GC, the JIT) or waited (the
   * database, the machine's other processes).
   */
  interactionWarmSlowest: SlowestClicks;
  /**
   * CPU time of this process (`process.cpuUsage`, all its threads) during each handler click, warm
   * and cold (cold45, an extra figure beside the times above: on a loaded shared machine a click's
   * time is mostly waiting, its CPU is what the bot's code costs). The clicks run one at a time.
   */
  interactionWarmCpuMsP50: number;
  interactionWarmCpuMsP99: number;
  interactionColdCpuMsMean: number;
  interactionColdCpuMsP50: number;
  interactionColdCpuMsP99: number;
}

export interface SlowestClicks {
  samples: number;
  cold: number;
  withGc: number;
  withMajorGc: number;
  /** The GC pauses' time within those clicks, in ms in all, and their own time in all. */
  gcMs: number;
  clicksMs: number;
  /** The process's CPU time (all its threads) during those clicks, in ms in all. */
  cpuMs: number;
}

export interface InteractionBenchOptions {
  /** Interaction samples of each path (warm and cold); as many upserts as interactions in total. */
  samplesPerPath: number;
  seed: number;
  /** A Postgres server (any database on it); unset: an embedded server. */
  databaseUrl?: string | undefined;
  players?: number;
  /** The game service's snapshot cadence (SNAPSHOT_EVERY); 80 when absent. */
  snapshotEvery?: number;
}

const GUILD = "bench-guild";

export async function benchInteraction(options: InteractionBenchOptions): Promise<InteractionBench> {
  const database = await throwawayDatabase(options.databaseUrl, "smashup_bench");
  try {
    const prisma = createPrismaClient(database.url);
    const raw = new pg.Client({ connectionString: database.url });
    await raw.connect();
    try {
      return { ...(await measureInteraction(prisma, options, raw)), interactionDb: database.kind };
    } finally {
      await raw.end();
      await prisma.$disconnect();
    }
  } finally {
    await database.drop();
  }
}

interface Samples {
  /** The bot's interaction handler (the real click), engine cached and not. */
  warm: number[];
  cold: number[];
  /** Cold clicks whose process had written the game's state when it left (of `cold`). */
  coldQuick: number;
  /** Cold clicks of a game whose state was never written when it left (kill -9), and their CPU. */
  killedCold: number[];
  killedColdCpu: number[];
  /** The game service's decision and the renders alone (the bench's click before issue 22). */
  serviceWarm: number[];
  serviceCold: number[];
  upsert: number[];
  rawUpsert: number[];
  /** One INSERT of a row the size of what a click sends to the database. */
  clickWrite: number[];
  /** `SELECT 1`: a round trip that does nothing. */
  select1: number[];
  snapshotBytes: number[];
  /** Bytes a warm handler click sent to the database (socket writes). */
  clickBytes: number[];
  /** Discord requests of the measured handler clicks (the run's totals), by kind, and how many clicks. */
  discord: Record<string, number>;
  discordClicks: number;
  /** The process's CPU time during each handler click (ms), warm and cold. */
  warmCpu: number[];
  coldCpu: number[];
  /** Each handler click's span (performance.now()) and whether it was cold, for `slowest`. */
  spans: ClickSpan[];
  /** The process's GC pauses during the run (perf_hooks). */
  pauses: GcPause[];
}

interface ClickSpan {
  /** When the click began and its answer came (the span includes the choice's making, µs). */
  start: number;
  end: number;
  ms: number;
  cold: boolean;
  /** The process's CPU time during the click (ms). */
  cpu: number;
}

interface GcPause {
  start: number;
  ms: number;
  major: boolean;
}

/** The game being played: the snapshot its players last saw (what their clicks were made from). */
interface Table {
  snapshot: GameSnapshot;
}

/** The measurement itself, on a migrated database that the caller owns. */
export async function measureInteraction(
  prisma: PrismaClient,
  options: Omit<InteractionBenchOptions, "databaseUrl">,
  raw?: pg.Client,
): Promise<Omit<InteractionBench, "interactionDb">> {
  return summarize(await measure(prisma, options, raw));
}

async function measure(
  prisma: PrismaClient,
  options: Omit<InteractionBenchOptions, "databaseUrl">,
  raw: pg.Client | undefined,
): Promise<Samples> {
  const store = new PrismaStore(prisma);
  const log = createLogger({ level: "silent", pretty: false });
  let seed = options.seed;
  const serviceOptions = {
    store,
    log,
    newSeed: () => seed++,
    ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
  };
  // As in the bot: the announcer's records ride on the game's next save (one queue per process).
  const warmQueue = new AnnouncementQueue();
  const warm = new GameService({ ...serviceOptions, announcements: warmQueue });
  const rng = makeChooserRng(options.seed);
  const players = options.players ?? 4;
  let games = 0;

  const newTable = async (): Promise<Table> => {
    games += 1;
    const opened = await warm.openLobby({
      guildId: GUILD,
      channelId: `bench-channel-${games}`,
      hostId: "bench-user-0",
      hostName: "Player 0",
      options: { selectionMode: "random" },
    });
    if (!opened.ok) throw new Error(`bench lobby refused: ${opened.reason}`);
    const gameId = opened.snapshot.record.id;
    for (let seat = 1; seat < players; seat++) {
      const joined = await warm.lobbyAction({
        gameId,
        userId: `bench-user-${seat}`,
        action: { kind: "join", name: `Player ${seat}` },
      });
      if (!joined.ok) throw new Error(`bench join refused: ${joined.reason}`);
    }
    const started = await warm.lobbyAction({ gameId, userId: "bench-user-0", action: { kind: "start" } });
    if (!started.ok) throw new Error(`bench start refused: ${started.reason}`);
    return { snapshot: started.snapshot };
  };

  // One click, from the board the player saw (`table.snapshot`) to its answer: through the bot's
  // interaction handler (Discord stubbed), or the game service and the renders alone. The decision
  // is what the player's click carries: made beforehand.
  const click = async (clicker: Clicker, table: Table): Promise<number> => {
    const input = randomClick(table.snapshot, rng);
    if (!input) throw new Error("the bench game has no pending prompt");
    const started = performance.now();
    const result = await clicker.click(input);
    const elapsed = performance.now() - started;
    if (!result?.ok) throw new Error(`the bench decision was refused: ${result?.reason}`);
    table.snapshot = result.snapshot;
    return elapsed;
  };

  // The rows as stored (read unmeasured: the service's records do not hold the snapshot): the
  // game row and its documents (setup, snapshot), kept in a table of their own since issue 14.
  const storedRows = async (table: Table) => {
    const row = await prisma.gameDocuments.findUniqueOrThrow({
      where: { gameId: table.snapshot.record.id },
      select: { setup: true, snapshot: true, snapshotZ: true, snapshotSeq: true },
    });
    // Stored compressed since issue 22: the baseline writes the document itself, as before.
    const snapshot = (
      row.snapshotZ
        ? JSON.parse(decodeSnapshot(Buffer.from(row.snapshotZ).toString("base64")))
        : (row.snapshot ?? null)
    ) as object | null;
    return { ...table.snapshot.record, setup: row.setup as object, snapshot, snapshotSeq: row.snapshotSeq };
  };

  // The baseline writes what the click just saved, the game row with its current setup and
  // snapshot, as a plain Prisma upsert would: it leaves the rows as it found them, so the game goes
  // on unaffected.
  const upsert = async (table: Table): Promise<{ ms: number; bytes: number }> => {
    const record = await storedRows(table);
    const documents = {
      setup: record.setup,
      snapshot: record.snapshot ?? Prisma.DbNull,
      snapshotSeq: record.snapshotSeq,
    };
    const started = performance.now();
    await prisma.game.upsert({
      where: { id: record.id },
      create: {
        id: record.id,
        guildId: record.guildId,
        channelId: record.channelId,
        status: record.status,
        version: record.version,
        documents: { create: documents },
      },
      update: { version: record.version, documents: { upsert: { create: documents, update: documents } } },
    });
    return { ms: performance.now() - started, bytes: Buffer.byteLength(JSON.stringify(record.snapshot)) };
  };

  // The same write as one statement on a bare connection: the floor of any save of these rows.
  const rawUpsert = async (table: Table): Promise<number> => {
    if (!raw) return 0;
    const record = await storedRows(table);
    const started = performance.now();
    await raw.query({
      name: "bench-raw-upsert",
      text: `WITH game_row AS (
               INSERT INTO game (id, guild_id, channel_id, status, version)
               VALUES ($1, $2, $3, $4::game_status, $5)
               ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version
               RETURNING id
             )
             INSERT INTO game_documents (game_id, setup, snapshot, snapshot_seq)
             SELECT id, $6::jsonb, $7::json, $8 FROM game_row
             ON CONFLICT (game_id) DO UPDATE SET setup = EXCLUDED.setup, snapshot = EXCLUDED.snapshot,
               snapshot_seq = EXCLUDED.snapshot_seq`,
      values: [
        record.id,
        record.guildId,
        record.channelId,
        record.status,
        record.version,
        JSON.stringify(record.setup),
        record.snapshot === null ? null : JSON.stringify(record.snapshot),
        record.snapshotSeq,
      ],
    });
    return performance.now() - started;
  };

  // A click's own size: one row of the bytes a warm click sends (measured in the warm-up).
  const clickWrite = async (bytes: number): Promise<number> => {
    if (!raw) return 0;
    const started = performance.now();
    await raw.query({
      name: "bench-click-write",
      text: "INSERT INTO bench_click_write (body) VALUES ($1)",
      values: ["x".repeat(bytes)],
    });
    return performance.now() - started;
  };
  const select1 = async (): Promise<number> => {
    if (!raw) return 0;
    const started = performance.now();
    await raw.query({ name: "bench-select-1", text: "SELECT 1" });
    return performance.now() - started;
  };
  await raw?.query("CREATE TABLE IF NOT EXISTS bench_click_write (id bigserial PRIMARY KEY, body text)");

  const samples: Samples = {
    warm: [],
    cold: [],
    coldQuick: 0,
    killedCold: [],
    killedColdCpu: [],
    serviceWarm: [],
    serviceCold: [],
    upsert: [],
    rawUpsert: [],
    clickWrite: [],
    select1: [],
    snapshotBytes: [],
    clickBytes: [],
    discord: {},
    discordClicks: 0,
    warmCpu: [],
    coldCpu: [],
    spans: [],
    pauses: [],
  };
  // The clicks track no async context (AsyncLocalStorage hooks every promise: a cost the bot does
  // not pay); their Discord requests are counted by the run's totals, over the handler clicks.
  stopCountingContexts();
  const counted = { contexts: false };
  const handler = handlerClicker(store, warm, log, { queue: warmQueue, ...counted });
  const service = serviceClicker(warm, counted);
  /** A clicker on a service that has never seen the game, as after a restart. */
  const coldClicker = (path: "handler" | "service"): Clicker => {
    const queue = new AnnouncementQueue();
    const fresh = new GameService({ ...serviceOptions, announcements: queue });
    return path === "handler"
      ? handlerClicker(store, fresh, log, { queue, ...counted })
      : serviceClicker(fresh, counted);
  };
  let table = await newTable();
  const next = async (): Promise<Table> => {
    if (table.snapshot.record.status !== "active") table = await newTable();
    return table;
  };
  // The kill -9 game: played only by cold clicks, each from a process that dies without writing
  // its state (the warm service saw it only at its start, when there is nothing to write).
  let killedTable = await newTable();
  const nextKilled = async (): Promise<Table> => {
    if (killedTable.snapshot.record.status !== "active") killedTable = await newTable();
    return killedTable;
  };

  // Warm-up: JIT, connection pool and plan caches, not measured; a click's size.
  countSocketWrites();
  for (let i = 0; i < 30; i++) {
    const before = socketBytes();
    await click(handler, await next());
    samples.clickBytes.push(socketBytes() - before);
    await click(service, await next());
    await upsert(await next());
    await rawUpsert(await next());
  }
  await handler.settled();
  const clickBytes = Math.round(mean(samples.clickBytes));
  for (let i = 0; i < 10; i++) {
    await clickWrite(clickBytes);
    await select1();
  }

  // Every kind of sample in turn, so that a busy moment weighs on all alike. Only handler clicks
  // make Discord requests: the run's totals, once every edit they paced went out, are theirs.
  // Every GC pause of the run, to tell which slow clicks had one (`slowest`).
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      samples.pauses.push({
        start: e.startTime,
        ms: e.duration,
        major: kind === constants.NODE_PERFORMANCE_GC_MAJOR,
      });
    }
  });
  gcObserver.observe({ entryTypes: ["gc"] });
  startRunTotals();
  // Rounds of five: a warm and a cold handler click, the same on the service alone, and a cold
  // handler click of the kill -9 game.
  for (let i = 0; i < options.samplesPerPath * 5; i++) {
    const cold = i % 5 === 1 || i % 5 === 3 || i % 5 === 4;
    const killed = i % 5 === 4;
    const path = i % 5 < 2 || killed ? "handler" : "service";
    const current = killed ? await nextKilled() : await next();
    const clicker = cold ? coldClicker(path) : path === "handler" ? handler : service;
    // The process that played the game stopped long before this click: it wrote the game's state
    // as its snapshot then (when the game stood at a quiet point), unmeasured.
    if (cold && !killed && (await warm.snapshotOnStop()) > 0 && path === "handler") samples.coldQuick++;
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const ms = await click(clicker, current);
    const end = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    // A warm click's record waits for the game's next save, as in the bot; a cold process's is written.
    if (cold) await clicker.settled();
    if (killed) {
      samples.discordClicks += 1;
      samples.killedCold.push(ms);
      samples.killedColdCpu.push((cpu.user + cpu.system) / 1000);
      continue;
    }
    if (path === "handler") {
      (cold ? samples.cold : samples.warm).push(ms);
      (cold ? samples.coldCpu : samples.warmCpu).push((cpu.user + cpu.system) / 1000);
      samples.spans.push({ start, end, ms, cold, cpu: (cpu.user + cpu.system) / 1000 });
      samples.discordClicks += 1;
    } else (cold ? samples.serviceCold : samples.serviceWarm).push(ms);
    if (cold) await warm.load(current.snapshot.record.id); // the warm service catches up, unmeasured
    // The yardsticks once per handler click.
    if (path === "service") continue;
    if (raw) {
      samples.clickWrite.push(await clickWrite(clickBytes));
      samples.select1.push(await select1());
    }
    if (current.snapshot.record.status !== "active") continue;
    const written = await upsert(current);
    samples.upsert.push(written.ms);
    samples.snapshotBytes.push(written.bytes);
    if (raw) samples.rawUpsert.push(await rawUpsert(current));
  }
  await handler.settled();
  runTotals.on = false;
  samples.discord = { ...runTotals.discord };
  // The entries of the last pauses come in a callback of their own.
  await new Promise<void>((resolve) => setImmediate(resolve));
  gcObserver.disconnect();
  return samples;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

function summarize(s: Samples): Omit<InteractionBench, "interactionDb"> {
  const all = [...s.warm, ...s.cold];
  const interactionMsP99 = percentile(all, 0.99);
  const clickWriteMsP99 = percentile(s.clickWrite, 0.99);
  const serviceAll = [...s.serviceWarm, ...s.serviceCold];
  const baselineUpsertMsP99 = percentile(s.upsert, 0.99);
  const baselineRawUpsertMsP99 = percentile(s.rawUpsert, 0.99);
  const mixMsP99 = mixPercentile(s.warm, s.cold, STEADY_COLD_SHARE, 0.99);
  return {
    baselineRawUpsertMsP50: percentile(s.rawUpsert, 0.5),
    baselineRawUpsertMsP99,
    interactionVsRawUpsertP99Ratio: baselineRawUpsertMsP99
      ? round(interactionMsP99 / baselineRawUpsertMsP99)
      : 0,
    interactionMsP50: percentile(all, 0.5),
    interactionMsP99,
    baselineUpsertMsP50: percentile(s.upsert, 0.5),
    baselineUpsertMsP99,
    interactionVsUpsertP99Ratio: round(interactionMsP99 / baselineUpsertMsP99),
    interactionWarmMsP50: percentile(s.warm, 0.5),
    interactionWarmMsP99: percentile(s.warm, 0.99),
    interactionColdMsP50: percentile(s.cold, 0.5),
    interactionColdMsP99: percentile(s.cold, 0.99),
    interactionColdQuickShare: round(s.coldQuick / Math.max(1, s.cold.length)),
    interactionKilledColdMsP50: percentile(s.killedCold, 0.5),
    interactionKilledColdMsP99: percentile(s.killedCold, 0.99),
    interactionKilledColdCpuMsP50: percentile(s.killedColdCpu, 0.5),
    interactionKilledColdCpuMsP99: percentile(s.killedColdCpu, 0.99),
    interactionSamples: all.length,
    clickBytesMean: Math.round(mean(s.clickBytes)),
    baselineClickWriteMsP50: percentile(s.clickWrite, 0.5),
    baselineClickWriteMsP99: clickWriteMsP99,
    baselineSelect1MsP50: percentile(s.select1, 0.5),
    baselineSelect1MsP99: percentile(s.select1, 0.99),
    interactionVsClickWriteP99Ratio: clickWriteMsP99 ? round(interactionMsP99 / clickWriteMsP99) : 0,
    interactionWarmVsClickWriteP99Ratio: clickWriteMsP99
      ? round(percentile(s.warm, 0.99) / clickWriteMsP99)
      : 0,
    interactionMixColdShare: STEADY_COLD_SHARE,
    interactionMixMsP99: mixMsP99,
    interactionMixVsClickWriteP99Ratio: clickWriteMsP99 ? round(mixMsP99 / clickWriteMsP99) : 0,
    serviceInteractionMsP50: percentile(serviceAll, 0.5),
    serviceInteractionMsP99: percentile(serviceAll, 0.99),
    serviceInteractionWarmMsP99: percentile(s.serviceWarm, 0.99),
    serviceInteractionColdMsP99: percentile(s.serviceCold, 0.99),
    baselineSamples: s.upsert.length,
    snapshotBytesMean: Math.round(
      s.snapshotBytes.reduce((a, b) => a + b, 0) / Math.max(1, s.snapshotBytes.length),
    ),
    interactionDiscordRequestsPerClick: round(
      Object.values(s.discord).reduce((a, b) => a + b, 0) / Math.max(1, s.discordClicks),
    ),
    interactionSlowest: slowest(s.spans, s.pauses, 0.99),
    interactionWarmSlowest: slowest(
      s.spans.filter((span) => !span.cold),
      s.pauses,
      0.99,
    ),
    interactionWarmCpuMsP50: percentile(s.warmCpu, 0.5),
    interactionWarmCpuMsP99: percentile(s.warmCpu, 0.99),
    interactionColdCpuMsMean: round(mean(s.coldCpu)),
    interactionColdCpuMsP50: percentile(s.coldCpu, 0.5),
    interactionColdCpuMsP99: percentile(s.coldCpu, 0.99),
    interactionDiscordRequestsByKind: Object.fromEntries(
      Object.entries(s.discord).map(([kind, n]) => [kind, round(n / Math.max(1, s.discordClicks))]),
    ),
  };
}

/**
 * The share of cold clicks (the game restored from its row) in the bot's steady state: a game is
 * cold after a restart or once evicted from the cache of 200 games, under 1 % of clicks (issue 22).
 * The bench makes half its clicks cold, so its p99 is about the cold clicks' 98th percentile.
 */
export const STEADY_COLD_SHARE = 0.01;

/**
 * Nearest-rank percentile of warm and cold samples mixed as `coldShare` of cold clicks, whatever
 * how many of each were measured: each group's samples share its weight. In ms rounded to 0.01.
 */
export function mixPercentile(
  warm: readonly number[],
  cold: readonly number[],
  coldShare: number,
  p: number,
): number {
  if (warm.length === 0) return percentile(cold, p);
  if (cold.length === 0) return percentile(warm, p);
  const weighted = [
    ...warm.map((ms) => ({ ms, weight: (1 - coldShare) / warm.length })),
    ...cold.map((ms) => ({ ms, weight: coldShare / cold.length })),
  ]
    .filter((s) => s.weight > 0)
    .sort((a, b) => a.ms - b.ms);
  let cumulative = 0;
  for (const s of weighted) {
    cumulative += s.weight;
    // Sums of many small weights fall short of an exact p by rounding.
    if (cumulative >= p - 1e-9) return round(s.ms);
  }
  return round((weighted.at(-1) as { ms: number }).ms);
}

/**
 * The clicks at and above the `p` percentile (nearest rank, as `percentile`): how many were cold,
 * how many overlapped a GC pause (a major one), and the pauses' time within them.
 */
export function slowest(spans: readonly ClickSpan[], pauses: readonly GcPause[], p: number): SlowestClicks {
  const sorted = [...spans].sort((a, b) => a.ms - b.ms);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  const top = sorted.slice(rank - 1);
  const out: SlowestClicks = {
    samples: top.length,
    cold: 0,
    withGc: 0,
    withMajorGc: 0,
    gcMs: 0,
    clicksMs: 0,
    cpuMs: 0,
  };
  for (const span of top) {
    if (span.cold) out.cold += 1;
    out.clicksMs += span.ms;
    out.cpuMs += span.cpu;
    let gc = false;
    let major = false;
    for (const pause of pauses) {
      const overlap = Math.min(span.end, pause.start + pause.ms) - Math.max(span.start, pause.start);
      if (overlap <= 0) continue;
      gc = true;
      major ||= pause.major;
      out.gcMs += overlap;
    }
    if (gc) out.withGc += 1;
    if (major) out.withMajorGc += 1;
  }
  out.gcMs = round(out.gcMs);
  out.clicksMs = round(out.clicksMs);
  out.cpuMs = round(out.cpuMs);
  return out;
}

/** Nearest-rank percentile, in ms rounded to 0.01. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return round(sorted[rank - 1] as number);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

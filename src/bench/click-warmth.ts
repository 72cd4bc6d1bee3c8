// Why the first 20-channel handler run of a process costs more CPU per click than the second
// (issue 22, clk32): runs of the same seeded games in one process, each with its process and
// main-thread CPU per click (the difference is V8's background threads: the optimising compiler,
// the GC's helpers), its garbage collections (count and pause, perf_hooks) and, with `--profile`,
// its CPU profile by layer. `node --import tsx src/bench/click-warmth.ts [runs] [--fresh-db] [--profile]
// [--startup[=N]] [--budget=B] [--warm=N]`; each run also reports its scavenges apart and the RSS.

import "../../cards/index.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { constants, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { processCpuMs, threadCpuMs, threadsCpuMsByName } from "../loadtest/thread-cpu.ts";
import { PrismaStore } from "../store/index.ts";
import { handlerPlans } from "./click-plan.ts";
import { warmUpClicks } from "./startup-warm-up.ts";

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const profile = args.some((a) => a === "--profile" || a.startsWith("--profile="));
// `--profile[=DIR]`: where the runs' profiles go (/tmp/clk32 by default); `--interval=US`: the
// profiler's sampling interval (200 µs by default).
const profileDir = args.find((a) => a.startsWith("--profile="))?.slice(10) ?? "/tmp/clk32";
const interval = Number(args.find((a) => a.startsWith("--interval="))?.slice(11) ?? 200);
const channels = 20;

const gc = { count: 0, ms: 0, minor: 0, minorMs: 0, major: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.count += 1;
    gc.ms += e.duration;
    // Scavenges (the young generation) apart from the rest (mark-compact, incremental marking steps).
    if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gc.minor += 1;
      gc.minorMs += e.duration;
    }
    if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.major += 1;
      gc.majorMs += e.duration;
    }
  }
}).observe({ entryTypes: ["gc"] });

const freshDb = args.includes("--fresh-db");
let database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_warmth");
let prisma = createPrismaClient(database.url);
let store = new PrismaStore(prisma);
const plan = handlerPlans(channels, false);
const warmGames = Number(args.find((a) => a.startsWith("--warm="))?.slice(7) ?? 1);
// `--budget=N`: V8's interrupt budget during the warm-up (functions optimised after less work).
const budget = args.find((a) => a.startsWith("--budget="))?.slice(9);
if (budget) v8.setFlagsFromString(`--interrupt-budget=${budget}`);
const w0 = processCpuMs();
// `--startup[=N]`: the bot's start-up warm-up (N games, else the bot's default) before the one warm
// game the bench plays.
const startup = args.find((a) => a === "--startup" || a.startsWith("--startup="));
if (startup) {
  const report = await warmUpClicks(
    database.url,
    startup.includes("=") ? Number(startup.slice(10)) : undefined,
  );
  process.stderr.write(`start-up warm-up: ${JSON.stringify(report)}\n`);
}
// The budget lowered for the start-up warm-up when there is one, else for the warm game.
if (budget && startup) v8.setFlagsFromString("--interrupt-budget=67584");
await playChannels(
  store,
  { ...plan(warmGames, "warm"), counting: "totals" },
  Array.from({ length: warmGames }, (_, i) => i),
  () => localBarrier(warmGames),
);
if (budget && !startup) v8.setFlagsFromString("--interrupt-budget=67584");
process.stderr.write(`warm-up: ${Math.round(processCpuMs() - w0)} ms CPU\n`);
const session = new Session();
session.connect();
for (let run = 1; run <= runs; run++) {
  if (freshDb && run > 1) {
    // A database (and pool) that never saw a click: only the process's own state carries over.
    await prisma.$disconnect();
    await database.drop();
    database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_warmth");
    prisma = createPrismaClient(database.url);
    store = new PrismaStore(prisma);
    await playChannels(store, plan(1, `warm${run}`), [0], () => localBarrier(1));
  }
  const g0 = { ...gc };
  const heap0 = process.memoryUsage().heapUsed;
  const newSpaceMb = () =>
    +(
      (v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0) /
      2 ** 20
    ).toFixed(1);
  // The young generation's size as the run starts (V8 grows it from 1 MB as the process allocates).
  const newSpaceAtStartMb = newSpaceMb();
  if (profile) {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval });
    await session.post("Profiler.start");
  }
  console.log(`=== RUN ${run} START`);
  const p0 = processCpuMs();
  const m0 = threadCpuMs() ?? 0;
  const byThread0 = threadsCpuMsByName();
  const t0 = performance.now();
  const report = await playChannels(
    store,
    plan(channels, `r${run}`),
    Array.from({ length: channels }, (_, i) => i),
    () => localBarrier(channels),
  );
  const wall = performance.now() - t0;
  const p = processCpuMs() - p0;
  const m = (threadCpuMs() ?? 0) - m0;
  const byThread1 = threadsCpuMsByName();
  console.log(`=== RUN ${run} END`);
  if (profile) {
    const { profile: prof } = (await session.post("Profiler.stop")) as { profile: unknown };
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(`${profileDir}/run${run}.cpuprofile`, JSON.stringify(prof));
  }
  const clicks = report.latencies.length;
  process.stderr.write(
    `${JSON.stringify({
      run,
      clicks,
      processCpuMsPerClick: +(p / clicks).toFixed(3),
      mainThreadCpuMsPerClick: +(m / clicks).toFixed(3),
      otherThreadsCpuMsPerClick: +((p - m) / clicks).toFixed(3),
      clicksPerSecond: Math.round(clicks / (wall / 1000)),
      gcCount: gc.count - g0.count,
      gcMsPerClick: +((gc.ms - g0.ms) / clicks).toFixed(3),
      scavenges: gc.minor - g0.minor,
      scavengeMsPerClick: +((gc.minorMs - g0.minorMs) / clicks).toFixed(3),
      majorGcs: gc.major - g0.major,
      majorGcMsPerClick: +((gc.majorMs - g0.majorMs) / clicks).toFixed(3),
      // Each thread name's CPU per click in the run (V8's platform workers: TurboFan, GC helpers).
      threadsCpuMsPerClick: Object.fromEntries(
        [...(byThread1 ?? [])].map(([name, ms]) => [
          name,
          +((ms - (byThread0?.get(name) ?? 0)) / clicks).toFixed(3),
        ]),
      ),
      newSpaceAtStartMb,
      newSpaceMb: newSpaceMb(),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
      heapGrowthMb: +((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(1),
      failures: report.failures.length,
    })}\n`,
  );
}
session.disconnect();
await prisma.$disconnect();
await database.drop();
process.exit(0);

// `npm run -s loadtest -- --db embedded|postgres --channels N --games G [--seed S] [--players P]
// [--vp V] [--noise X] [--processes P] [--json]`: G complete games played at once in N channels
// through the code of a click, on a database made for the run (see src/loadtest/loadtest.ts).
// With --processes P, P processes (each a game service and a database pool of its own, as bot
// processes of several shards) share the channels of one database. With --json, the last line is
// { db, channels, games, finished, interactions, failed, lost, p50Ms, p99Ms, clicksPerSecond,
// processes }. Exits 1 when a game did not finish, a click failed or a decision was lost.

import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import {
  type ChannelsReport,
  type ClickPath,
  mergeReports,
  playShare,
  summarizeRun,
} from "../loadtest/loadtest.ts";
import { PrismaStore } from "../store/index.ts";
import { runJsonChild } from "./json-child.ts";

const DEFAULT_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres";

function fail(message: string): never {
  process.stderr.write(`loadtest: ${message}\n`);
  process.exit(2);
}

function count(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be an integer from ${min} to ${max}`);
  return n;
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        db: { type: "string", default: "embedded" },
        channels: { type: "string", default: "20" },
        games: { type: "string" },
        seed: { type: "string", default: "1" },
        players: { type: "string", default: "4" },
        vp: { type: "string", default: "15" },
        noise: { type: "string", default: "0.05" },
        processes: { type: "string", default: "1" },
        path: { type: "string", default: "handler" },
        json: { type: "boolean", default: false },
        // Internal: this process is worker I of the run on database URL.
        worker: { type: "string" },
        url: { type: "string" },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (values.db !== "embedded" && values.db !== "postgres") fail("--db must be embedded or postgres");
if (values.path !== "handler" && values.path !== "service") fail("--path must be handler or service");
const channels = count("channels", values.channels, 1, 1000);
const noise = Number(values.noise);
if (!(noise >= 0 && noise <= 1)) fail("--noise must be a number from 0 to 1");
const plan = {
  channels,
  games: count("games", values.games ?? String(channels), 1, 100_000),
  seed: count("seed", values.seed, -(2 ** 31), 2 ** 31 - 1),
  players: count("players", values.players, 2, 4),
  vpTarget: count("vp", values.vp, 1, 100),
  noise,
  runId: Date.now().toString(36),
  path: values.path as ClickPath,
};

const processes = count("processes", values.processes, 1, 16);

// A worker plays its share of the channels and prints its report (plain data) as its last line.
if (values.worker !== undefined && values.url) {
  const prisma = createPrismaClient(values.url);
  const started = performance.now();
  const report = await playShare(new PrismaStore(prisma), plan, Number(values.worker), processes);
  const seconds = (performance.now() - started) / 1000;
  await prisma.$disconnect();
  // A pipe is written asynchronously: exiting at once cut a long report short.
  process.stdout.write(`${JSON.stringify({ report, seconds })}\n`, () => process.exit(0));
  await new Promise(() => {});
}

/** Runs the workers (this script again), all at once, and merges their reports. */
async function playInProcesses(url: string): Promise<{ report: ChannelsReport; seconds: number }> {
  const script = fileURLToPath(import.meta.url);
  const args = process.argv.slice(2).filter((a) => a !== "--json");
  const runs = Array.from({ length: processes }, (_, index) =>
    runJsonChild<{ report: ChannelsReport; seconds: number }>(script, [
      ...args,
      "--worker",
      String(index),
      "--url",
      url,
    ]),
  );
  const done = await Promise.all(runs);
  // Throughput over the time the slowest process played (process start-up left out).
  return {
    report: mergeReports(done.map((d) => d.report)),
    seconds: Math.max(...done.map((d) => d.seconds)),
  };
}

const serverUrl = values.db === "postgres" ? process.env.DATABASE_URL || DEFAULT_SERVER : undefined;
const database = await throwawayDatabase(serverUrl, "smashup_loadtest").catch((error: unknown) =>
  fail(`no database: ${(error as Error).message}`),
);
let ok = false;
try {
  const prisma = createPrismaClient(database.url);
  try {
    const store = new PrismaStore(prisma);
    let played: { report: ChannelsReport; seconds: number };
    if (processes === 1) {
      const started = performance.now();
      played = { report: await playShare(store, plan, 0, 1), seconds: 0 };
      played.seconds = (performance.now() - started) / 1000;
    } else {
      played = await playInProcesses(database.url);
    }
    const result = await summarizeRun(store, values.db, plan, played.report, played.seconds);
    const summary = { ...result.summary, processes };
    ok = summary.failed === 0 && summary.lost === 0 && summary.finished === summary.games;
    const details = [
      `${summary.games} games of ${plan.players} players in ${summary.channels} channels on the ${summary.db} database, ${processes} process(es): ` +
        `${summary.finished} finished, ${result.decisions} decisions in ${result.seconds} s`,
      `${summary.interactions} interactions, ${summary.clicksPerSecond}/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms`,
      `per click (${summary.path} path): ${summary.queriesPerClick} database queries ` +
        `(${summary.queriesBeforeAnswerPerClick} before the answer), ${summary.discordRequestsPerClick} Discord requests ` +
        JSON.stringify(result.report.discordRequests),
      `refusals: ${JSON.stringify(result.refusals)} (stale and not-your-prompt are expected)`,
      `failed: ${summary.failed}, lost: ${summary.lost}`,
      ...result.failures.slice(0, 20).map((f) => `  failure: ${f}`),
      ...result.lostDetails.slice(0, 20).map((l) => `  lost: ${l}`),
    ];
    (values.json ? process.stderr : process.stdout).write(`${details.join("\n")}\n`);
    if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await database.drop();
}
process.exit(ok ? 0 : 1);

// `npm run -s loadtest -- --db embedded|postgres --channels N --games G [--seed S] [--players P]
// [--vp V] [--noise X] [--processes P] [--kill-db-every S] [--pictures off|on|compare]
// [--picture-interval MS] [--picture-nice N|none] [--picture-share X] [--picture-burst MS]
// [--picture-idle-boost on|off] [--picture-renderer pool|stub] [--dms on|off] [--json]`: G complete games played at once in N channels
// through the code of a click, on a database made for the run (see src/loadtest/loadtest.ts).
// With --dms on, every player chooses DMs for their notices before their game starts (issue 26).
// With --processes P, P processes (each a game service and a database pool of its own, as bot
// processes of several shards) share the channels of one database. With --json, the last line is
// { db, channels, games, finished, interactions, failed, lost, p50Ms, p99Ms, clicksPerSecond,
// processes, kills }. Exits 1 when a game did not finish, a click failed or a decision was lost.
// With --kill-db-every S (embedded database, one process), the embedded server's postmaster is
// killed with SIGKILL at random moments, S seconds apart on average (from S/2 to 3S/2), while the
// games are played: it is restarted as the bot restarts it, and clicks during the gap get the
// bot's "the database is restarting" (counted as db-restarting refusals) and are clicked again.
// With --pictures on, the boards' pictures are drawn on the bot's worker pool and sent as in the
// bot; --pictures compare plays a warm-up pass (not counted), then the run without, with, with and
// without pictures (so that warming up favours neither), --compare-rounds R times (3), each pass 3 games per channel in turn unless
// --games says (sustained play: see defaultGames), and prints the clicks per second of each mode,
// the median of the ratios of the passes paired side by side and their spread, and the event
// loop's delay (p99); with --json its last line is { off, on, ratio, ratioSpread, ratios, ... }.
// --picture-interval and --picture-nice set the pacing of a game's drawings and the workers'
// priority (defaults: the bot's; `--picture-nice none`: the process's), and --picture-share the
// drawings' share of one core (0 < X <= 1; default the bot's, PICTURE_CPU_SHARE), --picture-burst
// the CPU ms they may spend at once after a quiet while (0 to 10000; default PICTURE_BURST_MS) and
// --picture-idle-boost off keeps them to their share while the main thread idles, to measure each;
// --picture-renderer stub draws nothing (src/loadtest/picture-stub.ts): the main thread's own
// picture path without a drawing thread beside it.
// Each pass and mode also prints the main
// thread's CPU per click (and the process's, worker threads included): on a shared machine the
// main thread's CPU per click, pictures on vs off in one run, is the steadier figure.
// With --ai easy|normal|hard, one seat of every game is an AI of that level (issue 23), answered by
// the bot's AI driver on its worker pool; --ai compare plays the run four times, without, with
// (--ai-level, default hard), with and without AI seats, after a warm-up pass that is not counted,
// and prints the people's click p99 of each
// mode and their ratio (issue 23: at most 1.2); with --json its last line is { off, on, p99Ratio }.

import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { percentile } from "../bench/interaction.ts";
import { snapshotEveryOf } from "../config/config.ts";
import type { EmbeddedPostgres } from "../db/embedded.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import {
  type ChannelsReport,
  type ClickPath,
  defaultGames,
  type LoadPlan,
  type LoadtestResult,
  mergeReports,
  playShare,
  summarizeRun,
} from "../loadtest/loadtest.ts";
import { median } from "../stats/quantile.ts";
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

function share(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 1) fail("--picture-share must be a number above 0, at most 1");
  return n;
}

function renderer(value: string): "pool" | "stub" {
  if (value !== "pool" && value !== "stub") fail("--picture-renderer must be pool or stub");
  return value;
}

function onOff(value: string): boolean {
  if (value !== "on" && value !== "off") fail("--picture-idle-boost must be on or off");
  return value === "on";
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
        "kill-db-every": { type: "string" },
        path: { type: "string", default: "handler" },
        pictures: { type: "string", default: "off" },
        // With pictures: the least ms between two drawings of a game, the workers' nice value
        // (defaults: the bot's), to measure what each changes.
        "picture-interval": { type: "string" },
        "picture-nice": { type: "string" },
        "picture-share": { type: "string" },
        "picture-burst": { type: "string" },
        "picture-idle-boost": { type: "string" },
        "picture-renderer": { type: "string" },
        // With --pictures compare: how many times the passes off, on, on, off are played.
        "compare-rounds": { type: "string", default: "3" },
        ai: { type: "string", default: "off" },
        // Every player chooses DMs for their notices before their game starts (issue 26).
        dms: { type: "string", default: "off" },
        "ai-level": { type: "string", default: "hard" },
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
if (values.dms !== "on" && values.dms !== "off") fail("--dms must be on or off");
if (values.dms === "on" && values.path !== "handler") fail("--dms on needs the handler path");
const channels = count("channels", values.channels, 1, 1000);
const noise = Number(values.noise);
if (!(noise >= 0 && noise <= 1)) fail("--noise must be a number from 0 to 1");
const plan = {
  channels,
  games: count("games", values.games ?? String(defaultGames(channels, values.pictures)), 1, 100_000),
  seed: count("seed", values.seed, -(2 ** 31), 2 ** 31 - 1),
  players: count("players", values.players, 2, 4),
  vpTarget: count("vp", values.vp, 1, 100),
  noise,
  runId: Date.now().toString(36),
  path: values.path as ClickPath,
  ...(values.dms === "on" ? { dms: true } : {}),
  // The bot's snapshot cadence, from this process's environment as the bot's from its configuration.
  snapshotEvery: snapshotEveryOf(process.env),
  ...(values["picture-interval"] !== undefined
    ? { pictureIntervalMs: count("picture-interval", values["picture-interval"], 0, 99_999) }
    : {}),
  ...(values["picture-share"] !== undefined ? { pictureShare: share(values["picture-share"]) } : {}),
  ...(values["picture-burst"] !== undefined
    ? { pictureBurstMs: count("picture-burst", values["picture-burst"], 0, 10_000) }
    : {}),
  ...(values["picture-renderer"] !== undefined
    ? { pictureRenderer: renderer(values["picture-renderer"]) }
    : {}),
  ...(values["picture-idle-boost"] !== undefined
    ? { pictureIdleBoost: onOff(values["picture-idle-boost"]) }
    : {}),
  ...(values["picture-nice"] !== undefined
    ? {
        pictureNice:
          values["picture-nice"] === "none" ? null : count("picture-nice", values["picture-nice"], 0, 19),
      }
    : {}),
};

const processes = count("processes", values.processes, 1, 16);
const LEVELS = ["easy", "normal", "hard"] as const;
type Level = (typeof LEVELS)[number];
const isLevel = (v: string): v is Level => (LEVELS as readonly string[]).includes(v);
if (values.ai !== "off" && values.ai !== "compare" && !isLevel(values.ai))
  fail("--ai must be off, easy, normal, hard or compare");
if (!isLevel(values["ai-level"])) fail("--ai-level must be easy, normal or hard");
if (values.ai !== "off" && (processes !== 1 || values.path !== "handler" || values.pictures === "compare"))
  fail("--ai needs one process and the handler path (and no --pictures compare)");
if (values.ai !== "off" && plan.players < 2) fail("--ai needs at least 2 players");
const aiLevel: Level = isLevel(values["ai-level"]) ? values["ai-level"] : "hard";
/** The AI level of each pass (undefined: no AI seat). */
const aiModes: (Level | undefined)[] =
  values.ai === "compare"
    ? [undefined, aiLevel, aiLevel, undefined]
    : [isLevel(values.ai) ? values.ai : undefined];
if (!["off", "on", "compare"].includes(values.pictures)) fail("--pictures must be off, on or compare");
if (values.pictures !== "off" && (processes !== 1 || values.path !== "handler"))
  fail("--pictures on|compare needs one process and the handler path");
const compareRounds = count("compare-rounds", values["compare-rounds"], 1, 20);
const pictureModes =
  values.pictures === "compare"
    ? Array.from({ length: compareRounds }, () => [false, true, true, false]).flat()
    : [values.pictures === "on"];
const killEvery = values["kill-db-every"] === undefined ? undefined : Number(values["kill-db-every"]);
if (killEvery !== undefined) {
  if (!(killEvery >= 0.5 && killEvery <= 3600))
    fail("--kill-db-every must be a number of seconds from 0.5 to 3600");
  if (values.db !== "embedded" || processes !== 1)
    fail("--kill-db-every needs --db embedded and one process");
}

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

interface DatabaseKiller {
  kills(): number;
  /** Milliseconds from each kill until the restarted server accepted sessions (to 100 ms). */
  gaps(): number[];
  /** Stops killing, and waits until the server is back. */
  stop(): Promise<void>;
}

/** SIGKILLs the server's postmaster every `everySeconds` on average, each time once it is back. */
function killDatabase(server: EmbeddedPostgres, everySeconds: number): DatabaseKiller {
  let kills = 0;
  const gaps: number[] = [];
  let stopping = false;
  let killed: number | undefined;
  // The server is back once a new postmaster accepts sessions (the death is seen a moment after the kill).
  const back = () => server.available && server.pid !== killed;
  let wake: () => void = () => undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopping) {
      await sleep(everySeconds * 1000 * (0.5 + Math.random()));
      const pid = server.pid;
      if (stopping || pid === undefined) continue;
      process.kill(pid, "SIGKILL");
      killed = pid;
      kills += 1;
      const at = performance.now();
      process.stderr.write(`kill ${kills}: the embedded server's postmaster (pid ${pid})\n`);
      while (!back()) await new Promise((resolve) => setTimeout(resolve, 100));
      gaps.push(performance.now() - at);
    }
  })();
  return {
    kills: () => kills,
    gaps: () => gaps,
    async stop() {
      stopping = true;
      wake();
      await loop;
      while (!back()) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** `ms` per click, to the hundredth (null: not measured). */
function perClick(ms: number | null, clicks: number): number | null {
  return ms === null || clicks === 0 ? null : Math.round((ms / clicks) * 100) / 100;
}

const permille = (x: number) => Math.round(x * 1000) / 1000;
const percent = (x: number) => `${Math.round(x * 1000) / 10} %`;

/** A pass played to warm the process up (cold code, cold database, pools starting), not counted. */
async function warmUpPass(store: PrismaStore, pass: LoadPlan): Promise<void> {
  const warmed = await playShare(store, pass, 0, 1);
  process.stderr.write(
    `warm-up pass (not counted): ${warmed.clicks} clicks, p99 ${percentile(warmed.latencies, 0.99)} ms\n`,
  );
}

/**
 * The run without and with pictures, R times in the order off, on, on, off (warming up favours
 * neither mode), each pass on channels of its own with the same seeds. Each pass's clicks per
 * second are read over the games being played (first lobby step to the last click's answer): the
 * pictures drawn after the last click (the games' final pictures) slow no click, and on a busy
 * machine the idle-class workers draw them only once the clicks stop. Each on pass is paired with
 * the off pass beside it (passes 1-2 and 4-3 of each round): the ratio is the median of those
 * pairs' ratios, with their spread, so that a machine whose speed drifts during the run moves both
 * passes of a pair alike. The same ratio over the whole passes (the pictures' drain included) is
 * printed beside it (`ratioWithDrain`; `pooledRatioWithDrain`: every pass's clicks over every
 * pass's time, this comparison's figure before it was paired). Says whether every pass played
 * cleanly.
 */
async function comparePictures(store: PrismaStore): Promise<boolean> {
  // A first pass is much slower (cold code, cold database): played with pictures (both paths warm),
  // one game per channel, not counted. Without it the first pair's off pass was the cold one and
  // that pair's ratio ~1.2 in every quiet compare of stop 36 (the others 0.74-0.99).
  await warmUpPass(store, { ...plan, games: plan.channels, pictures: true, runId: `${plan.runId}-pwarm` });
  const runs: LoadtestResult[] = [];
  for (const [index, pictures] of pictureModes.entries()) {
    const pass = { ...plan, pictures, runId: `${plan.runId}-${index}` };
    const started = performance.now();
    const report = await playShare(store, pass, 0, 1);
    const result = await summarizeRun(store, values.db, pass, report, (performance.now() - started) / 1000);
    runs.push(result);
    process.stderr.write(
      `pass ${index + 1}, pictures ${pictures ? "on" : "off"}: ${playedRate(result)} clicks/s while played ` +
        `(${result.summary.clicksPerSecond} with the ${Math.round(report.settleMs / 100) / 10} s after the last click), ` +
        `p99 ${result.summary.p99Ms} ms, event loop delay p99 ${result.summary.eventLoopDelayP99Ms} ms, ` +
        `main thread CPU ${perClick(report.mainThreadCpuMs, report.clicks)} ms/click, ` +
        `process CPU ${perClick(report.processCpuMs, report.clicks)} ms/click, ` +
        (pictures
          ? `pictures drawn ${report.pictureCounts.drawnBoards}+${report.pictureCounts.drawnFinals} final ` +
            `(first at ${report.pictureCounts.firstDrawingAtMs} ms; started in its first second ${report.pictureCounts.startedFirstSecond}, ` +
            `${Math.round(report.pictureCounts.drawCpuMsFirstSecond)} ms CPU; while played ` +
            `${report.pictureCounts.drawnWhilePlayed}, ${percent(passFigures(result).drawCoreShareWhilePlayed)} of a core), ` +
            `drawing threads ${Math.round(report.pictureCounts.workerThreadsCpuMs)} ms CPU ` +
            `(start-up ${Math.round(report.pictureCounts.workerStartupCpuMs)}), `
          : "") +
        `Discord requests ${JSON.stringify(report.discordRequests)}\n`,
    );
  }
  const mode = (on: boolean) => {
    const mine = runs.filter((r) => r.summary.pictures === on);
    const total = (f: (r: LoadtestResult) => number) => mine.reduce((n, r) => n + f(r), 0);
    const latencies = mine.flatMap((r) => r.report.latencies);
    return {
      clicksPerSecond:
        Math.round((total((r) => r.summary.interactions) / total((r) => r.report.playedMs / 1000)) * 10) / 10,
      clicksPerSecondWithDrain:
        Math.round((total((r) => r.summary.interactions) / total((r) => r.seconds)) * 10) / 10,
      drainSeconds: Math.round(total((r) => r.report.settleMs) / 100) / 10,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      eventLoopDelayP99Ms: Math.max(...mine.map((r) => r.summary.eventLoopDelayP99Ms)),
      // CPU per click (prompt clicks): the main thread's, what pictures must not add to (issue 24).
      mainThreadCpuMsPerClick: perClick(
        mine.some((r) => r.report.mainThreadCpuMs === null)
          ? null
          : total((r) => r.report.mainThreadCpuMs ?? 0),
        total((r) => r.report.clicks),
      ),
      processCpuMsPerClick: perClick(
        total((r) => r.report.processCpuMs),
        total((r) => r.report.clicks),
      ),
      pictureEdits: total((r) => r.report.discordRequests["channel:picture"] ?? 0),
      ...pictureCosts(mine),
      games: total((r) => r.summary.games),
      finished: total((r) => r.summary.finished),
      failed: total((r) => r.summary.failed),
      lost: total((r) => r.summary.lost),
    };
  };
  const off = mode(false);
  const on = mode(true);
  // Pairs of passes side by side: (1, 2) and (4, 3) of each round of off, on, on, off.
  const pairs: [LoadtestResult, LoadtestResult][] = [];
  for (let at = 0; at + 3 < runs.length; at += 4)
    pairs.push(
      [runs[at] as LoadtestResult, runs[at + 1] as LoadtestResult],
      [runs[at + 3] as LoadtestResult, runs[at + 2] as LoadtestResult],
    );
  const ratios = pairs.map(([o, n]) => permille(playedRate(n) / playedRate(o)));
  const ratiosWithDrain = pairs.map(([o, n]) =>
    permille(n.summary.clicksPerSecond / o.summary.clicksPerSecond),
  );
  const ratio = permille(median(ratios));
  const ratioSpread = [Math.min(...ratios), Math.max(...ratios)];
  const ratioWithDrain = permille(median(ratiosWithDrain));
  const pooledRatioWithDrain = permille(on.clicksPerSecondWithDrain / off.clicksPerSecondWithDrain);
  const mainCpuRatio =
    on.mainThreadCpuMsPerClick === null || off.mainThreadCpuMsPerClick === null
      ? null
      : permille(on.mainThreadCpuMsPerClick / off.mainThreadCpuMsPerClick);
  const line = (name: string, m: typeof off) =>
    `pictures ${name}: ${m.clicksPerSecond} clicks/s while played (${m.clicksPerSecondWithDrain} with ` +
    `${m.drainSeconds} s of drain), p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ` +
    `event loop delay p99 ${m.eventLoopDelayP99Ms} ms, main thread CPU ${m.mainThreadCpuMsPerClick} ms/click, ` +
    `process CPU ${m.processCpuMsPerClick} ms/click, ${m.pictureEdits} picture edits, ` +
    (m.pictureEdits > 0
      ? `${m.picturesDrawn} drawn (${m.drawnBoards} boards, ${m.drawnFinals} final; ${m.drawnPerSent} per edit), ` +
        `drawing ${m.drawCpuMsPerDrawing} ms CPU each, drawing threads ${m.workerThreadsCpuMsPerClick} ms/click ` +
        `(start-up ${m.workerStartupCpuMs} ms), other threads ${m.otherThreadsCpuMsPerClick} ms/click, `
      : `other threads ${m.otherThreadsCpuMsPerClick} ms/click, `) +
    `${m.finished} of ${m.games} games finished, failed ${m.failed}, lost ${m.lost}`;
  const details = [
    `${plan.games} games of ${plan.players} players in ${plan.channels} channels per pass, passes off/on/on/off` +
      (compareRounds > 1 ? ` ×${compareRounds}` : ""),
    line("off", off),
    line("on", on),
    `throughput with pictures: ${percent(ratio)} of without (median of ${pairs.length} paired passes, ` +
      `${ratios.map(percent).join(", ")}; with the drain ${percent(ratioWithDrain)}, pooled ${percent(pooledRatioWithDrain)})`,
    ...(mainCpuRatio === null
      ? []
      : [`main thread CPU per click with pictures: ${percent(mainCpuRatio)} of without`]),
    ...runs.flatMap((r) => r.failures.slice(0, 10).map((f) => `  failure: ${f}`)),
  ];
  (values.json ? process.stderr : process.stdout).write(`${details.join("\n")}\n`);
  const passes = runs.map(passFigures);
  if (values.json)
    process.stdout.write(
      `${JSON.stringify({ off, on, ratio, ratioSpread, ratios, ratioWithDrain, ratiosWithDrain, pooledRatioWithDrain, mainCpuRatio, passes })}\n`,
    );
  return [off, on].every((m) => m.failed === 0 && m.lost === 0 && m.finished === m.games);
}

/**
 * What the pictures of `runs` cost (src/loadtest/picture-counts.ts): drawings by kind and per
 * picture edit sent (1: nothing drawn in vain), the drawings' CPU, the drawing threads' whole CPU
 * per click (start-up and collections included), and the CPU of the process's other threads per
 * click (neither the main thread nor a drawing thread: V8's helpers, libuv's).
 */
function pictureCosts(runs: LoadtestResult[]) {
  const total = (f: (r: LoadtestResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  const counts = (key: keyof LoadtestResult["report"]["pictureCounts"]) =>
    total((r) => r.report.pictureCounts[key]);
  const clicks = total((r) => r.report.clicks);
  const drawn = counts("drawnBoards") + counts("drawnFinals");
  const sent = total((r) => r.report.discordRequests["channel:picture"] ?? 0);
  const mainKnown = runs.every((r) => r.report.mainThreadCpuMs !== null);
  return {
    picturesDrawn: drawn,
    drawnWhilePlayed: counts("drawnWhilePlayed"),
    drawCpuMsWhilePlayed: Math.round(counts("drawCpuMsWhilePlayed")),
    startedFirstSecond: counts("startedFirstSecond"),
    drawCpuMsFirstSecond: Math.round(counts("drawCpuMsFirstSecond")),
    drawnBoards: counts("drawnBoards"),
    drawnFinals: counts("drawnFinals"),
    drawnPerSent: sent > 0 ? permille(drawn / sent) : null,
    drawCpuMsPerDrawing:
      drawn > 0 ? permille((counts("drawBoardCpuMs") + counts("drawFinalCpuMs")) / drawn) : null,
    drawBoardCpuMs: Math.round(counts("drawBoardCpuMs")),
    drawFinalCpuMs: Math.round(counts("drawFinalCpuMs")),
    pictureBytes: counts("bytes"),
    workerThreadsCpuMs: Math.round(counts("workerThreadsCpuMs")),
    workerStartupCpuMs: Math.round(counts("workerStartupCpuMs")),
    workerThreadsCpuMsPerClick: perClick(counts("workerThreadsCpuMs"), clicks),
    otherThreadsCpuMsPerClick: mainKnown
      ? perClick(
          total((r) => r.report.processCpuMs - (r.report.mainThreadCpuMs ?? 0)) -
            counts("workerThreadsCpuMs"),
          clicks,
        )
      : null,
  };
}

/**
 * One pass's figures, in order (the pairs are read off them): clicks per second while played, the
 * main thread's CPU per click, and with pictures the drawings started in the pass's first second
 * (what the budget's burst lets through at once) beside those drawn while played, and the
 * drawings' CPU as a share of one core while played, over the whole time played and past its
 * first second (permille).
 */
function passFigures(result: LoadtestResult) {
  const r = result.report;
  const c = r.pictureCounts;
  return {
    pictures: result.summary.pictures,
    clicksPerSecond: playedRate(result),
    playedMs: r.playedMs,
    mainThreadCpuMsPerClick: perClick(r.mainThreadCpuMs, r.clicks),
    drawnWhilePlayed: c.drawnWhilePlayed,
    startedFirstSecond: c.startedFirstSecond,
    drawCpuMsFirstSecond: Math.round(c.drawCpuMsFirstSecond),
    drawCpuMsWhilePlayed: Math.round(c.drawCpuMsWhilePlayed),
    drawCoreShareWhilePlayed: r.playedMs > 0 ? permille(c.drawCpuMsWhilePlayed / r.playedMs) : 0,
    firstDrawingAtMs: c.firstDrawingAtMs,
    // Past the drawings' first second (the burst's): from the first drawing's start plus 1 s.
    drawCoreShareAfterFirstSecond:
      c.firstDrawingAtMs >= 0 && r.playedMs > c.firstDrawingAtMs + 1000
        ? permille(
            (c.drawCpuMsWhilePlayed - c.drawCpuMsFirstSecond) / (r.playedMs - c.firstDrawingAtMs - 1000),
          )
        : 0,
  };
}

/** A pass's clicks per second while its games were played (./loadtest.ts playedMs). */
function playedRate(result: LoadtestResult): number {
  return result.report.playedMs > 0
    ? Math.round((result.summary.interactions / (result.report.playedMs / 1000)) * 10) / 10
    : result.summary.clicksPerSecond;
}

/**
 * The run without and with an AI seat in every game, in the order off, on, on, off, each pass on
 * channels of its own; prints the people's click latencies of each mode (p50, p99) and the ratio of
 * the p99s (issue 23: AI seats must not slow people's clicks down by more than 1.2×).
 */
async function compareAi(store: PrismaStore): Promise<boolean> {
  // A first pass is much slower (cold code, cold database, pools starting): played, not counted.
  await warmUpPass(store, { ...plan, runId: `${plan.runId}-aiwarm` });
  const runs: { ai: boolean; result: LoadtestResult }[] = [];
  for (const [index, ai] of aiModes.entries()) {
    const pass = { ...plan, ...(ai ? { ai } : {}), runId: `${plan.runId}-ai${index}` };
    const started = performance.now();
    const report = await playShare(store, pass, 0, 1);
    const result = await summarizeRun(store, values.db, pass, report, (performance.now() - started) / 1000);
    runs.push({ ai: ai !== undefined, result });
    process.stderr.write(
      `pass ${index + 1}, AI seats ${ai ?? "off"}: ${result.summary.interactions} people's clicks, ` +
        `p50 ${result.summary.p50Ms} ms, p99 ${result.summary.p99Ms} ms, ` +
        `event loop delay p99 ${result.summary.eventLoopDelayP99Ms} ms\n`,
    );
  }
  const mode = (on: boolean) => {
    const mine = runs.filter((r) => r.ai === on).map((r) => r.result);
    const total = (f: (r: LoadtestResult) => number) => mine.reduce((n, r) => n + f(r), 0);
    const latencies = mine.flatMap((r) => r.report.latencies);
    return {
      clicks: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      eventLoopDelayP99Ms: Math.max(...mine.map((r) => r.summary.eventLoopDelayP99Ms)),
      games: total((r) => r.summary.games),
      finished: total((r) => r.summary.finished),
      failed: total((r) => r.summary.failed),
      lost: total((r) => r.summary.lost),
    };
  };
  const off = mode(false);
  const on = mode(true);
  const p99Ratio = Math.round((on.p99Ms / off.p99Ms) * 100) / 100;
  const line = (name: string, m: typeof off) =>
    `AI seats ${name}: ${m.clicks} people's clicks, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ` +
    `event loop delay p99 ${m.eventLoopDelayP99Ms} ms, ${m.finished} of ${m.games} games finished, ` +
    `failed ${m.failed}, lost ${m.lost}`;
  const details = [
    `${plan.games} games of ${plan.players} players in ${plan.channels} channels per pass, passes off/on/on/off ` +
      `(on: one ${aiLevel} AI seat per game)`,
    line("off", off),
    line("on", on),
    `people's click p99 with AI seats: ${p99Ratio}× without (target ≤ 1.2×)`,
    ...runs.flatMap((r) => r.result.failures.slice(0, 10).map((f) => `  failure: ${f}`)),
  ];
  (values.json ? process.stderr : process.stdout).write(`${details.join("\n")}\n`);
  if (values.json) process.stdout.write(`${JSON.stringify({ off, on, p99Ratio })}\n`);
  return [off, on].every((m) => m.failed === 0 && m.lost === 0 && m.finished === m.games);
}

const serverUrl = values.db === "postgres" ? process.env.DATABASE_URL || DEFAULT_SERVER : undefined;
const database = await throwawayDatabase(serverUrl, "smashup_loadtest").catch((error: unknown) =>
  fail(`no database: ${(error as Error).message}`),
);
let ok = false;
try {
  // The embedded server's URL is read at each connection: a restart may change its port.
  const prisma = createPrismaClient(() => database.url);
  let killed: DatabaseKiller | undefined;
  try {
    const store = new PrismaStore(prisma);
    if (values.pictures === "compare") ok = await comparePictures(store);
    else if (values.ai === "compare") ok = await compareAi(store);
    else {
      let played: { report: ChannelsReport; seconds: number };
      if (processes === 1) {
        const started = performance.now();
        if (killEvery !== undefined && database.server) killed = killDatabase(database.server, killEvery);
        played = {
          report: await playShare(
            store,
            { ...plan, pictures: pictureModes[0] ?? false, ...(aiModes[0] ? { ai: aiModes[0] } : {}) },
            0,
            1,
          ),
          seconds: 0,
        };
        played.seconds = (performance.now() - started) / 1000;
        await killed?.stop();
      } else {
        played = await playInProcesses(database.url);
      }
      const result = await summarizeRun(
        store,
        values.db,
        { ...plan, pictures: pictureModes[0] ?? false },
        played.report,
        played.seconds,
      );
      const summary = { ...result.summary, processes, ...(killed ? { kills: killed.kills() } : {}) };
      ok = summary.failed === 0 && summary.lost === 0 && summary.finished === summary.games;
      const details = [
        `${summary.games} games of ${plan.players} players in ${summary.channels} channels on the ${summary.db} database, ${processes} process(es): ` +
          `${summary.finished} finished, ${result.decisions} decisions in ${result.seconds} s`,
        `${summary.interactions} interactions, ${summary.clicksPerSecond}/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms`,
        `per click (${summary.path} path): ${summary.queriesPerClick} database queries ` +
          `(${summary.queriesBeforeAnswerPerClick} before the answer), ${summary.discordRequestsPerClick} Discord requests ` +
          JSON.stringify(result.report.discordRequests),
        `refusals: ${JSON.stringify(result.refusals)} (stale, not-your-prompt and db-restarting are expected)`,
        ...(killed
          ? [
              `kills: ${killed.kills()} (the embedded server's postmaster, SIGKILL), each restarted in this process: ` +
                `gap p50 ${percentile(killed.gaps(), 0.5)} ms, max ${Math.round(Math.max(0, ...killed.gaps()))} ms`,
            ]
          : []),
        `failed: ${summary.failed}, lost: ${summary.lost}, finished: ${summary.finished} of ${summary.games}`,
        ...result.failures.slice(0, 20).map((f) => `  failure: ${f}`),
        ...result.lostDetails.slice(0, 20).map((l) => `  lost: ${l}`),
      ];
      (values.json ? process.stderr : process.stdout).write(`${details.join("\n")}\n`);
      if (values.json) process.stdout.write(`${JSON.stringify(summary)}\n`);
    }
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await database.drop();
}
process.exit(ok ? 0 : 1);

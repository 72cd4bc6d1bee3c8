// `npm run -s bench -- [--json] [--games N] [--seed S] [--interaction-samples N] [--picture-samples N]`:
// engine speed and memory, the server-side time of a play interaction on the database
// (DATABASE_URL, else an embedded one), each with a baseline measured in the same run, the
// board picture's drawing time and bytes, and the records' answer time on a server of
// `--stats-games` finished games (`--only stats`: that figure alone; `--only picture`: the
// picture's figures alone; `--only service`: the game service per decision alone; `--only clicks`:
// the real click path's figures alone, 20 channels and interleaved samples; `--only boxes [--rounds N]
// [--warmup-games N]`: the bare engine's CPU per decision with all four boxes against core alone, in
// warm processes, no baseline tree needed; `--only interaction`: the interleaved handler click
// against the click-sized write alone, without the 20-channel runs) (see src/bench/).

import "../../cards/index.ts";
import os from "node:os";
import { parseArgs } from "node:util";
import { benchEngine } from "../bench/engine.ts";
import {
  benchAgainstTree,
  benchBoxesVsCore,
  boxesVsCoreLine,
  engineBaselineLine,
} from "../bench/engine-baseline.ts";
import { benchInteraction } from "../bench/interaction.ts";
import { benchLoadedMemory } from "../bench/memory.ts";
import { benchPicture, type PictureBench } from "../bench/picture.ts";
import { benchRuntime } from "../bench/runtime.ts";
import { benchClicks, benchService } from "../bench/service.ts";
import { benchServiceDecisions } from "../bench/service-decisions.ts";
import { benchStats, type StatsBench } from "../bench/stats.ts";
import { targetLines, targetsOf } from "../bench/targets.ts";
import { snapshotEveryOf } from "../config/config.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    games: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
    "interaction-samples": { type: "string", default: "600" },
    "persistence-games": { type: "string", default: "3" },
    channels: { type: "string", default: "20" },
    "rss-games": { type: "string", default: "1000" },
    "picture-samples": { type: "string", default: "200" },
    // Loaded games and cache size per row of the memory after a restart ("none" skips it).
    "memory-rows": { type: "string", default: "200:200,1000:200,1000:1000,5000:5000" },
    "stats-games": { type: "string", default: "10000" },
    "stats-samples": { type: "string", default: "200" },
    only: { type: "string" },
    // `--only boxes`: rounds (a core and an all-box process each) and warm-up games per process
    // (src/bench/engine-baseline.ts, BOXES_WARMUP_GAMES); `--only engine-baseline`: warm-up games
    // per process (TREE_WARMUP_GAMES, 100, unless given).
    rounds: { type: "string" },
    "warmup-games": { type: "string" },
    // A checkout of an older commit to measure the bare engine against (src/bench/engine-baseline.ts).
    "baseline-tree": { type: "string" },
    // `--only engine-baseline`: process pairs and games per round (PAIRS, ROUND_GAMES).
    pairs: { type: "string" },
    // `--only engine-baseline`: without the all-box process (a third less time, for bisecting).
    "no-boxes": { type: "boolean", default: false },
    "round-games": { type: "string" },
  },
});

// The bot's snapshot cadence for every game service and bot-mode engine of the bench, from this
// process's environment (SNAPSHOT_EVERY) as the bot's from its configuration.
const snapshotEvery = (() => {
  try {
    return snapshotEveryOf(process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
})();

// The measured process's Node and V8 flags, in every click figure's JSON: the figures are the
// bot's only if this process ran as the bot runs (src/bench/runtime.ts). A flag that does
// nothing here (`--maglev` on Node 20) is said at once.
const runtime = benchRuntime();
for (const warning of runtime.warnings) process.stderr.write(`${warning}\n`);

if (values.only === "engine-baseline") {
  if (!values["baseline-tree"]) throw new Error("--only engine-baseline needs --baseline-tree <path>");
  const side = await benchAgainstTree({
    baselineTree: values["baseline-tree"],
    games: Number(values.games),
    seed: Number(values.seed),
    warmupGames: values["warmup-games"] === undefined ? undefined : Number(values["warmup-games"]),
    pairs: values.pairs === undefined ? undefined : Number(values.pairs),
    roundGames: values["round-games"] === undefined ? undefined : Number(values["round-games"]),
    allBoxes: !values["no-boxes"],
  });
  process.stdout.write(values.json ? `${JSON.stringify(side)}\n` : `${engineBaselineLine(side)}\n`);
  process.exit(0);
}

if (values.only === "boxes") {
  const boxes = benchBoxesVsCore({
    games: Number(values.games),
    seed: Number(values.seed),
    rounds: values.rounds === undefined ? undefined : Number(values.rounds),
    warmupGames: values["warmup-games"] === undefined ? undefined : Number(values["warmup-games"]),
  });
  process.stdout.write(values.json ? `${JSON.stringify(boxes)}\n` : `${boxesVsCoreLine(boxes)}\n`);
  process.exit(0);
}

if (values.only === "picture") {
  const picture = benchPicture({ samples: Number(values["picture-samples"]) });
  process.stdout.write(values.json ? `${JSON.stringify(picture)}\n` : `${pictureLine(picture)}\n`);
  process.exit(0);
}

if (values.only === "clicks") {
  // The real click path's figures alone: the 20-channel handler run (throughput, CPU per click, the
  // render share) and the interleaved handler click against the click-sized write (p99 ratio).
  const clicks = await benchClicks({
    seed: Number(values.seed),
    databaseUrl: process.env.DATABASE_URL || undefined,
    snapshotEvery,
    channels: Number(values.channels),
  });
  const interaction = await benchInteraction({
    samplesPerPath: Number(values["interaction-samples"]),
    seed: Number(values.seed),
    databaseUrl: process.env.DATABASE_URL || undefined,
    snapshotEvery,
  });
  const result = {
    ...clicks,
    ...interaction,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    runtime,
  };
  const targets = targetsOf(result);
  process.stdout.write(
    values.json ? `${JSON.stringify({ ...result, targets })}\n` : `${targetLines(targets).join("\n")}\n`,
  );
  process.exit(0);
}

if (values.only === "interaction") {
  // The interleaved samples of `--only clicks` alone (warm and cold handler clicks, the yardsticks).
  const interaction = await benchInteraction({
    samplesPerPath: Number(values["interaction-samples"]),
    seed: Number(values.seed),
    databaseUrl: process.env.DATABASE_URL || undefined,
    snapshotEvery,
  });
  const result = { ...interaction, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100), runtime };
  const targets = targetsOf(result);
  process.stdout.write(
    values.json ? `${JSON.stringify({ ...result, targets })}\n` : `${targetLines(targets).join("\n")}\n`,
  );
  process.exit(0);
}

if (values.only === "service") {
  const decisions = await benchServiceDecisions({
    games: Math.max(10, Math.round(Number(values.games) / 3)),
    seed: Number(values.seed),
    snapshotEvery,
  });
  process.stdout.write(`${JSON.stringify(decisions)}\n`);
  process.exit(0);
}

const stats = await benchStats({
  games: Number(values["stats-games"]),
  samples: Number(values["stats-samples"]),
  seed: Number(values.seed),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
if (values.only === "stats") {
  process.stdout.write(values.json ? `${JSON.stringify(stats)}\n` : `${statsLine(stats)}\n`);
  process.exit(0);
}

const engine = benchEngine({ games: Number(values.games), seed: Number(values.seed), snapshotEvery });
const engineBaseline = values["baseline-tree"]
  ? await benchAgainstTree({
      baselineTree: values["baseline-tree"],
      games: Number(values.games),
      seed: Number(values.seed),
    })
  : null;
const decisions = await benchServiceDecisions({
  games: Math.max(10, Math.round(Number(values.games) / 3)),
  seed: Number(values.seed),
  snapshotEvery,
});
const interaction = await benchInteraction({
  samplesPerPath: Number(values["interaction-samples"]),
  seed: Number(values.seed),
  databaseUrl: process.env.DATABASE_URL || undefined,
  snapshotEvery,
});
const service = await benchService({
  seed: Number(values.seed),
  databaseUrl: process.env.DATABASE_URL || undefined,
  snapshotEvery,
  persistenceGames: Number(values["persistence-games"]),
  channels: Number(values.channels),
  rssGames: Number(values["rss-games"]),
});
const picture = benchPicture({ samples: Number(values["picture-samples"]) });
const memoryRows =
  values["memory-rows"] === "none"
    ? []
    : (values["memory-rows"] ?? "").split(",").map((row) => row.split(":").map(Number) as [number, number]);
const loadedMemory =
  memoryRows.length === 0
    ? []
    : await benchLoadedMemory({
        seed: Number(values.seed),
        databaseUrl: process.env.DATABASE_URL || undefined,
        snapshotEvery,
        rows: memoryRows,
      });
const result = {
  ...engine,
  ...(engineBaseline
    ? {
        engineBaseline,
        // Read by the targets (issue 22): time per 4-player core game ÷ 0f82f0d's, same run.
        engineVs0f82f0dRatio: engineBaseline.gameVsBaselineRatio,
        allBoxesVsCoreDecisionRatio: engineBaseline.allBoxesVsCoreDecisionRatio,
      }
    : {}),
  loadedMemory,
  ...decisions,
  ...interaction,
  ...service,
  ...stats,
  ...picture,
  loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  runtime,
};
// Issue 22's targets, each figure beside its target with met / not met (src/bench/targets.ts).
const targets = targetsOf(result);
if (values.json) {
  process.stdout.write(`${JSON.stringify({ ...result, targets })}\n`);
} else {
  process.stdout.write(
    [
      `engine: ${engine.engineGamesPerSecond} four-player games/s, ${engine.decisionMicros} µs per decision ` +
        `(${engine.decisionVsCloneRatio}× one JSON clone of the state, ${engine.baselineCloneMicros} µs)`,
      ...(engineBaseline ? [engineBaselineLine(engineBaseline)] : []),
      `engine in the bot's mode (snapshots): ${engine.botEngineGamesPerSecond} games/s, ` +
        `${engine.botVsBareRatio}× the bare engine per game (target ≤ 1.5)`,
      `game service per decision (GameService.act, the store answering at once): ${decisions.serviceDecisionMicros} µs, ` +
        `${decisions.serviceVsBareRatio}× the bare engine's ${decisions.bareDecisionMicros} µs (target ≤ 1.3); ` +
        `act() alone ${decisions.serviceActCpuMicros} µs CPU, ${decisions.serviceActVsBareRatio}× submit() alone ` +
        `(${decisions.bareSubmitCpuMicros} µs CPU; wall ${decisions.serviceActVsBareWallRatio}×; ` +
        `timed inside the played games ${decisions.serviceActInPlayVsBareRatio}×; engine with snapshots ` +
        `${decisions.botEngineVsBareRatio}×, with their codec ${decisions.botEngineWithCodecVsBareRatio}×, ` +
        `act() without the save's statement ${decisions.serviceActWithoutStatementVsBareRatio}×; ` +
        `in lockstep with the bare engine ${decisions.serviceActVsBareLockstepRatio}×, act() first ÷ second ` +
        `${decisions.serviceActFirstVsSecondRatio}×)`,
      `replay of a whole game from its decision log: ${engine.replayFullGameMs} ms`,
      `serialized state at quiet points: ${engine.stateBytesMean} bytes on average`,
      `play click through the bot's interaction handler (Discord stubbed) on the ${interaction.interactionDb} database: ` +
        `p50 ${interaction.interactionMsP50} ms, p99 ${interaction.interactionMsP99} ms ` +
        `(warm cache p99 ${interaction.interactionWarmMsP99} ms, cold p99 ${interaction.interactionColdMsP99} ms, ` +
        `${interaction.interactionColdQuickShare} of them from a snapshot written when the game left the process; ` +
        `cold without it (kill -9): p50 ${interaction.interactionKilledColdMsP50} ms, p99 ${interaction.interactionKilledColdMsP99} ms, ` +
        `CPU p50 ${interaction.interactionKilledColdCpuMsP50} ms)`,
      `Discord requests per handler click (warm and cold): ${interaction.interactionDiscordRequestsPerClick} ` +
        JSON.stringify(interaction.interactionDiscordRequestsByKind),
      `the same click on the service path alone (act, render): p50 ${interaction.serviceInteractionMsP50} ms, ` +
        `p99 ${interaction.serviceInteractionMsP99} ms`,
      `a click's own write (one INSERT of ${interaction.clickBytesMean} bytes): p50 ${interaction.baselineClickWriteMsP50} ms, ` +
        `p99 ${interaction.baselineClickWriteMsP99} ms; SELECT 1: p50 ${interaction.baselineSelect1MsP50} ms, ` +
        `p99 ${interaction.baselineSelect1MsP99} ms; click p99 / click write p99 = ${interaction.interactionVsClickWriteP99Ratio} (target ≤ 1.5)`,
      `the slowest 1 % of handler clicks (${interaction.interactionSlowest.samples}): ${interaction.interactionSlowest.cold} cold, ` +
        `${interaction.interactionSlowest.withGc} with a GC pause (${interaction.interactionSlowest.withMajorGc} major), ` +
        `${interaction.interactionSlowest.gcMs} of their ${interaction.interactionSlowest.clicksMs} ms in GC pauses`,
      `the slowest 1 % of warm handler clicks (${interaction.interactionWarmSlowest.samples}): ` +
        `${interaction.interactionWarmSlowest.clicksMs} ms in all, ${interaction.interactionWarmSlowest.cpuMs} ms of the ` +
        `process's CPU during them, ${interaction.interactionWarmSlowest.gcMs} ms in GC pauses ` +
        `(${interaction.interactionWarmSlowest.withGc} with one, ${interaction.interactionWarmSlowest.withMajorGc} major)`,
      `bare Prisma upsert of the same row (${interaction.snapshotBytesMean}-byte snapshot): ` +
        `p50 ${interaction.baselineUpsertMsP50} ms, p99 ${interaction.baselineUpsertMsP99} ms`,
      `interaction p99 / upsert p99 = ${interaction.interactionVsUpsertP99Ratio} (target ≤ 3 on a real Postgres)`,
      `raw single-statement upsert: p50 ${interaction.baselineRawUpsertMsP50} ms, p99 ${interaction.baselineRawUpsertMsP99} ms; ` +
        `interaction p99 / raw upsert p99 = ${interaction.interactionVsRawUpsertP99Ratio} (target ≤ 2)`,
      `one complete 4-player game through the handler on the ${service.serviceDb} database: ${service.walBytesPerGame} bytes of WAL ` +
        `(target ≤ 200 KB), ${service.bytesSentPerGame} bytes sent (target ≤ 400 KB), ${service.decisionsPerGame} decisions ` +
        `(service path: ${service.servicePath.walBytesPerGame} bytes of WAL, ${service.servicePath.bytesSentPerGame} sent)`,
      `${service.concurrentChannels} channels clicking at once through the handler: ${service.concurrentClicksPerSecond} clicks/s, ` +
        `p50 ${service.concurrentClickMsP50} ms, p99 ${service.concurrentClickMsP99} ms, ${service.clickCpuMs} ms of CPU per click ` +
        `(service path: ${service.servicePath.concurrentClicksPerSecond} clicks/s, p99 ${service.servicePath.concurrentClickMsP99} ms, ` +
        `${service.servicePath.clickCpuMs} ms of CPU)`,
      `the same run again in the same process: ${service.secondRun.concurrentClicksPerSecond} clicks/s, ` +
        `p99 ${service.secondRun.concurrentClickMsP99} ms, ${service.secondRun.clickCpuMs} ms of CPU per click`,
      `CPU per click by thread, first run / second: main ${service.clickCpuSplit.mainThreadCpuMs} / ` +
        `${service.secondRun.clickCpuSplit.mainThreadCpuMs} ms, V8's other threads (compiler, GC helpers) ` +
        `${service.clickCpuSplit.otherThreadsCpuMs} / ${service.secondRun.clickCpuSplit.otherThreadsCpuMs} ms; ` +
        `scavenges ${service.clickCpuSplit.scavenges} / ${service.secondRun.clickCpuSplit.scavenges}, ` +
        `mark-compacts ${service.clickCpuSplit.markCompacts} / ${service.secondRun.clickCpuSplit.markCompacts}`,
      `per click: ${service.queriesPerClick} database queries (${service.queriesBeforeAnswerPerClick} before the answer), ` +
        `${service.discordRequestsPerClick} Discord requests ${JSON.stringify(service.discordRequestsByKind)}`,
      `RSS holding 1000 active games: ${service.rssMbPer1000Games} MB (${service.rssMbBaseline} MB without games; target ≤ 250)`,
      pictureLine(picture),
      ...loadedMemory.map(
        (row) =>
          `RSS after loading ${row.games} mid-game games (${row.decisionsMean} decisions in) from the database into a ` +
          `cache of ${row.cached}: ${row.rssMb} MB (${row.baselineMb} MB with one), ${row.mbPer1000Cached} MB per 1,000 cached games`,
      ),
      statsLine(stats),
      `render: ${service.renderShareOfClickCpu} of a handler click's CPU (${service.renderCpuMsPerClick} ms; target ≤ 0.2)`,
      ...targetLines(targets),
      `load average during the run: ${result.loadAverage.join(" ")}`,
      `measured by Node ${runtime.node} (V8 ${runtime.v8}${runtime.maglevInBuild ? ", with Maglev" : ", without Maglev"}), ` +
        `flags: ${runtime.execArgv.join(" ") || "none"}`,
    ].join("\n") + "\n",
  );
}

function pictureLine(picture: PictureBench): string {
  return (
    `board picture (4 players, 6 bases, end of game, ${picture.boardImageSize}) on one core: ` +
    `p50 ${picture.boardRenderMsP50} ms, p99 ${picture.boardRenderMsP99} ms (targets ≤ 25 / ≤ 60 on an idle machine), ` +
    `${picture.boardRenderCpuMs} ms of CPU per picture (layout p50 ${picture.boardLayoutMsP50} ms, paint + PNG p50 ` +
    `${picture.boardPaintIndexedPngMsP50} ms); with the VP chart p50 ${picture.finalRenderMsP50} ms; ` +
    `${picture.boardImageBytes} bytes (indexed PNG; lossless WebP ${picture.boardWebpBytes}, RGBA PNG ${picture.boardRgbaPngBytes}; ` +
    `target ≤ 150 KB); the job on the main thread p50 ${picture.pictureJobMsP50} ms`
  );
}

function statsLine(stats: StatsBench): string {
  return (
    `/smashup stats on a server of ${stats.statsGames} finished games (${stats.statsDb} database): ` +
    `p50 ${stats.statsQueryMsP50} ms, p99 ${stats.statsQueryMsP99} ms (target ≤ 100); other views p99 ` +
    `${stats.statsViewsMsP99} ms; SELECT 1 p50 ${stats.statsSelect1MsP50} ms, p99 ${stats.statsSelect1MsP99} ms ` +
    `(stats p99 / SELECT 1 p99 = ${stats.statsVsSelect1P99Ratio}); recording a game at its end ` +
    `${stats.statsRecordGameMs} ms; /smashup games page p50 ${stats.historyPageMsP50} ms, p99 ` +
    `${stats.historyPageMsP99} ms (page 50: p99 ${stats.historyDeepPageMsP99} ms)`
  );
}

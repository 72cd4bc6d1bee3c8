// The bare engine against another checkout of this repository (a `git worktree` of an older
// commit), side by side in one run: the same seeded 4-player core games, each tree's own engine and
// random-legal driver, each batch in a fresh process (as the bot runs one engine), batches
// alternating so that a busy machine weighs on both alike. CPU time (process.cpuUsage) per game and
// per decision; the ratio is this tree's / the other's. Also this tree's cost per decision with the
// factions of all four boxes against core alone.
//
//   git worktree add --detach /work/old0f8 0f82f0d && ln -s "$PWD/node_modules" /work/old0f8/
//   npm run -s bench -- --only engine-baseline --baseline-tree /work/old0f8 [--games 200]

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

interface TreeEngine {
  label: string;
  start(setup: unknown): { prompt: Prompt | null; submit(d: unknown): unknown };
  randomChoice(p: Prompt, rng: unknown): string[];
  randomSetup(seed: number, players: number, boxes: string[], maxTurns: number): unknown;
  makeChooserRng(seed: number): unknown;
  serialize?: (g: unknown) => string;
}

interface Prompt {
  id: number;
  seat: number;
  options: { id: string }[];
  min: number;
  max: number;
}

/** Loads a tree's cards, engine and random-legal driver (src/drivers since the move, src/engine before). */
export async function loadTree(root: string, label: string): Promise<TreeEngine> {
  const at = (p: string) => pathToFileURL(path.resolve(root, p)).href;
  await import(at("cards/index.ts"));
  const engine = await import(at("src/engine/engine.ts"));
  const rng = await import(at("src/engine/rng.ts"));
  const driverPath = existsSync(path.resolve(root, "src/drivers/simulate.ts"))
    ? "src/drivers/simulate.ts"
    : "src/engine/simulate.ts";
  const driver = await import(at(driverPath));
  return {
    label,
    start: (setup) => engine.Engine.start(setup),
    randomChoice: driver.randomChoice,
    randomSetup: driver.randomSetup,
    makeChooserRng: rng.makeChooserRng,
    serialize: engine.serialize,
  };
}

export interface GameCost {
  decisions: number;
  cpuMicros: number;
}

/** One seeded game with random legal decisions: its decision count and the CPU it took. */
export function playMeasured(
  tree: TreeEngine,
  setupSeed: number,
  chooserSeed: number,
  boxes: string[],
): GameCost {
  const setup = tree.randomSetup(setupSeed, 4, boxes, 400);
  const rng = tree.makeChooserRng(chooserSeed);
  const c0 = process.cpuUsage();
  const e = tree.start(setup);
  let decisions = 0;
  for (let p = e.prompt; p; p = e.prompt) {
    e.submit({ seat: p.seat, prompt: p.id, choice: tree.randomChoice(p, rng) });
    decisions++;
  }
  const c = process.cpuUsage(c0);
  return { decisions, cpuMicros: c.user + c.system };
}

export interface SideBySide {
  games: number;
  /** Games each process played before its measured ones (TREE_WARMUP_GAMES unless
   * `--warmup-games` says): the measured games are those of a warm process, as a running bot's. */
  warmupGames: number;
  /** Decisions per game of each tree (the same when the trees play the same rules). */
  decisionsMean: number;
  baselineDecisionsMean: number;
  gameCpuMs: number;
  baselineGameCpuMs: number;
  decisionCpuMicros: number;
  baselineDecisionCpuMicros: number;
  /** This tree's CPU per complete game / the baseline tree's (target ≤ 1). */
  gameVsBaselineRatio: number;
  decisionVsBaselineRatio: number;
  /** Each round's decisionVsBaselineRatio (each round plays other games, in fresh processes):
   * their spread is the figure's noise. */
  roundRatios: number[];
  /** The same ratio over the warm-up games: per decision in processes still compiling the code
   * their games reach (a restart's first games; the newer tree has more code to compile). */
  coldDecisionCpuMicros: number;
  coldBaselineDecisionCpuMicros: number;
  coldDecisionVsBaselineRatio: number;
  /** This tree, all four boxes' factions against core alone, CPU per decision (target ≤ 1.1). */
  allBoxesDecisionCpuMicros: number;
  allBoxesVsCoreDecisionRatio: number;
}

export const ALL_BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

interface Batch {
  decisions: number;
  cpuMicros: number;
}

/** A child's figures: its measured games, and the warm-up games played before them (the process
 * cold: its code compiled as the games first reach it). */
interface ChildBatch extends Batch {
  warmDecisions: number;
  warmCpuMicros: number;
}

/**
 * Warm-up games before a batch's measured games in benchAgainstTree (was 10). A fresh process
 * compiles the code its games reach as they reach it, on V8's compiler threads, whose CPU time
 * process.cpuUsage counts; the tree with more code pays more of it and for longer. After 10 games
 * the measured games still paid it (eng29, one process per tree, CPU per decision over games
 * 1–25, 26–50, 51–75, 76–100: this tree 184, 73, 83, 43 µs; 0f82f0d's 134, 55, 54, 34 µs), so the
 * ratio mixed the one-off compilation into the per-game cost. A bot pays it once per restart: the
 * measured games are the warm ones, and the cold cost is reported beside (`cold…`, from the
 * warm-up games themselves), as benchBoxesVsCore does.
 */
export const TREE_WARMUP_GAMES = 100;

/**
 * Warm-up games before the measured ones in benchBoxesVsCore. A fresh process compiles the code
 * its games reach as they reach it (V8's compiler threads count in the process's CPU time), and an
 * all-box game reaches five times the cards' code of a core game: after 10 warm-up games the
 * measured games were still paying for it (on a loaded machine, 6 rounds × 30 games: core 131 µs,
 * all boxes 174 µs per decision; after 100 warm-up games 52 and 68 µs). The bot is a
 * long-running process, so its decisions are the warm ones; the cold cost is still reported
 * (`cold…` figures, from the warm-up games themselves). Warm, the ratio stayed about the same
 * (1.27–1.34 in three runs, each round 0.9–1.7 under load 25–35): the warm-up makes the figure
 * the steady state, it does not move it.
 */
export const BOXES_WARMUP_GAMES = 100;

const THIS_TREE = path.resolve(import.meta.dirname, "../..");

/** One batch of games in a fresh process of its own (each tree as the bot would run it alone),
 * after a warm-up; CPU time of the games only. */
function runBatch(
  tree: string,
  boxes: string[],
  from: number,
  count: number,
  seed: number,
  warmup: number = TREE_WARMUP_GAMES,
): ChildBatch {
  const out = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      "--child",
      tree,
      boxes.join(","),
      `${from}`,
      `${count}`,
      `${seed}`,
      `${warmup}`,
    ],
    { cwd: THIS_TREE, encoding: "utf8", maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split("\n").pop() as string) as ChildBatch;
}

/**
 * The same seeded 4-player games in this tree and in `baselineTree`, each batch in a fresh process,
 * alternating tree by tree (`rounds` batches each) so that a busy machine weighs on both alike.
 */
export function benchAgainstTree(opts: {
  baselineTree: string;
  games: number;
  seed: number;
  rounds?: number;
  warmupGames?: number;
}): SideBySide {
  const rounds = opts.rounds ?? 4;
  const warmup = opts.warmupGames ?? TREE_WARMUP_GAMES;
  const per = Math.max(1, Math.ceil(opts.games / rounds));
  const sum = { here: zero(), old: zero(), all: zero(), core: zero() };
  const cold = { here: zero(), old: zero() };
  const roundRatios: number[] = [];
  const perDecision = (b: Batch) => b.cpuMicros / b.decisions;
  for (let r = 0; r < rounds; r++) {
    const from = r * per;
    const pairs: [keyof typeof sum, string, string[]][] = [
      ["here", THIS_TREE, ["core"]],
      ["old", opts.baselineTree, ["core"]],
      ["all", THIS_TREE, ALL_BOXES],
    ];
    // Who goes first alternates too.
    const thisRound: Partial<Record<keyof typeof sum, Batch>> = {};
    for (const [key, tree, boxes] of r % 2 === 0 ? pairs : pairs.reverse()) {
      const b = runBatch(tree, boxes, from, per, opts.seed, warmup);
      sum[key].decisions += b.decisions;
      sum[key].cpuMicros += b.cpuMicros;
      if (key === "here" || key === "old") {
        cold[key].decisions += b.warmDecisions;
        cold[key].cpuMicros += b.warmCpuMicros;
      }
      thisRound[key] = b;
    }
    roundRatios.push(round(perDecision(thisRound.here as Batch) / perDecision(thisRound.old as Batch)));
  }
  const games = rounds * per;
  const warmed = warmup > 0;
  return {
    games,
    warmupGames: warmup,
    decisionsMean: round(sum.here.decisions / games),
    baselineDecisionsMean: round(sum.old.decisions / games),
    gameCpuMs: round(sum.here.cpuMicros / games / 1000),
    baselineGameCpuMs: round(sum.old.cpuMicros / games / 1000),
    decisionCpuMicros: round(perDecision(sum.here)),
    baselineDecisionCpuMicros: round(perDecision(sum.old)),
    gameVsBaselineRatio: round(sum.here.cpuMicros / sum.old.cpuMicros),
    decisionVsBaselineRatio: round(perDecision(sum.here) / perDecision(sum.old)),
    roundRatios,
    coldDecisionCpuMicros: warmed ? round(perDecision(cold.here)) : 0,
    coldBaselineDecisionCpuMicros: warmed ? round(perDecision(cold.old)) : 0,
    coldDecisionVsBaselineRatio: warmed ? round(perDecision(cold.here) / perDecision(cold.old)) : 0,
    allBoxesDecisionCpuMicros: round(perDecision(sum.all)),
    allBoxesVsCoreDecisionRatio: round(perDecision(sum.all) / perDecision(sum.here)),
  };
}

export interface BoxesVsCore {
  games: number;
  coreDecisionsMean: number;
  allBoxesDecisionsMean: number;
  coreDecisionCpuMicros: number;
  allBoxesDecisionCpuMicros: number;
  /** CPU per decision with the factions of all four boxes / with core alone (target ≤ 1.1), in
   * warm processes (after `warmupGames` games of the same kind). */
  allBoxesVsCoreDecisionRatio: number;
  /** Rounds (each a core batch and an all-box batch, fresh processes) and each round's ratio:
   * their spread is the figure's noise (each round plays other games). */
  rounds: number;
  roundRatios: number[];
  /** Games each process played before its measured games. */
  warmupGames: number;
  /** The same ratio over the warm-up games: per decision in processes still compiling the code
   * the games reach (a restart's first games). */
  coldCoreDecisionCpuMicros: number;
  coldAllBoxesDecisionCpuMicros: number;
  coldAllBoxesVsCoreDecisionRatio: number;
}

/**
 * Only the all-boxes part of benchAgainstTree, without a baseline tree: the same seeded 4-player
 * games with core's factions and with those of all four boxes, each batch in a fresh process
 * after `warmupGames` games (BOXES_WARMUP_GAMES), alternating (who goes first too) so that a busy
 * machine weighs on both alike.
 */
export function benchBoxesVsCore(opts: {
  games: number;
  seed: number;
  rounds?: number;
  warmupGames?: number;
}): BoxesVsCore {
  const rounds = opts.rounds ?? 6;
  const warmup = opts.warmupGames ?? BOXES_WARMUP_GAMES;
  const per = Math.max(1, Math.ceil(opts.games / rounds));
  const core = zero();
  const all = zero();
  const coldCore = zero();
  const coldAll = zero();
  const roundRatios: number[] = [];
  const perDecision = (b: Batch) => b.cpuMicros / b.decisions;
  for (let r = 0; r < rounds; r++) {
    const pairs: [Batch, Batch, string[]][] = [
      [core, coldCore, ["core"]],
      [all, coldAll, ALL_BOXES],
    ];
    const thisRound = new Map<Batch, Batch>();
    for (const [sum, cold, boxes] of r % 2 === 0 ? pairs : pairs.reverse()) {
      const b = runBatch(THIS_TREE, boxes, r * per, per, opts.seed, warmup);
      sum.decisions += b.decisions;
      sum.cpuMicros += b.cpuMicros;
      cold.decisions += b.warmDecisions;
      cold.cpuMicros += b.warmCpuMicros;
      thisRound.set(sum, b);
    }
    roundRatios.push(
      round(perDecision(thisRound.get(all) as Batch) / perDecision(thisRound.get(core) as Batch)),
    );
  }
  const games = rounds * per;
  return {
    games,
    coreDecisionsMean: round(core.decisions / games),
    allBoxesDecisionsMean: round(all.decisions / games),
    coreDecisionCpuMicros: round(perDecision(core)),
    allBoxesDecisionCpuMicros: round(perDecision(all)),
    allBoxesVsCoreDecisionRatio: round(perDecision(all) / perDecision(core)),
    rounds,
    roundRatios,
    warmupGames: warmup,
    coldCoreDecisionCpuMicros: warmup > 0 ? round(perDecision(coldCore)) : 0,
    coldAllBoxesDecisionCpuMicros: warmup > 0 ? round(perDecision(coldAll)) : 0,
    coldAllBoxesVsCoreDecisionRatio: warmup > 0 ? round(perDecision(coldAll) / perDecision(coldCore)) : 0,
  };
}

export function boxesVsCoreLine(r: BoxesVsCore): string {
  const spread = `${Math.min(...r.roundRatios)}–${Math.max(...r.roundRatios)}`;
  return (
    `bare engine, same ${r.games} seeded 4-player games, one run, warm processes (${r.warmupGames} games first): ` +
    `all four boxes ${r.allBoxesVsCoreDecisionRatio}× core alone per decision (${r.allBoxesDecisionCpuMicros} µs vs ` +
    `${r.coreDecisionCpuMicros} µs; ${r.allBoxesDecisionsMean} vs ${r.coreDecisionsMean} decisions per game; ` +
    `${r.rounds} rounds ${spread}; target ≤ 1.1); cold (the warm-up games) ${r.coldAllBoxesVsCoreDecisionRatio}× ` +
    `(${r.coldAllBoxesDecisionCpuMicros} µs vs ${r.coldCoreDecisionCpuMicros} µs)`
  );
}

/** The figures as one line of the bench's text output. */
export function engineBaselineLine(r: SideBySide): string {
  return (
    `bare engine vs the baseline tree, same ${r.games} seeded 4-player core games (after ${r.warmupGames} warm-up games per process), one run: ` +
    `${r.gameVsBaselineRatio}× the CPU per game (${r.gameCpuMs} ms vs ${r.baselineGameCpuMs} ms; target ≤ 1), ` +
    `${r.decisionVsBaselineRatio}× per decision (${r.decisionCpuMicros} µs vs ${r.baselineDecisionCpuMicros} µs; ` +
    `${r.decisionsMean} vs ${r.baselineDecisionsMean} decisions per game; ${r.roundRatios.length} rounds ` +
    `${Math.min(...r.roundRatios)}–${Math.max(...r.roundRatios)}); cold (the warm-up games) ` +
    `${r.coldDecisionVsBaselineRatio}× per decision (${r.coldDecisionCpuMicros} µs vs ${r.coldBaselineDecisionCpuMicros} µs); all four boxes ` +
    `${r.allBoxesVsCoreDecisionRatio}× core alone per decision (${r.allBoxesDecisionCpuMicros} µs; target ≤ 1.1)`
  );
}

function zero(): Batch {
  return { decisions: 0, cpuMicros: 0 };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// The child: `--child <tree> <boxes> <from> <count> <seed> [<warmup>]` plays games
// from..from+count-1 of the seed's series after a warm-up of `warmup` games (TREE_WARMUP_GAMES
// unless given), and
// prints its decisions and CPU time, and those of the warm-up games.
if (process.argv[2] === "--child") {
  const [tree, boxes, from, count, seed, warmup] = process.argv.slice(3) as [
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  const t = await loadTree(tree, tree);
  const seedOf = (i: number) => Number(seed) * 7919 + i;
  const list = boxes.split(",");
  const warm = zero();
  for (let i = 0; i < Number(warmup ?? TREE_WARMUP_GAMES); i++) {
    const c = playMeasured(t, seedOf(100000 + i), 100000 + i, list);
    warm.decisions += c.decisions;
    warm.cpuMicros += c.cpuMicros;
  }
  const total = zero();
  for (let i = Number(from); i < Number(from) + Number(count); i++) {
    const c = playMeasured(t, seedOf(1000 + i), 1000 + i, list);
    total.decisions += c.decisions;
    total.cpuMicros += c.cpuMicros;
  }
  const out: ChildBatch = { ...total, warmDecisions: warm.decisions, warmCpuMicros: warm.cpuMicros };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

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
  /** This tree, all four boxes' factions against core alone, CPU per decision (target ≤ 1.1). */
  allBoxesDecisionCpuMicros: number;
  allBoxesVsCoreDecisionRatio: number;
}

export const ALL_BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

interface Batch {
  decisions: number;
  cpuMicros: number;
}

const THIS_TREE = path.resolve(import.meta.dirname, "../..");

/** One batch of games in a fresh process of its own (each tree as the bot would run it alone),
 * after a warm-up; CPU time of the games only. */
function runBatch(tree: string, boxes: string[], from: number, count: number, seed: number): Batch {
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
    ],
    { cwd: THIS_TREE, encoding: "utf8", maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split("\n").pop() as string) as Batch;
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
}): SideBySide {
  const rounds = opts.rounds ?? 4;
  const per = Math.max(1, Math.ceil(opts.games / rounds));
  const sum = { here: zero(), old: zero(), all: zero(), core: zero() };
  for (let r = 0; r < rounds; r++) {
    const from = r * per;
    const pairs: [keyof typeof sum, string, string[]][] = [
      ["here", THIS_TREE, ["core"]],
      ["old", opts.baselineTree, ["core"]],
      ["all", THIS_TREE, ALL_BOXES],
    ];
    // Who goes first alternates too.
    for (const [key, tree, boxes] of r % 2 === 0 ? pairs : pairs.reverse()) {
      const b = runBatch(tree, boxes, from, per, opts.seed);
      sum[key].decisions += b.decisions;
      sum[key].cpuMicros += b.cpuMicros;
    }
  }
  const games = rounds * per;
  const perDecision = (b: Batch) => b.cpuMicros / b.decisions;
  return {
    games,
    decisionsMean: round(sum.here.decisions / games),
    baselineDecisionsMean: round(sum.old.decisions / games),
    gameCpuMs: round(sum.here.cpuMicros / games / 1000),
    baselineGameCpuMs: round(sum.old.cpuMicros / games / 1000),
    decisionCpuMicros: round(perDecision(sum.here)),
    baselineDecisionCpuMicros: round(perDecision(sum.old)),
    gameVsBaselineRatio: round(sum.here.cpuMicros / sum.old.cpuMicros),
    decisionVsBaselineRatio: round(perDecision(sum.here) / perDecision(sum.old)),
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
  /** CPU per decision with the factions of all four boxes / with core alone (target ≤ 1.1). */
  allBoxesVsCoreDecisionRatio: number;
}

/**
 * Only the all-boxes part of benchAgainstTree, without a baseline tree: the same seeded 4-player
 * games with core's factions and with those of all four boxes, each batch in a fresh process,
 * alternating (who goes first too) so that a busy machine weighs on both alike.
 */
export function benchBoxesVsCore(opts: { games: number; seed: number; rounds?: number }): BoxesVsCore {
  const rounds = opts.rounds ?? 4;
  const per = Math.max(1, Math.ceil(opts.games / rounds));
  const core = zero();
  const all = zero();
  for (let r = 0; r < rounds; r++) {
    const pairs: [Batch, string[]][] = [
      [core, ["core"]],
      [all, ALL_BOXES],
    ];
    for (const [sum, boxes] of r % 2 === 0 ? pairs : pairs.reverse()) {
      const b = runBatch(THIS_TREE, boxes, r * per, per, opts.seed);
      sum.decisions += b.decisions;
      sum.cpuMicros += b.cpuMicros;
    }
  }
  const games = rounds * per;
  const perDecision = (b: Batch) => b.cpuMicros / b.decisions;
  return {
    games,
    coreDecisionsMean: round(core.decisions / games),
    allBoxesDecisionsMean: round(all.decisions / games),
    coreDecisionCpuMicros: round(perDecision(core)),
    allBoxesDecisionCpuMicros: round(perDecision(all)),
    allBoxesVsCoreDecisionRatio: round(perDecision(all) / perDecision(core)),
  };
}

export function boxesVsCoreLine(r: BoxesVsCore): string {
  return (
    `bare engine, same ${r.games} seeded 4-player games, one run: all four boxes ` +
    `${r.allBoxesVsCoreDecisionRatio}× core alone per decision (${r.allBoxesDecisionCpuMicros} µs vs ` +
    `${r.coreDecisionCpuMicros} µs; ${r.allBoxesDecisionsMean} vs ${r.coreDecisionsMean} decisions per game; target ≤ 1.1)`
  );
}

/** The figures as one line of the bench's text output. */
export function engineBaselineLine(r: SideBySide): string {
  return (
    `bare engine vs the baseline tree, same ${r.games} seeded 4-player core games, one run: ` +
    `${r.gameVsBaselineRatio}× the CPU per game (${r.gameCpuMs} ms vs ${r.baselineGameCpuMs} ms; target ≤ 1), ` +
    `${r.decisionVsBaselineRatio}× per decision (${r.decisionCpuMicros} µs vs ${r.baselineDecisionCpuMicros} µs; ` +
    `${r.decisionsMean} vs ${r.baselineDecisionsMean} decisions per game); all four boxes ` +
    `${r.allBoxesVsCoreDecisionRatio}× core alone per decision (${r.allBoxesDecisionCpuMicros} µs; target ≤ 1.1)`
  );
}

function zero(): Batch {
  return { decisions: 0, cpuMicros: 0 };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

// The child: `--child <tree> <boxes> <from> <count> <seed>` plays games from..from+count-1 of the
// seed's series after a warm-up of 10 games, and prints its decisions and CPU time.
if (process.argv[2] === "--child") {
  const [tree, boxes, from, count, seed] = process.argv.slice(3) as [string, string, string, string, string];
  const t = await loadTree(tree, tree);
  const seedOf = (i: number) => Number(seed) * 7919 + i;
  const list = boxes.split(",");
  for (let i = 0; i < 10; i++) playMeasured(t, seedOf(100000 + i), 100000 + i, list);
  const total = zero();
  for (let i = Number(from); i < Number(from) + Number(count); i++) {
    const c = playMeasured(t, seedOf(1000 + i), 1000 + i, list);
    total.decisions += c.decisions;
    total.cpuMicros += c.cpuMicros;
  }
  process.stdout.write(`${JSON.stringify(total)}\n`);
}

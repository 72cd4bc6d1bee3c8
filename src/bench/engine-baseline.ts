// The bare engine against another checkout of this repository (a `git worktree` of an older
// commit), side by side in one run: the same seeded 4-player core games, each tree's own engine and
// random-legal driver, each tree in long-lived processes of its own (as the bot runs one engine).
// benchAgainstTree plays many short rounds (the same few games in both trees, back to back, ABBA)
// and reports the median of the rounds' CPU ratios with a bootstrap 95 % interval, on the process's
// CPU (process.cpuUsage, every thread) and on the main thread's alone (/proc/thread-self/schedstat).
// On a busy 2-core machine a round's ratio is anything from 0.4 to 2.5 (A against A, load 15): the
// sum of a few long batches, as before eng31, moved ±30 % from run to run; the median of a hundred
// rounds and its interval say how far the figure can be trusted. Also this tree's cost per decision
// with the factions of all four boxes against core alone.
//
//   git worktree add --detach /work/old0f8 0f82f0d && ln -s "$PWD/node_modules" /work/old0f8/
//   npm run -s bench -- --only engine-baseline --baseline-tree /work/old0f8 [--games 300] [--pairs 4]
//     [--round-games 3] [--warmup-games 100] [--no-boxes] [--json]

import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { makeChooserRng } from "../engine/rng.ts";
import { median } from "../stats/quantile.ts";

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
  /** Process pairs (one process per tree each, long-lived) and rounds per pair: a round is the same
   * `roundGames` seeded games in both processes of a pair, one after the other (ABBA order). */
  pairs: number;
  roundsPerPair: number;
  roundGames: number;
  /** Decisions per game of each tree (the same when the trees play the same rules). */
  decisionsMean: number;
  baselineDecisionsMean: number;
  gameCpuMs: number;
  baselineGameCpuMs: number;
  decisionCpuMicros: number;
  baselineDecisionCpuMicros: number;
  /** This tree's CPU per complete game / the baseline tree's (target ≤ 1): the median of the
   * rounds' ratios (each round the same games in both trees, back to back). */
  gameVsBaselineRatio: number;
  /** Its 95 % interval: a two-level bootstrap (process pairs, then rounds within each) of the median. */
  gameVsBaselineLow: number;
  gameVsBaselineHigh: number;
  /** Total CPU over total CPU (the figure before eng31: the sum weighs slow, noisy rounds more). */
  gameVsBaselineSumRatio: number;
  /** The same median ratio on the main thread's CPU alone (/proc/thread-self/schedstat: no GC
   * helper or compiler threads), with its interval. */
  mainThreadVsBaselineRatio: number;
  mainThreadVsBaselineLow: number;
  mainThreadVsBaselineHigh: number;
  decisionVsBaselineRatio: number;
  /** Each pair's median round ratio: their spread is the process-to-process noise. */
  pairRatios: number[];
  /** Median ratio of the first and the second half of each pair's rounds: a trend would say the
   * warm-up did not reach the steady state. */
  firstHalfRatio: number;
  secondHalfRatio: number;
  /** Every round's ratio (pair after pair). */
  roundRatios: number[];
  /** The same ratio over the warm-up games: per decision in processes still compiling the code
   * their games reach (a restart's first games; the newer tree has more code to compile). */
  coldDecisionCpuMicros: number;
  coldBaselineDecisionCpuMicros: number;
  coldDecisionVsBaselineRatio: number;
  /** This tree, all four boxes' factions against core alone, CPU per decision (target ≤ 1.1):
   * median over rounds, with its interval. */
  allBoxesDecisionCpuMicros: number;
  allBoxesVsCoreDecisionRatio: number;
  allBoxesVsCoreLow: number;
  allBoxesVsCoreHigh: number;
  /** The same on the main thread's CPU alone, with its interval: without V8's compiler threads,
   * which still compile the code the games reach after the warm-up (an all-box process reaches
   * five times the cards' code: callgrind counts half a warm core decision's instructions and 60 %
   * of an all-box one's in the optimizing compiler after 100 warm-up games, engine-instructions.ts). */
  allBoxesVsCoreMainThreadRatio: number;
  allBoxesVsCoreMainThreadLow: number;
  allBoxesVsCoreMainThreadHigh: number;
  /** The load average (1 min) at the start and the end of the run. */
  load: [number, number];
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

/** A long-lived child process playing games on request (`--serve <tree> <boxes>`): one line in
 * (`warm <count>` or `play <from> <count>`), one JSON line out (a Measured). */
export interface Measured {
  decisions: number;
  cpuMicros: number;
  /** The main thread's CPU, ns (/proc/thread-self/schedstat; 0 where there is none). */
  threadNanos: number;
}

export class Server {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = "";
  private waiting: ((line: string) => void)[] = [];
  private lines: string[] = [];

  constructor(tree: string, boxes: string[], seed: number) {
    this.child = spawn(
      process.execPath,
      [
        "--expose-gc",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--serve",
        tree,
        boxes.join(","),
        `${seed}`,
      ],
      { cwd: THIS_TREE, stdio: "pipe" },
    );
    this.child.stderr.on("data", (d: Buffer) => process.stderr.write(d));
    this.child.once("exit", (code) => {
      for (const w of this.waiting.splice(0)) w(JSON.stringify({ exited: code }));
    });
    this.child.stdout.on("data", (d: Buffer) => {
      this.buffered += d.toString("utf8");
      for (let i = this.buffered.indexOf("\n"); i >= 0; i = this.buffered.indexOf("\n")) {
        const line = this.buffered.slice(0, i);
        this.buffered = this.buffered.slice(i + 1);
        const w = this.waiting.shift();
        if (w) w(line);
        else this.lines.push(line);
      }
    });
  }

  ask(command: string): Promise<Measured> {
    this.child.stdin.write(`${command}\n`);
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(JSON.parse(line) as Measured);
    return new Promise((resolve, reject) => {
      this.waiting.push((l) => {
        const m = JSON.parse(l) as Measured & { exited?: number };
        if (m.exited !== undefined) reject(new Error(`bench child exited (${m.exited})`));
        else resolve(m);
      });
    });
  }

  close(): void {
    this.child.stdin.end();
  }
}

/** Games per round of benchAgainstTree: ~10 ms each warm, so a round's two halves are a few
 * tenths of a second apart and see the same machine. */
export const ROUND_GAMES = 3;
/** Process pairs of benchAgainstTree: a process's own layout and JIT decisions move its speed a
 * few per cent for its whole life, so one pair would measure that too. */
export const PAIRS = 4;

/**
 * The same seeded 4-player core games in this tree and in `baselineTree`: `pairs` pairs of
 * long-lived processes (one per tree, as the bot runs one engine), each warmed up (`warmupGames`
 * games, both processes in turn), then rounds of `roundGames` games played by one process and
 * right after by the other (ABBA: who goes first alternates). The figure is the median of the
 * rounds' ratios with a bootstrap 95 % interval (process pairs resampled, then rounds within each):
 * a busy machine slows a round's two halves alike, and a round it slows unevenly is one outlier
 * among a hundred instead of a tenth of the sum. A third process per pair plays this tree with all
 * four boxes' factions on the same schedule (allBoxesVsCoreDecisionRatio).
 */
export async function benchAgainstTree(opts: {
  baselineTree: string;
  games: number;
  seed: number;
  pairs?: number;
  roundGames?: number;
  warmupGames?: number;
  allBoxes?: boolean;
}): Promise<SideBySide> {
  const pairs = opts.pairs ?? PAIRS;
  const roundGames = opts.roundGames ?? ROUND_GAMES;
  const warmup = opts.warmupGames ?? TREE_WARMUP_GAMES;
  const roundsPerPair = Math.max(2, Math.ceil(opts.games / pairs / roundGames));
  const withAll = opts.allBoxes ?? true;
  const load0 = loadavg()[0] as number;
  const sum = { here: zeroM(), old: zeroM(), all: zeroM(), cold: zeroM(), coldOld: zeroM() };
  const ratios: number[][] = [];
  const threadRatios: number[][] = [];
  const allRatios: number[][] = [];
  const allThreadRatios: number[][] = [];
  const add = (to: Measured, m: Measured) => {
    to.decisions += m.decisions;
    to.cpuMicros += m.cpuMicros;
    to.threadNanos += m.threadNanos;
  };
  for (let p = 0; p < pairs; p++) {
    const here = new Server(THIS_TREE, ["core"], opts.seed);
    const old = new Server(opts.baselineTree, ["core"], opts.seed);
    const all = withAll ? new Server(THIS_TREE, ALL_BOXES, opts.seed) : null;
    try {
      // Warm-up in chunks, the processes in turn: each compiles while the other waits.
      const chunk = 10;
      for (let w = 0; w < warmup; w += chunk) {
        const n = Math.min(chunk, warmup - w);
        add(sum.cold, await here.ask(`warm ${w} ${n}`));
        add(sum.coldOld, await old.ask(`warm ${w} ${n}`));
        if (all) await all.ask(`warm ${w} ${n}`);
      }
      const r1: number[] = [];
      const r2: number[] = [];
      const r3: number[] = [];
      const r4: number[] = [];
      for (let r = 0; r < roundsPerPair; r++) {
        const from = (p * roundsPerPair + r) * roundGames;
        const cmd = `play ${from} ${roundGames}`;
        const order = (p + r) % 2 === 0 ? [here, old] : [old, here];
        const got = new Map<Server, Measured>();
        for (const s of order) got.set(s, await s.ask(cmd));
        const a = got.get(here) as Measured;
        const b = got.get(old) as Measured;
        add(sum.here, a);
        add(sum.old, b);
        r1.push(a.cpuMicros / b.cpuMicros);
        r2.push(b.threadNanos > 0 ? a.threadNanos / b.threadNanos : Number.NaN);
        if (all) {
          // The all-box process right before or after this tree's core half.
          const c = await all.ask(cmd);
          add(sum.all, c);
          r3.push(c.cpuMicros / c.decisions / (a.cpuMicros / a.decisions));
          r4.push(
            a.threadNanos > 0 ? c.threadNanos / c.decisions / (a.threadNanos / a.decisions) : Number.NaN,
          );
        }
      }
      ratios.push(r1);
      threadRatios.push(r2);
      allRatios.push(r3);
      allThreadRatios.push(r4);
    } finally {
      here.close();
      old.close();
      all?.close();
    }
  }
  const games = pairs * roundsPerPair * roundGames;
  const perDecision = (b: Measured) => b.cpuMicros / b.decisions;
  const [low, mid, high] = medianInterval(ratios, opts.seed);
  const [tLow, tMid, tHigh] = medianInterval(threadRatios, opts.seed + 1);
  const [aLow, aMid, aHigh] = withAll ? medianInterval(allRatios, opts.seed + 2) : [0, 0, 0];
  const [atLow, atMid, atHigh] = withAll ? medianInterval(allThreadRatios, opts.seed + 3) : [0, 0, 0];
  const half = (first: boolean) =>
    median(ratios.flatMap((r) => (first ? r.slice(0, r.length >> 1) : r.slice(r.length >> 1))));
  const decisionsMean = sum.here.decisions / games;
  const baselineDecisionsMean = sum.old.decisions / games;
  return {
    games,
    warmupGames: warmup,
    pairs,
    roundsPerPair,
    roundGames,
    decisionsMean: round(decisionsMean),
    baselineDecisionsMean: round(baselineDecisionsMean),
    gameCpuMs: round(sum.here.cpuMicros / games / 1000),
    baselineGameCpuMs: round(sum.old.cpuMicros / games / 1000),
    decisionCpuMicros: round(perDecision(sum.here)),
    baselineDecisionCpuMicros: round(perDecision(sum.old)),
    gameVsBaselineRatio: round(mid),
    gameVsBaselineLow: round(low),
    gameVsBaselineHigh: round(high),
    gameVsBaselineSumRatio: round(sum.here.cpuMicros / sum.old.cpuMicros),
    mainThreadVsBaselineRatio: round(tMid),
    mainThreadVsBaselineLow: round(tLow),
    mainThreadVsBaselineHigh: round(tHigh),
    decisionVsBaselineRatio: round((mid * baselineDecisionsMean) / decisionsMean),
    pairRatios: ratios.map((r) => round(median(r))),
    firstHalfRatio: round(half(true)),
    secondHalfRatio: round(half(false)),
    roundRatios: ratios.flat().map(round),
    coldDecisionCpuMicros: warmup > 0 ? round(perDecision(sum.cold)) : 0,
    coldBaselineDecisionCpuMicros: warmup > 0 ? round(perDecision(sum.coldOld)) : 0,
    coldDecisionVsBaselineRatio: warmup > 0 ? round(perDecision(sum.cold) / perDecision(sum.coldOld)) : 0,
    allBoxesDecisionCpuMicros: withAll ? round(perDecision(sum.all)) : 0,
    allBoxesVsCoreDecisionRatio: round(aMid),
    allBoxesVsCoreLow: round(aLow),
    allBoxesVsCoreHigh: round(aHigh),
    allBoxesVsCoreMainThreadRatio: round(atMid),
    allBoxesVsCoreMainThreadLow: round(atLow),
    allBoxesVsCoreMainThreadHigh: round(atHigh),
    load: [round(load0), round(loadavg()[0] as number)],
  };
}

/**
 * The median of all rounds' ratios and its 95 % interval by a two-level bootstrap: the groups
 * (process pairs) resampled, then the rounds within each chosen group, 2,000 times (seeded: the
 * same figures give the same interval). [low, median, high].
 */
export function medianInterval(
  groups: readonly (readonly number[])[],
  seed: number,
): [number, number, number] {
  const rng = makeChooserRng(seed);
  const all = groups.flat();
  const meds: number[] = [];
  for (let b = 0; b < 2000; b++) {
    const sample: number[] = [];
    for (let g = 0; g < groups.length; g++) {
      const group = groups[rng.int(groups.length)] as readonly number[];
      for (let i = 0; i < group.length; i++) sample.push(group[rng.int(group.length)] as number);
    }
    meds.push(median(sample));
  }
  meds.sort((a, b) => a - b);
  return [
    meds[Math.floor(0.025 * meds.length)] as number,
    median(all),
    meds[Math.ceil(0.975 * meds.length) - 1] as number,
  ];
}

function zeroM(): Measured {
  return { decisions: 0, cpuMicros: 0, threadNanos: 0 };
}

/** The main thread's CPU time so far, ns (0 where /proc/thread-self is missing). */
function threadNanos(): number {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]);
  } catch {
    return 0;
  }
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
    `bare engine vs the baseline tree, same seeded 4-player core games, ${r.pairs} process pairs × ${r.roundsPerPair} rounds of ${r.roundGames} games ` +
    `(after ${r.warmupGames} warm-up games per process), load ${r.load[0]}→${r.load[1]}: ` +
    `${r.gameVsBaselineRatio}× the CPU per game, 95 % [${r.gameVsBaselineLow}, ${r.gameVsBaselineHigh}] (median of rounds; ` +
    `${r.gameCpuMs} ms vs ${r.baselineGameCpuMs} ms; target ≤ 1); main thread ${r.mainThreadVsBaselineRatio}× ` +
    `[${r.mainThreadVsBaselineLow}, ${r.mainThreadVsBaselineHigh}]; pairs ${r.pairRatios.join(" ")}; halves ${r.firstHalfRatio} / ${r.secondHalfRatio}; ` +
    `${r.decisionsMean} vs ${r.baselineDecisionsMean} decisions per game; cold (the warm-up games) ` +
    `${r.coldDecisionVsBaselineRatio}× per decision (${r.coldDecisionCpuMicros} µs vs ${r.coldBaselineDecisionCpuMicros} µs)` +
    // Without the all-box process (--no-boxes) there is no such figure: say nothing rather than 0×.
    (r.allBoxesDecisionCpuMicros > 0
      ? `; all four boxes ${r.allBoxesVsCoreDecisionRatio}× core alone per decision [${r.allBoxesVsCoreLow}, ${r.allBoxesVsCoreHigh}] (${r.allBoxesDecisionCpuMicros} µs; target ≤ 1.1), main thread ${r.allBoxesVsCoreMainThreadRatio}× [${r.allBoxesVsCoreMainThreadLow}, ${r.allBoxesVsCoreMainThreadHigh}]`
      : "")
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

// The long-lived child: `--serve <tree> <boxes> <seed>`, then per line of stdin `warm <from> <count>`
// (warm-up games, their own seeds) or `play <from> <count>` (games from..from+count-1 of the seed's
// series, as `--child` plays them); one JSON line out per command.
if (process.argv[2] === "--serve") {
  const [tree, boxes, seed] = process.argv.slice(3) as [string, string, string];
  const t = await loadTree(tree, tree);
  const seedOf = (i: number) => Number(seed) * 7919 + i;
  const list = boxes.split(",");
  for await (const line of createInterface({ input: process.stdin })) {
    const [cmd, from, count] = line.split(" ") as [string, string, string];
    const base = cmd === "warm" ? 100000 : 1000;
    // A full collection before a round, outside its measure: a round is ~30 ms of CPU, and a major
    // collection falling in one tree's half and not the other's made its ratio anything from 0.2
    // to 4 (eng31, A against A). Each round's collections are then its own games' (young
    // generation; the old generation's growth over three games rarely starts a major one).
    if (cmd === "play") (globalThis as { gc?: () => void }).gc?.();
    const out = zeroM();
    const t0 = threadNanos();
    for (let i = Number(from); i < Number(from) + Number(count); i++) {
      const c = playMeasured(t, seedOf(base + i), base + i, list);
      out.decisions += c.decisions;
      out.cpuMicros += c.cpuMicros;
    }
    out.threadNanos = threadNanos() - t0;
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
}

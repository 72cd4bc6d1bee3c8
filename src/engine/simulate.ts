// Random-play simulation: complete games with random legal decisions, checking the invariants
// after every step. It finds crashes, soft-locks and bookkeeping bugs; it proves no rule.

import { allFactions } from "./defs.ts";
import { type DecisionRecord, Engine, serialize } from "./engine.ts";
import { checkInvariants } from "./invariants.ts";
import { makeChooserRng } from "./rng.ts";
import type { GameSetup, Prompt } from "./types.ts";

export interface SimOptions {
  games: number;
  players: number;
  seed: number;
  boxes: string[];
  /** A game still running after this many turns is "stuck". */
  maxTurns?: number;
  /** Check invariants after every decision (slower; off for pure speed measurements). */
  invariants?: boolean;
  /** Replay every n-th game from its decision log and compare the final states (0: never). */
  replayEvery?: number;
}

export interface SimSummary {
  games: number;
  finished: number;
  errors: number;
  stuck: number;
  invariantViolations: number;
  turnsMean: number;
  decisionsMean: number;
  ms: number;
  gamesPerSecond: number;
}

export interface GameRun {
  setup: GameSetup;
  decisions: DecisionRecord[];
  engine: Engine;
  finished: boolean;
  stuck: boolean;
  error?: string;
  violations: string[];
}

type Chooser = { int(n: number): number };

/** A uniformly random legal answer to a prompt. */
export function randomChoice(p: Prompt, rng: Chooser): string[] {
  const k = p.min + rng.int(p.max - p.min + 1);
  const ids = p.options.map((o) => o.id);
  const out: string[] = [];
  for (let i = 0; i < k; i++) out.push(ids.splice(rng.int(ids.length), 1)[0] as string);
  return out;
}

/** Random distinct factions, two per player, among the registered factions of `boxes`. */
export function randomSetup(seed: number, players: number, boxes: string[], maxTurns: number): GameSetup {
  const rng = makeChooserRng(seed ^ 0x5bd1e995);
  const pool = allFactions()
    .filter((f) => boxes.includes(f.box))
    .map((f) => f.id)
    .sort();
  if (pool.length < players * 2)
    throw new Error(`boxes ${boxes.join(",")} have ${pool.length} factions, ${players * 2} needed`);
  const picks: string[] = [];
  for (let i = 0; i < players * 2; i++) picks.push(pool.splice(rng.int(pool.length), 1)[0] as string);
  return {
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      factions: [picks[2 * i], picks[2 * i + 1]] as [string, string],
    })),
    options: { maxTurns },
  };
}

export function playRandomGame(setup: GameSetup, chooserSeed: number, invariants: boolean): GameRun {
  const decisions: DecisionRecord[] = [];
  const violations: string[] = [];
  let engine: Engine;
  try {
    engine = Engine.start(setup);
  } catch (e) {
    throw new Error(`setup failed: ${(e as Error).message}`);
  }
  const run: GameRun = { setup, decisions, engine, finished: false, stuck: false, violations };
  const rng = makeChooserRng(chooserSeed);
  const cardCount = engine.g.cards.length;
  let vp = engine.g.players.map((p) => p.vp);
  try {
    for (;;) {
      const p = engine.prompt;
      if (invariants) {
        const errs = checkInvariants(engine.g, p, p?.kind === "main");
        if (engine.g.cards.length !== cardCount) errs.push("the number of cards changed");
        const now = engine.g.players.map((pl) => pl.vp);
        if (now.some((v, i) => v < (vp[i] ?? 0))) errs.push("VP decreased");
        vp = now;
        if (errs.length > 0) {
          violations.push(...errs.map((e) => `after decision ${decisions.length}: ${e}`));
          break;
        }
      }
      if (!p) break;
      const d: DecisionRecord = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
      const r = engine.submit(d);
      if (!r.ok) throw new Error(`random legal answer rejected (${r.reason}) at prompt ${JSON.stringify(p)}`);
      decisions.push(d);
    }
    run.finished = engine.over && engine.g.result?.reason !== "turnCap";
    run.stuck = !engine.over || engine.g.result?.reason === "turnCap";
  } catch (e) {
    run.error = (e as Error).stack ?? String(e);
  }
  return run;
}

export function simulate(opts: SimOptions, onProblem?: (msg: string) => void): SimSummary {
  const maxTurns = opts.maxTurns ?? 300;
  const invariants = opts.invariants ?? true;
  const replayEvery = opts.replayEvery ?? 0;
  let finished = 0;
  let errors = 0;
  let stuck = 0;
  let violations = 0;
  let turns = 0;
  let decisions = 0;
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const seed = (opts.seed * 1_000_003 + i) | 0;
    const setup = randomSetup(seed, opts.players, opts.boxes, maxTurns);
    const run = playRandomGame(setup, seed ^ 0x27d4eb2f, invariants);
    turns += run.engine.g.turn.number;
    decisions += run.decisions.length;
    if (run.error) {
      errors++;
      onProblem?.(`game ${i} (seed ${seed}): ${run.error}`);
    } else if (run.violations.length > 0) {
      violations += run.violations.length;
      onProblem?.(`game ${i} (seed ${seed}): ${run.violations.slice(0, 3).join("; ")}`);
    } else if (run.stuck) {
      stuck++;
      onProblem?.(`game ${i} (seed ${seed}): stuck after ${run.engine.g.turn.number} turns`);
    } else {
      finished++;
    }
    if (!run.error && replayEvery > 0 && i % replayEvery === 0) {
      const again = Engine.replay(setup, run.decisions);
      if (serialize(again.g) !== serialize(run.engine.g)) {
        violations++;
        onProblem?.(`game ${i} (seed ${seed}): replaying the decision log gives a different state`);
      }
    }
  }
  const ms = performance.now() - t0;
  return {
    games: opts.games,
    finished,
    errors,
    stuck,
    invariantViolations: violations,
    turnsMean: opts.games ? turns / opts.games : 0,
    decisionsMean: opts.games ? decisions / opts.games : 0,
    ms: Math.round(ms),
    gamesPerSecond: ms > 0 ? Math.round((opts.games / ms) * 1000 * 10) / 10 : 0,
  };
}

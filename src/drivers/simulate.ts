// Random-play simulation: complete games with random legal decisions, checking the invariants
// after every step, with what players do besides answering (hidden timing, standing orders,
// concessions) and restores through the path persistence uses. It finds crashes, soft-locks and
// bookkeeping bugs; it proves no rule.

import { allFactions } from "../engine/defs.ts";
import { type Checkpoint, type DecisionRecord, Engine, serialize } from "../engine/engine.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { activeSeats } from "../engine/state.ts";
import type { GameOptions, GameSetup, Prompt, Seat } from "../engine/types.ts";

export interface SimOptions {
  games: number;
  players: number;
  seed: number;
  boxes: string[];
  /** Boxes whose bases make the base deck (default: the boxes of the chosen factions, SETUP-5). */
  baseBoxes?: string[];
  /** A game still running after this many turns is "stuck". */
  maxTurns?: number;
  /** Check invariants after every decision (slower; off for pure speed measurements). */
  invariants?: boolean;
  /** Replay every n-th game from its decision log and compare the final states (0: never). */
  replayEvery?: number;
  /**
   * Play as people do (default true): half the games use hidden timing, players toggle their
   * standing order, some concede, and the game is restored from its stored snapshot plus the
   * decisions since, as after a bot restart. False: only random answers to prompts.
   */
  habits?: boolean;
}

/** How often the simulated players do what players do besides answering prompts. */
export interface Habits {
  /** Chance, before each decision, that a random player toggles their standing order. */
  autoPass: number;
  /** Chance, before each decision, that a random player leaves (at most all but one). */
  concede: number;
  /** Chance, after each decision, that the game is restored as the store restores it. */
  restore: number;
}

export const HABITS: Habits = { autoPass: 1 / 60, concede: 1 / 500, restore: 1 / 30 };

/** What the simulated players did besides answering prompts, summed over the games. */
export interface HabitCounts {
  hiddenTimingGames: number;
  /** Special-window prompts answered in games with hidden timing. */
  hiddenTimingWindows: number;
  autoPassToggles: number;
  concessions: number;
  /** Games won by the last player left. */
  concessionWins: number;
  /** Restores from the stored snapshot plus the decisions since (or a replay before any snapshot). */
  restores: number;
}

export interface SimSummary extends HabitCounts {
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
  counts: HabitCounts;
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
export function randomSetup(
  seed: number,
  players: number,
  boxes: string[],
  maxTurns: number,
  options: Partial<GameOptions> = {},
): GameSetup {
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
    options: { ...options, maxTurns },
  };
}

export function noCounts(): HabitCounts {
  return {
    hiddenTimingGames: 0,
    hiddenTimingWindows: 0,
    autoPassToggles: 0,
    concessions: 0,
    concessionWins: 0,
    restores: 0,
  };
}

/** What the store keeps of a game: the latest quiet snapshot and every decision (app/restore.ts). */
interface Stored {
  snapshot: Checkpoint | null;
}

/** Restores a game the way the store does: its latest quiet snapshot plus the decisions since. */
function restore(setup: GameSetup, stored: Stored, decisions: DecisionRecord[]): Engine {
  const cp = stored.snapshot;
  if (!cp) return Engine.replay(setup, decisions, { snapshots: true });
  return Engine.resume(cp.state, decisions.slice(cp.decisions), cp.decisions, { snapshots: true });
}

/**
 * Plays one game with random legal answers, checking every invariant after every step. With
 * `habits`, players also toggle their standing order and concede, and the game is regularly
 * restored from what the store would hold and must come back identical.
 */
export function playRandomGame(
  setup: GameSetup,
  chooserSeed: number,
  invariants: boolean,
  habits: Habits | null = null,
): GameRun {
  const decisions: DecisionRecord[] = [];
  const violations: string[] = [];
  const counts = noCounts();
  let engine: Engine;
  try {
    engine = Engine.start(setup, { snapshots: habits !== null });
  } catch (e) {
    throw new Error(`setup failed: ${(e as Error).message}`);
  }
  const run: GameRun = { setup, decisions, engine, finished: false, stuck: false, violations, counts };
  const rng = makeChooserRng(chooserSeed);
  const chance = (p: number) => p > 0 && rng.int(1_000_000) < p * 1_000_000;
  const hidden = engine.g.options.hiddenTiming;
  if (hidden) counts.hiddenTimingGames++;
  const stored: Stored = { snapshot: null };
  const cardCount = engine.g.cards.length;
  let vp = engine.g.players.map((p) => p.vp);
  const submit = (d: DecisionRecord) => {
    const r = engine.submit(d);
    if (!r.ok) throw new Error(`legal decision ${JSON.stringify(d)} rejected (${r.reason})`);
    decisions.push(d);
    // The store saves a snapshot whenever the game is at a quiet point that includes every decision.
    if (engine.quiet && engine.checkpoint) stored.snapshot = engine.checkpoint;
  };
  try {
    for (;;) {
      const p = engine.prompt;
      if (invariants) {
        // A finished game is a quiet point too: nothing may be left resolving or in limbo.
        const errs = checkInvariants(engine.g, p, !p || p.kind === "main");
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
      if (habits) {
        const seats = activeSeats(engine.g);
        if (chance(habits.autoPass)) {
          const seat = seats[rng.int(seats.length)] as Seat;
          submit({ seat, autoPass: !engine.g.players[seat]?.autoPass });
          counts.autoPassToggles++;
          continue;
        }
        if (seats.length > 1 && chance(habits.concede)) {
          submit({ seat: seats[rng.int(seats.length)] as Seat, leave: true });
          counts.concessions++;
          if (engine.g.result?.reason === "lastPlayer") counts.concessionWins++;
          continue;
        }
        if (hidden && p.kind === "meFirst") counts.hiddenTimingWindows++;
      }
      submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      if (habits && chance(habits.restore)) {
        const again = restore(setup, stored, decisions);
        counts.restores++;
        if (
          serialize(again.g) !== serialize(engine.g) ||
          JSON.stringify(again.prompt) !== JSON.stringify(engine.prompt)
        ) {
          violations.push(`after decision ${decisions.length}: the restored game differs from the live one`);
          break;
        }
        engine = again;
        run.engine = again;
      }
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
  const habits = (opts.habits ?? true) ? HABITS : null;
  const counts = noCounts();
  let finished = 0;
  let errors = 0;
  let stuck = 0;
  let violations = 0;
  let turns = 0;
  let decisions = 0;
  const t0 = performance.now();
  for (let i = 0; i < opts.games; i++) {
    const seed = (opts.seed * 1_000_003 + i) | 0;
    // Half the games with hidden timing (OPEN-27), when players habits are simulated.
    const setup = randomSetup(seed, opts.players, opts.boxes, maxTurns, {
      hiddenTiming: !!habits && i % 2 === 1,
    });
    if (opts.baseBoxes) setup.baseBoxes = opts.baseBoxes;
    const run = playRandomGame(setup, seed ^ 0x27d4eb2f, invariants, habits);
    for (const k of Object.keys(counts) as (keyof HabitCounts)[]) counts[k] += run.counts[k];
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
    ...counts,
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

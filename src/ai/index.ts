// The AI players' room: the one door the rest of the bot uses. It imports the engine (one way);
// nothing in src/engine imports it.
//
// Contract (shared by the seat integration and the AI players themselves):
// - `aiDecide` answers the engine's pending prompt for `seat` with a legal choice. It decides
//   only from what that seat may know: every level reads a determinized copy of the state
//   (determinize.ts), in which the cards the seat can't see were dealt again from its own
//   generator; the real hidden cards are never read.
// - It is synchronous and deterministic for a given (engine state, decisions, seat, level, seed):
//   the budget is counted in iterations, never in time, so a replay reproduces an AI's game and
//   the service may run it in a worker.
// - `aiPickFaction` chooses a faction among those still available in the lobby (Hard by the
//   factions' measured win rates, Normal by the cards' rough strength, Easy at random).
//
// Levels: Easy plays the rule-of-thumb policy with heavy noise (plausible but weak); Normal
// looks one play ahead on one sample, to the next player's turn; Hard compares Normal's best
// plays on fresh samples to a horizon one turn further (search.ts; information-set MCTS and a
// turn planner are the other modes, measured in the README's arena table).
//
// For the seat integration: the answer depends on `engine.decisions` (mixed into the seed), so a
// worker must rebuild the engine as the store does (Engine.resume from the snapshot and the
// decisions since), not with Engine.fromState (which counts from 0). Hard takes ~0.2-1 s of CPU
// at a play phase: run it off the event loop. Choices inside effects, Special windows, orders, "you may",
// mulligans are answered by the policy on the sampled state at every level (the engine can only
// be copied and run from a quiet point, the main prompt).

import { defaultChoice, type Engine } from "../engine/engine.ts";
import { validateChoice } from "../engine/flow.ts";
import type { Prompt, Seat } from "../engine/types.ts";
import { determinize } from "./determinize.ts";
import { factionRate, factionStrength } from "./factions.ts";
import { hardInnerChoice } from "./inner.ts";
import { innerSearch } from "./inner-search.ts";
import { policyChoice } from "./policy.ts";
import { aiRng } from "./rng.ts";
import { ismcts, lookahead, planSearch, type SearchBudget, sampledSearch } from "./search.ts";

export type AiLevel = "easy" | "normal" | "hard";

export const AI_LEVELS: readonly AiLevel[] = ["easy", "normal", "hard"];

/** Hard's budget: Normal's 4 best plays compared over 6 samples (24 playouts), each played out
 * through the next player's turn with Normal-like opponents (their play phases decided by
 * Normal's lookahead over their 3 best plays) and Hard's own later answers noiseless; about
 * 0.16 s (p50) to 0.5 s (p99) of CPU per play-phase decision at 4 players, less at 2 and 3 (the
 * arena's CPU times in the README). The rule-of-thumb opponents it replaces (48 playouts) made Hard no better than Normal.
 * A playout's end is valued against the strongest rival alone (`bestWeight` 1; Normal keeps half
 * on the rivals' mean): at 3-4 players a seat wins by finishing ahead of the leader, and hurting a
 * trailing rival is worth nothing (no change at 2 players, evaluate.ts). At 4 players that end is
 * valued by a chance to win fitted on four-Normal games at Hard's own horizon (`fittedHorizon`,
 * fitted.ts; stop 42: 163 against 129 wins on the same 431 games of seed 4201, sign test p = 0.009,
 * docs/ai-experiments.md). At 4 players the playouts run one turn further, through the turn of the
 * seat after next (`fourPlayerHorizon` 2, search.ts horizonOf; stop 44: 122 against 94 wins on the
 * same 249 games of a fresh seed, sign test p = 0.006), for ~2.3× the CPU there. */
export const HARD_BUDGET: SearchBudget = {
  mode: "sampled",
  planOptions: 6,
  iterations: 24,
  width: 4,
  c: 0.7,
  noise: 0.3,
  cheat: false,
  ownExact: true,
  oppLookahead: 3,
  bestWeight: 1,
  fittedHorizon: true,
  fourPlayerHorizon: 2,
};

/** Optional knobs, for the arena and tests; the bot uses the defaults. */
export interface AiOptions {
  /** Hard only: overrides the budget (e.g. `{ cheat: true }`: the all-seeing arena opponent). */
  budget?: Partial<SearchBudget>;
}

/** A legal answer to `engine.prompt`, which must be addressed to `seat`. */
export function aiDecide(
  engine: Engine,
  seat: Seat,
  level: AiLevel,
  seed: number,
  opts: AiOptions = {},
): string[] {
  const prompt = engine.prompt;
  if (!prompt || prompt.seat !== seat) throw new Error(`no prompt for seat ${seat}`);
  const choice = decide(engine, prompt, level, seed, opts);
  // A heuristic slip must never reach the game: fall back to the safe default answer.
  return validateChoice(prompt, seat, choice) === null ? choice : defaultChoice(prompt);
}

function decide(engine: Engine, prompt: Prompt, level: AiLevel, seed: number, opts: AiOptions): string[] {
  const seat = prompt.seat;
  // One stream per decision: the game's seed mixed with the decision's number.
  const decisionSeed = seed ^ Math.imul(engine.decisions + 1, 0x9e3779b1);
  if (prompt.options.length === 1 && prompt.min === 1) return [prompt.options[0]?.id as string];
  const budget = { ...HARD_BUDGET, ...opts.budget };
  const rng = aiRng(decisionSeed, 1);
  const d = determinize(engine.g, seat, rng, prompt.shown ?? [], level === "hard" && budget.cheat);
  if (level === "easy") return policyChoice(d, prompt, rng, prompt.kind === "main" ? 4 : 2);
  if (prompt.kind !== "main") {
    const own = level === "hard" && budget.innerOwn ? hardInnerChoice(d, prompt) : policyChoice(d, prompt);
    if (level !== "hard" || !budget.innerSearch) return own;
    return innerSearch(engine, prompt, own, decisionSeed, budget, d) ?? own;
  }
  if (level === "normal") return [lookahead(d, prompt)];
  if (budget.mode === "ismcts") return [ismcts(engine.g, prompt, decisionSeed, budget)];
  if (budget.mode === "plan") return [planSearch(engine.g, prompt, decisionSeed, budget)];
  return [sampledSearch(engine.g, prompt, decisionSeed, budget)];
}

/** How a seat ranks factions: at random, by the cards' rough strength (factions.ts), or by the
 * factions' measured win rates (faction-rates.ts). */
export type FactionPick = "random" | "strength" | "rates";

/** Each level's own faction choice: Easy at random, Normal by the cards' strength (as every level
 * above Easy before stop 39), Hard by the measured win rates. */
export const LEVEL_PICK: Record<AiLevel, FactionPick> = { easy: "random", normal: "strength", hard: "rates" };

/**
 * A faction among `available` (ids), for an AI seat that already holds `mine`. It reads nothing
 * else: in a draft a seat knows the factions left and its own picks, and the bases come after
 * (SETUP-14). `how` overrides the level's own choice (arena experiments).
 */
export function aiPickFaction(
  available: readonly string[],
  mine: readonly string[],
  level: AiLevel,
  seed: number,
  how: FactionPick = LEVEL_PICK[level],
): string {
  if (available.length === 0) throw new Error("no faction available");
  const rng = aiRng(seed, 2);
  const pool = available.filter((f) => !mine.includes(f));
  const from = pool.length > 0 ? pool : available;
  if (how === "random") return from[rng.int(from.length)] as string;
  // The best by the chosen measure (factions.ts), ties broken by the seed.
  const score = how === "rates" ? factionRate : factionStrength;
  let best: string[] = [];
  let bestS = Number.NEGATIVE_INFINITY;
  for (const f of from) {
    const s = score(f);
    if (s > bestS + 1e-9) {
      bestS = s;
      best = [f];
    } else if (Math.abs(s - bestS) <= 1e-9) best.push(f);
  }
  return best[rng.int(best.length)] as string;
}

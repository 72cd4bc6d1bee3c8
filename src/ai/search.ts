// Searching the play-phase decision (the main prompt, a quiet point: the state alone says what
// comes next, so a determinized copy can be run by a fresh engine, Engine.fromState).
//
// - Normal: one determinization; each play is tried, the rest of the turn is played by the
//   policy, and the state at the next player's play phase is evaluated (1-ply lookahead with a
//   policy rollout to a common horizon, so "end now" and "play" are compared fairly).
// - Hard: information-set MCTS (single observer, Cowling et al. 2012): every iteration samples a
//   new determinization, descends a tree of the AI's own play-phase decisions of this turn (UCB1
//   with availability counts, since a drawn card may add options in one sample and not another),
//   plays out with the policy up to the AI's next play phase (a cut horizon) and backs up the
//   heuristic evaluation. The budget is counted in iterations, never in time.

import { Engine } from "../engine/engine.ts";
import type { GameState, Prompt, Seat } from "../engine/types.ts";
import { cloneState, determinize } from "./determinize.ts";
import { evaluate, riskBent, winChance, worths } from "./evaluate.ts";
import { fittedChance, HORIZON_WEIGHTS, horizonChance, raceChance, SELFPLAY_WEIGHTS } from "./fitted.ts";
import { playScore, policyChoice, signature } from "./policy.ts";
import { aiRng, type Rng } from "./rng.ts";

/** Decisions a playout may take before it is cut whatever happens (a safety net). */
const PLAYOUT_CAP = 400;

/** Work counters (profiling): engine answers submitted by playouts, candidate plays tried,
 * sampled-search playouts. */
export const stats = { steps: 0, cands: 0, playouts: 0 };

/** How a playout answers: the policy (with `noise`), except where a model says otherwise. */
export interface PlayoutModel {
  /** This seat's answers are noiseless (the searching seat plays its own turn as well as it can). */
  exact?: Seat;
  /** Play-phase decisions of the other seats are Normal's lookahead over their best `k` plays
   * (0: the policy), a Normal-like opponent instead of the rule of thumb. */
  lookahead?: number;
  /** Play-phase decisions of the `exact` seat itself are Normal's lookahead over its best N plays
   * (0: the noiseless policy). */
  ownLookahead?: number;
  /** Other seats' play phases use `lookahead` only up to this turn number (absent: every turn);
   * later turns of a long playout are played by the noisy policy, a cheap model of the rest of
   * the round (SearchBudget.oppLookaheadTurns). */
  lookaheadUntil?: number;
  /** Other seats' lookahead decisions are made on their own determinization of the playout's
   * state (the cards that seat can't see dealt again), as the real Normal decides, instead of on
   * the sample itself, where a modeled rival sees every hand (SearchBudget.oppOwnView). */
  ownView?: boolean;
}

/** Runs `e` with the policy until `stop` holds, the game ends or the cap is reached. */
export function playOut(
  e: Engine,
  stop: (e: Engine) => boolean,
  rng: Rng | null,
  noise: number,
  model: PlayoutModel = {},
): number {
  for (let n = 0; n < PLAYOUT_CAP; n++) {
    const p = e.prompt;
    if (!p || stop(e)) return n;
    let choice: string[];
    if (
      model.lookahead &&
      p.kind === "main" &&
      p.seat !== model.exact &&
      (model.lookaheadUntil === undefined || e.g.turn.number <= model.lookaheadUntil)
    )
      choice = [
        lookaheadValues(
          model.ownView && rng ? determinize(e.g, p.seat, rng, p.shown ?? []) : e.g,
          p,
          model.lookahead,
        )[0]?.id ?? "end",
      ];
    else if (model.ownLookahead && p.kind === "main" && p.seat === model.exact)
      choice = [lookaheadValues(e.g, p, model.ownLookahead)[0]?.id ?? "end"];
    else choice = policyChoice(e.g, p, p.seat === model.exact ? null : rng, noise);
    stats.steps++;
    const r = e.submit({ seat: p.seat, prompt: p.id, choice });
    if (!r.ok) throw new Error(`policy answer rejected: ${r.reason} (${p.purpose})`);
  }
  return PLAYOUT_CAP;
}

/** Another player's play phase, or the game's end: the horizon of a turn's consequences. */
function nextPlayersTurn(seat: Seat): (e: Engine) => boolean {
  return (e) => e.prompt?.kind === "main" && e.prompt.seat !== seat;
}

/** The main prompt of a fresh engine on a copy of a quiet state, answering `option` first. */
function tryOption(base: GameState, option: string, seat: Seat): Engine | null {
  const e = Engine.fromState(cloneState(base));
  const p = e.prompt;
  if (p?.kind !== "main" || p.seat !== seat || !p.options.some((o) => o.id === option)) return null;
  return e.submit({ seat, prompt: p.id, choice: [option] }).ok ? e : null;
}

/** The plays worth trying at a main prompt: one per signature, best rule-of-thumb score first,
 * at most `max` of them, "end" always among them. */
function candidatePlays(d: GameState, prompt: Prompt, max: number): string[] {
  const seat = prompt.seat;
  const seen = new Set<string>();
  const order = prompt.options
    .filter((o) => {
      const sig = signature(d, o.id);
      if (seen.has(sig)) return false;
      seen.add(sig);
      return true;
    })
    .map((o, i) => ({ id: o.id, s: playScore(d, seat, o.id), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.id);
  const out = order.slice(0, max);
  if (!out.includes("end")) out.push("end");
  return out;
}

/** The work of trying one candidate (a state copy, a fresh engine, the play, an evaluation),
 * counted in playout answers. */
const CANDIDATE_COST = 4;

/** Each candidate play's value on one sample `d`: played, then the rest of the turn by the
 * policy, evaluated when the next player's play phase starts. Best first (stable).
 * `maxWork` caps the work in playout answers (CANDIDATE_COST per candidate besides): "end" is
 * tried first, then the plays best by the rule of thumb while work is left. */
export function lookaheadValues(
  d: GameState,
  prompt: Prompt,
  maxOptions = 10,
  maxWork = Number.POSITIVE_INFINITY,
  bestWeight = 0.5,
): { id: string; v: number }[] {
  const seat = prompt.seat;
  const stop = nextPlayersTurn(seat);
  const cands = candidatePlays(d, prompt, maxOptions);
  const end = cands.indexOf("end");
  const order = [end, ...[...cands.keys()].filter((i) => i !== end)];
  const out: { id: string; v: number; i: number }[] = [];
  let work = 0;
  for (const i of order) {
    if (work >= maxWork) break;
    const id = cands[i] as string;
    stats.cands++;
    work += CANDIDATE_COST;
    const e = tryOption(d, id, seat);
    if (!e) continue;
    // The same sample (deck orders, game generator) and a noiseless policy for every option:
    // their comparison is not blurred by luck.
    work += playOut(e, stop, null, 0);
    out.push({ id, v: evaluate(e.g, seat, bestWeight), i });
  }
  return out.sort((a, b) => b.v - a.v || a.i - b.i);
}

/** Plays Normal tries at a main prompt (besides "end"): the work of its decision is about this
 * many copies and rest-of-turn playouts, whatever the hand (issue 23: Normal ≤ 20 ms p99). */
export const NORMAL_OPTIONS = 5;
/** Normal's work cap, in playout answers (lookaheadValues). */
export const NORMAL_WORK = 60;

/** Normal's play-phase decision on one determinization `d` (already sampled by the caller). */
export function lookahead(d: GameState, prompt: Prompt): string {
  return lookaheadValues(d, prompt, NORMAL_OPTIONS, NORMAL_WORK)[0]?.id ?? "end";
}

/**
 * Hard's default play-phase decision: the few best plays by Normal's lookahead are compared on
 * fresh determinizations, each sample shared by every candidate (common random numbers: the
 * comparison is paired, so few samples tell plays apart), played out by the policy to a horizon
 * one turn further than Normal's (through the next player's turn), and scored by the evaluation.
 */
export function sampledSearch(g: GameState, prompt: Prompt, seed: number, budget: SearchBudget): string {
  const seat = prompt.seat;
  const first = firstCandidates(g, prompt, seed, budget);
  const cands = first.slice(0, budget.width);
  if (cands.length <= 1) return cands[0]?.id ?? "end";
  if ((budget.turnPairs ?? 0) >= 2)
    return turnPairSearch(
      g,
      prompt,
      seed,
      budget,
      cands.map((c) => c.id),
    );
  const { stop, model, value } = playoutEnd(g, seat, budget);
  const sums = cands.map(() => 0);
  // Candidates still compared (indices into `cands`, Normal's order); every one of them has been
  // played out on the same samples 0..r-1, so their sums compare pairwise.
  let alive = [...cands.keys()];
  const schedule = budget.halving
    ? halvingStages(cands.length, budget.iterations)
    : [{ alive: cands.length, rounds: Math.max(1, Math.floor(budget.iterations / cands.length)) }];
  let r = 0;
  for (const [s, stage] of schedule.entries()) {
    if (s > 0) {
      // Successive halving: the better half (by the sums over the shared samples) goes on.
      alive = [...alive]
        .sort((a, b) => (sums[b] as number) - (sums[a] as number) || a - b)
        .slice(0, stage.alive)
        .sort((a, b) => a - b);
    }
    for (let k = 0; k < stage.rounds; k++, r++) {
      const d = determinize(g, seat, aiRng(seed, 0x3000 + r), prompt.shown ?? [], budget.cheat);
      for (const i of alive) {
        const e = tryOption(d, (cands[i] as { id: string }).id, seat);
        if (!e) continue;
        stats.playouts++;
        playOut(e, stop, aiRng(seed, 0x4000 + r), budget.noise, model);
        sums[i] = (sums[i] as number) + value(e.g);
      }
    }
  }
  // Normal's pick (the first lookahead's best) stands unless another play beats it by more than
  // `margin` per sample: a small lead on few samples is mostly the samples' luck.
  return cands[pairedBest(sums, alive, (budget.margin ?? 0) * r)]?.id ?? "end";
}

/**
 * The index among `alive` whose sum over the shared samples wins, the first of them (Normal's or
 * the policy's pick) standing unless another beats both it by more than `margin` in all and the
 * best so far: a small lead on few samples is mostly the samples' luck.
 */
export function pairedBest(sums: readonly number[], alive: readonly number[], margin = 0): number {
  const lead = alive[0] as number;
  let best = lead;
  for (const i of alive)
    if (
      i !== lead &&
      (sums[i] as number) > Math.max(sums[best] as number, (sums[lead] as number) + margin) + 1e-9
    )
      best = i;
  return best;
}

/**
 * How Hard's playouts from `g` go and end (sampledSearch, turnPairSearch, innerSearch): through
 * `horizon` turns after this one (stopped at the next play phase beyond), answered by the playout
 * model, their end scored by the playout value.
 */
export function playoutEnd(g: GameState, seat: Seat, budget: SearchBudget) {
  const rootTurn = g.turn.number;
  const horizon = budget.horizon ?? 1;
  return {
    rootTurn,
    stop: (e: Engine) => e.prompt?.kind === "main" && e.g.turn.number > rootTurn + horizon,
    model: playoutModel(seat, rootTurn, budget),
    value: playoutValue(g.players.length, seat, budget),
  };
}

/** A main prompt of any seat, or the game's end: where a playout of a turn's next play pauses. */
function atMain(e: Engine): boolean {
  return e.prompt?.kind === "main";
}

/**
 * The second plays of a turn worth trying after `first` on the sample `d`: the first play made,
 * the prompts it raises answered by the noiseless policy, then, if the seat is at its own play
 * phase again in the same turn, Normal's lookahead's best `k` plays there (signatures, "end"
 * among the candidates); `[null]` when the turn is over after `first` (nothing to choose).
 */
export function secondPlays(
  d: GameState,
  first: string,
  seat: Seat,
  k: number,
  bestWeight?: number,
): (string | null)[] {
  const e = tryOption(d, first, seat);
  if (!e) return [null];
  const turn = d.turn.number;
  playOut(e, atMain, null, 0, { exact: seat });
  const p = e.prompt;
  if (p?.kind !== "main" || p.seat !== seat || e.g.turn.number !== turn) return [null];
  const vals = lookaheadValues(e.g, p, NORMAL_OPTIONS, NORMAL_WORK, bestWeight);
  const out = vals.slice(0, k).map((x) => signature(e.g, x.id));
  return out.length > 0 ? out : [null];
}

/**
 * Hard's turn-as-a-sequence comparison (SearchBudget.turnPairs): each of the `cands` first plays
 * is tried with each of its best `turnPairs` second plays (secondPlays, chosen on the first
 * sample), every pair played out on the same samples as sampledSearch plays its candidates (the
 * second play matched by signature in each sample, the policy's answer where the sample has no
 * such play), through the next player's turn. A first play is worth its best pair's mean: the
 * turn it opens, played well, not the policy's rest of the turn. Normal's pick stands unless
 * another first play's best pair beats its best pair (by more than `margin` per sample).
 */
export function turnPairSearch(
  g: GameState,
  prompt: Prompt,
  seed: number,
  budget: SearchBudget,
  cands: string[],
): string {
  const seat = prompt.seat;
  const { rootTurn, stop, model, value } = playoutEnd(g, seat, budget);
  const k = Math.max(1, Math.floor(budget.turnPairs ?? 1));
  // The first sample is firstCandidates' own (the same seed): the pairs are chosen where the
  // candidates were.
  const d0 = determinize(g, seat, aiRng(seed, 0x2000), prompt.shown ?? [], budget.cheat);
  const pairs: { i: number; second: string | null }[] = [];
  for (const [i, id] of cands.entries())
    for (const second of secondPlays(d0, id, seat, k, budget.bestWeight)) pairs.push({ i, second });
  const sums = pairs.map(() => 0);
  const rounds = Math.max(1, Math.floor(budget.iterations / cands.length));
  for (let r = 0; r < rounds; r++) {
    const d = determinize(g, seat, aiRng(seed, 0x3000 + r), prompt.shown ?? [], budget.cheat);
    for (const [j, pair] of pairs.entries()) {
      const e = tryOption(d, cands[pair.i] as string, seat);
      if (!e) continue;
      stats.playouts++;
      const rng = aiRng(seed, 0x4000 + r);
      if (pair.second !== null) {
        playOut(e, atMain, rng, budget.noise, model);
        const p = e.prompt;
        const o =
          p?.kind === "main" && p.seat === seat && e.g.turn.number === rootTurn
            ? p.options.find((x) => signature(e.g, x.id) === pair.second)
            : undefined;
        if (p && o) {
          stats.steps++;
          if (!e.submit({ seat, prompt: p.id, choice: [o.id] }).ok) throw new Error("second play rejected");
        }
      }
      playOut(e, stop, rng, budget.noise, model);
      sums[j] = (sums[j] as number) + value(e.g);
    }
  }
  // Each first play's best pair.
  const best = cands.map(() => Number.NEGATIVE_INFINITY);
  for (const [j, pair] of pairs.entries()) best[pair.i] = Math.max(best[pair.i] as number, sums[j] as number);
  return cands[pairedBest(best, [...cands.keys()], (budget.margin ?? 0) * rounds)] ?? "end";
}

/** How Hard's playouts answer, from the budget (sampledSearch, innerSearch). */
export function playoutModel(seat: Seat, rootTurn: number, budget: SearchBudget): PlayoutModel {
  return {
    ...(budget.ownExact ? { exact: seat } : {}),
    ...(budget.oppLookahead ? { lookahead: budget.oppLookahead } : {}),
    ...(budget.ownExact && budget.ownLookahead ? { ownLookahead: budget.ownLookahead } : {}),
    ...(budget.oppLookaheadTurns ? { lookaheadUntil: rootTurn + budget.oppLookaheadTurns } : {}),
    ...(budget.oppOwnView ? { ownView: true } : {}),
  };
}

/** The horizon fit's weights the budget names (SearchBudget.horizonWeights). */
function horizonWeightsOf(budget: SearchBudget): readonly number[] {
  const which = budget.horizonWeights ?? "stop42";
  if (which === "selfplay") return SELFPLAY_WEIGHTS;
  if (which === "stop42") return HORIZON_WEIGHTS;
  throw new Error(`unknown horizonWeights ${String(which)}`);
}

/**
 * How Hard values a playout's end (sampled mode): the evaluation against the strongest rival, or
 * at 3-4 players, as the budget says, the chance to win, the evaluation bent by riskScale, less
 * leaderPenalty per VP of leaderThreat. `players`: the table's size (2-player values never change).
 * `fittedHorizon` applies at 4 players only: its weights were fitted on 4-player games, where Hard's
 * horizon puts it third in the order of play (fitted.ts); 3-player games keep the evaluation.
 */
export function playoutValue(players: number, seat: Seat, budget: SearchBudget): (s: GameState) => number {
  // The horizon fit decides both the value and whether leaderPenalty bends it: one condition.
  const horizon = budget.fittedHorizon === true && players === 4;
  const base = horizon
    ? budget.horizonRace
      ? (s: GameState) => raceChance(s, seat)
      : (s: GameState) => horizonChance(s, seat, horizonWeightsOf(budget))
    : budget.fitted && players > 2
      ? (s: GameState) => fittedChance(s, seat)
      : budget.winChance && players > 2
        ? (s: GameState) => winChance(s, seat)
        : budget.riskScale && players > 2
          ? (s: GameState) => riskBent(evaluate(s, seat, budget.bestWeight), budget.riskScale as number)
          : (s: GameState) => evaluate(s, seat, budget.bestWeight);
  const lp = budget.leaderPenalty ?? 0;
  if (!(lp > 0) || players <= 2 || budget.winChance || budget.fitted || horizon) return base;
  return (s: GameState) => base(s) - (s.result ? 0 : lp * leaderThreat(s, seat));
}

/**
 * Hard's candidates: Normal's lookahead values of up to 10 plays, on one sample (the default) or
 * averaged over `firstSamples` samples (SearchBudget.firstSamples), best first. On one sample a
 * play that happens to draw well there may push a better one out of the `width` compared.
 */
function firstCandidates(
  g: GameState,
  prompt: Prompt,
  seed: number,
  budget: SearchBudget,
): { id: string; v: number }[] {
  const seat = prompt.seat;
  const k = Math.max(1, budget.firstSamples ?? 1);
  const sums = new Map<string, { v: number; n: number; i: number }>();
  for (let j = 0; j < k; j++) {
    const d = determinize(
      g,
      seat,
      aiRng(seed, j === 0 ? 0x2000 : 0x2100 + j),
      prompt.shown ?? [],
      budget.cheat,
    );
    const vals = lookaheadValues(d, prompt, 10, Number.POSITIVE_INFINITY, budget.bestWeight);
    if (k === 1) return vals;
    for (const [i, x] of vals.entries()) {
      const sig = signature(g, x.id);
      const o = sums.get(sig);
      if (o) {
        o.v += x.v;
        o.n++;
      } else sums.set(sig, { v: x.v, n: 1, i: j * 100 + i });
    }
  }
  const ids = new Map<string, string>();
  for (const o of prompt.options) {
    const sig = signature(g, o.id);
    if (!ids.has(sig)) ids.set(sig, o.id);
  }
  return [...sums.entries()]
    .filter(([sig, o]) => o.n === k && ids.has(sig))
    .map(([sig, o]) => ({ id: ids.get(sig) as string, v: o.v / k, i: o.i }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map(({ id, v }) => ({ id, v }));
}

/**
 * How close the strongest rival is to winning (SearchBudget.leaderPenalty): their worth beyond
 * 5 VP short of the target, in VP (0 while every rival is further away).
 */
export function leaderThreat(g: GameState, seat: Seat): number {
  const w = worths(g);
  let best = Number.NEGATIVE_INFINITY;
  for (const p of g.players) if (p.seat !== seat && !p.out) best = Math.max(best, w[p.seat] as number);
  return Math.max(0, best - (g.options.vpTarget - 5));
}

/**
 * The stages of successive halving (Karnin, Koren & Somekh 2013) over `width` candidates with a
 * budget of `iterations` playouts: ceil(log2 width) stages share the budget equally; in each,
 * every candidate still in plays out on the stage's samples, then the better half goes on. The
 * close candidates get the most samples (with 4 candidates and 48 playouts: 6 samples each, then
 * 12 more for the best two), instead of the same few for a play already far behind.
 */
export function halvingStages(width: number, iterations: number): { alive: number; rounds: number }[] {
  const stages = Math.max(1, Math.ceil(Math.log2(Math.max(1, width))));
  const per = iterations / stages;
  const out: { alive: number; rounds: number }[] = [];
  let alive = width;
  for (let s = 0; s < stages; s++) {
    out.push({ alive, rounds: Math.max(1, Math.floor(per / alive)) });
    alive = Math.ceil(alive / 2);
  }
  return out;
}

/**
 * Hard's "plan" mode: Normal's best `width` first plays, each followed by the rest of the turn
 * chosen by Normal's lookahead itself (instead of the rule of thumb), on one sample: the play
 * whose whole turn ends best. Plans the order of a turn's plays (combos) at a few times
 * Normal's cost.
 */
export function planSearch(g: GameState, prompt: Prompt, seed: number, budget: SearchBudget): string {
  const seat = prompt.seat;
  const d = determinize(g, seat, aiRng(seed, 0x2000), prompt.shown ?? [], budget.cheat);
  const cands = lookaheadValues(d, prompt).slice(0, budget.width);
  if (cands.length <= 1) return cands[0]?.id ?? "end";
  const stop = nextPlayersTurn(seat);
  let best = cands[0]?.id ?? "end";
  let bestV = Number.NEGATIVE_INFINITY;
  for (const c of cands) {
    const e = tryOption(d, c.id, seat);
    if (!e) continue;
    for (let n = 0; n < 60; n++) {
      const p = e.prompt;
      if (!p || stop(e)) break;
      const choice =
        p.kind === "main" && p.seat === seat
          ? [lookaheadValues(e.g, p, budget.planOptions)[0]?.id ?? "end"]
          : policyChoice(e.g, p);
      if (!e.submit({ seat: p.seat, prompt: p.id, choice }).ok) break;
    }
    const v = evaluate(e.g, seat);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = c.id;
    }
  }
  return best;
}

interface Child {
  /** Visits, summed value in [0, 1], and how often it was available when its parent was visited. */
  n: number;
  w: number;
  avail: number;
  node: Node | null;
}
type Node = Map<string, Child>;

export interface SearchBudget {
  /** "plan" (planSearch), "sampled" (sampledSearch) or "ismcts" (the tree search). */
  mode: "plan" | "sampled" | "ismcts";
  /** "plan" mode: plays tried at each later decision of the turn. */
  planOptions: number;
  /** Playouts per play-phase decision (each from a new determinization, or shared by the
   * candidates of one round in "sampled" mode). */
  iterations: number;
  /** "sampled" mode: how many of Normal's best plays are compared. */
  width: number;
  /** "sampled" mode: successive halving (halvingStages) instead of every candidate on every
   * sample: the same `iterations`, spent mostly on the candidates still close (off if absent). */
  halving?: boolean;
  /** UCB1 exploration constant. */
  c: number;
  /** Noise of the policy in playouts (variety among samples). */
  noise: number;
  /** Arena only: see every hidden card (no determinization of cards). */
  cheat: boolean;
  /** "sampled" mode: the searching seat's own later answers in playouts are noiseless. */
  ownExact?: boolean;
  /** "sampled" mode: other seats' play-phase decisions in playouts are Normal's lookahead over
   * their best N plays (0 or absent: the policy). */
  oppLookahead?: number;
  /** "sampled" mode, with `ownExact`: the seat's own later play-phase decisions in playouts are
   * Normal's lookahead over its best N plays (0 or absent: the noiseless policy). */
  ownLookahead?: number;
  /** "sampled" mode: another play replaces the first lookahead's best only if its mean value
   * beats that play's by more than this (in the value's units; 0 or absent: any lead). */
  margin?: number;
  /** "sampled" mode: playouts stop at the play phase of the turn after root + horizon (1: through
   * the next player's turn). */
  horizon?: number;
  /** "sampled" mode: weight of the strongest rival in the evaluation of a playout's end (the
   * rest on the rivals' mean; 0.5, Normal's, when absent). */
  bestWeight?: number;
  /** "sampled" mode, 3-4 players: a playout's end is valued by the seat's estimated chance to win
   * (evaluate.ts, winChance) instead of its worth against its rivals'. */
  winChance?: boolean;
  /** "sampled" mode, 3-4 players: a playout's end is valued through evaluate.ts's riskBent of this
   * width in VP (safe when ahead, risk-taking when behind; 0 or absent: off). */
  riskScale?: number;
  /** "sampled" mode, with `oppLookahead`: only the other seats' first this-many turns after the
   * root are decided by Normal's lookahead, the later ones (up to `horizon`) by the noisy policy.
   * With `horizon` 3 at 4 players a playout reaches the seat's next turn (every rival acts once,
   * so a base set up for a rival two seats on is seen) for little more than the default's cost:
   * the lookahead turns are the playout's expensive part (0 or absent: every turn). */
  oppLookaheadTurns?: number;
  /** "sampled" mode: the candidates are Normal's lookahead values averaged over this many samples
   * (1 or absent: one sample, the default). */
  firstSamples?: number;
  /** "sampled" mode, 3-4 players: a playout's end costs this much per VP of the strongest rival's
   * worth beyond 5 VP short of the target (leaderThreat; 0 or absent: off): blocking the leader
   * of a 4-player race. */
  leaderPenalty?: number;
  /** "sampled" mode, with `oppLookahead`: each rival's play-phase decision in a playout is made on
   * that rival's own determinization of the playout's state (what it can't see, the searching
   * seat's hand included, dealt again), as the real Normal decides, instead of on the sample
   * itself (off if absent): the modeled rivals' answers then vary from sample to sample as a real
   * rival's vary with what it cannot see (docs/ai-experiments.md, stop 37). */
  oppOwnView?: boolean;
  /** "sampled" mode, 3-4 players: a playout's end is valued by the seat's chance to win fitted on
   * finished games (fitted.ts, fittedChance) instead of the hand-set evaluation (off if absent). */
  fitted?: boolean;
  /** "sampled" mode, 4 players only: a playout's end is valued by the seat's chance to win fitted
   * at Hard's horizon (fitted.ts, horizonChance: weights by each seat's place in the order of play)
   * instead of the hand-set evaluation (on in HARD_BUDGET since stop 42; off if absent). Before
   * `fitted` if both are set. */
  fittedHorizon?: boolean;
  /** With `fittedHorizon`: which horizon weights (fitted.ts): "stop42", HORIZON_WEIGHTS (fitted on
   * four-Normal games; the default when absent), or "selfplay", SELFPLAY_WEIGHTS (refit on games
   * where one Hard with the stop-42 weights plays three Normals; stop 43). */
  horizonWeights?: "stop42" | "selfplay";
  /** With `fittedHorizon`: the horizon fit that also sees the bases' race (fitted.ts, raceChance:
   * race.ts's features, RACE_WEIGHTS) instead of `horizonWeights` (off if absent; stop 44). */
  horizonRace?: boolean;
  /** Hard's own answers inside effects (not the playouts'): a minion in play chosen to be removed,
   * taken, powered up or moved is scored by what it does to Hard's evaluation against the strongest
   * rival on the whole table (inner.ts) instead of the shared rule of thumb (off if absent; stop 38). */
  innerOwn?: boolean;
  /** Hard's own answers inside effects with one answer at most (targets, bases, Special windows,
   * "you may") are compared by sampled search as its plays are (inner-search.ts): the policy's
   * answer and the next best by the rule of thumb, `innerWidth` in all, on samples of the latest
   * quiet state replayed to the prompt (the engine's trail; off if absent, or without a trail). */
  innerSearch?: boolean;
  /** innerSearch: answers compared (`width` if absent). */
  innerWidth?: number;
  /** "sampled" mode: the turn as a sequence (turnPairSearch): each compared first play is tried
   * with its best this-many second plays of the same turn (Normal's lookahead after it, on the
   * first sample) and is worth its best pair on the shared samples, instead of being followed by
   * the policy's rest of the turn (0, 1 or absent: off). About this many times the playouts. */
  turnPairs?: number;
}

/** Maps an evaluation in VP to a reward in [0, 1]. */
function reward(v: number): number {
  return 1 / (1 + Math.exp(-v / 4));
}

/** Hard's play-phase decision: ISMCTS from the real state `g`, sampled anew each iteration. */
export function ismcts(g: GameState, prompt: Prompt, seed: number, budget: SearchBudget): string {
  const seat = prompt.seat;
  const rootTurn = g.turn.number;
  const root: Node = new Map();
  const prior = new Map<string, number>();
  const stopRollout = (e: Engine) =>
    e.prompt?.kind === "main" && e.prompt.seat === seat && e.g.turn.number > rootTurn;
  for (let it = 0; it < budget.iterations; it++) {
    const rng = aiRng(seed, 0x1000 + it);
    const d = determinize(g, seat, rng, prompt.shown ?? [], budget.cheat);
    const e = Engine.fromState(d);
    const path: Child[] = [];
    let node: Node | null = root;
    // Tree phase: the AI's own play-phase choices of this turn.
    while (node && e.prompt && !e.over) {
      const p = e.prompt;
      if (p.kind !== "main" || p.seat !== seat || e.g.turn.number !== rootTurn) {
        // Another player's or an inner choice: the policy answers, the tree is unchanged.
        const r = e.submit({ seat: p.seat, prompt: p.id, choice: policyChoice(e.g, p, rng, budget.noise) });
        if (!r.ok) throw new Error(`policy answer rejected: ${r.reason}`);
        continue;
      }
      let pick: Child | null = null;
      let pickId = "";
      let bestU = Number.NEGATIVE_INFINITY;
      let unvisited: { id: string; sig: string; s: number } | null = null;
      // Copies of one card played to one place are one move (keyed by signature).
      const seen = new Set<string>();
      for (const o of p.options) {
        const sig = signature(e.g, o.id);
        if (seen.has(sig)) continue;
        seen.add(sig);
        let ch = node.get(sig);
        if (!ch) {
          ch = { n: 0, w: 0, avail: 0, node: null };
          node.set(sig, ch);
        }
        ch.avail++;
        if (ch.n === 0) {
          const key = `${path.length}:${sig}`;
          let s = prior.get(key);
          if (s === undefined) {
            s = playScore(e.g, seat, o.id);
            prior.set(key, s);
          }
          if (!unvisited || s > unvisited.s) unvisited = { id: o.id, sig, s };
          continue;
        }
        const u = ch.w / ch.n + budget.c * Math.sqrt(Math.log(ch.avail) / ch.n);
        if (u > bestU) {
          bestU = u;
          pick = ch;
          pickId = o.id;
        }
      }
      const expand = unvisited !== null;
      if (unvisited) {
        pickId = unvisited.id;
        pick = node.get(unvisited.sig) as Child;
      }
      if (!pick) break;
      path.push(pick);
      const r = e.submit({ seat, prompt: p.id, choice: [pickId] });
      if (!r.ok) throw new Error(`tree answer rejected: ${r.reason}`);
      if (expand) break;
      if (!pick.node) pick.node = new Map();
      node = pick.node;
    }
    // Playout to the horizon: the AI's next play phase.
    playOut(e, stopRollout, rng, budget.noise);
    const v = reward(evaluate(e.g, seat));
    for (const ch of path) {
      ch.n++;
      ch.w += v;
    }
  }
  let best = "end";
  let bestN = -1;
  let bestW = -1;
  for (const o of prompt.options) {
    const ch = root.get(signature(g, o.id));
    if (!ch) continue;
    const mean = ch.n > 0 ? ch.w / ch.n : 0;
    if (ch.n > bestN || (ch.n === bestN && mean > bestW)) {
      best = o.id;
      bestN = ch.n;
      bestW = mean;
    }
  }
  return best;
}

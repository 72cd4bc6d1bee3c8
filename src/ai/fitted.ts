// A value of a position fitted on finished games (issue 23, stop 38): each seat's chance to win
// as a conditional logit, P(s) ∝ exp(Σ w·f_s), over cheap features of the state (VP, the VP
// expected from the bases in play as evaluate.ts counts them, cards in hand, power, leads, the
// order of play from here, VP and shares weighted by how near the game is to its end). The
// weights (FITTED_WEIGHTS) were fitted by `src/ai/fit-eval.ts` on positions of Normal-vs-Normal
// 4-player arena games, labelled with each game's winner. Used by Hard's playouts with the
// `fitted` knob of SearchBudget (off by default).

import type { GameState, Seat } from "../engine/types.ts";
import { baseStandings, RACE_FEATURES, raceFeatures } from "./race.ts";

/** The features of one seat, in this order. */
export const FEATURES = [
  "vp",
  "shares",
  "sharesReady",
  "hand",
  "power",
  "leads",
  "acts0",
  "acts1",
  "acts2",
  "vpLate",
  "sharesLate",
] as const;

/**
 * Each seat's features (an out seat's are all 0). `acts0..2`: 1 if the seat is the one to act
 * now / next / the one after (the position is taken at a play phase's start); `vpLate` and
 * `sharesLate`: VP and shares times the leader's VP over the target (a lead weighs more late).
 */
export function seatFeatures(g: GameState): number[][] {
  const n = g.players.length;
  const f = g.players.map(() => FEATURES.map(() => 0));
  for (const { awards, bp, powers, total } of baseStandings(g)) {
    let top = 0;
    for (const p of powers) top = Math.max(top, p);
    const ready = total >= bp;
    const r = ready ? 1 : 0.15 + 0.6 * (total / bp) ** 2;
    for (let s = 0; s < n; s++) {
      const mine = powers[s] as number;
      const row = f[s] as number[];
      row[4] = (row[4] as number) + mine / 5;
      if (mine <= 0) continue;
      if (mine === top) row[5] = (row[5] as number) + 1;
      let above = 0;
      for (let o = 0; o < n; o++) if ((powers[o] as number) > mine) above++;
      const award = above < 3 ? (awards[above] as number) : 0;
      const v = r * award + ((1 - r) * (awards[0] * mine)) / Math.max(total, bp);
      row[1] = (row[1] as number) + v;
      if (ready) row[2] = (row[2] as number) + v;
    }
  }
  let lead = 0;
  for (const p of g.players) if (!p.out) lead = Math.max(lead, p.vp);
  const late = Math.min(1, lead / Math.max(1, g.options.vpTarget));
  for (const p of g.players) {
    const row = f[p.seat] as number[];
    if (p.out) {
      row.fill(0);
      continue;
    }
    row[0] = p.vp;
    row[3] = Math.min(p.hand.length, 8);
    const d = (p.seat - g.turn.active + n) % n;
    if (d < 3) row[6 + d] = 1;
    row[9] = p.vp * late;
    row[10] = (row[1] as number) * late;
  }
  return f;
}

/** The fitted weights, by FEATURES: fit-eval.ts on 297 games of four Normals (seed 3901, games
 * 0-150 and 400-545), 4 in 5 of them (9,873 positions; the rest held out). */
export const FITTED_WEIGHTS: readonly number[] = [
  0.1424, 0.1667, 0.1741, -0.0143, 0.4022, -0.1024, 0.4532, 0.2944, 0.1421, 0.5222, -0.1159,
];

/** Each seat's score Σ w·x over the features `row` makes of its seatFeatures row (out: −∞). */
function linearScores(
  g: GameState,
  w: readonly number[],
  row: (f: number[], seat: Seat) => number[],
): number[] {
  const f = seatFeatures(g);
  return g.players.map((p) => {
    if (p.out) return Number.NEGATIVE_INFINITY;
    const x = row(f[p.seat] as number[], p.seat);
    let v = 0;
    for (let i = 0; i < x.length; i++) v += (w[i] as number) * (x[i] as number);
    return v;
  });
}

/** `seat`'s chance by `scores` (a finished game: 1, 0, or 0.5 for no winner). */
function chanceOf(g: GameState, seat: Seat, scores: (g: GameState) => number[]): number {
  if (g.result) {
    if (g.result.winner === seat) return 1;
    return g.result.winner === null ? 0.5 : 0;
  }
  return softmax(scores(g), seat);
}

/** Each seat's fitted score Σ w·f (an out seat: −∞). */
export function fittedScores(g: GameState, w: readonly number[] = FITTED_WEIGHTS): number[] {
  return linearScores(g, w, (f) => f);
}

/** `seat`'s fitted chance to win (a finished game: 1, 0, or 0.5 for no winner). */
export function fittedChance(g: GameState, seat: Seat, w: readonly number[] = FITTED_WEIGHTS): number {
  return chanceOf(g, seat, (s) => fittedScores(s, w));
}

// The fit at Hard's horizon (stop 42): a 4-player playout of Hard's ends at the start of the play
// phase two seats on, so its end is a play phase's start seen from the seat that acts two turns
// from now. Every feature of seatFeatures but the order of play gets its own weight for each seat's
// place in the order (acting now, next, after, last: the table is not symmetric at a play phase's
// start), plus an intercept for the first three places.

/** The base features weighted by place (seatFeatures's columns without acts0..2). */
export const PLACE_BASE = [0, 1, 2, 3, 4, 5, 9, 10] as const;

/** One seat's horizon features from its seatFeatures row: the base features in its place's block
 * (4 blocks of PLACE_BASE.length), then the place intercepts (now, next, after). */
export function placeRow(row: readonly number[]): number[] {
  const k = PLACE_BASE.length;
  const out = new Array<number>(4 * k + 3).fill(0);
  const place = placeOf(row);
  for (let i = 0; i < k; i++) out[place * k + i] = row[PLACE_BASE[i] as number] as number;
  if (place < 3) out[4 * k + place] = 1;
  return out;
}

/** A seat's place in the order of play from its seatFeatures row (0: acting now … 3: last). */
function placeOf(row: readonly number[]): number {
  return row[6] === 1 ? 0 : row[7] === 1 ? 1 : row[8] === 1 ? 2 : 3;
}

/** One seat's horizon features with the bases' race (stop 44): placeRow, then the seat's race
 * features (race.ts) in its place's block (4 blocks of RACE_FEATURES.length). */
export function raceRow(row: readonly number[], race: readonly number[]): number[] {
  const k = RACE_FEATURES.length;
  const out = new Array<number>(4 * k).fill(0);
  const place = placeOf(row);
  for (let i = 0; i < k; i++) out[place * k + i] = race[i] as number;
  return [...placeRow(row), ...out];
}

/** Each seat's horizon-fitted score (HORIZON_WEIGHTS; an out seat: −∞). */
export function horizonScores(g: GameState, w: readonly number[] = HORIZON_WEIGHTS): number[] {
  return linearScores(g, w, placeRow);
}

/** `seat`'s chance to win by the horizon fit (a finished game: 1, 0, or 0.5 for no winner). */
export function horizonChance(g: GameState, seat: Seat, w: readonly number[] = HORIZON_WEIGHTS): number {
  return chanceOf(g, seat, (s) => horizonScores(s, w));
}

/** The horizon weights, by placeRow (blocks: acting now, next, after, last; each vp, shares,
 * sharesReady, hand, power, leads, vpLate, sharesLate; then the intercepts now, next, after):
 * fit-eval.ts on 648 games of four Normals (seed 4251, games 0-348 and 400-698), the winner as the
 * target, 4 in 5 of them (21,750 positions; the rest held out). */
export const HORIZON_WEIGHTS: readonly number[] = [
  0.1708, 0.1609, 0.2475, 0.0545, 0.5065, -0.2728, 0.4866, -0.0667, 0.1755, 0.2001, 0.0492, 0.0545, 0.4072,
  -0.2126, 0.4796, -0.0823, 0.1879, 0.1723, 0.1081, 0.0474, 0.3911, -0.1387, 0.4622, -0.0848, 0.2051, 0.1739,
  0.105, 0.0524, 0.362, -0.1049, 0.4413, -0.0965, 0.4064, 0.2695, 0.1835,
];

/** The horizon weights refit on self-play (stop 43; SearchBudget.horizonWeights "selfplay"), by
 * placeRow as HORIZON_WEIGHTS: fit-eval.ts on 170 games of one Hard (the stop-42 weights, seats
 * rotated) among three Normals (seed 4751; 169 of them, 6,911 positions, in the fit), the winner as
 * the target, the ridge 0.01 pulling towards HORIZON_WEIGHTS (`--prior`; 5-fold cross-validated
 * held-out log-loss 1.2072 against HORIZON_WEIGHTS' 1.2104, and 0.611 against 0.617 for the Hard
 * seat acting after next). */
export const SELFPLAY_WEIGHTS: readonly number[] = [
  0.0339, 0.1843, 0.1794, -0.0094, 0.3732, -0.4373, 0.5606, 0.01, 0.0414, 0.2219, 0.0199, -0.0097, 0.2881,
  -0.3581, 0.5542, -0.0495, 0.0475, 0.1998, 0.0512, -0.0111, 0.2767, -0.2898, 0.5454, -0.078, 0.0619, 0.2172,
  0.1102, -0.0015, 0.2584, -0.2631, 0.5303, -0.1106, 0.3313, 0.2382, 0.1815,
];

/** Each seat's horizon score with the bases' race (RACE_WEIGHTS, by raceRow; an out seat: −∞). */
export function raceScores(g: GameState, w: readonly number[] = RACE_WEIGHTS): number[] {
  const race = raceFeatures(g);
  return linearScores(g, w, (f, seat) => raceRow(f, race[seat] as number[]));
}

/** `seat`'s chance to win by the horizon fit with the bases' race (a finished game: 1, 0 or 0.5). */
export function raceChance(g: GameState, seat: Seat, w: readonly number[] = RACE_WEIGHTS): number {
  return chanceOf(g, seat, (s) => raceScores(s, w));
}

/** The horizon weights with the bases' race (stop 44; SearchBudget.horizonRace), by raceRow:
 * fit-eval.ts on 612 games of four Normals (seed 4851, games 0-611; 611 in the fit, 25,501
 * positions), the winner as the target, the ridge 0.01 pulling towards HORIZON_WEIGHTS (the race's
 * weights towards 0). 5-fold cross-validated, the seat acting after next scores 0.4933 against
 * HORIZON_WEIGHTS' 0.4960 and a refit without the race's 0.4945: no clear gain (docs, stop 44). */
export const RACE_WEIGHTS: readonly number[] = [
  0.1448, 0.1083, 0.2718, 0.062, 0.4567, -0.1674, 0.4341, -0.0523, 0.1508, 0.1524, 0.0889, 0.0609, 0.4315,
  -0.1734, 0.4261, -0.0896, 0.1624, 0.1644, 0.0861, 0.055, 0.3774, -0.1178, 0.409, -0.0816, 0.1795, 0.1738,
  0.0889, 0.0498, 0.3485, -0.0929, 0.3894, -0.1029, 0.4021, 0.2707, 0.182, 0.0796, -0.0321, -0.0173, -0.0353,
  -0.04, 0.0868, -0.0045, 0.0781, -0.0299, -0.0167, -0.014, 0.0104, 0.0243, -0.0015, 0.0739, -0.0274, -0.0156,
  0.0162, 0.0043, 0.0073, -0.0102, 0.0805, -0.0163, -0.0154, 0.008, 0.0127, -0.001, -0.0079,
];

/** exp(x[seat]) / Σ exp(x), stable (−∞ entries count 0). */
export function softmax(x: readonly number[], seat: number): number {
  let top = Number.NEGATIVE_INFINITY;
  for (const v of x) if (v > top) top = v;
  let sum = 0;
  for (const v of x) if (v > Number.NEGATIVE_INFINITY) sum += Math.exp(v - top);
  const mine = x[seat] as number;
  return sum > 0 && mine > Number.NEGATIVE_INFINITY ? Math.exp(mine - top) / sum : 0;
}

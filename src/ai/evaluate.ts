// The heuristic evaluation of a (determinized) state for one seat: VP, the VP each player may
// expect from the bases in play (rank by power, weighted by how close each base is to its
// breakpoint), and card advantage (cards in hand are future plays). Used to end playouts at a
// horizon (Hard), to compare the outcomes of one play (Normal) and to score plays cheaply
// (the policy used in playouts and by Easy).

import { baseDef, cardDef } from "../engine/defs.ts";
import { breakpoint, playerPowerOn } from "../engine/power.ts";
import type { GameState, Seat, Uid } from "../engine/types.ts";

/** Weight of a card in hand, in VP. */
export const CARD_VALUE = 0.35;
/** A won game, in VP: far above anything the board can be worth. */
const WIN = 60;

/** VP a player may expect from `base` given everyone's power there (`powers` by seat). */
export function expectedShares(g: GameState, base: Uid, powers: readonly number[], out: number[]): void {
  const b = g.bases[base];
  if (!b) return;
  const awards = baseDef(b.def).vp;
  const bp = Math.max(1, breakpoint(g, base));
  let total = 0;
  for (const p of powers) total += p;
  // Readiness: a base at its breakpoint scores this turn; far from it, the ranks may still change.
  const r = total >= bp ? 1 : 0.15 + 0.6 * (total / bp) ** 2;
  for (let s = 0; s < powers.length; s++) {
    const mine = powers[s] as number;
    if (mine <= 0) continue;
    // SCORE-9/10: ties share the better rank.
    let above = 0;
    for (let o = 0; o < powers.length; o++) if ((powers[o] as number) > mine) above++;
    const award = above < 3 ? (awards[above] as number) : 0;
    // Away from the breakpoint, a lead is fragile: blend the rank's award with a power share.
    const share = (awards[0] * mine) / Math.max(total, bp);
    out[s] = (out[s] as number) + r * award + (1 - r) * share;
  }
}

/** Every player's power on `base`, by seat. */
export function powersOn(g: GameState, base: Uid): number[] {
  return g.players.map((p) => (p.out ? 0 : playerPowerOn(g, p.seat, base)));
}

/** Each player's worth in VP: VP, expected base shares and cards in hand. */
export function worths(g: GameState): number[] {
  const out = g.players.map((p) => (p.out ? -WIN : p.vp + CARD_VALUE * Math.min(p.hand.length, 8)));
  for (const b of g.basesInPlay) expectedShares(g, b, powersOn(g, b), out);
  return out;
}

/**
 * The evaluation for `seat`, in VP: its worth minus its strongest rival's (half) and the rivals'
 * mean (half), so a 4-player seat cares about the leader without ignoring the field. A finished
 * game is a win or a loss.
 */
export function evaluate(g: GameState, seat: Seat, bestWeight = 0.5): number {
  if (g.result) {
    if (g.result.winner === seat) return WIN;
    if (g.result.winner === null) return g.result.vp[seat] ?? 0;
    return -WIN;
  }
  return relative(worths(g), seat, g, bestWeight);
}

/**
 * `seat`'s chance to win, estimated from everyone's worth (a softmax: P(s) ∝ exp(worth / T)),
 * for 3-4 players. Unlike a difference with the strongest rival, a rival's gain costs in
 * proportion to that rival's own chance (the leader's gains cost most, a trailing rival's almost
 * nothing) and one's own gain counts against the whole field. T narrows as the leader nears the
 * VP target: late in the game a lead is nearly final. A finished game is 1 or 0.
 */
export function winChance(g: GameState, seat: Seat): number {
  if (g.result) {
    if (g.result.winner === seat) return 1;
    if (g.result.winner === null) return 0.5;
    return 0;
  }
  const w = worths(g);
  let top = Number.NEGATIVE_INFINITY;
  for (const p of g.players) if (!p.out) top = Math.max(top, w[p.seat] as number);
  const t = 1 + 0.2 * Math.max(0, g.options.vpTarget - top);
  let sum = 0;
  let mine = 0;
  for (const p of g.players) {
    if (p.out) continue;
    const x = Math.exp(((w[p.seat] as number) - top) / t);
    sum += x;
    if (p.seat === seat) mine = x;
  }
  return sum > 0 ? mine / sum : 0;
}

/**
 * Hard at 3-4 players (`SearchBudget.riskScale`, off by default): a playout's value `v` (the seat's
 * worth against its rivals', in VP) bent by a tanh `scale` VP wide. Near level it is unchanged;
 * ahead it is concave, so a leader prefers the play whose samples agree (safe); behind it is
 * convex, so a trailing seat prefers the play whose good samples are very good (a risk worth
 * taking: in 4 players only first place wins, and Hard finished last as often as a Normal while
 * its mean rank was better). A finished game keeps its full win or loss.
 */
export function riskBent(v: number, scale: number): number {
  if (!(scale > 0) || Math.abs(v) >= WIN) return v;
  return scale * Math.tanh(v / scale);
}

/** `seat`'s worth against its rivals': `bestWeight` on the strongest rival, the rest on their mean. */
export function relative(w: readonly number[], seat: Seat, g: GameState, bestWeight = 0.5): number {
  let best = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let n = 0;
  for (const p of g.players) {
    if (p.seat === seat || p.out) continue;
    const v = w[p.seat] as number;
    if (v > best) best = v;
    sum += v;
    n++;
  }
  if (n === 0) return WIN;
  const target = g.options.vpTarget;
  // Near the target, VP matter more than board: a player about to win is the one to stop.
  const mine = w[seat] as number;
  const urgency = Math.max(0, best - target + 4) * 0.5;
  // One rival (2 players): the best rival is the mean, and every weight must give Normal's value
  // to the bit, so 2-player games (and their measured results) do not depend on the weight.
  if (n === 1 || bestWeight === 0.5) return mine - 0.5 * best - 0.5 * (sum / n) - urgency;
  return mine - bestWeight * best - (1 - bestWeight) * (sum / n) - urgency;
}

/** Printed power of a card definition (0 for actions). */
export function printed(g: GameState, uid: Uid): number {
  const c = g.cards[uid];
  return c ? cardDef(c.def).power : 0;
}

// Hard's own answers inside effects (issue 23, stop 38). Every level answered a choice inside an
// effect with the same rule of thumb (policy.ts), which weighs a card in play by its power and by
// what its base is worth to the card's controller: removing a trailing rival's minion scores as
// well as the leader's. Hard instead scores a minion chosen to be removed, taken, powered up or
// moved by what the change does to its own evaluation against the strongest rival (the objective
// its search plays for, bestWeight 1), read on the whole table's worths, so a choice that lets the
// leader take a base is seen as costly. Choices this does not model (cards in hand, bases,
// players, counters, actions) keep the policy's score. Decides only from the state it is given
// (the seat's determinized copy), like the policy.

import { cardDef } from "../engine/defs.ts";
import { power } from "../engine/power.ts";
import type { GameState, Prompt, Seat, Uid } from "../engine/types.ts";
import { expectedShares, powersOn, relative, worths } from "./evaluate.ts";
import { policyChoice } from "./policy.ts";

/** Purposes that take a minion away from its base (its controller loses its power there). */
const REMOVE = new Set(["destroy", "destroyCard", "return", "placeBottom"]);
/** Purposes that add power to the chosen minion's controller on its base. */
const BOOST = new Set(["powerUp", "placeCounter", "counterTarget"]);
/** A minion's worth beyond what it changes on its base (a rival's material loss is a gain). */
const MATERIAL = 0.1;

/** `seat`'s evaluation (strongest rival) after `changes` (seat, power) on `base`, less before. */
function baseDelta(
  g: GameState,
  seat: Seat,
  base: Uid,
  changes: [Seat, number][],
  w0: readonly number[],
): number {
  if (g.bases[base]?.zone !== "play") return 0;
  const powers = powersOn(g, base);
  const before = g.players.map(() => 0);
  expectedShares(g, base, powers, before);
  for (const [s, d] of changes) powers[s] = Math.max(0, (powers[s] as number) + d);
  const after = g.players.map(() => 0);
  expectedShares(g, base, powers, after);
  const w1 = w0.map((x, i) => x - (before[i] as number) + (after[i] as number));
  return relative(w1, seat, g, 1) - relative(w0, seat, g, 1);
}

/** Hard's score of choosing minion `uid` in play for `purpose`, or null (the policy's score). */
export function innerCardScore(
  g: GameState,
  seat: Seat,
  purpose: string,
  uid: Uid,
  w0: readonly number[],
): number | null {
  const c = g.cards[uid];
  if (c?.zone !== "base" || cardDef(c.def).type !== "minion") return null;
  const base = c.at;
  const ctrl = c.controller;
  const p = Math.max(1, power(g, uid));
  const material = ctrl === seat ? -MATERIAL * p : MATERIAL * p;
  if (REMOVE.has(purpose)) return baseDelta(g, seat, base, [[ctrl, -p]], w0) + material;
  if (purpose === "takeControl")
    return (
      baseDelta(
        g,
        seat,
        base,
        [
          [ctrl, -p],
          [seat, p],
        ],
        w0,
      ) +
      MATERIAL * p
    );
  if (BOOST.has(purpose)) return baseDelta(g, seat, base, [[ctrl, 1]], w0);
  if (purpose === "move") {
    // Away from its base, then to the other base best for the seat (the destination is chosen next).
    let dest = Number.NEGATIVE_INFINITY;
    for (const b of g.basesInPlay)
      if (b !== base) dest = Math.max(dest, baseDelta(g, seat, b, [[ctrl, p]], w0));
    if (dest === Number.NEGATIVE_INFINITY) return null;
    return baseDelta(g, seat, base, [[ctrl, -p]], w0) + dest;
  }
  return null;
}

/** Hard's answer to a prompt other than the play phase: the policy, with the options scored by
 * innerCardScore when every card option is a minion in play it models. */
export function hardInnerChoice(g: GameState, prompt: Prompt): string[] {
  if (prompt.kind === "main" || prompt.kind === "meFirst" || prompt.kind === "order")
    return policyChoice(g, prompt);
  const seat = prompt.seat;
  const w0 = worths(g);
  const scores = new Map<string, number>();
  for (const o of prompt.options) {
    const uid = o.target ?? o.card;
    if (uid === undefined) continue;
    const s = innerCardScore(g, seat, prompt.purpose, uid, w0);
    // Only when every card of the prompt is modelled: the two scales do not mix.
    if (s === null) return policyChoice(g, prompt);
    scores.set(o.id, s);
  }
  if (scores.size === 0) return policyChoice(g, prompt);
  return policyChoice(g, prompt, null, 0, (o) => scores.get(o.id) ?? null);
}

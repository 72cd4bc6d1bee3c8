// The bases' race, seat by seat (issue 23, stop 44): features a horizon value can add to fitted.ts's
// public counts, which see a base only through expected shares. For each seat: its standing against
// the strongest rival on each base it is on, the first places it holds on bases near their
// breakpoint, the VP it can expect from bases near (not yet at) it, and what it has left to play
// (minions and actions in hand, cards in its deck). Used by the `horizonRace` knob (fitted.ts).

import { type BaseDef, baseDef, cardDef } from "../engine/defs.ts";
import { breakpoint } from "../engine/power.ts";
import type { GameState } from "../engine/types.ts";
import { powersOn } from "./evaluate.ts";

/** The race features of one seat, in this order. */
export const RACE_FEATURES = [
  "minionsHand",
  "actionsHand",
  "deck",
  "margin",
  "firstNear",
  "sharesNear",
  "gapLed",
] as const;

/** A base in play as the fits see it: its VP awards, breakpoint (at least 1), each seat's power
 * there and their total. */
export interface BaseStanding {
  awards: BaseDef["vp"];
  bp: number;
  powers: number[];
  total: number;
}

/** The standings of the bases in play (fitted.ts's shares and the race's features). */
export function baseStandings(g: GameState): BaseStanding[] {
  const out: BaseStanding[] = [];
  for (const b of g.basesInPlay) {
    const base = g.bases[b];
    if (!base) continue;
    const powers = powersOn(g, b);
    let total = 0;
    for (const p of powers) total += p;
    out.push({ awards: baseDef(base.def).vp, bp: Math.max(1, breakpoint(g, b)), powers, total });
  }
  return out;
}

/** A base is near its breakpoint when this much power or less is missing. */
const NEAR = 5;

/**
 * Each seat's race features (an out seat's are all 0): `minionsHand`, `actionsHand` (each at most
 * 6), `deck` (cards in the deck / 10); over the bases in play, `margin`: Σ (own power − the
 * strongest rival's) / 5, each clamped to [−1, 1], on the bases where the seat has power; `firstNear`:
 * the first-place VP of the near or ready bases where the seat is strictly first; `sharesNear`: the
 * VP the seat's rank would earn on near bases not yet ready; `gapLed`: Σ of the power still missing
 * (over the breakpoint) on the bases the seat leads, / 5 (a led base far from scoring is a lead
 * rivals have time to take).
 */
export function raceFeatures(g: GameState): number[][] {
  const n = g.players.length;
  const f = g.players.map(() => RACE_FEATURES.map(() => 0));
  for (const { awards, bp, powers, total } of baseStandings(g)) {
    const missing = Math.max(0, bp - total);
    const near = missing <= NEAR;
    for (let s = 0; s < n; s++) {
      const mine = powers[s] as number;
      if (mine <= 0) continue;
      const row = f[s] as number[];
      let rival = 0;
      let above = 0;
      for (let o = 0; o < n; o++) {
        const p = powers[o] as number;
        if (o === s) continue;
        rival = Math.max(rival, p);
        if (p > mine) above++;
      }
      row[3] = (row[3] as number) + Math.max(-1, Math.min(1, (mine - rival) / 5));
      if (near && mine > rival) row[4] = (row[4] as number) + (awards[0] as number);
      if (near && missing > 0 && above < 3) row[5] = (row[5] as number) + (awards[above] ?? 0);
      if (mine > rival) row[6] = (row[6] as number) + missing / 5;
    }
  }
  for (const p of g.players) {
    const row = f[p.seat] as number[];
    if (p.out) {
      row.fill(0);
      continue;
    }
    let minions = 0;
    let actions = 0;
    for (const uid of p.hand) {
      const c = g.cards[uid];
      if (!c) continue;
      if (cardDef(c.def).type === "minion") minions++;
      else actions++;
    }
    row[0] = Math.min(minions, 6);
    row[1] = Math.min(actions, 6);
    row[2] = p.deck.length / 10;
  }
  return f;
}

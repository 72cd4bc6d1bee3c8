// How an AI seat ranks factions when it picks one (lobby pick or draft): Normal by a rough strength
// read from the cards themselves (total minion power plus a flat worth per action), Hard by the
// factions' win rates measured in arena games of four Normals (faction-rates.ts; stop 39 found the
// card count barely predicts them, r = 0.26 over the 19 factions: docs/ai-experiments.md).

import { factionDef } from "../engine/defs.ts";
import { FACTION_RATES, FACTION_RATES_PLAYERS } from "./faction-rates.ts";

/** A card in hand is worth about this much power in this estimate. */
const ACTION_WORTH = 2.5;

const cache = new Map<string, number>();

export function factionStrength(id: string): number {
  let s = cache.get(id);
  if (s === undefined) {
    s = 0;
    for (const d of factionDef(id)?.cards ?? [])
      s += d.count * (d.type === "minion" ? d.power : ACTION_WORTH);
    cache.set(id, s);
  }
  return s;
}

/** Prior weight, in seats at par, that pulls a faction's measured win rate toward par: a faction
 * seen in few games is not ranked on its luck. */
const PRIOR_SEATS = 100;
const PAR = FACTION_RATES_PLAYERS > 0 ? 1 / FACTION_RATES_PLAYERS : 0.25;

/** A faction's win rate measured in the arena (faction-rates.ts), pulled toward par by a prior of
 * PRIOR_SEATS seats; a faction not measured ranks by its cards' strength, below every measured one
 * of the same rate (a tiny tie-break). */
export function factionRate(id: string): number {
  const r = FACTION_RATES[id];
  const base = r ? (r.wins + PAR * PRIOR_SEATS) / (r.seats + PRIOR_SEATS) : PAR;
  return base + factionStrength(id) * 1e-6;
}

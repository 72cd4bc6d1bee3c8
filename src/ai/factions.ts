// How an AI seat ranks factions when it picks one (lobby pick or draft): a rough strength read
// from the cards themselves, total minion power plus a flat worth per action, since an arena
// table of win rates by faction is too noisy at the sizes this machine affords (README).

import { factionDef } from "../engine/defs.ts";

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

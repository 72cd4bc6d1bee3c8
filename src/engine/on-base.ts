// What lies on a base, in the words of the cards. "Actions on this base" are every action in play
// whose base it is: attached to the base or to a minion there (culture-shock.md §0, CS-Q3; the
// reading Infiltrate's "another action on this base" already uses).

import type { GameState, Uid } from "./types.ts";

/** Every action on `base`: those attached to it, then those attached to its minions, in order. */
export function actionsOn(g: GameState, base: Uid): Uid[] {
  const b = g.bases[base];
  if (b?.zone !== "play") return [];
  const out = [...b.actions];
  for (const m of b.minions) out.push(...(g.cards[m]?.attached ?? []));
  return out;
}

// Reaction windows (CS-3): an event some Special of the game answers from a hand ("after another
// player plays a card they don't own", Mboro) opens a Special window at ORDER-1 step 4, after the
// triggers of the card being resolved. Which kinds exist is read once per game from the factions
// in it, so a game whose cards answer none never opens one (nor asks anyone, even with hidden
// timing); with hidden timing, a kind present asks every eligible player, holder or not (OPEN-27).

import { factionDef, type SpecialWindow } from "./defs.ts";
import type { GameEvent } from "./events.ts";
import type { GameState, Seat } from "./types.ts";

type EventType = GameEvent["t"];

/** The events that open a reaction window, and who may answer each. A new reacting card of
 * another kind adds its event here (and to WindowKind). */
const ELIGIBLE: Partial<Record<EventType, (g: GameState, ev: GameEvent) => Seat[]>> = {
  // "After another player plays or discards a card they don't own."
  // Stryker disable next-line ConditionalExpression: equivalent because this entry only ever gets notOwnedUsed events; the test narrows the type.
  notOwnedUsed: (g, ev) =>
    g.players.map((p) => p.seat).filter((s) => ev.t === "notOwnedUsed" && s !== ev.seat),
  // "When you gain 1 or more VP" (Cosplay, BGB-3): the gainer only.
  vpGained: (_g, ev) => (ev.t === "vpGained" ? [ev.seat] : []),
};

const kindsByGame = new WeakMap<GameState, Set<string>>();

/** The window kinds some card of the factions in this game answers. */
export function windowKindsInGame(g: GameState): Set<string> {
  let kinds = kindsByGame.get(g);
  if (!kinds) {
    kinds = new Set();
    for (const p of g.players)
      for (const f of p.factions)
        for (const d of factionDef(f)?.cards ?? []) for (const s of d.specials ?? []) kinds.add(s.window);
    kindsByGame.set(g, kinds);
  }
  return kinds;
}

/** The reaction window an event opens in this game, or null. */
export function reactionWindow(g: GameState, ev: GameEvent): SpecialWindow | null {
  const eligible = ELIGIBLE[ev.t];
  if (!eligible || !windowKindsInGame(g).has(ev.t)) return null;
  const base = "base" in ev ? ev.base : -1;
  return { kind: ev.t as SpecialWindow["kind"], base, event: ev, eligible: eligible(g, ev) };
}

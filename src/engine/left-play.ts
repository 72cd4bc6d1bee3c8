// Where a card was in play just before it left, for the log line written right after it left
// ("carol's Scout on Cave of Shinies returns to its owner's hand"): many effects move the card
// first and log after. Transient (not part of the saved state): a line is always written in the
// same step as the move it reports; the place is forgotten when the card leaves the zone it went to.

import { PerGame } from "./per-game.ts";
import type { GameState, Seat, Uid } from "./types.ts";

interface Left {
  seat: Seat;
  base: Uid;
}

// Every card that moves asks (a draw, a discard, a play).
const left = new PerGame<Map<Uid, Left>>();

/** The base a card in play is on (an attached action: its host's), else -1. */
export function playedBase(g: GameState, uid: Uid): Uid {
  const c = g.cards[uid];
  if (!c) return -1;
  if (c.zone === "base") return c.at;
  if (c.zone === "attached") return playedBase(g, c.at);
  return -1;
}

/** Called as a card leaves its zone. */
export function noteDetached(g: GameState, uid: Uid): void {
  const c = g.cards[uid];
  if (!c) return;
  let map = left.get(g);
  const base = playedBase(g, uid);
  if (base >= 0) {
    if (!map) {
      map = new Map();
      left.set(g, map);
    }
    map.set(uid, { seat: c.controller, base });
    return;
  }
  map?.delete(uid);
}

/** Whose and where the card is in play, or was when it last left play in this step. */
export function placeOf(g: GameState, uid: Uid): [Seat, Uid] | null {
  const c = g.cards[uid];
  if (!c) return null;
  const base = playedBase(g, uid);
  if (base >= 0) return [c.controller, base];
  const known = left.get(g)?.get(uid);
  return known ? [known.seat, known.base] : null;
}

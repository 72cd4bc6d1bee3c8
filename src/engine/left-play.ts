// Where a card was in play just before it left, for the log line written right after it left
// ("carol's Scout on Cave of Shinies returns to its owner's hand"): many effects move the card
// first and log after. Transient (not part of the saved state): a line is always written in the
// same step as the move it reports; the place is forgotten when the card leaves the zone it went to.

import type { GameState, Seat, Uid } from "./types.ts";

interface Left {
  seat: Seat;
  base: Uid;
}

const left = new WeakMap<GameState, Map<Uid, Left>>();

// The game asked last and its places: every card that moves asks (a draw, a discard, a play), and
// a WeakMap lookup each time was a measurable share of the engine's time (as for the sources' index).
let lastGame: GameState | null = null;
let lastLeft: Map<Uid, Left> | undefined;

function leftOf(g: GameState): Map<Uid, Left> | undefined {
  if (g !== lastGame) {
    lastGame = g;
    lastLeft = left.get(g);
  }
  return lastLeft;
}

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
  let map = leftOf(g);
  const base = playedBase(g, uid);
  if (base >= 0) {
    if (!map) {
      map = new Map();
      left.set(g, map);
      lastLeft = map;
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
  const known = leftOf(g)?.get(uid);
  return known ? [known.seat, known.base] : null;
}

// Determinization (Cowling, Powley & Whitehouse 2012): a complete game state the AI seat could be
// in, given only what that seat knows. Cards it can't see (other players' hands, every deck's
// order, the base deck below a face-up top) are dealt again at random among the places they could
// be, and the random generator is re-seeded so future draws and shuffles are unknown too.
//
// Honesty by construction: the hidden cards of each owner are collected as a *set*, sorted by uid
// and dealt with the AI's own generator, so the result depends only on the seat's information set
// (which places are hidden and how many of each owner's cards lie there, and the cards it saw in
// another hand that it knows are still there), never on where the other hidden cards really are. Everything the AI decides is computed from such a state (index.ts).

import { initialRngState } from "../engine/rng.ts";
import { topBaseFaceUp } from "../engine/sources.ts";
import type { GameState, Seat, Uid } from "../engine/types.ts";
import type { Rng } from "./rng.ts";

/** A deep copy of plain JSON data (arrays, plain objects, primitives): about three times as
 * fast as a JSON round trip on a game state, which a search copies thousands of times. */
function copy<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = copy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = copy(x);
  }
  return out as T;
}

/** A deep copy of a state (plain JSON data by design, types.ts), without its log: no rule reads
 * the log, and other players' private lines must not reach the AI. */
export function cloneState(g: GameState): GameState {
  const log = g.log;
  g.log = [];
  try {
    return copy(g);
  } finally {
    g.log = log;
  }
}

/** Public lines telling that a player moved cards from their hand to a hidden place without
 * naming them (or took a new hand): what a seat saw in that hand may have left it. */
const HIDDEN_HAND_DEPARTURES = new Set([
  "handToDeckBottom",
  "handToDeckTop",
  "give",
  "mulligan",
  "shuffleIntoDeck",
]);

/**
 * Cards `seat` was shown in another player's hand (a "look at a hand" line followed by the
 * private lines of the cards it saw, in the state's recent log) that it knows are still there:
 * forgotten when that player moves unnamed cards from their hand to a hidden place; a named
 * (public) move tells where the card went, so a card still in that hand now is known to be there.
 * Deck tops seen earlier are not remembered (a deck's order changes with every draw and shuffle).
 */
export function rememberedInHands(g: GameState, seat: Seat): Map<Uid, Seat> {
  const known = new Map<Uid, Seat>();
  let lookingAt: Seat | null = null;
  for (const e of g.log) {
    if (e.k === "seeCard" && e.to === seat && lookingAt !== null) {
      known.set(e.p[0] as Uid, lookingAt);
      continue;
    }
    lookingAt = e.k === "lookHand" && e.p[0] === seat && e.p[1] !== seat ? (e.p[1] as Seat) : null;
    if (HIDDEN_HAND_DEPARTURES.has(e.k) && e.to === -1)
      for (const [u, holder] of known) if (holder === e.p[0]) known.delete(u);
  }
  for (const [u, holder] of known) {
    const c = g.cards[u];
    if (c?.zone !== "hand" || c.at !== holder) known.delete(u);
  }
  return known;
}

/** A hidden place: a slot in a player's deck or in a hand the viewer doesn't hold. */
interface Slot {
  zone: "deck" | "hand";
  /** The player whose pile or hand it is. */
  holder: Seat;
  index: number;
}

function shuffle<T>(items: T[], rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
}

/**
 * A sampled state consistent with what `seat` knows. `known` are cards the seat is looking at
 * right now (a prompt's `shown`): they stay where they are. `cheat` (arena only) keeps every card
 * where it really is and only re-seeds the generator: the all-seeing upper bound.
 */
export function determinize(
  g: GameState,
  seat: Seat,
  rng: Rng,
  known: readonly Uid[] = [],
  cheat = false,
): GameState {
  const d = cloneState(g);
  d.rng = initialRngState(rng.int(0x7fffffff));
  if (cheat) return d;
  const keep = new Set<Uid>(known);
  // Cards the seat saw earlier in another hand and knows are still there stay where they are.
  for (const u of rememberedInHands(g, seat).keys()) keep.add(u);
  for (const u of d.players[seat]?.hand ?? []) keep.add(u);
  // Hidden slots and hidden cards, grouped by the cards' owner (a deck only ever holds its owner's
  // cards; a hand may hold another owner's card, and how many of whose is public: counts move).
  const slotsByOwner = new Map<Seat, Slot[]>();
  const cardsByOwner = new Map<Seat, Uid[]>();
  const add = (zone: "deck" | "hand", holder: Seat, index: number, uid: Uid) => {
    if (keep.has(uid)) return;
    const owner = (d.cards[uid] as { owner: Seat }).owner;
    let slots = slotsByOwner.get(owner);
    if (!slots) {
      slots = [];
      slotsByOwner.set(owner, slots);
      cardsByOwner.set(owner, []);
    }
    slots.push({ zone, holder, index });
    (cardsByOwner.get(owner) as Uid[]).push(uid);
  };
  for (const p of d.players) {
    for (let i = 0; i < p.deck.length; i++) add("deck", p.seat, i, p.deck[i] as Uid);
    if (p.seat !== seat) for (let i = 0; i < p.hand.length; i++) add("hand", p.seat, i, p.hand[i] as Uid);
  }
  for (const owner of [...slotsByOwner.keys()].sort((a, b) => a - b)) {
    const slots = slotsByOwner.get(owner) as Slot[];
    // The set, not the arrangement: sorted, then dealt by the AI's generator.
    const uids = (cardsByOwner.get(owner) as Uid[]).sort((a, b) => a - b);
    shuffle(uids, rng);
    slots.forEach((s, i) => {
      const uid = uids[i] as Uid;
      const pl = d.players[s.holder] as { deck: Uid[]; hand: Uid[] };
      (s.zone === "deck" ? pl.deck : pl.hand)[s.index] = uid;
      const c = d.cards[uid] as { zone: string; at: number; controller: Seat; owner: Seat };
      c.zone = s.zone;
      c.at = s.zone === "deck" ? c.owner : s.holder;
      c.controller = c.owner;
    });
  }
  // The base deck's order is hidden, except a face-up top card (CS-9), which stays.
  const faceUp = topBaseFaceUp(g) !== null ? 1 : 0;
  const rest = d.baseDeck.slice(faceUp).sort((a, b) => a - b);
  shuffle(rest, rng);
  d.baseDeck = d.baseDeck.slice(0, faceUp).concat(rest);
  return d;
}

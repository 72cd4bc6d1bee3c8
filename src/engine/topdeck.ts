// The top of a deck (digest §10, DECK-*): revealing until a card turns up, playing a card off the
// top, looking at the top cards, searching, placing on top or bottom. Cards taken off a deck wait
// in limbo (ZONE-3: no zone, never targetable) until the effect puts them somewhere; the
// invariants forbid limbo at a quiet point, so every helper here leaves the caller in charge of
// where they go, or puts them back itself.

import { ask, chooseLabel, option, sourceOf } from "./ask.ts";
import type { Ctx } from "./defs.ts";
import { mayAffect, shuffleIntoOwnersDecks } from "./effects.ts";
import type { Eff } from "./flow.ts";
import { log } from "./log.ts";
import { actionPlayable, attachTargets, minionPlayForbidden, playAction, playMinion } from "./play.ts";
import type { Purpose } from "./purposes.ts";
import { shuffleInPlace } from "./rng.ts";
import { card, defOf, detach, leavePlay, player, put, refillDeck } from "./state.ts";
import { noteLooked } from "./triggers.ts";
import type { CardType, GameState, PromptOption, Seat, Uid } from "./types.ts";

/** Takes the top card of a deck into limbo (it belongs to no zone while the effect resolves). */
function takeTop(g: GameState, seat: Seat): Uid | null {
  const uid = player(g, seat).deck[0];
  if (uid === undefined) return null;
  detach(g, uid);
  put(g, uid, "limbo", card(g, uid).owner);
  return uid;
}

/**
 * TOPDECK-1..3, DECK-3: reveals the top cards of `seat`'s deck one at a time until `count` cards
 * matching `match` turned up. The discard pile is reshuffled only if the deck is empty before the
 * first reveal (TOPDECK-2); a deck that runs out while revealing stops the reveal, even between two
 * of the `count` finds (TOPDECK-3, OPEN-11). Every revealed card is left in limbo.
 */
export function revealUntil(
  g: GameState,
  seat: Seat,
  match: (uid: Uid) => boolean,
  count = 1,
): { found: Uid[]; others: Uid[] } {
  const found: Uid[] = [];
  const others: Uid[] = [];
  if (count <= 0) return { found, others };
  if (!refillDeck(g, seat)) log(g, "revealNothing", [seat]);
  while (found.length < count) {
    const uid = takeTop(g, seat);
    if (uid === null) break;
    log(g, "reveal", [seat, uid]);
    (match(uid) ? found : others).push(uid);
  }
  return { found, others };
}

/** TOPDECK-4: revealed cards left over go into their owners' decks, each deck shuffled. */
export const shuffleBack = shuffleIntoOwnersDecks;

export interface OffTopSpec {
  /** Only a card of printed power at most this (it is not in play while revealed). */
  maxPower?: number;
  /** Bases a minion may be played on; default every base in play. */
  bases?: Uid[];
  /** "Play N minions off the top": the reveal is done N times (TOPDECK-1); default 1. */
  times?: number;
  /** Whose deck is revealed; default the player's own. A card played off another player's deck is
   * a card its player doesn't own, played from a deck (CS-1). */
  deck?: Seat;
}

/**
 * "Play a minion (an action) off the top of `seat`'s deck": TOPDECK-1..6. `seat` reveals until a
 * card of `kind` (within `maxPower`) turns up and plays it as an extra, now or never (PLAY-9 a:
 * the card says where it comes from); a card that can't be played there is discarded and that
 * reveal ends (TOPDECK-5). The card is played (TOPDECK-6): its on-play ability and "after you play"
 * triggers happen. The other revealed cards stay in limbo until every found card was played and
 * resolved, then are shuffled into their owners' decks (TOPDECK-4). Returns the cards found, in
 * order, played or discarded.
 */
export function* playOffTop(ctx: Ctx, seat: Seat, kind: CardType, spec: OffTopSpec = {}): Eff<Uid[]> {
  const { g } = ctx;
  const times = spec.times ?? 1;
  const match = (uid: Uid) => {
    const d = defOf(g, uid);
    return d.type === kind && (spec.maxPower === undefined || d.power <= spec.maxPower);
  };
  const from = spec.deck ?? seat;
  const others: Uid[] = [];
  const found: Uid[] = [];
  for (let i = 0; i < times; i++) {
    // OPEN-11: a later pass that finds the deck empty is the same effect running out: it stops.
    if (i > 0 && player(g, from).deck.length === 0) break;
    const r = revealUntil(g, from, match, 1);
    others.push(...r.others);
    const uid = r.found[0];
    if (uid === undefined) break;
    found.push(uid);
    yield* playRevealed(ctx, seat, uid, kind, spec.bases);
  }
  shuffleBack(g, others);
  return found;
}

/** The single-card form, for cards that say "play a minion from the top of your deck". */
export function* playFromTopOfDeck(
  ctx: Ctx,
  seat: Seat,
  kind: CardType,
  spec: Omit<OffTopSpec, "times"> = {},
): Eff<Uid | null> {
  return (yield* playOffTop(ctx, seat, kind, spec))[0] ?? null;
}

function* playRevealed(ctx: Ctx, seat: Seat, uid: Uid, kind: CardType, bases?: Uid[]): Eff {
  const { g } = ctx;
  const options: PromptOption[] = [];
  if (kind === "minion") {
    for (const b of bases ?? g.basesInPlay)
      if (g.bases[b]?.zone === "play" && !minionPlayForbidden(g, seat, uid, b))
        options.push(option(`m${uid}@${b}`, uid, b));
  } else if (actionPlayable(g, seat, uid)) {
    const t = attachTargets(g, seat, uid);
    if (!t) options.push(option(`a${uid}`, uid));
    else {
      for (const b of t.bases) options.push(option(`a${uid}@b${b}`, uid, b));
      for (const m of t.minions) options.push(option(`a${uid}@m${m}`, uid, undefined, m));
    }
  }
  if (options.length === 0) {
    // TOPDECK-5: found but not playable: discarded, and this reveal is over.
    put(g, uid, "discard", card(g, uid).owner);
    log(g, "topDeckDiscard", [uid]);
    return;
  }
  // Found cards must be played when they can be (TOPDECK-1): only where it goes is a choice.
  const [id] = yield* ask(g, {
    seat,
    purpose: kind === "minion" ? "chooseBase" : "playExtraAction",
    options,
    min: 1,
    max: 1,
    source: sourceOf(ctx),
  });
  const o = options.find((x) => x.id === id) as PromptOption;
  // The card waits in limbo, but it is played from a deck (CS-1: Onini, Mboro see where it came from).
  if (kind === "minion") yield* playMinion(g, seat, uid, o.base as Uid, false, "deck");
  else yield* playAction(g, seat, uid, o.target ?? o.base ?? -1, false, "deck");
}

// ---------------------------------------------------------------------------
// Looking, revealing and putting back

/**
 * Takes the top `n` cards of `seat`'s deck into limbo, top first. The deck is rebuilt from the
 * discard pile whenever it is empty, before or during the operation (DECK-1: "start or continue");
 * with both empty it takes what exists (OPEN-12).
 */
function takeTopN(g: GameState, seat: Seat, n: number): Uid[] {
  const out: Uid[] = [];
  for (let i = 0; i < n && refillDeck(g, seat); i++) out.push(takeTop(g, seat) as Uid);
  return out;
}

/** Looks at the top `n` cards of `seat`'s deck: shown to `viewer` only (TERM-LOOK, ZONE-5), the
 * others learn how many. The cards wait in limbo, top first, for the effect to put them back or
 * elsewhere (`putOnTop` keeps them in the same order: looking is not searching, no shuffle). */
export function lookTopN(g: GameState, seat: Seat, n: number, viewer: Seat = seat): Uid[] {
  const out = takeTopN(g, seat, n);
  for (const u of out) log(g, "seeCard", [u], viewer);
  noteLooked(g, viewer, out);
  if (out.length > 0) log(g, "lookTop", [viewer, out.length, seat]);
  return out;
}

/** Reveals the top `n` cards of `seat`'s deck to everyone (TERM-REVEAL); they wait in limbo. */
export function revealTopN(g: GameState, seat: Seat, n: number): Uid[] {
  const out = takeTopN(g, seat, n);
  for (const u of out) log(g, "reveal", [seat, u]);
  if (out.length === 0) log(g, "revealNothing", [seat]);
  return out;
}

/** Puts cards that are not in play on top of their owners' decks so that the first listed ends on
 * top (cards looked at go back "in the same order"). */
export function putOnTop(g: GameState, uids: readonly Uid[]): void {
  for (let i = uids.length - 1; i >= 0; i--) {
    const uid = uids[i] as Uid;
    detach(g, uid);
    put(g, uid, "deck", card(g, uid).owner, true);
  }
}

/** Puts cards that are not in play on the bottom of their owners' decks, in the order given. */
export function putOnBottom(g: GameState, uids: readonly Uid[]): void {
  for (const uid of uids) {
    detach(g, uid);
    put(g, uid, "deck", card(g, uid).owner);
  }
}

/** "Place it on the top or the bottom of its owner's deck": `seat` chooses (TERM-PLACE). A card in
 * play is affected (protections apply) and leaves play; returns where it went, or null. */
export function* placeTopOrBottom(ctx: Ctx, seat: Seat, uid: Uid): Eff<"top" | "bottom" | null> {
  const { g } = ctx;
  const c = card(g, uid);
  const inPlay = c.zone === "base" || c.zone === "attached";
  if (inPlay && !mayAffect(ctx, uid, "place")) return null;
  const where =
    (yield* chooseLabel(ctx, seat, "topOrBottom", ["deckTop", "deckBottom"])) === "deckTop"
      ? "top"
      : "bottom";
  detach(g, uid);
  if (inPlay) leavePlay(g, uid);
  put(g, uid, "deck", c.owner, where === "top");
  log(g, where === "top" ? "placeTop" : "placeBottom", [uid]);
  return where;
}

// ---------------------------------------------------------------------------
// Searching

/**
 * "Search your deck for ...": DECK-1 refill first; `seat` looks through their deck (the options are
 * shown to them only) and may take one matching card (none if `optional`, or none matches); the
 * deck is then shuffled (DECK-4). The card taken waits in limbo for the caller to place it. With
 * deck and discard empty, nothing happens (OPEN-12).
 */
export function* searchDeck(
  ctx: Ctx,
  seat: Seat,
  filter: (uid: Uid) => boolean,
  purpose: Purpose,
  optional = false,
): Eff<Uid | null> {
  return yield* searchZones(ctx, seat, ["deck"], filter, purpose, optional);
}

/** "Search your deck for ... and put it into your hand / on top of your deck / on the bottom":
 * `searchDeck`, then the card found is placed there (after the shuffle: a card put on top stays
 * on top). Returns the card, or null. */
export function* searchAndPlace(
  ctx: Ctx,
  seat: Seat,
  filter: (uid: Uid) => boolean,
  purpose: Purpose,
  where: "hand" | "top" | "bottom",
  optional = false,
): Eff<Uid | null> {
  const { g } = ctx;
  const uid = yield* searchDeck(ctx, seat, filter, purpose, optional);
  if (uid === null) return null;
  if (where === "top") putOnTop(g, [uid]);
  else if (where === "bottom") putOnBottom(g, [uid]);
  else {
    const owner = card(g, uid).owner;
    put(g, uid, "hand", owner);
    log(g, "toHand", [owner, uid]);
  }
  return uid;
}

export type SearchZone = "hand" | "deck" | "discard";

/**
 * "Search your hand, deck and/or discard pile for ...": one prompt whose options say where each
 * card is (its label); the deck, when it was among the zones searched, is shuffled afterwards
 * (DECK-4). The card taken waits in limbo.
 */
export function* searchZones(
  ctx: Ctx,
  seat: Seat,
  zones: readonly SearchZone[],
  filter: (uid: Uid) => boolean,
  purpose: Purpose,
  optional = false,
): Eff<Uid | null> {
  const { g } = ctx;
  const p = player(g, seat);
  const searchesDeck = zones.includes("deck") && refillDeck(g, seat);
  const options: PromptOption[] = [];
  for (const z of zones) {
    if (z === "deck" && !searchesDeck) continue;
    // The deck's order is not shown: the options follow the cards' identities, not their places.
    // Sorted as a typed array, numerically without a comparator: a search lists a whole deck, and
    // a JavaScript comparator called for each pair was most of its cost (issue 22).
    const from = z === "deck" ? Uint32Array.from(p.deck).sort() : p[z];
    for (const uid of from)
      if (filter(uid)) options.push(option(`c${uid}`, uid, undefined, undefined, undefined, z));
  }
  if (searchesDeck) log(g, "searchDeck", [seat]);
  let chosen: Uid | null = null;
  if (options.length > 0) {
    const ids = yield* ask(g, {
      seat,
      purpose,
      options,
      min: optional ? 0 : 1,
      max: 1,
      source: sourceOf(ctx),
    });
    chosen = options.find((o) => o.id === ids[0])?.card ?? null;
  }
  if (chosen !== null) {
    detach(g, chosen);
    put(g, chosen, "limbo", card(g, chosen).owner);
  }
  if (searchesDeck) shuffleInPlace(g, p.deck);
  return chosen;
}

// ---------------------------------------------------------------------------
// From play into a deck

/** "Shuffle it into its owner's deck" (CS-16; Toad, The Frog Prince...): a card in play leaves it
 * (TERM-PLACE, protections apply: affect kind "place") and its owner's deck is shuffled. */
export function shuffleIntoOwnerDeck(ctx: Ctx, uid: Uid): boolean {
  const { g } = ctx;
  const c = card(g, uid);
  if (c.zone !== "base" && c.zone !== "attached") return false;
  if (!mayAffect(ctx, uid, "place")) return false;
  detach(g, uid);
  leavePlay(g, uid);
  put(g, uid, "deck", c.owner);
  shuffleInPlace(g, player(g, c.owner).deck);
  log(g, "shuffledIn", [uid]);
  return true;
}

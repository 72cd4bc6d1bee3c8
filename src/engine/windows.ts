// Special windows ("Me First!", MEFIRST-*): starting with the active player and going clockwise,
// each player uses one Special or passes, until every player has passed in a row.
//
// A card whose Special has been used in a window offers no Special from play again in that window
// while it stays in play (CS-Q7: no rule lets a card in play repeat its own Special). A card that
// leaves play and comes back is a new card whose abilities may be used again (OPEN-4,
// CARD-FINIST): the use is counted per stay in play (uid and stay), like talents. Loops stay
// impossible: a new stay needs a real, paid return and replay (Finist's own Special returns and
// replays it once, then it can only move back and is spent). The next window (after scoring,
// another base) starts afresh. Cards don't track this themselves.

import { option, raise } from "./ask.ts";
import type { SpecialAbility, SpecialWindow } from "./defs.ts";
import { cardCtx } from "./effects.ts";
import { type Eff, ownEffect } from "./flow.ts";
import { log } from "./log.ts";
import { actionForbidden, unit } from "./play.ts";
import { defOf } from "./sources.ts";
import { card, player, seatsFrom } from "./state.ts";
import { isWaitingPlay } from "./triggers.ts";
import type { GameState, PromptOption, Seat, Uid } from "./types.ts";

/** The key of one stay in play of a card (OPEN-4): a card that left play and came back is new. */
function stayKey(g: GameState, uid: Uid): string {
  return `${uid}:${card(g, uid).stay}`;
}

/** The Special `seat` may use with card `uid` in window `w`, where `used` holds the stays in play
 * whose Special was already used in it. */
function specialFor(
  g: GameState,
  uid: Uid,
  seat: Seat,
  w: SpecialWindow,
  used: ReadonlySet<string>,
): SpecialAbility | null {
  // Asked for every card of every seat in every window: the definition by uid, before the card.
  const d = defOf(g, uid);
  if (!d.specials) return null;
  const c = card(g, uid);
  const inPlay = c.zone === "base" || c.zone === "attached";
  for (const s of d.specials) {
    if (s.window !== w.kind) continue;
    if (s.from === "hand" && (c.zone !== "hand" || c.at !== seat)) continue;
    if (s.from === "discard" && (c.zone !== "discard" || c.at !== seat)) continue;
    if (s.from === "play" && (!inPlay || c.controller !== seat || used.has(stayKey(g, uid)))) continue;
    // An action used from hand is played: Mark of Sleep forbids it during its victim's turn.
    if (s.from !== "play" && d.type === "action" && actionForbidden(g, seat, uid)) continue;
    if (s.can(g, uid, seat, w)) return s;
  }
  return null;
}

const specialsByGame = new WeakMap<GameState, Map<string, { cards: number; uids: Uid[] | null }>>();

/** The cards of the game with a Special for windows of `kind` (a game's cards never change), or
 * null when none has one. */
function cardsWithSpecial(g: GameState, kind: string): Uid[] | null {
  let byKind = specialsByGame.get(g);
  if (!byKind) {
    byKind = new Map();
    specialsByGame.set(g, byKind);
  }
  let known = byKind.get(kind);
  // Cards are added only while players are seated (state.ts); the list is read again then.
  if (known === undefined || known.cards !== g.cards.length) {
    const uids: Uid[] = [];
    for (const c of g.cards) if (defOf(g, c.uid).specials?.some((s) => s.window === kind)) uids.push(c.uid);
    known = { cards: g.cards.length, uids: uids.length > 0 ? uids : null };
    byKind.set(kind, known);
  }
  return known.uids;
}

/** The cards `seat` can use in this window right now (MEFIRST-8), in the order of their hand, their
 * discard pile, then the bases in play (each minion followed by its attachments, then the base's
 * actions). */
export function usableSpecials(g: GameState, seat: Seat, w: SpecialWindow, used: ReadonlySet<string>): Uid[] {
  // Most cards have no Special for this window: only the few that have one are asked, wherever
  // they are, instead of walking every pile and base for every seat in every window.
  const specials = cardsWithSpecial(g, w.kind);
  if (specials === null) return [];
  const found: Uid[] = [];
  for (const uid of specials)
    if (reachOf(g, uid) === seat && specialFor(g, uid, seat, w, used)) found.push(uid);
  return found.length <= 1 ? found : inPlaceOrder(g, seat, found);
}

/** `uids` in the order usableSpecials lists them: walks the piles and bases, for two or more. */
function inPlaceOrder(g: GameState, seat: Seat, uids: readonly Uid[]): Uid[] {
  const out: Uid[] = [];
  const p = player(g, seat);
  for (const uid of p.hand) if (uids.includes(uid)) out.push(uid);
  for (const uid of p.discard) if (uids.includes(uid)) out.push(uid);
  for (const b of g.basesInPlay) {
    for (const m of g.bases[b]?.minions ?? []) {
      if (uids.includes(m)) out.push(m);
      for (const a of card(g, m).attached) if (uids.includes(a)) out.push(a);
    }
    for (const a of g.bases[b]?.actions ?? []) if (uids.includes(a)) out.push(a);
  }
  return out;
}

/** The one seat that could use a Special of card `uid` where it lies: its controller's while in
 * play, its holder's in a hand or discard pile (specialFor tells which of these each Special
 * needs); null elsewhere (a deck, a pile out of reach). */
function reachOf(g: GameState, uid: Uid): Seat | null {
  const c = g.cards[uid];
  if (!c) return null;
  if (c.zone === "base" || c.zone === "attached") return c.controller;
  return c.zone === "hand" || c.zone === "discard" ? c.at : null;
}

/** BGB-1: the responses to a play end at once when the card was cancelled or left where it was
 * played (a minion its base, an action its resolution). */
function playStillWaiting(g: GameState, w: SpecialWindow): boolean {
  const ev = w.event;
  if (!ev || (ev.t !== "minionPlayed" && ev.t !== "actionPlayed")) return false;
  const zone = card(g, ev.uid).zone;
  return isWaitingPlay(g, ev.uid) && zone === (ev.t === "minionPlayed" ? "base" : "resolving");
}

const NONE_USED: ReadonlySet<string> = new Set();

/** Whether `seat` takes part in window `w` (a seat still in the game, among its eligible ones). */
function eligibleIn(g: GameState, seat: Seat, eligible: readonly Seat[] | undefined): boolean {
  return !g.players[seat]?.out && (!eligible || eligible.includes(seat));
}

/** Under hidden timing (OPEN-27), whether some eligible player is asked whatever they hold (their
 * standing order "pass when I can't respond" skips them). */
function askedAnyway(g: GameState, eligible: readonly Seat[] | undefined): boolean {
  if (!g.options.hiddenTiming) return false;
  for (const p of g.players) if (eligibleIn(g, p.seat, eligible) && !p.autoPass) return true;
  return false;
}

/** Whether a window of `kind` among `eligible` (everyone when absent) may ask anyone: some
 * eligible player is asked anyway under hidden timing (OPEN-27), or some card with a Special for
 * it lies where an eligible seat could use it. False: the window would close at once, and the
 * caller need not build it (a play answered by no card in reach, in a game with such cards). */
export function windowMayAsk(g: GameState, kind: SpecialWindow["kind"], eligible?: readonly Seat[]): boolean {
  return someoneAsked(g, kind, eligible, null);
}

/** Whether the round of specialWindow would ask anyone before everyone has passed: some eligible
 * seat is asked anyway under hidden timing (OPEN-27), or has a usable Special. */
function anyoneAsked(g: GameState, w: SpecialWindow): boolean {
  if (w.kind === "cardPlayed" && !playStillWaiting(g, w)) return false;
  return someoneAsked(g, w.kind, w.eligible, w);
}

/**
 * windowMayAsk and anyoneAsked in one walk: asked anyway under hidden timing, or some card with a
 * Special of `kind` within an eligible seat's reach (and, given the window `usableIn`, usable in
 * it now). Every window of every play and scoring comes here, and the cards with such a Special
 * are mostly in decks: each is asked once, for the one seat that could use it where it lies,
 * rather than every seat asking every such card.
 */
function someoneAsked(
  g: GameState,
  kind: SpecialWindow["kind"],
  eligible: readonly Seat[] | undefined,
  usableIn: SpecialWindow | null,
): boolean {
  if (askedAnyway(g, eligible)) return true;
  const specials = cardsWithSpecial(g, kind);
  if (specials === null) return false;
  for (const uid of specials) {
    const seat = reachOf(g, uid);
    if (seat === null || !eligibleIn(g, seat, eligible)) continue;
    if (!usableIn || specialFor(g, uid, seat, usableIn, NONE_USED)) return true;
  }
  return false;
}

/** "beforeScoring:<base>" for a scoring window; a reaction or an interrupt is named by the card of
 * its event ("notOwnedUsed:c12"), so no client reads it as a base. */
export function windowId(w: SpecialWindow): string {
  const about = w.event && "uid" in w.event ? w.event.uid : undefined;
  return about === undefined ? `${w.kind}:${w.base}` : `${w.kind}:c${about}`;
}

/**
 * Runs a Special window. Players with nothing usable are skipped unless the game uses hidden
 * timing (OPEN-27); with hidden timing, a player's standing order "pass when I can't respond"
 * still skips them. After a Special, the turn goes on clockwise (MEFIRST-6).
 */
export function* specialWindow(g: GameState, w: SpecialWindow): Eff {
  // Most windows ask nobody (a play answered by no card in reach): they close without the round.
  if (!anyoneAsked(g, w)) return;
  // Local to this window: a snapshot is never taken inside one (only at the main prompt), so a
  // restored game replays the window from its start and rebuilds it.
  const used = new Set<string>();
  let passes = 0;
  let i = 0;
  for (;;) {
    if (w.kind === "cardPlayed" && !playStillWaiting(g, w)) return;
    const seats = seatsFrom(g, g.turn.active).filter((s) => !w.eligible || w.eligible.includes(s));
    if (passes >= seats.length) return;
    const seat = seats[i % seats.length] as Seat;
    i++;
    const usable = usableSpecials(g, seat, w, used);
    const ask_ = usable.length > 0 || (g.options.hiddenTiming && !player(g, seat).autoPass);
    if (!ask_) {
      passes++;
      continue;
    }
    const options: PromptOption[] = usable.map((uid) => option(`s${uid}`, uid));
    options.push(option("pass"));
    // Yielded here, not through `yield* ask(...)`: one generator less per answer (ask.ts raise).
    const p = raise(g, {
      seat,
      kind: "meFirst",
      purpose: w.kind,
      window: windowId(w),
      options,
      min: 1,
      max: 1,
      always: true,
    });
    const picked = (Array.isArray(p) ? p : yield p)[0] ?? "pass";
    if (picked === "pass") {
      passes++;
      continue;
    }
    const uid = Number(picked.slice(1));
    const s = specialFor(g, uid, seat, w, used);
    if (!s) throw new Error(`special ${picked} no longer usable`);
    used.add(stayKey(g, uid));
    log(g, "special", [seat, uid]);
    // A Special that plays its own card ends there if that play is cancelled (TERM-CANCEL).
    yield* unit(g, ownEffect(uid, s.use(cardCtx(g, uid, { special: true, you: seat }), w)));
    passes = 0;
  }
}

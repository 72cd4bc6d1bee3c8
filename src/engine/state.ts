// Building a game state and the low-level bookkeeping of zones. Nothing here asks a player
// anything or triggers abilities: that is effects.ts's job, built on these primitives.

import { uniformAllowance } from "./allowances.ts";
import {
  allBaseDefs,
  baseDef,
  type CardDef,
  type Ctx,
  cardDef,
  factionDef,
  hasBaseDef,
  hasCardDef,
} from "./defs.ts";
import type { Eff } from "./flow.ts";
import { noteDetached } from "./left-play.ts";
import { log } from "./log.ts";
import { initialRngState, randomInt, shuffleInPlace } from "./rng.ts";
import { defOf, markPlaceChanged } from "./sources.ts";
import { queueTrigger } from "./triggers.ts";
import type {
  BaseState,
  CardState,
  GameOptions,
  GameSetup,
  GameState,
  LogEntry,
  Phase,
  Seat,
  TurnState,
  Uid,
  Zone,
} from "./types.ts";

export const DEFAULT_OPTIONS: GameOptions = { vpTarget: 15, hiddenTiming: false, maxTurns: 0 };
export const HAND_SIZE = 5;
export const HAND_LIMIT = 10;

export class SetupError extends Error {}

/** The turn record at the start of a phase of `active`'s turn, with no play made yet. */
export function freshTurn(number: number, active: Seat, phase: Phase): TurnState {
  return {
    number,
    active,
    phase,
    freeMinion: 1,
    freeAction: 1,
    extras: [],
    granted: [],
    plays: [],
    minionsPlayed: 0,
    actionsPlayed: 0,
    playedMinions: [],
    usedOnce: [],
    // Present from the start (see addPlayer's cards): written at the turn's first action otherwise.
    playedActions: undefined,
  };
}

/** A state with no player, card or base yet: the common start of real games and scenarios. */
export function emptyState(options: GameOptions, seed: number): GameState {
  return {
    v: 1,
    options,
    rng: initialRngState(seed),
    players: [],
    cards: [],
    bases: [],
    basesInPlay: [],
    baseDeck: [],
    baseDiscard: [],
    turn: freshTurn(0, 0, "setup"),
    firstPlayer: 0,
    lasting: [],
    scoring: -1,
    promptSeq: 0,
    log: [],
    logSeq: 0,
    result: null,
    // Present from the start (see addPlayer's cards): written at the first scoring otherwise.
    scoringStep: undefined,
  };
}

/**
 * Seats a player with every card of their two factions (SETUP-1), face down in their deck in
 * definition order; returns the seat.
 */
export function addPlayer(g: GameState, factions: [string, string]): Seat {
  const seat = g.players.length;
  const p = { seat, factions, hand: [], deck: [], discard: [], vp: 0, autoPass: false, out: false };
  g.players.push(p);
  for (const fid of factions) {
    const f = factionDef(fid);
    if (!f) throw new SetupError(`unknown faction ${fid}`);
    for (const d of f.cards) {
      for (let i = 0; i < d.count; i++) {
        const uid = g.cards.length;
        g.cards.push(newCard(uid, d.key, seat));
        (p.deck as Uid[]).push(uid);
      }
    }
  }
  return seat;
}

/** A card of `seat` in their deck: every card of a game, and every card of a resumed one, is built here. */
function newCard(uid: Uid, def: string, seat: Seat): CardState {
  return {
    uid,
    def,
    owner: seat,
    controller: seat,
    zone: "deck",
    at: seat,
    counters: 0,
    attached: NO_ATTACHMENTS,
    stay: 0,
    usedTurn: -1,
    // Present from the start, though unset: written later (entering play, a talent, a reset),
    // they would each give cards in play a new hidden class, and the engine's hottest reads
    // (a card's zone, controller...) would see several (issue 22). JSON leaves them out.
    uses: undefined,
    memo: undefined,
  };
}

/** A base out of play: every base of a game, and every base of a resumed one, is built here. */
function newBase(uid: Uid, def: string): BaseState {
  // `markers` present from the start, though unset (JSON leaves it out): written only when a card
  // places markers (Storyteller's Hut) and deleted when they go, it gave bases two hidden classes in
  // all-box games, and every read of a base's minions, actions or zone by the engine polymorphic
  // (issue 22: all four boxes vs core per decision).
  return { uid, def, minions: [], actions: [], zone: "deck", markers: undefined };
}

/** Creates the bases of `boxes` (out of play, in definition order); returns their uids. */
export function addBases(g: GameState, boxes: ReadonlySet<string>): Uid[] {
  const out: Uid[] = [];
  for (const d of allBaseDefs()) {
    if (!boxes.has(d.box)) continue;
    const uid = g.bases.length;
    g.bases.push(newBase(uid, d.key));
    out.push(uid);
  }
  return out;
}

export function createState(setup: GameSetup): GameState {
  const n = setup.players.length;
  if (n < 2 || n > 4) throw new SetupError("a game needs 2 to 4 players (GOAL-1)");
  const options = { ...DEFAULT_OPTIONS, ...setup.options };
  const g = emptyState(options, setup.seed);
  const boxes = new Set<string>(setup.baseBoxes ?? []);
  for (const p of setup.players) {
    if (p.factions[0] === p.factions[1])
      throw new SetupError("a player's two factions must differ (SETUP-1)");
    addPlayer(g, p.factions);
    if (!setup.baseBoxes) for (const fid of p.factions) boxes.add(factionDef(fid)?.box ?? "");
  }
  // SETUP-5: the bases of every box that holds a chosen faction.
  g.baseDeck.push(...addBases(g, boxes));
  if (g.baseDeck.length < n + 1) throw new SetupError("not enough bases for this many players");
  for (const p of g.players) shuffleInPlace(g, p.deck);
  shuffleInPlace(g, g.baseDeck);
  // SETUP-7: one base more than there are players.
  for (let i = 0; i <= n; i++) {
    const b = g.baseDeck.shift() as Uid;
    const base = g.bases[b];
    if (base) base.zone = "play";
    g.basesInPlay.push(b);
  }
  // SETUP-9: opening hands.
  for (const p of g.players) drawCards(g, p.seat, HAND_SIZE, false);
  // SETUP-12: the rulebooks' criteria are jokes; the seeded RNG picks the first player.
  g.firstPlayer = randomInt(g, n);
  g.turn.active = g.firstPlayer;
  return g;
}

// ---------------------------------------------------------------------------
// Zones

export function card(g: GameState, uid: Uid): CardState {
  const c = g.cards[uid];
  if (!c) throw new Error(`no card ${uid}`);
  return c;
}

/** The attachments of every card that has none: one frozen list for all of them. */
export const NO_ATTACHMENTS: readonly Uid[] = Object.freeze([]);

/**
 * A state parsed from JSON in the engine's own shapes: the game, its turn and its cards rebuilt by
 * the functions that create them, so that they have the hidden classes of a played game's (V8
 * gives objects from JSON.parse other classes than literals, and JSON leaves out the fields that
 * hold undefined). Replaying on a parsed state as it is cost ~4× per decision, and the engine's
 * inline caches, having seen both kinds, stayed ~2.5× slower for every game of the process
 * (issue 22, src/bench/replay-micros.ts). Cards without attachments share the empty list, as the
 * cards of a new game do (a restored game then holds no more memory than a played one). The same
 * fields in the same order: the state serialises to the same text.
 */
export function adoptParsedState(parsed: GameState): GameState {
  const g = reshaped(emptyState(parsed.options, 0), parsed);
  // A spread of the defaults, as createState builds them: the keys the state has, no default added.
  g.options = reshaped({ ...DEFAULT_OPTIONS }, parsed.options);
  g.turn = reshaped(freshTurn(0, 0, "setup"), parsed.turn);
  // The phase's extras with every field, as storeExtra keeps them (a state saved before `granted`
  // existed has none: allowances.ts makes it from the extras).
  g.turn.extras = parsed.turn.extras.map(uniformAllowance);
  if (parsed.turn.granted) g.turn.granted = parsed.turn.granted.map(uniformAllowance);
  // As log() writes a line: its four fields, then whose and where when it has them.
  g.log = parsed.log.map((e) => reshaped<LogEntry>({ k: "", p: [], to: -1, turn: 0 }, e));
  g.cards = parsed.cards.map((c) => {
    const own = reshaped(newCard(0, "", 0), c);
    if (own.attached.length === 0) own.attached = NO_ATTACHMENTS;
    // The definition's own key, as a new game's card holds: the very string the engine's maps
    // and comparisons meet, not an equal copy JSON.parse made.
    if (hasCardDef(own.def)) own.def = cardDef(own.def).key;
    return own;
  });
  g.bases = parsed.bases.map((b) => {
    const own = reshaped(newBase(0, ""), b);
    if (hasBaseDef(own.def)) own.def = baseDef(own.def).key;
    return own;
  });
  return g;
}

/** `template` (an object the engine built) holding `parsed`'s values: its keys first, in its order, then any other. */
function reshaped<T extends object>(template: T, parsed: T): T {
  const to = template as Record<string, unknown>;
  const from = parsed as Record<string, unknown>;
  for (const key in to) to[key] = from[key];
  for (const key in from) if (!(key in to)) to[key] = from[key];
  return template;
}

function zoneArray(g: GameState, c: CardState): Uid[] | null {
  switch (c.zone) {
    case "deck":
      return g.players[c.at]?.deck ?? null;
    case "hand":
      return g.players[c.at]?.hand ?? null;
    case "discard":
      return g.players[c.at]?.discard ?? null;
    case "base": {
      const b = g.bases[c.at];
      if (!b) return null;
      return defOf(g, c.uid).type === "minion" ? b.minions : b.actions;
    }
    default:
      // "attached" lists are replaced, not changed in place (see detach and put).
      return null;
  }
}

/** Takes a card out of whatever zone array holds it. */
export function detach(g: GameState, uid: Uid): void {
  const c = card(g, uid);
  noteDetached(g, uid);
  if (c.zone === "base" || c.zone === "attached") markPlaceChanged(g, c.zone, c.at);
  const host = c.zone === "attached" ? g.cards[c.at] : undefined;
  if (host) {
    const rest = host.attached.filter((a) => a !== uid);
    host.attached = rest.length === 0 ? NO_ATTACHMENTS : rest;
    return;
  }
  const arr = zoneArray(g, c);
  if (arr) {
    const i = arr.indexOf(uid);
    if (i >= 0) arr.splice(i, 1);
  }
}

/** Puts a detached card into a zone. For decks `top` puts it on top, else at the bottom. */
export function put(g: GameState, uid: Uid, zone: Zone, at: number, top = false): void {
  const c = card(g, uid);
  if (zone === "base" || zone === "attached") markPlaceChanged(g, zone, at);
  // Only a card in play or being played can have another controller than its owner (TERM-CONTROL):
  // wherever else a card goes (a pile, a hand, limbo, out of the game), it is its owner's again.
  else if (zone !== "resolving") c.controller = c.owner;
  c.zone = zone;
  c.at = at;
  const host = zone === "attached" ? g.cards[at] : undefined;
  if (host) {
    host.attached = [...host.attached, uid];
    return;
  }
  const arr = zoneArray(g, c);
  if (!arr) return;
  if (zone === "deck" && top) arr.unshift(uid);
  else arr.push(uid);
}

export function isInPlay(c: CardState): boolean {
  return c.zone === "base" || c.zone === "attached";
}

export function isMinion(g: GameState, uid: Uid): boolean {
  return defOf(g, uid).type === "minion";
}

/** Base a card in play is on (for attached actions, the host minion's base), else -1. */
export function baseOf(g: GameState, uid: Uid): Uid {
  const c = g.cards[uid];
  if (!c) return -1;
  if (c.zone === "base") return c.at;
  if (c.zone === "attached") return baseOf(g, c.at);
  return -1;
}

/** Cleans up a card that leaves play (CONFLICT-12, COUNTER-5): its attachments go to their owners'
 * discard piles, counters and lasting effects vanish, control returns to the owner. An attachment
 * that says what happens to it when its host leaves (`whenHostLeaves`, CONFLICT-1) waits in limbo
 * for that trigger of its controller instead — unless the host leaves with a player leaving the
 * game (`byEffect` false): that is no effect, nothing resolves. Returns every attachment dropped. */
export function leavePlay(g: GameState, uid: Uid, byEffect = true): Uid[] {
  const c = card(g, uid);
  const dropped = c.attached.slice();
  for (const a of dropped) {
    const ac = card(g, a);
    const you = ac.controller;
    detach(g, a);
    resetCard(g, ac);
    const stays = byEffect ? cardDef(ac.def).whenHostLeaves : undefined;
    if (stays) {
      put(g, a, "limbo", ac.owner);
      queueHostLeft(g, a, you, stays);
    } else {
      put(g, a, "discard", ac.owner);
    }
  }
  resetCard(g, c);
  return dropped;
}

/** Queues an attachment's "when this minion leaves play" ability (resolved with the other triggers
 * of the effect that took its host away, ORDER-1 step 3); the card is discarded if it didn't go
 * anywhere. */
function queueHostLeft(g: GameState, a: Uid, you: Seat, run: NonNullable<CardDef["whenHostLeaves"]>): void {
  const ac = card(g, a);
  const ctx: Ctx = {
    g,
    you,
    self: a,
    base: -1,
    def: ac.def,
    isAction: true,
    played: false,
    special: false,
    actor: undefined,
    absorbed: undefined,
  };
  queueTrigger(g, { ctx, run: (c) => hostLeft(c, a, run) });
}

/** whenHostLeaves of the attached action `a`, then to its owner's discard pile if still in limbo. */
function* hostLeft(c: Ctx, a: Uid, run: NonNullable<CardDef["whenHostLeaves"]>): Eff {
  yield* run(c, a);
  if (card(c.g, a).zone === "limbo") put(c.g, a, "discard", card(c.g, a).owner);
}

function resetCard(g: GameState, c: CardState): void {
  c.counters = 0;
  c.controller = c.owner;
  c.usedTurn = -1;
  c.uses = undefined;
  c.memo = undefined;
  if (g.lasting.length > 0)
    g.lasting = g.lasting.filter((l) => !((l.kind === "power" || l.kind === "control") && l.uid === c.uid));
}

/** A card enters play under `controller`'s control, as a new card (OPEN-4), with the state its
 * definition says it starts with: a card placed by a scenario gets the same as one played. */
export function enterPlay(g: GameState, uid: Uid, controller: Seat): void {
  const c = card(g, uid);
  c.stay++;
  c.controller = controller;
  c.usedTurn = -1;
  c.uses = undefined;
  if (cardDef(c.def).ongoingUntilYourNextTurn) {
    const until = { kind: "startOfTurn", seat: controller } as const;
    g.lasting.push({ kind: "flag", name: ONGOING, seat: controller, uid, stay: c.stay, until });
  }
}

const ONGOING = "ongoing";

/** Whether the ongoing ability of a card whose ongoing lasts until its controller's next turn is
 * still active (it is in play, in the same stay, and that turn hasn't started). */
export function ongoingActive(g: GameState, uid: Uid): boolean {
  const c = card(g, uid);
  if (c.zone !== "base" && c.zone !== "attached") return false;
  return g.lasting.some((l) => l.kind === "flag" && l.name === ONGOING && l.uid === uid && l.stay === c.stay);
}

/** Ends that ongoing ability now, as the start of its controller's next turn would (scenarios). */
export function expireOngoing(g: GameState, uid: Uid): void {
  g.lasting = g.lasting.filter((l) => !(l.kind === "flag" && l.name === ONGOING && l.uid === uid));
}

export function inPlayBases(g: GameState): Uid[] {
  return g.basesInPlay;
}

export function minionsOn(g: GameState, base: Uid): Uid[] {
  return g.bases[base]?.minions ?? [];
}

export function allMinions(g: GameState): Uid[] {
  const out: Uid[] = [];
  for (const b of g.basesInPlay) {
    const base = g.bases[b];
    if (base) for (const m of base.minions) out.push(m);
  }
  return out;
}

/** Every action in play: attached to bases or to minions. */
export function allActionsInPlay(g: GameState): Uid[] {
  const out: Uid[] = [];
  for (const b of g.basesInPlay) {
    const base = g.bases[b];
    if (!base) continue;
    for (const a of base.actions) out.push(a);
    for (const m of base.minions) for (const a of card(g, m).attached) out.push(a);
  }
  return out;
}

export function controls(g: GameState, seat: Seat, uid: Uid): boolean {
  return card(g, uid).controller === seat;
}

/** How many minions `seat` controls on `base`: `minionsOf(g, seat, base).length` without the
 * array (read by ongoing abilities at every power computation: issue 22). */
export function minionCountOf(g: GameState, seat: Seat, base: Uid): number {
  let n = 0;
  for (const m of g.bases[base]?.minions ?? []) if (card(g, m).controller === seat) n++;
  return n;
}

export function minionsOf(g: GameState, seat: Seat, base?: Uid): Uid[] {
  const from = base === undefined ? allMinions(g) : minionsOn(g, base);
  return from.filter((m) => card(g, m).controller === seat);
}

// ---------------------------------------------------------------------------
// Seats

export function activeSeats(g: GameState): Seat[] {
  return g.players.filter((p) => !p.out).map((p) => p.seat);
}

/** Every faction some player still in the game uses, each once, in seat order ("name a faction"). */
export function factionsInGame(g: GameState): string[] {
  const out: string[] = [];
  for (const seat of activeSeats(g)) {
    for (const f of player(g, seat).factions) if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** Seats in turn order starting with `from` (clockwise, SETUP-13), skipping players who left. */
export function seatsFrom(g: GameState, from: Seat): Seat[] {
  const n = g.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const s = (from + i) % n;
    if (!g.players[s]?.out) out.push(s);
  }
  return out;
}

export function nextSeat(g: GameState, from: Seat): Seat {
  const n = g.players.length;
  for (let i = 1; i <= n; i++) {
    const s = (from + i) % n;
    if (!g.players[s]?.out) return s;
  }
  return from;
}

/** Orders seats by priority: the active player first, then clockwise (SCORE-13). */
export function byPriority(g: GameState, seats: Seat[]): Seat[] {
  const n = g.players.length;
  const a = g.turn.active;
  return seats.slice().sort((x, y) => ((x - a + n) % n) - ((y - a + n) % n));
}

// ---------------------------------------------------------------------------
// Decks

export function player(g: GameState, seat: Seat) {
  const p = g.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** DECK-1: an empty deck is rebuilt from the shuffled discard pile when a card is needed. */
export function refillDeck(g: GameState, seat: Seat): boolean {
  const p = player(g, seat);
  if (p.deck.length > 0) return true;
  if (p.discard.length === 0) return false;
  const cards = p.discard.splice(0);
  for (const uid of cards) {
    const c = card(g, uid);
    c.zone = "deck";
    c.at = seat;
  }
  shuffleInPlace(g, cards);
  p.deck.push(...cards);
  log(g, "reshuffle", [seat]);
  return true;
}

/** Draws up to n cards, reshuffling as needed; stops when deck and discard are both empty (OPEN-12). */
export function drawCards(g: GameState, seat: Seat, n: number, announce = true): Uid[] {
  const p = player(g, seat);
  const drawn: Uid[] = [];
  for (let i = 0; i < n; i++) {
    if (!refillDeck(g, seat)) break;
    const uid = p.deck.shift() as Uid;
    const c = card(g, uid);
    c.zone = "hand";
    c.at = seat;
    p.hand.push(uid);
    drawn.push(uid);
    if (announce) log(g, "drawSecret", [uid], seat);
  }
  if (announce && drawn.length > 0) log(g, "draw", [seat, drawn.length]);
  return drawn;
}

/** Top card of a deck for a reveal or a look, reshuffling first if needed (DECK-1). */
export function topOfDeck(g: GameState, seat: Seat): Uid | null {
  if (!refillDeck(g, seat)) return null;
  return player(g, seat).deck[0] ?? null;
}

export function shuffleDeck(g: GameState, seat: Seat): void {
  shuffleInPlace(g, player(g, seat).deck);
}

export function moveToDiscard(g: GameState, uid: Uid): void {
  const c = card(g, uid);
  detach(g, uid);
  put(g, uid, "discard", c.owner);
}

export function baseDefOf(g: GameState, base: Uid) {
  const b = g.bases[base];
  if (!b) throw new Error(`no base ${base}`);
  return baseDef(b.def);
}

export { defOf } from "./sources.ts";

// The game log: structured entries (a message key and typed parameters) so that every client can
// render them in its own language. The state keeps only the latest entries; the full history of a
// game is rebuilt by replaying its decisions (engine.ts, exportGame).

import { baseDef, cardDef } from "./defs.ts";
import { placeOf } from "./left-play.ts";
import type { GameState, LogEntry, Seat } from "./types.ts";

/**
 * Entries the state keeps at least (it trims to this when it holds twice as many): enough for a
 * round of a four-player game, so that "since your last turn" is read from the state itself.
 */
const KEEP = 150;

/**
 * Parameter conventions in templates: {pN} seat, {cN} card uid, {CN} card uid with whose and where
 * it was when the line was written ("carol's Scout on Cave of Shinies", when it was in play),
 * {bN} base uid, {nN} number, {nN?one|other} a number with its words chosen by the reader's plural
 * rules (`#` is the number), {fN} faction id, {sN} raw string.
 */
export const LOG_EN: Record<string, string> = {
  gameStart: "The game begins. {p0} goes first.",
  mulligan: "{p0} reveals a hand without minions and takes a new one.",
  turnStart: "Turn {n0}: {p1} starts their turn.",
  playMinion: "{p0} plays {c1} on {b2}.",
  playAction: "{p0} plays {c1}.",
  playActionOn: "{p0} plays {c1} on {b2}.",
  playActionOnMinion: "{p0} plays {c1} on {c2}.",
  talent: "{p0} uses the talent of {c1}.",
  special: "{p0} uses {c1}.",
  draw: "{p0} draws {n1?# card|# cards}.",
  drawSecret: "You draw {c0}.",
  discard: "{p0} discards {c1}.",
  discardSecret: "You discard {c0}.",
  reshuffle: "{p0} shuffles their discard pile into a new deck.",
  destroy: "{C0} is destroyed.",
  destroyAction: "{C0} is destroyed.",
  indestructible: "{C0} can't be destroyed.",
  protected: "{C0} is protected and not affected.",
  return: "{C0} returns to its owner's hand.",
  move: "{C0} moves to {b1}.",
  placeBottom: "{C0} goes to the bottom of its owner's deck.",
  placeTop: "{C0} goes on top of its owner's deck.",
  toHand: "{p0} puts {c1} into their hand.",
  toDiscard: "{C0} goes to its owner's discard pile.",
  shuffleIntoDeck: "{p0} shuffles {n1?# card|# cards} into their deck.",
  reveal: "{p0} reveals {c1}.",
  revealNothing: "{p0} has no card to reveal.",
  lookHand: "{p0} looks at {p1}'s hand.",
  seeCard: "You see {c0}.",
  vp: "{p0} gains {n1} VP.",
  power: "{C0} gets {n1} power until the end of the turn.",
  counters: "{C0} gets {n1?# +1 power counter|# +1 power counters}.",
  countersRemoved: "{n1?# +1 power counter is|# +1 power counters are} removed from {C0}.",
  countersMoved: "{n2?# +1 power counter moves|# +1 power counters move} from {C0} to {C1}.",
  topDeckDiscard: "{c0} can't be played and is discarded.",
  breakpoint: "The breakpoint of {b0} changes by {n1} until the end of the turn.",
  breakpointSet: "The breakpoint of {b0} is {n1} until the end of the turn.",
  prevented: "The destruction of {C0} is prevented.",
  handToDeckBottom: "{p0} puts {n1?# card|# cards} from their hand on the bottom of their deck.",
  handToDeckTop: "{p0} puts {n1?# card|# cards} from their hand on top of their deck.",
  handToDeckSecret: "You put {c0} from your hand into your deck.",
  nameFaction: "{p0} names {f1}.",
  noActions: "{p0} can't play actions during their next turn.",
  pass: "{p0} passes.",
  scoringBase: "{b0} scores.",
  scoreStop: "{b0} left play before scoring; its scoring stops.",
  place: "{p0} finishes #{n1} on {b2} with {n3} power and gains {n4} VP.",
  noPlace: "Nobody is eligible for VP on {b0}.",
  baseDiscarded: "{b0} goes to the base discard pile.",
  baseNew: "{b0} enters play.",
  baseSwap: "{b0} replaces {b1}.",
  handLimit: "{p0} discards down to 10 cards.",
  endTurn: "{p0} ends their turn.",
  expire: "Effects until the end of the turn expire.",
  winner: "{p0} wins the game with {n1} VP!",
  tieContinue: "Tied for the lead with {n0} VP or more: the game goes on.",
  concede: "{p0} leaves the game.",
  lastPlayer: "{p0} is the last player left and wins.",
  turnCap: "The game stops at the turn limit.",
  autoPass: "{p0} will pass automatically when they can't respond.",
  autoPassOff: "{p0} will be asked in every window again.",
  extraLost: "{p0} doesn't use the extra play.",
  cancelBase: "{b0}'s ability is ignored.",
  // Board (E-B)
  markers: "{n1?# marker is|# markers are} placed on {b0}.",
  markersRemoved: "{n1?# marker is|# markers are} removed from {b0}.",
  playerPower: "{p0} gets {n2} power on {b1} until the end of the turn.",
  baseExtra: "{b0} enters play as an extra base.",
  baseDestroyed: "{b0} is destroyed; the cards on it are discarded.",
  baseToBottom: "{b0} goes to the bottom of the base deck.",
  topBaseDown: "{p0} turns the top card of the base deck face down until the end of the turn.",
  // Top of the deck, names, control, transfers (E-C)
  lookTop: "{p0} looks at the top {n1?card|# cards} of {p2}'s deck.",
  searchDeck: "{p0} searches their deck.",
  shuffledIn: "{C0} is shuffled into its owner's deck.",
  // Cards in another player's hand, destinations, reactions (E-A).
  give: "{p0} places a card into {p1}'s hand.",
  giveSecret: "{p0} places {c1} into {p2}'s hand.",
  giveCard: "{p0} places {c1} into {p2}'s hand.",
  returnAction: "{C0} returns to its owner's hand.",
  cantMove: "{C0} can't be moved to {b1}.",
  control: "{p0} takes control of {C1}.",
  controlReturned: "{C0} goes back under the control of {p1}.",
  transferToMinion: "{C0} moves onto {C1}.",
  transferToBase: "{C0} moves onto {b1}.",
  redirect: "{C0} takes the effect instead of {C1}.",
  nameCard: "{p0} names {s1}.",
  cancelled: "{c0} is cancelled: it has no effect and goes to its owner's discard pile.",
  // Geeks (big-geeky-box).
  takeLooked: "{p0} takes {n1?the card|the # cards} they looked at into their hand.",
};

// Whoever wants every entry of a game (a full history) registers a sink; the state itself keeps
// only the latest lines so that it stays small.
const sinks = new WeakMap<GameState, (e: LogEntry) => void>();

/** Whether any game ever registered a sink: most processes never do, and then no line asks. */
let anySink = false;

export function captureLog(g: GameState, sink: (e: LogEntry) => void): void {
  sinks.set(g, sink);
  anySink = true;
}

const PLACED_PARAM = /\{C(\d)\}/g;

export function log(g: GameState, k: string, p: (string | number)[], to: Seat = -1): void {
  const e: LogEntry = { k, p, to, turn: g.turn.number };
  const placed = placedParams(k);
  if (placed.length > 0) {
    const where = placesOf(g, placed, p);
    if (where) e.w = where;
  }
  g.log.push(e);
  g.logSeq++;
  if (g.log.length > KEEP * 2) g.log.splice(0, g.log.length - KEEP);
  if (anySink) sinks.get(g)?.(e);
}

const NO_PARAMS: number[] = [];

/** The indexes of the `{CN}` parameters of the template of line kind `k`, read once per kind (a
 * line is logged often); none for a kind without a template. */
const placedByKind = new Map<string, number[]>();
function placedParams(k: string): number[] {
  let params = placedByKind.get(k);
  if (!params) {
    const template = LOG_EN[k];
    params =
      template === undefined ? NO_PARAMS : [...template.matchAll(PLACED_PARAM)].map((m) => Number(m[1]));
    placedByKind.set(k, params);
  }
  return params;
}

/** Whose and where the `{CN}` cards of a line are, read before they leave (see LogEntry.w). */
function placesOf(g: GameState, placed: readonly number[], p: (string | number)[]): LogEntry["w"] {
  let out: LogEntry["w"];
  for (const i of placed) {
    const uid = Number(p[i]);
    const place = placeOf(g, uid);
    if (!place || !g.bases[place[1]]) continue;
    out ??= {};
    const owner = g.cards[uid]?.owner;
    // The owner only when someone else controls it: most lines name one player.
    out[i] = owner === undefined || owner === place[0] ? place : [place[0], place[1], owner];
  }
  return out;
}

export interface NameResolver {
  seat(s: Seat): string;
  card(uid: number): string;
  base(uid: number): string;
  faction(id: string): string;
  /** A card with whose and where ("carol's Scout on Cave of Shinies"); English without it. With
   * `controller`, someone else than its owner `seat` controls it. */
  placed?(card: string, seat: string, base: string, controller?: string): string;
  /** The reader's language, for plural rules (English without it). */
  locale?: string;
}

export function placedEn(card: string, seat: string, base: string, controller?: string): string {
  return controller === undefined
    ? `${seat}'s ${card} on ${base}`
    : `${seat}'s ${card} (controlled by ${controller}) on ${base}`;
}

export function englishNames(g: GameState, playerNames?: string[]): NameResolver {
  return {
    seat: (s) => playerNames?.[s] ?? `Player ${s + 1}`,
    card: (uid) => {
      const c = g.cards[uid];
      return c ? cardDef(c.def).name.en : "?";
    },
    base: (uid) => {
      const b = g.bases[uid];
      return b ? baseDef(b.def).name.en : "?";
    },
    faction: (id) => id,
  };
}

const plurals = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules;
}

/** "{n1?# card|# cards}": the form the reader's language uses for that number (French: 0 and 1 are singular). */
function plural(n: number, forms: string, locale: string): string {
  const bar = forms.indexOf("|");
  const one = bar < 0 ? forms : forms.slice(0, bar);
  const other = bar < 0 ? forms : forms.slice(bar + 1);
  return (pluralRules(locale).select(n) === "one" ? one : other).replaceAll("#", String(n));
}

export function renderTemplate(template: string, e: LogEntry, names: NameResolver): string {
  return template.replace(
    /\{([pcCbnfs])(\d)(?:\?([^}]*))?\}/g,
    (_m, kind: string, idx: string, forms?: string) => {
      const i = Number(idx);
      const v = e.p[i];
      switch (kind) {
        case "p":
          return names.seat(Number(v));
        case "c":
          return names.card(Number(v));
        case "C": {
          const name = names.card(Number(v));
          const at = e.w?.[i];
          if (!at) return name;
          const [controller, base, owner] = at;
          const place = names.placed ?? placedEn;
          return owner === undefined
            ? place(name, names.seat(controller), names.base(base))
            : place(name, names.seat(owner), names.base(base), names.seat(controller));
        }
        case "n":
          return forms === undefined ? String(v) : plural(Number(v), forms, names.locale ?? "en");
        case "b":
          return names.base(Number(v));
        case "f":
          return names.faction(String(v));
        default:
          return String(v);
      }
    },
  );
}

export function describe(e: LogEntry, names: NameResolver): string {
  const t = LOG_EN[e.k];
  return t ? renderTemplate(t, e, names) : e.k;
}

/** Log entries a seat may see (-1: the public log only). */
export function visibleLog(g: GameState, viewer: Seat): LogEntry[] {
  return g.log.filter((e) => e.to === -1 || e.to === viewer);
}

/**
 * Where an incremental reader of a log got to: how many lines it read, and the first and last of
 * them. Readers keep one per game state (a view's lines, the uids they name: issue 22), reading
 * only the lines added since.
 */
export interface LogPlace {
  read: number;
  first: LogEntry | undefined;
  last: LogEntry | undefined;
}

/**
 * Whether `log` is the log read up to `place`, grown since: its first line and the last one read
 * are where they were. Not so when its oldest lines were dropped (KEEP): read it again from the start.
 */
export function logGrewFrom(log: readonly LogEntry[], place: LogPlace): boolean {
  return place.read <= log.length && log[0] === place.first && log[place.read - 1] === place.last;
}

/** Records that `log` was read to its end. */
export function markLogRead(log: readonly LogEntry[], place: LogPlace): void {
  place.read = log.length;
  place.first = log[0];
  place.last = log[log.length - 1];
}

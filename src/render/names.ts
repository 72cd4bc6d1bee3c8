// Names for the renderers: players (escaped for markdown), cards and bases by uid in the reader's
// language. Views carry definitions for the cards they show, but log lines and prompt options only
// carry uids; `viewDefs` resolves exactly the uids a view mentions, so a renderer holding a view
// and its table can name nothing the view does not already reveal.

import { escapeMarkdown } from "discord.js";
import { isAiUser } from "../app/ai-user.ts";
import { hasBaseDef, hasCardDef } from "../engine/defs.ts";
import { LOG_EN, type LogPlace, logGrewFrom, markLogRead, type NameResolver } from "../engine/log.ts";
import type { GameState, LogEntry, Seat, Uid } from "../engine/types.ts";
import type { CardView, PlayerView, PublicView } from "../engine/view.ts";
import { common } from "../i18n/areas/common.ts";
import { baseName, baseText, cardName, cardText, factionName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { clip } from "./payload.ts";

/** Definition keys of the cards and bases a view refers to, by uid. */
export interface DefTable {
  cards: Record<Uid, string>;
  bases: Record<Uid, string>;
}

/** A seated player as the renderers show them. */
export interface PlayerRef {
  userId: string;
  /** Display name (any user-chosen text: it is escaped and clipped before display). */
  name: string;
}

/** Discord display names are at most 32 characters; server nicknames too. */
const NAME_MAX = 32;

const CARD_PARAM = /\{[cC](\d)\}/g;
const BASE_PARAM = /\{b(\d)\}/g;

function isPlayerView(v: PublicView | PlayerView): v is PlayerView {
  return "viewer" in v;
}

/**
 * The definitions of every card and base `view` names: those in play, in discard piles, in the
 * viewer's hand, in the log lines the view holds, and in the options of the viewer's own prompt.
 */
/** Which parameters of a kind of log line name a card, and which a base (read once per kind). */
const paramsByKind = new Map<string, { cards: number[]; bases: number[] }>();
function logParams(kind: string): { cards: number[]; bases: number[] } {
  let params = paramsByKind.get(kind);
  if (!params) {
    const template = LOG_EN[kind as keyof typeof LOG_EN] ?? "";
    params = {
      cards: [...template.matchAll(CARD_PARAM)].map((m) => Number(m[1])),
      bases: [...template.matchAll(BASE_PARAM)].map((m) => Number(m[1])),
    };
    paramsByKind.set(kind, params);
  }
  return params;
}

/**
 * The uids a view's log lines name, read once per line: the log only grows within a game state, so
 * each render reads the lines added since the last one of the same viewer, not the whole log
 * again (a 4-player game has ~1,500 lines by its end; issue 22). The cache holds only what the
 * viewer's own log lines name: a view never learns a uid from another viewer's lines.
 */
interface LogUids extends LogPlace {
  /**
   * The definitions of the cards and bases the lines name, by uid: a uid is of one definition for
   * the whole game, so a table starts from a copy of these instead of looking each uid up again.
   */
  cards: Record<Uid, string>;
  bases: Record<Uid, string>;
}
const logUidsByState = new WeakMap<GameState, Map<Seat, LogUids>>();

function logUids(g: GameState, view: PublicView | PlayerView): LogUids {
  const viewer = isPlayerView(view) ? view.viewer : -1;
  let byViewer = logUidsByState.get(g);
  if (!byViewer) {
    byViewer = new Map();
    logUidsByState.set(g, byViewer);
  }
  const log = view.log;
  let read = byViewer.get(viewer);
  if (!read || !logGrewFrom(log, read)) {
    read = { read: 0, first: undefined, last: undefined, cards: {}, bases: {} };
    byViewer.set(viewer, read);
  }
  for (let n = read.read; n < log.length; n++) {
    const e = log[n] as LogEntry;
    const params = logParams(e.k);
    for (const i of params.cards) namedCard(read, g, Number(e.p[i]));
    for (const i of params.bases) namedBase(read, g, Number(e.p[i]));
    if (e.w) for (const at of Object.values(e.w)) namedBase(read, g, at[1]);
  }
  markLogRead(log, read);
  return read;
}

export function viewDefs(g: GameState, view: PublicView | PlayerView): DefTable {
  // What the log names first (copied: the read grows with the log), then what the view shows.
  const named = logUids(g, view);
  const t: DefTable = { cards: { ...named.cards }, bases: { ...named.bases } };
  // Module functions, not closures: a click builds two tables (issue 22).
  for (const b of view.bases) {
    t.bases[b.uid] = b.def;
    shownAll(t, b.minions);
    shownAll(t, b.actions);
  }
  for (const p of view.players) pileDefs(t, p.discard);
  if (view.prompt?.source?.base !== undefined) namedBase(t, g, view.prompt.source.base);
  if (isPlayerView(view)) {
    shownAll(t, view.hand);
    const p = view.myPrompt;
    if (p) {
      for (const o of p.options) {
        namedCard(t, g, o.card);
        namedCard(t, g, o.target);
        namedBase(t, g, o.base);
      }
      namedCard(t, g, p.source?.card);
      for (const u of p.shown ?? []) namedCard(t, g, u);
    }
  }
  return t;
}

function namedCard(t: DefTable, g: GameState, uid: number | undefined): void {
  const c = uid === undefined ? undefined : g.cards[uid];
  if (c) t.cards[c.uid] = c.def;
}

function namedBase(t: DefTable, g: GameState, uid: number | undefined): void {
  const b = uid === undefined ? undefined : g.bases[uid];
  if (b) t.bases[b.uid] = b.def;
}

/**
 * The uids and definitions of a discard pile's cards (and what they carry), in pairs, kept per pile
 * array: the public view hands out the same array while a pile reads the same (engine/view.ts
 * `discardPile`), and a table is written from these contiguous pairs instead of walking the pile's
 * card views, old objects spread over the heap (issue 22, rnd47: in the 20-channel run, with 20
 * games' states taking turns, that walk missed the CPU's caches at nearly every card and was most of
 * `viewDefs`' time, ~30 µs a table against ~5 µs warm in one game).
 */
const pileDefsByPile = new WeakMap<readonly CardView[], (Uid | string)[]>();

function pileDefs(t: DefTable, pile: readonly CardView[]): void {
  let pairs = pileDefsByPile.get(pile);
  if (pairs === undefined) {
    pairs = [];
    pairsOf(pairs, pile);
    pileDefsByPile.set(pile, pairs);
  }
  const cards = t.cards;
  for (let i = 0; i < pairs.length; i += 2) cards[pairs[i] as Uid] = pairs[i + 1] as string;
}

function pairsOf(out: (Uid | string)[], cards: readonly CardView[]): void {
  for (const c of cards) {
    out.push(c.uid, c.def);
    if (c.attached.length > 0) pairsOf(out, c.attached);
  }
}

/** Cards the view shows, with what is attached to them. */
function shownAll(t: DefTable, cards: readonly CardView[]): void {
  for (const c of cards) {
    t.cards[c.uid] = c.def;
    if (c.attached.length > 0) shownAll(t, c.attached);
  }
}

/** Everything a renderer needs to name things in one language. */
export class Names {
  readonly seatNames: readonly string[];

  constructor(
    readonly locale: Locale,
    readonly players: readonly PlayerRef[],
    readonly defs: DefTable,
  ) {
    const shown = shownNames(locale, players);
    this.plainNames = shown.plain;
    this.seatNames = shown.escaped;
    this.table = shown;
  }

  /**
   * The same object for every Names of one table and language (made once, ./names.ts's cache): what
   * a text written with these names depends on besides the game's own uids (the board's log lines, ./board.ts).
   */
  readonly table: object;

  private readonly plainNames: readonly string[];

  /** A player's name, escaped for markdown; told apart by seat when another player has it too. */
  seat(seat: Seat): string {
    return this.seatNames[seat] ?? common[this.locale].player(seat + 1);
  }

  /** A player's name cut to `max` characters before it is escaped (the compact board of a crowded table). */
  shortSeat(seat: Seat, max: number): string {
    return escapeMarkdown(clip(this.plainSeat(seat), max));
  }

  /** A player's name as plain text (button labels, select options: no markdown there). */
  plainSeat(seat: Seat): string {
    return this.plainNames[seat] ?? common[this.locale].player(seat + 1);
  }

  mention(seat: Seat): string {
    const id = this.players[seat]?.userId;
    // An AI seat (issue 23) has no Discord user to mention: its name says who it is.
    return id && !isAiUser(id) ? `<@${id}>` : this.seat(seat);
  }

  userId(seat: Seat): string | undefined {
    return this.players[seat]?.userId;
  }

  cardDefOf(uid: Uid): string | undefined {
    return this.defs.cards[uid];
  }

  card(uid: Uid): string {
    const def = this.defs.cards[uid];
    return def ? cardName(def, this.locale) : "?";
  }

  cardByDef(def: string): string {
    return cardName(def, this.locale);
  }

  cardText(def: string): string {
    return cardText(def, this.locale);
  }

  base(uid: Uid): string {
    const def = this.defs.bases[uid];
    return def ? baseName(def, this.locale) : "?";
  }

  baseByDef(def: string): string {
    return baseName(def, this.locale);
  }

  baseText(def: string): string {
    return baseText(def, this.locale);
  }

  faction(id: string): string {
    return factionName(id, this.locale);
  }

  /** A definition key's name, whether it is a card or a base. */
  anyDef(def: string): string {
    if (hasCardDef(def)) return cardName(def, this.locale);
    if (hasBaseDef(def)) return baseName(def, this.locale);
    return def;
  }

  private resolved: NameResolver | undefined;

  /** The resolver log lines are written with (names of the table only); made once per Names. */
  resolver(): NameResolver {
    this.resolved ??= {
      seat: (s) => this.seat(s),
      card: (uid) => this.card(uid),
      base: (uid) => this.base(uid),
      faction: (id) => this.faction(id),
    };
    return this.resolved;
  }
}

/** The players' names as shown in one language: plain, and escaped for markdown. */
interface ShownNames {
  readonly plain: readonly string[];
  readonly escaped: readonly string[];
}
/**
 * Made once per table and language: every message of a game names the same players, and
 * escaping them (eight regular expressions a name) was a tenth of a click's rendering (issue 22).
 * Keyed by the names themselves, so a renamed player is never shown under an old name; bounded.
 */
const shownByTable = new Map<string, ShownNames>();
const SHOWN_TABLES = 2048;

/**
 * The last names shown for a players array, in one language, with the names they were made from: a
 * click's renders share their input's array (and views.ts one per game setup), so most Names find
 * theirs here without building the key string above and hashing it (issue 22, rnd48: ~2 % of the
 * rendering). Checked name by name, so an array changed in place is never shown under old names.
 */
interface ShownFor {
  locale: Locale;
  names: string[];
  shown: ShownNames;
}
const shownByPlayers = new WeakMap<readonly PlayerRef[], ShownFor>();

function shownNames(locale: Locale, players: readonly PlayerRef[]): ShownNames {
  const last = shownByPlayers.get(players);
  if (last !== undefined && last.locale === locale && sameNames(last.names, players)) return last.shown;
  const shown = shownNamesByKey(locale, players);
  shownByPlayers.set(players, { locale, names: players.map((p) => p.name), shown });
  return shown;
}

function sameNames(names: readonly string[], players: readonly PlayerRef[]): boolean {
  if (names.length !== players.length) return false;
  for (let i = 0; i < names.length; i++) if (names[i] !== (players[i] as PlayerRef).name) return false;
  return true;
}

function shownNamesByKey(locale: Locale, players: readonly PlayerRef[]): ShownNames {
  let key: string = locale;
  for (const p of players) key += `\u0000${p.name}`;
  const known = shownByTable.get(key);
  if (known) return known;
  const shared = sharedNames(players);
  const plain = players.map((p, seat) => {
    const name = plainName(p.name);
    return shared.has(nameKey(p.name)) ? common[locale].sameName(name, seat + 1) : name;
  });
  const shown = { plain, escaped: plain.map((n) => escapeMarkdown(n)) };
  if (shownByTable.size >= SHOWN_TABLES) shownByTable.clear();
  shownByTable.set(key, shown);
  return shown;
}

function plainName(name: string): string {
  return clip(name.replace(/\s+/g, " ").trim(), NAME_MAX) || "?";
}

/** Two members may share a display name (server nicknames are not unique): compared as shown. */
function nameKey(name: string): string {
  return plainName(name).toLocaleLowerCase();
}

/** The names more than one player of the game has. */
export function sharedNames(players: readonly { name: string }[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const p of players) {
    const k = nameKey(p.name);
    if (seen.has(k)) shared.add(k);
    seen.add(k);
  }
  return shared;
}

/** A seated player's name as the game shows it (escaped), told apart by seat when shared. */
export function seatName(players: readonly { name: string }[], seat: number, locale: Locale): string {
  const p = players[seat];
  if (!p) return common[locale].player(seat + 1);
  const plain = plainName(p.name);
  return escapeMarkdown(
    sharedNames(players).has(nameKey(p.name)) ? common[locale].sameName(plain, seat + 1) : plain,
  );
}

export function escapeName(name: string): string {
  const trimmed = clip(name.replace(/\s+/g, " ").trim(), NAME_MAX) || "?";
  return escapeMarkdown(trimmed);
}

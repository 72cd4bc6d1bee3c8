// What each viewer may see of a game. The public view never contains a card from a hand, a deck
// or limbo; a player's view adds their own hand, their own private log lines and, when a prompt is
// theirs, its options (which may show cards only they are allowed to see, e.g. a searched deck).

import { baseDef, cardDef } from "./defs.ts";
import { type LogPlace, logGrewFrom, markLogRead } from "./log.ts";
import { mapPacked } from "./packed.ts";
import {
  type BaseReads,
  baseReads,
  bonusPowerOn,
  breakpoint,
  powerWith,
  printedBreakpoint,
} from "./power.ts";
import { borrowedDefs, topBaseFaceUp } from "./sources.ts";
import type { GameResult, GameState, LogEntry, Phase, Prompt, PromptKind, Seat, Uid } from "./types.ts";

export interface CardView {
  uid: Uid;
  def: string;
  owner: Seat;
  controller: Seat;
  /** Current power for minions in play, printed power elsewhere (actions: 0). */
  power: number;
  counters: number;
  attached: CardView[];
}

export interface BaseView {
  uid: Uid;
  def: string;
  /** Current breakpoint (SCORE-2), and the printed one, which differ under a breakpoint change. */
  breakpoint: number;
  printedBreakpoint: number;
  total: number;
  /** Each player's total power here, by seat. */
  powerBySeat: number[];
  /** The part of each player's total that no minion carries (APOWER-1/2: "7 (+4 from actions)"),
   * by seat; present only when some player has such power here. */
  bonusBySeat?: number[];
  minions: CardView[];
  actions: CardView[];
  scoring: boolean;
  /** Markers on the base card that are not +1 power counters, by kind (COUNTER-9), when any. */
  markers?: Record<string, number>;
  /** Definitions of the base cards whose abilities this base also has (CS-9: the face-up top of
   * the base deck under Signs in the Stars), when any. */
  borrowed?: string[];
}

export interface PlayerPublicView {
  seat: Seat;
  factions: [string, string];
  vp: number;
  handCount: number;
  deckCount: number;
  discard: CardView[];
  out: boolean;
  autoPass: boolean;
}

export interface PromptSummary {
  id: number;
  seat: Seat;
  kind: PromptKind;
  purpose: string;
  source?: Prompt["source"];
  window?: string;
}

export interface PublicView {
  turn: { number: number; active: Seat; phase: Phase };
  players: PlayerPublicView[];
  bases: BaseView[];
  baseDeckCount: number;
  /** The top card of the base deck when it is face up (CS-9), by definition key. */
  baseDeckTop?: string;
  baseDiscard: string[];
  prompt: PromptSummary | null;
  log: LogEntry[];
  result: GameResult | null;
  vpTarget: number;
}

export interface PlayerView extends PublicView {
  viewer: Seat;
  hand: CardView[];
  /** The pending prompt with its options, when it is this viewer's. */
  myPrompt: Prompt | null;
}

/**
 * The abilities in play a view's powers and breakpoints read, looked up once per view (`baseReads`),
 * or when first needed: a pile or a hand of cards out of play reads none (issue 22, rnd46: a public
 * view asked the index twice per minion in play).
 */
class ViewReads {
  private reads: BaseReads | undefined;
  constructor(private readonly g: GameState) {}
  get(): BaseReads {
    this.reads ??= baseReads(this.g);
    return this.reads;
  }
}

function cardView(g: GameState, uid: Uid, reads: ViewReads): CardView {
  const c = g.cards[uid];
  if (!c) throw new Error(`no card ${uid}`);
  const attached: CardView[] = [];
  for (const a of c.attached) attached.push(cardView(g, a, reads));
  return {
    uid,
    def: c.def,
    owner: c.owner,
    controller: c.controller,
    power: c.zone === "base" ? powerWith(g, uid, reads.get()) : cardDef(c.def).power,
    counters: c.counters,
    attached,
  };
}

function summary(g: GameState, p: Prompt): PromptSummary {
  const s: PromptSummary = { id: p.id, seat: p.seat, kind: p.kind, purpose: p.purpose };
  if (p.source) {
    // A source card that is now in a hand, a deck or limbo (Ninja Acolyte returns itself to its
    // owner's hand before offering its extra minion) is named by its definition only: its number
    // would single out a hidden card.
    const zone = p.source.card === undefined ? undefined : g.cards[p.source.card]?.zone;
    if (zone === "hand" || zone === "deck" || zone === "limbo") {
      const { card: _hidden, ...rest } = p.source;
      s.source = rest;
    } else {
      s.source = p.source;
    }
  }
  if (p.window) s.window = p.window;
  return s;
}

/** The face-up top of the base deck is public (CS-9); a face-down one shows nothing. */
function faceUpTop(g: GameState): { baseDeckTop?: string } {
  const top = topBaseFaceUp(g);
  return top === null ? {} : { baseDeckTop: (g.bases[top] as { def: string }).def };
}

/**
 * The views of the cards in discard piles, kept per game state (issue 22: a click builds a public
 * view, and by a game's end the piles hold most of its cards). A discarded card shows its printed
 * power (CONFLICT-14) and what it carries: its view is reused while those read the same. Views are
 * never changed once made (renderers only read them), so versions may share one, and a pile whose
 * cards all read the same as at the last view is that view's very array (most clicks change no
 * pile: issue 22, clk44, no new array and no lookup by uid for the cards where they were).
 */
interface KeptPiles {
  byUid: Map<Uid, CardView>;
  /** The last pile built for each seat. */
  bySeat: CardView[][];
  /**
   * For each seat, what decides whether the last pile's card at a place is kept, read from its view
   * when made, flat: uid, owner, controller, counters, 1 when it carries nothing, per card (`REUSE`
   * numbers a card) and its definition apart (`defsBySeat`). A pile read as it was reads these
   * contiguous numbers, not each kept view again: old objects spread over the heap, which in the
   * 20-channel run missed the CPU's caches at nearly every card (issue 22, rnd47).
   */
  flatBySeat: number[][];
  defsBySeat: string[][];
}
const REUSE = 5;
const discardViews = new WeakMap<GameState, KeptPiles>();

function discardPile(g: GameState, seat: Seat, pile: readonly Uid[], reads: ViewReads): CardView[] {
  let kept = discardViews.get(g);
  if (!kept) {
    kept = { byUid: new Map(), bySeat: [], flatBySeat: [], defsBySeat: [] };
    discardViews.set(g, kept);
  }
  const last = kept.bySeat[seat];
  let flat = kept.flatBySeat[seat];
  let defs = kept.defsBySeat[seat];
  if (flat === undefined || defs === undefined) {
    flat = [];
    defs = [];
    kept.flatBySeat[seat] = flat;
    kept.defsBySeat[seat] = defs;
  }
  const lastLength = last === undefined ? 0 : last.length;
  // Made at the first card that is not the last pile's at its place (null while all are).
  let out: CardView[] | null = last && last.length === pile.length ? null : [];
  for (let i = 0; i < pile.length; i++) {
    const uid = pile[i] as Uid;
    const c = g.cards[uid];
    const f = i * REUSE;
    let view: CardView;
    if (
      i < lastLength &&
      flat[f] === uid &&
      c &&
      c.zone !== "base" &&
      c.attached.length === 0 &&
      flat[f + 4] === 1 &&
      defs[i] === c.def &&
      flat[f + 1] === c.owner &&
      flat[f + 2] === c.controller &&
      flat[f + 3] === c.counters
    ) {
      // The last pile's card at this place, as it reads (the same test as below, from its numbers).
      view = (last as CardView[])[i] as CardView;
    } else {
      const atPlace = last?.[i];
      const known = atPlace && atPlace.uid === uid ? atPlace : kept.byUid.get(uid);
      if (
        known &&
        c &&
        c.zone !== "base" &&
        c.attached.length === 0 &&
        known.attached.length === 0 &&
        known.def === c.def &&
        known.owner === c.owner &&
        known.controller === c.controller &&
        known.counters === c.counters
      ) {
        view = known;
      } else {
        view = cardView(g, uid, reads);
        kept.byUid.set(uid, view);
      }
      flat[f] = uid;
      flat[f + 1] = view.owner;
      flat[f + 2] = view.controller;
      flat[f + 3] = view.counters;
      flat[f + 4] = view.attached.length === 0 ? 1 : 0;
      defs[i] = view.def;
    }
    if (out === null && view !== last?.[i]) out = (last as CardView[]).slice(0, i);
    if (out !== null) out.push(view);
  }
  flat.length = pile.length * REUSE;
  defs.length = pile.length;
  if (out === null) return last as CardView[];
  kept.bySeat[seat] = out;
  return out;
}

/**
 * A base's view. Its players' totals are read from its minions' views (each minion's power once,
 * not once per total): a player's total is their minions' power plus the power no minion carries
 * there, floored at 0 (SCORE-8, as `playerPowerOn`), and the base's total is the sum of the
 * players' (SCORE-2, as `totalPowerOn`: every minion has a seated controller).
 */
function baseView(g: GameState, b: Uid, viewReads: ViewReads): BaseView {
  const base = g.bases[b];
  if (!base) throw new Error(`no base ${b}`);
  const minions: CardView[] = [];
  const reads = viewReads.get();
  for (const m of base.minions) minions.push(cardView(g, m, viewReads));
  const powerBySeat: number[] = [];
  const bonus: number[] = [];
  let anyBonus = false;
  let total = 0;
  for (const p of g.players) {
    // No ability or lasting gain gives power outside minions: none here (as bonusPowerOn reads).
    const extra = reads.playerBonus ? bonusPowerOn(g, p.seat, b, reads.playerBonuses) : 0;
    if (extra !== 0) anyBonus = true;
    bonus.push(extra);
    let mine = extra;
    for (const m of minions) if (m.controller === p.seat) mine += m.power;
    const floored = Math.max(mine, 0);
    powerBySeat.push(floored);
    total += floored;
  }
  const view: BaseView = {
    uid: b,
    def: base.def,
    breakpoint: breakpoint(g, b, reads),
    printedBreakpoint: printedBreakpoint(g, b),
    total,
    powerBySeat,
    minions,
    actions: mapPacked(base.actions, (a) => cardView(g, a, viewReads)),
    scoring: g.scoring === b,
  };
  if (base.markers) view.markers = { ...base.markers };
  if (anyBonus) view.bonusBySeat = bonus;
  const borrowed = borrowedDefs(g, b);
  if (borrowed !== undefined) view.borrowed = borrowed;
  return view;
}

/**
 * The log lines a viewer sees (log.ts `visibleLog`), kept per game state and viewer and extended
 * with the lines logged since (issue 22: every click builds a public view and its clicker's). The
 * log only grows, but for its oldest lines dropped in a block (log.ts KEEP): when its first line or
 * the last one read is not where it was, it is read again from the start.
 */
interface SeenLog extends LogPlace {
  lines: LogEntry[];
}
const seenLogs = new WeakMap<GameState, Map<Seat, SeenLog>>();

function viewerLog(g: GameState, viewer: Seat): LogEntry[] {
  const log = g.log;
  let byViewer = seenLogs.get(g);
  if (!byViewer) {
    byViewer = new Map();
    seenLogs.set(g, byViewer);
  }
  let seen = byViewer.get(viewer);
  if (!seen || !logGrewFrom(log, seen)) {
    seen = { read: 0, first: undefined, last: undefined, lines: [] };
    byViewer.set(viewer, seen);
  }
  for (let i = seen.read; i < log.length; i++) {
    const e = log[i] as LogEntry;
    if (e.to === -1 || e.to === viewer) seen.lines.push(e);
  }
  markLogRead(log, seen);
  // A copy: the view keeps the lines of its version, the kept list grows with the game.
  return seen.lines.slice();
}

export function publicView(g: GameState, prompt: Prompt | null): PublicView {
  const reads = new ViewReads(g);
  return {
    turn: { number: g.turn.number, active: g.turn.active, phase: g.turn.phase },
    players: mapPacked(g.players, (p) => ({
      seat: p.seat,
      factions: p.factions,
      vp: p.vp,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      discard: discardPile(g, p.seat, p.discard, reads),
      out: p.out,
      autoPass: p.autoPass,
    })),
    bases: mapPacked(g.basesInPlay, (b) => baseView(g, b, reads)),
    baseDeckCount: g.baseDeck.length,
    ...faceUpTop(g),
    baseDiscard: mapPacked(g.baseDiscard, (b) => (g.bases[b] as { def: string }).def),
    prompt: prompt ? summary(g, prompt) : null,
    log: viewerLog(g, -1),
    result: g.result,
    vpTarget: g.options.vpTarget,
  };
}

/** `pub`: the public view of the same state and prompt when the caller holds it already. */
export function playerView(
  g: GameState,
  prompt: Prompt | null,
  viewer: Seat,
  pub: PublicView = publicView(g, prompt),
): PlayerView {
  // A hand is out of play: its cards show their printed power and read no ability in play.
  const reads = new ViewReads(g);
  const log = viewerLog(g, viewer);
  const hand = mapPacked(g.players[viewer]?.hand ?? [], (u) => cardView(g, u, reads));
  const myPrompt = prompt && prompt.seat === viewer ? prompt : null;
  // The public view's keys in its order (the viewer's log in the public log's place), then the
  // viewer's: what `Object.assign({}, pub, own)` made (a spread was ~10× slower still: issue 22,
  // clk34), written as literals of one shape each, which V8 builds without copying key by key (issue
  // 22, rnd48: the assign was ~1.7 % of the rendering). A key added to PublicView is added here too
  // (a required one fails to compile without it; panel-ab's digest hashes the player view's JSON).
  if (pub.baseDeckTop === undefined)
    return {
      turn: pub.turn,
      players: pub.players,
      bases: pub.bases,
      baseDeckCount: pub.baseDeckCount,
      baseDiscard: pub.baseDiscard,
      prompt: pub.prompt,
      log,
      result: pub.result,
      vpTarget: pub.vpTarget,
      viewer,
      hand,
      myPrompt,
    };
  return {
    turn: pub.turn,
    players: pub.players,
    bases: pub.bases,
    baseDeckCount: pub.baseDeckCount,
    baseDeckTop: pub.baseDeckTop,
    baseDiscard: pub.baseDiscard,
    prompt: pub.prompt,
    log,
    result: pub.result,
    vpTarget: pub.vpTarget,
    viewer,
    hand,
    myPrompt,
  };
}

/** English name of a card or base definition (clients localise with their own catalogs). */
export function defName(def: string): string {
  return def.startsWith("base:") ? baseDef(def).name.en : cardDef(def).name.en;
}

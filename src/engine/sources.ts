// Index of the abilities in play, by hook. Asking "what modifies power?" or "what forbids this
// play?" happens hundreds of times per decision; walking every card in play each time was the
// engine's main cost. The index is kept per base in play (a segment: the abilities on that base)
// and updated lazily: a card entering, leaving or moving within play marks the bases it was and is
// on, and only their segments are read again; bases entering, leaving or swapped read them all.

import { type BaseDef, baseDef, type CardDef, cardDef, type OngoingHooks } from "./defs.ts";
import { EVENT_ID, EVENT_KINDS, type EventKind, listenedKinds } from "./events.ts";
import { PerGame } from "./per-game.ts";
import type { CardState, GameState, Uid, Zone } from "./types.ts";

/** Ongoing hooks, plus the card abilities usable from play that callers look up the same way. */
export type Hooks = OngoingHooks & Partial<Pick<CardDef, "talent" | "playPhase" | "specials">>;
export type HookName = keyof Hooks;

/** An ability in play: its hooks and the uid of its card, or of its base when `isBase`. */
export interface Source<H extends HookName = never> {
  hooks: Hooks & Required<Pick<Hooks, H>>;
  self: Uid;
  isBase: boolean;
  /** The kinds of event its `on` answers, as bits of EVENT_ID (0 without `on`). */
  listens: number;
  /** A base ability `self` (the host) has from another base card: the face-up top of the base
   * deck (CS-9), whose uid this is. Its hooks read `self` as "this base". */
  borrowed?: Uid;
}

/** The abilities of one base in play, in the index's order (its minions, each followed by its
 * attachments, its actions, then the base itself unless cancelled), or the borrowed abilities.
 * Never changed once built: the index's lists may be a segment's own. */
interface Segment {
  all: Source[];
  /** The sources implementing each hook, by hook number (HOOK_ID), NONE for none. */
  byHook: Source[][];
  /** Bit k set when byHook[k] is not empty. */
  mask: number;
}

interface Index {
  /** Every segment must be read again (a base entered, left or was swapped). */
  dirty: boolean;
  /** Bases whose cards changed since the index was last read: their segments are read again. */
  dirtyBases: Uid[];
  /** What the borrowed abilities were built from: the top of the base deck and whether it is
   * turned face down; the borrowed segment is rebuilt when it changes (a base drawn, turned down...). */
  top: Uid;
  topDown: boolean;
  lenders: number;
  /** Every source in order (the segments', then the borrowed ones), built when asked. */
  all: Source[] | null;
  /** The sources implementing each hook in the order of `all`, by hook number, NONE for none:
   * the segments' lists one after another, a segment's own list when it is the only one. */
  byHook: Source[][];
  /** The sources of byHook's `on` list that answer each kind of event, by EVENT_ID, in its order;
   * null until asked after that list last changed (listenersOf). */
  onByKind: (Source[] | null)[];
  /** The segment of each base in play, by base uid. */
  segments: (Segment | undefined)[];
  borrowed: Segment;
  /** Source records by card uid (bases by base uid), reused across rebuilds, with the hooks each
   * implements (a uid's definition never changes: read once, not at every rebuild). */
  cardSources: Source[];
  baseSources: Source[];
  cardHooks: number[][];
  baseHooks: number[][];
}

const indexes = new PerGame<Index>();

/** Must be called whenever a base enters or leaves play, or cards move between bases otherwise
 * than through `markPlaceChanged` (a base swapped): the whole index is read again. */
export function markZonesChanged(g: GameState): void {
  const i = indexes.get(g);
  if (i) i.dirty = true;
}

/** Must be called whenever a card enters or leaves `zone` `at` ("base": the base `at`; "attached":
 * attached to the card `at`): the base that place is on is read again. */
export function markPlaceChanged(g: GameState, zone: Zone, at: Uid): void {
  const i = indexes.get(g);
  if (!i || i.dirty) return;
  const b = zone === "base" ? at : zone === "attached" ? baseUnder(g, at) : -1;
  if (b >= 0 && !i.dirtyBases.includes(b)) i.dirtyBases.push(b);
}

/** The base a card in play is on (an attachment's, its host's), else -1 (as state.ts baseOf). */
function baseUnder(g: GameState, uid: Uid): Uid {
  for (let c = g.cards[uid]; c; c = g.cards[c.at]) {
    if (c.zone === "base") return c.at;
    if (c.zone !== "attached") return -1;
  }
  return -1;
}

const HOOK_NAMES: HookName[] = [
  "powerBonus",
  "breakpointBonus",
  "initialBreakpoint",
  "allowPlayFromDiscard",
  "allowMinionPlay",
  "shield",
  "indestructible",
  "preventDestroy",
  "destroyedTo",
  "playerPowerBonus",
  "extraTalentUse",
  "on",
  "cancelsBaseAbility",
  "letsIgnoreBase",
  "ongoingExtra",
  "lendsTopBaseTo",
  "allowMove",
  "redirect",
  "talent",
  "playPhase",
  "specials",
];

/** Each hook's number: its place in HOOK_NAMES. */
const HOOK_ID = new Map<HookName, number>(HOOK_NAMES.map((n, k) => [n, k]));
const LENDS = HOOK_ID.get("lendsTopBaseTo") as number;
const ON = HOOK_ID.get("on") as number;

/** onByKind before any kind was asked. */
const NO_KINDS: null[] = EVENT_KINDS.map(() => null);

const NONE: Source[] = [];

/** The byHook of an index with no source: every hook's list empty (copied for each segment). */
const NO_HOOKS: Source[][] = HOOK_NAMES.map(() => NONE);

const NO_SEGMENT: Segment = { all: NONE, byHook: NO_HOOKS, mask: 0 };

// The hooks each definition implements (by number), computed once per definition.
const hooksOfDef = new WeakMap<Hooks, number[]>();

function hookIds(h: Hooks): number[] {
  let ids = hooksOfDef.get(h);
  if (!ids) {
    ids = [];
    for (let k = 0; k < HOOK_NAMES.length; k++) if (h[HOOK_NAMES[k] as HookName] !== undefined) ids.push(k);
    hooksOfDef.set(h, ids);
  }
  return ids;
}

function addToHooks(seg: Segment, s: Source, ids: number[]): void {
  for (let k = 0; k < ids.length; k++) {
    const n = ids[k] as number;
    const list = seg.byHook[n] as Source[];
    if (list === NONE) {
      seg.byHook[n] = [s];
      seg.mask |= 1 << n;
    } else list.push(s);
  }
}

function add(i: Index, seg: Segment, hooks: Hooks, self: Uid, isBase: boolean): void {
  const cache = isBase ? i.baseSources : i.cardSources;
  let s = cache[self];
  let ids = (isBase ? i.baseHooks : i.cardHooks)[self];
  if (!s || !ids) {
    s = { hooks, self, isBase, listens: listenedKinds(hooks) };
    cache[self] = s;
    ids = hookIds(hooks);
    (isBase ? i.baseHooks : i.cardHooks)[self] = ids;
  }
  seg.all.push(s);
  if (ids.length > 0) addToHooks(seg, s, ids);
}

/** The segment of base `b`: its minions (each followed by its attachments), its actions, then the
 * base itself when its ability is not cancelled. */
function segmentOf(i: Index, g: GameState, b: Uid): Segment {
  const seg: Segment = { all: [], byHook: NO_HOOKS.slice(), mask: 0 };
  const base = g.bases[b];
  if (!base) return seg;
  for (const m of base.minions) {
    add(i, seg, defOf(g, m), m, false);
    for (const a of (g.cards[m] as CardState).attached) add(i, seg, defOf(g, a), a, false);
  }
  for (const a of base.actions) add(i, seg, defOf(g, a), a, false);
  if (baseAbilityActive(g, b)) add(i, seg, baseDef(base.def), b, true);
  return seg;
}

/** The abilities borrowed from the face-up top of the base deck (CS-9), for each host in the
 * order its lenders come in; `lenders` in the segments' order. */
function borrowedSegment(g: GameState, lenders: Source[]): Segment {
  const top = faceUpTop(g, lenders.length > 0);
  if (top === null) return NO_SEGMENT;
  const seg: Segment = { all: [], byHook: NO_HOOKS.slice(), mask: 0 };
  const hooks = borrowedHooks(baseDef((g.bases[top] as { def: string }).def));
  const ids = hookIds(hooks);
  const hosts = new Set<Uid>();
  for (const s of lenders) {
    const host = s.hooks.lendsTopBaseTo?.(g, s.self) ?? null;
    if (host !== null && !hosts.has(host) && baseAbilityActive(g, host)) hosts.add(host);
  }
  for (const host of hosts) {
    const s: Source = { hooks, self: host, isBase: true, listens: listenedKinds(hooks), borrowed: top };
    seg.all.push(s);
    addToHooks(seg, s, ids);
  }
  return seg;
}

/** The hooks (as bits) whose lists differ between two segments. Sources are kept per uid, so the
 * same ability in the same place is the same record. */
function changedHooks(a: Segment, b: Segment): number {
  const both = a.mask | b.mask;
  let changed = 0;
  for (let k = 0; k < HOOK_NAMES.length; k++) {
    if ((both & (1 << k)) === 0) continue;
    const x = a.byHook[k] as Source[];
    const y = b.byHook[k] as Source[];
    if (x.length !== y.length) changed |= 1 << k;
    else for (let n = 0; n < x.length; n++) if (x[n] !== y[n]) changed |= 1 << k;
  }
  return changed;
}

/** Hook k's sources: the segments' lists in the order of the bases in play, then the borrowed
 * ones. A list that is the only one is shared as it is (no list is changed once built). */
function joined(i: Index, g: GameState, k: number, withBorrowed: boolean): Source[] {
  let out = NONE;
  let own = false;
  const bases = g.basesInPlay;
  for (let n = 0; n <= bases.length; n++) {
    const seg = n < bases.length ? i.segments[bases[n] as Uid] : withBorrowed ? i.borrowed : undefined;
    const list = seg?.byHook[k];
    if (!list || list.length === 0) continue;
    if (out.length === 0) out = list;
    else if (own) for (const s of list) out.push(s);
    else {
      out = out.concat(list);
      own = true;
    }
  }
  return out;
}

/** Reads again the segments of the bases marked (every one when `i.dirty`), then the borrowed
 * abilities, and joins the lists of the hooks that changed: the same lists, in the same order, as
 * reading every base again in its order would give (test/engine/sources-index.test.ts). */
function update(i: Index, g: GameState): void {
  let changed = 0;
  if (i.dirty) {
    i.dirty = false;
    i.dirtyBases = [];
    i.segments = [];
    for (const b of g.basesInPlay) {
      i.segments[b] = segmentOf(i, g, b);
    }
    // Every list is joined again: those of hooks no segment has any more too.
    changed = (1 << HOOK_NAMES.length) - 1;
  } else {
    const marked = i.dirtyBases;
    if (marked.length > 0) i.dirtyBases = [];
    for (const b of marked) {
      if (!g.basesInPlay.includes(b)) continue;
      const seg = segmentOf(i, g, b);
      changed |= changedHooks(i.segments[b] ?? NO_SEGMENT, seg);
      i.segments[b] = seg;
    }
  }
  const lenders = joined(i, g, LENDS, false);
  i.lenders = lenders.length;
  i.top = topUid(g);
  i.topDown = topTurnedDown(g);
  if (lenders.length > 0 || i.borrowed !== NO_SEGMENT) {
    const borrowed = borrowedSegment(g, lenders);
    changed |= changedHooks(i.borrowed, borrowed);
    i.borrowed = borrowed;
  }
  for (let k = 0; k < HOOK_NAMES.length; k++)
    if ((changed & (1 << k)) !== 0) i.byHook[k] = joined(i, g, k, true);
  if ((changed & (1 << ON)) !== 0) i.onByKind = NO_KINDS.slice();
  i.all = null;
}

/** The index of `g`, up to date. */
function index(g: GameState): Index {
  // PerGame answers the game asked last without a WeakMap lookup (~12 times per decision).
  let i = indexes.get(g);
  if (!i) {
    i = emptyIndex();
    indexes.set(g, i);
  }
  if (
    i.dirty ||
    i.dirtyBases.length > 0 ||
    (i.lenders > 0 && (i.top !== topUid(g) || i.topDown !== topTurnedDown(g)))
  ) {
    update(i, g);
    afterUpdate?.(g);
  }
  return i;
}

let afterUpdate: ((g: GameState) => void) | null = null;

/** For tests: calls `check` after each update of an index (null: no more). */
export function checkIndexUpdates(check: ((g: GameState) => void) | null): void {
  afterUpdate = check;
}

/** For tests: the index of `g` read from scratch (every base again), apart from the one kept. */
export function freshIndex(g: GameState): { all: Source[]; byHook: Map<HookName, Source[]> } {
  const i = emptyIndex();
  update(i, g);
  return { all: allOf(i, g), byHook: new Map(HOOK_NAMES.map((n, k) => [n, i.byHook[k] as Source[]])) };
}

function emptyIndex(): Index {
  return {
    dirty: true,
    dirtyBases: [],
    top: -1,
    topDown: false,
    lenders: 0,
    all: null,
    byHook: NO_HOOKS.slice(),
    onByKind: NO_KINDS.slice(),
    segments: [],
    borrowed: NO_SEGMENT,
    cardSources: [],
    baseSources: [],
    cardHooks: [],
    baseHooks: [],
  };
}

/** The names of the hooks the index keeps lists of. */
export const INDEXED_HOOKS: readonly HookName[] = HOOK_NAMES;

/** Every source of the index in order: the segments' in the order of the bases, then the borrowed. */
function allOf(i: Index, g: GameState): Source[] {
  if (i.all === null) {
    const all: Source[] = [];
    for (const b of g.basesInPlay) for (const s of i.segments[b]?.all ?? NONE) all.push(s);
    for (const s of i.borrowed.all) all.push(s);
    i.all = all;
  }
  return i.all;
}

const borrowedCache = new WeakMap<BaseDef, Hooks>();

/** A borrowed base's hooks, its triggers named after it rather than after their host (the base's
 * own code builds their context from the host, "this base"): prompts, logs and the ordering of
 * triggers tell the host's abilities from the borrowed ones. */
function borrowedHooks(d: BaseDef): Hooks {
  const on = d.on;
  if (!on) return d;
  let h = borrowedCache.get(d);
  if (!h) {
    h = {
      ...d,
      on(g, self, ev) {
        const t = on.call(d, g, self, ev);
        if (t) t.ctx = { ...t.ctx, def: d.key };
        return t;
      },
    };
    borrowedCache.set(d, h);
  }
  return h;
}

function topUid(g: GameState): Uid {
  return g.baseDeck[0] ?? -1;
}

/** Whether the active player turned the top base card face down this turn (CS-9). A loop, not
 * `some` with a closure: asked at every look-up of the index while a lender is in play. */
function topTurnedDown(g: GameState): boolean {
  const lasting = g.lasting;
  for (let k = 0; k < lasting.length; k++) if (lasting[k]?.kind === "topBaseDown") return true;
  return false;
}

/** The top base card when it is face up: some card in play turns it up (`lenders`) and the active
 * player has not turned it down this turn (CS-9). Derived, never stored: whatever becomes the top
 * is face up (CARD-PRESAGES-ETOILES). */
function faceUpTop(g: GameState, lenders: boolean): Uid | null {
  const top = g.baseDeck[0];
  if (!lenders || top === undefined || topTurnedDown(g)) return null;
  return top;
}

/** The top card of the base deck when it is face up (CS-9), else null. */
export function topBaseFaceUp(g: GameState): Uid | null {
  return faceUpTop(g, sourcesWith(g, "lendsTopBaseTo").length > 0);
}

/** The abilities a base in play has (CS-9): its own, unless cancelled, then those it borrows from
 * the face-up top of the base deck, each with the base card it comes from. */
export function baseAbilities(g: GameState, base: Uid): { def: BaseDef; abilityOf: Uid }[] {
  const out: { def: BaseDef; abilityOf: Uid }[] = [];
  for (const s of allOf(index(g), g)) {
    if (!s.isBase || s.self !== base) continue;
    const def =
      s.borrowed === undefined ? (s.hooks as BaseDef) : baseDef((g.bases[s.borrowed] as { def: string }).def);
    out.push({ def, abilityOf: s.borrowed ?? base });
  }
  return out;
}

/**
 * The definitions of the bases whose abilities `base` also has (CS-9), in baseAbilities' order: the
 * ones it lists with another base's uid. Only the borrowed segment holds such sources, so only it is
 * read (a public view asks for every base in play, most of the time with nothing borrowed; issue 22,
 * rnd48: baseAbilities walks every ability in play and makes two arrays per base).
 */
export function borrowedDefs(g: GameState, base: Uid): string[] | undefined {
  let out: string[] | undefined;
  for (const s of index(g).borrowed.all) {
    if (!s.isBase || s.self !== base || s.borrowed === undefined || s.borrowed === base) continue;
    out ??= [];
    out.push(baseDef((g.bases[s.borrowed] as { def: string }).def).key);
  }
  return out;
}

/** A base's ability applies unless a card attached to it cancels it (Jammed Signal). */
export function baseAbilityActive(g: GameState, base: Uid): boolean {
  const b = g.bases[base];
  if (b?.zone !== "play") return false;
  for (const a of b.actions) {
    const ac = g.cards[a];
    if (ac && defOf(g, a).cancelsBaseAbility?.(g, a, base)) return false;
  }
  return true;
}

/** Every ability in play, in the index's stable order. */
export function allSources(g: GameState): Source[] {
  return allOf(index(g), g);
}

/** The abilities in play that implement `hook`, in the order of allSources. */
export function sourcesWith<H extends HookName>(g: GameState, hook: H): Source<H>[] {
  return index(g).byHook[HOOK_ID.get(hook) as number] as unknown as Source<H>[];
}

/** The abilities in play whose `on` answers events of `kind` (its `onEvents`), in the order of
 * sourcesWith(g, "on"): the only ones `emit` offers such an event to. Kept per kind until the `on`
 * list changes, never filtered per event. */
export function listenersOf(g: GameState, kind: EventKind): Source<"on">[] {
  const i = index(g);
  const k = EVENT_ID[kind];
  let list = i.onByKind[k];
  if (list == null) {
    list = listening(i.byHook[ON] as Source[], 1 << k);
    i.onByKind[k] = list;
  }
  return list as Source<"on">[];
}

/** The sources of `all` listening to the kind `bit`: `all` itself when every one does. */
function listening(all: Source[], bit: number): Source[] {
  let out = NONE;
  for (let n = 0; n < all.length; n++) {
    const s = all[n] as Source;
    if ((s.listens & bit) === 0) continue;
    if (out === NONE) out = [];
    out.push(s);
  }
  return out.length === all.length ? all : out;
}

// A card's definition never changes during a game: keep them by uid instead of looking each one
// up by name at every call.
const defsByUid = new WeakMap<GameState, CardDef[]>();

let lastDefsGame: GameState | null = null;
let lastDefs: CardDef[] = [];

export function defOf(g: GameState, uid: Uid): CardDef {
  let defs = g === lastDefsGame ? lastDefs : defsByUid.get(g);
  // Cards are added only while players are seated (state.ts); the list is read again then.
  if (!defs || defs.length !== g.cards.length) {
    defs = g.cards.map((c) => cardDef(c.def));
    defsByUid.set(g, defs);
  }
  lastDefsGame = g;
  lastDefs = defs;
  const d = defs[uid];
  if (!d) throw new Error(`no card ${uid}`);
  return d;
}

// Index of the abilities in play, by hook. Asking "what modifies power?" or "what forbids this
// play?" happens hundreds of times per decision; walking every card in play each time was the
// engine's main cost. The index is rebuilt lazily after any change of zones in play.

import { type BaseDef, baseDef, type CardDef, cardDef, type OngoingHooks } from "./defs.ts";
import { PerGame } from "./per-game.ts";
import type { CardState, GameState, Uid } from "./types.ts";

/** Ongoing hooks, plus the card abilities usable from play that callers look up the same way. */
export type Hooks = OngoingHooks & Partial<Pick<CardDef, "talent" | "playPhase" | "specials">>;
export type HookName = keyof Hooks;

/** An ability in play: its hooks and the uid of its card, or of its base when `isBase`. */
export interface Source<H extends HookName = never> {
  hooks: Hooks & Required<Pick<Hooks, H>>;
  self: Uid;
  isBase: boolean;
  /** A base ability `self` (the host) has from another base card: the face-up top of the base
   * deck (CS-9), whose uid this is. Its hooks read `self` as "this base". */
  borrowed?: Uid;
}

interface Index {
  dirty: boolean;
  /** What the borrowed abilities were built from: the top of the base deck and whether it is
   * turned face down; the index is rebuilt when it changes (a base drawn, turned down...). */
  top: Uid;
  topDown: boolean;
  lenders: number;
  all: Source[];
  /** The sources implementing each hook, by hook number (HOOK_ID), NONE for none: an array
   * rather than a Map, built again at every rebuild (one per play of a card, about). */
  byHook: Source[][];
  /** Source records by card uid (bases by base uid), reused across rebuilds, with the hooks each
   * implements (a uid's definition never changes: read once, not at every rebuild). */
  cardSources: Source[];
  baseSources: Source[];
  cardHooks: number[][];
  baseHooks: number[][];
}

const indexes = new PerGame<Index>();

/** Must be called whenever a card or base enters, leaves or moves within play. */
export function markZonesChanged(g: GameState): void {
  const i = indexes.get(g);
  if (i) i.dirty = true;
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

const NONE: Source[] = [];

/** The byHook of an index with no source: every hook's list empty (copied at each rebuild). */
const NO_HOOKS: Source[][] = HOOK_NAMES.map(() => NONE);

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

function addToHooks(i: Index, s: Source, ids: number[]): void {
  for (let k = 0; k < ids.length; k++) {
    const n = ids[k] as number;
    const list = i.byHook[n] as Source[];
    if (list === NONE) i.byHook[n] = [s];
    else list.push(s);
  }
}

function add(i: Index, hooks: Hooks, self: Uid, isBase: boolean): void {
  const cache = isBase ? i.baseSources : i.cardSources;
  let s = cache[self];
  let ids = (isBase ? i.baseHooks : i.cardHooks)[self];
  if (!s || !ids) {
    s = { hooks, self, isBase };
    cache[self] = s;
    ids = hookIds(hooks);
    (isBase ? i.baseHooks : i.cardHooks)[self] = ids;
  }
  i.all.push(s);
  addToHooks(i, s, ids);
}

/** Rebuilds the index in one pass, in a stable order: per base, its minions (each followed by
 * its attachments), the base's actions, then the base itself when its ability is not cancelled,
 * followed by the abilities it borrows from the face-up top of the base deck (CS-9). */
function index(g: GameState): Index {
  let i = indexes.get(g);
  if (!i) {
    i = {
      dirty: true,
      top: -1,
      topDown: false,
      lenders: 0,
      all: [],
      byHook: NO_HOOKS,
      cardSources: [],
      baseSources: [],
      cardHooks: [],
      baseHooks: [],
    };
    indexes.set(g, i);
  }
  if (!i.dirty && i.lenders > 0 && (i.top !== topUid(g) || i.topDown !== topTurnedDown(g))) i.dirty = true;
  if (!i.dirty) return i;
  i.dirty = false;
  i.all = [];
  i.byHook = NO_HOOKS.slice();
  for (const b of g.basesInPlay) {
    const base = g.bases[b];
    if (!base) continue;
    for (const m of base.minions) {
      add(i, defOf(g, m), m, false);
      for (const a of (g.cards[m] as CardState).attached) add(i, defOf(g, a), a, false);
    }
    for (const a of base.actions) add(i, defOf(g, a), a, false);
    if (baseAbilityActive(g, b)) add(i, baseDef(base.def), b, true);
  }
  const lenders = i.byHook[HOOK_ID.get("lendsTopBaseTo") as number] as Source[];
  i.lenders = lenders.length;
  i.top = topUid(g);
  i.topDown = topTurnedDown(g);
  const top = faceUpTop(g, lenders.length > 0);
  if (top !== null) {
    const topDef = baseDef((g.bases[top] as { def: string }).def);
    const hosts = new Set<Uid>();
    for (const s of lenders) {
      const host = s.hooks.lendsTopBaseTo?.(g, s.self) ?? null;
      if (host !== null && !hosts.has(host) && baseAbilityActive(g, host)) hosts.add(host);
    }
    for (const host of hosts) addBorrowed(i, borrowedHooks(topDef), host, top);
  }
  return i;
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

function addBorrowed(i: Index, hooks: Hooks, host: Uid, top: Uid): void {
  const s: Source = { hooks, self: host, isBase: true, borrowed: top };
  i.all.push(s);
  addToHooks(i, s, hookIds(hooks));
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
  for (const s of index(g).all) {
    if (!s.isBase || s.self !== base) continue;
    const def =
      s.borrowed === undefined ? (s.hooks as BaseDef) : baseDef((g.bases[s.borrowed] as { def: string }).def);
    out.push({ def, abilityOf: s.borrowed ?? base });
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
  return index(g).all;
}

/** The abilities in play that implement `hook`, in the order of allSources. */
export function sourcesWith<H extends HookName>(g: GameState, hook: H): Source<H>[] {
  return index(g).byHook[HOOK_ID.get(hook) as number] as unknown as Source<H>[];
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

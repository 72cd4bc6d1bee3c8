// Index of the abilities in play, by hook. Asking "what modifies power?" or "what forbids this
// play?" happens hundreds of times per decision; walking every card in play each time was the
// engine's main cost. The index is rebuilt lazily after any change of zones in play.

import { baseDef, type CardDef, cardDef, type OngoingHooks } from "./defs.ts";
import type { GameState, Uid } from "./types.ts";

/** Ongoing hooks, plus the card abilities usable from play that callers look up the same way. */
export type Hooks = OngoingHooks & Partial<Pick<CardDef, "talent" | "playPhase" | "specials">>;
export type HookName = keyof Hooks;

/** An ability in play: its hooks and the uid of its card, or of its base when `isBase`. */
export interface Source<H extends HookName = never> {
  hooks: Hooks & Required<Pick<Hooks, H>>;
  self: Uid;
  isBase: boolean;
}

interface Index {
  dirty: boolean;
  all: Source[];
  byHook: Map<HookName, Source[]>;
  /** Source records by card uid (bases by base uid), reused across rebuilds. */
  cardSources: Source[];
  baseSources: Source[];
}

const indexes = new WeakMap<GameState, Index>();

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
  "allowMove",
  "redirect",
  "talent",
  "playPhase",
  "specials",
];

// The hooks each definition implements, computed once per definition.
const hooksOfDef = new WeakMap<Hooks, HookName[]>();

function hookNames(h: Hooks): HookName[] {
  let names = hooksOfDef.get(h);
  if (!names) {
    names = HOOK_NAMES.filter((n) => h[n] !== undefined);
    hooksOfDef.set(h, names);
  }
  return names;
}

function add(i: Index, hooks: Hooks, self: Uid, isBase: boolean): void {
  const cache = isBase ? i.baseSources : i.cardSources;
  let s = cache[self];
  if (!s) {
    s = { hooks, self, isBase };
    cache[self] = s;
  }
  i.all.push(s);
  for (const n of hookNames(hooks)) {
    const list = i.byHook.get(n);
    if (list) list.push(s);
    else i.byHook.set(n, [s]);
  }
}

/** Rebuilds the index in one pass, in a stable order: per base, its minions (each followed by
 * its attachments), the base's actions, then the base itself when its ability is not cancelled. */
function index(g: GameState): Index {
  let i = indexes.get(g);
  if (!i) {
    i = { dirty: true, all: [], byHook: new Map(), cardSources: [], baseSources: [] };
    indexes.set(g, i);
  }
  if (!i.dirty) return i;
  i.dirty = false;
  i.all = [];
  i.byHook = new Map();
  for (const b of g.basesInPlay) {
    const base = g.bases[b];
    if (!base) continue;
    for (const m of base.minions) {
      add(i, defOf(g, m), m, false);
      for (const a of (g.cards[m] as { attached: Uid[] }).attached) add(i, defOf(g, a), a, false);
    }
    for (const a of base.actions) add(i, defOf(g, a), a, false);
    if (baseAbilityActive(g, b)) add(i, baseDef(base.def), b, true);
  }
  return i;
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

const NONE: Source[] = [];

/** The abilities in play that implement `hook`, in the order of allSources. */
export function sourcesWith<H extends HookName>(g: GameState, hook: H): Source<H>[] {
  return (index(g).byHook.get(hook) ?? NONE) as unknown as Source<H>[];
}

// A card's definition never changes during a game: keep them by uid instead of looking each one
// up by name at every call.
const defsByUid = new WeakMap<GameState, CardDef[]>();

export function defOf(g: GameState, uid: Uid): CardDef {
  let defs = defsByUid.get(g);
  if (!defs) {
    defs = g.cards.map((c) => cardDef(c.def));
    defsByUid.set(g, defs);
  }
  const d = defs[uid];
  if (!d) throw new Error(`no card ${uid}`);
  return d;
}

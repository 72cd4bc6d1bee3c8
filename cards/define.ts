// Helpers to declare factions and bases: data (names, counts, power, breakpoints, VP, our own
// rules text) plus the small effect functions of src/engine/defs.ts.

import type { EventKind, GameEvent, GameState, PendingTrigger, Uid } from "../src/engine/api.ts";
import { type BaseDef, type CardDef, type FactionDef, listenedKinds, type Texts } from "../src/engine/api.ts";

/** An `on` hook with the kinds of event it answers: its `ev` is typed as those kinds only, so a
 * comparison with a kind the list lacks (`ev.t !== "turnEnd"` under `onEvents: ["turnStart"]`)
 * does not compile; what the types cannot see, the tests check (src/engine/triggers.ts
 * checkEventKinds). */
export type Listens<K extends EventKind> =
  | {
      onEvents: readonly K[];
      on(g: GameState, self: Uid, ev: Extract<GameEvent, { t: K }>): PendingTrigger | null;
    }
  | { onEvents?: undefined; on?: undefined };

type CardExtras = Omit<
  CardDef,
  "key" | "box" | "faction" | "id" | "type" | "power" | "count" | "name" | "text" | "on" | "onEvents"
>;

export type CardSpec<K extends EventKind = never> = CardExtras &
  Listens<K> & {
    id: string;
    name: Texts;
    text: Texts;
    count: number;
  };

export function minion<K extends EventKind = never>(
  spec: CardSpec<K> & { power: number },
): (faction: string, box: string) => CardDef {
  return (faction, box) =>
    cardDefOf({ ...(spec as CardDef), key: `${faction}:${spec.id}`, box, faction, type: "minion" });
}

export function action<K extends EventKind = never>(
  spec: CardSpec<K>,
): (faction: string, box: string) => CardDef {
  return (faction, box) =>
    cardDefOf({
      ...(spec as CardDef),
      key: `${faction}:${spec.id}`,
      box,
      faction,
      type: "action",
      power: 0,
    });
}

export function faction(
  id: string,
  box: string,
  name: Texts,
  cards: ((faction: string, box: string) => CardDef)[],
): FactionDef {
  return { id, box, name, cards: cards.map((make) => make(id, box)) };
}

type BaseSpec = Omit<BaseDef, "key" | "box">;

export function bases(box: string, specs: BaseSpec[]): BaseDef[] {
  return specs.map((s) => baseDefOf({ ...s, key: `base:${s.id}`, box }));
}

// Every definition has every field, in one order (undefined when the card lacks it): the engine
// reads the same fields of every definition (`d.type`, `d.onPlay`, `hooks.on`...) at every
// decision, and definitions of as many shapes as there are combinations of abilities (31 among
// core's cards, 56 among the four boxes') made each such read megamorphic, slower the more
// factions a process has played (issue 22: all four boxes vs core per decision). One shape per
// kind of definition keeps those reads monomorphic. A field missing from the lists below is a
// type error; a field the lists do not know is refused at registration, never dropped.

/** Each field of T, present even when undefined: a list below that forgets one does not compile. */
type AllFields<T> = { [K in keyof Required<T>]: T[K] | undefined };

const CARD_FIELDS: AllFields<CardDef> = {
  key: undefined,
  box: undefined,
  faction: undefined,
  id: undefined,
  type: undefined,
  power: undefined,
  count: undefined,
  name: undefined,
  text: undefined,
  attach: undefined,
  canAttach: undefined,
  onPlay: undefined,
  replaceDestroy: undefined,
  specials: undefined,
  playPhase: undefined,
  talent: undefined,
  microbot: undefined,
  nameRefs: undefined,
  ongoingUntilYourNextTurn: undefined,
  tags: undefined,
  nameGrant: undefined,
  powerByName: undefined,
  whenHostLeaves: undefined,
  ...hookFields(),
};

const BASE_FIELDS: AllFields<BaseDef> = {
  key: undefined,
  box: undefined,
  faction: undefined,
  id: undefined,
  breakpoint: undefined,
  vp: undefined,
  name: undefined,
  text: undefined,
  beforeScore: undefined,
  onScore: undefined,
  afterScore: undefined,
  nextBase: undefined,
  chooseReplacement: undefined,
  afterReplaced: undefined,
  ...hookFields(),
};

/** The ongoing hooks: the fields cards and bases share, but for their names and texts. */
type OngoingHooks = Omit<
  Pick<CardDef, keyof CardDef & keyof BaseDef>,
  "key" | "box" | "faction" | "id" | "name" | "text"
>;

function hookFields(): AllFields<OngoingHooks> {
  return {
    powerBonus: undefined,
    breakpointBonus: undefined,
    initialBreakpoint: undefined,
    allowPlayFromDiscard: undefined,
    allowMinionPlay: undefined,
    shield: undefined,
    indestructible: undefined,
    preventDestroy: undefined,
    destroyedTo: undefined,
    playerPowerBonus: undefined,
    extraTalentUse: undefined,
    on: undefined,
    onEvents: undefined,
    cancelsBaseAbility: undefined,
    letsIgnoreBase: undefined,
    lendsTopBaseTo: undefined,
    redirect: undefined,
    allowMove: undefined,
    ongoingExtra: undefined,
    allowanceReward: undefined,
  };
}

/** `fields` with the spec's values: a copy of one template object, so every result has its map. */
function shaped<T extends object>(fields: AllFields<T>, spec: T): T {
  const out = { ...fields } as Record<string, unknown>;
  for (const k of Object.keys(spec)) {
    if (!(k in fields)) throw new Error(`unknown definition field ${k} (cards/define.ts)`);
    out[k] = (spec as Record<string, unknown>)[k];
  }
  return out as T;
}

// An `on` hook without the kinds of event it answers (`onEvents`) is refused here, at load: the
// engine offers an event only to the hooks that list its kind (src/engine/sources.ts).
function cardDefOf(spec: CardDef): CardDef {
  listenedKinds(spec);
  return shaped(CARD_FIELDS, spec);
}

function baseDefOf(spec: BaseDef): BaseDef {
  listenedKinds(spec);
  return shaped(BASE_FIELDS, spec);
}

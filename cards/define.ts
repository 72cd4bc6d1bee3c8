// Helpers to declare factions and bases: data (names, counts, power, breakpoints, VP, our own
// rules text) plus the small effect functions of src/engine/defs.ts.

import type { BaseDef, CardDef, FactionDef, Texts } from "../src/engine/api.ts";

type CardExtras = Omit<
  CardDef,
  "key" | "box" | "faction" | "id" | "type" | "power" | "count" | "name" | "text"
>;

export interface CardSpec extends CardExtras {
  id: string;
  name: Texts;
  text: Texts;
  count: number;
}

export function minion(spec: CardSpec & { power: number }): (faction: string, box: string) => CardDef {
  return (faction, box) => ({ ...spec, key: `${faction}:${spec.id}`, box, faction, type: "minion" });
}

export function action(spec: CardSpec): (faction: string, box: string) => CardDef {
  return (faction, box) => ({
    ...spec,
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
  return specs.map((s) => ({ ...s, key: `base:${s.id}`, box }));
}

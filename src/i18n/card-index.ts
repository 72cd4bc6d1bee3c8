// Every card and base of the supported boxes in one list: the registered definitions (our rules
// text, playable) completed by the catalog for the ones not implemented yet (names and numbers only).

import { CATALOG } from "../../cards/catalog.ts";
import { BOXES } from "../../cards/index.ts";
import type { Texts } from "../engine/defs.ts";
import {
  type BaseDef,
  type CardDef,
  hasBaseDef,
  hasCardDef,
  baseDef as registeredBase,
  cardDef as registeredCard,
} from "../engine/defs.ts";

interface EntryCommon {
  /** The engine's definition key: "aliens:invader", "base:the-homeworld". */
  key: string;
  box: string;
  faction: string;
  name: Texts;
  /** Our rules text; null while the card is not implemented. */
  text: Texts | null;
  implemented: boolean;
}

export interface CardEntry extends EntryCommon {
  kind: "card";
  type: "minion" | "action" | "titan";
  /** Printed power of a minion; null otherwise. */
  power: number | null;
  /** Copies in the faction's 20-card deck. */
  count: number;
}

export interface BaseEntry extends EntryCommon {
  kind: "base";
  breakpoint: number;
  /** VP for 1st, 2nd and 3rd place. */
  vp: [number, number, number];
}

export type LookupEntry = CardEntry | BaseEntry;

let entries: LookupEntry[] | undefined;
let byKey: Map<string, LookupEntry> | undefined;

function build(): LookupEntry[] {
  const list: LookupEntry[] = [];
  for (const box of CATALOG) {
    for (const faction of box.factions) {
      for (const card of faction.cards) {
        const key = `${faction.id}:${card.id}`;
        const def: CardDef | undefined = hasCardDef(key) ? registeredCard(key) : undefined;
        list.push({
          kind: "card",
          key,
          box: box.id,
          faction: faction.id,
          name: def?.name ?? card.name,
          text: def?.text ?? null,
          implemented: def !== undefined,
          type: def?.type ?? card.type,
          power: def ? (def.type === "minion" ? def.power : null) : card.power,
          count: def?.count ?? card.count,
        });
      }
    }
    for (const base of box.bases) {
      const key = `base:${base.id}`;
      const def: BaseDef | undefined = hasBaseDef(key) ? registeredBase(key) : undefined;
      list.push({
        kind: "base",
        key,
        box: box.id,
        faction: base.faction,
        name: def?.name ?? base.name,
        text: def?.text ?? null,
        implemented: def !== undefined,
        breakpoint: def?.breakpoint ?? base.breakpoint,
        vp: def?.vp ?? base.vp,
      });
    }
  }
  return list;
}

/** Every card and base, catalog order (box, faction, card). Built on first use, once cards are registered. */
export function lookupEntries(): readonly LookupEntry[] {
  entries ??= build();
  return entries;
}

export function lookupEntry(key: string): LookupEntry | undefined {
  byKey ??= new Map(lookupEntries().map((entry) => [entry.key, entry]));
  return byKey.get(key);
}

/** The boxes the bot ships (cards/index.ts) name themselves; the catalog names the others. */
export function boxNames(id: string): Texts | undefined {
  return BOXES.find((box) => box.id === id)?.name ?? CATALOG.find((box) => box.id === id)?.name;
}

export function catalogFactionNames(id: string): Texts | undefined {
  for (const box of CATALOG) {
    const faction = box.factions.find((candidate) => candidate.id === id);
    if (faction) return faction.name;
  }
  return undefined;
}

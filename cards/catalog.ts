// The catalog of the four supported boxes: names, counts, power, breakpoints and VP of every
// card and base, implemented or not. Definitions under cards/<box>/ must agree with it (tested).

import data from "./catalog.json" with { type: "json" };

export interface CatalogCard {
  id: string;
  name: { en: string; fr: string };
  type: "minion" | "action" | "titan";
  power: number | null;
  count: number;
}

export interface CatalogFaction {
  id: string;
  name: { en: string; fr: string };
  cards: CatalogCard[];
}

export interface CatalogBase {
  id: string;
  name: { en: string; fr: string };
  faction: string;
  breakpoint: number;
  vp: [number, number, number];
}

export interface CatalogBox {
  id: string;
  name: { en: string; fr: string };
  factions: CatalogFaction[];
  bases: CatalogBase[];
}

export const CATALOG: CatalogBox[] = data.boxes as CatalogBox[];

export function catalogBox(id: string): CatalogBox | undefined {
  return CATALOG.find((b) => b.id === id);
}

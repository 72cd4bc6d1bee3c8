// Names and rules texts of cards, bases, factions and boxes in the reader's language. French falls
// back to English where the reference data has no French name yet.

import { factionDef, type Texts } from "../engine/defs.ts";
import { boxNames, catalogFactionNames, lookupEntry } from "./card-index.ts";
import type { Locale } from "./locale.ts";

/** A definition (CardDef, BaseDef), a catalog or lookup entry, or a definition key ("aliens:invader"). */
export type CardRef = { name: Texts } | string;
export type TextRef = { text: Texts | null } | string;

function pick(texts: Texts, locale: Locale): string {
  return texts[locale] || texts.en;
}

function namesOf(ref: CardRef): Texts | undefined {
  return typeof ref === "string" ? lookupEntry(ref)?.name : ref.name;
}

function textsOf(ref: TextRef): Texts | null | undefined {
  return typeof ref === "string" ? lookupEntry(ref)?.text : ref.text;
}

/** The card's name; an unknown key comes back as itself (a renderer never throws over a name). */
export function cardName(ref: CardRef, locale: Locale): string {
  const names = namesOf(ref);
  return names ? pick(names, locale) : String(ref);
}

/** Our rules text of the card; "" when it is not implemented yet (the catalog has no texts). */
export function cardText(ref: TextRef, locale: Locale): string {
  const texts = textsOf(ref);
  return texts ? pick(texts, locale) : "";
}

export const baseName: (ref: CardRef, locale: Locale) => string = cardName;
export const baseText: (ref: TextRef, locale: Locale) => string = cardText;

export function factionName(id: string, locale: Locale): string {
  const names = factionDef(id)?.name ?? catalogFactionNames(id);
  return names ? pick(names, locale) : id;
}

export function boxName(id: string, locale: Locale): string {
  const names = boxNames(id);
  return names ? pick(names, locale) : id;
}

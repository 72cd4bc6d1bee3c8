// `/smashup card`: the card and base sheet, and its autocomplete suggestions.

import type { Area } from "../locale.ts";

export interface CardMessages {
  description: string;
  nameOption: string;
  types: { minion: string; action: string; titan: string; base: string };
  faction: string;
  box: string;
  type: string;
  power: string;
  breakpoint: string;
  vp: string;
  vpValue: (first: number, second: number, third: number) => string;
  count: string;
  copies: (n: number) => string;
  /** Base: which faction's box it ships with. */
  shipsWith: (faction: string) => string;
  notPlayable: string;
  /** The name in the other language, for tables that mix both. */
  otherName: (name: string) => string;
  unknown: (typed: string) => string;
  suggestion: (name: string, faction: string) => string;
  baseSuggestion: (name: string, faction: string) => string;
}

export const cards: Area<CardMessages> = {
  en: {
    description: "Show a card or a base: its numbers and rules text",
    nameOption: "The card or base (start typing its name)",
    types: { minion: "Minion", action: "Action", titan: "Titan", base: "Base" },
    faction: "Faction",
    box: "Box",
    type: "Type",
    power: "Power",
    breakpoint: "Breakpoint",
    vp: "VP (1st / 2nd / 3rd)",
    vpValue: (first, second, third) => `${first} / ${second} / ${third}`,
    count: "In the deck",
    copies: (n) => (n === 1 ? "1 copy" : `${n} copies`),
    shipsWith: (faction) => `Ships with ${faction}`,
    notPlayable:
      "*Not playable with this bot yet: its faction is not implemented, so we have no rules text for it.*",
    otherName: (name) => `In French: ${name}`,
    unknown: (typed) =>
      `No card or base is called “${typed}”. Start typing a name and pick one of the suggestions.`,
    suggestion: (name, faction) => `${name} — ${faction}`,
    baseSuggestion: (name, faction) => `${name} — base (${faction})`,
  },
  fr: {
    description: "Affiche une carte ou une base : ses caractéristiques et son texte",
    nameOption: "La carte ou la base (commencez à taper son nom)",
    types: { minion: "Créature", action: "Action", titan: "Titan", base: "Base" },
    faction: "Faction",
    box: "Boîte",
    type: "Type",
    power: "Force",
    breakpoint: "Résistance",
    vp: "PV (1er / 2e / 3e)",
    vpValue: (first, second, third) => `${first} / ${second} / ${third}`,
    count: "Dans le paquet",
    copies: (n) => (n === 1 ? "1 exemplaire" : `${n} exemplaires`),
    shipsWith: (faction) => `Fournie avec ${faction}`,
    notPlayable:
      "*Pas encore jouable avec ce bot : sa faction n'est pas implémentée, nous n'avons donc pas son texte.*",
    otherName: (name) => `En anglais : ${name}`,
    unknown: (typed) =>
      `Aucune carte ni base ne s'appelle « ${typed} ». Commencez à taper un nom et choisissez une suggestion.`,
    suggestion: (name, faction) => `${name} — ${faction}`,
    baseSuggestion: (name, faction) => `${name} — base (${faction})`,
  },
};

// Discard piles (DECK-6: anyone may look through any discard pile at any time), shown privately
// from the board's button or `/smashup discard`. Names arrive already escaped for markdown.

import type { Area } from "../locale.ts";

export interface DiscardMessages {
  /** The board's button. */
  button: string;
  pileTitle: (name: string, n: number) => string;
  basePileTitle: (n: number) => string;
  empty: string;
  /** One line per card name: how many copies, the name, what it is. */
  line: (count: number, name: string, kind: string) => string;
  /** `/smashup discard player:` names someone who does not play in this game. */
  notPlaying: (name: string) => string;
}

export const discards: Area<DiscardMessages> = {
  en: {
    button: "Discard piles",
    pileTitle: (name, n) => `${name}'s discard pile (${n})`,
    basePileTitle: (n) => `Discarded bases (${n})`,
    empty: "Empty.",
    line: (count, name, kind) => `${count > 1 ? `${count}× ` : ""}**${name}** · ${kind}`,
    notPlaying: (name) => `${name} is not playing in this game.`,
  },
  fr: {
    button: "Défausses",
    pileTitle: (name, n) => `Défausse de ${name} (${n})`,
    basePileTitle: (n) => `Bases défaussées (${n})`,
    empty: "Vide.",
    line: (count, name, kind) => `${count > 1 ? `${count}× ` : ""}**${name}** · ${kind}`,
    notPlaying: (name) => `${name} ne joue pas dans cette partie.`,
  },
};

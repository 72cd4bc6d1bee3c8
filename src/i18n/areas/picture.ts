// The board picture's own words (src/picture): short labels drawn on the image. Names arrive as
// plain text (no markdown on an image). The titles, counts and VP rows reuse the board's texts.

import type { Area } from "../locale.ts";

export interface PictureMessages {
  /** Total power on a base against its current breakpoint. */
  powerVsBreakpoint: (total: number, breakpoint: number) => string;
  /** Under a breakpoint change (SCORE-2): the printed breakpoint. */
  printedBreakpoint: (printed: number) => string;
  scoringNow: string;
  noMinions: string;
  /** A crowded table's compact picture: "+3 more" before the minions listed on one line. */
  more: string;
  /** A player's total power on a base. */
  power: (n: number) => string;
  /** Power on a base that no minion carries (APOWER-1/2). */
  bonus: (n: number) => string;
  /** Actions played on the base itself. */
  onBase: string;
  /** Markers on the base card that are not +1 power counters (COUNTER-9), by kind. */
  markers: (kind: string, n: number) => string;
  /** A base that also has the abilities of other base cards (CS-9). */
  borrowed: (bases: string) => string;
  /** The latest scoring: "Jungle Oasis scored". */
  latestScoring: (base: string) => string;
  /** A place of that scoring: "#1 +4 VP". */
  place: (place: number, vp: number) => string;
  nobodyScored: string;
  baseDeck: (n: number) => string;
  /** The face-up top of the base deck (CS-9). */
  baseDeckTop: (base: string) => string;
  winner: (name: string) => string;
  /** The final picture's chart. */
  chartTitle: string;
  turnAxis: string;
}

export const picture: Area<PictureMessages> = {
  en: {
    powerVsBreakpoint: (total, bp) => `${total}/${bp}`,
    printedBreakpoint: (printed) => `printed ${printed}`,
    scoringNow: "SCORING NOW",
    noMinions: "No minions yet",
    more: "more",
    power: (n) => `power ${n}`,
    bonus: (n) => `${n >= 0 ? "+" : ""}${n} from actions`,
    onBase: "On the base:",
    markers: (kind, n) =>
      kind === "story"
        ? n === 1
          ? "1 story marker"
          : `${n} story markers`
        : n === 1
          ? `1 ${kind} marker`
          : `${n} ${kind} markers`,
    borrowed: (bases) => `Also: ${bases}`,
    latestScoring: (base) => `Latest scoring: ${base}`,
    place: (place, vp) => `#${place} +${vp} VP`,
    nobodyScored: "nobody eligible",
    baseDeck: (n) => `Base deck: ${n}`,
    baseDeckTop: (base) => `face up on top: ${base}`,
    winner: (name) => `${name} wins`,
    chartTitle: "VP over the turns",
    turnAxis: "turn",
  },
  fr: {
    powerVsBreakpoint: (total, bp) => `${total}/${bp}`,
    printedBreakpoint: (printed) => `imprimée ${printed}`,
    scoringNow: "DÉCOMPTE EN COURS",
    noMinions: "Aucune créature",
    more: "autres",
    power: (n) => `force ${n}`,
    bonus: (n) => `${n >= 0 ? "+" : ""}${n} par des actions`,
    onBase: "Sur la base :",
    markers: (kind, n) =>
      kind === "story"
        ? n === 1
          ? "1 marqueur Histoire"
          : `${n} marqueurs Histoire`
        : n === 1
          ? `1 marqueur ${kind}`
          : `${n} marqueurs ${kind}`,
    borrowed: (bases) => `Aussi : ${bases}`,
    latestScoring: (base) => `Dernier décompte : ${base}`,
    place: (place, vp) => `n°${place} +${vp} PV`,
    nobodyScored: "personne d'éligible",
    baseDeck: (n) => `Pioche Base : ${n}`,
    baseDeckTop: (base) => `face visible dessus : ${base}`,
    winner: (name) => `${name} gagne`,
    chartTitle: "PV au fil des tours",
    turnAxis: "tour",
  },
};

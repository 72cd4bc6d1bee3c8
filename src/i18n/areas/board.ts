// The public board of a game and the public prompt notices. Parameters that are names arrive
// already escaped for Discord markdown; mentions arrive as "<@id>".

import type { Phase } from "../../engine/types.ts";
import type { Area } from "../locale.ts";

export interface BoardMessages {
  title: (turn: number) => string;
  /** Before the first turn (mulligans). */
  titleSetup: string;
  titleOver: string;
  phase: Record<Phase, string>;
  /** Header line under the players: goal, base deck, phase. */
  goal: (vp: number, baseDeck: number, phase: string) => string;
  vp: (n: number) => string;
  /** The compact board's line under the scores. */
  goalShort: (vp: number) => string;
  /** The button under the compact board that shows the whole board privately. */
  details: string;
  hand: (n: number) => string;
  deck: (n: number) => string;
  discard: (n: number) => string;
  out: string;
  autoPass: string;
  waitingFor: (name: string, what: string) => string;
  yourTurn: (mention: string) => string;
  /** What a prompt is about: its purpose and, when there is one, the card or base that asks. */
  promptAbout: (purpose: string, source: string) => string;
  /** A Special window's purpose and the base being scored. */
  windowAbout: (purpose: string, base: string) => string;
  /** `printed` is given only when the current breakpoint differs from the printed one. */
  baseTitle: (name: string, total: number, breakpoint: number, printed?: number) => string;
  scoringNow: string;
  rewards: (first: number, second: number, third: number) => string;
  noMinions: string;
  /** A player's total power on a base. */
  powerOf: (name: string, power: number) => string;
  /** A minion whose power differs from its printed power. */
  modifiedPower: (power: number, printed: number) => string;
  counters: (n: number) => string;
  ownedBy: (name: string) => string;
  minionCount: (n: number) => string;
  attachedCount: (n: number) => string;
  baseActions: (list: string) => string;
  /**
   * The base deck's face-up top card (Signs in the Stars): its ability applies, shown on the whole
   * board (the compact board names the base, its text one tap away).
   */
  baseDeckTop: (base: string, ability?: string) => string;
  /** A base that also has the abilities of other base cards (CS-9: Signs in the Stars). */
  borrowed: (bases: string) => string;
  /** Markers on the base card that are not +1 power counters (COUNTER-9: the Storyteller's Hut's
   * story markers), by kind; an unknown kind is shown by its key. */
  markers: (kind: string, n: number) => string;
  more: (n: number) => string;
  logTitle: string;
  moreBases: (n: number) => string;
  openHand: string;
  respond: (name: string) => string;
  /** The public notice that pings the player a prompt is waiting for. */
  notice: (mention: string, what: string) => string;
  over: string;
}

export const board: Area<BoardMessages> = {
  en: {
    title: (turn) => `Smash Up — turn ${turn}`,
    titleSetup: "Smash Up — setting up",
    titleOver: "Smash Up — game over",
    phase: {
      setup: "setup",
      start: "start of turn",
      play: "play cards",
      score: "scoring",
      draw: "draw",
      end: "end of turn",
      over: "game over",
    },
    goal: (vp, baseDeck, phase) => `First to ${vp} VP · base deck: ${baseDeck} · phase: ${phase}`,
    vp: (n) => `${n} VP`,
    goalShort: (vp) => `First to ${vp} VP`,
    details: "Bases & cards",
    hand: (n) => `hand ${n}`,
    deck: (n) => `deck ${n}`,
    discard: (n) => `discard ${n}`,
    out: "left the game",
    autoPass: "auto-pass",
    waitingFor: (name, what) => `Waiting for ${name}: ${what}`,
    yourTurn: (mention) => `${mention}, it's your turn.`,
    promptAbout: (purpose, source) => `${purpose} (${source})`,
    windowAbout: (purpose, base) => `${base}: ${purpose}`,
    baseTitle: (name, total, breakpoint, printed) =>
      `${name} — ${total}/${breakpoint}${printed === undefined ? "" : ` (printed ${printed})`}`,
    scoringNow: "scoring now",
    rewards: (a, b, c) => `VP ${a} · ${b} · ${c}`,
    noMinions: "No minions here yet.",
    powerOf: (name, power) => `${name} — power ${power}`,
    modifiedPower: (power, printed) => `${power} (printed ${printed})`,
    counters: (n) => (n === 1 ? "1 +1 power counter" : `${n} +1 power counters`),
    ownedBy: (name) => `owned by ${name}`,
    minionCount: (n) => (n === 1 ? "1 minion" : `${n} minions`),
    attachedCount: (n) => (n === 1 ? "1 action" : `${n} actions`),
    baseActions: (list) => `On the base: ${list}`,
    baseDeckTop: (base, ability) =>
      `Top of the base deck, face up: **${base}**${ability ? ` — ${ability}` : ""}`,
    borrowed: (bases) => `Also has the abilities of ${bases}`,
    markers: (kind, n) =>
      kind === "story"
        ? `📜 ${n === 1 ? "1 story marker" : `${n} story markers`}`
        : `${n === 1 ? `1 ${kind} marker` : `${n} ${kind} markers`}`,
    more: (n) => `… and ${n} more`,
    logTitle: "Latest moves",
    moreBases: (n) => (n === 1 ? "1 more base" : `${n} more bases`),
    openHand: "Open my hand",
    respond: (name) => `Respond (${name})`,
    notice: (mention, what) => `${mention} — ${what}`,
    over: "The game is over.",
  },
  fr: {
    title: (turn) => `Smash Up — tour ${turn}`,
    titleSetup: "Smash Up — mise en place",
    titleOver: "Smash Up — partie terminée",
    phase: {
      setup: "mise en place",
      start: "début du tour",
      play: "jouer des cartes",
      score: "décompte",
      draw: "pioche",
      end: "fin du tour",
      over: "partie terminée",
    },
    goal: (vp, baseDeck, phase) => `Victoire à ${vp} PV · pioche Base : ${baseDeck} · phase : ${phase}`,
    vp: (n) => `${n} PV`,
    goalShort: (vp) => `Victoire à ${vp} PV`,
    details: "Bases et cartes",
    hand: (n) => `main ${n}`,
    deck: (n) => `pioche ${n}`,
    discard: (n) => `défausse ${n}`,
    out: "a quitté la partie",
    autoPass: "passe auto",
    waitingFor: (name, what) => `En attente de ${name} : ${what}`,
    yourTurn: (mention) => `${mention}, c'est à vous de jouer.`,
    promptAbout: (purpose, source) => `${purpose} (${source})`,
    windowAbout: (purpose, base) => `${base} : ${purpose}`,
    baseTitle: (name, total, breakpoint, printed) =>
      `${name} — ${total}/${breakpoint}${printed === undefined ? "" : ` (imprimée ${printed})`}`,
    scoringNow: "décompte en cours",
    rewards: (a, b, c) => `PV ${a} · ${b} · ${c}`,
    noMinions: "Aucune créature ici pour l'instant.",
    powerOf: (name, power) => `${name} — force ${power}`,
    modifiedPower: (power, printed) => `${power} (imprimée ${printed})`,
    // The rulebook's "marqueur Force +1"; French 0 and 1 are singular.
    counters: (n) => (n <= 1 ? `${n} marqueur Force +1` : `${n} marqueurs Force +1`),
    ownedBy: (name) => `à ${name}`,
    minionCount: (n) => (n === 1 ? "1 créature" : `${n} créatures`),
    attachedCount: (n) => (n === 1 ? "1 action" : `${n} actions`),
    baseActions: (list) => `Sur la base : ${list}`,
    baseDeckTop: (base, ability) =>
      `Dessus de la pioche Base, face visible : **${base}**${ability ? ` — ${ability}` : ""}`,
    borrowed: (bases) => `A aussi les capacités de ${bases}`,
    markers: (kind, n) =>
      kind === "story"
        ? `📜 ${n === 1 ? "1 marqueur Histoire" : `${n} marqueurs Histoire`}`
        : `${n === 1 ? `1 marqueur ${kind}` : `${n} marqueurs ${kind}`}`,
    more: (n) => `… et ${n} de plus`,
    logTitle: "Derniers coups",
    moreBases: (n) => (n === 1 ? "1 base de plus" : `${n} bases de plus`),
    openHand: "Ouvrir ma main",
    respond: (name) => `Répondre (${name})`,
    notice: (mention, what) => `${mention} — ${what}`,
    over: "La partie est terminée.",
  },
};

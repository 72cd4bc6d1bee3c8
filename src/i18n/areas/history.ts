// The story of a game: what happened since a player's last turn (in their turn ping), the whole
// game by turn (/smashup log), and the confirmation of a card played from the keyboard. Names
// arrive escaped for Discord markdown.

import type { Area } from "../locale.ts";

export interface HistoryMessages {
  /** The /smashup log subcommand (Discord's rules: lowercase name, description ≤ 100). */
  command: { name: string; description: string };
  /** Title of the summary in a turn ping. */
  sinceTitle: string;
  /** Title of that summary on a player's first turn. */
  sinceStartTitle: string;
  /** One player's VP change in that summary: "bob +4 (11 VP)". */
  vpChange: (name: string, gained: number, total: number) => string;
  vpChanges: (list: string) => string;
  /** The summary did not fit: the rest is in /smashup log. */
  moreInLog: (n: number) => string;
  /** The button under a turn ping's summary that opens the whole log, privately. */
  fullLog: string;
  /** /smashup log: a turn's heading. */
  turnHeading: (turn: number, name: string) => string;
  setupHeading: string;
  logTitle: (page: number, pages: number) => string;
  previous: string;
  next: string;
  noGame: string;
  empty: string;
  /** The log could only be read from the saved state (older turns are gone). */
  partial: string;
  /** Keyboard /smashup play: what was played, above the next panel. */
  played: (card: string, where: string) => string;
  playedAction: (card: string) => string;
}

export const history: Area<HistoryMessages> = {
  en: {
    command: { name: "log", description: "The whole game so far, turn by turn (only you see it)" },
    sinceTitle: "Since your last turn",
    sinceStartTitle: "Since the game began",
    vpChange: (name, gained, total) => `${name} +${gained} (${total} VP)`,
    vpChanges: (list) => `**VP:** ${list}`,
    moreInLog: (n) => `… ${n} more in \`/smashup log\``,
    fullLog: "Full log",
    turnHeading: (turn, name) => `__**Turn ${turn}: ${name}**__`,
    setupHeading: "__**Before the first turn**__",
    logTitle: (page, pages) => `Game log — page ${page}/${pages}`,
    previous: "Previous",
    next: "Next",
    noGame: "There is no game in this channel to show the log of.",
    empty: "Nothing has happened yet.",
    partial: "The earliest turns could not be rebuilt; the log starts later.",
    played: (card, where) => `${card} played on ${where}.`,
    playedAction: (card) => `${card} played.`,
  },
  fr: {
    command: {
      name: "historique",
      description: "Toute la partie jusqu'ici, tour par tour (vous seul le voyez)",
    },
    sinceTitle: "Depuis votre dernier tour",
    sinceStartTitle: "Depuis le début de la partie",
    vpChange: (name, gained, total) => `${name} +${gained} (${total} PV)`,
    vpChanges: (list) => `**PV :** ${list}`,
    // French clients see the French name of the command (commands/localization.ts).
    moreInLog: (n) => `… ${n} de plus dans \`/smashup historique\``,
    fullLog: "Historique complet",
    turnHeading: (turn, name) => `__**Tour ${turn} : ${name}**__`,
    setupHeading: "__**Avant le premier tour**__",
    logTitle: (page, pages) => `Historique de la partie — page ${page}/${pages}`,
    previous: "Précédente",
    next: "Suivante",
    noGame: "Il n'y a pas de partie dans ce salon dont afficher l'historique.",
    empty: "Il ne s'est encore rien passé.",
    partial: "Les premiers tours n'ont pas pu être reconstitués ; l'historique commence plus tard.",
    // "Vous jouez": the card's gender is unknown, a participle would have to agree with it.
    played: (card, where) => `Vous jouez ${card} sur ${where}.`,
    playedAction: (card) => `Vous jouez ${card}.`,
  },
};

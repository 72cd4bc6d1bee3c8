// `/smashup help` and the description of `/smashup` itself.

import type { Area } from "../locale.ts";

export interface HelpMessages {
  /** Of the top-level /smashup command. */
  commandDescription: string;
  description: string;
  title: string;
  intro: string;
  /** `newCommand` is how the user's client spells `/smashup new`. */
  howToStart: (newCommand: string) => string;
  commandsHeading: string;
  line: (command: string, description: string) => string;
}

export const help: Area<HelpMessages> = {
  en: {
    commandDescription: "Play Smash Up in this channel",
    description: "How to play Smash Up with this bot",
    title: "**Smash Up** — the shufflebuilding card game, played right here in the channel.",
    intro:
      "Each player smashes two factions into one deck, then plays minions and actions on bases. When the power on a base reaches its breakpoint, the base scores and its top three players win VP. At the end of a turn, a player who leads alone with the VP target (15 by default) or more wins.",
    howToStart: (newCommand) =>
      `**Start a game**: type ${newCommand} here; the other players join from the lobby message, then the host starts. Your hand and your choices only ever appear in messages visible to you alone.`,
    commandsHeading: "**Commands**",
    line: (command, description) => `• ${command} — ${description}`,
  },
  fr: {
    commandDescription: "Jouer à Smash Up dans ce salon",
    description: "Comment jouer à Smash Up avec ce bot",
    title: "**Smash Up** — le jeu de cartes où l'on mélange deux factions, joué ici même, dans le salon.",
    intro:
      "Chaque joueur mélange deux factions en une seule pioche, puis joue créatures et actions sur des bases. Quand la force sur une base atteint sa résistance, la base est conquise et ses trois premiers joueurs gagnent des PV. À la fin d'un tour, le joueur qui mène seul en ayant atteint l'objectif de PV (15 par défaut) gagne.",
    howToStart: (newCommand) =>
      `**Lancer une partie** : tapez ${newCommand} ici ; les autres joueurs rejoignent depuis le message d'attente, puis l'hôte lance la partie. Votre main et vos choix n'apparaissent que dans des messages visibles de vous seul.`,
    commandsHeading: "**Commandes**",
    line: (command, description) => `• ${command} — ${description}`,
  },
};

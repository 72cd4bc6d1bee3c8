// The end of a game: winner, final scores and a short summary.

import type { Area } from "../locale.ts";

type Reason = "vp" | "lastPlayer" | "abandoned" | "turnCap";

export interface GameOverMessages {
  title: (winner: string) => string;
  titleNoWinner: string;
  titleCancelled: string;
  reason: Record<Reason, string>;
  standing: (rank: number, name: string, vp: number, factions: string) => string;
  out: string;
  summary: (turns: number, decisions: number) => string;
  content: (mentions: string) => string;
  scoresTitle: string;
  /** The button under the game over message, and what a click on it can meet. */
  rematch: string;
  rematchOpened: (link: string) => string;
  rematchStale: (newCommand: string) => string;
  rematchNotPlayer: string;
}

export const gameover: Area<GameOverMessages> = {
  en: {
    title: (winner) => `Game over — ${winner} wins!`,
    titleNoWinner: "Game over — no winner",
    titleCancelled: "Game cancelled",
    reason: {
      vp: "Victory on points.",
      lastPlayer: "Last player left in the game.",
      abandoned: "Every player left the game.",
      turnCap: "The game stopped at the turn limit.",
    },
    standing: (rank, name, vp, factions) => `${rank}. ${name} — ${vp} VP (${factions})`,
    out: "left the game",
    summary: (turns, decisions) => `${turns} turns, ${decisions} decisions.`,
    content: (mentions) => `Game over! ${mentions}`,
    scoresTitle: "Final scores",
    rematch: "Rematch",
    rematchOpened: (link) =>
      `Rematch: a new table is open with the same players and options — start it when ready: ${link}`,
    rematchStale: (newCommand) =>
      `This is not the channel's latest game any more: open a new one with ${newCommand}.`,
    rematchNotPlayer: "Only the players of this game can ask for a rematch.",
  },
  fr: {
    title: (winner) => `Partie terminée — ${winner} gagne !`,
    titleNoWinner: "Partie terminée — pas de vainqueur",
    titleCancelled: "Partie annulée",
    reason: {
      vp: "Victoire aux points.",
      lastPlayer: "Dernier joueur restant dans la partie.",
      abandoned: "Tous les joueurs ont quitté la partie.",
      turnCap: "La partie s'est arrêtée à la limite de tours.",
    },
    standing: (rank, name, vp, factions) => `${rank}. ${name} — ${vp} PV (${factions})`,
    out: "a quitté la partie",
    summary: (turns, decisions) => `${turns} tours, ${decisions} décisions.`,
    content: (mentions) => `Partie terminée ! ${mentions}`,
    scoresTitle: "Scores finaux",
    rematch: "Revanche",
    rematchOpened: (link) =>
      `Revanche : une nouvelle table est ouverte avec les mêmes joueurs et options — lancez-la quand vous êtes prêts : ${link}`,
    rematchStale: (newCommand) =>
      `Ce n'est plus la dernière partie du salon : ouvrez-en une nouvelle avec ${newCommand}.`,
    rematchNotPlayer: "Seuls les joueurs de cette partie peuvent demander une revanche.",
  },
};

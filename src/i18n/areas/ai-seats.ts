// AI seats (issue 23): how an AI player is named (board, log, game over), the host's AI panel in
// the lobby, the kick vote's "replace with an AI", and taking a seat back.

import type { Area } from "../locale.ts";

type Level = "easy" | "normal" | "hard";

export interface AiSeatMessages {
  level: Record<Level, string>;
  /** An AI seat's name: "🤖 Hard AI". */
  name: (level: string) => string;
  /** An AI that took over a player's seat: "🤖 Hard AI (for Alice)". */
  replacedName: (level: string, player: string) => string;
  /** The lobby's hint line for the host. */
  lobbyHint: string;
  panelTitle: string;
  /** The host's AI panel: how many seats are free. */
  panelBody: (free: number) => string;
  add: (level: string) => string;
  remove: (name: string) => string;
  added: (name: string) => string;
  removed: (name: string) => string;
  /** `/smashup ai` outside a lobby the user hosts and without a seat to take back. */
  nothingToDo: string;
  /** A replaced player's panel: the AI plays their seat. */
  takeBackBody: (name: string) => string;
  takeBackButton: string;
  tookBack: string;
  /** Public notice: `player` (a name) is back in their seat. */
  backInSeat: (player: string) => string;
  /** Public notice: the vote put an AI in `player`'s seat. */
  replaced: (player: string, ai: string) => string;
  /** The kick vote's "replace with an AI" buttons, one per level (`ai`: "🤖 Hard AI"). */
  kickReplaceButton: (ai: string) => string;
  kickReplaceVote: (target: string, ai: string, votes: number, needed: number) => string;
  kickReplaceVoted: (target: string, ai: string) => string;
  /** Under a timeout notice, from the second turn in a row the timer ended for that player. */
  timedOutAgain: (turns: number) => string;
  /**
   * Public: `target` conceded, `ai` holds the seat until the table votes (`needed` votes).
   * `lastOpponent`: removing them leaves one player, who wins.
   */
  concessionVote: (target: string, ai: string, needed: number, lastOpponent: boolean) => string;
  /** Public: the count of one outcome of the vote on a conceded seat (`choice`: "remove" or an AI). */
  concessionCount: (target: string, choice: string | null, votes: number, needed: number) => string;
  /** Public: the table accepted `target`'s concession: they leave the game. */
  concessionAccepted: (target: string) => string;
  /** Public: the vote on a player the timer struck again opens (`needed` votes). */
  strikeVote: (target: string, needed: number) => string;
  /** The confirmation of /smashup concede when others remain to decide. */
  concedeConfirmVote: string;
  /** Private, to the player who conceded while others remain: `ai` holds the seat. */
  concededHeld: (ai: string) => string;
}

export const aiSeats: Area<AiSeatMessages> = {
  en: {
    level: { easy: "Easy", normal: "Normal", hard: "Hard" },
    name: (level) => `🤖 ${level} AI`,
    replacedName: (level, player) => `🤖 ${level} AI (for ${player})`,
    lobbyHint: "🤖 Short of players? The host adds AI players with `/smashup ai`.",
    panelTitle: "🤖 AI players",
    panelBody: (free) =>
      free > 0
        ? `Add an AI player (${free} seat${free === 1 ? "" : "s"} free) or remove one.`
        : "The table is full.",
    add: (level) => `Add ${level} AI`,
    remove: (name) => `Remove ${name}`,
    added: (name) => `${name} joined the table.`,
    removed: (name) => `${name} left the table.`,
    nothingToDo:
      "Only the host of a lobby adds AI players; a player an AI replaced takes their seat back here.",
    takeBackBody: (name) => `${name} plays your seat. Take it back?`,
    takeBackButton: "Take my seat back",
    tookBack: "You are back in your seat.",
    backInSeat: (player) => `${player} is back and plays their seat again.`,
    replaced: (player, ai) =>
      `${ai} now plays ${player}'s seat (vote). ${player} may take it back with \`/smashup ai\`.`,
    kickReplaceButton: (ai) => `Replace with ${ai}`,
    kickReplaceVote: (target, ai, votes, needed) =>
      `Vote to replace ${target} with ${ai}: ${votes}/${needed}. Acting now stops it.`,
    kickReplaceVoted: (target, ai) => `Your vote to replace ${target} with ${ai} is counted.`,
    timedOutAgain: (turns) =>
      `⏱️ ${turns} turns in a row ended by the timer: the table may now vote to replace them with an AI or remove them.`,
    concessionVote: (target, ai, needed, lastOpponent) =>
      lastOpponent
        ? `🏳️ ${target} conceded. Take the win (remove them) or play on against an AI? ${ai} plays their seat meanwhile.`
        : `🏳️ ${target} conceded. Remove them (their cards leave the game) or keep an AI in their seat? ${ai} plays it meanwhile. Votes needed: ${needed}.`,
    concessionCount: (target, choice, votes, needed) =>
      `${target}'s seat — ${choice ?? "remove"}: ${votes}/${needed}.`,
    concessionAccepted: (target) => `${target} leaves the game (concession accepted by the table).`,
    strikeVote: (target, needed) =>
      `🗳️ Replace ${target} with an AI, or remove them? Votes needed: ${needed}. It stops if ${target} plays.`,
    concedeConfirmVote:
      "Concede this game? An AI holds your seat while the others decide: remove you (your cards leave the game) or keep an AI.",
    concededHeld: (ai) =>
      `You conceded. ${ai} holds your seat while the table decides; \`/smashup ai\` takes it back.`,
  },
  fr: {
    level: { easy: "facile", normal: "normale", hard: "difficile" },
    name: (level) => `🤖 IA ${level}`,
    replacedName: (level, player) => `🤖 IA ${level} (pour ${player})`,
    lobbyHint: "🤖 Il manque des joueurs ? L'hôte ajoute des IA avec `/smashup ia`.",
    panelTitle: "🤖 Joueurs IA",
    panelBody: (free) =>
      free > 0
        ? `Ajoutez une IA (${free} place${free === 1 ? "" : "s"} libre${free === 1 ? "" : "s"}) ou retirez-en une.`
        : "La table est complète.",
    add: (level) => `Ajouter une IA ${level}`,
    remove: (name) => `Retirer ${name}`,
    added: (name) => `${name} rejoint la table.`,
    removed: (name) => `${name} quitte la table.`,
    nothingToDo:
      "Seul l'hôte d'une partie en attente ajoute des IA ; un joueur remplacé par une IA reprend sa place ici.",
    takeBackBody: (name) => `${name} joue à votre place. Reprendre votre place ?`,
    takeBackButton: "Reprendre ma place",
    tookBack: "Vous avez repris votre place.",
    backInSeat: (player) => `${player} est de retour et reprend sa place.`,
    replaced: (player, ai) =>
      `${ai} joue désormais à la place de ${player} (vote). ${player} peut reprendre sa place avec \`/smashup ia\`.`,
    kickReplaceButton: (ai) => `Remplacer par ${ai}`,
    kickReplaceVote: (target, ai, votes, needed) =>
      `Vote pour remplacer ${target} par ${ai} : ${votes}/${needed}. Jouer maintenant l'arrête.`,
    kickReplaceVoted: (target, ai) => `Votre vote pour remplacer ${target} par ${ai} est compté.`,
    timedOutAgain: (turns) =>
      `⏱️ ${turns} tours de suite terminés par le minuteur : la table peut maintenant voter pour le remplacer par une IA ou l'exclure.`,
    concessionVote: (target, ai, needed, lastOpponent) =>
      lastOpponent
        ? `🏳️ ${target} abandonne. Prendre la victoire (l'exclure) ou continuer contre une IA ? ${ai} joue à sa place en attendant.`
        : `🏳️ ${target} abandonne. L'exclure (ses cartes quittent la partie) ou garder une IA à sa place ? ${ai} joue en attendant. Votes nécessaires : ${needed}.`,
    concessionCount: (target, choice, votes, needed) =>
      `Place de ${target} — ${choice ?? "exclure"} : ${votes}/${needed}.`,
    concessionAccepted: (target) => `${target} quitte la partie (abandon accepté par la table).`,
    strikeVote: (target, needed) =>
      `🗳️ Remplacer ${target} par une IA, ou l'exclure ? Votes nécessaires : ${needed}. Le vote s'arrête si ${target} joue.`,
    concedeConfirmVote:
      "Abandonner cette partie ? Une IA tient votre place pendant que les autres décident : vous exclure (vos cartes quittent la partie) ou garder une IA.",
    concededHeld: (ai) =>
      `Vous avez abandonné. ${ai} tient votre place pendant que la table décide ; \`/smashup ia\` vous la rend.`,
  },
};

// The game service's refusals (one sentence per reason key of src/app/reasons.ts) and the notices
// for what it reports beyond the engine's own log (timers, kick votes, closed lobbies).

import type { AppReason } from "../../app/reasons.ts";
import type { Area } from "../locale.ts";

export interface AppMessages {
  reason: Record<AppReason, string>;
  notice: {
    /** `who` is how to address the player (a mention or a name); `deadline` is already formatted. */
    reminder: (who: string, deadline: string) => string;
    timeout: (who: string) => string;
    timeoutEnd: (who: string) => string;
    timeoutPass: (who: string) => string;
    timeoutChose: (who: string, what: string) => string;
    /** A faction pick timed out; `factions` are the names picked at random for them. */
    pickTimeout: (who: string, factions: string) => string;
    /** `who` left during the faction selection (a mention that pings nobody). */
    backToLobby: (who: string) => string;
    /** Follows the "kick-too-early" refusal; `when` is already formatted (a Discord timestamp). */
    kickOpens: (when: string) => string;
    kickVote: (target: string, votes: number, needed: number) => string;
    kicked: (target: string) => string;
    hostChanged: (host: string) => string;
    cancelledByHost: string;
    cancelledByAdmin: string;
    lobbyEmpty: string;
    /**
     * The game went back to its last snapshot after an update of the bot: `undone` decisions (by
     * `by`, names) were undone; it resumes at `active`'s play phase of turn `turn`, or at its start.
     */
    rewound: (undone: number, by: string, where: { active: string; turn: number } | null) => string;
  };
}

export const app: Area<AppMessages> = {
  en: {
    reason: {
      "no-game": "There is no such game (it may have ended).",
      "busy-channel": "This channel already has a game. Finish it, or play in another channel.",
      "not-in-game": "You are not a player in this game.",
      "not-host": "Only the player who hosts the lobby can do that.",
      "already-joined": "You have already joined this game.",
      "lobby-full": "This game is full (4 players).",
      "already-started": "The game has already started; the lobby can no longer change.",
      "not-enough-players": "A game needs at least 2 players.",
      "not-enough-factions": "The chosen boxes don't have enough factions for two per player.",
      "box-not-enabled": "That box is not enabled on this server.",
      "invalid-options": "Those game options are not valid.",
      "not-selecting": "Factions are not being chosen right now.",
      "not-your-pick": "It is not your turn to pick a faction.",
      "not-in-pool": "That faction is not available in this game.",
      "already-yours": "You already have that faction; pick a different one.",
      taken: "Another player has already taken that faction.",
      "picks-done": "You already have your two factions.",
      "not-active": "The game has not started yet.",
      "game-over": "This game is over.",
      cancelled: "This game was cancelled.",
      stale: "The board has changed since you looked. Here is the current state.",
      "not-your-prompt": "This choice is not yours to make.",
      "illegal-option": "That choice is not allowed right now.",
      "wrong-count": "You chose the wrong number of options.",
      malformed: "That request was not understood.",
      "left-game": "You have left this game.",
      "kick-self": "You can't vote to remove yourself; concede instead.",
      "target-not-in-game": "That player is not playing in this game.",
      "kick-not-awaited":
        "Only the player the game is waiting for can be voted out, and the game is not waiting for them.",
      "kick-too-early":
        "Too early: the game must wait for this player for half the turn timer (30 minutes without a timer) before a vote.",
      "already-voted": "You have already voted.",
      "not-an-ai": "No AI sits there (any more).",
      "ai-seat": "AI players don't vote and aren't voted on.",
      "not-replaced": "No AI plays a seat of yours in this game.",
      "conceded-pending":
        "You conceded: the other players decide what becomes of your seat. `/smashup ai` takes it back.",
      "vote-over": "This vote is over: an AI already plays that seat.",
      "undo-nothing": "You have no decision to take back.",
      "undo-player-left": "A player left the game since: that can't be undone.",
      "undo-vote-over": "This undo vote is over (decided, refused, or someone played).",
      "undo-vote-running": "Another undo vote is running: answer it first.",
      "undo-own-vote": "It's your own undo: the other players decide.",
      internal: "Something went wrong on our side. The game is unchanged; please try again.",
    },
    notice: {
      reminder: (who, deadline) => `${who}, the game is waiting for you. Your time runs out ${deadline}.`,
      timeout: (who) => `${who} ran out of time: the bot took the first choice for them.`,
      timeoutEnd: (who) => `${who} ran out of time: the bot ended their turn without playing.`,
      timeoutPass: (who) => `${who} ran out of time: the bot passed for them.`,
      timeoutChose: (who, what) => `${who} ran out of time: the bot chose ${what} for them.`,
      pickTimeout: (who, factions) => `${who} ran out of time: the bot picked ${factions} for them.`,
      backToLobby: (who) =>
        `${who} left during the faction selection: back to the lobby, with no faction picked. The host can start again.`,
      kickOpens: (when) => `You can vote ${when}.`,
      kickVote: (target, votes, needed) =>
        `Vote to remove ${target}: ${votes} of ${needed}. ${target}, play or answer now to stop it.`,
      kicked: (target) => `${target} was removed from the game by vote.`,
      hostChanged: (host) => `${host} now hosts the lobby.`,
      cancelledByHost: "The host cancelled the game.",
      cancelledByAdmin: "A server admin ended the game.",
      lobbyEmpty: "Everyone left: the lobby is closed.",
      rewound: (undone, by, where) =>
        `The bot was updated, and ${
          undone === 1 ? "the last decision of this game" : `the last ${undone} decisions of this game`
        }${by ? ` (by ${by})` : ""} ${
          undone === 1
            ? "no longer works with the new version: it was"
            : "no longer work with the new version: they were"
        } undone. ${
          where
            ? `The game is back at the start of ${where.active}'s play phase (turn ${where.turn}).`
            : "The game is back at its start."
        }`,
    },
  },
  fr: {
    reason: {
      "no-game": "Cette partie n'existe pas (elle est peut-être terminée).",
      "busy-channel":
        "Une partie est déjà en cours dans ce salon. Terminez-la, ou jouez dans un autre salon.",
      "not-in-game": "Vous ne jouez pas dans cette partie.",
      "not-host": "Seul l'hôte de la partie peut faire cela.",
      "already-joined": "Vous avez déjà rejoint cette partie.",
      "lobby-full": "Cette partie est complète (4 joueurs).",
      "already-started": "La partie a déjà commencé ; le salon d'attente ne peut plus changer.",
      "not-enough-players": "Il faut au moins 2 joueurs pour jouer.",
      "not-enough-factions": "Les boîtes choisies n'ont pas assez de factions pour deux par joueur.",
      "box-not-enabled": "Cette boîte n'est pas activée sur ce serveur.",
      "invalid-options": "Ces options de partie ne sont pas valides.",
      "not-selecting": "Ce n'est pas le moment de choisir les factions.",
      "not-your-pick": "Ce n'est pas à vous de choisir une faction.",
      "not-in-pool": "Cette faction n'est pas disponible dans cette partie.",
      "already-yours": "Vous avez déjà cette faction ; choisissez-en une autre.",
      taken: "Un autre joueur a déjà pris cette faction.",
      "picks-done": "Vous avez déjà vos deux factions.",
      "not-active": "La partie n'a pas encore commencé.",
      "game-over": "Cette partie est terminée.",
      cancelled: "Cette partie a été annulée.",
      stale: "Le plateau a changé depuis que vous l'avez consulté. Voici l'état actuel.",
      "not-your-prompt": "Ce choix ne vous revient pas.",
      "illegal-option": "Ce choix n'est pas permis pour le moment.",
      "wrong-count": "Vous n'avez pas choisi le bon nombre d'options.",
      malformed: "Cette demande n'a pas été comprise.",
      "left-game": "Vous avez quitté cette partie.",
      "kick-self": "Vous ne pouvez pas voter votre propre exclusion ; abandonnez plutôt.",
      "target-not-in-game": "Ce joueur ne participe pas à cette partie.",
      "kick-not-awaited":
        "Seul le joueur que la partie attend peut être exclu, et la partie ne l'attend pas.",
      "kick-too-early":
        "Trop tôt : la partie doit attendre ce joueur la moitié du minuteur de tour (30 minutes sans minuteur) avant un vote.",
      "already-voted": "Vous avez déjà voté.",
      "not-an-ai": "Aucune IA n'est (plus) assise là.",
      "ai-seat": "Les IA ne votent pas et ne sont pas exclues par vote.",
      "not-replaced": "Aucune IA ne joue à votre place dans cette partie.",
      "conceded-pending":
        "Vous avez abandonné : les autres joueurs décident de votre place. `/smashup ia` vous la rend.",
      "vote-over": "Ce vote est terminé : une IA joue déjà à cette place.",
      "undo-nothing": "Vous n'avez aucune décision à reprendre.",
      "undo-player-left": "Un joueur a quitté la partie depuis : impossible d'annuler.",
      "undo-vote-over": "Ce vote d'annulation est terminé (décidé, refusé, ou quelqu'un a joué).",
      "undo-vote-running": "Un autre vote d'annulation est en cours : répondez-y d'abord.",
      "undo-own-vote": "C'est votre propre annulation : les autres joueurs décident.",
      internal: "Un problème est survenu de notre côté. La partie n'a pas changé ; réessayez.",
    },
    notice: {
      reminder: (who, deadline) => `${who}, la partie vous attend. Votre temps se termine ${deadline}.`,
      timeout: (who) => `${who} n'a pas joué à temps : le bot a pris le premier choix à sa place.`,
      timeoutEnd: (who) => `${who} n'a pas joué à temps : le bot a terminé son tour sans jouer.`,
      timeoutPass: (who) => `${who} n'a pas joué à temps : le bot a passé à sa place.`,
      timeoutChose: (who, what) => `${who} n'a pas joué à temps : le bot a choisi ${what} à sa place.`,
      pickTimeout: (who, factions) =>
        `${who} n'a pas choisi à temps : le bot a choisi ${factions} à sa place.`,
      backToLobby: (who) =>
        `${who} a quitté la partie pendant le choix des factions : retour au salon d'attente, sans aucune faction choisie. L'hôte peut relancer la partie.`,
      kickOpens: (when) => `Vous pourrez voter ${when}.`,
      kickVote: (target, votes, needed) =>
        `Vote pour exclure ${target} : ${votes} sur ${needed}. ${target}, jouez ou répondez maintenant pour l'arrêter.`,
      kicked: (target) => `${target} a été exclu de la partie par vote.`,
      hostChanged: (host) => `${host} est maintenant l'hôte de la partie.`,
      cancelledByHost: "L'hôte a annulé la partie.",
      cancelledByAdmin: "Un administrateur du serveur a mis fin à la partie.",
      lobbyEmpty: "Tout le monde est parti : la partie est fermée.",
      rewound: (undone, by, where) =>
        `Le bot a été mis à jour, et ${
          undone === 1
            ? "la dernière décision de cette partie"
            : `les ${undone} dernières décisions de cette partie`
        }${by ? ` (prises par ${by})` : ""} ${
          undone === 1
            ? "ne fonctionne plus avec la nouvelle version : elle a été annulée."
            : "ne fonctionnent plus avec la nouvelle version : elles ont été annulées."
        } ${
          where
            ? `La partie reprend au début de la phase de jeu du tour ${where.turn} : c'est à ${where.active} de jouer.`
            : "La partie reprend à son début."
        }`,
    },
  },
};

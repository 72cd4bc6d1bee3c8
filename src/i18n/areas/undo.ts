// Undo (issue 26): the /smashup undo command, the Undo button on a play's confirmation, the vote
// the other players answer, and the line the channel sees when decisions were taken back.

import type { Area } from "../locale.ts";

export interface UndoMessages {
  command: { name: string; description: string };
  /** The Undo button on the confirmation of a play. */
  button: string;
  /** Told privately to the player whose undo applied at once. */
  done: (undone: number) => string;
  /** Told privately to the player whose undo now waits for the others. */
  asked: string;
  /** The channel's line: `who` took back `undone` decisions (`byVote`: the others agreed). */
  notice: (who: string, undone: number, byVote: boolean) => string;
  /** The public vote: `who` asks; `revealed` tells why consent is needed. */
  vote: (who: string, undone: number, votes: number, needed: number, revealed: boolean) => string;
  agreeButton: string;
  refuseButton: string;
  /** The vote ended by a refusal. */
  refused: (who: string, by: string) => string;
  /** Told privately to a voter. */
  voted: string;
  refusedByYou: string;
}

export const undo: Area<UndoMessages> = {
  en: {
    command: { name: "undo", description: "Take back your last move" },
    button: "Undo this",
    done: (n) => (n === 1 ? "Undone: your latest decision." : `Undone: your latest ${n} decisions.`),
    asked: "Something was revealed or another player answered since: the others are asked to agree.",
    notice: (who, n, byVote) =>
      `↩️ ${who} took back ${n === 1 ? "1 decision" : `${n} decisions`}${byVote ? " (the table agreed)" : ""}.`,
    vote: (who, n, votes, needed, revealed) =>
      `↩️ ${who} asks to take back ${n === 1 ? "1 decision" : `${n} decisions`}${
        revealed ? " (something was revealed since)" : ""
      }. Everyone else must agree: ${votes}/${needed}. Any move ends the vote.`,
    agreeButton: "Agree",
    refuseButton: "Refuse",
    refused: (who, by) => `↩️ ${by} refused ${who}'s undo.`,
    voted: "Your agreement is counted.",
    refusedByYou: "You refused the undo.",
  },
  fr: {
    command: { name: "annuler", description: "Reprendre votre dernier coup" },
    // "Annuler" alone reads as "Cancel" next to a choice: the button says what it takes back.
    button: "Annuler ce coup",
    done: (n) => (n === 1 ? "Annulé : votre dernière décision." : `Annulé : vos ${n} dernières décisions.`),
    asked:
      "Quelque chose a été révélé ou un autre joueur a répondu depuis : les autres doivent être d'accord.",
    notice: (who, n, byVote) =>
      `↩️ ${who} reprend ${n === 1 ? "1 décision" : `${n} décisions`}${byVote ? " (la table est d'accord)" : ""}.`,
    vote: (who, n, votes, needed, revealed) =>
      `↩️ ${who} demande à reprendre ${n === 1 ? "1 décision" : `${n} décisions`}${
        revealed ? " (quelque chose a été révélé depuis)" : ""
      }. Tous les autres doivent accepter : ${votes}/${needed}. Tout coup joué met fin au vote.`,
    agreeButton: "Accepter",
    refuseButton: "Refuser",
    refused: (who, by) => `↩️ ${by} refuse l'annulation de ${who}.`,
    voted: "Votre accord est compté.",
    refusedByYou: "Vous avez refusé l'annulation.",
  },
};

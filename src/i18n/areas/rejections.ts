// Why the engine refused a decision (RejectReason of src/engine/engine.ts), for the player who sent it.

import type { RejectReason } from "../../engine/engine.ts";
import type { Area } from "../locale.ts";

export type RejectionMessages = Record<RejectReason, string>;

export const rejections: Area<RejectionMessages> = {
  en: {
    "game-over": "This game is over.",
    "stale-prompt": "This choice is no longer pending: the game has moved on.",
    "not-your-prompt": "This choice is not yours to make.",
    "wrong-count": "That is not the number of choices this prompt asks for.",
    "illegal-option": "That option is not allowed right now.",
    malformed: "That answer could not be understood.",
    "not-in-game": "You are not playing in this game.",
  },
  fr: {
    "game-over": "Cette partie est terminée.",
    "stale-prompt": "Ce choix n'est plus d'actualité : la partie a avancé.",
    "not-your-prompt": "Ce choix ne vous revient pas.",
    "wrong-count": "Ce n'est pas le nombre de choix demandé.",
    "illegal-option": "Cette option n'est pas permise pour le moment.",
    malformed: "Cette réponse n'a pas pu être comprise.",
    "not-in-game": "Vous ne jouez pas dans cette partie.",
  },
};

// Why the game service refused an input. Every refusal changes nothing; the caller shows the
// reason (translated by src/i18n/areas/app.ts) to the user who asked, privately.

import type { RejectReason } from "../engine/engine.ts";

export const APP_REASONS = [
  /** No such game (unknown id, or no open game in the channel). */
  "no-game",
  /** The channel already has a game in lobby or play (the refusal carries its id). */
  "busy-channel",
  "not-in-game",
  "not-host",
  "already-joined",
  "lobby-full",
  /** A lobby-only action after the faction selection began. */
  "already-started",
  "not-enough-players",
  /** Fewer factions available than two per player (DRAFT-1). */
  "not-enough-factions",
  "box-not-enabled",
  "invalid-options",
  /** A faction pick outside the faction selection. */
  "not-selecting",
  "not-your-pick",
  "not-in-pool",
  "already-yours",
  "taken",
  "picks-done",
  /** A game action while the game is still in its lobby or faction selection. */
  "not-active",
  "game-over",
  "cancelled",
  /** The board changed since the user saw it (version or prompt moved on). */
  "stale",
  "not-your-prompt",
  "illegal-option",
  "wrong-count",
  "malformed",
  /** The player conceded or was removed by vote. */
  "left-game",
  "kick-self",
  "target-not-in-game",
  /** A kick vote against a player the game is not waiting on (only an absent player can be voted out). */
  "kick-not-awaited",
  /** A kick vote before the game has waited long enough for its target (the refusal says when). */
  "kick-too-early",
  "already-voted",
  /** An AI-seat action on a seat no AI holds (a forged or outdated button). */
  "not-an-ai",
  /** What only a person may do or undergo (an AI seat is not voted on and does not vote). */
  "ai-seat",
  /** A player who conceded acts or votes while the others decide on their seat (issue 23). */
  "conceded-pending",
  /** A button of a vote the table already decided (an AI was put in the seat). */
  "vote-over",
  /** Taking a seat back that no AI holds for this user. */
  "not-replaced",
  /** Undo (issue 26): the player has no decision of theirs to take back. */
  "undo-nothing",
  /** Undo across a player leaving the game (a concession or a removal is not taken back). */
  "undo-player-left",
  /** An undo vote that no longer runs (decided, refused, or lapsed when someone acted). */
  "undo-vote-over",
  /** An undo while another undo vote runs. */
  "undo-vote-running",
  /** The player who asked for the undo votes on it. */
  "undo-own-vote",
  /** Something broke on our side; it is logged and the stored game is unchanged. */
  "internal",
] as const;

export type AppReason = (typeof APP_REASONS)[number];

export function engineReason(reason: RejectReason): AppReason {
  switch (reason) {
    case "stale-prompt":
      return "stale";
    case "not-in-game":
      return "left-game";
    default:
      return reason;
  }
}

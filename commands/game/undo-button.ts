// The Undo button of a play's confirmation (issue 26): the private panel shown after a player's
// decision carries "undo decision n", n being that decision's number in the game's log. The game
// service refuses it once n is no longer the player's latest decision (stale), whatever it says.

import type { Success } from "../../src/app/index.ts";
import { encodeConfirmId } from "../../src/discord/confirm-id.ts";
import { type Locale, msg } from "../../src/i18n/index.ts";
import type { MessagePayload } from "../../src/render/index.ts";
import { privateView } from "./views.ts";

/**
 * The confirmation of a play with its Undo button: the panel shown after `userId`'s decision,
 * which is the game's latest (`decisions`, read from the result before anything else moves it).
 * No button when the panel has no room left (Discord allows 5 rows).
 */
export function withUndoButton(
  panel: MessagePayload,
  gameId: string,
  decisions: number,
  locale: Locale,
): MessagePayload {
  if (decisions < 1 || panel.components.length >= 5) return panel;
  const button = {
    type: 2 as const,
    style: 2 as const,
    label: msg(locale).undo.button,
    emoji: { name: "↩️" },
    custom_id: encodeConfirmId({ gameId, verb: "undo", decision: decisions }),
  };
  return { ...panel, components: [...panel.components, { type: 1, components: [button] }] };
}

/** The panel shown to `userId` after their decision, with the Undo button of that decision. */
export function confirmationPanel(
  result: Success,
  userId: string,
  locale: Locale,
  note?: string,
): MessagePayload {
  const panel = privateView(result.snapshot, userId, locale, { note });
  const { engine, record } = result.snapshot;
  const seat = result.snapshot.seatOf(userId);
  // Not after an undo (its own result), nor for a player out of the game or a game over.
  const undoing = result.events.some((e) => e.type === "undone" || e.type === "undoVote");
  if (!engine || engine.over || seat === null || engine.g.players[seat]?.out || undoing) return panel;
  return withUndoButton(panel, record.id, engine.decisions, locale);
}

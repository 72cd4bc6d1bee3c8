// Undo (issue 26) on Discord: `/smashup undo`, the Undo button of a play's confirmation
// (`cf:<game>:undo:<n>`: decision n must still be the clicker's latest), and the public vote's
// Agree / Refuse buttons. The game service decides and saves; only then is anything told.

import type { Success } from "../../src/app/index.ts";
import type { ConfirmAction } from "../../src/discord/confirm-id.ts";
import { type Locale, msg } from "../../src/i18n/index.ts";
import type { CommandContext } from "../types.ts";
import { announceDecision } from "./decide.ts";
import { type Answerable, fillReply, textPayload } from "./respond.ts";

type UndoAction = Extract<ConfirmAction, { verb: "undo" | "undoyes" | "undono" }>;

export function isUndoAction(action: ConfirmAction): action is UndoAction {
  return action.verb === "undo" || action.verb === "undoyes" || action.verb === "undono";
}

/** A player asks to take back their latest decision (`decision`: the one a button was shown for). */
export async function askUndo(
  interaction: Answerable,
  context: CommandContext,
  gameId: string,
  locale: Locale,
  decision?: number,
): Promise<void> {
  const userId = interaction.user.id;
  const result = await context.games.undo({
    gameId,
    userId,
    ...(decision === undefined ? {} : { decision }),
  });
  const m = msg(locale);
  if (!result.ok) {
    await fillReply(interaction, textPayload(m.app.reason[result.reason]));
    return;
  }
  const applied = result.events.find((e) => e.type === "undone");
  const note = applied ? m.undo.done(applied.undone) : m.undo.asked;
  await announceDecision(
    interaction,
    context,
    result,
    locale,
    (panel) => fillReply(interaction, panel),
    note,
  );
}

/** A click on an undo button of the `cf` family (the caller checked the game and the channel). */
export async function clickUndo(
  interaction: Answerable,
  context: CommandContext,
  action: UndoAction,
  locale: Locale,
): Promise<void> {
  if (action.verb === "undo") return askUndo(interaction, context, action.gameId, locale, action.decision);
  const m = msg(locale);
  const agree = action.verb === "undoyes";
  const result = await context.games.voteUndo({
    gameId: action.gameId,
    voterId: interaction.user.id,
    requesterId: action.userId,
    agree,
  });
  if (!result.ok) {
    await fillReply(interaction, textPayload(m.app.reason[result.reason]));
    return;
  }
  await publish(interaction, context, result);
  await fillReply(interaction, textPayload(agree ? m.undo.voted : m.undo.refusedByYou));
}

async function publish(interaction: Answerable, context: CommandContext, result: Success): Promise<void> {
  await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
  });
}

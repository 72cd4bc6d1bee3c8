// `cf` components: "Concede" on the private confirmation of /smashup concede, and "Vote to remove"
// / "Replace with an AI" on the public votes (a kick vote, a concession, a player the timer struck).
// All are checked against the stored game when clicked.

import type { MessageComponentInteraction } from "discord.js";
import * as aiSeats from "../../src/app/ai-seats.ts";
import type { Refusal, Success } from "../../src/app/index.ts";
import { decodeConfirmId } from "../../src/discord/confirm-id.ts";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { escapeName } from "../../src/render/names.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { decide } from "./decide.ts";
import { deferPrivateAnswer, messageOptions, textPayload } from "./respond.ts";
import { clickUndo, isUndoAction } from "./undo-components.ts";

export const confirmComponents: ComponentHandler = {
  prefix: "cf",
  async handle(interaction, context) {
    if (!interaction.isMessageComponent()) {
      throw new UserError(msg(localeOf(interaction.locale)).play.invalidButton);
    }
    await deferPrivateAnswer(interaction);
    const locale = localeOf(interaction.locale);
    const m = msg(locale);
    const say = (text: string) => interaction.editReply(messageOptions(textPayload(text)));
    const action = decodeConfirmId(interaction.customId);
    const snapshot = action && (await context.games.load(action.gameId));
    if (!action || !snapshot || snapshot.record.channelId !== interaction.channelId) {
      await say(m.play.invalidButton);
      return;
    }
    if (action.verb === "concede") {
      const result = await decide(context, {
        gameId: action.gameId,
        userId: interaction.user.id,
        version: snapshot.record.version,
        decision: { kind: "concede" },
      });
      if (!result.ok) return void (await say(m.app.reason[result.reason]));
      await publish(interaction, context, result);
      // While the others decide (issue 23), an AI holds the seat: the player may take it back.
      const held = aiSeats.replacedSeatOf(result.snapshot.setup, interaction.user.id);
      const holder = held === null ? null : result.snapshot.setup.seats[held]?.name;
      await say(holder ? m.aiSeats.concededHeld(escapeName(holder)) : m.play.conceded);
      return;
    }
    if (action.verb === "back") {
      // A player an AI replaced takes their seat back (issue 23).
      const result = await context.games.takeSeatBack({ gameId: action.gameId, userId: interaction.user.id });
      if (!result.ok) return void (await say(m.app.reason[result.reason]));
      await publish(interaction, context, result);
      await say(m.aiSeats.tookBack);
      return;
    }
    // Undo (issue 26): the Undo button of a play's confirmation, and the vote on another's undo.
    if (isUndoAction(action)) return clickUndo(interaction, context, action, locale);
    const replace = action.verb === "kickai" ? action.level : undefined;
    const result = await context.games.voteKick({
      gameId: action.gameId,
      voterId: interaction.user.id,
      targetUserId: action.userId,
      ...(replace ? { replace } : {}),
    });
    if (!result.ok) return void (await say(kickRefusal(result, locale)));
    await publish(interaction, context, result);
    const target = escapeName(aiSeats.personName(snapshot.setup, action.userId) ?? "?");
    await say(
      replace
        ? m.aiSeats.kickReplaceVoted(target, m.aiSeats.name(m.aiSeats.level[replace]))
        : m.play.kickVoted(target),
    );
  },
};

async function publish(
  interaction: MessageComponentInteraction,
  context: CommandContext,
  result: Success,
): Promise<void> {
  await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
  });
}

/** Why a kick vote was refused, and when a vote asked too early becomes possible. */
export function kickRefusal(refusal: Refusal, locale: Locale): string {
  const m = msg(locale).app;
  const reason = m.reason[refusal.reason];
  if (!refusal.availableAt) return reason;
  return `${reason} ${m.notice.kickOpens(`<t:${Math.ceil(refusal.availableAt.getTime() / 1000)}:R>`)}`;
}

// The slash commands' side of a game: the game of the channel the command was typed in, the
// caller's seat in it, and the answer after a decision (the public messages first, then the
// caller's own panel).

import { MessageFlags } from "discord.js";
import type { ActResult, GameSnapshot } from "../../src/app/index.ts";
import type { Seat } from "../../src/engine/types.ts";
import { type Locale, msg } from "../../src/i18n/index.ts";
import { announceDecision } from "../game/decide.ts";
import { type Answerable, fillReply, textPayload } from "../game/respond.ts";
import { privateView } from "../game/views.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";

/** How a user whose client speaks `locale` types a /smashup subcommand. */
export function spelledCommand(key: "new" | "board" | "hand", locale: Locale): string {
  return `\`/smashup ${msg(locale).play.commands[key].name}\``;
}

/** The open game (lobby or play) of the interaction's channel; refuses with a hint when there is none. */
export async function channelGame(
  interaction: { channelId: string | null; guildId: string | null },
  context: CommandContext,
  locale: Locale,
): Promise<GameSnapshot> {
  const snapshot = await context.games.activeInChannel(interaction.channelId ?? "");
  if (!snapshot || snapshot.record.guildId !== interaction.guildId) {
    throw new UserError(msg(locale).play.noGame(spelledCommand("new", locale)));
  }
  return snapshot;
}

/** The caller's seat in a game in play; refuses when they are not playing or it has not started. */
export function playingSeat(snapshot: GameSnapshot, userId: string, locale: Locale): Seat {
  const reasons = msg(locale).app.reason;
  const seat = snapshot.seatOf(userId);
  if (seat === null) throw new UserError(reasons["not-in-game"]);
  if (!snapshot.engine) throw new UserError(reasons["not-active"]);
  if (snapshot.engine.g.players[seat]?.out) throw new UserError(reasons["left-game"]);
  return seat;
}

export async function deferPrivately(interaction: Answerable): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/**
 * After a decision: on success the public messages, then the caller's panel (with `done` above
 * it); on a refusal the reason above the current panel. Nothing is announced for a refusal.
 */
export async function answerDecision(
  interaction: Answerable,
  context: CommandContext,
  result: ActResult,
  locale: Locale,
  done?: string,
): Promise<void> {
  const userId = interaction.user.id;
  if (!result.ok) {
    const current = await context.games.activeInChannel(interaction.channelId ?? "");
    const reason = msg(locale).app.reason[result.reason];
    await fillReply(
      interaction,
      current ? privateView(current, userId, locale, { note: reason }) : textPayload(reason),
    );
    return;
  }
  await announceDecision(
    interaction,
    context,
    result,
    locale,
    (panel) => fillReply(interaction, panel),
    done,
  );
}

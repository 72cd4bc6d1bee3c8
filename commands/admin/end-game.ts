// `/smashup-admin end-game`: cancels the channel's open game (lobby or play), after a confirm
// button on the admin's private reply. It works even on a game whose log no longer replays:
// reading the channel's game goes through the store (no engine restored), and the game service's
// adminEndGame cancels whatever the state.

import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
} from "discord.js";
import { gameSetupSchema } from "../../src/app/index.ts";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { msg } from "../../src/i18n/index.ts";
import type { LoadedGame } from "../../src/store/index.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";
import { encodeAdminId } from "./custom-id.ts";
import { adminPayload, buttonRow } from "./payload.ts";

export async function askEndGame(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const m = msg(caller.locale).admin.endGame;
  const open = await openGame(caller, context);
  if (!open) throw new UserError(m.noGame);
  const gameId = open.game.id;
  const players = playerMentions(open);
  await interaction.reply({
    flags: MessageFlags.Ephemeral,
    ...adminPayload({
      content: m.confirm(players.join(", "), open.game.status === "lobby"),
      components: [
        buttonRow(
          {
            style: ButtonStyle.Danger,
            label: m.confirmButton,
            custom_id: encodeAdminId({ kind: "end", gameId, confirm: true }),
          },
          {
            style: ButtonStyle.Secondary,
            label: m.keepButton,
            custom_id: encodeAdminId({ kind: "end", gameId, confirm: false }),
          },
        ),
      ],
    }),
  });
}

export async function answerEndGame(
  gameId: string,
  confirm: boolean,
  interaction: ButtonInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const m = msg(caller.locale).admin.endGame;
  if (!confirm) {
    await interaction.update(adminPayload({ content: m.kept }));
    return;
  }
  // Acknowledged first: the cancel waits for the game's lock and its own save.
  await interaction.deferUpdate();
  const answer = (content: string) => interaction.editReply(adminPayload({ content }));
  // The button names one game: if the channel has moved on to another one, that one stays.
  const open = await openGame(caller, context);
  if (open?.game.id !== gameId) {
    await answer(m.gone);
    return;
  }
  const ended = await context.games.adminEndGame({
    guildId: caller.guildId,
    channelId: caller.channelId,
    adminId: caller.userId,
  });
  if (!ended.ok) {
    await answer(ended.reason === "no-game" ? m.gone : m.failed);
    return;
  }
  // Saved: now the admin's answer, then the public side (game message and note).
  await answer(m.ended);
  if (ended.snapshot) {
    await context.announcer.publish({
      client: interaction.client,
      snapshot: ended.snapshot,
      events: ended.events,
    });
  } else {
    // The announcer needs a readable game; a game whose setup is unreadable still gets its note.
    const settings = await context.store.getGuildSettings(caller.guildId);
    await interaction
      .followUp({
        content: msg(publicLocale(settings, interaction.guildLocale)).admin.endGame.publicNote(
          `<@${caller.userId}>`,
        ),
        allowedMentions: { parse: [] },
      })
      .catch((error: unknown) =>
        context.log.warn({ err: error, gameId }, "could not post the end-game note"),
      );
  }
}

async function openGame(caller: AdminCaller, context: CommandContext): Promise<LoadedGame | null> {
  const open = await context.store.loadActiveGameByChannel(caller.channelId);
  return open && open.game.guildId === caller.guildId ? open : null;
}

/** The seated players as mentions, from the setup when it reads, else from the player rows. */
function playerMentions(open: LoadedGame): string[] {
  const setup = gameSetupSchema.safeParse(open.game.setup);
  const ids = setup.success ? setup.data.seats.map((s) => s.userId) : open.players.map((p) => p.userId);
  return ids.map((id) => `<@${id}>`);
}

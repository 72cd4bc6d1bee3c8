// `/smashup games`: the server's ended games, newest first, in pages, privately (issue 25). A menu
// opens one game in place: its final scores, then buttons to its final board, its whole public log
// and its file. Every click is checked against the server of the click and the game's status: a
// game of another server, or one still running, opens nothing; the file follows mayHaveGameFile.
// Only games of channels the asker can see are listed or opened (channel-visibility.ts). With
// `mine:True` (issue 26) it lists instead the server's open games waiting for the asker (games-mine.ts).

import { type MessageComponentInteraction, MessageFlags } from "discord.js";
import type { GameSnapshot } from "../../src/app/index.ts";
import type { GameSummary } from "../../src/app/types.ts";
import { boardInput } from "../../src/discord/views.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import { type Locale, localeOf } from "../../src/i18n/index.ts";
import {
  button,
  decodePastGamesId,
  encodePastGamesId,
  formatDate,
  PAST_GAMES_PREFIX,
  renderPastGames,
} from "../../src/records/history-render.ts";
import { GAMES_PAGE_SIZE, historyStoreOf } from "../../src/records/history-store.ts";
import { shortToGameId } from "../../src/render/custom-id.ts";
import { decodeLogPageId } from "../../src/render/history.ts";
import { renderBoardDetails, renderGameOver } from "../../src/render/index.ts";
import { type MessagePayload, row } from "../../src/render/payload.ts";
import { isServerAdmin } from "../admin/access.ts";
import { fillReply, textPayload } from "../game/respond.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { deferPrivately } from "./channel-game.ts";
import { channelVisibility, hiddenChannelIds } from "./channel-visibility.ts";
import { gamesMine } from "./games-mine.ts";
import { logPage } from "./log.ts";
import { sendGameFile } from "./report-file.ts";
import type { Subcommand } from "./subcommand.ts";

export function gamesSubcommand(): Subcommand {
  const en = pastGames.en.gamesCommand;
  const fr = pastGames.fr.gamesCommand;
  return {
    name: en.name,
    description: en.description,
    fr: { name: fr.name, description: fr.description },
    options: (builder) =>
      builder.addBooleanOption((o) =>
        o
          .setName(notify.en.mine.option)
          .setNameLocalizations({ fr: notify.fr.mine.option })
          .setDescription(notify.en.mine.optionDescription)
          .setDescriptionLocalizations({ fr: notify.fr.mine.optionDescription }),
      ),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      if (interaction.options.getBoolean(notify.en.mine.option)) {
        await fillReply(
          interaction,
          await gamesMine(interaction, context, locale, channelVisibility(interaction)),
        );
        return;
      }
      const hidden = hiddenChannelIds(interaction);
      await fillReply(interaction, await listPage(context, interaction.guildId ?? "", 0, locale, hidden));
    },
  };
}

async function listPage(
  context: CommandContext,
  guildId: string,
  page: number,
  locale: Locale,
  hidden: readonly string[],
): Promise<MessagePayload> {
  const games = await historyStoreOf(context.store).listPastGames(guildId, page, GAMES_PAGE_SIZE, hidden);
  return renderPastGames(games, page, GAMES_PAGE_SIZE, locale);
}

export const pastGamesComponents: ComponentHandler = {
  prefix: PAST_GAMES_PREFIX,
  async handle(interaction, context) {
    const locale = localeOf(interaction.locale);
    const t = pastGames[locale];
    if (!interaction.isMessageComponent() || !interaction.inGuild()) throw new UserError(t.gameGone);
    const action = decodePastGamesId(interaction.customId, shortToGameId);
    if (!action) throw new UserError(t.gameGone);
    if (action.kind === "file") {
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      const snapshot = await endedGame(context, interaction, action.gameId);
      if (!snapshot) throw new UserError(t.gameGone);
      await sendGameFile(interaction, context, snapshot.record.id, locale);
      return;
    }
    await deferInPlace(interaction);
    if (action.kind === "list") {
      const hidden = hiddenChannelIds(interaction);
      await fillReply(interaction, await listPage(context, interaction.guildId, action.page, locale, hidden));
      return;
    }
    const gameId =
      action.kind === "open"
        ? interaction.isStringSelectMenu()
          ? shortToGameId(interaction.values[0] ?? "")
          : null
        : action.gameId;
    const snapshot = gameId ? await endedGame(context, interaction, gameId) : null;
    if (!snapshot) {
      await fillReply(interaction, textPayload(t.gameGone));
      return;
    }
    if (action.kind === "board") await fillReply(interaction, finalBoard(snapshot, locale));
    else if (action.kind === "log")
      await fillReply(interaction, await pastLogPage(context, snapshot, action.page, locale));
    else await fillReply(interaction, gameView(interaction, snapshot, locale));
  },
};

/** The answers replace the private message the click sits on; on a public one they come apart. */
async function deferInPlace(interaction: MessageComponentInteraction): Promise<void> {
  if (interaction.message.flags.has(MessageFlags.Ephemeral)) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/** The game, when it is one of the click's server's ended games with an engine (else null). */
async function endedGame(
  context: CommandContext,
  interaction: MessageComponentInteraction,
  gameId: string,
): Promise<GameSnapshot | null> {
  const snapshot = await context.games.load(gameId);
  if (!snapshot || snapshot.record.guildId !== interaction.guildId) return null;
  if (!channelVisibility(interaction)(snapshot.record.channelId)) return null;
  const status = snapshot.record.status;
  if (status !== "finished" && status !== "cancelled") return null;
  return snapshot.engine && snapshot.record.summary ? snapshot : null;
}

function navigation(snapshot: GameSnapshot, locale: Locale, withFile: boolean) {
  const t = pastGames[locale];
  const gameId = snapshot.record.id;
  const buttons = [
    button(t.finalBoard, encodePastGamesId({ kind: "board", gameId })),
    button(t.log, encodePastGamesId({ kind: "log", gameId, page: 9999 })),
  ];
  if (withFile) buttons.push(button(t.gameFile, encodePastGamesId({ kind: "file", gameId })));
  buttons.push(button("↩", encodePastGamesId({ kind: "list", page: 0 })));
  return row(...buttons);
}

/** The opened game: its final scores and where it was played, with its buttons. */
function gameView(
  interaction: MessageComponentInteraction,
  snapshot: GameSnapshot,
  locale: Locale,
): MessagePayload {
  const t = pastGames[locale];
  const summary = snapshot.record.summary as unknown as GameSummary;
  const over = renderGameOver(summary, locale);
  const ended = snapshot.record.finishedAt ?? snapshot.record.updatedAt;
  // The file button shows to those who may have it; the click checks again.
  const player = snapshot.seatOf(interaction.user.id) !== null;
  return {
    content: t.opened(formatDate(ended, locale), `<#${snapshot.record.channelId}>`, summary.turns),
    embeds: over.embeds,
    components: [navigation(snapshot, locale, player || isServerAdmin(interaction))],
    allowedMentions: { parse: [] },
  };
}

function finalBoard(snapshot: GameSnapshot, locale: Locale): MessagePayload {
  const engine = snapshot.engine;
  if (!engine) return textPayload(pastGames[locale].gameGone);
  const details = renderBoardDetails(boardInput(snapshot, engine), locale);
  return {
    content: details.content,
    embeds: details.embeds,
    components: [row(button("↩", encodePastGamesId({ kind: "view", gameId: snapshot.record.id })))],
    allowedMentions: { parse: [] },
  };
}

/** `/smashup log` of that game, its page buttons turned into this module's (any channel of the server). */
async function pastLogPage(
  context: CommandContext,
  snapshot: GameSnapshot,
  page: number,
  locale: Locale,
): Promise<MessagePayload> {
  const gameId = snapshot.record.id;
  const rendered = await logPage(context, snapshot, page, locale);
  const pageButtons = rendered.components
    .flatMap((r) => r.components)
    .flatMap((c) => {
      if (!("custom_id" in c) || c.type !== 2) return [];
      const to = decodeLogPageId(c.custom_id);
      return to ? [{ ...c, custom_id: encodePastGamesId({ kind: "log", gameId, page: to.page }) }] : [];
    });
  return {
    ...rendered,
    components: [row(...pageButtons, button("↩", encodePastGamesId({ kind: "view", gameId })))],
  };
}

// `/smashup log`: the whole game of the channel (in play, else the last one finished there) by turn,
// in pages, for anyone in the channel (only the asker sees the answer). Public lines only: the
// history is rebuilt by replaying the game and every line addressed to one player is left out
// (src/app/history.ts). The page buttons (`hl`) work on the ephemeral answer and are checked
// against the channel of the click.

import { publicHistory } from "../../src/app/history.ts";
import type { GameSnapshot } from "../../src/app/index.ts";
import { history as historyText } from "../../src/i18n/areas/history.ts";
import { type Locale, localeOf, localizedNames } from "../../src/i18n/index.ts";
import { decodeLogPageId, LOG_PAGE_PREFIX, logPages, renderLogPage } from "../../src/render/history.ts";
import type { MessagePayload } from "../../src/render/index.ts";
import { escapeName } from "../../src/render/names.ts";
import { deferPrivateAnswer, fillReply, textPayload } from "../game/respond.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { deferPrivately } from "./channel-game.ts";
import type { Subcommand } from "./subcommand.ts";

/** A page number past any game's last page: the command opens on the latest turns. */
const LAST_PAGE = 9999;

export function logSubcommand(): Subcommand {
  const en = historyText.en;
  const fr = historyText.fr;
  return {
    name: en.command.name,
    description: en.command.description,
    fr: { name: fr.command.name, description: fr.command.description },
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      await deferPrivately(interaction);
      // The game in play, or once it is over the last one the channel finished.
      const snapshot = await context.games.latestPlayedInChannel(
        interaction.guildId ?? "",
        interaction.channelId ?? "",
      );
      if (!snapshot?.engine) {
        throw new UserError(historyText[locale].noGame);
      }
      await fillReply(interaction, await logPage(context, snapshot, LAST_PAGE, locale));
    },
  };
}

export const logComponents: ComponentHandler = {
  prefix: LOG_PAGE_PREFIX,
  async handle(interaction, context) {
    const locale = localeOf(interaction.locale);
    if (!interaction.isMessageComponent()) throw new UserError(historyText[locale].noGame);
    await deferPrivateAnswer(interaction);
    const action = decodeLogPageId(interaction.customId);
    const snapshot = action && (await context.games.load(action.gameId));
    if (!action || !snapshot?.engine || snapshot.record.channelId !== interaction.channelId) {
      await fillReply(interaction, textPayload(historyText[locale].noGame));
      return;
    }
    await fillReply(interaction, await logPage(context, snapshot, action.page, locale));
  },
};

/** A page of the game's whole public log (also `/smashup games`' Log, commands/smashup/games.ts). */
export async function logPage(
  context: CommandContext,
  snapshot: GameSnapshot,
  page: number,
  locale: Locale,
): Promise<MessagePayload> {
  const exported = await context.games.exportGame(snapshot.record.id);
  const story = exported && publicHistory(exported, snapshot.engine?.g ?? null);
  if (!story) return textPayload(historyText[locale].empty);
  const names = localizedNames(
    story.g,
    snapshot.setup.seats.map((s) => escapeName(s.name)),
    locale,
  );
  const pages = logPages(story.entries, story.activeOf, names, locale);
  return renderLogPage(pages, page, snapshot.record.id, locale, story.partial);
}

// `/smashup report text:`: a player of the channel's game (in play, else the last one finished
// there) reports a problem. The report keeps the game, the number of decisions it had reached, the
// running release, the text and the reporter, and the answer gives its reference (#n) for the
// admins' `/smashup-admin report id:n`. The game's file comes with the answer only once the game
// is over: while it runs, the seed and decisions would show the reporter every hidden card. The
// admins are told in the channel they chose (report-notice.ts), without the file.

import { gameSetupSchema } from "../../src/app/index.ts";
import { RELEASE } from "../../src/app/release.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import { localeOf } from "../../src/i18n/index.ts";
import { historyStoreOf } from "../../src/records/history-store.ts";
import { localize } from "../localization.ts";
import { UserError } from "../user-error.ts";
import { deferPrivately } from "./channel-game.ts";
import { gameFileFor } from "./report-file.ts";
import { noticeReport } from "./report-notice.ts";
import type { Subcommand } from "./subcommand.ts";

export const REPORT_TEXT_MAX = 1500;

export function reportSubcommand(): Subcommand {
  const en = pastGames.en.reportCommand;
  const fr = pastGames.fr.reportCommand;
  return {
    name: en.name,
    description: en.description,
    fr: { name: fr.name, description: fr.description },
    options: (builder) =>
      builder.addStringOption((o) =>
        localize(o, { en: en.option, fr: fr.option }, { en: en.optionDescription, fr: fr.optionDescription })
          .setRequired(true)
          .setMinLength(3)
          .setMaxLength(REPORT_TEXT_MAX),
      ),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const t = pastGames[locale];
      const text = interaction.options.getString(en.option, true).trim().slice(0, REPORT_TEXT_MAX);
      await deferPrivately(interaction);
      const guildId = interaction.guildId ?? "";
      // Read from the store, no engine restored: a game whose log no longer replays (the very bug
      // a player may be reporting) can be reported all the same.
      const gameId = await context.store.latestPlayedGameId(guildId, interaction.channelId ?? "");
      const loaded = gameId ? await context.store.loadGame(gameId) : null;
      if (!gameId || !loaded) throw new UserError(t.noGameToReport);
      const setup = gameSetupSchema.safeParse(loaded.game.setup);
      if (!setup.success || !setup.data.seats.some((s) => s.userId === interaction.user.id)) {
        throw new UserError(t.notAPlayer);
      }
      const decision = loaded.game.snapshotSeq + loaded.decisions.length;
      const report = await historyStoreOf(context.store).addReport({
        guildId,
        gameId,
        decision,
        release: RELEASE,
        reporterId: interaction.user.id,
        text,
      });
      context.log.info({ gameId, reportId: report.id, decision }, "game reported");
      const file = await gameFileFor(interaction, context, gameId, {
        id: report.id,
        decision,
        release: RELEASE,
        text,
      });
      const over = loaded.game.status === "finished" || loaded.game.status === "cancelled";
      const lines = [
        t.reportStored(report.id, decision),
        over && file ? t.reportGameOver : t.reportWhileRunning,
      ];
      await interaction.editReply({
        content: lines.join("\n"),
        files: over && file ? [file] : [],
        allowedMentions: { parse: [] },
      });
      // The admins are told in their chosen channel, after the player has their answer.
      await noticeReport(
        interaction.client,
        context,
        report,
        interaction.channelId ?? "",
        interaction.guildLocale,
      );
    },
  };
}

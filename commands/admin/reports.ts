// The admins' side of the records (issue 25), two subcommands of /smashup-admin:
// - `report` lists the server's latest reports (and where new ones are announced); `report channel:`
//   chooses the channel told of each new report (`off:` stops it); `report id:` shows a player's report of this server with its game's file attached, privately,
//   at any time (admins handle the reports; the file shows every hidden card, so it says so while
//   the game runs);
// - `delete-data` deletes the server's ended games (decisions, logs, reports) and its settings,
//   after a confirm button on the admin's private answer; refused while a game is open.

import {
  type ButtonInteraction,
  ButtonStyle,
  ChannelType,
  type ChatInputCommandInteraction,
  MessageFlags,
  type SlashCommandBuilder,
} from "discord.js";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import { formatDate } from "../../src/records/history-render.ts";
import { historyStoreOf } from "../../src/records/history-store.ts";
import { clip } from "../../src/render/payload.ts";
import { localize } from "../localization.ts";
import { gameFileFor } from "../smashup/report-file.ts";
import { sendableChannel } from "../smashup/report-notice.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { type AdminCaller, requireServerAdmin } from "./access.ts";
import { adminPayload, buttonRow } from "./payload.ts";

const en = pastGames.en;
const fr = pastGames.fr;
export const RECORDS_ADMIN_SUBCOMMANDS = [en.adminReport.name, en.adminDelete.name] as const;

/** Adds `report` and `delete-data` to the /smashup-admin builder. */
export function addRecordsSubcommands<B extends Pick<SlashCommandBuilder, "addSubcommand">>(data: B): B {
  data.addSubcommand((sub) =>
    localize(
      sub,
      { en: en.adminReport.name, fr: fr.adminReport.name },
      { en: en.adminReport.description, fr: fr.adminReport.description },
    )
      .addIntegerOption((o) =>
        localize(
          o,
          { en: en.adminReport.option, fr: fr.adminReport.option },
          { en: en.adminReport.optionDescription, fr: fr.adminReport.optionDescription },
        )
          .setMinValue(1)
          .setMaxValue(2_147_483_647),
      )
      .addChannelOption((o) =>
        localize(
          o,
          { en: en.noticeOptions.channel, fr: fr.noticeOptions.channel },
          { en: en.noticeOptions.channelDescription, fr: fr.noticeOptions.channelDescription },
        ).addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement),
      )
      .addBooleanOption((o) =>
        localize(
          o,
          { en: en.noticeOptions.off, fr: fr.noticeOptions.off },
          { en: en.noticeOptions.offDescription, fr: fr.noticeOptions.offDescription },
        ),
      ),
  );
  data.addSubcommand((sub) =>
    localize(
      sub,
      { en: en.adminDelete.name, fr: fr.adminDelete.name },
      { en: en.adminDelete.description, fr: fr.adminDelete.description },
    ),
  );
  return data;
}

/** Runs `report` or `delete-data`; false for another subcommand. */
export async function runRecordsSubcommand(
  name: string,
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<boolean> {
  if (name === en.adminReport.name) {
    await showReport(interaction, caller, context);
    return true;
  }
  if (name === en.adminDelete.name) {
    await askDeleteData(interaction, caller, context);
    return true;
  }
  return false;
}

async function showReport(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const t = pastGames[caller.locale];
  const id = interaction.options.getInteger(en.adminReport.option);
  const noticeChannel = interaction.options.getChannel(en.noticeOptions.channel);
  const off = interaction.options.getBoolean(en.noticeOptions.off) === true;
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  if (noticeChannel || off) {
    await chooseNoticeChannel(interaction, caller, context, off ? null : (noticeChannel?.id ?? null));
    if (id === null) return;
  }
  if (id === null) {
    // Without a number: the latest reports, one line each, to pick one from; then where new ones go.
    const history = historyStoreOf(context.store);
    const reports = await history.latestReports(caller.guildId);
    const notices = await history.reportChannel(caller.guildId);
    const lines = reports.map((r) =>
      t.reportLine(
        r.id,
        formatDate(r.createdAt, caller.locale),
        `<@${r.reporterId}>`,
        clip(r.text.replace(/\s+/g, " "), 70),
      ),
    );
    const list = reports.length === 0 ? t.noReports : [t.reportsTitle, ...lines].join("\n");
    const where = notices ? t.noticeChannelIs(`<#${notices}>`) : t.noticeChannelNone;
    const content = `${list.slice(0, 1700)}\n${where}`;
    await interaction.editReply({ content, allowedMentions: { parse: [] } });
    return;
  }
  const report = await historyStoreOf(context.store).report(caller.guildId, id);
  if (!report) throw new UserError(t.noReport(id));
  const file = await gameFileFor(interaction, context, report.gameId, {
    id: report.id,
    decision: report.decision,
    release: report.release,
    text: report.text,
  });
  const loaded = await context.store.loadGame(report.gameId);
  const over = loaded?.game.status === "finished" || loaded?.game.status === "cancelled";
  const head = t.reportShown(
    report.id,
    `<@${report.reporterId}>`,
    formatDate(report.createdAt, caller.locale),
    report.decision,
    report.release,
  );
  const quoted = report.text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const content = [head, quoted, file ? (over ? t.reportGameOverNote : t.reportGameRuns) : t.gameGone]
    .join("\n")
    .slice(0, 2000);
  await interaction.editReply({ content, files: file ? [file] : [], allowedMentions: { parse: [] } });
}

/**
 * Chooses (or, with null, clears) the channel told of new reports. The bot says hello there first:
 * a channel it cannot post in is refused with the reason, and nothing changes.
 */
async function chooseNoticeChannel(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
  channelId: string | null,
): Promise<void> {
  const t = pastGames[caller.locale];
  const history = historyStoreOf(context.store);
  if (channelId === null) {
    await history.setReportChannel(caller.guildId, null);
    await interaction.editReply({ content: t.noticeChannelOff, allowedMentions: { parse: [] } });
    return;
  }
  const mention = `<#${channelId}>`;
  const channel = await sendableChannel(interaction.client, caller.guildId, channelId);
  const locale = publicLocale(await context.store.getGuildSettings(caller.guildId), interaction.guildLocale);
  const said =
    typeof channel !== "string" &&
    (await channel
      .send({ content: pastGames[locale].noticeChannelHello, allowedMentions: { parse: [] } })
      .then(() => true)
      .catch(() => false));
  if (!said) throw new UserError(t.noticeChannelUnusable(mention));
  await history.setReportChannel(caller.guildId, channelId);
  context.log.info({ adminId: caller.userId, channelId }, "report notices channel chosen");
  await interaction.editReply({ content: t.noticeChannelSet(mention), allowedMentions: { parse: [] } });
}

/** custom_id of the confirm buttons: `rd:yes` / `rd:no` (the server is the click's). */
export const DELETE_DATA_PREFIX = "rd";

async function askDeleteData(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const t = pastGames[caller.locale];
  const records = historyStoreOf(context.store);
  const open = await records.openGames(caller.guildId);
  if (open > 0) throw new UserError(t.deleteOpenGames(open));
  const counts = await records.countData(caller.guildId);
  await interaction.reply({
    flags: MessageFlags.Ephemeral,
    ...adminPayload({
      content: t.deleteConfirm(counts.games, counts.reports),
      components: [
        buttonRow(
          { style: ButtonStyle.Danger, label: t.deleteButton, custom_id: `${DELETE_DATA_PREFIX}:yes` },
          { style: ButtonStyle.Secondary, label: t.keepButton, custom_id: `${DELETE_DATA_PREFIX}:no` },
        ),
      ],
    }),
  });
}

export const deleteDataComponents: ComponentHandler = {
  prefix: DELETE_DATA_PREFIX,
  async handle(interaction, context) {
    const caller = requireServerAdmin(interaction);
    const t = pastGames[caller.locale];
    const answer = interaction.customId.slice(DELETE_DATA_PREFIX.length + 1);
    // The confirmation is a private answer: the same custom_id on a public message is forged.
    if (
      !interaction.isButton() ||
      !interaction.message.flags.has(MessageFlags.Ephemeral) ||
      (answer !== "yes" && answer !== "no")
    ) {
      throw new UserError(pastGames[caller.locale].gameGone);
    }
    await answerDeleteData(answer === "yes", interaction, caller, context, t);
  },
};

async function answerDeleteData(
  confirm: boolean,
  interaction: ButtonInteraction,
  caller: AdminCaller,
  context: CommandContext,
  t: (typeof pastGames)["en"],
): Promise<void> {
  if (!confirm) {
    await interaction.update(adminPayload({ content: t.kept }));
    return;
  }
  await interaction.deferUpdate();
  const records = historyStoreOf(context.store);
  const open = await records.openGames(caller.guildId);
  if (open > 0) {
    await interaction.editReply(adminPayload({ content: t.deleteOpenGames(open) }));
    return;
  }
  const deleted = await records.deleteGuildData(caller.guildId);
  context.log.info({ adminId: caller.userId, ...deleted }, "server data deleted");
  await interaction.editReply(adminPayload({ content: t.deleted(deleted.games, deleted.reports) }));
}

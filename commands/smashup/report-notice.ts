// The admins told of each player's report (issue 25): a notice in the channel an admin chose with
// `/smashup-admin report channel:`, in the server's language, naming the report, its reporter, the
// game's channel and decision and quoting the text — never the game's file (it shows every hidden
// card; `/smashup-admin report id:` gives it privately). Pings nobody. A channel that is gone is
// forgotten; one the bot may no longer post in is kept (an admin may give the access back); either
// way the player's report stands and the failure is logged.

import { type Client, DiscordAPIError, RESTJSONErrorCodes, type SendableChannels } from "discord.js";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import type { Locale } from "../../src/i18n/index.ts";
import type { ReportRecord } from "../../src/records/history-store.ts";
import { historyStoreOf } from "../../src/records/history-store.ts";
import { clip } from "../../src/render/payload.ts";
import type { CommandContext } from "../types.ts";

/** The report's text as quoted in a notice: a message holds 2,000 characters, the head included. */
const QUOTED_MAX = 1_500;

/** Why a channel cannot take the bot's messages: gone (or never the server's), or out of its reach. */
export type Unusable = "gone" | "forbidden";

/** The server's channel `channelId` if the bot can post there, else why not. */
export async function sendableChannel(
  client: Client,
  guildId: string,
  channelId: string,
): Promise<SendableChannels | Unusable> {
  try {
    const channel = await client.channels.fetch(channelId);
    if (!channel?.isSendable() || channel.isDMBased() || channel.guildId !== guildId) return "gone";
    return channel;
  } catch (error) {
    return unusable(error);
  }
}

function unusable(error: unknown): Unusable {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownChannel
    ? "gone"
    : "forbidden";
}

export function reportNoticeText(report: ReportRecord, gameChannelId: string, locale: Locale): string {
  const quoted = clip(report.text, QUOTED_MAX)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return pastGames[locale].reportNotice(
    report.id,
    `<@${report.reporterId}>`,
    `<#${gameChannelId}>`,
    report.decision,
    quoted,
  );
}

/** Tells the server's admins of a new report, if they chose a channel; never throws. */
export async function noticeReport(
  client: Client,
  context: CommandContext,
  report: ReportRecord,
  gameChannelId: string,
  guildLocale: string | null,
): Promise<"sent" | "none" | "failed"> {
  const history = historyStoreOf(context.store);
  let channelId: string | null = null;
  let why: Unusable = "forbidden";
  try {
    channelId = await history.reportChannel(report.guildId);
    if (!channelId) return "none";
    const locale = publicLocale(await context.store.getGuildSettings(report.guildId), guildLocale);
    const channel = await sendableChannel(client, report.guildId, channelId);
    if (typeof channel === "string") why = channel;
    else {
      await channel.send({
        content: reportNoticeText(report, gameChannelId, locale),
        allowedMentions: { parse: [] },
      });
      return "sent";
    }
  } catch (error) {
    why = unusable(error);
    context.log.warn({ err: error }, "report notice failed");
  }
  context.log.warn(
    { guildId: report.guildId, channelId, reportId: report.id, why },
    "the admins' report notice could not be posted",
  );
  // A channel that no longer exists is forgotten; a forbidden one is kept for an admin to mend.
  if (why === "gone" && channelId)
    await history.setReportChannel(report.guildId, null).catch(() => undefined);
  return "failed";
}

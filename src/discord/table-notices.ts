// The public text of the table notices no move makes (issue 26: a player went away or came back;
// src/app/table-notices.ts): the player named by a mention that pings nobody, the date as a
// Discord timestamp (each reader sees their own time).

import type { TimerNoticeRecord } from "../app/setup.ts";
import { away } from "../i18n/areas/away.ts";
import type { Locale } from "../i18n/index.ts";
import type { MessagePayload } from "../render/index.ts";

/** The payload of an away/back notice; undefined for the timer's own kinds. */
export function tableNoticePayload(kept: TimerNoticeRecord, locale: Locale): MessagePayload | undefined {
  if (kept.kind !== "away" && kept.kind !== "back") return undefined;
  const t = away[locale];
  const who = `<@${kept.userId}>`;
  const content =
    kept.kind === "away"
      ? t.noticeAway(who, `<t:${Math.floor(Date.parse(kept.until ?? "") / 1000)}:f>`)
      : t.noticeBack(who);
  return { content, embeds: [], components: [], allowedMentions: { parse: [] } };
}

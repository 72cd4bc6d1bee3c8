// The public notice for a prompt that waits on someone other than the active player ("@Bob —
// Tar Pits: before a base scores, use a Special or pass"), with the Respond button that opens
// their private panel. It pings that player only.

import type { PromptSummary } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import type { Locale } from "../i18n/locale.ts";
import type { BoardInput } from "./board.ts";
import { encodeCustomId } from "./custom-id.ts";
import { Names } from "./names.ts";
import { clip, LIMITS, type MessagePayload, mentionOnly, row } from "./payload.ts";
import { promptAbout } from "./prompt-text.ts";

export function renderPromptNotice(board: BoardInput, prompt: PromptSummary, locale: Locale): MessagePayload {
  const names = new Names(locale, board.players, board.defs);
  const t = boardText[locale];
  const user = names.userId(prompt.seat);
  const custom_id = encodeCustomId({
    prefix: "sg",
    gameId: board.gameId,
    version: board.version,
    promptId: prompt.id,
    verb: "resp",
  });
  return {
    content: clip(t.notice(names.mention(prompt.seat), promptAbout(prompt, names)), LIMITS.content),
    embeds: [],
    components: [
      row({
        type: 2,
        style: 3,
        label: clip(t.respond(names.plainSeat(prompt.seat)), LIMITS.buttonLabel),
        custom_id,
      }),
    ],
    allowedMentions: mentionOnly(user ? [user] : []),
  };
}

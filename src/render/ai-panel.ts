// The AI seats panel (issue 23), private to whoever typed `/smashup ai`: in a lobby, its host adds
// Easy / Normal / Hard AI players to the free seats and takes them off; in play, a player an AI
// replaced takes their seat back. Anyone else is told what the command is for.

import type { GameSetupRecord } from "../app/setup.ts";
import { encodeConfirmId } from "../discord/confirm-id.ts";
import { aiSeats as aiText } from "../i18n/areas/ai-seats.ts";
import type { Locale } from "../i18n/locale.ts";
import { button } from "./controls.ts";
import { encodeCustomId } from "./custom-id.ts";
import { escapeName } from "./names.ts";
import { type MessagePayload, mentionOnly, row } from "./payload.ts";

export interface AiPanelView {
  gameId: string;
  version: number;
  setup: GameSetupRecord;
  userId: string;
  /** A line above the panel (what the last click did, or why it was refused). */
  note?: string;
}

const LEVELS = ["easy", "normal", "hard"] as const;
const MAX_SEATS = 4;

export function renderAiPanel(view: AiPanelView, locale: Locale): MessagePayload {
  const t = aiText[locale];
  const { setup, userId } = view;
  const head = view.note ? [view.note] : [];
  if (setup.stage === "lobby" && setup.hostId === userId) {
    const free = MAX_SEATS - setup.seats.length;
    const id = (body: { verb: "aiadd"; level: (typeof LEVELS)[number] } | { verb: "airm"; seat: number }) =>
      encodeCustomId({ prefix: "lb", gameId: view.gameId, version: view.version, promptId: 0, ...body });
    const adds = LEVELS.map((level) =>
      button(t.add(t.level[level]), id({ verb: "aiadd", level }), 1, free <= 0),
    );
    const removes = setup.seats.flatMap((s, seat) =>
      s.ai ? [button(t.remove(s.name), id({ verb: "airm", seat }), 4)] : [],
    );
    return {
      content: [...head, `**${t.panelTitle}**`, t.panelBody(free)].join("\n"),
      embeds: [],
      components: removes.length > 0 ? [row(...adds), row(...removes)] : [row(...adds)],
      allowedMentions: mentionOnly([]),
    };
  }
  const held = setup.seats.find((s) => s.ai && s.replaced?.userId === userId);
  if (setup.stage === "playing" && held) {
    return {
      content: [...head, t.takeBackBody(escapeName(held.name))].join("\n"),
      embeds: [],
      components: [row(button(t.takeBackButton, encodeConfirmId({ gameId: view.gameId, verb: "back" }), 3))],
      allowedMentions: mentionOnly([]),
    };
  }
  return {
    content: [...head, t.nothingToDo].join("\n"),
    embeds: [],
    components: [],
    allowedMentions: mentionOnly([]),
  };
}

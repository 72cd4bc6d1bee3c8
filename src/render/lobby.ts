// The lobby message: seats, options, Join / Leave / Start / Cancel, and the host's option selects
// (anyone sees them; the handler checks that the host uses them). Once the lobby closes the
// message keeps its text and loses its components.

import type { APIEmbed } from "discord.js";
import { type GameSetupRecord, type LobbyOptions, TURN_TIMER_HOURS } from "../app/setup.ts";
import { aiSeats as aiText } from "../i18n/areas/ai-seats.ts";
import { lobby as lobbyText } from "../i18n/areas/lobby.ts";
import { boxName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { button } from "./controls.ts";
import { encodeCustomId, type LobbyAction } from "./custom-id.ts";
import { escapeName } from "./names.ts";
import {
  type ActionRow,
  clip,
  LIMITS,
  type MessagePayload,
  mentionOnly,
  row,
  type StringSelect,
} from "./payload.ts";

export interface LobbyView {
  gameId: string;
  version: number;
  setup: GameSetupRecord;
  /** Boxes the server enabled: the host chooses among them. */
  enabledBoxes: readonly string[];
}

const MIN_SEATS = 2;
const MAX_SEATS = 4;
const VP_CHOICES = [5, 8, 10, 12, 15, 18, 20, 25, 30];
const MODES = ["draft", "free", "random"] as const;
const COLOR = { open: 0x57f287, closed: 0x4f545c };

type LobbyBody = LobbyAction extends infer A
  ? A extends LobbyAction
    ? Omit<A, "prefix" | "gameId" | "version" | "promptId">
    : never
  : never;

function lobbyId(view: LobbyView, body: LobbyBody): string {
  return encodeCustomId({
    prefix: "lb",
    gameId: view.gameId,
    version: view.version,
    promptId: 0,
    ...body,
  } as LobbyAction);
}

export function renderLobby(view: LobbyView, locale: Locale): MessagePayload {
  const t = lobbyText[locale];
  const { setup } = view;
  const open = setup.stage === "lobby";
  const embed: APIEmbed = {
    title: t.title,
    description: clip(lobbyLines(setup, locale).join("\n"), LIMITS.embedDescription),
    color: open ? COLOR.open : COLOR.closed,
  };
  if (setup.stage === "cancelled") embed.footer = { text: t.cancelled };
  else if (!open) embed.footer = { text: t.started };
  return {
    content: "",
    embeds: [embed],
    components: open ? lobbyRows(view, locale) : [],
    allowedMentions: mentionOnly([]),
  };
}

function lobbyLines(setup: GameSetupRecord, locale: Locale): string[] {
  const t = lobbyText[locale];
  const o = setup.options;
  const host = setup.seats.find((s) => s.userId === setup.hostId);
  const lines = host ? [t.host(`**${escapeName(host.name)}**`)] : [];
  lines.push(t.hostHint);
  if (setup.stage === "lobby") lines.push(aiText[locale].lobbyHint);
  lines.push("");
  lines.push(`**${t.seatsTitle(setup.seats.length, MAX_SEATS)}**`);
  for (let i = 0; i < MAX_SEATS; i++) {
    const s = setup.seats[i];
    if (!s) lines.push(`${i + 1}. *${t.freeSeat}*`);
    else lines.push(`${i + 1}. ${escapeName(s.name)}${s.userId === setup.hostId ? ` (${t.hostMark})` : ""}`);
  }
  lines.push("", `**${t.optionsTitle}**`);
  lines.push(t.boxes(o.boxes.map((b) => boxName(b, locale)).join(", ")));
  lines.push(t.baseDeck[o.baseDeck ?? "factions"]);
  lines.push(`${t.mode(t.modes[o.selectionMode])} — ${t.modeHelp[o.selectionMode]}`);
  lines.push(t.vpTarget(o.vpTarget), t.timer(o.turnTimerHours), t.hiddenTiming(o.hiddenTiming));
  lines.push(t.pictures(o.pictures !== false));
  if (setup.seats.length < MIN_SEATS && setup.stage === "lobby") lines.push("", t.needPlayers(MIN_SEATS));
  return lines;
}

function lobbyRows(view: LobbyView, locale: Locale): ActionRow[] {
  const t = lobbyText[locale];
  const { setup } = view;
  const o = setup.options;
  const rows: ActionRow[] = [
    row(
      button(t.join, lobbyId(view, { verb: "join" }), 3, setup.seats.length >= MAX_SEATS),
      button(t.leave, lobbyId(view, { verb: "leave" }), 2),
      button(t.start, lobbyId(view, { verb: "start" }), 1, setup.seats.length < MIN_SEATS),
      button(t.cancel, lobbyId(view, { verb: "cancel" }), 4),
      button(t.hiddenToggle(o.hiddenTiming), lobbyId(view, { verb: "opt", option: "hidden" }), 2),
    ),
  ];
  const boxes = [...new Set([...view.enabledBoxes, ...o.boxes])].slice(0, LIMITS.selectOptions);
  if (boxes.length > 1) {
    rows.push(
      row(
        optionSelect(
          lobbyId(view, { verb: "opt", option: "boxes" }),
          t.boxesPlaceholder,
          boxes.map((b) => ({ label: boxName(b, locale), value: b, selected: o.boxes.includes(b) })),
          1,
          boxes.length,
        ),
      ),
    );
  }
  rows.push(
    row(
      optionSelect(
        lobbyId(view, { verb: "opt", option: "mode" }),
        t.modePlaceholder,
        MODES.map((m) => ({
          label: t.modes[m],
          value: m,
          description: t.modeHelp[m],
          selected: o.selectionMode === m,
        })),
      ),
    ),
    row(
      optionSelect(
        lobbyId(view, { verb: "opt", option: "vp" }),
        t.vpPlaceholder,
        vpChoices(o).map((n) => ({ label: t.vpOption(n), value: String(n), selected: n === o.vpTarget })),
      ),
    ),
    row(
      optionSelect(
        lobbyId(view, { verb: "opt", option: "timer" }),
        t.timerPlaceholder,
        TURN_TIMER_HOURS.map((h) => ({
          label: t.timerOption(h),
          value: String(h),
          selected: h === o.turnTimerHours,
        })),
      ),
    ),
  );
  return rows;
}

function vpChoices(o: LobbyOptions): number[] {
  return [...new Set([...VP_CHOICES, o.vpTarget])].sort((a, b) => a - b);
}

function optionSelect(
  custom_id: string,
  placeholder: string,
  choices: { label: string; value: string; description?: string; selected: boolean }[],
  min = 1,
  max = 1,
): StringSelect {
  return {
    type: 3,
    custom_id,
    placeholder: clip(placeholder, LIMITS.placeholder),
    min_values: min,
    max_values: max,
    options: choices.map((c) => {
      const option: StringSelect["options"][number] = {
        label: clip(c.label, LIMITS.selectText),
        value: c.value,
      };
      if (c.description) option.description = clip(c.description, LIMITS.selectText);
      if (c.selected) option.default = true;
      return option;
    }),
  };
}

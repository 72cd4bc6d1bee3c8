// The public board as a player reads it on a phone (issue 21): whose turn and what the game waits
// for (the content), the scores, then each base on a few lines — name, total/breakpoint, VP, the
// players there by power (the leader first, 👑) with their minions as "name power" — and the
// last few moves. Base texts, attachments, owners, counters, factions and counts are one tap away
// ("Bases & cards": the detailed board, privately, ./board.ts). Whatever the table, the whole
// message reads in at most BOARD_CHARS characters: it is built at decreasing levels of detail
// until it fits.

import type { APIEmbed } from "discord.js";
import { baseDef, hasBaseDef } from "../engine/defs.ts";
import type { BaseView, PublicView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { discards as discardText } from "../i18n/areas/discards.ts";
import type { Locale } from "../i18n/locale.ts";
import { type BoardInput, COLORS, logEmbed } from "./board.ts";
import { encodeCustomId } from "./custom-id.ts";
import { Names } from "./names.ts";
import {
  type Button,
  chars,
  clip,
  fitLines,
  LIMITS,
  type MessagePayload,
  mentionOnly,
  row,
} from "./payload.ts";
import { promptAbout } from "./prompt-text.ts";

/** What the public board may show at most, content and embed texts together (a phone screen or two). */
export const BOARD_CHARS = 1500;

interface Level {
  /** Player names at most this long (0: whole). */
  nameMax: number;
  /** Minions listed by name (at most this long, 0: whole), or only counted. */
  minions: "names" | "count" | "none";
  minionMax: number;
  logLines: number;
}

const LEVELS: Level[] = [
  { nameMax: 0, minions: "names", minionMax: 0, logLines: 3 },
  { nameMax: 0, minions: "names", minionMax: 14, logLines: 2 },
  { nameMax: 12, minions: "names", minionMax: 10, logLines: 1 },
  { nameMax: 12, minions: "count", minionMax: 0, logLines: 1 },
  { nameMax: 10, minions: "none", minionMax: 0, logLines: 0 },
];
const LOG_ROOM = 420;

export function renderBoard(input: BoardInput, locale: Locale): MessagePayload {
  const names = new Names(locale, input.players, input.defs);
  const { content, mentions } = boardContent(input.view, names);
  const clipped = clip(content, LIMITS.content);
  let embeds: APIEmbed[] = [];
  for (const level of LEVELS) {
    const built = compactEmbeds(input.view, names, level, BOARD_CHARS - chars(clipped) - 1);
    embeds = built.embeds;
    if (!built.cut) break;
  }
  return {
    content: clipped,
    embeds,
    components: boardButtons(input, names),
    allowedMentions: mentionOnly(mentions),
  };
}

/** Characters a player reads: content, titles and descriptions, one line apart. */
export function readSize(content: string, embeds: readonly APIEmbed[]): number {
  const parts = [content, ...embeds.flatMap((e) => [e.title ?? "", e.description ?? ""])].filter(Boolean);
  return chars(parts.join("\n"));
}

function boardContent(view: PublicView, names: Names): { content: string; mentions: string[] } {
  const t = boardText[names.locale];
  if (view.result) return { content: t.over, mentions: [] };
  const p = view.prompt;
  if (!p) return { content: "", mentions: [] };
  const active = view.turn.active;
  const user = names.userId(active);
  if (p.seat === active && p.kind === "main" && view.turn.phase !== "setup" && user) {
    return { content: t.yourTurn(names.mention(active)), mentions: [user] };
  }
  // Anything else (someone else's answer, the active player's discard to 10...): the board says
  // who is awaited and what for; a notice pings them when it is news to them.
  return { content: t.waitingFor(names.seat(p.seat), promptAbout(p, names)), mentions: [] };
}

function boardButtons(input: BoardInput, names: Names): MessagePayload["components"] {
  const { view } = input;
  if (view.result) return [];
  const t = boardText[names.locale];
  const ref = {
    prefix: "sg" as const,
    gameId: input.gameId,
    version: input.version,
    promptId: view.prompt?.id ?? 0,
  };
  const buttons: Button[] = [
    { type: 2, style: 1, label: t.openHand, custom_id: encodeCustomId({ ...ref, verb: "hand" }) },
    { type: 2, style: 2, label: t.details, custom_id: encodeCustomId({ ...ref, verb: "more" }) },
    {
      type: 2,
      style: 2,
      label: discardText[names.locale].button,
      custom_id: encodeCustomId({ ...ref, verb: "disc" }),
    },
  ];
  const p = view.prompt;
  if (p && (p.seat !== view.turn.active || view.turn.phase === "setup")) {
    buttons.push({
      type: 2,
      style: 3,
      label: clip(t.respond(names.plainSeat(p.seat)), LIMITS.buttonLabel),
      custom_id: encodeCustomId({ ...ref, verb: "resp" }),
    });
  }
  return [row(...buttons)];
}

/** The embeds at one level of detail; `cut` when the bases had to be shortened to fit `room`. */
function compactEmbeds(
  view: PublicView,
  names: Names,
  level: Level,
  room: number,
): { embeds: APIEmbed[]; cut: boolean } {
  const t = boardText[names.locale];
  const title = view.result
    ? t.titleOver
    : view.turn.phase === "setup"
      ? t.titleSetup
      : t.title(view.turn.number);
  const header: APIEmbed = {
    title,
    description: fitLines(scoreLines(view, names, level), 500, t.more),
    color: view.result ? COLORS.over : COLORS.header,
  };
  const log = logEmbed(view, names, level.logLines, LOG_ROOM);
  const left = room - readSize("", [header, ...(log ? [log] : [])]) - 1;
  const lines = view.bases.flatMap((b, i) => [...(i > 0 ? [""] : []), ...baseLines(b, view, names, level)]);
  const description = fitLines(lines, Math.max(0, left), t.more);
  const bases: APIEmbed = { description, color: COLORS.base };
  if (view.bases.some((b) => b.scoring)) bases.color = COLORS.scoring;
  const cut = chars(description) < chars(lines.join("\n"));
  return { embeds: [header, ...(description ? [bases] : []), ...(log ? [log] : [])], cut };
}

function who(names: Names, seat: number, level: Level): string {
  return level.nameMax > 0 ? names.shortSeat(seat, level.nameMax) : names.seat(seat);
}

/** One line per player: the turn marker, the name, the VP and the cards in hand. */
function scoreLines(view: PublicView, names: Names, level: Level): string[] {
  const t = boardText[names.locale];
  const lines = view.players.map((p) => {
    const marker = p.seat === view.turn.active && !view.result ? "▶" : "▫";
    const parts = [`${marker} **${who(names, p.seat, level)}** **${t.vp(p.vp)}**`, t.hand(p.handCount)];
    if (p.out) parts.push(t.out);
    else if (p.autoPass) parts.push(t.autoPass);
    return parts.join(" · ");
  });
  lines.push(t.goalShort(view.vpTarget));
  if (view.baseDeckTop) lines.push(t.baseDeckTop(names.baseByDef(view.baseDeckTop)));
  return lines;
}

/**
 * "**Tar Pits** 12/16 · VP 4·3·2", then the players with power there, strongest first (👑: the
 * leader, ties included), each with their minions.
 */
function baseLines(b: BaseView, view: PublicView, names: Names, level: Level): string[] {
  const t = boardText[names.locale];
  const head = [`**${names.baseByDef(b.def)}** ${b.total}/${b.breakpoint}`];
  if (hasBaseDef(b.def)) head.push(t.rewards(...baseDef(b.def).vp));
  if (b.actions.length > 0) head.push(t.attachedCount(b.actions.length));
  if (b.scoring) head.push(`⚠ ${t.scoringNow}`);
  // The minions of each seat in one pass (a click renders every base: no closure per player).
  const bySeat: BaseMinion[][] = [];
  for (const m of b.minions) {
    const mine = bySeat[m.controller];
    if (mine) mine.push(m);
    else bySeat[m.controller] = [m];
  }
  const present: Present[] = [];
  for (const p of view.players) {
    const power = b.powerBySeat[p.seat] ?? 0;
    const mine = bySeat[p.seat] ?? [];
    if (power > 0 || mine.length > 0) present.push({ seat: p.seat, power, mine });
  }
  present.sort(byPowerThenSeat);
  const top = present[0]?.power ?? 0;
  if (level.minions === "none") {
    const leaders: string[] = [];
    for (const x of present) if (top > 0 && x.power === top) leaders.push(who(names, x.seat, level));
    return [[...head, ...(leaders.length ? [`👑 ${leaders.join(", ")} ${top}`] : [])].join(" · ")];
  }
  const lines = [head.join(" · ")];
  for (const x of present) {
    const name = `${top > 0 && x.power === top ? "👑 " : ""}${who(names, x.seat, level)} **${x.power}**`;
    if (x.mine.length === 0) lines.push(name);
    else if (level.minions === "count") lines.push(`${name}: ${t.minionCount(x.mine.length)}`);
    else {
      const shown: string[] = [];
      for (const m of x.mine) shown.push(minionText(m, names, level, t));
      lines.push(`${name}: ${shown.join(", ")}`);
    }
  }
  return lines;
}

type BaseMinion = BaseView["minions"][number];
interface Present {
  seat: number;
  power: number;
  mine: BaseMinion[];
}

function byPowerThenSeat(x: Present, y: Present): number {
  return y.power - x.power || x.seat - y.seat;
}

/** "name power", with its counters in sight (Monster Smash plays on them); owners and attachments are one tap away. */
function minionText(m: BaseMinion, names: Names, level: Level, t: (typeof boardText)[Locale]): string {
  const n = names.card(m.uid);
  const counters = m.counters > 0 ? ` (${t.counters(m.counters)})` : "";
  return `${level.minionMax > 0 ? clip(n, level.minionMax) : n} ${m.power}${counters}`;
}

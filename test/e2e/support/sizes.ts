// How much a player reads on a phone (issue 21): the largest public board, private hand panel and
// "since your last turn" summary a table showed, over every version of every message the fake
// Discord recorded (a board is one message edited all game long: its history holds each version).

import type { APIMessage } from "discord-api-types/v10";
import { msg } from "../../../src/i18n/index.ts";
import type { FakeMessage } from "../../fake-discord/index.ts";
import type { Table } from "./table.ts";

/** What a hand panel of the e2e games may read at most: the hand's names, the choice and its options. */
export const PHONE_PANEL_CHARS = 1200;

export interface Size {
  chars: number;
  lines: number;
  /** The text itself, to look at when a limit fails. */
  text: string;
}

export interface TableSizes {
  board: Size;
  panel: Size;
  summary: Size;
}

/** Every text a user reads in one version of a message (as FakeMessage.text). */
function textOf(m: APIMessage): string {
  const parts = [m.content];
  for (const e of m.embeds) {
    parts.push(e.author?.name ?? "", e.title ?? "", e.description ?? "");
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
    parts.push(e.footer?.text ?? "");
  }
  return parts.filter((p) => p !== "").join("\n");
}

function versions(m: FakeMessage): APIMessage[] {
  return [...m.history, m.data];
}

function sizeOf(text: string): Size {
  return { chars: [...text].length, lines: text.split("\n").length, text };
}

function largest(texts: string[]): Size {
  let best: Size = { chars: 0, lines: 0, text: "" };
  for (const t of texts) {
    const s = sizeOf(t);
    if (s.chars > best.chars) best = s;
  }
  return best;
}

const BOARD_TITLE = /^Smash Up — /;
const HAND_TITLE = new RegExp(
  `^(${msg("en").panel.handTitle(0).split(" (")[0]}|${msg("fr").panel.handTitle(0).split(" (")[0]})`,
);
const SUMMARY_TITLES = [
  msg("en").history.sinceTitle,
  msg("en").history.sinceStartTitle,
  msg("fr").history.sinceTitle,
  msg("fr").history.sinceStartTitle,
];

/** The largest board, hand panel and turn summary shown at this table so far. */
export function tableSizes(table: Table): TableSizes {
  // Deleted messages too: each turn ping is deleted once the next one is posted.
  const publicVersions = table.channel.messageIds
    .flatMap((id) => table.fake.message(id) ?? [])
    .flatMap(versions);
  const privateVersions = table.players.flatMap((p) => table.fake.ephemeralsFor(p.user)).flatMap(versions);
  const boards = publicVersions.filter((m) => BOARD_TITLE.test(m.embeds[0]?.title ?? "")).map(textOf);
  // A summary is a turn ping's content, or the content above a hand opened at the start of a turn.
  const summaries = [...publicVersions, ...privateVersions]
    .filter((m) => SUMMARY_TITLES.some((t) => m.content.includes(t)))
    .map((m) => m.content);
  // A panel's embeds only: the summary above a hand is measured as a summary.
  const panels = privateVersions
    .filter((m) => m.embeds.some((e) => HAND_TITLE.test(e.title ?? "")))
    .map((m) => textOf({ ...m, content: "" }));
  return { board: largest(boards), panel: largest(panels), summary: largest(summaries) };
}

/** One line per measure, for a test's output. */
export function describeSizes(label: string, s: TableSizes): string {
  const one = (name: string, x: Size) => `${name} ${x.chars} chars / ${x.lines} lines`;
  return `${label}: ${one("board", s.board)}; ${one("panel", s.panel)}; ${one("summary", s.summary)}`;
}

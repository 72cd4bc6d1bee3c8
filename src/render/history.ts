// The story of a game, from public log lines only: what happened since a player's last turn (the
// embed of their turn ping) and the whole game by turn, in pages (/smashup log). Public lines
// name only public cards; the caller hands in the public log (publicView, or the replayed history
// filtered to `to === -1`) and a name table for exactly those lines.

import { LOG_EN, type NameResolver } from "../engine/log.ts";
import type { LogEntry, Seat } from "../engine/types.ts";
import type { PublicView } from "../engine/view.ts";
import { history as historyText } from "../i18n/areas/history.ts";
import { logLine } from "../i18n/engine-text.ts";
import type { Locale } from "../i18n/locale.ts";
import { COLORS } from "./board.ts";
import { gameIdToShort, shortToGameId } from "./custom-id.ts";
import { type Button, chars, clip, fitLines, LIMITS, type MessagePayload, row } from "./payload.ts";

/**
 * Lines that do not tell the story of a turn: routine, or gone by the time the player is back (the
 * current turn's own start is not news to the player whose turn it is).
 */
const ROUTINE = new Set([
  "draw",
  "endTurn",
  "expire",
  "reshuffle",
  "autoPass",
  "autoPassOff",
  "pass",
  "extraLost",
  "power",
  "playerPower",
  "breakpoint",
  "breakpointSet",
  "handLimit",
  "turnStart",
]);

const LINE_CAP = 220;
/** The summary and the ping's first line share a message's 2000 characters; the whole story is in /smashup log. */
export const SUMMARY_CAP = 1800;

/**
 * The public lines written since `seat` ended their last turn, oldest first. `first` is true when
 * the kept log holds no end of their turn (their first turn: the lines since the game began).
 */
export function linesSinceLastTurn(
  log: readonly LogEntry[],
  seat: Seat,
): { lines: LogEntry[]; first: boolean } {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as LogEntry;
    if (e.k === "endTurn" && e.p[0] === seat) {
      start = i;
      break;
    }
  }
  const since = log.slice(start + 1).filter((e) => e.to === -1);
  return { lines: since, first: start < 0 };
}

/** VP gained per seat in `lines` (places paid and other gains), in seat order. */
export function vpGained(lines: readonly LogEntry[]): Map<Seat, number> {
  const out = new Map<Seat, number>();
  for (const e of lines) {
    const [seat, n] =
      e.k === "place"
        ? [Number(e.p[0]), Number(e.p[4])]
        : e.k === "vp"
          ? [Number(e.p[0]), Number(e.p[1])]
          : [-1, 0];
    if (seat >= 0 && n > 0) out.set(seat, (out.get(seat) ?? 0) + n);
  }
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

/** At most this many lines of story in a summary: the rest is one tap away (the full log). */
export const SUMMARY_LINES = 5;

/**
 * The summary under a turn ping, short enough for a phone: the lines that concern the player
 * (their cards, themselves as a target) and the bases that scored, newest first kept, at most
 * SUMMARY_LINES; then how many more moves the full log holds, and the VP changes ("" when nothing
 * worth telling happened). Within SUMMARY_CAP characters whatever the names.
 */
export function sinceLastTurnText(view: PublicView, seat: Seat, names: NameResolver, locale: Locale): string {
  const t = historyText[locale];
  const { lines, first } = linesSinceLastTurn(view.log, seat);
  const story = lines.filter((e) => !ROUTINE.has(e.k));
  const gains = vpGained(lines);
  if (story.length === 0 && gains.size === 0) return "";
  const mine = story.filter((e) => e.k === "scoringBase" || concerns(e, seat, view));
  // Nothing of theirs: the latest moves still say what the table is doing.
  const shown = (mine.length > 0 ? mine : story).slice(-(mine.length > 0 ? SUMMARY_LINES : 2));
  const text = shown.map((e) => `• ${clip(logLine(e, names, locale), LINE_CAP)}`);
  const rest = story.length - shown.length;
  const vpLine =
    gains.size > 0
      ? t.vpChanges(
          [...gains].map(([s, n]) => t.vpChange(names.seat(s), n, view.players[s]?.vp ?? n)).join(", "),
        )
      : "";
  const title = `**${first ? t.sinceStartTitle : t.sinceTitle}**`;
  const moreLine = rest > 0 ? t.moreInLog(rest) : "";
  const room =
    SUMMARY_CAP - chars(title) - 1 - (vpLine ? chars(vpLine) + 1 : 0) - (moreLine ? chars(moreLine) + 1 : 0);
  const kept = fitNewest(text, room, t.moreInLog);
  return clip([title, kept, moreLine, vpLine].filter(Boolean).join("\n"), SUMMARY_CAP);
}

/**
 * A line concerns `seat` when it names them past its actor ("bob looks at alice's hand"), or one
 * of their cards: a card in play when the line was written (its controller then), or one on the
 * board now (controller or owner).
 */
export function concerns(e: LogEntry, seat: Seat, view: PublicView): boolean {
  for (const { letter, i } of namingParams(e.k)) {
    const v = e.p[i];
    if (letter === "p" && i > 0 && v === seat) return true;
    if (letter === "C" && e.w?.[i]?.[0] === seat) return true;
    if (letter !== "p" && typeof v === "number" && ownedOnBoard(view, v, seat)) return true;
  }
  return false;
}

/**
 * The parameters of a kind of log line that name a player (`p`) or a card (`c`, `C`), in the
 * template's order: read once per kind, not matched again at every line of every panel.
 */
const namingByKind = new Map<string, readonly { letter: string; i: number }[]>();
function namingParams(kind: string): readonly { letter: string; i: number }[] {
  let params = namingByKind.get(kind);
  if (!params) {
    const template = LOG_EN[kind as keyof typeof LOG_EN] ?? "";
    params = [...template.matchAll(/\{([pcC])(\d)/g)].map((m) => ({
      letter: m[1] as string,
      i: Number(m[2]),
    }));
    namingByKind.set(kind, params);
  }
  return params;
}

function ownedOnBoard(view: PublicView, uid: number, seat: Seat): boolean {
  for (const b of view.bases) {
    for (const m of b.minions) {
      if (m.uid === uid) return m.controller === seat || m.owner === seat;
      for (const a of m.attached) if (a.uid === uid) return a.owner === seat;
    }
    for (const a of b.actions) if (a.uid === uid) return a.owner === seat;
  }
  return false;
}

/** `lines` within `max` characters, dropping the oldest first behind a "… N more" line. */
function fitNewest(lines: readonly string[], max: number, more: (n: number) => string): string {
  const reversed = fitLines([...lines].reverse(), max, more).split("\n");
  // fitLines keeps the first lines of what it is given (here the newest) and ends with "more".
  const last = reversed.length > 0 && reversed.length < lines.length ? reversed.pop() : undefined;
  return [...(last ? [last] : []), ...reversed.reverse()].join("\n");
}

/**
 * One page of /smashup log: a title and at most this many characters of lines (a few turns of a
 * game, readable on a phone; Discord would take 4096).
 */
export const LOG_PAGE_CHARS = 2000;

/**
 * The whole public log by turn, in pages that fit an embed: each turn under its heading (whose
 * turn it was, so the "starts their turn" line is left out), a turn longer than a page split over
 * several, each page starting with the heading of the turn it shows.
 */
export function logPages(
  log: readonly LogEntry[],
  activeOf: (turn: number) => Seat | undefined,
  names: NameResolver,
  locale: Locale,
): string[] {
  const t = historyText[locale];
  const pages: string[] = [];
  let page: string[] = [];
  let used = 0;
  const endPage = () => {
    pages.push(page.join("\n"));
    page = [];
    used = 0;
  };
  let heading = "";
  const push = (line: string) => {
    const cost = chars(line) + 1;
    if (used + cost > LOG_PAGE_CHARS && page.length > 0) {
      endPage();
      // A turn going on over the page break: the new page says whose turn it is.
      if (line !== heading) {
        page.push(heading);
        used = chars(heading) + 1;
      }
    }
    page.push(line);
    used += cost;
  };
  let turn: number | null = null;
  for (const e of log) {
    if (e.to !== -1 || e.k === "turnStart") continue;
    if (e.turn !== turn) {
      turn = e.turn;
      const active = activeOf(e.turn);
      heading =
        e.turn === 0 || active === undefined ? t.setupHeading : t.turnHeading(e.turn, names.seat(active));
      // A heading never ends a page alone.
      if (used + chars(heading) + 60 > LOG_PAGE_CHARS && page.length > 0) endPage();
      else if (page.length > 0) push("");
      push(heading);
    }
    push(`• ${clip(logLine(e, names, locale), LINE_CAP)}`);
  }
  if (page.length > 0) endPage();
  return pages;
}

/** custom_id of a page button of /smashup log: `hl:<game id as 22 base64url chars>:<page>`. */
export const LOG_PAGE_PREFIX = "hl";
const MAX_LOG_PAGE = 9999;
/** A page past any game's end: its button opens the latest page (the newest turns). */
export const LATEST_LOG_PAGE = MAX_LOG_PAGE;

export function encodeLogPageId(gameId: string, page: number): string {
  return `${LOG_PAGE_PREFIX}:${gameIdToShort(gameId)}:${Math.max(0, Math.min(MAX_LOG_PAGE, Math.trunc(page)))}`;
}

/** The game and page a log page button stands for, or null when it is malformed or forged. */
export function decodeLogPageId(customId: string): { gameId: string; page: number } | null {
  if (customId.length > 100) return null;
  const [prefix, short, page, ...rest] = customId.split(":");
  if (prefix !== LOG_PAGE_PREFIX || rest.length > 0 || short === undefined || page === undefined) return null;
  if (!/^(0|[1-9]\d{0,3})$/.test(page)) return null;
  const gameId = shortToGameId(short);
  return gameId ? { gameId, page: Number(page) } : null;
}

/**
 * Page `page` (0-based, clamped) of the log: one embed and the buttons to the previous and next
 * pages (the last page when asked for a page past the end: the newest turns first shown).
 */
export function renderLogPage(
  pages: readonly string[],
  page: number,
  gameId: string,
  locale: Locale,
  partial: boolean,
): MessagePayload {
  const t = historyText[locale];
  if (pages.length === 0) {
    return { content: t.empty, embeds: [], components: [], allowedMentions: { parse: [] } };
  }
  const at = Math.max(0, Math.min(pages.length - 1, page));
  const description = [partial && at === 0 ? `*${t.partial}*` : "", pages[at] ?? ""]
    .filter(Boolean)
    .join("\n\n");
  const button = (label: string, to: number, disabled: boolean): Button => ({
    type: 2,
    style: 2,
    label,
    custom_id: encodeLogPageId(gameId, to),
    disabled,
  });
  return {
    content: "",
    embeds: [
      {
        title: t.logTitle(at + 1, pages.length),
        description: clip(description, LIMITS.embedDescription),
        color: COLORS.log,
      },
    ],
    components:
      pages.length > 1
        ? [row(button(t.previous, at - 1, at === 0), button(t.next, at + 1, at === pages.length - 1))]
        : [],
    allowedMentions: { parse: [] },
  };
}

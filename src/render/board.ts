// The detailed board: one header embed (players, scores, counts, what the game waits for), one embed
// per base (breakpoint, total, power per player, minions with power / counters / owners /
// attachments, base text) and one embed of the latest log lines. It must fit Discord's limits
// whatever the board, so it is built at decreasing levels of detail until nothing had to be cut;
// at the last level every section gets a share of the budget and lists are shortened with
// "… and N more" lines, so the payload always fits.

import type { APIEmbed } from "discord.js";
import { baseDef, cardDef, hasBaseDef, hasCardDef } from "../engine/defs.ts";
import type { LogEntry } from "../engine/types.ts";
import type { BaseView, CardView, PublicView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { logLine } from "../i18n/engine-text.ts";
import type { Locale } from "../i18n/locale.ts";
import { type DefTable, Names, type PlayerRef } from "./names.ts";
import {
  chars,
  clip,
  EMBED_BUDGET,
  embedSize,
  fitLines,
  LIMITS,
  type MessagePayload,
  mentionOnly,
} from "./payload.ts";
import { promptAbout } from "./prompt-text.ts";

export interface BoardInput {
  gameId: string;
  /** The game's stored version (custom_ids carry it). */
  version: number;
  view: PublicView;
  /** Seated players, by seat. */
  players: readonly PlayerRef[];
  /** viewDefs(state, view): names for the uids of the log. */
  defs: DefTable;
}

export const COLORS = { header: 0x5865f2, base: 0x4f545c, scoring: 0xe67e22, log: 0x99aab5, over: 0xf1c40f };

/** One embed per base while they fit in Discord's 10 embeds next to the header and the log. */
const MAX_BASE_EMBEDS = 8;
const HEADER_CAP = 1500;
const LOG_LINE_CAP = 220;
const MAX_LOG_LINES = 10;

interface Detail {
  logLines: number;
  baseText: number;
  minions: "full" | "short" | "count";
}

const LADDER: Detail[] = [
  { logLines: 8, baseText: 400, minions: "full" },
  { logLines: 6, baseText: 160, minions: "full" },
  { logLines: 5, baseText: 100, minions: "short" },
  { logLines: 4, baseText: 0, minions: "short" },
  { logLines: 3, baseText: 0, minions: "count" },
];

/**
 * The whole board, privately ("Bases & cards" under the compact public board, ./compact-board.ts):
 * every base's text, every minion with its owner, counters and attachments, every player's
 * factions and counts, the latest moves.
 */
export function renderBoardDetails(input: BoardInput, locale: Locale): MessagePayload {
  const names = new Names(locale, input.players, input.defs);
  let embeds: APIEmbed[] = [];
  for (const detail of LADDER) {
    const built = boardEmbeds(input.view, names, detail);
    embeds = built.embeds;
    if (!built.cut) break;
  }
  return { content: "", embeds, components: [], allowedMentions: mentionOnly([]) };
}

function boardEmbeds(view: PublicView, names: Names, detail: Detail): { embeds: APIEmbed[]; cut: boolean } {
  const t = boardText[names.locale];
  const header: APIEmbed = {
    title: view.result ? t.titleOver : view.turn.phase === "setup" ? t.titleSetup : t.title(view.turn.number),
    description: fitLines(headerLines(view, names), HEADER_CAP, t.more),
    color: view.result ? COLORS.over : COLORS.header,
  };
  const reserved = logEmbed(view, names, detail.logLines, LIMITS.embedDescription);
  const budget = EMBED_BUDGET - embedSize(header) - (reserved ? embedSize(reserved) : 0);
  const blocks = shownBases(
    view.bases.map((b) => baseBlock(b, view, names, detail)),
    budget,
    t.moreBases,
  );
  const bases = baseEmbeds(blocks, budget, t.more);
  // What the bases left unused goes to more log lines.
  const left = EMBED_BUDGET - embedSize(header) - bases.embeds.reduce((n, e) => n + embedSize(e), 0);
  const log = logEmbed(view, names, MAX_LOG_LINES, left - chars(t.logTitle)) ?? reserved;
  return { embeds: [header, ...bases.embeds, ...(log ? [log] : [])], cut: bases.cut };
}

function headerLines(view: PublicView, names: Names): string[] {
  const t = boardText[names.locale];
  const lines = view.players.map((p) => {
    const marker = p.seat === view.turn.active && !view.result ? "▶" : "▫";
    const factions = p.factions.map((f) => names.faction(f)).join(" + ");
    const parts = [
      `${marker} **${names.seat(p.seat)}** — ${factions}`,
      `**${t.vp(p.vp)}**`,
      t.hand(p.handCount),
      t.deck(p.deckCount),
      t.discard(p.discard.length),
    ];
    if (p.out) parts.push(t.out);
    else if (p.autoPass) parts.push(t.autoPass);
    return parts.join(" · ");
  });
  lines.push(t.goal(view.vpTarget, view.baseDeckCount, t.phase[view.turn.phase]));
  if (view.baseDeckTop)
    lines.push(t.baseDeckTop(names.baseByDef(view.baseDeckTop), names.baseText(view.baseDeckTop)));
  if (view.prompt && !view.result) {
    lines.push(`⏳ ${t.waitingFor(`**${names.seat(view.prompt.seat)}**`, promptAbout(view.prompt, names))}`);
  }
  return lines;
}

/**
 * The latest `count` log lines, fewer if they do not fit in `room` characters (oldest dropped).
 * The result of the latest scoring stays on top for a round even when newer lines push it out
 * of the latest ones: the table must be able to read who got what.
 */
export function logEmbed(view: PublicView, names: Names, count: number, room: number): APIEmbed | null {
  if (count === 0 || view.log.length === 0) return null;
  const t = boardText[names.locale];
  const tail = view.log.slice(-count);
  const pinned = lastScoring(view).filter((e) => !tail.includes(e));
  const head: string[] = [];
  let used = 0;
  if (pinned.length > 0) {
    for (const line of [...pinned.map((e) => logItem(e, names)), "…"]) {
      if (used + chars(line) + 1 > room / 2) break;
      head.push(line);
      used += chars(line) + 1;
    }
  }
  const lines: string[] = [];
  for (const e of [...tail].reverse()) {
    const line = logItem(e, names);
    if (used + chars(line) + 1 > room) break;
    lines.unshift(line);
    used += chars(line) + 1;
  }
  const all = lines.length > 0 ? [...head, ...lines] : [];
  return all.length ? { title: t.logTitle, description: all.join("\n"), color: COLORS.log } : null;
}

/**
 * One log line of the board's list, rendered once per line and table: the log only grows, and a
 * line says the same at every render — its seats are the table's names (`names.table`, one object
 * per table and language) and its cards and bases the game's own uids, each always of one
 * definition (every view holding the line names them: ./names.ts's logUids). The board lists up
 * to ten lines at each of its levels of detail, and every click renders it (issue 22).
 */
const itemByEntry = new WeakMap<LogEntry, { table: object; line: string }>();

function logItem(e: LogEntry, names: Names): string {
  const known = itemByEntry.get(e);
  if (known && known.table === names.table) return known.line;
  const line = `• ${clip(logLine(e, names.resolver(), names.locale), LOG_LINE_CAP)}`;
  itemByEntry.set(e, { table: names.table, line });
  return line;
}

/** Log keys of a scoring's result, as written by SCORE-3 step 4. */
const SCORING_RESULT = new Set(["scoringBase", "place", "noPlace"]);

/** The lines of the latest scoring ("X scores", each place) if it happened within the last round. */
export function lastScoring(view: PublicView): LogEntry[] {
  const log = view.log;
  let end = log.length - 1;
  while (end >= 0 && (log[end] as LogEntry).k !== "place" && (log[end] as LogEntry).k !== "noPlace") end--;
  if (end < 0) return [];
  let start = end;
  while (start > 0 && SCORING_RESULT.has((log[start - 1] as LogEntry).k)) start--;
  const round = Math.max(1, view.players.filter((p) => !p.out).length);
  if ((log[end] as LogEntry).turn <= view.turn.number - round) return [];
  return log.slice(start, end + 1).filter((e) => SCORING_RESULT.has(e.k));
}

interface Block {
  title: string;
  lines: string[];
  scoring: boolean;
}

function printedPower(c: CardView): number {
  return hasCardDef(c.def) ? cardDef(c.def).power : c.power;
}

function baseBlock(b: BaseView, view: PublicView, names: Names, detail: Detail): Block {
  const t = boardText[names.locale];
  const lines: string[] = [];
  const text = detail.baseText > 0 ? names.baseText(b.def) : "";
  if (text) lines.push(`*${clip(text, detail.baseText)}*`);
  const head: string[] = [];
  if (hasBaseDef(b.def)) head.push(t.rewards(...baseDef(b.def).vp));
  if (b.scoring) head.push(`⚠ ${t.scoringNow}`);
  if (head.length) lines.push(head.join(" · "));
  const seats = view.players.map((p) => p.seat);
  let any = false;
  for (const seat of seats) {
    const mine = b.minions.filter((m) => m.controller === seat);
    const power = b.powerBySeat[seat] ?? 0;
    if (mine.length === 0 && power === 0) continue;
    any = true;
    const who = `**${t.powerOf(names.seat(seat), power)}**`;
    if (mine.length === 0) {
      // Power without minions (an action on the base): nothing to list.
      lines.push(who);
    } else if (detail.minions === "full") {
      lines.push(who);
      for (const m of mine) lines.push(`• ${minionLine(m, names, true)}`);
    } else if (detail.minions === "short") {
      lines.push(`${who}: ${mine.map((m) => minionLine(m, names, false)).join(", ")}`);
    } else {
      lines.push(`${who}: ${t.minionCount(mine.length)}`);
    }
  }
  if (!any) lines.push(t.noMinions);
  if (b.borrowed?.length) lines.push(t.borrowed(b.borrowed.map((d) => names.baseByDef(d)).join(", ")));
  // Markers that are not +1 power counters (COUNTER-9): public, and the breakpoint may read them.
  for (const [kind, n] of Object.entries(b.markers ?? {})) if (n > 0) lines.push(t.markers(kind, n));
  if (b.actions.length > 0) {
    const list = b.actions
      .map((a) => `${withCounters(names.card(a.uid), a, t)} (${names.seat(a.owner)})`)
      .join(", ");
    lines.push(clip(t.baseActions(list), detail.minions === "count" ? 200 : 600));
  }
  const printed = b.printedBreakpoint === b.breakpoint ? undefined : b.printedBreakpoint;
  const title = t.baseTitle(names.baseByDef(b.def), b.total, b.breakpoint, printed);
  return { title: clip(title, 200), lines, scoring: b.scoring };
}

/** An action's name with the counters it carries (COUNTER-4: Summon Wolves counts them). */
function withCounters(name: string, a: CardView, t: (typeof boardText)[keyof typeof boardText]): string {
  return a.counters > 0 ? `${name} ${t.counters(a.counters)}` : name;
}

/** "Invader 4 (printed 3) · +1 · owned by Bob · Upgrade, Poison (Alice)". */
function minionLine(m: CardView, names: Names, full: boolean): string {
  const t = boardText[names.locale];
  const printed = printedPower(m);
  const parts = [`${names.card(m.uid)} ${m.power === printed ? m.power : t.modifiedPower(m.power, printed)}`];
  if (m.counters > 0) parts.push(t.counters(m.counters));
  if (m.owner !== m.controller) parts.push(t.ownedBy(names.seat(m.owner)));
  if (m.attached.length > 0) {
    if (full) {
      parts.push(
        m.attached
          .map((a) => {
            const name = withCounters(names.card(a.uid), a, t);
            return a.owner === m.controller ? name : `${name} (${names.seat(a.owner)})`;
          })
          .join(", "),
      );
    } else {
      parts.push(t.attachedCount(m.attached.length));
    }
  }
  return clip(parts.join(" · "), 300);
}

/**
 * The bases whose titles fit in half the budget; the others are summed up in a last line. No
 * real game comes close (a table has players + 1 bases), but the board must fit whatever it shows.
 */
function shownBases(blocks: Block[], budget: number, moreBases: (n: number) => string): Block[] {
  let used = 0;
  let k = 0;
  while (k < blocks.length && used + chars((blocks[k] as Block).title) + 60 <= budget / 2) {
    used += chars((blocks[k] as Block).title) + 60;
    k++;
  }
  if (k === blocks.length) return blocks;
  return [...blocks.slice(0, k), { title: moreBases(blocks.length - k), lines: [], scoring: false }];
}

/**
 * Shares `budget` characters between the bases, smallest first: a base that needs less than an
 * equal share leaves the rest to the others. Beyond 8 bases, several share one embed.
 */
function baseEmbeds(
  blocks: Block[],
  budget: number,
  more: (n: number) => string,
): { embeds: APIEmbed[]; cut: boolean } {
  if (blocks.length === 0) return { embeds: [], cut: false };
  const grouped = blocks.length > MAX_BASE_EMBEDS;
  const perEmbed = Math.ceil(blocks.length / MAX_BASE_EMBEDS);
  // In a shared embed the title is a bold line of the description; either way it costs its length.
  const titleCost = (b: Block) => chars(b.title) + (grouped ? 8 : 0);
  let left = budget - blocks.reduce((n, b) => n + titleCost(b), 0);
  const cap = Math.floor(LIMITS.embedDescription / perEmbed) - (grouped ? 2 : 0);
  const need = blocks.map((b) => chars(b.lines.join("\n")));
  const alloc = new Array<number>(blocks.length).fill(0);
  const order = blocks.map((_, i) => i).sort((a, b) => (need[a] as number) - (need[b] as number));
  order.forEach((i, k) => {
    const share = Math.floor(Math.max(0, left) / (order.length - k));
    alloc[i] = Math.min(need[i] as number, share, cap);
    left -= alloc[i] as number;
  });
  let cut = false;
  const bodies = blocks.map((b, i) => {
    const body = fitLines(b.lines, alloc[i] as number, more);
    if (chars(body) < (need[i] as number)) cut = true;
    return body;
  });
  if (!grouped) {
    const embeds = blocks.map((b, i) => {
      const e: APIEmbed = { title: b.title, color: b.scoring ? COLORS.scoring : COLORS.base };
      if (bodies[i]) e.description = bodies[i];
      return e;
    });
    return { embeds, cut };
  }
  const embeds: APIEmbed[] = [];
  for (let i = 0; i < blocks.length; i += perEmbed) {
    const group = blocks.slice(i, i + perEmbed);
    const text = group
      .map((b, k) => {
        const body = bodies[i + k];
        return body ? `__**${b.title}**__\n${body}` : `__**${b.title}**__`;
      })
      .join("\n\n");
    embeds.push({
      description: text,
      color: group.some((b) => b.scoring) ? COLORS.scoring : COLORS.base,
    });
  }
  return { embeds, cut };
}

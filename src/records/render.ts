// The records as players read them on a phone: one short view at a time (overview, factions,
// pairs, bases, leaderboard), most important line first, the others one tap away in a select, and
// a Share button that posts the view in the channel. Players appear as mentions, which Discord
// shows as their names and which ping nobody (allowedMentions without users).

import { type StatsView, stats as statsText } from "../i18n/areas/stats.ts";
import { baseName, factionName, type Locale } from "../i18n/index.ts";
import { type ActionRow, fitLines, LIMITS, type MessagePayload, row } from "../render/payload.ts";
import {
  type BaseRow,
  byWinRate,
  type FactionRow,
  isSmallSample,
  type LeaderRow,
  type PairRow,
  type PlayerStats,
  percent,
  type ServerStats,
} from "./stats.ts";

export const STATS_PREFIX = "st";
export const STATS_VIEWS: readonly StatsView[] = ["me", "factions", "pairs", "bases", "leaderboard"];

/** Lines of a rate list before "… and N more" (a phone screen). */
const LIST_LINES = 12;
const SMALL_LINES = 6;

export interface StatsAction {
  kind: "view" | "share";
  /** The view shown (share) — a view select carries it in its value. */
  view: StatsView;
  /** Whose overview. */
  subject: string;
}

const SNOWFLAKE = /^\d{1,20}$|^[a-z0-9-]{1,40}$/;

export function statsViewId(subject: string): string {
  return `${STATS_PREFIX}:v:${subject}`;
}
export function statsShareId(view: StatsView, subject: string): string {
  return `${STATS_PREFIX}:s:${view}:${subject}`;
}

/** A stats component's custom_id (with a select's value), or null when it is not one we make. */
export function decodeStatsId(customId: string, values: readonly string[] = []): StatsAction | null {
  const parts = customId.split(":");
  if (parts[0] !== STATS_PREFIX) return null;
  const isView = (v: string | undefined): v is StatsView => STATS_VIEWS.includes(v as StatsView);
  if (parts[1] === "v" && parts.length === 3 && values.length === 1) {
    const [view] = values;
    const subject = parts[2] as string;
    return isView(view) && SNOWFLAKE.test(subject) ? { kind: "view", view, subject } : null;
  }
  if (parts[1] === "s" && parts.length === 4) {
    const view = parts[2];
    const subject = parts[3] as string;
    return isView(view) && SNOWFLAKE.test(subject) ? { kind: "share", view, subject } : null;
  }
  return null;
}

export const mention = (userId: string, locale: Locale): string =>
  userId.startsWith("ai:") ? statsText[locale].ai(userId.slice(3)) : `<@${userId}>`;

/** A rating as shown: the conservative estimate, one decimal. */
export function ratingValue(ordinal: number): string {
  return ordinal.toFixed(1);
}

export function overviewLines(server: ServerStats, player: PlayerStats, locale: Locale): string[] {
  const m = statsText[locale];
  const lines = [`**${m.title}**`];
  if (server.played + server.withAi === 0) return [...lines, m.noGames];
  lines.push(m.games(server.played, server.finished, server.abandoned));
  if (server.withAi > 0) lines.push(m.withAi(server.withAi));
  lines.push("", m.player(mention(player.userId, locale)));
  const r = player.rating;
  lines.push(r ? m.rating(ratingValue(r.ordinal), r.rank, r.of) : m.unrated);
  if (player.finished === 0 && player.games === 0 && player.aiGames === 0) return [...lines, m.noPlayerGames];
  if (player.finished > 0) {
    const avg = player.avgVp === null ? "" : ` · ${m.avgVp(player.avgVp.toFixed(1))}`;
    lines.push(`${m.wins(player.wins, player.finished, percent(player.wins, player.finished))}${avg}`);
  }
  const turn = player.medianTurnMs === null ? null : m.turn(m.duration(player.medianTurnMs));
  lines.push([turn, m.timeouts(player.timeouts)].filter(Boolean).join(" · "));
  if (player.favourites.length > 0) {
    lines.push(
      m.favourites(player.favourites.map((f) => `${factionName(f.faction, locale)} (${f.games})`).join(", ")),
    );
  }
  if (player.aiGames > 0) lines.push(m.aiGames(player.aiGames, player.aiWins));
  return lines;
}

/** A list of rates: those with enough games by rate, then the small samples as "wins of games". */
function rateLines<T extends { games: number; wins: number }>(
  rows: readonly T[],
  name: (row: T) => string,
  locale: Locale,
): string[] {
  const m = statsText[locale];
  const sorted = byWinRate(rows, name);
  const big = sorted.filter((r) => !isSmallSample(r.games));
  const small = sorted.filter((r) => isSmallSample(r.games));
  const lines = big.slice(0, LIST_LINES).map((r) => m.rateLine(name(r), percent(r.wins, r.games), r.games));
  if (big.length > LIST_LINES) lines.push(m.more(big.length - LIST_LINES));
  if (small.length > 0) {
    lines.push(m.fewGames);
    lines.push(...small.slice(0, SMALL_LINES).map((r) => m.smallLine(name(r), r.wins, r.games)));
    if (small.length > SMALL_LINES) lines.push(m.more(small.length - SMALL_LINES));
  }
  return lines;
}

export function factionLines(rows: readonly FactionRow[], locale: Locale): string[] {
  const m = statsText[locale];
  if (rows.length === 0) return [m.factionsTitle, m.noGames];
  return [m.factionsTitle, ...rateLines(rows, (r) => factionName(r.faction, locale), locale)];
}

export function pairLines(rows: readonly PairRow[], locale: Locale): string[] {
  const m = statsText[locale];
  if (rows.length === 0) return [m.pairsTitle, m.noGames];
  const name = (r: PairRow) => `${factionName(r.a, locale)} + ${factionName(r.b, locale)}`;
  return [m.pairsTitle, ...rateLines(rows, name, locale)];
}

export function baseLines(rows: readonly BaseRow[], locale: Locale): string[] {
  const m = statsText[locale];
  if (rows.length === 0) return [m.basesTitle, m.noGames];
  const lines = rows.slice(0, LIST_LINES + SMALL_LINES).map((b) => {
    // The most frequent winner only: a mention is long on a phone.
    const top = b.winners
      .slice(0, 1)
      .map((w) => `${mention(w.userId, locale)} ${w.wins}`)
      .join(", ");
    return m.baseLine(baseName(b.base, locale), b.scored, top || m.nobody);
  });
  if (rows.length > LIST_LINES + SMALL_LINES) lines.push(m.more(rows.length - LIST_LINES - SMALL_LINES));
  return [m.basesTitle, ...lines];
}

export function leaderboardLines(rows: readonly LeaderRow[], locale: Locale): string[] {
  const m = statsText[locale];
  if (rows.length === 0) return [m.leaderboardTitle, m.noRatings];
  // Ties share a rank (same rating to the shown decimal is not a tie: the stored value decides).
  const lines = rows.map((r, i) => {
    const rank = 1 + rows.findIndex((o) => o.ordinal === r.ordinal);
    return m.leaderLine(rank > 0 ? rank : i + 1, mention(r.userId, locale), ratingValue(r.ordinal), r.games);
  });
  return [m.leaderboardTitle, ...lines];
}

/** The view's text within one message. */
export function viewContent(lines: readonly string[], locale: Locale, note?: string): string {
  const all = note ? [...lines, "", note] : lines;
  return fitLines(all, LIMITS.content, statsText[locale].more);
}

/** The private answer: the view, the select of the other views and the Share button. */
export function privateStatsPayload(
  lines: readonly string[],
  view: StatsView,
  subject: string,
  locale: Locale,
  note?: string,
): MessagePayload {
  const m = statsText[locale];
  const components: ActionRow[] = [
    row({
      type: 3,
      custom_id: statsViewId(subject),
      placeholder: m.pick,
      min_values: 1,
      max_values: 1,
      options: STATS_VIEWS.map((v) => ({ label: m.views[v], value: v, default: v === view })),
    }),
    row({ type: 2, style: 1, custom_id: statsShareId(view, subject), label: m.share }),
  ];
  return {
    content: viewContent(lines, locale, note),
    embeds: [],
    components,
    allowedMentions: { parse: [] },
  };
}

/** The view as posted in the channel by Share: no components, who shared it, nobody pinged. */
export function sharedStatsPayload(lines: readonly string[], sharer: string, locale: Locale): MessagePayload {
  const m = statsText[locale];
  return {
    content: viewContent([...lines, "", `_${m.sharedBy(`<@${sharer}>`)}_`], locale),
    embeds: [],
    components: [],
    allowedMentions: { parse: [] },
  };
}

// `/smashup games` as players read it on a phone: two short lines per game (date, channel, turns;
// then the players, the winner first with a trophy, VP and factions), a menu to open one game, and
// buttons to newer and older pages. Pure: past games in, a Discord payload out.

import { pastGames } from "../i18n/areas/past-games.ts";
import { factionName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { gameIdToShort } from "../render/custom-id.ts";
import { escapeName } from "../render/names.ts";
import { type Button, clip, LIMITS, type MessagePayload, row, type StringSelect } from "../render/payload.ts";
import type { PastGame } from "./history-store.ts";

/** custom_ids of the records' components: `pg:<what>[:<game>][:<page>]`. */
export const PAST_GAMES_PREFIX = "pg";
const LIST_COLOR = 0x5865f2;

export type PastGamesAction =
  | { kind: "list"; page: number }
  | { kind: "open" }
  | { kind: "view"; gameId: string }
  | { kind: "board"; gameId: string }
  | { kind: "log"; gameId: string; page: number }
  | { kind: "file"; gameId: string };

const MAX_PAGE = 9999;

export function encodePastGamesId(action: PastGamesAction): string {
  const page = (n: number) => String(Math.max(0, Math.min(MAX_PAGE, Math.trunc(n))));
  switch (action.kind) {
    case "list":
      return `${PAST_GAMES_PREFIX}:l:${page(action.page)}`;
    case "open":
      return `${PAST_GAMES_PREFIX}:o`;
    case "view":
      return `${PAST_GAMES_PREFIX}:v:${gameIdToShort(action.gameId)}`;
    case "board":
      return `${PAST_GAMES_PREFIX}:b:${gameIdToShort(action.gameId)}`;
    case "log":
      return `${PAST_GAMES_PREFIX}:g:${gameIdToShort(action.gameId)}:${page(action.page)}`;
    case "file":
      return `${PAST_GAMES_PREFIX}:f:${gameIdToShort(action.gameId)}`;
  }
}

/** The action of a records custom_id, or null when it is malformed or forged. */
export function decodePastGamesId(
  customId: string,
  shortToGameId: (short: string) => string | null,
): PastGamesAction | null {
  if (customId.length > LIMITS.customId) return null;
  const [prefix, kind, a, b, ...rest] = customId.split(":");
  if (prefix !== PAST_GAMES_PREFIX || rest.length > 0) return null;
  const page = (s: string | undefined) =>
    s !== undefined && /^(0|[1-9]\d{0,3})$/.test(s) ? Number(s) : null;
  if (kind === "l") {
    const p = page(a);
    return p === null || b !== undefined ? null : { kind: "list", page: p };
  }
  if (kind === "o") return a === undefined ? { kind: "open" } : null;
  const gameId = a === undefined ? null : shortToGameId(a);
  if (!gameId) return null;
  if (kind === "g") {
    const p = page(b);
    return p === null ? null : { kind: "log", gameId, page: p };
  }
  if (b !== undefined) return null;
  if (kind === "v") return { kind: "view", gameId };
  if (kind === "b") return { kind: "board", gameId };
  if (kind === "f") return { kind: "file", gameId };
  return null;
}

export function formatDate(date: Date, locale: Locale): string {
  return date.toLocaleDateString(pastGames[locale].dateLocale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The players of a game, winner first (then by VP, then by seat), as one line. */
function playersLine(game: PastGame, locale: Locale): string {
  const t = pastGames[locale];
  const winner = game.summary.winner?.seat;
  const players = [...game.summary.players].sort(
    (x, y) => Number(y.seat === winner) - Number(x.seat === winner) || y.vp - x.vp || x.seat - y.seat,
  );
  const line = players
    .map((p) => {
      const factions = p.factions.map((f) => factionName(f, locale)).join(", ");
      const text = t.listPlayer(escapeName(p.name), p.vp, factions);
      return p.seat === winner ? `🏆 ${text}` : text;
    })
    .join(" · ");
  if (game.status !== "cancelled") return line;
  // Why, when the game did not end at the table (ops follow-up: its channel was deleted).
  const cause = game.summary.cancelledBy;
  const why = cause?.kind === "channelDeleted" ? t.channelDeleted(cause.thread) : t.cancelled;
  return `${line} — *${why}*`;
}

/**
 * One page of the list. `games` holds up to a page and one more (the store's look-ahead): that
 * one only says an older page exists.
 */
export function renderPastGames(
  games: readonly PastGame[],
  page: number,
  pageSize: number,
  locale: Locale,
): MessagePayload {
  const t = pastGames[locale];
  const shown = games.slice(0, pageSize);
  if (shown.length === 0) {
    const back: Button[] =
      page > 0 ? [button(t.previous, encodePastGamesId({ kind: "list", page: page - 1 }))] : [];
    return {
      content: t.noGames,
      embeds: [],
      components: back.length > 0 ? [row(...back)] : [],
      allowedMentions: { parse: [] },
    };
  }
  const lines = shown.map((game, i) =>
    [
      t.listHead(
        page * pageSize + i + 1,
        formatDate(game.endedAt, locale),
        `<#${game.channelId}>`,
        game.summary.turns,
      ),
      t.listPlayers(playersLine(game, locale)),
    ].join("\n"),
  );
  const select: StringSelect = {
    type: 3,
    custom_id: encodePastGamesId({ kind: "open" }),
    placeholder: t.openPlaceholder,
    options: shown.map((game, i) => ({
      label: clip(
        `${page * pageSize + i + 1}. ${t.openOption(formatDate(game.endedAt, locale), game.summary.winner?.name ?? null)}`,
        LIMITS.selectText,
      ),
      value: gameIdToShort(game.id),
      description: clip(game.summary.players.map((p) => p.name).join(", "), LIMITS.selectText),
    })),
  };
  const components = [row(select)];
  const hasOlder = games.length > pageSize;
  if (page > 0 || hasOlder) {
    components.push(
      row(
        button(t.previous, encodePastGamesId({ kind: "list", page: page - 1 }), page === 0),
        button(t.next, encodePastGamesId({ kind: "list", page: page + 1 }), !hasOlder),
      ),
    );
  }
  return {
    content: "",
    embeds: [
      {
        title: t.listTitle(page + 1),
        description: clip(lines.join("\n\n"), LIMITS.embedDescription),
        color: LIST_COLOR,
      },
    ],
    components,
    allowedMentions: { parse: [] },
  };
}

export function button(label: string, customId: string, disabled = false): Button {
  return { type: 2, style: 2, label: clip(label, LIMITS.buttonLabel), custom_id: customId, disabled };
}

// The end of a game: the winner, the final scores (ranked, with factions) and a short summary.
// It takes the game service's summary, which holds only public facts.

import { isAiUser } from "../app/ai-user.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { gameover as overText } from "../i18n/areas/gameover.ts";
import { factionName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { gameIdToShort, shortToGameId } from "./custom-id.ts";
import { escapeName } from "./names.ts";
import { clip, fitLines, LIMITS, type MessagePayload, mentionOnly, row } from "./payload.ts";

/** The part of the game service's GameSummary the message shows. */
export interface GameOverSummary {
  outcome: "finished" | "cancelled";
  winner: { seat: number; userId: string; name: string } | null;
  reason: "vp" | "lastPlayer" | "abandoned" | "turnCap" | null;
  players: { seat: number; userId: string; name: string; factions: string[]; vp: number; out: boolean }[];
  turns: number;
  decisions: number;
}

const COLOR = { won: 0xf1c40f, none: 0x99aab5 };

/**
 * `rematch`: the finished game, whose message then carries a Rematch button (a new lobby in the
 * channel with the same players and options, commands/game/rematch.ts).
 */
export function renderGameOver(
  summary: GameOverSummary,
  locale: Locale,
  rematch?: { gameId: string },
): MessagePayload {
  const t = overText[locale];
  const title =
    summary.outcome === "cancelled"
      ? t.titleCancelled
      : summary.winner
        ? t.title(escapeName(summary.winner.name))
        : t.titleNoWinner;
  // Ranked by VP; players still in the game before those who left, then by seat.
  const ranked = [...summary.players].sort(
    (a, b) => Number(a.out) - Number(b.out) || b.vp - a.vp || a.seat - b.seat,
  );
  const lines = ranked.map((p, i) => {
    const factions = p.factions.map((f) => factionName(f, locale)).join(" + ");
    const line = t.standing(i + 1, `**${escapeName(p.name)}**`, p.vp, factions);
    return p.out ? `${line} — ${t.out}` : line;
  });
  const footer = [summary.reason ? t.reason[summary.reason] : "", t.summary(summary.turns, summary.decisions)]
    .filter(Boolean)
    .join(" ");
  // AI seats (issue 23) are named, not mentioned.
  const mentions = summary.players
    .map((p) => (isAiUser(p.userId) ? escapeName(p.name) : `<@${p.userId}>`))
    .join(" ");
  return {
    content: clip(t.content(mentions), LIMITS.content),
    embeds: [
      {
        title: clip(title, LIMITS.embedTitle),
        description: fitLines(lines, 3000, boardText[locale].more),
        footer: { text: clip(footer, 2048) },
        color: summary.winner ? COLOR.won : COLOR.none,
      },
    ],
    components:
      rematch && summary.outcome === "finished"
        ? [
            row({
              type: 2,
              style: 1,
              label: t.rematch,
              custom_id: encodeRematchId(rematch.gameId),
            }),
          ]
        : [],
    allowedMentions: mentionOnly(summary.players.map((p) => p.userId)),
  };
}

/**
 * custom_id of the Rematch button: `rm:<game id as 22 base64url chars>`. A prefix of its own: the
 * announcer takes a bot message with embeds and this game's `sg` buttons for the game's board.
 */
export const REMATCH_PREFIX = "rm";

export function encodeRematchId(gameId: string): string {
  return `${REMATCH_PREFIX}:${gameIdToShort(gameId)}`;
}

/** The finished game a Rematch button names, or null when the id is malformed or forged. */
export function decodeRematchId(customId: string): string | null {
  const [prefix, short, ...rest] = customId.split(":");
  if (prefix !== REMATCH_PREFIX || rest.length > 0 || short === undefined) return null;
  return shortToGameId(short);
}

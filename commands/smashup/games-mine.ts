// `/smashup games mine:True` (issue 26): the server's games waiting for the asker (their turn, a
// choice, their faction pick), oldest wait first, each with a link to its game message; private,
// and only in channels the asker can see (like the history, channel-visibility.ts).

import type { ChatInputCommandInteraction } from "discord.js";
import { type GameSnapshot, pendingPickers } from "../../src/app/index.ts";
import { gameLink } from "../../src/discord/direct-notices.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import type { Locale } from "../../src/i18n/index.ts";
import type { MessagePayload } from "../../src/render/payload.ts";
import { textPayload } from "../game/respond.ts";
import type { CommandContext } from "../types.ts";

/** One game waiting for the player, and since when (the wait's start as the turn timer keeps it). */
export interface WaitingGame {
  gameId: string;
  channelId: string;
  since: Date;
  what: string;
}

/** What the game waits on the user for, if anything. */
export function waitingFor(snapshot: GameSnapshot, userId: string, locale: Locale): WaitingGame | null {
  const { setup, record, engine } = snapshot;
  const t = notify[locale].mine;
  const since = setup.timer ? new Date(setup.timer.since) : record.updatedAt;
  const seat = snapshot.seatOf(userId);
  if (seat === null || setup.seats[seat]?.ai) return null;
  let what: string | null = null;
  if (record.status === "lobby" && setup.stage === "selecting") {
    if (pendingPickers(setup).includes(seat)) what = t.pick;
  } else if (record.status === "active" && engine?.prompt && !engine.over && engine.prompt.seat === seat) {
    const prompt = engine.prompt;
    const g = engine.g;
    what = prompt.kind === "main" && prompt.seat === g.turn.active ? t.yourTurn(g.turn.number) : t.choice;
  }
  return what ? { gameId: record.id, channelId: record.channelId, since, what } : null;
}

export async function gamesMine(
  interaction: ChatInputCommandInteraction,
  context: CommandContext,
  locale: Locale,
  canView: (channelId: string) => boolean,
): Promise<MessagePayload> {
  const t = notify[locale].mine;
  const guildId = interaction.guildId ?? "";
  const userId = interaction.user.id;
  const open = (await context.store.listOpenGames()).filter(
    (g) => g.guildId === guildId && canView(g.channelId),
  );
  const waiting: WaitingGame[] = [];
  for (const header of open) {
    const snapshot = await context.games.load(header.id);
    const wait = snapshot && waitingFor(snapshot, userId, locale);
    if (wait) waiting.push(wait);
  }
  if (waiting.length === 0) return textPayload(t.none);
  waiting.sort((a, b) => a.since.getTime() - b.since.getTime() || a.gameId.localeCompare(b.gameId));
  const lines = [t.title];
  for (const [i, wait] of waiting.slice(0, 20).entries()) {
    const link = gameLink(guildId, wait.channelId, await context.announcer.messageIdOf(wait.gameId));
    const since = `<t:${Math.floor(wait.since.getTime() / 1000)}:R>`;
    lines.push(t.line(i + 1, `<#${wait.channelId}>`, wait.what, since, `[${t.board}](${link})`));
  }
  return textPayload(lines.join("\n"));
}

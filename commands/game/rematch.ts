// Rematch (issue 21): one click on the game over message opens a new lobby in the same channel,
// with the same players already joined (those who had left the game aside) and the same options;
// the clicker hosts it and starts it (any player may then start it as the host allows). A channel
// holds one open game, so a second click — or a click once another game began — only points to
// the open table; a click on an older game's message says it is no longer the channel's latest.

import type { GameEvent, GameSnapshot } from "../../src/app/index.ts";
import { interactionName } from "../../src/discord/members.ts";
import { localeOf, msg } from "../../src/i18n/index.ts";
import { decodeRematchId, REMATCH_PREFIX } from "../../src/render/game-over.ts";
import { spelledCommand } from "../smashup/channel-game.ts";
import type { ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { deferPrivateAnswer, fillReply, textPayload } from "./respond.ts";

export const rematchComponents: ComponentHandler = {
  prefix: REMATCH_PREFIX,
  async handle(interaction, context) {
    const locale = localeOf(interaction.locale);
    const m = msg(locale);
    if (!interaction.isMessageComponent()) throw new UserError(m.play.invalidButton);
    await deferPrivateAnswer(interaction);
    const say = (text: string) => fillReply(interaction, textPayload(text));
    const gameId = decodeRematchId(interaction.customId);
    const old = gameId ? await context.games.load(gameId) : null;
    if (
      !old ||
      old.record.channelId !== interaction.channelId ||
      old.record.guildId !== interaction.guildId
    ) {
      await say(m.play.invalidButton);
      return;
    }
    if (old.record.status !== "finished") {
      await say(m.play.invalidButton);
      return;
    }
    const userId = interaction.user.id;
    if (old.seatOf(userId) === null) {
      await say(m.gameover.rematchNotPlayer);
      return;
    }
    const latest = await context.store.latestPlayedGameId(old.record.guildId, old.record.channelId);
    const open = await context.games.activeInChannel(old.record.channelId);
    if (!open && latest !== old.record.id) {
      await say(m.gameover.rematchStale(spelledCommand("new", locale)));
      return;
    }
    const opened = await context.games.openLobby({
      guildId: old.record.guildId,
      channelId: old.record.channelId,
      hostId: userId,
      hostName: interactionName(interaction),
      options: old.setup.options,
      locale: old.setup.locale,
    });
    if (!opened.ok) {
      // One open game per channel: the table someone opened first (a double click, a rematch
      // already open, a new game) is where to go.
      const existing =
        opened.reason === "busy-channel" && opened.existingGameId
          ? await context.games.load(opened.existingGameId)
          : null;
      const link = existing && (await context.announcer.find(interaction.client, existing));
      if (link) await say(m.play.busyChannel(link));
      else if (existing) await say(m.play.busyChannelFar(spelledCommand("board", locale)));
      else await say(m.app.reason[opened.reason]);
      return;
    }
    let snapshot: GameSnapshot = opened.snapshot;
    const events: GameEvent[] = [...opened.events];
    for (const seat of rejoining(old, userId)) {
      // An AI seat comes back as an AI of its level, seated by the new host (issue 23).
      const joined = await context.games.lobbyAction(
        seat.ai
          ? { gameId: snapshot.record.id, userId, action: { kind: "addAi", level: seat.ai } }
          : { gameId: snapshot.record.id, userId: seat.userId, action: { kind: "join", name: seat.name } },
      );
      // A seat that cannot join (a full table after a change of rules) is left out, not fatal.
      if (!joined.ok) continue;
      snapshot = joined.snapshot;
      events.push(...joined.events);
    }
    const published = await context.announcer.publish({ client: interaction.client, snapshot, events });
    await say(
      published.url
        ? m.gameover.rematchOpened(published.url)
        : m.play.lobbyNotPosted(spelledCommand("board", locale)),
    );
  },
};

/** The other players of the finished game, in seat order, but those who had left it. */
function rejoining(old: GameSnapshot, hostId: string): GameSnapshot["setup"]["seats"] {
  const players = old.engine?.g.players;
  return old.setup.seats.filter((s, seat) => s.userId !== hostId && !players?.[seat]?.out);
}

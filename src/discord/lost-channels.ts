// A game whose channel or thread is deleted ends (ops follow-up of issue 26): left open, its timers
// would keep firing and every publish fail. Closed as cancelled (nobody wins, the records count it
// abandoned, its summary says why: `channelDeleted`), its turn timer gone with that save, its AI
// work stopped, and nothing posted: there is nowhere to post.
//
// How the bot learns it, as Discord documents it (resources/channel "Delete/Close Channel",
// topics/gateway-events) and discord.js handles it:
// - THREAD_DELETE (id, guild_id, parent_id, type): discord.js emits `threadDelete` only for a thread
//   it holds. An archived thread is unknown to it after a restart (GUILD_CREATE lists active threads
//   only), so the raw dispatch of a thread it does not hold is read too (client.ws emits it before
//   discord.js handles it: whether it holds the thread then says whether `threadDelete` follows);
// - CHANNEL_DELETE (the channel object): `channelDelete`. Its threads go with it without an event of
//   their own (discord.js drops those it holds from its cache): the server's open games whose
//   channel discord.js no longer holds are then asked about (GET /channels/{id}: 10003 Unknown
//   Channel closes them);
// - a deletion while the bot was down: at start-up the same question for the open games of this
//   process's servers whose channel discord.js does not hold (an archived thread: asked, found);
//   and a publish that meets 10003 Unknown Channel (the start-up catch-up, a timer) closes its game.

import { type Client, Events, GatewayDispatchEvents, Routes } from "discord.js";
import type { GameService } from "../app/game-service.ts";
import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/index.ts";
import { loggableError } from "./loggable-error.ts";

/** Whether a stored game was closed because its channel is gone (its summary's cause). */
export function closedByLostChannel(record: { status: string; summary: unknown }): boolean {
  if (record.status !== "cancelled") return false;
  const summary = record.summary as { cancelledBy?: { kind?: unknown } } | null;
  return summary?.cancelledBy?.kind === "channelDeleted";
}

export interface LostChannelsOptions {
  client: Client;
  games: Pick<GameService, "closeLostChannel">;
  store: Pick<Store, "listOpenGames">;
  log: Logger;
  /** A game was closed here: its AI work stops. */
  onClosed?: (gameId: string) => void;
  /** Keeps the work of an event in sight (the bot's `idle()` and `stop()` wait for it). */
  track?: (work: Promise<unknown>) => void;
}

export class LostChannels {
  constructor(private readonly options: LostChannelsOptions) {}

  /** Listens to the deletions Discord sends. */
  watch(): void {
    const { client } = this.options;
    client.on(Events.ThreadDelete, (thread) => this.track(this.close(thread.id, true)));
    client.on(Events.ChannelDelete, (channel) => {
      if (channel.isDMBased()) return;
      this.track(this.channelDeleted(channel.id, channel.guildId));
    });
    client.ws.on(GatewayDispatchEvents.ThreadDelete, (data: { id?: unknown }) => {
      if (typeof data?.id === "string" && !client.channels.cache.has(data.id))
        this.track(this.close(data.id, true));
    });
  }

  /** A publish met Unknown Channel: the game's channel is gone (which kind, unknown). */
  gone(where: { channelId: string }): void {
    this.track(this.close(where.channelId));
  }

  /**
   * The open games of this process's servers (or of one) whose channel discord.js does not hold,
   * each asked about once; those Discord no longer knows are closed. Answers how many.
   */
  async sweep(guildId?: string, thread?: boolean): Promise<number> {
    const { client, store, log } = this.options;
    let closed = 0;
    try {
      for (const game of await store.listOpenGames()) {
        if (guildId !== undefined ? game.guildId !== guildId : !client.guilds.cache.has(game.guildId))
          continue;
        if (client.channels.cache.has(game.channelId)) continue;
        if (await this.isGone(game.channelId)) {
          await this.close(game.channelId, thread);
          closed++;
        }
      }
    } catch (error) {
      log.warn({ err: loggableError(error) }, "could not look for games whose channel is gone");
    }
    return closed;
  }

  private async channelDeleted(channelId: string, guildId: string): Promise<void> {
    await this.close(channelId, false);
    // Its threads went with it, without an event of their own.
    await this.sweep(guildId, false);
  }

  private async isGone(channelId: string): Promise<boolean> {
    try {
      await this.options.client.rest.get(Routes.channel(channelId));
      return false;
    } catch (error) {
      return (error as { code?: unknown } | null)?.code === 10003;
    }
  }

  /** Closes the channel's open game, if it has one. Never throws. */
  private async close(channelId: string, thread?: boolean): Promise<void> {
    const { games, log, onClosed } = this.options;
    try {
      const gameId = await games.closeLostChannel(channelId, thread);
      if (!gameId) return;
      log.info({ gameId, channelId, thread }, "game closed: its channel is gone");
      onClosed?.(gameId);
    } catch (error) {
      log.error({ err: loggableError(error), channelId }, "could not close the game of a deleted channel");
    }
  }

  private track(work: Promise<unknown>): void {
    this.options.track?.(work);
  }
}

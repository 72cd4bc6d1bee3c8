// Everything a game shows in its channel: its one public message (lobby → faction selection →
// board), edited in place, re-posted at the bottom when it has scrolled far up or on request, and
// the notices that ping whoever must act. Called after the game service saved; it never throws:
// a Discord failure is logged and the next interaction renders the stored game again.
//
// Where the game message is: an in-memory map (game → message id), checked against the latest
// messages of the channel at every publish. That one read tells both whether the message is still
// near the bottom and, after a restart (empty map), which recent message it is (the bot's message
// with embeds and this game's buttons). The id is not written to the game row: a save bumps the
// game's version, and the channel already holds the truth.

import { type Client, Routes } from "discord.js";
import type { GameEvent, GameSnapshot } from "../app/index.ts";
import { KeyedMutex } from "../app/keyed-mutex.ts";
import { LruCache } from "../app/lru-cache.ts";
import { gameLogger, type Logger } from "../log/logger.ts";
import { gameIdToShort } from "../render/custom-id.ts";
import type { MessagePayload } from "../render/index.ts";
import type { Store } from "../store/index.ts";
import { CONFIRM_PREFIX } from "./confirm-id.ts";
import { gameMessage } from "./game-message.ts";
import { loggableError } from "./loggable-error.ts";
import { noticesFor } from "./notices.ts";

/** The game message is re-posted once more than this many messages came after it. */
export const RECENT_MESSAGES = 20;
const REMEMBERED_GAMES = 1000;

/** The public message a clicked component sits on; editing it through the click answers the click. */
export interface OriginMessage {
  messageId: string;
  edit(payload: MessagePayload): Promise<unknown>;
}

export interface PublishInput {
  client: Client;
  snapshot: GameSnapshot;
  events?: readonly GameEvent[];
  /** Set when a component of a public message was clicked (its answer is the edit of that message). */
  origin?: OriginMessage | undefined;
  /** Post the game message again at the bottom of the channel (/smashup board). */
  repost?: boolean;
  /** A player whose own reply already shows their next choice: no public ping for them. */
  shownTo?: string | undefined;
}

export interface Published {
  /** The game message after this publish, null if Discord refused it. */
  messageId: string | null;
  url: string | null;
}

interface RawMessage {
  id: string;
  author?: { id?: string };
  embeds?: unknown[];
  components?: unknown[];
}

export interface AnnouncerOptions {
  store: Store;
  log: Logger;
}

export class Announcer {
  private readonly store: Store;
  private readonly log: Logger;
  private readonly messages = new LruCache<string, string>(REMEMBERED_GAMES);
  /**
   * The newest version rendered per game, so that a late publish never shows an older board: kept
   * after the game ends too (the final board is the one that must not be undone); the LRU bounds it.
   */
  private readonly latest = new LruCache<string, { version: number; payload: MessagePayload }>(
    REMEMBERED_GAMES,
  );
  private readonly locks = new KeyedMutex();

  constructor(options: AnnouncerOptions) {
    this.store = options.store;
    this.log = options.log;
  }

  async publish(input: PublishInput): Promise<Published> {
    const { snapshot } = input;
    const record = snapshot.record;
    const log = gameLogger(this.log, {
      gameId: record.id,
      guildId: record.guildId,
      channelId: record.channelId,
    });
    // Rendered before the first await: the snapshot's engine is live and moves on with the next
    // interaction of this game.
    let notices: MessagePayload[] = [];
    let rendered: MessagePayload | null = null;
    try {
      notices = noticesFor(snapshot, input.events ?? [], { shownTo: input.shownTo });
      if (snapshot.engine) rendered = gameMessage(snapshot, []);
    } catch (error) {
      log.error({ err: loggableError(error) }, "rendering the game's public messages failed");
    }
    return this.locks.run(record.id, async () => {
      let published: Published = { messageId: null, url: null };
      const origin = input.origin && answered(input.origin);
      let payload = rendered;
      try {
        payload = this.newest(snapshot, rendered ?? (await this.lobbyMessage(snapshot)));
        const messageId = await this.placeGameMessage({ ...input, origin }, payload);
        published = { messageId, url: messageUrl(record.guildId, record.channelId, messageId) };
      } catch (error) {
        log.warn({ err: loggableError(error) }, "could not update the game's message");
      }
      // The click must be answered even when the channel refused the rest.
      if (origin && !origin.done && payload) {
        await origin.edit(payload).catch((error: unknown) => {
          log.warn({ err: loggableError(error) }, "could not answer the click on the game's message");
        });
      }
      for (const payload of notices) {
        try {
          await input.client.rest.post(Routes.channelMessages(record.channelId), { body: body(payload) });
        } catch (error) {
          log.warn({ err: loggableError(error) }, "could not post a game notice");
        }
      }
      return published;
    });
  }

  /** A link to the game's message if it is among the channel's recent messages (e.g. for "this channel is busy"). */
  async find(client: Client, snapshot: GameSnapshot): Promise<string | null> {
    const { record } = snapshot;
    try {
      const recent = await this.recent(client, record.channelId);
      const id = this.locateIn(recent ?? [], client, record.id);
      return id ? messageUrl(record.guildId, record.channelId, id) : null;
    } catch (error) {
      this.log.warn({ err: error, gameId: record.id }, "could not look for the game's message");
      return null;
    }
  }

  private async lobbyMessage(snapshot: GameSnapshot): Promise<MessagePayload> {
    const settings = await this.store.getGuildSettings(snapshot.record.guildId);
    return gameMessage(snapshot, settings.enabledBoxes);
  }

  /** The payload to show: this one, unless a newer version of the game was shown already. */
  private newest(snapshot: GameSnapshot, payload: MessagePayload): MessagePayload {
    const { id, version } = snapshot.record;
    const shown = this.latest.get(id);
    if (shown && shown.version > version) return shown.payload;
    this.latest.set(id, { version, payload });
    return payload;
  }

  /** Edits the game message where it is, or posts it anew at the bottom; returns its id. */
  private async placeGameMessage(input: PublishInput, payload: MessagePayload): Promise<string> {
    const { client, snapshot, origin } = input;
    const { id: gameId, channelId } = snapshot.record;
    const known = this.messages.get(gameId);
    const recent = await this.recent(client, channelId).catch((error: unknown) => {
      // Without Read Message History the distance is unknown: keep editing the known message.
      this.log.warn({ err: error, gameId }, "could not read the channel's recent messages");
      return null;
    });
    const near = recent
      ? recent.some((m) => m.id === known)
        ? known
        : this.locateIn(recent, client, gameId)
      : known;
    if (near && !input.repost) {
      if (origin?.messageId === near) await origin.edit(payload);
      else {
        await client.rest.patch(Routes.channelMessage(channelId, near), { body: body(payload) });
        // The click came from an older copy: it keeps its text, without buttons.
        if (origin) await origin.edit({ ...payload, components: [] });
      }
      this.messages.set(gameId, near);
      return near;
    }
    const posted = (await client.rest.post(Routes.channelMessages(channelId), {
      body: body(payload),
    })) as RawMessage;
    this.messages.set(gameId, posted.id);
    if (origin) await origin.edit({ ...payload, components: [] });
    const old = near ?? known;
    if (old && old !== origin?.messageId) {
      await client.rest.delete(Routes.channelMessage(channelId, old)).catch((error: unknown) => {
        this.log.debug({ err: error, gameId }, "the old game message could not be deleted");
      });
    }
    return posted.id;
  }

  private async recent(client: Client, channelId: string): Promise<RawMessage[] | null> {
    const query = new URLSearchParams({ limit: String(RECENT_MESSAGES + 1) });
    return (await client.rest.get(Routes.channelMessages(channelId), { query })) as RawMessage[];
  }

  /** The newest of `messages` that is this game's message: the bot's, with embeds and this game's buttons. */
  private locateIn(messages: readonly RawMessage[], client: Client, gameId: string): string | null {
    const short = gameIdToShort(gameId);
    const botId = client.user?.id;
    for (const m of messages) {
      if (m.author?.id !== botId || !m.embeds?.length) continue;
      const ids = customIds(m.components ?? []);
      if (ids.some((id) => isGameComponent(id, short))) return m.id;
    }
    return null;
  }
}

/** The origin, remembering whether it was edited. */
function answered(origin: OriginMessage): OriginMessage & { done: boolean } {
  const tracked = {
    messageId: origin.messageId,
    done: false,
    async edit(payload: MessagePayload) {
      await origin.edit(payload);
      tracked.done = true;
    },
  };
  return tracked;
}

function isGameComponent(customId: string, short: string): boolean {
  const [prefix, id] = customId.split(":");
  return id === short && (prefix === "sg" || prefix === "lb" || prefix === CONFIRM_PREFIX);
}

function customIds(components: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const c of components) {
    if (typeof c !== "object" || c === null) continue;
    const record = c as { custom_id?: unknown; components?: unknown };
    if (typeof record.custom_id === "string") out.push(record.custom_id);
    if (Array.isArray(record.components)) out.push(...customIds(record.components));
  }
  return out;
}

function body(payload: MessagePayload) {
  return {
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    allowed_mentions: payload.allowedMentions,
  };
}

export function messageUrl(guildId: string, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
}

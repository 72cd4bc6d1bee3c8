// Public threads (channel type 11) as Discord documents them (topics/threads, resources/channel):
// - a thread lives in a text channel and takes that channel's permission overwrites; posting in it
//   needs Send Messages in Threads (not Send Messages), opening one needs Create Public Threads;
// - "Threads automatically archive after a period of inactivity", activity being "sending a message,
//   unarchiving a thread, or changing the auto-archive time" (here: when advanceTime() passes
//   auto_archive_duration minutes of fake time without activity);
// - "Users cannot edit messages, add reactions, use application commands, or join archived threads.
//   The only operation that should happen within an archived thread is messages being deleted.
//   Sending a message will automatically unarchive the thread, unless the thread has been locked";
//   the refusal is 50083 "Operation cannot be performed on an archived thread";
// - GUILD_CREATE carries the active threads only; archived ones must be fetched (GET /channels/{id},
//   GET /channels/{id}/threads/archived/public).

import {
  type APIThreadChannel,
  type ChannelFlags,
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageType,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
} from "discord-api-types/v10";
import { DiscordError } from "../discord-error.ts";
import { FakeChannel } from "./channels.ts";
import type { PermissionOverwrite } from "./permissions.ts";
import type { FakeUser } from "./users.ts";
import type { World } from "./world.ts";

export const AUTO_ARCHIVE_DURATIONS: readonly number[] = [
  ThreadAutoArchiveDuration.OneHour,
  ThreadAutoArchiveDuration.OneDay,
  ThreadAutoArchiveDuration.ThreeDays,
  ThreadAutoArchiveDuration.OneWeek,
];

/** 50083, Discord's answer to an edit (or a post in a locked thread) while the thread is archived. */
export function archivedThreadError(): DiscordError {
  return new DiscordError(400, 50083, "Operation cannot be performed on an archived thread.");
}

export interface StartThreadOptions {
  name: string;
  /** Minutes without activity before the thread archives itself: 60, 1440 (default), 4320 or 10080. */
  autoArchiveDuration?: number;
  /** Who opens it (the bot through REST; a member when a test opens one); the guild owner by default. */
  owner?: FakeUser;
}

/** A public thread of a text channel, with its archive state. Its messages work as a channel's. */
export class FakeThread extends FakeChannel {
  archived = false;
  locked = false;
  autoArchiveDuration: number;
  /** ISO time the archive state last changed (the creation time at first), as Discord reports it. */
  archiveTimestamp: string;
  /** Fake-clock ms of the last activity (a message, an unarchive, a new auto-archive time). */
  lastActivityAt: number;
  deletedThread = false;
  readonly ownerId: string;
  readonly createdAt: string;

  constructor(
    private readonly threadWorld: World,
    readonly parent: FakeChannel,
    id: string,
    options: StartThreadOptions,
  ) {
    super(threadWorld, parent.guild, id, options.name, 0);
    this.autoArchiveDuration = options.autoArchiveDuration ?? ThreadAutoArchiveDuration.OneDay;
    this.ownerId = (options.owner ?? parent.guild.owner).id;
    this.createdAt = threadWorld.isoNow();
    this.archiveTimestamp = this.createdAt;
    this.lastActivityAt = threadWorld.clock.now();
  }

  override get permissionOverwrites(): readonly PermissionOverwrite[] {
    return this.parent.permissionOverwrites;
  }

  override get sendPermission(): bigint {
    return PermissionFlagsBits.SendMessagesInThreads;
  }

  /** A locked archived thread refuses posts; an unlocked one is reopened by them. */
  override beforePost(): void {
    if (this.deletedThread) throw new DiscordError(404, 10003, "Unknown Channel");
    if (this.archived && this.locked) throw archivedThreadError();
  }

  override afterPost(): void {
    this.lastActivityAt = this.threadWorld.clock.now();
    if (this.archived) this.setArchived(false);
  }

  override beforeEdit(): void {
    if (this.archived) throw archivedThreadError();
  }

  override get isArchivedThread(): boolean {
    return this.archived;
  }

  /** Archives the thread as Discord (inactivity) or a moderator would; `locked` keeps it shut to posts. */
  archive(options: { locked?: boolean } = {}): void {
    if (options.locked !== undefined) this.locked = options.locked;
    this.setArchived(true);
  }

  /** Reopens it as a member with the rights would (counts as activity). */
  unarchive(): void {
    this.setArchived(false);
  }

  /** Deletes the thread as a moderator would: THREAD_DELETE, then every route answers Unknown Channel. */
  override delete(): void {
    if (this.deletedThread) return;
    this.deletedThread = true;
    this.deleted = true;
    this.threadWorld.channels.delete(this.id);
    this.threadWorld.gateway?.dispatch(GatewayDispatchEvents.ThreadDelete, (intents) =>
      intents & GatewayIntentBits.Guilds
        ? { id: this.id, guild_id: this.guild.id, parent_id: this.parent.id, type: ChannelType.PublicThread }
        : undefined,
    );
    this.threadWorld.changed();
  }

  setArchived(archived: boolean): void {
    if (this.archived === archived) return;
    this.archived = archived;
    this.archiveTimestamp = this.threadWorld.isoNow();
    if (!archived) this.lastActivityAt = this.threadWorld.clock.now();
    this.announceUpdate();
  }

  /** Called as fake time passes: archives the thread once its inactivity reached auto_archive_duration. */
  timePassed(): void {
    if (this.archived || this.deletedThread) return;
    const idleMs = this.threadWorld.clock.now() - this.lastActivityAt;
    if (idleMs >= this.autoArchiveDuration * 60_000) this.setArchived(true);
  }

  announceUpdate(): void {
    this.threadWorld.gateway?.dispatch(GatewayDispatchEvents.ThreadUpdate, (intents) =>
      intents & GatewayIntentBits.Guilds ? this.toAPI() : undefined,
    );
    this.threadWorld.changed();
  }

  override toAPI(): APIThreadChannel {
    const messageCount = this.messageIds.length;
    return {
      id: this.id,
      type: ChannelType.PublicThread,
      guild_id: this.guild.id,
      parent_id: this.parent.id,
      owner_id: this.ownerId,
      name: this.name,
      last_message_id: this.messageIds.at(-1) ?? null,
      rate_limit_per_user: 0,
      message_count: messageCount,
      total_message_sent: messageCount,
      member_count: 1,
      flags: 0 as ChannelFlags,
      nsfw: false,
      thread_metadata: {
        archived: this.archived,
        auto_archive_duration: this.autoArchiveDuration as ThreadAutoArchiveDuration,
        archive_timestamp: this.archiveTimestamp,
        locked: this.locked,
        create_timestamp: this.createdAt,
      },
    };
  }
}

/**
 * Opens a public thread in `parent` without a starter message, as POST /channels/{id}/threads does:
 * THREAD_CREATE (newly_created) to the bot, and Discord's "started a thread" notice (type 18) in the
 * parent channel.
 */
export function startThread(world: World, parent: FakeChannel, options: StartThreadOptions): FakeThread {
  if (parent instanceof FakeThread) throw new Error("a thread cannot hold threads");
  const thread = new FakeThread(world, parent, world.ids.next(), options);
  world.channels.set(thread.id, thread);
  world.gateway?.dispatch(GatewayDispatchEvents.ThreadCreate, (intents) =>
    intents & GatewayIntentBits.Guilds ? { ...thread.toAPI(), newly_created: true } : undefined,
  );
  const owner = options.owner ?? parent.guild.owner;
  const notice = world.createMessage({
    channel: parent,
    author: owner,
    body: { content: thread.name },
    files: [],
    type: MessageType.ThreadCreated,
  });
  notice.data.message_reference = { channel_id: thread.id, guild_id: parent.guild.id };
  world.changed();
  return thread;
}

/** Every thread of the world not deleted, optionally of one guild or one parent channel. */
export function threadsOf(world: World, filter: { guildId?: string; parentId?: string } = {}): FakeThread[] {
  return [...world.channels.values()].filter(
    (channel): channel is FakeThread =>
      channel instanceof FakeThread &&
      !channel.deletedThread &&
      (filter.guildId === undefined || channel.guild.id === filter.guildId) &&
      (filter.parentId === undefined || channel.parent.id === filter.parentId),
  );
}

/** What GUILD_CREATE and GET /guilds/{id}/threads/active list: the active threads only. */
export function activeThreadsOf(world: World, guildId: string): APIThreadChannel[] {
  return threadsOf(world, { guildId })
    .filter((thread) => !thread.archived)
    .map((thread) => thread.toAPI());
}

/** Fake time passed: threads idle for their auto-archive duration archive themselves. */
export function autoArchiveThreads(world: World): void {
  for (const thread of threadsOf(world)) thread.timePassed();
}

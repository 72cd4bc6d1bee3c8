import {
  type APITextChannel,
  type APIThreadChannel,
  ChannelType,
  OverwriteType,
  PermissionFlagsBits,
} from "discord-api-types/v10";
import type { FakeGuild } from "./guilds.ts";
import type { FakeMessage } from "./messages.ts";
import type { PermissionOverwrite } from "./permissions.ts";
import type { FakeRole } from "./roles.ts";
import type { FakeThread, StartThreadOptions } from "./threads.ts";
import type { FakeUser } from "./users.ts";
import type { World } from "./world.ts";

/** A guild text channel and the public messages posted in it. */
export class FakeChannel {
  readonly overwrites: PermissionOverwrite[] = [];
  /** Ids of every message ever posted here (ephemeral ones excluded), oldest first. */
  readonly messageIds: string[] = [];
  topic: string | null;
  /** Deleted (world.deleteChannel, or a thread's delete()): gone from every route (10003 Unknown Channel). */
  deleted = false;

  constructor(
    private readonly world: World,
    readonly guild: FakeGuild,
    readonly id: string,
    public name: string,
    readonly position: number,
    options: { topic?: string | null } = {},
  ) {
    this.topic = options.topic ?? null;
  }

  get mention(): string {
    return `<#${this.id}>`;
  }

  /** Public messages still present, oldest first, each in its latest edited state. */
  get messages(): FakeMessage[] {
    return this.messageIds
      .map((id) => this.world.messages.get(id))
      .filter((message): message is FakeMessage => message !== undefined && !message.deleted);
  }

  /** The overwrites that decide permissions here (a thread takes its parent channel's). */
  get permissionOverwrites(): readonly PermissionOverwrite[] {
    return this.overwrites;
  }

  /** The permission a post needs here (threads: Send Messages in Threads). */
  get sendPermission(): bigint {
    return PermissionFlagsBits.SendMessages;
  }

  /** True for an archived thread (see model/threads.ts). */
  get isArchivedThread(): boolean {
    return false;
  }

  /** Hooks a thread overrides: refusals and side effects of posting and editing (model/threads.ts). */
  beforePost(): void {}
  afterPost(): void {}
  beforeEdit(): void {}

  /** Opens a public thread here as `owner` (the guild owner by default) would: THREAD_CREATE. */
  createThread(name: string, options: Omit<StartThreadOptions, "name"> = {}): FakeThread {
    return this.world.startThread(this, { ...options, name });
  }

  /** Deletes the channel as a moderator would: CHANNEL_DELETE, its threads gone with it (model/world.ts). */
  delete(): void {
    this.world.deleteChannel(this);
  }

  /** The threads opened in this channel and not deleted, archived ones included. */
  get threads(): FakeThread[] {
    return this.world.threadsOf({ parentId: this.id });
  }

  get lastMessage(): FakeMessage | undefined {
    return this.messages.at(-1);
  }

  /** Waits until a public message satisfies the predicate (checked against current state first). */
  waitForMessage(
    predicate: (message: FakeMessage) => boolean = () => true,
    options: { timeoutMs?: number } = {},
  ): Promise<FakeMessage> {
    return this.world.notifier.waitFor(() => this.messages.find(predicate), {
      timeoutMs: options.timeoutMs ?? this.world.options.waitTimeoutMs,
      describe: () =>
        `waiting for a message in #${this.name}; it has ${this.messages.length} message(s): ${this.messages
          .map((message) => JSON.stringify(message.text.slice(0, 80)))
          .join(", ")}`,
    });
  }

  /** Allows/denies permissions in this channel for a role (or @everyone) or a member. */
  setPermissionOverwrite(target: FakeRole | FakeUser, permissions: { allow?: bigint; deny?: bigint }): void {
    const type = "permissions" in target ? "role" : "member";
    const existing = this.overwrites.findIndex((o) => o.id === target.id && o.type === type);
    const overwrite: PermissionOverwrite = {
      id: target.id,
      type,
      allow: permissions.allow ?? 0n,
      deny: permissions.deny ?? 0n,
    };
    if (existing >= 0) this.overwrites.splice(existing, 1, overwrite);
    else this.overwrites.push(overwrite);
    this.world.announceChannelUpdate(this);
  }

  toAPI(): APITextChannel | APIThreadChannel {
    return {
      id: this.id,
      type: ChannelType.GuildText,
      guild_id: this.guild.id,
      name: this.name,
      position: this.position,
      permission_overwrites: this.overwrites.map((o) => ({
        id: o.id,
        type: o.type === "role" ? OverwriteType.Role : OverwriteType.Member,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
      parent_id: null,
      nsfw: false,
      topic: this.topic,
      last_message_id: this.messageIds.at(-1) ?? null,
      last_pin_timestamp: null,
      rate_limit_per_user: 0,
    };
  }
}

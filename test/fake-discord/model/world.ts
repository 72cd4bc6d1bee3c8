import {
  AllowedMentionsTypes,
  type APIMessage,
  GatewayDispatchEvents,
  GatewayIntentBits,
  Locale,
  MessageFlags,
  type MessageType,
} from "discord-api-types/v10";
import type { Clock } from "../clock.ts";
import { type DiscordError, discordErrors, type ViolationKind } from "../discord-error.ts";
import type { FlatFieldError } from "../form-errors.ts";
import { clone } from "../json.ts";
import { ChangeNotifier } from "../notifier.ts";
import { interactionMetadata, legacyMessageInteraction } from "../payloads/interaction-payloads.ts";
import { SnowflakeFactory } from "../snowflakes.ts";
import type { FakeChannel } from "./channels.ts";
import { CommandRegistry } from "./commands.ts";
import { DirectMessages } from "./dms.ts";
import { FakeGuild, type FakeMember } from "./guilds.ts";
import { type InteractionRecord, InteractionStore } from "./interactions.ts";
import {
  buildAttachments,
  isEmptyMessage,
  type MessageBody,
  mentionedIds,
  normalizeComponents,
  normalizeEmbeds,
  resolveEmbedFiles,
  SETTABLE_MESSAGE_FLAGS,
  type UploadedFile,
} from "./message-builder.ts";
import { FakeMessage } from "./messages.ts";
import type { FakeRole } from "./roles.ts";
import {
  autoArchiveThreads,
  type FakeThread,
  type StartThreadOptions,
  startThread,
  threadsOf,
} from "./threads.ts";
import { FakeUser, type FakeUserOptions } from "./users.ts";

export interface AckDeadlineOptions {
  /**
   * "real": a real timer measures the deadline (the bot's actual speed counts);
   * "fake": only time skipped with advanceTime() counts, so slow machines never fail a test.
   */
  clock: "real" | "fake";
  timeoutMs: number;
}

export interface CreateGuildOptions {
  name?: string;
  preferredLocale?: Locale;
  owner?: FakeUser;
  /** [id, count]: a guild id of that shard ((guild_id >> 22) % count === id). */
  shard?: [number, number];
}

/** `id` moved a few milliseconds on, into shard `shard[0]` of `shard[1]`. */
function idInShard(id: string, [shardId, count]: [number, number]): string {
  const value = BigInt(id);
  const have = (value >> 22n) % BigInt(count);
  const step = (BigInt(shardId) - have + BigInt(count)) % BigInt(count);
  return (value + (step << 22n)).toString();
}

export interface WorldOptions {
  waitTimeoutMs: number;
  ackDeadline: AckDeadlineOptions;
  /** The shard count GET /gateway/bot recommends (discord.js's SHARD_COUNT=auto). */
  recommendedShards?: number;
}

export interface Violation {
  kind: ViolationKind;
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
  fieldErrors: FlatFieldError[];
  /** Fake-clock time. */
  at: number;
}

export interface RecordedFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface RecordedRequest {
  seq: number;
  method: string;
  /** Decoded path below /api/v10, e.g. "/webhooks/1/tok/messages/@original". */
  path: string;
  /** The route pattern that handled it, e.g. "/webhooks/:applicationId/:token/messages/:messageId". */
  route: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, or the payload_json part of a multipart body. */
  body: unknown;
  files: RecordedFile[];
  status: number;
  response: unknown;
  /** True when a failure injected by the test produced the answer. */
  injected: boolean;
  at: number;
}

/** What the gateway offers the model: dispatching to the bot's live session. */
export interface GatewayLink {
  readonly hasSession: boolean;
  /**
   * Queues a dispatch for the current session. `build` receives the session's
   * intents and returns undefined when Discord would not send the event.
   */
  dispatch(event: GatewayDispatchEvents, build: (intents: number) => unknown): boolean;
}

export interface CreateMessageInput {
  channel: FakeChannel;
  author: FakeUser;
  body: MessageBody;
  files: readonly UploadedFile[];
  type: MessageType;
  ephemeralFor?: FakeUser;
  interaction?: InteractionRecord;
  loading?: boolean;
}

/**
 * The fake Discord's state and the operations on it, independent of HTTP and
 * WebSocket: users, guilds, channels, messages, interactions, commands, and the
 * logs tests assert on. REST routes, the gateway and the test driver all act
 * through it, and every change wakes the pending waits.
 */
export class World {
  readonly ids: SnowflakeFactory;
  readonly notifier = new ChangeNotifier();
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  readonly messages = new Map<string, FakeMessage>();
  readonly interactions = new InteractionStore();
  readonly commands: CommandRegistry;
  /** DM channels with users (model/dms.ts). */
  readonly dms = new DirectMessages(this);
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];
  readonly botUser: FakeUser;
  gateway: GatewayLink | undefined;
  /** Total time skipped with advanceTime(); the 3-second rule in "fake" mode counts only this. */
  skippedMs = 0;
  /** http://127.0.0.1:PORT, known once the server listens. */
  baseUrl = "";
  /**
   * The nonces of messages up to this id are forgotten (Discord checks a nonce for a few minutes
   * only): `enforce_nonce` with one of them creates a new message.
   */
  noncesForgottenUpTo = 0n;

  constructor(
    readonly clock: Clock,
    readonly options: WorldOptions,
    readonly identity: { applicationId: string; applicationName: string; botUserId: string; token: string },
  ) {
    this.ids = new SnowflakeFactory(clock);
    this.commands = new CommandRegistry(this.ids, identity.applicationId);
    this.botUser = new FakeUser(identity.botUserId, identity.applicationName, { bot: true });
    this.users.set(this.botUser.id, this.botUser);
  }

  get applicationId(): string {
    return this.identity.applicationId;
  }

  /** Discord's nonce window passes for every message so far. */
  forgetNonces(): void {
    for (const id of this.messages.keys())
      if (BigInt(id) > this.noncesForgottenUpTo) this.noncesForgottenUpTo = BigInt(id);
  }

  isoNow(): string {
    return new Date(this.clock.now()).toISOString();
  }

  changed(): void {
    this.notifier.notify();
  }

  createUser(username: string, options: FakeUserOptions = {}): FakeUser {
    const user = new FakeUser(this.ids.next(), username, options);
    this.users.set(user.id, user);
    this.changed();
    return user;
  }

  createGuild(options: CreateGuildOptions = {}): FakeGuild {
    const name = options.name ?? `Guild ${this.guilds.size + 1}`;
    const owner =
      options.owner ?? this.createUser(`${name} owner`.toLowerCase().replaceAll(/[^a-z0-9_.]/g, "_"));
    const guild = new FakeGuild(
      this,
      options.shard ? idInShard(this.ids.next(), options.shard) : this.ids.next(),
      name,
      options.preferredLocale ?? Locale.EnglishUS,
      owner,
    );
    this.guilds.set(guild.id, guild);
    this.gateway?.dispatch(GatewayDispatchEvents.GuildCreate, () => guild.toGuildCreate());
    this.changed();
    return guild;
  }

  registerChannel(channel: FakeChannel): void {
    this.channels.set(channel.id, channel);
    this.gateway?.dispatch(GatewayDispatchEvents.ChannelCreate, () => channel.toAPI());
    this.changed();
  }

  startThread(parent: FakeChannel, options: StartThreadOptions): FakeThread {
    return startThread(this, parent, options);
  }

  threadsOf(filter: { guildId?: string; parentId?: string } = {}): FakeThread[] {
    return threadsOf(this, filter);
  }

  /**
   * Deletes a guild text channel as a moderator (or the bot, DELETE /channels/{id}) would. Discord:
   * "Delete a channel ... Fires a Channel Delete Gateway event (or Thread Delete if the channel was a
   * thread)"; CHANNEL_DELETE carries the channel object. Its threads go with it, and the
   * documentation names no event for them: none is sent (discord.js drops a deleted channel's
   * threads from its cache itself, ChannelManager#_remove). Afterwards every route of the channel
   * and of its threads answers 404 Unknown Channel (10003).
   */
  deleteChannel(channel: FakeChannel): void {
    if (channel.deleted) return;
    const threads = this.threadsOf({ parentId: channel.id });
    channel.deleted = true;
    this.channels.delete(channel.id);
    channel.guild.channels.delete(channel.id);
    for (const thread of threads) {
      thread.deletedThread = true;
      thread.deleted = true;
      this.channels.delete(thread.id);
    }
    this.gateway?.dispatch(GatewayDispatchEvents.ChannelDelete, (intents) =>
      intents & GatewayIntentBits.Guilds ? channel.toAPI() : undefined,
    );
    this.changed();
  }

  announceChannelUpdate(channel: FakeChannel): void {
    this.gateway?.dispatch(GatewayDispatchEvents.ChannelUpdate, () => channel.toAPI());
    this.changed();
  }

  announceRole(guild: FakeGuild, role: FakeRole, kind: "created" | "updated"): void {
    const event =
      kind === "created" ? GatewayDispatchEvents.GuildRoleCreate : GatewayDispatchEvents.GuildRoleUpdate;
    this.gateway?.dispatch(event, () => ({ guild_id: guild.id, role: role.toAPI() }));
    this.changed();
  }

  announceMember(guild: FakeGuild, member: FakeMember): void {
    this.gateway?.dispatch(GatewayDispatchEvents.GuildMemberAdd, (intents) =>
      intents & GatewayIntentBits.GuildMembers ? { ...member.toAPI(), guild_id: guild.id } : undefined,
    );
  }

  ephemeralsFor(user: FakeUser): FakeMessage[] {
    return [...this.messages.values()].filter(
      (message) => message.meta.ephemeralFor?.id === user.id && !message.deleted,
    );
  }

  createMessage(input: CreateMessageInput): FakeMessage {
    const { body, channel } = input;
    const id = this.ids.next();
    const { attachments, stored } = buildAttachments({
      body,
      files: input.files,
      existing: [],
      newId: () => this.ids.next(),
      urlFor: (attachmentId, filename) => this.attachmentUrl(channel.id, attachmentId, filename),
    });
    let flags = (body.flags ?? 0) & SETTABLE_MESSAGE_FLAGS;
    if (input.ephemeralFor) flags |= MessageFlags.Ephemeral;
    if (input.loading) flags |= MessageFlags.Loading;
    const content = body.content ?? "";
    const resolved = resolveEmbedFiles(normalizeEmbeds(body.embeds), attachments);
    const data: APIMessage = {
      id,
      channel_id: channel.id,
      author: input.author.toAPI(),
      content,
      timestamp: this.isoNow(),
      edited_timestamp: null,
      tts: body.tts === true,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: attachments.filter((a) => !resolved.shown.has(a.id)),
      embeds: resolved.embeds,
      components: normalizeComponents(body.components),
      pinned: false,
      type: input.type,
      flags,
    };
    this.applyMentions(data, body);
    if (input.interaction) {
      data.webhook_id = this.applicationId;
      data.application_id = this.applicationId;
      data.interaction_metadata = interactionMetadata(input.interaction);
      const legacy = legacyMessageInteraction(input.interaction);
      if (legacy) data.interaction = legacy;
    }
    if (body.message_reference?.message_id) {
      data.message_reference = {
        ...body.message_reference,
        channel_id: channel.id,
        guild_id: channel.guild.id,
      };
      data.referenced_message = this.messages.get(body.message_reference.message_id)?.data ?? null;
    }
    if (!input.loading && isEmptyMessage(data)) throw discordErrors.emptyMessage();
    const message = new FakeMessage(data, {
      guildId: channel.guild.id,
      ephemeralFor: input.ephemeralFor,
      interactionId: input.interaction?.id,
    });
    for (const file of stored) message.files.set(file.attachmentId, file);
    message.held = attachments;
    this.messages.set(id, message);
    if (!input.ephemeralFor) {
      channel.messageIds.push(id);
      channel.afterPost();
      this.announceMessage(GatewayDispatchEvents.MessageCreate, message);
    }
    this.changed();
    return message;
  }

  /** Applies an edit: fields present in the body replace the current ones. */
  editMessage(message: FakeMessage, body: MessageBody, files: readonly UploadedFile[] = []): FakeMessage {
    const previous = message.data;
    const next = clone(previous);
    if (body.content !== undefined) next.content = body.content ?? "";
    if (body.embeds !== undefined) next.embeds = normalizeEmbeds(body.embeds ?? []);
    if (body.components !== undefined) next.components = normalizeComponents(body.components ?? []);
    if (body.flags !== undefined) {
      next.flags =
        ((previous.flags ?? 0) & ~SETTABLE_MESSAGE_FLAGS) | ((body.flags ?? 0) & SETTABLE_MESSAGE_FLAGS);
    }
    const wasLoading = ((previous.flags ?? 0) & MessageFlags.Loading) !== 0;
    next.flags = (next.flags ?? 0) & ~MessageFlags.Loading;
    const { attachments, stored } = buildAttachments({
      body,
      files,
      existing: message.held,
      newId: () => this.ids.next(),
      urlFor: (attachmentId, filename) => this.attachmentUrl(previous.channel_id, attachmentId, filename),
    });
    // Embeds sent again name their files again; embeds kept keep their resolved URLs, whose files
    // must still be held to show.
    const resolved = resolveEmbedFiles(next.embeds, attachments);
    next.embeds = resolved.embeds;
    for (const embed of next.embeds)
      for (const media of [embed.image, embed.thumbnail]) {
        const file = media && attachments.find((a) => a.url === media.url);
        if (file) resolved.shown.add(file.id);
      }
    next.attachments = attachments.filter((a) => !resolved.shown.has(a.id));
    if (body.content !== undefined) this.applyMentions(next, body);
    if (!wasLoading) next.edited_timestamp = this.isoNow();
    if (isEmptyMessage(next)) throw discordErrors.emptyMessage();
    message.history.push(previous);
    message.data = next;
    message.held = attachments;
    for (const file of stored) message.files.set(file.attachmentId, file);
    if (!message.meta.ephemeralFor) this.announceMessage(GatewayDispatchEvents.MessageUpdate, message);
    this.changed();
    return message;
  }

  deleteMessage(message: FakeMessage): void {
    message.deleted = true;
    if (!message.meta.ephemeralFor) {
      this.gateway?.dispatch(GatewayDispatchEvents.MessageDelete, (intents) =>
        intents & GatewayIntentBits.GuildMessages
          ? { id: message.id, channel_id: message.channelId, guild_id: message.meta.guildId }
          : undefined,
      );
    }
    this.changed();
  }

  recordViolation(error: DiscordError, request: { method: string; path: string }): void {
    const kind = error.options.violation;
    if (!kind) return;
    this.violations.push({
      kind,
      method: request.method,
      path: request.path,
      status: error.status,
      code: error.code,
      message: error.message,
      fieldErrors: error.fieldErrors,
      at: this.clock.now(),
    });
    this.changed();
  }

  // ---- the interaction clock ----

  registerInteraction(record: InteractionRecord): void {
    this.interactions.add(record);
    const { ackDeadline } = this.options;
    if (ackDeadline.clock === "real") {
      record.ackTimer = setTimeout(() => {
        if (record.state === "pending") this.failInteraction(record);
      }, ackDeadline.timeoutMs);
      record.ackTimer.unref();
    }
    this.changed();
  }

  isPastAckDeadline(record: InteractionRecord): boolean {
    const { ackDeadline } = this.options;
    const elapsed =
      ackDeadline.clock === "real"
        ? performance.now() - record.createdAtReal
        : this.skippedMs - record.skippedAtCreation;
    return elapsed > ackDeadline.timeoutMs;
  }

  /** The user now sees "This interaction failed"; the token is dead. */
  failInteraction(record: InteractionRecord): void {
    record.clearAckTimer();
    record.state = "failed";
    record.failure = `the bot did not acknowledge ${record.label} within ${this.options.ackDeadline.timeoutMs} ms (${this.options.ackDeadline.clock} time): "This interaction failed"`;
    this.violations.push({
      kind: "interaction-not-acknowledged",
      method: "-",
      path: `interaction ${record.id} (${record.label})`,
      status: 0,
      code: 0,
      message: record.failure,
      fieldErrors: [],
      at: this.clock.now(),
    });
    this.changed();
  }

  advanceTime(ms: number): void {
    this.clock.advance(ms);
    this.skippedMs += ms;
    if (this.options.ackDeadline.clock === "fake") {
      for (const record of this.interactions.all()) {
        if (record.state === "pending" && this.isPastAckDeadline(record)) this.failInteraction(record);
      }
    }
    autoArchiveThreads(this);
    this.changed();
  }

  shutdown(reason: Error): void {
    for (const record of this.interactions.all()) record.clearAckTimer();
    this.notifier.close(reason);
  }

  private attachmentUrl(channelId: string, attachmentId: string, filename: string): string {
    return `${this.baseUrl}/attachments/${channelId}/${attachmentId}/${encodeURIComponent(filename)}`;
  }

  private applyMentions(data: APIMessage, body: MessageBody): void {
    const parse = body.allowed_mentions?.parse;
    data.mentions = mentionedIds(data.content, "user")
      .map((id) => this.users.get(id)?.toAPI())
      .filter((user) => user !== undefined);
    data.mention_roles = mentionedIds(data.content, "role");
    data.mention_everyone =
      /@(everyone|here)/.test(data.content) &&
      (parse === undefined || parse.includes(AllowedMentionsTypes.Everyone));
  }

  /** MESSAGE_* events need GUILD_MESSAGES; others' content needs MESSAGE_CONTENT, as on Discord. */
  private announceMessage(event: GatewayDispatchEvents, message: FakeMessage): void {
    this.gateway?.dispatch(event, (intents) => {
      if (!(intents & GatewayIntentBits.GuildMessages)) return undefined;
      const data = { ...clone(message.data), guild_id: message.meta.guildId };
      const own = message.author.id === this.botUser.id;
      const mentionsBot = data.mentions.some((user) => user.id === this.botUser.id);
      if (!own && !mentionsBot && !(intents & GatewayIntentBits.MessageContent)) {
        return { ...data, content: "", embeds: [], components: [], attachments: [] };
      }
      return data;
    });
  }
}

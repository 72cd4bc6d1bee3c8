// Direct messages as Discord has them for a bot (issue 26):
// - POST /users/@me/channels {recipient_id} opens the DM channel (type 1, DM) with a user, or hands
//   back the one already open: one DM channel per user, never a new one.
// - The bot posts, reads, edits and deletes its messages there through the usual channel routes;
//   nobody else sees them (they are in no guild channel, and ephemeral lists exclude them).
// - Opening the channel always works; posting to a user who blocked the bot, turned off DMs from
//   server members answers 403, code 50007 "Cannot send messages to this user"; to a user who shares
//   no server with the bot, 403 code 50278 (its variant "due to having no mutual guilds"). Ordinary
//   answers, not violations of the bot.
// - Gateway: no CHANNEL_CREATE for a DM channel (Discord stopped sending them with gateway v8);
//   MESSAGE_CREATE/UPDATE/DELETE of a DM only with the DirectMessages intent, with their content
//   (MessageContent does not apply to DMs with the bot).

import {
  type APIDMChannel,
  type APIMessage,
  ChannelType,
  GatewayDispatchEvents,
  GatewayIntentBits,
  MessageType,
  RESTJSONErrorCodes,
} from "discord-api-types/v10";
import { DiscordError } from "../discord-error.ts";
import { clone } from "../json.ts";
import {
  buildAttachments,
  isEmptyMessage,
  type MessageBody,
  normalizeComponents,
  normalizeEmbeds,
  resolveEmbedFiles,
  SETTABLE_MESSAGE_FLAGS,
  type UploadedFile,
} from "./message-builder.ts";
import { FakeMessage } from "./messages.ts";
import type { FakeUser } from "./users.ts";
import type { World } from "./world.ts";

export const cannotSendToUser = () =>
  new DiscordError(403, RESTJSONErrorCodes.CannotSendMessagesToThisUser, "Cannot send messages to this user");
export const noMutualGuilds = () =>
  new DiscordError(
    403,
    RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
    "Cannot send messages to this user due to having no mutual guilds",
  );

/** The DM channel between the bot and one user. */
export class FakeDMChannel {
  /** Ids of every message ever posted here, oldest first. */
  readonly messageIds: string[] = [];

  constructor(
    private readonly world: World,
    readonly id: string,
    readonly recipient: FakeUser,
  ) {}

  /** Messages still present, oldest first, each in its latest edited state. */
  get messages(): FakeMessage[] {
    return this.messageIds
      .map((id) => this.world.messages.get(id))
      .filter((message): message is FakeMessage => message !== undefined && !message.deleted);
  }

  get lastMessage(): FakeMessage | undefined {
    return this.messages.at(-1);
  }

  toAPI(): APIDMChannel {
    return {
      id: this.id,
      type: ChannelType.DM,
      last_message_id: this.messageIds.at(-1) ?? null,
      recipients: [this.recipient.toAPI()],
      name: null,
    } as APIDMChannel;
  }
}

/** Every DM channel of the world, and who refuses DMs. */
export class DirectMessages {
  private readonly byUser = new Map<string, FakeDMChannel>();
  private readonly byId = new Map<string, FakeDMChannel>();
  /** Users who blocked the bot or turned DMs from server members off. */
  private readonly refusing = new Set<string>();

  constructor(private readonly world: World) {}

  /** The channel with this id, if it is a DM channel. */
  channel(id: string | undefined): FakeDMChannel | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  /** The user's DM channel, if the bot ever opened one. */
  of(user: FakeUser): FakeDMChannel | undefined {
    return this.byUser.get(user.id);
  }

  /** Opens (or hands back) the DM channel with a user, as POST /users/@me/channels. */
  open(user: FakeUser): FakeDMChannel {
    const existing = this.byUser.get(user.id);
    if (existing) return existing;
    const channel = new FakeDMChannel(this.world, this.world.ids.next(), user);
    this.byUser.set(user.id, channel);
    this.byId.set(channel.id, channel);
    this.world.changed();
    return channel;
  }

  setRefusing(user: FakeUser, refusing: boolean): void {
    if (refusing) this.refusing.add(user.id);
    else this.refusing.delete(user.id);
  }

  /** Throws Discord's answer when the bot may not post to the user (DMs refused, no server shared). */
  checkReachable(user: FakeUser): void {
    if (this.refusing.has(user.id)) throw cannotSendToUser();
    const shared = [...this.world.guilds.values()].some(
      (guild) => guild.members.has(user.id) && guild.members.has(this.world.botUser.id),
    );
    if (!shared) throw noMutualGuilds();
  }

  /** A message of `author` in the channel (the bot's through REST, the user's through the driver). */
  post(channel: FakeDMChannel, author: FakeUser, body: MessageBody, files: readonly UploadedFile[] = []) {
    if (author.id === this.world.botUser.id) this.checkReachable(channel.recipient);
    const world = this.world;
    const id = world.ids.next();
    const { attachments, stored } = buildAttachments({
      body,
      files,
      existing: [],
      newId: () => world.ids.next(),
      urlFor: (attachmentId, filename) =>
        `${world.baseUrl}/attachments/${channel.id}/${attachmentId}/${encodeURIComponent(filename)}`,
    });
    const resolved = resolveEmbedFiles(normalizeEmbeds(body.embeds), attachments);
    const data: APIMessage = {
      id,
      channel_id: channel.id,
      author: author.toAPI(),
      content: body.content ?? "",
      timestamp: world.isoNow(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: attachments.filter((a) => !resolved.shown.has(a.id)),
      embeds: resolved.embeds,
      components: normalizeComponents(body.components),
      pinned: false,
      type: MessageType.Default,
      flags: (body.flags ?? 0) & SETTABLE_MESSAGE_FLAGS,
    };
    if (isEmptyMessage(data)) throw new DiscordError(400, 50006, "Cannot send an empty message");
    const message = new FakeMessage(data, {
      guildId: undefined,
      ephemeralFor: undefined,
      interactionId: undefined,
    });
    for (const file of stored) message.files.set(file.attachmentId, file);
    message.held = attachments;
    world.messages.set(id, message);
    channel.messageIds.push(id);
    this.announce(GatewayDispatchEvents.MessageCreate, message);
    world.changed();
    return message;
  }

  /** MESSAGE_* of a DM: only with the DirectMessages intent; content is never stripped in DMs. */
  announce(event: GatewayDispatchEvents, message: FakeMessage): void {
    this.world.gateway?.dispatch(event, (intents) => {
      if (!(intents & GatewayIntentBits.DirectMessages)) return undefined;
      if (event === GatewayDispatchEvents.MessageDelete)
        return { id: message.id, channel_id: message.channelId };
      return clone(message.data);
    });
  }
}

import { MessageType, PermissionFlagsBits } from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import type { FakeChannel } from "../../model/channels.ts";
import type { FakeMessage } from "../../model/messages.ts";
import { FakeThread } from "../../model/threads.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition, RouteResult } from "../router.ts";
import { channelOrThrow, NO_CONTENT, ok, requireBotPermissions, validMessageBody } from "./shared.ts";

/** A public message of the channel; ephemeral messages cannot be reached through channel routes. */
function channelMessage(world: World, channel: FakeChannel, messageId: string | undefined): FakeMessage {
  const message = messageId ? world.messages.get(messageId) : undefined;
  if (!message || message.deleted || message.channelId !== channel.id || message.meta.ephemeralFor) {
    throw discordErrors.unknownMessage();
  }
  return message;
}

/**
 * A message as a fetch returns it: Discord gives the nonce back only in the answer to the create
 * and in the gateway's MESSAGE_CREATE, never when the message is read later.
 */
function fetched(message: FakeMessage): FakeMessage["data"] {
  const { nonce: _nonce, ...data } = message.data;
  return data as FakeMessage["data"];
}

function getChannel({ world, params }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, PermissionFlagsBits.ViewChannel);
  return ok(channel.toAPI());
}

/** Newest first, like Discord, honouring limit (1-100, default 50), before, after and around. */
function listMessages({ world, params, query }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, PermissionFlagsBits.ReadMessageHistory);
  const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 50) || 50));
  const byAge = (a: FakeMessage, b: FakeMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);
  let messages = [...channel.messages].sort(byAge);
  const before = query.get("before");
  const after = query.get("after");
  const around = query.get("around");
  if (before) messages = messages.filter((message) => BigInt(message.id) < BigInt(before)).slice(-limit);
  else if (after) messages = messages.filter((message) => BigInt(message.id) > BigInt(after)).slice(0, limit);
  else if (around) {
    const index = messages.findIndex((message) => BigInt(message.id) >= BigInt(around));
    const start = Math.max(0, (index < 0 ? messages.length : index) - Math.floor(limit / 2));
    messages = messages.slice(start, start + limit);
  } else messages = messages.slice(-limit);
  return ok(messages.reverse().map((message) => fetched(message)));
}

function createMessage(context: RouteContext): RouteResult {
  const { world, params, files } = context;
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, channel.sendPermission);
  channel.beforePost();
  const body = validMessageBody(context.body, files);
  // enforce_nonce: a message of the same author with that nonce is returned instead of a new one
  // (Discord remembers nonces for a few minutes; the fake until `forgetNonces()`).
  const nonce = body.enforce_nonce ? body.nonce : undefined;
  const earlier =
    nonce !== undefined &&
    channel.messages.find(
      (m) =>
        m.data.nonce === nonce &&
        m.author.id === world.botUser.id &&
        BigInt(m.id) > world.noncesForgottenUpTo,
    );
  if (earlier) return ok(earlier.data);
  const message = world.createMessage({
    channel,
    author: world.botUser,
    body,
    files,
    type: body.message_reference ? MessageType.Reply : MessageType.Default,
  });
  if (body.nonce !== undefined) message.data.nonce = body.nonce;
  return ok(message.data);
}

function getMessage({ world, params }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, PermissionFlagsBits.ReadMessageHistory);
  return ok(fetched(channelMessage(world, channel, params.messageId)));
}

function editMessage(context: RouteContext): RouteResult {
  const { world, params, files } = context;
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, 0n);
  const message = channelMessage(world, channel, params.messageId);
  if (message.author.id !== world.botUser.id) throw discordErrors.cannotEditOthersMessage();
  channel.beforeEdit();
  const body = validMessageBody(context.body, files, { existing: message });
  world.editMessage(message, body, files);
  return ok(message.data);
}

function deleteMessage({ world, params }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  const message = channelMessage(world, channel, params.messageId);
  const own = message.author.id === world.botUser.id;
  requireBotPermissions(world, channel, own ? 0n : PermissionFlagsBits.ManageMessages);
  world.deleteMessage(message);
  return NO_CONTENT;
}

/**
 * DELETE /channels/{id} (Delete/Close Channel): "Requires the MANAGE_CHANNELS permission for the
 * guild, or MANAGE_THREADS if the channel is a thread ... Returns a channel object on success. Fires
 * a Channel Delete Gateway event (or Thread Delete if the channel was a thread)."
 */
function deleteChannel({ world, params }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  const thread = channel instanceof FakeThread;
  requireBotPermissions(
    world,
    channel,
    thread ? PermissionFlagsBits.ManageThreads : PermissionFlagsBits.ManageChannels,
  );
  const data = channel.toAPI();
  channel.delete();
  return ok(data);
}

function typing({ world, params }: RouteContext): RouteResult {
  const channel = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, channel, channel.sendPermission);
  return NO_CONTENT;
}

export function channelRoutes(): RouteDefinition[] {
  return [
    { method: "GET", pattern: "/channels/:channelId", auth: "bot", handler: getChannel },
    { method: "GET", pattern: "/channels/:channelId/messages", auth: "bot", handler: listMessages },
    { method: "POST", pattern: "/channels/:channelId/messages", auth: "bot", handler: createMessage },
    { method: "GET", pattern: "/channels/:channelId/messages/:messageId", auth: "bot", handler: getMessage },
    {
      method: "PATCH",
      pattern: "/channels/:channelId/messages/:messageId",
      auth: "bot",
      handler: editMessage,
    },
    {
      method: "DELETE",
      pattern: "/channels/:channelId/messages/:messageId",
      auth: "bot",
      handler: deleteMessage,
    },
    { method: "DELETE", pattern: "/channels/:channelId", auth: "bot", handler: deleteChannel },
    { method: "POST", pattern: "/channels/:channelId/typing", auth: "bot", handler: typing },
  ];
}

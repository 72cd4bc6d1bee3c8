// The REST side of direct messages (model/dms.ts): Create DM, and the channel routes answered for
// a DM channel. A channel route whose :channelId is a DM channel is handled here; any other goes to
// the guild channel's handler unchanged (withDirectMessages wraps them).

import { GatewayDispatchEvents, MessageType } from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import { isRecord } from "../../json.ts";
import type { FakeDMChannel } from "../../model/dms.ts";
import type { FakeMessage } from "../../model/messages.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition, RouteHandler, RouteResult } from "../router.ts";
import { NO_CONTENT, ok, validMessageBody } from "./shared.ts";

/** POST /users/@me/channels {recipient_id}: the DM channel with that user (opened once). */
function createDM({ world, body }: RouteContext): RouteResult {
  const recipientId = isRecord(body) && typeof body.recipient_id === "string" ? body.recipient_id : undefined;
  const user = recipientId ? world.users.get(recipientId) : undefined;
  if (!user || user.id === world.botUser.id) throw discordErrors.unknownUser();
  return ok(world.dms.open(user).toAPI());
}

function dmMessage(world: World, channel: FakeDMChannel, messageId: string | undefined): FakeMessage {
  const message = messageId ? world.messages.get(messageId) : undefined;
  if (!message || message.deleted || message.channelId !== channel.id) throw discordErrors.unknownMessage();
  return message;
}

const dmHandlers: Record<string, (context: RouteContext, channel: FakeDMChannel) => RouteResult> = {
  "GET /channels/:channelId": (_context, channel) => ok(channel.toAPI()),
  "GET /channels/:channelId/messages": ({ query }, channel) => {
    const limit = Math.min(100, Math.max(1, Number(query.get("limit") ?? 50) || 50));
    const after = query.get("after");
    const before = query.get("before");
    let messages = channel.messages;
    if (after) messages = messages.filter((m) => BigInt(m.id) > BigInt(after)).slice(0, limit);
    else if (before) messages = messages.filter((m) => BigInt(m.id) < BigInt(before)).slice(-limit);
    else messages = messages.slice(-limit);
    return ok(messages.reverse().map((m) => m.data));
  },
  "POST /channels/:channelId/messages": ({ world, body, files }, channel) => {
    const valid = validMessageBody(body, files);
    // enforce_nonce as in guild channels: the bot's message with that nonce stands for a new one.
    const nonce = valid.enforce_nonce ? valid.nonce : undefined;
    const earlier =
      nonce !== undefined &&
      channel.messages.find(
        (m) =>
          m.data.nonce === nonce &&
          m.author.id === world.botUser.id &&
          BigInt(m.id) > world.noncesForgottenUpTo,
      );
    if (earlier) return ok(earlier.data);
    const message = world.dms.post(channel, world.botUser, valid, files);
    if (valid.nonce !== undefined) message.data.nonce = valid.nonce;
    return ok(message.data);
  },
  "GET /channels/:channelId/messages/:messageId": ({ world, params }, channel) =>
    ok(dmMessage(world, channel, params.messageId).data),
  "PATCH /channels/:channelId/messages/:messageId": ({ world, params, body, files }, channel) => {
    const message = dmMessage(world, channel, params.messageId);
    if (message.author.id !== world.botUser.id) throw discordErrors.cannotEditOthersMessage();
    const valid = validMessageBody(body, files, { existing: message });
    const previous = message.data;
    message.history.push(previous);
    message.data = {
      ...previous,
      ...(valid.content !== undefined ? { content: valid.content ?? "" } : {}),
      ...(valid.embeds !== undefined ? { embeds: valid.embeds ?? [] } : {}),
      ...(valid.components !== undefined ? { components: valid.components ?? [] } : {}),
      edited_timestamp: world.isoNow(),
      type: MessageType.Default,
    };
    world.dms.announce(GatewayDispatchEvents.MessageUpdate, message);
    world.changed();
    return ok(message.data);
  },
  "DELETE /channels/:channelId/messages/:messageId": ({ world, params }, channel) => {
    const message = dmMessage(world, channel, params.messageId);
    // In a DM the bot may delete only its own messages.
    if (message.author.id !== world.botUser.id) throw discordErrors.missingPermissions();
    message.deleted = true;
    world.dms.announce(GatewayDispatchEvents.MessageDelete, message);
    world.changed();
    return NO_CONTENT;
  },
  "POST /channels/:channelId/typing": () => NO_CONTENT,
};

/** The channel routes, each answering for a DM channel too. */
export function withDirectMessages(routes: RouteDefinition[]): RouteDefinition[] {
  return routes.map((route) => {
    const forDM = dmHandlers[`${route.method} ${route.pattern}`];
    if (!forDM) return route;
    const handler: RouteHandler = (context) => {
      const channel = context.world.dms.channel(context.params.channelId);
      return channel ? forDM(context, channel) : route.handler(context);
    };
    return { ...route, handler };
  });
}

export function dmRoutes(): RouteDefinition[] {
  return [{ method: "POST", pattern: "/users/@me/channels", auth: "bot", handler: createDM }];
}

import {
  type APIMessage,
  ApplicationCommandType,
  InteractionType,
  MessageFlags,
  MessageType,
  PermissionFlagsBits,
} from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import type { FormPath } from "../../form-errors.ts";
import { isRecord } from "../../json.ts";
import { validateMessageBody } from "../../limits/message-limits.ts";
import type { FakeChannel } from "../../model/channels.ts";
import type { InteractionRecord } from "../../model/interactions.ts";
import type { MessageBody, UploadedFile } from "../../model/message-builder.ts";
import type { FakeMessage } from "../../model/messages.ts";
import { hasAll } from "../../model/permissions.ts";
import type { World } from "../../model/world.ts";
import type { RouteResult } from "../router.ts";

export function ok(body: unknown): RouteResult {
  return { status: 200, body };
}

export const NO_CONTENT: RouteResult = { status: 204 };

export function channelOrThrow(world: World, channelId: string | undefined): FakeChannel {
  const channel = channelId ? world.channels.get(channelId) : undefined;
  if (!channel) throw discordErrors.unknownChannel();
  return channel;
}

/** The bot's own permissions in a channel, checked like Discord: no View Channel means Missing Access. */
export function requireBotPermissions(world: World, channel: FakeChannel, required: bigint): void {
  const permissions = channel.guild.permissionsOf(world.botUser, channel);
  if (!hasAll(permissions, PermissionFlagsBits.ViewChannel)) throw discordErrors.missingAccess();
  if (!hasAll(permissions, required)) throw discordErrors.missingPermissions();
}

/**
 * Validates a message body against Discord's limits and hands it back typed.
 * The cast is safe only because validateMessageBody accepted the shape.
 */
export function validMessageBody(
  body: unknown,
  files: readonly UploadedFile[],
  options: { existing?: FakeMessage; path?: FormPath } = {},
): MessageBody {
  const errors = validateMessageBody(body ?? {}, {
    path: options.path,
    fileCount: files.length,
    componentsV2Already: ((options.existing?.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0,
  });
  if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
  return (isRecord(body) ? body : {}) as MessageBody;
}

/** Message type Discord gives to responses and follow-ups of an interaction. */
export function messageTypeFor(record: InteractionRecord): MessageType {
  const payload = record.payload;
  if (payload.type !== InteractionType.ApplicationCommand) return MessageType.Default;
  return payload.data.type === ApplicationCommandType.ChatInput
    ? MessageType.ChatInputCommand
    : MessageType.ContextMenuCommand;
}

export function messageJson(message: FakeMessage): APIMessage {
  return message.data;
}

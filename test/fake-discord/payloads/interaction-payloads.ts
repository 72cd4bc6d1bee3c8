import { randomBytes } from "node:crypto";
import {
  type APIApplicationCommandInteractionMetadata,
  type APIInteractionGuildMember,
  type APIMessageComponentInteractionMetadata,
  type APIMessageInteraction,
  type APIMessageInteractionMetadata,
  ApplicationIntegrationType,
  InteractionContextType,
  InteractionType,
} from "discord-api-types/v10";
import type { FakeChannel } from "../model/channels.ts";
import type { InteractionRecord } from "../model/interactions.ts";
import type { FakeUser } from "../model/users.ts";
import type { World } from "../model/world.ts";

/** Discord's upload limit for guilds without boosts, announced in every interaction. */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

export function newInteractionToken(): string {
  return `aW50ZXJhY3Rpb24.${randomBytes(48).toString("base64url")}`;
}

export function interactionMember(user: FakeUser, channel: FakeChannel): APIInteractionGuildMember {
  const member = channel.guild.member(user);
  if (!member) throw new Error(`${user.username} is not a member of guild ${channel.guild.name}`);
  return { ...member.toAPI(), permissions: channel.guild.permissionsOf(user, channel).toString() };
}

/**
 * The fields every guild interaction carries, as Discord sends them. discord.js
 * builds structures straight from these, so none may be missing.
 */
export function baseGuildInteraction(world: World, user: FakeUser, channel: FakeChannel) {
  const guild = channel.guild;
  return {
    id: world.ids.next(),
    application_id: world.applicationId,
    token: newInteractionToken(),
    version: 1 as const,
    guild: { id: guild.id, locale: guild.preferredLocale, features: [] },
    guild_id: guild.id,
    channel: channel.toAPI(),
    channel_id: channel.id,
    member: interactionMember(user, channel),
    app_permissions: guild.permissionsOf(world.botUser, channel).toString(),
    locale: user.locale,
    guild_locale: guild.preferredLocale,
    entitlements: [],
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild.id },
    context: InteractionContextType.Guild,
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
  };
}

function commandOrComponentMetadata(
  record: InteractionRecord,
): APIApplicationCommandInteractionMetadata | APIMessageComponentInteractionMetadata {
  const base = {
    id: record.id,
    user: record.user.toAPI(),
    authorizing_integration_owners: record.payload.authorizing_integration_owners,
  };
  if (record.type === InteractionType.MessageComponent) {
    return {
      ...base,
      type: InteractionType.MessageComponent,
      interacted_message_id: record.sourceMessageId ?? "",
    };
  }
  return { ...base, type: InteractionType.ApplicationCommand };
}

/**
 * `interaction_metadata` of a message created through an interaction token.
 * discord.js reads `user` from it when building the Message, so it must be there.
 */
export function interactionMetadata(record: InteractionRecord): APIMessageInteractionMetadata {
  if (record.type !== InteractionType.ModalSubmit) {
    const metadata = commandOrComponentMetadata(record);
    if (record.originalMessageId) metadata.original_response_message_id = record.originalMessageId;
    return metadata;
  }
  return {
    id: record.id,
    type: InteractionType.ModalSubmit,
    user: record.user.toAPI(),
    authorizing_integration_owners: record.payload.authorizing_integration_owners,
    triggering_interaction_metadata: record.triggeredBy
      ? commandOrComponentMetadata(record.triggeredBy)
      : { ...commandOrComponentMetadata(record), type: InteractionType.ApplicationCommand },
  };
}

/** The deprecated `interaction` field, still sent for application command responses. */
export function legacyMessageInteraction(record: InteractionRecord): APIMessageInteraction | undefined {
  if (record.type !== InteractionType.ApplicationCommand) return undefined;
  const member = record.payload.member;
  const legacy: APIMessageInteraction = {
    id: record.id,
    type: InteractionType.ApplicationCommand,
    name: record.label.replace(/^\//, ""),
    user: record.user.toAPI(),
  };
  if (member) {
    legacy.member = {
      avatar: member.avatar,
      communication_disabled_until: member.communication_disabled_until,
      deaf: member.deaf,
      joined_at: member.joined_at,
      mute: member.mute,
      nick: member.nick,
      pending: member.pending,
      premium_since: member.premium_since,
      roles: member.roles,
    };
  }
  return legacy;
}

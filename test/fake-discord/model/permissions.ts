import { PermissionFlagsBits } from "discord-api-types/v10";

export const ALL_PERMISSIONS: bigint = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

/** What @everyone may do in a freshly created guild (no moderation or management rights). */
export const DEFAULT_EVERYONE_PERMISSIONS: bigint =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.ChangeNickname |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.CreatePublicThreads |
  PermissionFlagsBits.CreatePrivateThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.UseExternalStickers |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseApplicationCommands |
  PermissionFlagsBits.Connect |
  PermissionFlagsBits.Speak |
  PermissionFlagsBits.Stream |
  PermissionFlagsBits.UseVAD;

/** What the bot's managed role grants unless a test says otherwise. */
export const DEFAULT_BOT_PERMISSIONS: bigint =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.SendMessagesInThreads |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.AddReactions;

export interface PermissionOverwrite {
  /** A role id (the guild id for @everyone) or a user id. */
  id: string;
  type: "role" | "member";
  allow: bigint;
  deny: bigint;
}

export function hasAll(permissions: bigint, required: bigint): boolean {
  return (permissions & required) === required;
}

/**
 * Discord's documented algorithm: base permissions from roles (owner and
 * Administrator get everything), then the channel's overwrites in the order
 * @everyone, roles (denies before allows), member.
 */
export function computeChannelPermissions(input: {
  isOwner: boolean;
  everyoneRoleId: string;
  everyonePermissions: bigint;
  rolePermissions: ReadonlyMap<string, bigint>;
  memberId: string;
  overwrites: readonly PermissionOverwrite[];
}): bigint {
  if (input.isOwner) return ALL_PERMISSIONS;
  let base = input.everyonePermissions;
  for (const permissions of input.rolePermissions.values()) base |= permissions;
  if (hasAll(base, PermissionFlagsBits.Administrator)) return ALL_PERMISSIONS;
  let result = base;
  const everyone = input.overwrites.find((o) => o.type === "role" && o.id === input.everyoneRoleId);
  if (everyone) result = (result & ~everyone.deny) | everyone.allow;
  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const overwrite of input.overwrites) {
    if (overwrite.type === "role" && input.rolePermissions.has(overwrite.id)) {
      roleAllow |= overwrite.allow;
      roleDeny |= overwrite.deny;
    }
  }
  result = (result & ~roleDeny) | roleAllow;
  const member = input.overwrites.find((o) => o.type === "member" && o.id === input.memberId);
  if (member) result = (result & ~member.deny) | member.allow;
  // A channel one cannot see grants nothing at all.
  return hasAll(result, PermissionFlagsBits.ViewChannel) ? result : 0n;
}

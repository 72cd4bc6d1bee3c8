// Who a Discord user is in a game's messages: the name the server shows for them (nickname, then
// display name, then username). Any text: the renderers escape and clip it.

import type { GuildMember, User } from "discord.js";

type Member = GuildMember | { nick?: string | null } | null;

export function displayName(user: User, member: Member): string {
  const nick = member && "displayName" in member ? member.displayName : (member?.nick ?? null);
  return (nick || user.displayName || user.username).slice(0, 100);
}

export function interactionName(interaction: { user: User; member: unknown }): string {
  return displayName(interaction.user, interaction.member as Member);
}

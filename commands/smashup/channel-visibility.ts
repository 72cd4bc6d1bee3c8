// Which channels of the server the asker can see (issue 25): `/smashup games` lists, and opens, only
// games of channels where the member has View Channel, as Discord computes it (roles, @everyone and
// the channel's overwrites; threads follow their parent). A channel the bot does not know (deleted,
// or not cached) counts as unseen: a game never shows a channel's name and players to a member who
// could not read it.

import { type BaseInteraction, type GuildMember, PermissionFlagsBits } from "discord.js";

export function channelVisibility(interaction: BaseInteraction): (channelId: string) => boolean {
  const guild = interaction.guild;
  const member = interaction.member;
  if (!guild || !member) return () => false;
  return (channelId) => {
    const channel = guild.channels.cache.get(channelId);
    if (!channel) return false;
    const permissions = channel.permissionsFor(member as GuildMember);
    return permissions?.has(PermissionFlagsBits.ViewChannel) ?? false;
  };
}

/** The ids of the server's channels (and cached threads) the asker can see. */
export function visibleChannelIds(interaction: BaseInteraction): string[] {
  const canView = channelVisibility(interaction);
  return [...(interaction.guild?.channels.cache.keys() ?? [])].filter(canView);
}

// Which channels of the server the asker cannot see (issue 25): `/smashup games` lists, and opens,
// no game of a channel where the member lacks View Channel, as Discord computes it (roles,
// @everyone and the channel's overwrites; threads follow their parent). A channel the bot does not
// know any more (deleted) has no permissions to check: its games stay in the server's history.

import { type BaseInteraction, type GuildMember, PermissionFlagsBits } from "discord.js";

export function channelVisibility(interaction: BaseInteraction): (channelId: string) => boolean {
  const guild = interaction.guild;
  const member = interaction.member;
  if (!guild || !member) return () => false;
  return (channelId) => {
    const channel = guild.channels.cache.get(channelId);
    if (!channel) return true;
    const permissions = channel.permissionsFor(member as GuildMember);
    return permissions?.has(PermissionFlagsBits.ViewChannel) ?? false;
  };
}

/** The ids of the server's channels (and cached threads) the asker cannot see. */
export function hiddenChannelIds(interaction: BaseInteraction): string[] {
  const canView = channelVisibility(interaction);
  return [...(interaction.guild?.channels.cache.keys() ?? [])].filter((id) => !canView(id));
}

// What the bot's discord.js client keeps in its caches (issue 22, clk34). Every interaction
// Discord sends builds its clicker's member and the message it was used on, and every message the
// bot sends comes back as a message object: with the defaults, discord.js keeps up to 200
// messages per channel and every member that ever clicked, though the bot reads none of them (its
// messages are found through REST, src/discord/announcer.ts; a clicker's name and permissions are
// read from the interaction itself). Kept: guilds, channels and threads (read by lost-channels.ts,
// threads.ts, channel-visibility.ts, direct-notices.ts), users, and the bot's own member (its
// permissions in a channel, threads.ts).

import { type ClientOptions, type GuildMember, Options } from "discord.js";

export function clientCaches(): Pick<ClientOptions, "makeCache"> {
  return {
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 0,
      ReactionManager: 0,
      GuildMemberManager: {
        maxSize: 0,
        keepOverLimit: (member: GuildMember) => member.id === member.client.user?.id,
      },
    }),
  };
}

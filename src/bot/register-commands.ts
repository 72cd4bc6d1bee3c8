import { REST, type RESTPostAPIChatInputApplicationCommandsJSONBody, Routes } from "discord.js";
import type { Config } from "../config/config.ts";

export interface RegisteredCommands {
  scope: "guild" | "global";
  count: number;
}

/**
 * Replaces the application's slash commands with `commands` (one PUT): in the
 * development guild when DISCORD_DEV_GUILD_ID is set (visible at once), else
 * globally (Discord may take up to an hour to show changes everywhere).
 */
export async function registerCommands(
  config: Pick<Config, "DISCORD_TOKEN" | "DISCORD_CLIENT_ID" | "DISCORD_DEV_GUILD_ID" | "DISCORD_API_URL">,
  commands: RESTPostAPIChatInputApplicationCommandsJSONBody[],
  rest: REST = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(
    config.DISCORD_TOKEN,
  ),
): Promise<RegisteredCommands> {
  const guildId = config.DISCORD_DEV_GUILD_ID;
  const route = guildId
    ? Routes.applicationGuildCommands(config.DISCORD_CLIENT_ID, guildId)
    : Routes.applicationCommands(config.DISCORD_CLIENT_ID);
  await rest.put(route, { body: commands });
  return { scope: guildId ? "guild" : "global", count: commands.length };
}

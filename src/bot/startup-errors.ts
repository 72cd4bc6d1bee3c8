// The start-up failures a wrong .env causes, worded as the one line `npm start` and
// `npm run deploy-commands` print instead of a stack: which variable, and what to do.

import { DiscordAPIError, DiscordjsErrorCodes, RESTJSONErrorCodes } from "discord.js";
import type { Config } from "../config/config.ts";

export const TOKEN_REJECTED =
  "Discord rejected DISCORD_TOKEN: reset it in the Developer Portal (your application → Bot → Reset Token) and paste it whole.";

type Ids = Pick<Config, "DISCORD_CLIENT_ID" | "DISCORD_DEV_GUILD_ID">;

/** The line for a failed start, or null when the failure is not a configuration mistake. */
export function startupProblem(error: unknown, config: Ids): string | null {
  // discord.js: a token refused over REST; the gateway's close 4004 surfaces as a bare Error.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === DiscordjsErrorCodes.TokenInvalid || message === "Authentication failed") return TOKEN_REJECTED;
  // The command registration is the first call that names the ids.
  if (!(error instanceof DiscordAPIError)) return null;
  if (error.code === RESTJSONErrorCodes.UnknownApplication) {
    return `DISCORD_CLIENT_ID ${config.DISCORD_CLIENT_ID} is not the id of this bot's application: copy the Application ID from the Developer Portal (your application → General Information).`;
  }
  const guild = config.DISCORD_DEV_GUILD_ID;
  if (
    guild &&
    (error.code === RESTJSONErrorCodes.MissingAccess || error.code === RESTJSONErrorCodes.UnknownGuild)
  ) {
    return `DISCORD_DEV_GUILD_ID ${guild} is a server the bot is not in: invite the bot there (with the bot and applications.commands scopes), or leave DISCORD_DEV_GUILD_ID empty to register the commands everywhere.`;
  }
  return null;
}

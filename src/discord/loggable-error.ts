// A Discord error as it may be logged. discord.js attaches the request body to its API errors, and
// the body of a private panel holds a player's hand: log lines get the error without it.

import { DiscordAPIError, HTTPError } from "discord.js";

export function loggableError(error: unknown): unknown {
  if (error instanceof DiscordAPIError) {
    return {
      name: error.name,
      message: error.message,
      code: error.code,
      status: error.status,
      method: error.method,
      url: error.url,
    };
  }
  if (error instanceof HTTPError) {
    return {
      name: error.name,
      message: error.message,
      status: error.status,
      method: error.method,
      url: error.url,
    };
  }
  return error;
}

// The start-up failures a wrong .env causes, worded as the one line `npm start` and
// `npm run deploy-commands` print instead of a stack: which variable, and what to do.

import { DiscordAPIError, DiscordjsErrorCodes, RESTJSONErrorCodes } from "discord.js";
import type { Config } from "../config/config.ts";
import { MigrationError } from "../db/migrate.ts";
import { EmbeddedDatabaseError } from "../db/postgres-binaries.ts";

export const TOKEN_REJECTED =
  "Discord rejected DISCORD_TOKEN: reset it in the Developer Portal (your application → Bot → Reset Token) and paste it whole.";

type Ids = Pick<Config, "DISCORD_CLIENT_ID" | "DISCORD_DEV_GUILD_ID"> &
  Partial<Pick<Config, "DISCORD_API_URL" | "DATABASE_URL">>;

/**
 * The line for a failed start, or null when the failure is none of the foreseen ones (a bug:
 * main.ts then logs it whole).
 */
export function startupProblem(error: unknown, config: Ids): string | null {
  // discord.js: a token refused over REST; the gateway's close 4004 surfaces as a bare Error.
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === DiscordjsErrorCodes.TokenInvalid || message === "Authentication failed") return TOKEN_REJECTED;
  const unreachable = discordUnreachable(error, config);
  if (unreachable) return unreachable;
  if (error instanceof EmbeddedDatabaseError) {
    const line = oneLine(error.message);
    // Most of its messages end with what to do; a program's failure (initdb, the server) does not.
    const advice = /DATABASE_URL|DATA_DIR|by hand/.test(line)
      ? ""
      : " Check the folder of DATA_DIR (free space, permissions), or set DATABASE_URL to a PostgreSQL server.";
    return `The embedded database could not start: ${line}.${advice}`.replace(/\.\.(?= |$)/, ".");
  }
  if (error instanceof MigrationError) return migrationProblem(error, config);
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

// Node's and undici's codes for a server that cannot be reached: the name (DNS), the route or
// the port (no network, a firewall), or no answer in time.
const DNS_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_FAIL", "EAI_NONAME"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENETUNREACH",
  "ENETDOWN",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "EPIPE",
  "UND_ERR_SOCKET",
]);
const TIMEOUT_CODES = new Set(["ETIMEDOUT", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT"]);

/** Discord (its REST API or gateway) out of reach at start-up: what to check. */
function discordUnreachable(error: unknown, config: Ids): string | null {
  // undici wraps the system's error in `cause`; a REST request past its timeout is an AbortError.
  const { code, name, message, cause } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  const why = String(cause?.code ?? code ?? "");
  const detail = oneLine(String(cause?.message ?? message ?? why));
  const fake = config.DISCORD_API_URL
    ? ` DISCORD_API_URL is set (${config.DISCORD_API_URL}): leave it empty unless you test against a fake Discord.`
    : "";
  if (DNS_CODES.has(why))
    return `Discord could not be reached: its name does not resolve (${detail}). Check this machine's network connection and DNS, then start again.${fake}`;
  if (NETWORK_CODES.has(why))
    return `Discord could not be reached (${detail}). Check this machine's network connection (and any firewall or proxy), then start again.${fake}`;
  if (TIMEOUT_CODES.has(why) || name === "AbortError" || name === "TimeoutError")
    return `Discord did not answer in time (${detail}). Check this machine's network connection, then start again; if it goes on, Discord may be down (discordstatus.com).${fake}`;
  return null;
}

// Prisma's codes for a database server it cannot use (prisma migrate deploy's output).
const PRISMA_PROBLEMS: [RegExp, string][] = [
  [
    /\bP1001\b|Can't reach database server/,
    "its server cannot be reached: start it, or correct the host and port in DATABASE_URL",
  ],
  [
    /\bP1000\b|Authentication failed against database server/,
    "the user or password of DATABASE_URL was refused: correct them",
  ],
  [
    /\bP1003\b|Database `[^`]*` does not exist/,
    "the database named in DATABASE_URL does not exist: create it (createdb), or correct the URL",
  ],
  [/\bP1002\b|\bP1017\b/, "its server stopped answering: check that it runs and has room, then start again"],
];

function migrationProblem(error: MigrationError, config: Ids): string {
  const which = config.DATABASE_URL ? "The database of DATABASE_URL" : "The embedded database";
  for (const [code, advice] of PRISMA_PROBLEMS)
    if (code.test(error.message)) return `${which} could not be used: ${advice}.`;
  const errorLine =
    error.message.split("\n").find((line) => /\berror\b|\bP\d{4}\b/i.test(line)) ?? error.message;
  return `${which} could not be migrated (${oneLine(errorLine)}): start again with LOG_LEVEL=debug for the details, and check that no other release of the bot uses it.`;
}

/**
 * A message of several lines (a program's output) as one: the lines that say what failed
 * (PostgreSQL's "error:", "FATAL:"...) after the first, and the final hint that says what to do.
 */
export function oneLine(message: string): string {
  const lines = message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines[0] ?? "";
  const [first, ...rest] = lines as [string, ...string[]];
  const telling = rest.filter(
    (line) => /\b(error|FATAL|PANIC)\b:|^\(/i.test(line) || /: (run|set|move|give|stop)\b/.test(line),
  );
  return [first, ...telling].join(" ").replace(/\s+/g, " ");
}

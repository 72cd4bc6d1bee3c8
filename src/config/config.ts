import { existsSync } from "node:fs";
import { z } from "zod";

const snowflake = z.string().regex(/^\d{17,20}$/, "must be a Discord id (17 to 20 digits)");
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Every setting of the bot comes from the environment (or .env) and is checked here, once. */
export const configSchema = z.object({
  /** Bot token: Discord Developer Portal → your application → Bot → Reset Token. Pasted with a
   * space around it, it would pass REST but fail the gateway ("Authentication failed"): trimmed. */
  DISCORD_TOKEN: z.string().trim().min(1, "is required"),
  /** Application id: Developer Portal → General Information → Application ID. */
  DISCORD_CLIENT_ID: snowflake,
  /** Register commands in this guild only (instant; for development). Unset: global commands. */
  DISCORD_DEV_GUILD_ID: snowflake.optional(),
  /** PostgreSQL server; unset: the embedded PostgreSQL server, on DATA_DIR/postgres. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgresql:// URL")
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Folder for the bot's own files (the embedded database lives in DATA_DIR/postgres). */
  DATA_DIR: z.string().min(1).default("./data"),
  /** REST base URL override, for tests that point discord.js at a local fake Discord. */
  DISCORD_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Config = z.infer<typeof configSchema>;

/** A configuration problem, worded as the single line the user will see. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Loads `.env` from the working directory if present; variables already set in the environment win. */
export function loadEnvFile(file = ".env"): void {
  if (!existsSync(file)) return;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new ConfigError(`Configuration error: cannot read ${file} (${(error as Error).message}).`);
  }
}

/** What parseConfig forgave in `env`, worded as log lines (e.g. spaces around the token). */
export function configWarnings(env: NodeJS.ProcessEnv): string[] {
  const token = env.DISCORD_TOKEN ?? "";
  return token.trim() !== "" && token !== token.trim()
    ? ["DISCORD_TOKEN has spaces or line breaks around it: they were ignored; remove them from .env"]
    : [];
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty value (`DISCORD_DEV_GUILD_ID=` in .env) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return present[name] === undefined ? `${name} is missing` : `${name} ${issue.message}`;
  });
  throw new ConfigError(`Configuration error: ${problems.join("; ")}. See .env.example.`);
}

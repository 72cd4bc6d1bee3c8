import { existsSync } from "node:fs";
import { z } from "zod";

/** The snapshot cadence when SNAPSHOT_EVERY is unset (src/app/restore.ts says why 80). */
export const DEFAULT_SNAPSHOT_EVERY = 80;

const snowflake = z.string().regex(/^\d{17,20}$/, "must be a Discord id (17 to 20 digits)");
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** "auto" (Discord's recommended count, fetched at login) or a number of shards. */
const shardCount = z
  .string()
  .regex(/^(auto|[1-9]\d{0,4})$/, 'must be "auto" or a number of shards')
  .transform((value): "auto" | number => (value === "auto" ? "auto" : Number(value)));

/** "0,1,4-7": the shards a process runs (ids from 0), as a sorted list without duplicates. */
const shardIds = z
  .string()
  .regex(/^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/, 'must list shard ids, e.g. "0,1" or "0-3"')
  .transform((text, context) => {
    const ids = new Set<number>();
    for (const part of text.split(",")) {
      const [from, to = from] = part.split("-").map((n) => Number(n.trim())) as [number, number?];
      if (to < from)
        context.addIssue({ code: "custom", message: `has a range that goes down (${part.trim()})` });
      for (let id = from; id <= to && ids.size <= 10_000; id++) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  });

/** Every setting of the bot comes from the environment (or .env) and is checked here, once. */
const baseSchema = z.object({
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
  /**
   * The embedded server is restarted when it dies; after this many failed restarts in a row (with
   * a growing wait between them), the bot exits non-zero so that its service manager takes over.
   */
  DATABASE_RESTART_ATTEMPTS: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, "must be a number from 1 to 999")
    .transform(Number)
    .default(5),
  /**
   * Worker threads that draw the board pictures (issue 24), off the event loop; 0: no pictures at
   * all (text boards only). Unset: one per core beyond the first, at least one.
   */
  PICTURE_THREADS: z
    .string()
    .regex(/^\d{1,2}$/, "must be a number from 0 to 99")
    .transform(Number)
    .optional(),
  /**
   * The least time in ms between two drawings of one game's board picture (issue 24): a burst of
   * clicks gets its first and its last board drawn. Unset: 2000; 0: every board that can be.
   */
  PICTURE_INTERVAL_MS: z
    .string()
    .regex(/^\d{1,5}$/, "must be a number of milliseconds from 0 to 99999")
    .transform(Number)
    .optional(),
  /**
   * A game's snapshot is taken at the first quiet point once this many decisions were taken since
   * the last one (src/app/restore.ts, why 80). Fewer: less to replay on a cold load, more WAL per
   * game; a knob for measurements more than for operators.
   */
  SNAPSHOT_EVERY: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, "must be a number of decisions from 1 to 9999")
    .transform(Number)
    .default(DEFAULT_SNAPSHOT_EVERY),
  /** REST base URL override, for tests that point discord.js at a local fake Discord. */
  DISCORD_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How many shards the bot's gateway connection has in all (docs/scaling.md). */
  DISCORD_SHARD_COUNT: shardCount.default("auto"),
  /** The shards this process runs; every shard when unset (one process for the whole bot). */
  DISCORD_SHARD_IDS: shardIds.optional(),
});

/**
 * The shard settings' former names. discord.js's Client reads SHARD_COUNT (and SHARDS) from the
 * environment by itself, as its ShardingManager's children do, and turned "auto" into NaN: the
 * bot's own names are now DISCORD_SHARD_*. The old ones still work, with a warning.
 */
export const RENAMED_VARIABLES = {
  SHARD_COUNT: "DISCORD_SHARD_COUNT",
  SHARD_IDS: "DISCORD_SHARD_IDS",
} as const;

/**
 * The settings that only make sense together: a process that runs part of the shards needs a known
 * shard count, and other processes for the rest, which the embedded database cannot serve.
 */
export const configSchema = baseSchema.superRefine((config, context) => {
  const ids = config.DISCORD_SHARD_IDS;
  // zod still runs this when a field failed (then left as read): that field has its own message.
  if (!Array.isArray(ids)) return;
  if (config.DISCORD_SHARD_COUNT === "auto") {
    context.addIssue({
      code: "custom",
      path: ["DISCORD_SHARD_IDS"],
      message: "needs DISCORD_SHARD_COUNT set to a number (every process must agree on it)",
    });
    return;
  }
  const count = config.DISCORD_SHARD_COUNT;
  if (typeof count !== "number") return;
  const outside = ids.filter((id) => id >= count);
  if (outside.length > 0) {
    context.addIssue({
      code: "custom",
      path: ["DISCORD_SHARD_IDS"],
      message: `has ${outside.join(", ")}, beyond DISCORD_SHARD_COUNT=${count} (ids go from 0 to ${count - 1})`,
    });
  } else if (ids.length < count && !config.DATABASE_URL) {
    context.addIssue({
      code: "custom",
      path: ["DISCORD_SHARD_IDS"],
      message:
        "runs part of the shards, so other processes run the rest, and the embedded database serves one process only: set DATABASE_URL to a PostgreSQL server shared by every process",
    });
  }
});

export type Config = z.infer<typeof configSchema>;

/** The discord.js client's shard options for a config: every shard of the count, or DISCORD_SHARD_IDS of it. */
export function clientShards(config: Config): { shards: number[] | "auto"; shardCount?: number } {
  const count = config.DISCORD_SHARD_COUNT;
  if (count === "auto") return { shards: "auto" };
  return {
    shards: config.DISCORD_SHARD_IDS ?? Array.from({ length: count }, (_, id) => id),
    shardCount: count,
  };
}

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
  const warnings: string[] = [];
  const token = env.DISCORD_TOKEN ?? "";
  if (token.trim() !== "" && token !== token.trim())
    warnings.push(
      "DISCORD_TOKEN has spaces or line breaks around it: they were ignored; remove them from .env",
    );
  for (const [old, name] of Object.entries(RENAMED_VARIABLES)) {
    if (!env[old]) continue;
    warnings.push(
      env[name]
        ? `${old} is ignored: ${name} is set (${old} is its old name; remove ${old})`
        : `${old} is deprecated: rename it ${name} (same value)`,
    );
  }
  return warnings;
}

/** The set values of `env` (empty means unset), the old shard names moved to the new ones. */
function presentValues(env: NodeJS.ProcessEnv): {
  values: Record<string, string>;
  setAs: (name: string) => string;
} {
  // An empty value (`DISCORD_DEV_GUILD_ID=` in .env) means "not set".
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value) values[name] = value;
  const renamedFrom: Record<string, string> = {};
  for (const [old, name] of Object.entries(RENAMED_VARIABLES)) {
    const value = values[old];
    delete values[old];
    if (value === undefined || values[name] !== undefined) continue;
    values[name] = value;
    renamedFrom[name] = old;
  }
  // A problem is reported under the name the user wrote.
  return { values, setAs: (name) => renamedFrom[name] ?? name };
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const { values: present, setAs } = presentValues(env);
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return present[name] === undefined ? `${name} is missing` : `${setAs(name)} ${issue.message}`;
  });
  throw new ConfigError(`Configuration error: ${problems.join("; ")}. See .env.example.`);
}

/**
 * SNAPSHOT_EVERY alone, checked as parseConfig checks it, for the tools that run the game service
 * without the bot's configuration (bench, load test): they take the cadence from their environment.
 */
export function snapshotEveryOf(env: NodeJS.ProcessEnv): number {
  const value = env.SNAPSHOT_EVERY;
  if (!value) return DEFAULT_SNAPSHOT_EVERY;
  const result = baseSchema.shape.SNAPSHOT_EVERY.safeParse(value);
  if (result.success) return result.data;
  throw new ConfigError(
    `Configuration error: SNAPSHOT_EVERY ${result.error.issues[0]?.message ?? "is malformed"}.`,
  );
}

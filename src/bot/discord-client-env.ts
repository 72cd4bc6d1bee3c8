// discord.js's Client reads some environment variables by itself, in its constructor, as the
// processes its ShardingManager spawns expect (discord.js 14.28.1, src/client/Client.js):
// - SHARDS and SHARD_COUNT: the shards to run, when the options leave the defaults (a shard count
//   of 1, which is also what "auto" passes). SHARD_COUNT=auto became NaN and the client refused
//   to start ("The shardCount option must be a number greater than or equal to 1").
// - SHARDING_MANAGER and SHARDING_MANAGER_MODE: make client.shard talk to a parent process that
//   this bot does not have.
// - DISCORD_TOKEN: the default token; harmless, login() is given the configured one.
// The bot's own settings (src/config) already hold what it needs, so the client is built with
// none of the first four in sight, and they are put back afterwards.

/** The variables the client must not read by itself. */
export const DISCORD_JS_VARIABLES = [
  "SHARDS",
  "SHARD_COUNT",
  "SHARDING_MANAGER",
  "SHARDING_MANAGER_MODE",
] as const;

/**
 * Runs `build` (the Client's constructor) with DISCORD_JS_VARIABLES out of process.env; returns what
 * it built and the names that were set, for the log.
 */
export function withoutDiscordJsVariables<T>(build: () => T): { built: T; hidden: string[] } {
  const saved = new Map<string, string>();
  for (const name of DISCORD_JS_VARIABLES) {
    const value = process.env[name];
    if (value === undefined) continue;
    saved.set(name, value);
    delete process.env[name];
  }
  try {
    return { built: build(), hidden: [...saved.keys()] };
  } finally {
    for (const [name, value] of saved) process.env[name] = value;
  }
}

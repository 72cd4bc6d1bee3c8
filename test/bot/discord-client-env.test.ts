import { Client, GatewayIntentBits } from "discord.js";
import { afterEach, expect, it } from "vitest";
import { DISCORD_JS_VARIABLES, withoutDiscordJsVariables } from "../../src/bot/discord-client-env.ts";

// discord.js 14's Client reads SHARDS, SHARD_COUNT and SHARDING_MANAGER(_MODE) from process.env in
// its constructor (issue 19: SHARD_COUNT=auto, then in .env.example, crashed every first start).

const saved = { ...process.env };
afterEach(() => {
  for (const name of DISCORD_JS_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const build = () => new Client({ intents: [GatewayIntentBits.Guilds], shards: "auto" });

it("lets SHARD_COUNT=auto crash a bare client, and not one built without discord.js's variables", async () => {
  process.env.SHARD_COUNT = "auto";
  expect(build).toThrow(/shardCount option must be a number greater than or equal to 1/);
  const { built, hidden } = withoutDiscordJsVariables(build);
  try {
    expect(hidden).toEqual(["SHARD_COUNT"]);
    expect(built.options.shards).toBe("auto");
    // Put back for the rest of the process (child processes inherit the environment as it was).
    expect(process.env.SHARD_COUNT).toBe("auto");
  } finally {
    await built.destroy();
  }
});

it("keeps SHARDS and the ShardingManager's variables away from the client", async () => {
  Object.assign(process.env, { SHARDS: "[7]", SHARDING_MANAGER: "true", SHARDING_MANAGER_MODE: "process" });
  const { built, hidden } = withoutDiscordJsVariables(
    () => new Client({ intents: [GatewayIntentBits.Guilds], shards: [0, 1], shardCount: 2 }),
  );
  try {
    expect(hidden.sort()).toEqual(["SHARDING_MANAGER", "SHARDING_MANAGER_MODE", "SHARDS"]);
    expect(built.options.shards).toEqual([0, 1]);
    // With SHARDING_MANAGER set, client.shard would talk to a parent process the bot does not have.
    expect(built.shard).toBeNull();
  } finally {
    await built.destroy();
  }
});

import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  clientShards,
  configSchema,
  configWarnings,
  parseConfig,
  snapshotEveryOf,
} from "../../src/config/config.ts";
import { projectRoot, runEntry } from "../support/run-entry.ts";

const valid = { DISCORD_TOKEN: "token-value-1234", DISCORD_CLIENT_ID: "123456789012345678" };
const SNAPSHOT_EVERY_PROBLEM = "SNAPSHOT_EVERY must be a number of decisions from 1 to 9999";

describe("parseConfig", () => {
  it("fills in the defaults", () => {
    expect(parseConfig(valid)).toEqual({
      ...valid,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      DATA_DIR: "./data",
      DATABASE_RESTART_ATTEMPTS: 5,
      DISCORD_SHARD_COUNT: "auto",
      SNAPSHOT_EVERY: 80,
    });
  });

  it("trims a token pasted with spaces or a line break around it, and says so", () => {
    const env = { ...valid, DISCORD_TOKEN: ` ${valid.DISCORD_TOKEN}\n` };
    expect(parseConfig(env).DISCORD_TOKEN).toBe(valid.DISCORD_TOKEN);
    expect(configWarnings(env)).toEqual([expect.stringMatching(/^DISCORD_TOKEN has spaces/)]);
    expect(configWarnings(valid)).toEqual([]);
  });

  it("treats empty values as unset", () => {
    const config = parseConfig({ ...valid, DATABASE_URL: "", DISCORD_DEV_GUILD_ID: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DISCORD_DEV_GUILD_ID).toBeUndefined();
  });

  it("accepts every optional setting", () => {
    const full = {
      ...valid,
      DISCORD_DEV_GUILD_ID: "876543210987654321",
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/test",
      LOG_LEVEL: "debug",
      NODE_ENV: "development",
      DATA_DIR: "/var/lib/smashup",
      DISCORD_API_URL: "http://127.0.0.1:4000/api",
    };
    expect(
      parseConfig({
        ...full,
        DISCORD_SHARD_COUNT: "4",
        DISCORD_SHARD_IDS: "2,3",
        DATABASE_RESTART_ATTEMPTS: "12",
        SNAPSHOT_EVERY: "160",
      }),
    ).toEqual({
      ...full,
      DATABASE_RESTART_ATTEMPTS: 12,
      SNAPSHOT_EVERY: 160,
      DISCORD_SHARD_COUNT: 4,
      DISCORD_SHARD_IDS: [2, 3],
    });
  });

  it("names every missing variable in one line that points at .env.example", () => {
    const error = captureConfigError({});
    expect(error.message).toBe(
      "Configuration error: DISCORD_TOKEN is missing; DISCORD_CLIENT_ID is missing. See .env.example.",
    );
  });

  it.each([
    ["DISCORD_CLIENT_ID", "my-bot", "DISCORD_CLIENT_ID must be a Discord id"],
    ["DISCORD_DEV_GUILD_ID", "12", "DISCORD_DEV_GUILD_ID must be a Discord id"],
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL must be a postgresql:// URL"],
    ["LOG_LEVEL", "verbose", "LOG_LEVEL must be one of fatal, error"],
    ["NODE_ENV", "staging", "NODE_ENV"],
    ["DISCORD_API_URL", "not a url", "DISCORD_API_URL"],
    ["DATABASE_RESTART_ATTEMPTS", "0", "DATABASE_RESTART_ATTEMPTS must be a number from 1 to 999"],
    ["SNAPSHOT_EVERY", "0", SNAPSHOT_EVERY_PROBLEM],
    ["SNAPSHOT_EVERY", "-5", SNAPSHOT_EVERY_PROBLEM],
    ["SNAPSHOT_EVERY", "2.5", SNAPSHOT_EVERY_PROBLEM],
    ["SNAPSHOT_EVERY", "often", SNAPSHOT_EVERY_PROBLEM],
    ["SNAPSHOT_EVERY", "10000", SNAPSHOT_EVERY_PROBLEM],
  ])("rejects a malformed %s", (name, value, expected) => {
    const error = captureConfigError({ ...valid, [name]: value });
    expect(error.message).toContain(expected);
    expect(error.message).not.toContain("\n");
    expect(error.message).toMatch(/See \.env\.example\.$/);
  });
});

describe("the snapshot cadence SNAPSHOT_EVERY, for the tools that read it without the bot's configuration", () => {
  it("is the configuration's own value, checked the same way", () => {
    expect(snapshotEveryOf({})).toBe(80);
    expect(snapshotEveryOf({ SNAPSHOT_EVERY: "" })).toBe(80);
    expect(snapshotEveryOf({ SNAPSHOT_EVERY: "7" })).toBe(7);
    for (const bad of ["0", "often", "10000"]) {
      expect(() => snapshotEveryOf({ SNAPSHOT_EVERY: bad })).toThrow(ConfigError);
      expect(() => snapshotEveryOf({ SNAPSHOT_EVERY: bad })).toThrow(
        `Configuration error: ${SNAPSHOT_EVERY_PROBLEM}.`,
      );
    }
  });
});

describe("sharding settings (docs/scaling.md)", () => {
  const server = { ...valid, DATABASE_URL: "postgresql://bot@db:5432/smashup" };

  it("runs every shard in one process by default, Discord's recommended count", () => {
    const config = parseConfig(valid);
    expect(config.DISCORD_SHARD_COUNT).toBe("auto");
    expect(config.DISCORD_SHARD_IDS).toBeUndefined();
    expect(clientShards(config)).toEqual({ shards: "auto" });
    expect(clientShards(parseConfig({ ...valid, DISCORD_SHARD_COUNT: "3" }))).toEqual({
      shards: [0, 1, 2],
      shardCount: 3,
    });
  });

  it("reads the shards of a process as a list or ranges", () => {
    const config = parseConfig({ ...server, DISCORD_SHARD_COUNT: "8", DISCORD_SHARD_IDS: "4-5, 1,4" });
    expect(config.DISCORD_SHARD_IDS).toEqual([1, 4, 5]);
    expect(clientShards(config)).toEqual({ shards: [1, 4, 5], shardCount: 8 });
  });

  it.each([
    [{ DISCORD_SHARD_COUNT: "0" }, 'DISCORD_SHARD_COUNT must be "auto" or a number of shards'],
    [{ DISCORD_SHARD_COUNT: "two" }, 'DISCORD_SHARD_COUNT must be "auto" or a number of shards'],
    [{ DISCORD_SHARD_IDS: "0" }, "DISCORD_SHARD_IDS needs DISCORD_SHARD_COUNT set to a number"],
    [
      { DISCORD_SHARD_COUNT: "2", DISCORD_SHARD_IDS: "1,2" },
      "DISCORD_SHARD_IDS has 2, beyond DISCORD_SHARD_COUNT=2 (ids go from 0 to 1)",
    ],
    [{ DISCORD_SHARD_COUNT: "2", DISCORD_SHARD_IDS: "a" }, "DISCORD_SHARD_IDS must list shard ids"],
    [
      { DISCORD_SHARD_COUNT: "4", DISCORD_SHARD_IDS: "3-1" },
      "DISCORD_SHARD_IDS has a range that goes down (3-1)",
    ],
  ])("rejects %o with one line", (env, expected) => {
    const error = captureConfigError({ ...server, ...env });
    expect(error.message).toContain(expected);
    expect(error.message).not.toContain("\n");
  });

  it("still reads the old names SHARD_COUNT and SHARD_IDS, with a warning to rename them", () => {
    const env = { ...server, SHARD_COUNT: "4", SHARD_IDS: "2-3" };
    const config = parseConfig(env);
    expect(config.DISCORD_SHARD_COUNT).toBe(4);
    expect(config.DISCORD_SHARD_IDS).toEqual([2, 3]);
    expect(configWarnings(env)).toEqual([
      "SHARD_COUNT is deprecated: rename it DISCORD_SHARD_COUNT (same value)",
      "SHARD_IDS is deprecated: rename it DISCORD_SHARD_IDS (same value)",
    ]);
    // What .env.example used to hold: "auto" by the old name.
    expect(parseConfig({ ...valid, SHARD_COUNT: "auto" }).DISCORD_SHARD_COUNT).toBe("auto");
    // A problem is reported under the name the user wrote.
    expect(captureConfigError({ ...server, SHARD_COUNT: "two" }).message).toContain(
      'SHARD_COUNT must be "auto" or a number of shards',
    );
    expect(captureConfigError({ ...server, SHARD_COUNT: "two" }).message).not.toContain(
      "DISCORD_SHARD_COUNT",
    );
  });

  it("prefers the new name when both are set, and says the old one is ignored", () => {
    const env = { ...valid, DISCORD_SHARD_COUNT: "3", SHARD_COUNT: "auto" };
    expect(parseConfig(env).DISCORD_SHARD_COUNT).toBe(3);
    expect(configWarnings(env)).toEqual([
      "SHARD_COUNT is ignored: DISCORD_SHARD_COUNT is set (SHARD_COUNT is its old name; remove SHARD_COUNT)",
    ]);
    // Not in the config, whichever name was used: only the DISCORD_SHARD_* fields are.
    expect(parseConfig(env)).not.toHaveProperty("SHARD_COUNT");
  });

  it("refuses part of the shards on the embedded database, which serves one process", () => {
    const error = captureConfigError({ ...valid, DISCORD_SHARD_COUNT: "2", DISCORD_SHARD_IDS: "0" });
    expect(error.message).toBe(
      "Configuration error: DISCORD_SHARD_IDS runs part of the shards, so other processes run the rest, and the embedded database serves one process only: set DATABASE_URL to a PostgreSQL server shared by every process. See .env.example.",
    );
    // Every shard in the one process is fine without a server.
    expect(
      parseConfig({ ...valid, DISCORD_SHARD_COUNT: "2", DISCORD_SHARD_IDS: "0-1" }).DISCORD_SHARD_IDS,
    ).toEqual([0, 1]);
  });
});

describe("starting without configuration", () => {
  it("prints one line naming the missing variables and exits with code 1", async () => {
    const result = await runEntry("src/main.ts");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Configuration error: DISCORD_TOKEN is missing; DISCORD_CLIENT_ID is missing. See .env.example.\n",
    );
    expect(result.stdout).toBe("");
  });

  it("prints only that line through `npm start`", async () => {
    const result = await runNpmStart();
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Configuration error: DISCORD_TOKEN is missing; DISCORD_CLIENT_ID is missing. See .env.example.\n",
    );
  });

  it("prints one line for a malformed SNAPSHOT_EVERY (not a stack trace from loading the code)", async () => {
    const result = await runEntry("src/main.ts", { ...valid, SNAPSHOT_EVERY: "often" });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Configuration error: ${SNAPSHOT_EVERY_PROBLEM}. See .env.example.\n`);
    expect(result.stdout).toBe("");
  });

  it("does the same for deploy-commands", async () => {
    const result = await runEntry("src/deploy-commands.ts", { DISCORD_TOKEN: "token-value-1234" });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("Configuration error: DISCORD_CLIENT_ID is missing. See .env.example.\n");
  });
});

function captureConfigError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

/**
 * `npm start` in the project folder. Every variable of the schema is set to
 * "" (unset for the bot) so that a developer's .env cannot fill them in;
 * HOME is an empty folder and the update notice is off, so that npm adds no
 * output of its own (user-level configuration warnings, "new npm available").
 */
async function runNpmStart() {
  const home = await mkdtemp(path.join(tmpdir(), "smashup-home-"));
  try {
    const unset = Object.fromEntries(Object.keys(configSchema.shape).map((name) => [name, ""]));
    const child = spawn("npm", ["start"], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", HOME: home, npm_config_update_notifier: "false", ...unset },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { code, stderr };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

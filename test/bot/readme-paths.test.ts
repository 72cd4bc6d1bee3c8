import { appendFile, lstat, mkdtemp, readFile, readlink, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../commands/index.ts";
import { parseConfig } from "../../src/config/config.ts";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { composeEnvironment } from "../support/compose.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { writeEnvFromExample } from "../support/env-file.ts";
import { type RunningBotProcess, startBotProcess } from "../support/run-entry.ts";

// The README's paths, run as a user runs them (issue 19): `cp .env.example .env`, the two Discord
// values filled in, `npm start` (src/main.ts, in the folder that holds .env) until the bot is
// ready and its commands are registered. DISCORD_API_URL points it at the fake Discord. Then
// the same with every shape of the shard settings, old names included, and with what Docker
// Compose gives the bot.

// Each case starts the real bot process (tsx, migrations, the gateway): seconds on an idle
// machine, much longer on a busy one; the limit only catches a hang.
const START_TIMEOUT_MS = 240_000;

let fake: FakeDiscord;
let db: TestDatabase;
const commandCount = registry.commandData().length;

beforeAll(async () => {
  // Two shards recommended: "auto" must then open two sessions.
  fake = await startFakeDiscord({ recommendedShards: 2 });
  db = await openTestDatabase();
});
afterAll(async () => {
  await fake?.close();
  await db?.close();
});

/** A folder like a fresh clone's working directory: only .env, made from .env.example. */
async function userFolder(values: Record<string, string> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "smashup-readme-"));
  await writeEnvFromExample(
    folder,
    { DISCORD_TOKEN: fake.token, DISCORD_CLIENT_ID: fake.applicationId, ...values },
    { DISCORD_API_URL: fake.restUrl },
  );
  return folder;
}

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Starts `npm start`'s entry in `cwd`, waits until it is ready, stops it; returns its log. */
async function runUntilReady(cwd: string, env: Record<string, string> = {}): Promise<LogLine[]> {
  let bot: RunningBotProcess | undefined;
  try {
    bot = startBotProcess({ ...env }, cwd);
    const ready = await bot.ready;
    const { code, stdout, stderr } = await bot.stop();
    expect(ready, stderr + stdout).toBe(true);
    expect(code, stderr + stdout).toBe(0);
    expect(stderr).toBe("");
    return stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as LogLine);
  } finally {
    await bot?.stop();
  }
}

function ready(lines: LogLine[]): LogLine {
  const line = lines.find((entry) => entry.msg === "bot ready");
  expect(line).toBeDefined();
  return line as LogLine;
}

function warnings(lines: LogLine[]): string[] {
  return lines.filter((line) => line.level === 40).map((line) => line.msg);
}

describe("README, Quick start: cp .env.example .env, fill in the Discord values, npm start", () => {
  it("starts on the embedded database, registers the commands and says how many migrations it applied", {
    timeout: START_TIMEOUT_MS,
  }, async () => {
    const cwd = await userFolder();
    try {
      // .env.example as it is: DATABASE_URL empty (the embedded database in ./data),
      // NODE_ENV=development (readable logs) turned to JSON lines for the test to read.
      const lines = await runUntilReady(cwd, { NODE_ENV: "production" });
      expect(ready(lines)).toMatchObject({ commands: { scope: "global", count: commandCount } });
      expect(
        fake
          .commands()
          .map((command) => command.name)
          .sort(),
      ).toEqual(
        registry
          .commandData()
          .map((command) => command.name)
          .sort(),
      );
      const migrated = lines.find((line) => line.msg.startsWith("database migrated"));
      expect(migrated).toMatchObject({ applied: expect.any(Number), migrations: expect.any(Number) });
      expect(migrated?.applied).toBe(migrated?.migrations);
      expect(lines.some((line) => line.msg === "embedded database started")).toBe(true);
      expect(warnings(lines)).toEqual([]);
    } finally {
      // As root, mkdtemp's folder (0700) is closed to the server's account: the cluster went to
      // the machine's server home (src/db/server-reach.ts), behind data/postgres.
      const link = path.join(cwd, "data", "postgres");
      if ((await lstat(link).catch(() => null))?.isSymbolicLink())
        await rm(path.dirname(await readlink(link)), { recursive: true, force: true });
      await rm(cwd, { recursive: true, force: true });
    }
  });
});

interface ShardCase {
  what: string;
  env: Record<string, string>;
  dotEnv: Record<string, string>;
  shards: number[];
  shardCount: number;
  warned: string[];
}

describe("the shard settings, in .env or in the environment", () => {
  it.each<ShardCase>([
    {
      what: "SHARD_COUNT=auto, the old name .env.example had (and discord.js reads by itself)",
      env: { SHARD_COUNT: "auto" },
      dotEnv: {},
      shards: [0, 1],
      shardCount: 2,
      warned: ["SHARD_COUNT is deprecated: rename it DISCORD_SHARD_COUNT (same value)"],
    },
    {
      what: "DISCORD_SHARD_COUNT=3 in .env",
      env: {},
      dotEnv: { DISCORD_SHARD_COUNT: "3" },
      shards: [0, 1, 2],
      shardCount: 3,
      warned: [],
    },
    {
      what: "DISCORD_SHARD_COUNT=2 and DISCORD_SHARD_IDS=1 in .env",
      env: {},
      dotEnv: { DISCORD_SHARD_COUNT: "2", DISCORD_SHARD_IDS: "1" },
      shards: [1],
      shardCount: 2,
      warned: [],
    },
    {
      what: "SHARD_COUNT=2 and SHARD_IDS=0 by their old names, with discord.js's ShardingManager variables",
      env: {
        SHARD_COUNT: "2",
        SHARD_IDS: "0",
        SHARDS: "[5]",
        SHARDING_MANAGER: "true",
        SHARDING_MANAGER_MODE: "process",
      },
      dotEnv: {},
      shards: [0],
      shardCount: 2,
      warned: [
        "SHARD_COUNT is deprecated: rename it DISCORD_SHARD_COUNT (same value)",
        "SHARD_IDS is deprecated: rename it DISCORD_SHARD_IDS (same value)",
        "ignoring discord.js's ShardingManager variables: shards come from DISCORD_SHARD_*",
      ],
    },
  ])(
    "starts with $what",
    { timeout: START_TIMEOUT_MS },
    async ({ env, dotEnv, shards, shardCount, warned }) => {
      // A server the processes share (the embedded database refuses part of the shards).
      const cwd = await userFolder({ DATABASE_URL: db.url, ...dotEnv });
      try {
        const lines = await runUntilReady(cwd, { NODE_ENV: "production", ...env });
        expect(ready(lines)).toMatchObject({ shards, shardCount });
        expect(warnings(lines)).toEqual(warned);
      } finally {
        await rm(cwd, { recursive: true, force: true });
      }
    },
  );
});

describe("SNAPSHOT_EVERY in .env (read with the rest of the configuration, not when the code loads)", () => {
  it("sets the game service's snapshot cadence", { timeout: START_TIMEOUT_MS }, async () => {
    // .env.example has it commented out: the line is added, as a user would uncomment it.
    const cwd = await userFolder({ DATABASE_URL: db.url });
    try {
      await appendFile(path.join(cwd, ".env"), "\nSNAPSHOT_EVERY=7\n");
      const lines = await runUntilReady(cwd, { NODE_ENV: "production" });
      expect(ready(lines)).toMatchObject({ snapshotEvery: 7 });
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it("stops the start with one line and code 1 when malformed", { timeout: START_TIMEOUT_MS }, async () => {
    const cwd = await userFolder();
    try {
      await appendFile(path.join(cwd, ".env"), "\nSNAPSHOT_EVERY=often\n");
      const bot = startBotProcess({}, cwd);
      expect(await bot.ready).toBe(false);
      const { code, stdout, stderr } = await bot.stop();
      expect(code).toBe(1);
      expect(stderr).toBe(
        "Configuration error: SNAPSHOT_EVERY must be a number of decisions from 1 to 9999. See .env.example.\n",
      );
      expect(stdout).toBe("");
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});

describe("Docker Compose: the environment docker-compose.yml gives the bot", () => {
  /** .env as the README's Docker section makes it. */
  async function dotEnv(values: Record<string, string> = {}): Promise<string> {
    const cwd = await userFolder(values);
    try {
      return await readFile(path.join(cwd, ".env"), "utf8");
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  }

  it("is a valid configuration for each documented command line", async () => {
    const plain = parseConfig(await composeEnvironment("bot", await dotEnv()));
    expect(plain).toMatchObject({ DISCORD_SHARD_COUNT: "auto", NODE_ENV: "production" });
    expect(plain.DATABASE_URL).toBe("postgresql://smashup:smashup@db:5432/smashup");
    expect(plain.DISCORD_SHARD_IDS).toBeUndefined();

    // README: DISCORD_SHARD_COUNT=4 BOT_SHARDS=0-1 BOT_2_SHARDS=2-3 docker compose --profile scale up
    for (const count of ["DISCORD_SHARD_COUNT", "SHARD_COUNT"]) {
      const shell = { [count]: "4", BOT_SHARDS: "0-1", BOT_2_SHARDS: "2-3" };
      const env = await dotEnv();
      expect(parseConfig(await composeEnvironment("bot", env, shell))).toMatchObject({
        DISCORD_SHARD_COUNT: 4,
        DISCORD_SHARD_IDS: [0, 1],
      });
      expect(parseConfig(await composeEnvironment("bot-2", env, shell))).toMatchObject({
        DISCORD_SHARD_COUNT: 4,
        DISCORD_SHARD_IDS: [2, 3],
      });
    }
    // An older .env, with SHARD_COUNT and SHARD_IDS, is still understood the way it was.
    const older = `${await dotEnv()}\nSHARD_COUNT=3\nSHARD_IDS=0\n`;
    expect(parseConfig(await composeEnvironment("bot", older))).toMatchObject({ DISCORD_SHARD_COUNT: 3 });
    expect(parseConfig(await composeEnvironment("bot", older)).DISCORD_SHARD_IDS).toBeUndefined();
  });

  it("starts the bot", { timeout: START_TIMEOUT_MS }, async () => {
    const env = await composeEnvironment("bot", await dotEnv());
    // The db service of the compose file is this run's database; everything else is as Compose sets it.
    const cwd = await mkdtemp(path.join(tmpdir(), "smashup-compose-"));
    try {
      const lines = await runUntilReady(cwd, { ...env, DATABASE_URL: db.url });
      expect(ready(lines)).toMatchObject({ shards: [0, 1], shardCount: 2 });
      expect(warnings(lines)).toEqual([]);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});

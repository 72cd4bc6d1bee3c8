// The mistakes a newcomer makes in .env, as `npm start` reports them: one line on stderr that
// names the variable and says what to do, no stack. A token pasted with a space around it just
// works, with a warning. Each start is a real process: the suite's default limit (a hang) applies.

import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneLine, startupProblem, TOKEN_REJECTED } from "../../src/bot/startup-errors.ts";
import { MigrationError } from "../../src/db/migrate.ts";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { runEntry, startBotProcess } from "../support/run-entry.ts";

let db: TestDatabase;
let fake: FakeDiscord;
let guildId: string;
beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscord();
  guildId = fake.createGuild().id;
});
afterAll(async () => {
  await fake?.close();
  await db?.close();
});

function start(env: Record<string, string>) {
  return runEntry("src/main.ts", {
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_DEV_GUILD_ID: guildId,
    DISCORD_API_URL: fake.restUrl,
    DATABASE_URL: db.url,
    LOG_LEVEL: "info",
    ...env,
  });
}

/** Exit code 1 and one line on stderr that says `expected`; nothing alarming on stdout. */
function expectOneLine(result: Awaited<ReturnType<typeof start>>, expected: RegExp) {
  expect(result.code, result.stderr + result.stdout).toBe(1);
  expect(result.stderr).toMatch(expected);
  expect(result.stderr.trim().split("\n"), result.stderr).toHaveLength(1);
  expect(result.stdout).not.toMatch(/"stack"|"level":(50|60)/);
}

describe("starting with a wrong .env", () => {
  it("names DISCORD_CLIENT_ID when it is another application's id (10002)", async () => {
    const result = await start({ DISCORD_CLIENT_ID: "123456789012345678" });
    expectOneLine(result, /^DISCORD_CLIENT_ID .*Application ID/);
  });

  it("names DISCORD_DEV_GUILD_ID when the bot is not in that server (50001)", async () => {
    const result = await start({ DISCORD_DEV_GUILD_ID: "223456789012345678" });
    expectOneLine(result, /^DISCORD_DEV_GUILD_ID .*invite/);
  });

  it("names DISCORD_TOKEN when Discord refuses it", async () => {
    const result = await start({ DISCORD_TOKEN: `${fake.token}x` });
    expectOneLine(result, /^Discord rejected DISCORD_TOKEN/);
  });
});

// Issue 19: every failed start is one line that says what to do, Discord out of reach and the
// database included. Each case is a real process start; the limit only catches a hang.
describe("starting when Discord or the database cannot be used", () => {
  it("says Discord could not be reached when nothing listens (no network, a firewall)", async () => {
    const result = await start({ DISCORD_API_URL: "http://127.0.0.1:1/api" });
    expectOneLine(
      result,
      /^Discord could not be reached \(connect ECONNREFUSED 127\.0\.0\.1:1\)\. Check this machine's network/,
    );
    expect(result.stderr).toContain("DISCORD_API_URL is set");
  });

  it("says the name does not resolve when DNS fails", async () => {
    const result = await start({ DISCORD_API_URL: "http://discord.invalid/api" });
    expectOneLine(
      result,
      /^Discord could not be reached: its name does not resolve \(.*discord\.invalid\).*DNS/,
    );
  });

  it("names the database of DATABASE_URL when its server cannot be reached", async () => {
    const result = await start({ DATABASE_URL: "postgresql://smashup@127.0.0.1:1/smashup" });
    expectOneLine(
      result,
      /^The database of DATABASE_URL could not be used: its server cannot be reached: start it/,
    );
  });

  it("says what to do when the embedded server does not start", async () => {
    // A cluster folder the server refuses (made by this bot, by its password file, but broken).
    const folder = await mkdtemp(path.join(tmpdir(), "smashup-broken-"));
    try {
      // Open to the server's account, so that the bot uses the folder as it is (server-reach.ts).
      await chmod(folder, 0o711);
      const cluster = path.join(folder, "postgres");
      await mkdir(cluster, { mode: 0o700 });
      await writeFile(path.join(cluster, "PG_VERSION"), "18\n");
      await writeFile(path.join(cluster, "smashup-password"), "x\n");
      const result = await start({ DATABASE_URL: "", DATA_DIR: folder });
      expectOneLine(
        result,
        /^The embedded database could not start: the embedded database server did not start: .*Check the folder of DATA_DIR/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

it("says Discord did not answer in time for a request past its timeout", () => {
  const ids = { DISCORD_CLIENT_ID: "123456789012345678", DISCORD_DEV_GUILD_ID: undefined };
  const aborted = new DOMException("This operation was aborted", "AbortError");
  expect(startupProblem(aborted, ids)).toMatch(
    /^Discord did not answer in time \(This operation was aborted\)\. Check/,
  );
  const connectTimeout = Object.assign(new Error("Connect Timeout Error"), {
    code: "UND_ERR_CONNECT_TIMEOUT",
  });
  expect(startupProblem(connectTimeout, ids)).toMatch(/^Discord did not answer in time/);
  // undici's fetch wraps the system's error.
  const wrapped = new TypeError("fetch failed", {
    cause: Object.assign(new Error("getaddrinfo EAI_AGAIN discord.com"), { code: "EAI_AGAIN" }),
  });
  expect(startupProblem(wrapped, ids)).toMatch(
    /^Discord could not be reached: its name does not resolve \(getaddrinfo EAI_AGAIN discord\.com\)/,
  );
});

it("keeps a failed migration to one line that says what to do", () => {
  const ids = {
    DISCORD_CLIENT_ID: "123456789012345678",
    DISCORD_DEV_GUILD_ID: undefined,
    DATABASE_URL: "postgresql://a@b/c",
  };
  const failed = new MigrationError(
    "prisma migrate deploy failed (exit code 1):\nDatasource db\nError: P3009 migrate found failed migrations\nmore",
  );
  const line = startupProblem(failed, ids) as string;
  expect(line).toMatch(
    /^The database of DATABASE_URL could not be migrated \(Error: P3009 migrate found failed migrations\): start again with LOG_LEVEL=debug/,
  );
  expect(line).not.toContain("\n");
  expect(oneLine("first\nnoise\ninitdb: error: it broke\n")).toBe("first initdb: error: it broke");
});

it("words the gateway's refusal of the token (close 4004) like a refused token", () => {
  const ids = { DISCORD_CLIENT_ID: "123456789012345678", DISCORD_DEV_GUILD_ID: undefined };
  expect(startupProblem(new Error("Authentication failed"), ids)).toBe(TOKEN_REJECTED);
  expect(startupProblem(new Error("something else"), ids)).toBeNull();
});

describe("a token pasted with spaces around it", () => {
  it("is trimmed, with a warning, and the bot starts", async () => {
    const bot = startBotProcess({
      DISCORD_TOKEN: ` ${fake.token}\n`,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_DEV_GUILD_ID: guildId,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
      LOG_LEVEL: "info",
    });
    const started = await bot.ready;
    const { code, stdout, stderr } = await bot.stop();
    expect(started, stderr + stdout).toBe(true);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings.filter((text) => text.includes("DISCORD_TOKEN"))).toEqual([
      expect.stringMatching(/^DISCORD_TOKEN .*spaces/),
    ]);
    expect(stdout).not.toContain(fake.token);
    expect(stderr).toBe("");
  });
});

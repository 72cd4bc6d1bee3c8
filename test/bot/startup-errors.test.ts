// The mistakes a newcomer makes in .env, as `npm start` reports them: one line on stderr that
// names the variable and says what to do, no stack. A token pasted with a space around it just
// works, with a warning.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startupProblem, TOKEN_REJECTED } from "../../src/bot/startup-errors.ts";
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

describe("starting with a wrong .env", { timeout: 60_000 }, () => {
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

it("words the gateway's refusal of the token (close 4004) like a refused token", () => {
  const ids = { DISCORD_CLIENT_ID: "123456789012345678", DISCORD_DEV_GUILD_ID: undefined };
  expect(startupProblem(new Error("Authentication failed"), ids)).toBe(TOKEN_REJECTED);
  expect(startupProblem(new Error("something else"), ids)).toBeNull();
});

describe("a token pasted with spaces around it", { timeout: 60_000 }, () => {
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

import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeDiscord } from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { startBotProcess } from "../support/run-entry.ts";

// src/main.ts as a real process (what `npm start` runs): it starts, answers a
// command, and on SIGTERM stops cleanly with exit code 0.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("serves commands and exits 0 on SIGTERM", async () => {
  const fake = await startFakeDiscord();
  try {
    const guild = fake.createGuild();
    const channel = guild.createTextChannel("smash-up");
    const alice = fake.createUser("alice");
    guild.addMember(alice);

    const bot = startBotProcess({
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_DEV_GUILD_ID: guild.id,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    });
    expect(await bot.ready, JSON.stringify(bot.output())).toBe(true);
    const result = await fake.user(alice).slash(channel, "smashup", { subcommand: "help" });
    expect(result.ephemeral).toBe(true);

    const { code, stdout, stderr } = await bot.stop();
    expect(code).toBe(0);
    const messages = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(expect.arrayContaining(["bot ready", "shutting down", "bot stopped"]));
    expect(stdout).not.toContain(fake.token);
    expect(stderr).toBe("");
  } finally {
    await fake.close();
  }
});

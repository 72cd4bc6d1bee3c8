// The real bot (startBot: discord.js client, database, registered commands) against the fake
// Discord, with one English-speaking and one French-speaking member, for the commands that show
// static content (card, rules, help).

import { Locale } from "discord.js";
import pino from "pino";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config/config.ts";
import {
  type FakeChannel,
  type FakeDiscord,
  startFakeDiscord,
  type UserDriver,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

export interface StaticContentBot {
  fake: FakeDiscord;
  channel: FakeChannel;
  english: UserDriver;
  french: UserDriver;
  close(): Promise<void>;
}

export async function startStaticContentBot(): Promise<StaticContentBot> {
  const db: TestDatabase = await openTestDatabase();
  const fake = await startFakeDiscord();
  let bot: RunningBot | undefined;
  try {
    const guild = fake.createGuild({ name: "Table" });
    const channel = guild.createTextChannel("smash-up");
    const alice = fake.createUser("alice", { locale: Locale.EnglishGB });
    const amelie = fake.createUser("amelie", { locale: Locale.French });
    guild.addMember(alice);
    guild.addMember(amelie);
    const config = parseConfig({
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_DEV_GUILD_ID: guild.id,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
    });
    bot = await startBot({ config, log: pino({ level: "silent" }), store: db.store });
    const running = bot;
    return {
      fake,
      channel,
      english: fake.user(alice),
      french: fake.user(amelie),
      async close() {
        await running.stop();
        await fake.close();
        await db.close();
      },
    };
  } catch (error) {
    await bot?.stop();
    await fake.close();
    await db.close();
    throw error;
  }
}

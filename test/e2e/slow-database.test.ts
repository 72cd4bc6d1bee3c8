// Discord fails an interaction left unanswered for 3 s. Work that waits on the database (a save
// that queues behind the game's lock, a slow server) must come after the acknowledgement: here
// the database holds a save for more than 3 s of Discord's time.

import { PermissionFlagsBits } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config/config.ts";
import { createLogger } from "../../src/log/logger.ts";
import type { Store } from "../../src/store/index.ts";
import {
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeUser,
  startFakeDiscord,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

function latch() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

let db: TestDatabase;
let fake: FakeDiscord;
let bot: RunningBot;
let guild: FakeGuild;
let channel: FakeChannel;
let admin: FakeUser;
let bob: FakeUser;
let mallory: FakeUser;
/** Set to hold the next save until released. */
let held: { entered: ReturnType<typeof latch>; proceed: ReturnType<typeof latch> } | null = null;

beforeAll(async () => {
  db = await openTestDatabase();
  const store = new Proxy(db.store, {
    get(target, property, receiver) {
      if (property === "saveGame") {
        return async (...args: Parameters<Store["saveGame"]>) => {
          const hold = held;
          held = null;
          if (hold) {
            hold.entered.release();
            await hold.proceed.promise;
          }
          return target.saveGame(...args);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Store;
  fake = await startFakeDiscord({ ackDeadline: { clock: "fake" } });
  guild = fake.createGuild({ name: "Table" });
  channel = guild.createTextChannel("smash-up");
  admin = fake.createUser("ada");
  bob = fake.createUser("bob");
  mallory = fake.createUser("mallory");
  guild.addMember(admin, { permissions: PermissionFlagsBits.ManageGuild });
  guild.addMember(bob);
  guild.addMember(mallory);
  const config = parseConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_DEV_GUILD_ID: guild.id,
    DISCORD_API_URL: fake.restUrl,
    DATABASE_URL: db.url,
  });
  const log = createLogger({ level: "silent", pretty: false });
  bot = await startBot({ config, log, store, newSeed: () => 7 });
});

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  await db?.close();
});

describe("a slow database", () => {
  it("does not make an admin's end-game confirmation fail", async () => {
    const opened = await bot.games.openLobby({
      guildId: guild.id,
      channelId: channel.id,
      hostId: bob.id,
      hostName: "bob",
      options: { selectionMode: "random" },
    });
    if (!opened.ok) throw new Error(`lobby refused: ${opened.reason}`);
    const gameId = opened.snapshot.record.id;
    await bot.games.lobbyAction({ gameId, userId: mallory.id, action: { kind: "join", name: "mallory" } });
    await bot.games.lobbyAction({ gameId, userId: bob.id, action: { kind: "start" } });

    const driver = fake.user(admin);
    const asked = await driver.slash(channel, "smashup-admin", { subcommand: "end-game" });
    const hold = { entered: latch(), proceed: latch() };
    held = hold;
    const clicked = driver.click(asked, /^adm:end:.*:yes$/);
    await hold.entered.promise;
    fake.advanceTime(3_100);
    hold.proceed.release();
    const ended = await clicked;
    expect(ended.content).toBe("The game is over: it has been cancelled.");
    expect((await db.store.loadGame(gameId))?.game.status).toBe("cancelled");
    expect(fake.violations).toEqual([]);
  });
});

// Issue 19: a turn timer's reminder or timeout notice is owed until Discord accepts it. The bot
// runs as processes of their own on a clock the test sets (support/timed-bot.ts), two of them (one
// per shard), and is killed (SIGKILL) at the worst moments: after the save that decided a notice,
// while its post is stalled; while Discord makes the post wait on a 429; right after a tick's first
// notices, both processes at once. After each restart, every notice is in the channel exactly
// once, and the safe moves themselves were made once.
//
// Timeouts are generous (a busy machine with 2 cores shared by several runs): they bound a wait for
// something that happens in a few seconds when the machine is idle, never the test's verdict.

import { Locale } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config/config.ts";
import { msg } from "../../src/i18n/index.ts";
import { createLogger } from "../../src/log/logger.ts";
import {
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeMessage,
  startFakeDiscord,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { until } from "../support/until.ts";
import { type BotProcess, startBotProcess, wholeTick } from "./support/bot-process.ts";
import { openGame } from "./support/games.ts";
import type { Table, TablePlayer } from "./support/table.ts";

const en = msg("en");
const HOUR = 3_600_000;
const MINUTE = 60_000;
const T0 = new Date("2030-01-01T00:00:00Z");
const GAMES_PER_SHARD = 3;
/** A wait for the bot's own work; generous for a loaded machine. */
const WAIT_MS = 90_000;

let db: TestDatabase;
let fake: FakeDiscord;
/** Per shard, its guild and the channels of its games. */
const shards: { guild: FakeGuild; channels: FakeChannel[] }[] = [];
const running = new Set<BotProcess>();
let seed = 41;

const configOf = (shard: number) => ({
  DISCORD_TOKEN: fake.token,
  DISCORD_CLIENT_ID: fake.applicationId,
  DISCORD_API_URL: fake.restUrl,
  DATABASE_URL: db.url,
  SHARD_COUNT: "2",
  SHARD_IDS: String(shard),
});

/** The bot of `shard` as a process of its own, its timers at `now`. */
async function start(shard: number, now: Date): Promise<BotProcess> {
  const child = await startBotProcess(
    { ...configOf(shard), SMASHUP_TEST_NOW: now.toISOString(), SMASHUP_TEST_TICK_MS: "100" },
    "test/e2e/support/timed-bot.ts",
  );
  running.add(child);
  return child;
}

async function kill(child: BotProcess): Promise<void> {
  const closed = new Promise((resolve) => child.once("close", resolve));
  child.kill("SIGKILL");
  await closed;
  running.delete(child);
}

async function stop(child: BotProcess): Promise<void> {
  const closed = new Promise((resolve) => child.once("close", resolve));
  child.kill("SIGTERM");
  await closed;
  running.delete(child);
}

// Every notice the bot posted, deleted since or not: a reminder goes once its wait moves on (issue 21).
const notices = (channel: FakeChannel) =>
  channel.messageIds
    .map((id) => fake.message(id))
    .filter((m): m is FakeMessage => m !== undefined && m.embeds.length === 0);
const reminders = (channel: FakeChannel) =>
  notices(channel).filter((m) => /^<@\d+>, the game is waiting for you\./.test(m.content));
// A timeout notice says what the bot did (issue 21): ended the turn, passed, chose...
const TIMED_OUT = /^<@\d+> ran out of time: the bot /;
const timeouts = (channel: FakeChannel) => notices(channel).filter((m) => TIMED_OUT.test(m.content));
const gameOf = async (channel: FakeChannel) => {
  const open = await db.store.loadActiveGameByChannel(channel.id);
  if (!open) throw new Error("no game in the channel");
  return open;
};
// The timeouts' automatic decisions in the game's whole log (not the tail after its snapshot: a
// graceful stop writes the game's state as its snapshot, which may fold them).
const autoDecisions = async (channel: FakeChannel) => {
  const { game } = await gameOf(channel);
  const all = await db.store.loadAllDecisions(game.id);
  return all.filter((d) => (d.answer as { auto?: boolean }).auto === true).length;
};

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscord({ recommendedShards: 2 });
  // The games are opened through bots in this process, at T0, one per shard.
  for (const shard of [0, 1]) {
    const guild = fake.createGuild({ name: `Shard ${shard}`, shard: [shard, 2] });
    const players = ["alice", "bob"].map((name) => {
      const user = fake.createUser(`${name}${shard}`, { locale: Locale.EnglishUS });
      guild.addMember(user);
      return { user, driver: fake.user(user), name: `${name}${shard}` } as TablePlayer;
    });
    const bot: RunningBot = await startBot({
      config: parseConfig(configOf(shard)),
      log: createLogger({ level: "silent", pretty: false }),
      now: () => T0,
      // Seeded games (the same deals every run): a random deal may open with a mulligan, whose
      // wait and timeout come before the first turn's.
      newSeed: () => seed++,
      timerIntervalMs: HOUR,
      rest: { globalRequestsPerSecond: 100_000 },
    });
    const channels: FakeChannel[] = [];
    for (let i = 0; i < GAMES_PER_SHARD; i++) {
      const channel = guild.createTextChannel(`table-${i}`);
      const table = { fake, db, guild, channel, players, bot, idle: () => bot.idle() } as unknown as Table;
      await openGame(table, { selection: "random", timer: 12 });
      channels.push(channel);
    }
    await bot.stop();
    shards.push({ guild, channels });
  }
}, 300_000);

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await fake?.close();
  await db?.close();
});

describe("turn timer notices across kills (SIGKILL)", () => {
  it("delivers a reminder whose post was stalled when the bot died after saving it, once", {
    timeout: 600_000,
  }, async () => {
    const [shard0] = shards as [(typeof shards)[number]];
    const stalled = fake.failNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      status: 200,
      hang: true,
    });
    const halfTime = new Date(T0.getTime() + 6 * HOUR + MINUTE);
    const first = await start(0, halfTime);
    await until(() => stalled.hits > 0, "a reminder's post is on its way", WAIT_MS);
    await kill(first);
    // Saved (the timer says reminded), not in the channel.
    const stalledChannel = fake.requests.findLast((r) => r.injected)?.path.split("/")[2];
    const channel = shard0.channels.find((c) => c.id === stalledChannel) as FakeChannel;
    expect((await gameOf(channel)).game.version).toBeGreaterThan(0);
    expect(reminders(channel)).toHaveLength(0);

    // The next start is 10 minutes later: the dead process's claims on timers have lapsed.
    const second = await start(0, new Date(halfTime.getTime() + 10 * MINUTE));
    await until(
      () => shard0.channels.every((c) => reminders(c).length >= 1),
      "every game of the shard reminded its player",
      WAIT_MS,
    );
    await wholeTick(second);
    await stop(second);
    for (const c of shard0.channels) expect(reminders(c)).toHaveLength(1);
  });

  it("delivers a timeout notice whose post waited on a 429 when the bot died, once, before the next ping", {
    timeout: 600_000,
  }, async () => {
    const [shard0] = shards as [(typeof shards)[number]];
    const limited = fake.rateLimitNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      retryAfterSeconds: 30,
    });
    const expiry = new Date(T0.getTime() + 12 * HOUR + 30 * MINUTE);
    const first = await start(0, expiry);
    await until(() => limited.hits > 0, "a notice's post is rate limited", WAIT_MS);
    await kill(first);

    const second = await start(0, new Date(expiry.getTime() + 10 * MINUTE));
    await until(
      () => shard0.channels.every((c) => timeouts(c).length >= 1),
      "every game of the shard told its timeout",
      WAIT_MS,
    );
    // One more whole tick: the notice is not posted again.
    await wholeTick(second);
    await stop(second);
    for (const c of shard0.channels) {
      expect(timeouts(c)).toHaveLength(1);
      expect(await autoDecisions(c)).toBe(1);
      // The timeout is told before the next player's ping.
      const told = notices(c).map((m) => m.content);
      const timeout = told.findIndex((t) => TIMED_OUT.test(t));
      expect(told.slice(timeout + 1).some((t) => t.includes("it's your turn"))).toBe(true);
    }
  });

  it("with two processes killed right after a tick's first notices, delivers every notice exactly once", {
    timeout: 600_000,
  }, async () => {
    const channels = shards.flatMap((s) => s.channels);
    const posted = fake.requests.length;
    // Shard 0's games: the next player's reminder is due; shard 1's: the first player's timeout.
    const later = new Date(T0.getTime() + 18 * HOUR + 50 * MINUTE);
    const children = await Promise.all([start(0, later), start(1, later)]);
    await fake.waitForRequest(
      (r) =>
        r.seq > posted &&
        r.method === "POST" &&
        r.route === "/channels/:channelId/messages" &&
        /waiting for you|ran out of time/.test(String((r.body as { content?: string }).content)),
      { timeoutMs: WAIT_MS },
    );
    await Promise.all(children.map(kill));

    const restarted = new Date(later.getTime() + 10 * MINUTE);
    const again = await Promise.all([start(0, restarted), start(1, restarted)]);
    const [shard0, shard1] = shards as [(typeof shards)[number], (typeof shards)[number]];
    await until(
      () =>
        shard0.channels.every((c) => reminders(c).length >= 2) &&
        shard1.channels.every((c) => timeouts(c).length >= 1),
      "every notice is in its channel",
      WAIT_MS,
    );
    await Promise.all(again.map(stop));
    // Once more, later: nothing is sent again.
    const last = await Promise.all([
      start(0, new Date(restarted.getTime() + 10 * MINUTE)),
      start(1, new Date(restarted.getTime() + 10 * MINUTE)),
    ]);
    await Promise.all(last.map(wholeTick));
    await Promise.all(last.map(stop));
    for (const c of shard0.channels) {
      expect(reminders(c)).toHaveLength(2);
      expect(timeouts(c)).toHaveLength(1);
    }
    for (const c of shard1.channels) {
      expect(reminders(c)).toHaveLength(0);
      expect(timeouts(c)).toHaveLength(1);
      expect(await autoDecisions(c)).toBe(1);
    }
    expect(channels.every((c) => c.messages.length > 0)).toBe(true);
    const t = en.app.notice;
    for (const text of [
      t.timeout("<@1>"),
      t.timeoutEnd("<@1>"),
      t.timeoutPass("<@1>"),
      t.timeoutChose("<@1>", "x"),
    ])
      expect(text).toMatch(TIMED_OUT);
    // The timeouts stay in the channel; a reminder goes with its wait: shard 0's first one (its
    // player timed out), not the second (its player is still awaited).
    for (const c of channels) {
      const left = c.messages.filter((m) => m.embeds.length === 0).map((m) => m.content);
      expect(left.filter((t) => TIMED_OUT.test(t))).toHaveLength(1);
      const still = left.filter((t) => /the game is waiting for you/.test(t));
      expect(still).toHaveLength(shard0.channels.includes(c) ? 1 : 0);
    }
  });
});

// The bot as 2 processes with 2 shards on one database (docs/scaling.md), against a fake Discord
// that routes each guild's events to its shard like Discord: games in servers of both shards
// played to the end, each by the process of its shard; turn timers that fire once, in the process
// of the game's shard; a process stopped mid-game and its shard taken over by a new one; a click
// handled by a process whose cached copy of the game another process has moved on.

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
  startFakeDiscord,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { until } from "../support/until.ts";
import { startBotProcess } from "./support/bot-process.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import type { Table, TablePlayer } from "./support/table.ts";
import { watchTicks } from "./support/ticks.ts";

const HOUR = 3_600_000;
let now = new Date("2030-01-01T00:00:00Z");

let db: TestDatabase;
let fake: FakeDiscord;
/** The running process of each shard, and its log lines. */
const processes: { bot: RunningBot; logs: Record<string, unknown>[]; tick: () => Promise<void> }[] = [];
/** A table per shard: a guild of that shard, its channel and two players. */
const tables: Table[] = [];
let seed = 11;
/**
 * The limit of a test playing games to their ends through two bot processes (only a hang): the
 * first test took 447 s, the others 280-290 s, beside other runs on 2 shared cores (load ~30).
 */
const SHARD_GAMES_MS = 2 * WHOLE_GAME_MS;

async function startProcess(shard: number): Promise<RunningBot> {
  const logs: Record<string, unknown>[] = [];
  const config = parseConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_API_URL: fake.restUrl,
    DATABASE_URL: db.url,
    DISCORD_SHARD_COUNT: "2",
    DISCORD_SHARD_IDS: String(shard),
  });
  const log = createLogger({
    level: "info",
    pretty: false,
    destination: { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
  // No store passed: each process opens the database of DATABASE_URL, with its own pool.
  const bot = await startBot({
    config,
    log,
    newSeed: () => seed++,
    now: () => now,
    timerIntervalMs: 20,
    rest: { globalRequestsPerSecond: 100_000 },
  });
  processes[shard] = { bot, logs, tick: watchTicks(bot) };
  return bot;
}

/** What the e2e helpers need of a table, for the guild of `shard`, served by that shard's process. */
function tableOf(guild: FakeGuild, channel: FakeChannel, players: TablePlayer[], shard: number): Table {
  return {
    fake,
    db,
    guild,
    channel,
    players,
    get bot() {
      return processes[shard]?.bot as RunningBot;
    },
    // Both processes: a publish of one game may come from either.
    idle: async () => {
      await Promise.all(processes.map((p) => p.bot.idle()));
    },
  } as unknown as Table;
}

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscord({ recommendedShards: 2 });
  for (const shard of [0, 1]) {
    const guild = fake.createGuild({ name: `Shard ${shard}`, shard: [shard, 2] });
    const channel = guild.createTextChannel("smash-up");
    const players = ["alice", "bob"].map((name) => {
      const user = fake.createUser(`${name}${shard}`, { locale: Locale.EnglishUS });
      guild.addMember(user);
      return { user, driver: fake.user(user), name: `${name}${shard}` };
    });
    tables.push(tableOf(guild, channel, players, shard));
  }
  await startProcess(0);
  await startProcess(1);
});

/** Two whole ticks of each process on the current clock, then both idle. */
async function bothTick(): Promise<void> {
  for (let i = 0; i < 2; i++) await Promise.all(processes.map((p) => p.tick()));
  await Promise.all(processes.map((p) => p.bot.idle()));
}

afterAll(async () => {
  for (const p of processes) await p?.bot.stop();
  await fake?.close();
  await db?.close();
});

/** Ends the channel's open game, if a previous test left one. */
async function freeChannel(table: Table): Promise<void> {
  const open = await db.store.loadActiveGameByChannel(table.channel.id);
  if (open)
    await db.store.saveGame({
      id: open.game.id,
      expectedVersion: open.game.version,
      patch: { status: "cancelled" },
    });
}

const guildLines = (shard: number, guildId: string) =>
  (processes[shard]?.logs ?? []).filter((line) => line.guildId === guildId);

describe("two processes, two shards, one database", () => {
  it("runs each shard's gateway connection in its own process", () => {
    expect(fake.connectedShards).toEqual([0, 1]);
    const [t0, t1] = tables as [Table, Table];
    expect([...(processes[0]?.bot.client.guilds.cache.keys() ?? [])]).toEqual([t0.guild.id]);
    expect([...(processes[1]?.bot.client.guilds.cache.keys() ?? [])]).toEqual([t1.guild.id]);
  });

  it("plays games in servers of both shards to the end, each in the process of its shard", {
    timeout: SHARD_GAMES_MS,
  }, async () => {
    const opened: { gameId: string }[] = [];
    for (const table of tables) opened.push(await openGame(table, { selection: "random", vp: 5 }));
    // Turns alternate between the two servers, so both processes work at the same time.
    const policies = tables.map((table, i) => new Policy(table, opened[i]?.gameId as string));
    const boards = await Promise.all(policies.map((p) => p.playToTheEnd()));
    for (const [i, table] of tables.entries()) {
      const stored = await db.store.loadGame(opened[i]?.gameId as string);
      expect(stored?.game.status).toBe("finished");
      expect(boards[i]?.board.content).toBe(msg("en").board.over);
      // The game's lines come from its shard's process only.
      expect(guildLines(i, table.guild.id).length).toBeGreaterThan(0);
      expect(guildLines(1 - i, table.guild.id)).toEqual([]);
    }
    fake.assertNoViolations();
  });

  it("reminds and times out each game once, from the process of its shard", {
    timeout: 300_000,
  }, async () => {
    const games: { gameId: string }[] = [];
    for (const table of tables) await freeChannel(table);
    for (const table of tables) games.push(await openGame(table, { selection: "random", timer: 12 }));
    const count = (table: Table, text: string) =>
      table.channel.messages.filter((m) => m.content.includes(text)).length;
    now = new Date(now.getTime() + 6 * HOUR + 1000);
    for (const table of tables)
      await table.channel.waitForMessage((m) => m.content.includes("the game is waiting for you"));
    // More whole ticks of both processes (however late they run): still one reminder each.
    await bothTick();
    for (const table of tables) expect(count(table, "the game is waiting for you")).toBe(1);

    now = new Date(now.getTime() + 6 * HOUR);
    for (const table of tables)
      await table.channel.waitForMessage((m) => m.content.includes("ran out of time"));
    await bothTick();
    for (const [i, table] of tables.entries()) {
      expect(count(table, "ran out of time")).toBe(1);
      const auto = (await db.store.loadAllDecisions(games[i]?.gameId as string)).filter(
        (d) => (d.answer as { auto?: boolean }).auto === true,
      );
      expect(auto).toHaveLength(1);
      const timedOut = (processes[i]?.logs ?? []).filter((l) => l.msg === "turn timer expired");
      expect(timedOut.map((l) => l.gameId)).toContain(games[i]?.gameId);
      const elsewhere = (processes[1 - i]?.logs ?? []).filter((l) => l.msg === "turn timer expired");
      expect(elsewhere.map((l) => l.gameId)).not.toContain(games[i]?.gameId);
    }
    fake.assertNoViolations();
  });

  it("finishes a game whose process stopped mid-game, in the process that took its shard over", {
    timeout: SHARD_GAMES_MS,
  }, async () => {
    const table = tables[1] as Table;
    // The timed game of the previous test is still open in that channel: end it first.
    await freeChannel(table);
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    const policy = new Policy(table, gameId, { maxSteps: 12 });
    await policy.playToTheEnd().catch(() => undefined);
    const before = await db.store.loadGame(gameId);
    expect(before?.game.status).toBe("active");
    await processes[1]?.bot.stop();
    await startProcess(1);
    expect(fake.connectedShards).toEqual([0, 1]);
    const { board } = await new Policy(table, gameId).playToTheEnd();
    expect(board.content).toBe(msg("en").board.over);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("finished");
    fake.assertNoViolations();
  });

  it("applies a click once, on top of what another process saved while this one had the game cached", {
    timeout: 300_000,
  }, async () => {
    const table = tables[0] as Table;
    await freeChannel(table);
    const { gameId } = await openGame(table, { selection: "random" });
    // Shard 0's process has the game cached (it served every click so far).
    const cached = await processes[0]?.bot.games.load(gameId);
    const prompt = cached?.engine?.prompt;
    if (!cached || !prompt) throw new Error("the game waits on nobody");
    const board = table.channel.messages.findLast((m) => m.findComponent(/:hand$/));
    if (!board) throw new Error("no board");
    const player = table.players.find((p) => p.user.id === cached.userOf(prompt.seat)) as TablePlayer;
    const panel = (await player.driver.click(board, /:hand$/)).reply;
    // The other process moves the game on (the awaited player's autopass setting, as a click there).
    const moved = await processes[1]?.bot.games.act({
      gameId,
      userId: player.user.id,
      version: cached.record.version,
      decision: { kind: "autoPass", on: true },
    });
    expect(moved?.ok).toBe(true);
    const before = await db.store.loadAllDecisions(gameId);
    // The pick may be End turn: it must end the turn at once, not ask first (issue 21).
    await db.store.updatePlayerSettings(player.user.id, { confirmEndTurn: false });
    const pick = panel.interactiveComponents.find((c) => "custom_id" in c && c.custom_id.includes(":pick"));
    if (!pick || !("custom_id" in pick)) throw new Error("nothing to pick");
    const answer =
      pick.type === 3
        ? await player.driver.select(panel, pick.custom_id, [pick.options[0]?.value as string])
        : await player.driver.click(panel, pick.custom_id);
    // Shard 0's cached copy is a version behind; the click still answers the pending prompt (the
    // other process's change did not replace it), so it is applied once, on top of that change.
    expect(answer.message?.embeds.length).toBeGreaterThan(0);
    const after = await db.store.loadAllDecisions(gameId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ seq: before.length + 1, userId: player.user.id });
    const stored = await db.store.loadGame(gameId);
    expect(stored?.game.version).toBe(cached.record.version + 2);
    fake.assertNoViolations();
  });

  it("finishes a game whose process was killed (SIGKILL) mid-game, once a new process takes its shard over", {
    timeout: SHARD_GAMES_MS,
  }, async () => {
    const table = tables[1] as Table;
    await freeChannel(table);
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    await new Policy(table, gameId, { maxSteps: 8 }).playToTheEnd().catch(() => undefined);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("active");
    // The shard's process is replaced by one of its own, which serves a click and is then killed.
    await processes[1]?.bot.stop();
    const child = await startBotProcess({
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
      DISCORD_SHARD_COUNT: "2",
      DISCORD_SHARD_IDS: "1",
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    expect(fake.connectedShards).toEqual([0, 1]);
    const board = table.channel.messages.findLast((m) => m.findComponent(/:hand$/));
    if (!board) throw new Error("no board");
    const player = table.players[0] as TablePlayer;
    const hand = await player.driver.click(board, /:hand$/);
    expect(hand.reply.ephemeral).toBe(true);
    child.kill("SIGKILL");
    await exited;
    await until(() => !fake.connectedShards.includes(1), "the killed process's connection is gone");
    await startProcess(1);
    expect(fake.connectedShards).toEqual([0, 1]);
    const { board: end } = await new Policy(table, gameId).playToTheEnd();
    expect(end.content).toBe(msg("en").board.over);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("finished");
    fake.assertNoViolations();
  });
});

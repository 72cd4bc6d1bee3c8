// A game whose thread or channel is deleted ends cleanly (ops follow-up), through the fake Discord
// and the real discord.js client: the game is cancelled (nobody wins; the records count it
// abandoned and `/smashup games` says why), its turn timer stops, nothing is sent to the deleted
// channel, and a restart does not revive it. Deleted while the bot was down, the game is closed at
// start-up (the catch-up's publish meets 10003 Unknown Channel, or the start-up look for channels
// discord.js does not hold). A deleted channel takes the games of its threads with it.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordedRequest } from "../fake-discord/index.ts";
import { until } from "../support/until.ts";
import { openGame } from "./support/games.ts";
import { endTurn } from "./support/panels.ts";
import { Policy } from "./support/policy.ts";
import { Table, type TablePlayer } from "./support/table.ts";
import { openGameInThread } from "./support/threads.ts";

const HOUR = 3_600_000;

/** The bot's requests to a channel (its messages, the channel itself) from the `from`-th request on. */
function requestsTo(
  requests: readonly RecordedRequest[],
  channelId: string,
  from: number,
): RecordedRequest[] {
  return requests.slice(from).filter((r) => r.path.startsWith(`/channels/${channelId}`));
}

async function statusOf(table: Table, gameId: string) {
  const loaded = await table.db.store.loadGame(gameId);
  const row = await table.db.prisma.game.findUnique({ where: { id: gameId }, select: { nextTimerAt: true } });
  return {
    status: loaded?.game.status,
    cause: (loaded?.game.summary as { cancelledBy?: unknown } | null)?.cancelledBy,
    nextTimerAt: row?.nextTimerAt ?? null,
  };
}

// The waits below count no tries (a count is a time limit that a busy machine can exceed): until()
// gives up only after minutes, a hang.
async function closed(table: Table, gameId: string): Promise<void> {
  await until(async () => {
    await table.idle();
    return (await statusOf(table, gameId)).status === "cancelled";
  }, `game ${gameId} is closed`);
}

/**
 * Lets the timer loop run a few whole ticks on the current clock (however late a busy machine runs
 * them): what it would do at this time is done, and what it did not do it will not.
 */
async function ticks(table: Table): Promise<void> {
  for (let i = 0; i < 3; i++) await table.tick();
}

async function recordOf(table: Table, gameId: string) {
  const read = () => table.db.prisma.recordGame.findUnique({ where: { gameId }, include: { seats: true } });
  await until(async () => {
    await table.idle();
    return (await read()) !== null;
  }, "the game is recorded");
  const game = await read();
  if (!game) throw new Error("the game was never recorded");
  return game;
}

describe("a deleted game thread", () => {
  let table: Table;
  let now = new Date("2030-01-02T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 7, now: () => now, timerIntervalMs: 10, pictures: false });
  });
  afterAll(() => table?.close());

  it("ends its game: cancelled, no winner, timer stopped, nothing sent there, not revived by a restart", async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const { gameId, thread } = await openGameInThread(table, [alice, bob], {
      selection: "random",
      timer: 12,
    });
    expect((await statusOf(table, gameId)).nextTimerAt).not.toBeNull();
    const parentMessages = table.channel.messages.length;
    const from = table.fake.requests.length;

    thread.delete(); // a moderator deletes it: THREAD_DELETE
    await closed(table, gameId);
    expect(await statusOf(table, gameId)).toEqual({
      status: "cancelled",
      cause: { kind: "channelDeleted", thread: true },
      nextTimerAt: null,
    });
    // Past the turn's deadline: no timeout, no reminder, no publish anywhere.
    now = new Date(now.getTime() + 13 * HOUR);
    await ticks(table);
    expect(requestsTo(table.fake.requests, thread.id, from)).toEqual([]);
    expect(table.channel.messages.length).toBe(parentMessages);
    expect(table.logs.filter((l) => l.msg === "game closed: its channel is gone")).toHaveLength(1);

    // The records: abandoned, nobody won.
    const record = await recordOf(table, gameId);
    expect(record.outcome).toBe("abandoned");
    expect(record.seats.map((s) => s.won)).toEqual([false, false]);
    expect(record.rated).toBe(false);
    // /smashup games says why.
    const games = await alice.driver.slash(table.channel, "smashup", { subcommand: "games" });
    expect(JSON.stringify([games.content, games.embeds])).toContain("cancelled: its thread was deleted");

    // A restart does not revive it.
    await table.bot.stop();
    await table.start();
    now = new Date(now.getTime() + 13 * HOUR);
    await ticks(table);
    expect((await statusOf(table, gameId)).status).toBe("cancelled");
    expect(requestsTo(table.fake.requests, thread.id, from)).toEqual([]);
    table.fake.assertNoViolations();
  });
});

describe("a channel deleted with games in it and in its threads", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 4, seed: 9, pictures: false });
  });
  afterAll(() => table?.close());

  it("ends the channel's game and its threads' (an archived one included)", async () => {
    const [alice, bob, carol, dave] = table.players as [TablePlayer, TablePlayer, TablePlayer, TablePlayer];
    const inThread = await openGameInThread(table, [carol, dave], { selection: "random" });
    const inChannel = await openGame(table, { selection: "random" }, [alice, bob]);
    inThread.thread.archive();
    const from = table.fake.requests.length;

    table.channel.delete(); // CHANNEL_DELETE; no THREAD_DELETE for its threads
    await closed(table, inChannel.gameId);
    await closed(table, inThread.gameId);
    expect((await statusOf(table, inChannel.gameId)).cause).toEqual({
      kind: "channelDeleted",
      thread: false,
    });
    expect((await statusOf(table, inThread.gameId)).cause).toEqual({ kind: "channelDeleted", thread: false });
    // Only the question whether the thread still exists went there.
    expect(requestsTo(table.fake.requests, table.channel.id, from)).toEqual([]);
    expect(
      requestsTo(table.fake.requests, inThread.thread.id, from).map((r) => `${r.method} ${r.status}`),
    ).toEqual(["GET 404"]);
    table.fake.assertNoViolations();
  });
});

describe("a game thread deleted while the bot was down", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 13, pictures: false });
  });
  afterAll(() => table?.close());

  it("is closed at start-up, behind or not, without a message sent into the void", async () => {
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const behind = await openGameInThread(table, [alice, bob], { selection: "random" });
    const quiet = await openGame(table, { selection: "random" }, [alice, bob]);
    // Behind: Discord refused the board's edit and the ping of the last move (the start-up catch-up owes them).
    const snapshot = await table.bot.games.load(behind.gameId);
    const active = table.players.find(
      (p) => p.user.id === snapshot?.userOf(snapshot.engine?.g.turn.active ?? -1),
    ) as TablePlayer;
    const policy = new Policy(table, behind.gameId, { channel: behind.thread });
    const panel = (await active.driver.click(policy.board(), /:hand$/)).reply;
    await table.idle();
    table.fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 503,
      times: 4,
    });
    table.fake.failNext({ method: "POST", path: "/channels/:channelId/messages", status: 503, times: 4 });
    await endTurn(active.driver, panel, () => table.idle());
    await table.idle();
    await table.bot.stop();
    const unannounced = await table.db.store.listUnannouncedGames(86_400_000);
    expect(unannounced.map((g) => g.id)).toContain(behind.gameId);

    behind.thread.delete();
    table.channel.delete();
    const from = table.fake.requests.length;
    await table.start();
    await closed(table, behind.gameId);
    await closed(table, quiet.gameId);
    // Nothing was posted in either: the first request of the catch-up (the board's edit, or a read)
    // met Unknown Channel, and the game was closed.
    for (const id of [behind.thread.id, table.channel.id]) {
      const requests = requestsTo(table.fake.requests, id, from);
      expect(requests.filter((r) => r.method === "POST")).toEqual([]);
      expect(requests.map((r) => r.status).filter((status) => status !== 404)).toEqual([]);
    }
    expect(table.logs.some((l) => l.msg === "the game's channel is gone (Unknown Channel)")).toBe(true);
    // Caught up as far as the reconciler is concerned: not tried again.
    const after = await table.db.store.listUnannouncedGames(86_400_000);
    expect(after.map((g) => g.id)).not.toContain(behind.gameId);
    await table.bot.stop();
    await table.start();
    await table.idle();
    expect((await statusOf(table, behind.gameId)).status).toBe("cancelled");
    table.fake.assertNoViolations();
  });
});

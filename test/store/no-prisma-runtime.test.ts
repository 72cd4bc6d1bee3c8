// Every statement of the store and of the notices room runs on the pg pool under the Prisma client
// (src/db/pool-query.ts), none through Prisma's runtime: its query compiler and adapter cost a click
// more CPU than the rest of its query, and were still on the click path through the notices'
// settings read (issue 22). Here the client's raw-query, transaction and model entries throw, and
// each method of the store and of the notices room still answers, with what it stored.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../src/db/prisma.ts";
import { NotifyStore } from "../../src/notify/notify-store.ts";
import { ChannelBusyError, PrismaStore } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
let store: PrismaStore;
let notices: NotifyStore;
let refusing: PrismaClient;
const runtimeCalls: string[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  // A client of its own (the pool under it is the test database's), whose Prisma entries refuse.
  const { createPrismaClient } = await import("../../src/db/prisma.ts");
  const prisma = createPrismaClient(db.url);
  const client = prisma as unknown as Record<string, unknown>;
  const refuse = (name: string) => () => {
    runtimeCalls.push(name);
    throw new Error(`Prisma's runtime was used: ${name}`);
  };
  for (const name of ["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe", "$transaction"])
    client[name] = refuse(name);
  for (const model of [
    "game",
    "decision",
    "gameDocuments",
    "gameAnnouncement",
    "playerSettings",
    "guildSettings",
  ])
    Object.defineProperty(client, model, { get: refuse(model), configurable: true });
  refusing = prisma;
  store = new PrismaStore(prisma);
  notices = new NotifyStore(prisma);
  closeClient = () => prisma.$disconnect();
});
let closeClient: () => Promise<void> = async () => {};
afterAll(async () => {
  await closeClient();
  await db.close();
});

const newGame = (channelId: string) => ({
  guildId: "4194304",
  channelId,
  setup: { seed: 1, timer: { at: 1 } },
  snapshot: { turn: 0 },
  players: [
    { userId: "alice", seat: 0, factions: ["aliens", "pirates"] },
    { userId: "bob", seat: 1, factions: ["robots", "zombies"] },
  ],
});

describe("the store without Prisma's runtime", () => {
  it("creates, loads, saves and lists games, timers and boards on the pool", async () => {
    const { game } = await store.createGame(newGame("c1"));
    await expect(store.createGame(newGame("c1"))).rejects.toBeInstanceOf(ChannelBusyError);
    const saved = await store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { status: "active", nextTimerAt: new Date(Date.now() - 1000) },
      appendDecisions: [{ seq: 1, userId: "alice", seat: 0, answer: { play: "card-1" } }],
    });
    expect(saved.version).toBe(1);
    expect((await store.loadActiveGameByChannel("c1"))?.game.id).toBe(game.id);
    expect(await store.latestPlayedGameId("4194304", "c1")).toBe(game.id);
    expect((await store.listOpenGames()).map((g) => g.id)).toEqual([game.id]);
    const decisions = await store.loadAllDecisions(game.id);
    expect(decisions.map((d) => [d.seq, d.userId, d.seat, d.answer])).toEqual([
      [1, "alice", 0, { play: "card-1" }],
    ]);
    expect(decisions[0]?.createdAt).toBeInstanceOf(Date);

    const claimed = await store.claimDueTimers({
      now: new Date(),
      leaseMs: 60_000,
      limit: 5,
      shards: { ids: [1], count: 2 },
    });
    expect(claimed.map((c) => c.id)).toEqual([game.id]);
    await store.releaseTimer(claimed[0] as (typeof claimed)[0], null);
    expect(await store.claimDueTimers({ now: new Date(), leaseMs: 60_000, limit: 5 })).toEqual([]);

    expect(await store.claimBoard(game.id, 1, "me", 60_000)).toBe("ok");
    await store.releaseBoard(game.id, "me");
    await store.saveAnnouncement({
      gameId: game.id,
      version: 1,
      messageId: "m1",
      pingedWait: "w",
      pingedTurn: 2,
      pingMessageId: "p1",
      waitMessageIds: [],
      turnMessageIds: [],
      noticesTold: 0,
      posting: null,
    });
    expect(await store.loadAnnouncement(game.id)).toMatchObject({ pingedTurn: 2, pingMessageId: "p1" });
    expect(await store.listUnannouncedGames(60_000)).toEqual([]);
    expect(await store.listShownGames(60_000)).toEqual([game.id]);
    expect(runtimeCalls).toEqual([]);
  });

  it("reads and writes player and guild settings on the pool", async () => {
    expect(await store.getPlayerSettings("alice")).toEqual({ confirmEndTurn: true });
    expect(await store.updatePlayerSettings("alice", { confirmEndTurn: false })).toEqual({
      confirmEndTurn: false,
    });
    expect(await store.updatePlayerSettings("alice", {})).toEqual({ confirmEndTurn: false });
    const settings = await store.updateGuildSettings("g", {
      banFactions: ["ninjas"],
      defaults: { vpTarget: 12 },
    });
    expect(settings).toMatchObject({ bannedFactions: ["ninjas"], defaults: { vpTarget: 12 } });
    expect((await store.getGuildSettings("g")).bannedFactions).toEqual(["ninjas"]);
    expect(runtimeCalls).toEqual([]);
  });

  it("reads and writes the notices' settings and direct notices on the pool", async () => {
    const refusedAt = new Date("2026-01-02T03:04:05.678Z");
    await notices.update("bob", { mode: "dm", refusedAt });
    const fresh = new NotifyStore(refusing);
    expect((await fresh.settingsOfMany(["bob", "carol"])).get("bob")).toMatchObject({ mode: "dm" });
    const { game } = await store.createGame(newGame("c2"));
    await notices.saveIntent({
      gameId: game.id,
      userId: "bob",
      key: "turn:1",
      channelId: "dm-1",
      after: null,
      fingerprint: "f",
    });
    await notices.settle(game.id, "bob", "turn:1", "sent");
    expect(await notices.noticesOf(game.id, [{ userId: "bob", key: "turn:1" }])).toMatchObject([
      { status: "sent", channelId: "dm-1", fingerprint: "f" },
    ]);
    expect(runtimeCalls).toEqual([]);
  });
});

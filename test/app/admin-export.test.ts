import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  captureLog,
  chooser,
  GUILD,
  newService,
  ok,
  openTable,
  playRandomStep,
  startedGame,
  USERS,
} from "./support.ts";

let db: TestDatabase;
let service: GameService;
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store);
});
afterAll(() => db.close());

describe("admin end-game", () => {
  it("cancels a lobby or a game in play, frees the channel and keeps the game for history", async () => {
    const table = await openTable(service, 2);
    const lobbyChannel = table.snapshot.record.channelId;
    const ended = await service.adminEndGame({ guildId: GUILD, channelId: lobbyChannel, adminId: "admin" });
    if (!ended.ok) throw new Error(ended.reason);
    expect(ended.snapshot?.record.status).toBe("cancelled");
    expect(ended.events).toEqual([{ type: "cancelled", cause: { kind: "admin", userId: "admin" } }]);
    expect(await service.activeInChannel(lobbyChannel)).toBeNull();
    ok(await service.openLobby({ guildId: GUILD, channelId: lobbyChannel, hostId: "h", hostName: "H" }));

    const { snapshot } = await startedGame(service, 2, { turnTimerHours: 12 });
    const gameId = snapshot.record.id;
    const endedGame = await service.adminEndGame({
      guildId: GUILD,
      channelId: snapshot.record.channelId,
      adminId: "admin",
    });
    if (!endedGame.ok) throw new Error(endedGame.reason);
    const stored = await db.store.loadGame(gameId);
    expect(stored?.game).toMatchObject({ status: "cancelled", finishedAt: expect.any(Date) });
    expect(stored?.game.setup).toMatchObject({ stage: "cancelled" });
    expect(stored?.game.setup).not.toHaveProperty("timer");
    expect(stored?.game.summary).toMatchObject({
      outcome: "cancelled",
      cancelledBy: { kind: "admin", userId: "admin" },
      players: [{ userId: USERS[0] }, { userId: USERS[1] }],
    });
    // History: the cancelled game still loads and renders.
    expect((await service.load(gameId))?.record.status).toBe("cancelled");
    expect(
      await service.act({
        gameId,
        userId: USERS[0],
        version: stored?.game.version ?? 0,
        decision: { kind: "concede" },
      }),
    ).toEqual({ ok: false, reason: "cancelled" });
    expect(await service.tick(new Date("2100-01-01T00:00:00Z"))).toEqual([]);
  });

  it("says when there is nothing to end, or the game belongs to another server", async () => {
    expect(await service.adminEndGame({ guildId: GUILD, channelId: "nothing-here", adminId: "a" })).toEqual({
      ok: false,
      reason: "no-game",
    });
    const table = await openTable(service, 1);
    expect(
      await service.adminEndGame({
        guildId: "other-guild",
        channelId: table.snapshot.record.channelId,
        adminId: "a",
      }),
    ).toEqual({ ok: false, reason: "no-game" });
    expect((await db.store.loadGame(table.snapshot.record.id))?.game.status).toBe("lobby");
  });

  it("ends a game whose snapshot cannot be resumed", async () => {
    const { snapshot } = await startedGame(service, 2);
    await db.store.saveGame({
      id: snapshot.record.id,
      expectedVersion: snapshot.record.version,
      patch: { snapshot: { state: "not json" } },
    });
    const { log, lines } = captureLog();
    const other = newService(db.store, { log });
    const ended = await other.adminEndGame({
      guildId: GUILD,
      channelId: snapshot.record.channelId,
      adminId: "a",
    });
    expect(ended).toMatchObject({ ok: true, events: [{ type: "cancelled" }] });
    expect((await db.store.loadGame(snapshot.record.id))?.game.status).toBe("cancelled");
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: "game cannot be restored" }));
  });
});

describe("export", () => {
  it("exports a game as its engine setup and every decision, which Engine.replay reproduces", async () => {
    const { snapshot: first } = await startedGame(service, 3, { vpTarget: 6 });
    const gameId = first.record.id;
    expect(await service.exportGame("00000000-0000-4000-8000-000000000000")).toBeNull();
    const lobbyOnly = await openTable(service, 2);
    expect(await service.exportGame(lobbyOnly.snapshot.record.id)).toBeNull();

    const rng = chooser(3);
    let snapshot: GameSnapshot = first;
    ok(
      await service.act({
        gameId,
        userId: "u-carol",
        version: snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
    snapshot = (await service.load(gameId)) as GameSnapshot;
    while (snapshot.record.status === "active")
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;

    const exported = await service.exportGame(gameId);
    if (!exported) throw new Error("nothing exported");
    expect(exported.seats.map((s) => s.userId)).toEqual(USERS.slice(0, 3));
    expect(exported.decisions[0]).toEqual({ seat: 2, autoPass: true });
    expect(exported.decisions).toHaveLength(snapshot.engine?.decisions ?? -1);
    // Plain JSON: it survives a round trip through a file.
    const copy = JSON.parse(JSON.stringify(exported)) as typeof exported;
    const replayed = Engine.replay(copy.setup, copy.decisions);
    expect(replayed.over).toBe(true);
    expect(serialize(replayed.g)).toBe(serialize((snapshot.engine as Engine).g));
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("listOpenGames", () => {
  it("lists the games in lobby or play, oldest first, with their setup and version but no snapshot", async () => {
    expect(await db.store.listOpenGames()).toEqual([]);
    const create = (channelId: string, status: "lobby" | "active") =>
      db.store.createGame({
        guildId: "g",
        channelId,
        status,
        setup: { channel: channelId },
        snapshot: { big: true },
      });
    const first = await create("c1", "active");
    const lobby = await create("c2", "lobby");
    const third = await create("c3", "active");
    const finished = await create("c4", "active");
    await db.store.saveGame({ id: finished.game.id, expectedVersion: 0, patch: { status: "finished" } });
    const saved = await db.store.saveGame({
      id: third.game.id,
      expectedVersion: 0,
      patch: { setup: { moved: 1 } },
    });

    const open = await db.store.listOpenGames();
    expect(open).toEqual([
      {
        id: first.game.id,
        guildId: "g",
        channelId: "c1",
        version: 0,
        setup: { channel: "c1" },
        updatedAt: first.game.updatedAt,
      },
      {
        id: lobby.game.id,
        guildId: "g",
        channelId: "c2",
        version: 0,
        setup: { channel: "c2" },
        updatedAt: lobby.game.updatedAt,
      },
      {
        id: third.game.id,
        guildId: "g",
        channelId: "c3",
        version: 1,
        setup: { moved: 1 },
        updatedAt: saved.updatedAt,
      },
    ]);
    expect(open[0]).not.toHaveProperty("snapshot");
  });
});

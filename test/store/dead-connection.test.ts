// PostgreSQL ends the bot's sessions (a restart of the server, a failover, an administrator's
// pg_terminate_backend: 57P01). The pool still holds those connections; the next query on one
// fails. A store call that fails that way is retried until it runs on a live connection. Safe for a save:
// it only applies at the version it expects, so a save cannot apply twice.

import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { sessionEndedDuring } from "../support/end-sessions.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("retries on a fresh connection a call whose session the server ended", async () => {
  const { game } = await db.store.createGame({
    guildId: "guild",
    channelId: "terminated",
    setup: { seed: 1 },
    snapshot: null,
    players: [{ userId: "u1", seat: 0, factions: [] }],
  });
  const saved = await sessionEndedDuring(db.url, () =>
    db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { summary: { step: 1 } },
      appendDecisions: [{ seq: 1, userId: "u1", seat: 0, answer: { choice: ["a"] } }],
    }),
  );
  expect(saved.version).toBe(1);

  const loaded = await sessionEndedDuring(db.url, () => db.store.loadGame(game.id));
  expect(loaded?.game.version).toBe(1);
  expect(loaded?.decisions.map((d) => d.seq)).toEqual([1]);

  // A save that replaces the players runs in a transaction: the retry is a new transaction.
  const replaced = await sessionEndedDuring(db.url, () =>
    db.store.saveGame({
      id: game.id,
      expectedVersion: 1,
      patch: { players: [{ userId: "u2", seat: 0, factions: [] }] },
    }),
  );
  expect(replaced.version).toBe(2);
  expect((await db.store.loadGame(game.id))?.players.map((p) => p.userId)).toEqual(["u2"]);
  expect((await db.store.loadAllDecisions(game.id)).map((d) => d.seq)).toEqual([1]);

  // Every other call of the store, too.
  const other = await sessionEndedDuring(db.url, () =>
    db.store.createGame({ guildId: "guild", channelId: "terminated-2", setup: {}, snapshot: null }),
  );
  expect((await sessionEndedDuring(db.url, () => db.store.listOpenGames())).map((g) => g.id)).toContain(
    other.game.id,
  );
  expect(await sessionEndedDuring(db.url, () => db.store.loadActiveGameByChannel("terminated-2"))).toEqual(
    other,
  );
  expect(await sessionEndedDuring(db.url, () => db.store.loadAllDecisions(game.id), "decision")).toHaveLength(
    1,
  );
  const settings = await sessionEndedDuring(
    db.url,
    () => db.store.updateGuildSettings("guild", { banFactions: ["aliens"] }),
    "guild_settings",
  );
  expect(settings.bannedFactions).toEqual(["aliens"]);
  expect(
    await sessionEndedDuring(db.url, () => db.store.getGuildSettings("guild"), "guild_settings"),
  ).toEqual(settings);

  const announced = {
    gameId: game.id,
    version: 2,
    messageId: "m1",
    pingedWait: null,
    pingedTurn: null,
    pingMessageId: null,
    waitMessageIds: ["w1"],
    turnMessageIds: [],
    noticesTold: 0,
    posting: null,
  };
  await sessionEndedDuring(db.url, () => db.store.saveAnnouncement(announced), "game_announcement");
  expect(
    await sessionEndedDuring(db.url, () => db.store.loadAnnouncement(game.id), "game_announcement"),
  ).toEqual(announced);
  const unannounced = await sessionEndedDuring(
    db.url,
    () => db.store.listUnannouncedGames(60_000),
    "game_announcement",
  );
  expect(unannounced.map((g) => g.id)).toEqual([other.game.id]);

  // The transaction's dead connection went back to the pool (and out of it): nothing is left
  // checked out, so the client can close.
  const closed = db.prisma.$disconnect().then(() => "closed");
  // A limit that only catches a hang: closing takes well under a second when nothing is checked out.
  const stuck = new Promise((resolve) => setTimeout(resolve, 120_000, "a connection is still checked out"));
  expect(await Promise.race([closed, stuck])).toBe("closed");
});

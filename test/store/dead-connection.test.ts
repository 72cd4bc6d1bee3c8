// PostgreSQL ends the bot's sessions (a restart of the server, a failover, an administrator's
// pg_terminate_backend: 57P01). The pool still holds those connections; the next query on one
// fails. A store call that fails that way is retried once on a fresh connection. Safe for a save:
// it only applies at the version it expects, so a save cannot apply twice.

import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/**
 * Runs `call` while an administrator ends the session it runs on: `table` is locked so
 * that the call waits on the server, its session is terminated (57P01), then the lock goes.
 */
async function terminatedDuring<T>(call: () => Promise<T>, table = "game"): Promise<T> {
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  try {
    await admin.query("BEGIN");
    await admin.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const result = call();
    result.catch(() => undefined);
    const waiting = `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`;
    for (let i = 0; (await admin.query(waiting)).rowCount === 0; i++) {
      if (i > 200) throw new Error("the call never reached the database");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await admin.query("ROLLBACK");
    return await result;
  } finally {
    await admin.end();
  }
}

it("retries once on a fresh connection a call whose session the server ended", async () => {
  const { game } = await db.store.createGame({
    guildId: "guild",
    channelId: "terminated",
    setup: { seed: 1 },
    snapshot: null,
    players: [{ userId: "u1", seat: 0, factions: [] }],
  });
  const saved = await terminatedDuring(() =>
    db.store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { summary: { step: 1 } },
      appendDecisions: [{ seq: 1, userId: "u1", seat: 0, answer: { choice: ["a"] } }],
    }),
  );
  expect(saved.version).toBe(1);

  const loaded = await terminatedDuring(() => db.store.loadGame(game.id));
  expect(loaded?.game.version).toBe(1);
  expect(loaded?.decisions.map((d) => d.seq)).toEqual([1]);

  // A save that replaces the players runs in a transaction: the retry is a new transaction.
  const replaced = await terminatedDuring(() =>
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
  const other = await terminatedDuring(() =>
    db.store.createGame({ guildId: "guild", channelId: "terminated-2", setup: {}, snapshot: null }),
  );
  expect((await terminatedDuring(() => db.store.listOpenGames())).map((g) => g.id)).toContain(other.game.id);
  expect(await terminatedDuring(() => db.store.loadActiveGameByChannel("terminated-2"))).toEqual(other);
  expect(await terminatedDuring(() => db.store.loadAllDecisions(game.id), "decision")).toHaveLength(1);
  const settings = await terminatedDuring(
    () => db.store.updateGuildSettings("guild", { banFactions: ["aliens"] }),
    "guild_settings",
  );
  expect(settings.bannedFactions).toEqual(["aliens"]);
  expect(await terminatedDuring(() => db.store.getGuildSettings("guild"), "guild_settings")).toEqual(
    settings,
  );

  // The transaction's dead connection went back to the pool (and out of it): nothing is left
  // checked out, so the client can close.
  const closed = db.prisma.$disconnect().then(() => "closed");
  const stuck = new Promise((resolve) => setTimeout(resolve, 20_000, "a connection is still checked out"));
  expect(await Promise.race([closed, stuck])).toBe("closed");
}, 40_000);

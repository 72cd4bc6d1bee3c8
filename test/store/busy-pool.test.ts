import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PrismaClient } from "../../src/generated/prisma/client.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { until } from "../support/until.ts";

// Many channels starting their games at once keep every pooled connection busy for a while
// (npm run loadtest). A save that replaces the players (an interactive transaction) must then
// wait for a connection like any other query, not fail after Prisma's default 2 s.

const LOCK = 4242;
let db: TestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await openTestDatabase();
  prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: db.url, max: 1 }) });
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.close();
});

it("saves a new player list once a connection is free, however long the pool was busy", async () => {
  const store = new PrismaStore(prisma);
  const { game } = await store.createGame({ guildId: "g", channelId: "busy", setup: {}, snapshot: null });
  // The pool's only connection is kept busy for as long as the test says, not for a time that a
  // loaded machine could spend before the query even started: it waits on a lock another session holds.
  const holder = new pg.Client({ connectionString: db.url });
  await holder.connect();
  try {
    await holder.query("SELECT pg_advisory_lock($1)", [LOCK]);
    // Prisma queries are lazy: then() sends it, and it takes the pool's only connection.
    const busy = Promise.resolve(prisma.$queryRaw`SELECT pg_advisory_lock(${LOCK})::text`);
    await until(async () => {
      const waiting = await holder.query(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = $1",
        [LOCK],
      );
      return waiting.rowCount === 1;
    }, "the pool's connection waits on the lock");
    const saved = store.saveGame({
      id: game.id,
      expectedVersion: 0,
      patch: { players: [{ userId: "alice", seat: 0, factions: [] }] },
    });
    // Longer than Prisma's default wait for a transaction's connection (2 s); a busy machine only
    // makes it longer.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await holder.query("SELECT pg_advisory_unlock($1)", [LOCK]);
    await busy;
    await expect(saved).resolves.toMatchObject({ version: 1 });
  } finally {
    await holder.end();
  }
  expect((await store.loadGame(game.id))?.players.map((p) => p.userId)).toEqual(["alice"]);
});

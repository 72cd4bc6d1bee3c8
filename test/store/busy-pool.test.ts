import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PrismaClient } from "../../src/generated/prisma/client.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// Many channels starting their games at once keep every pooled connection busy for a while
// (npm run loadtest). A save that replaces the players (an interactive transaction) must then
// wait for a connection like any other query, not fail after Prisma's default 2 s.

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
  // Prisma queries are lazy: then() sends it, and it takes the pool's only connection.
  const busy = Promise.resolve(prisma.$queryRaw`SELECT pg_sleep(2.5)::text`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const saved = store.saveGame({
    id: game.id,
    expectedVersion: 0,
    patch: { players: [{ userId: "alice", seat: 0, factions: [] }] },
  });
  await busy;
  await expect(saved).resolves.toMatchObject({ version: 1 });
  expect((await store.loadGame(game.id))?.players.map((p) => p.userId)).toEqual(["alice"]);
});

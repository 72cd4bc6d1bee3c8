import { afterAll, beforeAll, expect, it } from "vitest";
import type { GameService, GameSnapshot, LobbyResult } from "../../src/app/index.ts";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { tempFolder } from "../../src/db/throwaway.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { captureLog, chooser, GUILD, NAMES, newService, playRandomStep, USERS } from "../app/support.ts";

// The bot's default deployment (DATABASE_URL unset) under the load of a busy server: several
// channels open, join and start a lobby at the same moment, then every game is clicked at once.
// A PostgreSQL server takes this without a single refusal; so must the embedded database, opened
// exactly as the bot opens it (openDatabase on a DATA_DIR).

const CHANNELS = 8;
const CLICKS_PER_GAME = 25;

const folder = await tempFolder();
const captured = captureLog();
let database: Database;
let service: GameService;
beforeAll(async () => {
  database = await openDatabase({ dataDir: folder.dir, log: captured.log });
  service = newService(new PrismaStore(database.prisma), { log: captured.log });
});
afterAll(async () => {
  await database?.close();
  await folder.remove();
});

function expectOk(result: LobbyResult, what: string): GameSnapshot {
  if (!result.ok) throw new Error(`${what} refused: ${result.reason}`);
  return result.snapshot;
}

it("opens, fills, starts and plays lobbies in every channel at once without a refusal", async () => {
  const channels = Array.from({ length: CHANNELS }, (_, i) => `concurrent-${i}`);
  const opened = await Promise.all(
    channels.map((channelId) =>
      service.openLobby({
        guildId: GUILD,
        channelId,
        hostId: USERS[0],
        hostName: NAMES[0],
        options: { selectionMode: "random" },
      }),
    ),
  );
  const gameIds = opened.map((result, i) => expectOk(result, `lobby of ${channels[i]}`).record.id);

  // Every seat of every table joins at the same moment, then every host starts.
  const joins = await Promise.all(
    gameIds.flatMap((gameId) =>
      [1, 2, 3].map((seat) =>
        service.lobbyAction({
          gameId,
          userId: USERS[seat] as string,
          action: { kind: "join", name: NAMES[seat] as string },
        }),
      ),
    ),
  );
  for (const [i, result] of joins.entries()) expectOk(result, `join ${i}`);
  const started = await Promise.all(
    gameIds.map((gameId) => service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } })),
  );
  const snapshots = started.map((result, i) => expectOk(result, `start of ${channels[i]}`));
  expect(snapshots.map((s) => s.record.status)).toEqual(channels.map(() => "active"));

  // Each table's awaited player answers at once, in every channel in parallel.
  const acknowledged = await Promise.all(
    snapshots.map(async (first, table) => {
      const rng = chooser(100 + table);
      let snapshot = first;
      let clicks = 0;
      while (snapshot.record.status === "active" && clicks < CLICKS_PER_GAME) {
        const result = await playRandomStep(service, snapshot, rng);
        if (!result.ok) throw new Error(`click ${clicks} of table ${table} refused: ${result.reason}`);
        snapshot = result.snapshot;
        clicks++;
      }
      return { gameId: snapshot.record.id, clicks };
    }),
  );

  // Every acknowledged click is in the stored log.
  const store = new PrismaStore(database.prisma);
  for (const { gameId, clicks } of acknowledged) {
    expect((await store.loadAllDecisions(gameId)).length).toBe(clicks);
  }
  expect(captured.lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
});

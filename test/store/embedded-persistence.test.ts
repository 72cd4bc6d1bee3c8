import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { PrismaStore } from "../../src/store/index.ts";

const dataDir = await mkdtemp(path.join(tmpdir(), "smashup-data-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The bot's own path with DATABASE_URL unset: start PGlite in DATA_DIR,
// migrate, use, stop; then start again on the same folder.
it("keeps the embedded database's data across a restart", async () => {
  const log = pino({ level: "silent" });
  const first = await openDatabase({ dataDir, log });
  expect(first.embedded).toBe(true);
  // Two Postgres instances on one folder would corrupt it.
  await expect(openDatabase({ dataDir, log })).rejects.toThrow(/in use by this process/);
  const created = await new PrismaStore(first.prisma).createGame({
    guildId: "g",
    channelId: "c",
    setup: { seed: 7 },
    snapshot: { turn: 0 },
    players: [{ userId: "alice", seat: 0, factions: ["dinosaurs"] }],
  });
  await new PrismaStore(first.prisma).saveGame({
    id: created.game.id,
    expectedVersion: 0,
    appendDecisions: [{ seq: 1, userId: "alice", seat: 0, answer: { ok: true } }],
  });
  await first.close();

  const second = await openDatabase({ dataDir, log });
  try {
    const reloaded = await new PrismaStore(second.prisma).loadActiveGameByChannel("c");
    expect(reloaded?.game).toMatchObject({ id: created.game.id, version: 1, setup: { seed: 7 } });
    expect(reloaded?.players).toEqual(created.players);
    expect(reloaded?.decisions.map((d) => d.answer)).toEqual([{ ok: true }]);
  } finally {
    await second.close();
  }
});

import { existsSync, readdirSync } from "node:fs";
import { cp, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { tempFolder } from "../../src/db/throwaway.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { projectRoot } from "../support/run-entry.ts";

// Releases up to 0.1 kept the embedded database as PGlite files in DATA_DIR/pglite. The first
// start of this release moves its rows into the embedded PostgreSQL server (src/db/pglite-import.ts).

const folder = await tempFolder();
const dataDir = folder.dir;
const log = pino({ level: "silent" });
afterAll(() => folder.remove());

// What every release has stored alike: the game row's columns but its documents, which moved to a
// table of their own in migration 20261224000000 (the earlier release's folder predates it).
const GAME_COLUMNS =
  "id, guild_id, channel_id, status, version, board_channel_id, board_message_id, " +
  "created_at, updated_at, finished_at, next_timer_at, timer_claimed_until, setup_live";
const TABLES: Record<string, string> = {
  guild_settings: "t",
  game: `(${GAME_COLUMNS})`,
  game_player: "t",
  decision: "t",
};
/** The last migration of the earlier release. */
const EARLIER_RELEASE = "20261221000000_game_setup_live";
const GAME = "6f1c1f9e-0c55-4a8e-9a57-5a1c3f2b7d10";

/** A DATA_DIR/pglite as the earlier release left it: migrated by `prisma migrate deploy`, with games. */
async function earlierReleaseFolder(): Promise<Record<string, string[]>> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    await db.exec(`CREATE TABLE "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const migrations = path.join(projectRoot, "prisma/migrations");
    const earlier = (await readdir(migrations, { withFileTypes: true })).filter(
      (e) => e.isDirectory() && e.name <= EARLIER_RELEASE,
    );
    for (const entry of earlier) {
      await db.exec(await readFile(path.join(migrations, entry.name, "migration.sql"), "utf8"));
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
         VALUES (gen_random_uuid()::text, 'x', now(), $1, 1)`,
        [entry.name],
      );
    }
    await db.exec(`
      INSERT INTO guild_settings (guild_id, banned_factions, defaults) VALUES ('g1', ARRAY['ninjas'], '{"vpTarget": 12}');
      INSERT INTO game (id, guild_id, channel_id, status, version, setup, snapshot, snapshot_seq)
        VALUES ('${GAME}', 'g1', 'c1', 'active', 3, '{"seed": 5, "name": "Zoë \\"quoted\\", (comma)"}', '{"turn": 2}', 1);
      INSERT INTO game (guild_id, channel_id, status, setup, snapshot) VALUES ('g1', 'c2', 'lobby', '{"seed": 6}', 'null');
      INSERT INTO game_player (game_id, user_id, seat, factions) VALUES
        ('${GAME}', 'alice', 0, ARRAY['aliens', 'ninjas']), ('${GAME}', 'bob', 1, ARRAY['pirates', 'robots']);
      INSERT INTO decision (game_id, seq, user_id, seat, answer) VALUES
        ('${GAME}', 1, 'alice', 0, '{"prompt": 1, "choice": ["a"]}'), ('${GAME}', 2, NULL, 1, '{"auto": true}');
    `);
    return await rowsOf((sql) => db.query<{ r: string }>(sql).then((r) => r.rows.map((row) => row.r)));
  } finally {
    await db.close();
  }
}

/** Every row of every table, in its text form (exact: a jsonb null differs from a NULL). */
async function rowsOf(query: (sql: string) => Promise<string[]>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, row] of Object.entries(TABLES))
    out[table] = await query(`SELECT ${row}::text AS r FROM "${table}" t ORDER BY 1`);
  return out;
}

describe("the earlier release's PGlite folder", { timeout: 180_000 }, () => {
  it("is moved into the embedded server on the first start, row for row, then kept aside", async () => {
    const before = await earlierReleaseFolder();
    const database = await openDatabase({ dataDir, log });
    try {
      const after = await rowsOf((sql) =>
        database.prisma.$queryRawUnsafe<{ r: string }[]>(sql).then((rows) => rows.map((row) => row.r)),
      );
      expect(after).toEqual(before);
      // The documents moved to game_documents; the lobby has no snapshot.
      expect(
        await database.prisma.$queryRawUnsafe(
          `SELECT g.channel_id AS channel, d.setup, d.summary, d.snapshot, d.snapshot_seq AS seq
           FROM game_documents d JOIN game g ON g.id = d.game_id ORDER BY 1`,
        ),
      ).toEqual([
        {
          channel: "c1",
          setup: { seed: 5, name: 'Zoë "quoted", (comma)' },
          summary: null,
          snapshot: { turn: 2 },
          seq: 1,
        },
        { channel: "c2", setup: { seed: 6 }, summary: null, snapshot: null, seq: 0 },
      ]);
      const store = new PrismaStore(database.prisma);
      expect(await store.loadActiveGameByChannel("c1")).toMatchObject({
        game: { id: GAME, version: 3, setup: { seed: 5 } },
        decisions: [{ seq: 2, answer: { auto: true } }],
      });
      expect((await store.getGuildSettings("g1")).bannedFactions).toEqual(["ninjas"]);
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
      expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.imported-"))).toBe(true);
    } finally {
      await database.close();
    }
    // Imported once: the next start finds the same rows and nothing to import.
    const again = await openDatabase({ dataDir, log });
    try {
      expect(await new PrismaStore(again.prisma).loadActiveGameByChannel("c1")).not.toBeNull();
    } finally {
      await again.close();
    }
  });

  it("is left untouched, with a clear message, when the new database already has games", async () => {
    // The folder the first start kept aside, back in place (an operator restoring a backup).
    const backup = readdirSync(dataDir).find((name) => name.startsWith("pglite.imported-")) as string;
    await cp(path.join(dataDir, backup), path.join(dataDir, "pglite"), { recursive: true });
    await expect(openDatabase({ dataDir, log })).rejects.toThrow(/already has games/);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});

import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { createPrismaClient } from "../../src/db/prisma.ts";
import { adminQuery, createDatabase, databaseUrl, dropDatabase } from "../../src/db/server-admin.ts";
import { JsonText, PrismaStore } from "../../src/store/index.ts";
import { captureLog } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { testDatabaseName } from "../support/postgres-server.ts";

// Every start of the bot migrates its database. Most starts have nothing to apply, and then the
// Prisma CLI (seconds of start-up) is not run at all; a database that misses a migration gets it.

let db: TestDatabase;
let migrationCount: number;
beforeAll(async () => {
  db = await openTestDatabase();
  const dir = new URL("../../prisma/migrations/", import.meta.url);
  migrationCount = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).length;
});
afterAll(() => db.close());

it("does not run the migration CLI when every migration is recorded as applied", async () => {
  const { log, lines } = captureLog("debug");
  expect(await migrateDatabase(db.url, log)).toEqual({ applied: 0, migrations: migrationCount });
  expect(lines.map((line) => line.msg)).toEqual(["database up to date: no migration to apply"]);
});

// The Prisma CLI applying every migration, as the two tests of an earlier release below (59 s at a
// load of 40 on 2 cores): their limit.
it("applies the migrations a database does not have yet", { timeout: 300_000 }, async () => {
  const { serverUrl } = inject("testDatabaseSource");
  const name = testDatabaseName("db");
  await createDatabase(serverUrl, name);
  try {
    const { log, lines } = captureLog("debug");
    expect(await migrateDatabase(databaseUrl(serverUrl, name), log)).toEqual({
      applied: migrationCount,
      migrations: migrationCount,
    });
    expect(lines.map((line) => line.msg)).toEqual([
      `database migrated: ${migrationCount} migration(s) applied`,
    ]);
    const [tables] = await adminQuery(
      databaseUrl(serverUrl, name),
      "SELECT to_regclass('public.game')::text AS t",
    );
    expect(tables?.rows).toEqual([{ t: "game" }]);
  } finally {
    await dropDatabase(serverUrl, name);
  }
});

// The migration runner (Prisma's pg adapter) sends a script one piece per semicolon: a semicolon
// in a comment or a function body would cut a statement in two (a migration that fails to apply).
it("writes every migration so that cutting it at each semicolon leaves whole statements", async () => {
  const dir = new URL("../../prisma/migrations/", import.meta.url);
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    const sql = await readFile(new URL(`${name}/migration.sql`, dir), "utf8");
    const commentsWithSemicolons = sql.split("\n").filter((line) => /--.*;/.test(line));
    expect(commentsWithSemicolons, name).toEqual([]);
    expect(sql.includes("$$"), name).toBe(false);
  }
});

/**
 * A fresh database as the release before migration `upTo` left it: every earlier migration applied
 * and recorded as Prisma records them, then `data` (SQL). `applied`: how many migrations it has.
 */
async function databaseBefore(upTo: string, data: string) {
  const { serverUrl } = inject("testDatabaseSource");
  const name = testDatabaseName("db");
  await createDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const drop = () => dropDatabase(serverUrl, name);
  try {
    const dir = new URL("../../prisma/migrations/", import.meta.url);
    const earlier = (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && e.name < upTo)
      .map((e) => e.name)
      .sort();
    const statements = [
      `CREATE TABLE "_prisma_migrations" ("id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL,
        "finished_at" TIMESTAMPTZ, "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`,
    ];
    for (const migration of earlier) {
      statements.push(await readFile(new URL(`${migration}/migration.sql`, dir), "utf8"));
      statements.push(`INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
        VALUES (gen_random_uuid()::text, 'x', now(), '${migration}', 1)`);
    }
    await adminQuery(url, ...statements, data);
    return { url, applied: earlier.length, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

// Migration 20261224000000 rebuilds the game table and moves its documents (issue 14): a database
// of the release before, with games in it, is brought up by the bot's own start-up path (the
// Prisma CLI) and keeps every game, its documents, decisions, players and references.
it("moves the games of the release before into the new tables, row for row", {
  timeout: 300_000,
}, async () => {
  const game = "0b7e3f8e-2f7c-4d3e-9a4b-6c1d2e3f4a5b";
  const { url, applied, drop } = await databaseBefore(
    "20261224000000",
    `
      INSERT INTO game (id, guild_id, channel_id, status, version, setup, snapshot, snapshot_seq, setup_live, next_timer_at)
        VALUES ('${game}', 'g1', 'c1', 'active', 7, '{"seed": 5}', '{"v": 1, "g": {"turn": 3}}', 2,
                '{"timer": {"since": "2026-11-20T10:00:00.000Z"}}', '2026-11-20T12:00:00Z');
      INSERT INTO game (guild_id, channel_id, status, setup, snapshot, summary)
        VALUES ('g1', 'c2', 'finished', '{"seed": 6}', 'null', '{"winner": 1}');
      INSERT INTO game_player (game_id, user_id, seat, factions) VALUES ('${game}', 'alice', 0, ARRAY['aliens']);
      INSERT INTO decision (game_id, seq, user_id, seat, answer) VALUES
        ('${game}', 1, 'alice', 0, '{"seat": 0, "prompt": 1, "choice": ["a"]}'), ('${game}', 3, NULL, 0, '{"auto": true}');
      INSERT INTO game_announcement (game_id, version) VALUES ('${game}', 7);`,
  );
  try {
    const { log, lines } = captureLog("debug");
    expect(await migrateDatabase(url, log)).toEqual({
      applied: migrationCount - applied,
      migrations: migrationCount,
    });
    expect(lines.map((line) => line.msg)).toEqual([
      `database migrated: ${migrationCount - applied} migration(s) applied`,
    ]);

    const [games, documents, decisions, references] = await adminQuery(
      url,
      `SELECT channel_id, status, version, setup_live, next_timer_at FROM game ORDER BY channel_id`,
      `SELECT g.channel_id, d.setup, d.summary, d.snapshot, d.snapshot_seq
         FROM game_documents d JOIN game g ON g.id = d.game_id ORDER BY g.channel_id`,
      `SELECT seq, user_id, answer, pg_typeof(answer)::text AS type FROM decision ORDER BY seq`,
      `SELECT (SELECT count(*)::int FROM game_player) AS players, (SELECT count(*)::int FROM game_announcement) AS announced`,
    );
    expect(games?.rows).toEqual([
      {
        channel_id: "c1",
        status: "active",
        version: 7,
        setup_live: { timer: { since: "2026-11-20T10:00:00.000Z" } },
        next_timer_at: new Date("2026-11-20T12:00:00Z"),
      },
      { channel_id: "c2", status: "finished", version: 0, setup_live: null, next_timer_at: null },
    ]);
    expect(documents?.rows).toEqual([
      {
        channel_id: "c1",
        setup: { seed: 5 },
        summary: null,
        snapshot: { v: 1, g: { turn: 3 } },
        snapshot_seq: 2,
      },
      { channel_id: "c2", setup: { seed: 6 }, summary: { winner: 1 }, snapshot: null, snapshot_seq: 0 },
    ]);
    expect(decisions?.rows).toEqual([
      { seq: 1, user_id: "alice", answer: { seat: 0, prompt: 1, choice: ["a"] }, type: "json" },
      { seq: 3, user_id: null, answer: { auto: true }, type: "json" },
    ]);
    expect(references?.rows).toEqual([{ players: 1, announced: 1 }]);
    // The references were rebuilt: deleting the game takes everything of it along.
    const [, after] = await adminQuery(
      url,
      `DELETE FROM game WHERE id = '${game}'`,
      `SELECT (SELECT count(*)::int FROM decision) + (SELECT count(*)::int FROM game_player)
         + (SELECT count(*)::int FROM game_announcement) + (SELECT count(*)::int FROM game_documents) AS left`,
    );
    expect(after?.rows).toEqual([{ left: 1 }]);
  } finally {
    await drop();
  }
});

// Migration 20261231010000 (issue 22: WAL per game) adds the compressed snapshot column and rebuilds
// game_announcement with its columns reordered: a database of the release before keeps every
// announcement value and reference, and its games' JSON snapshots load and are replaced by
// compressed ones at their next snapshot.
it("keeps the announcements and JSON snapshots of the release before, then writes snapshots compressed", {
  timeout: 300_000,
}, async () => {
  const game = "0b7e3f8e-2f7c-4d3e-9a4b-6c1d2e3f4a5c";
  const { url, applied, drop } = await databaseBefore(
    "20261231010000",
    `
      INSERT INTO game (id, guild_id, channel_id, status, version) VALUES ('${game}', 'g1', 'c1', 'active', 9);
      INSERT INTO game_documents (game_id, setup, snapshot, snapshot_seq)
        VALUES ('${game}', '{"seed": 5}', '{"v": 1, "g": {"turn": 3}}', 2);
      INSERT INTO game_announcement (game_id, version, message_id, pinged_wait, pinged_turn, ping_message_id,
          wait_message_ids, turn_message_ids, notices_told, posting, updated_at)
        VALUES ('${game}', 8, 'm1', 'prompt:4', 3, 'p1', ARRAY['w1', 'w2'], ARRAY['t1'], 2,
          '{"key": "wait:prompt:5:", "after": "m0", "fingerprint": "f"}', '2026-12-30T10:00:00Z');`,
  );
  try {
    const { log } = captureLog("debug");
    expect(await migrateDatabase(url, log)).toEqual({
      applied: migrationCount - applied,
      migrations: migrationCount,
    });
    const [announcements, columns] = await adminQuery(
      url,
      `SELECT game_id, version, message_id, pinged_wait, pinged_turn, ping_message_id, wait_message_ids,
         turn_message_ids, notices_told, posting, updated_at FROM game_announcement`,
      `SELECT attname::text AS name FROM pg_attribute
         WHERE attrelid = 'game_announcement'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    );
    expect(announcements?.rows).toEqual([
      {
        game_id: game,
        version: 8,
        message_id: "m1",
        pinged_wait: "prompt:4",
        pinged_turn: 3,
        ping_message_id: "p1",
        wait_message_ids: ["w1", "w2"],
        turn_message_ids: ["t1"],
        notices_told: 2,
        posting: { key: "wait:prompt:5:", after: "m0", fingerprint: "f" },
        updated_at: new Date("2026-12-30T10:00:00Z"),
      },
    ]);
    expect(columns?.rows.map((row) => row.name).slice(-3)).toEqual(["version", "updated_at", "posting"]);

    // The game's JSON snapshot loads as it was; its next snapshot is stored compressed, alone.
    const prisma = createPrismaClient(url);
    try {
      const store = new PrismaStore(prisma);
      const loaded = await store.loadGame(game);
      expect(loaded?.game.snapshot).toEqual(new JsonText('{"v": 1, "g": {"turn": 3}}'));
      await store.saveGame({
        id: game,
        expectedVersion: 9,
        patch: { snapshot: new JsonText('{"v":1,"g":{"turn":4}}'), snapshotSeq: 5 },
      });
      expect((await store.loadGame(game))?.game).toMatchObject({
        snapshot: new JsonText('{"v":1,"g":{"turn":4}}'),
        snapshotSeq: 5,
      });
      const [stored] = await prisma.$queryRaw<{ json: boolean; compressed: boolean }[]>`
        SELECT snapshot IS NOT NULL AS json, snapshot_z IS NOT NULL AS compressed FROM game_documents`;
      expect(stored).toEqual({ json: false, compressed: true });
    } finally {
      await prisma.$disconnect();
    }
    // The reference was rebuilt: deleting the game takes its announcement along.
    const [, left] = await adminQuery(
      url,
      `DELETE FROM game WHERE id = '${game}'`,
      `SELECT count(*)::int AS n FROM game_announcement`,
    );
    expect(left?.rows).toEqual([{ n: 0 }]);
  } finally {
    await drop();
  }
});

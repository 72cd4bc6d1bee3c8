import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { adminQuery, createDatabase, databaseUrl, dropDatabase } from "../../src/db/server-admin.ts";
import { captureLog } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { testDatabaseName } from "../support/postgres-server.ts";

// Every start of the bot migrates its database. Most starts have nothing to apply, and then the
// Prisma CLI (seconds of start-up) is not run at all; a database that misses a migration gets it.

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("does not run the migration CLI when every migration is recorded as applied", async () => {
  const { log, lines } = captureLog("debug");
  await migrateDatabase(db.url, log);
  expect(lines.map((line) => line.msg)).toEqual(["no pending migrations"]);
});

it("applies the migrations a database does not have yet", { timeout: 120_000 }, async () => {
  const { serverUrl } = inject("testDatabaseSource");
  const name = testDatabaseName("db");
  await createDatabase(serverUrl, name);
  try {
    const { log, lines } = captureLog("debug");
    await migrateDatabase(databaseUrl(serverUrl, name), log);
    expect(lines.map((line) => line.msg)).toEqual(["database migrated"]);
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

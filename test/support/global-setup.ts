import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  throwawayDatabaseName,
} from "./postgres-server.ts";

/** Where openTestDatabase() makes each test file's database from (see test/support/database.ts). */
export type TestDatabaseSource =
  | { kind: "embedded"; dumpPath: string }
  | { kind: "server"; serverUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}

// Migrating costs seconds, so it happens once per run, here: into a PGlite
// instance whose data folder is dumped to a file (DATABASE_URL unset), or
// into a template database on the server (DATABASE_URL set). Each test file
// then starts from a copy of that.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await dropStaleDatabases(serverUrl);
    const template = throwawayDatabaseName("tpl");
    await createDatabase(serverUrl, template);
    try {
      await migrateDatabase(databaseUrl(serverUrl, template));
    } catch (error) {
      await dropDatabase(serverUrl, template);
      throw error;
    }
    project.provide("testDatabaseSource", { kind: "server", serverUrl, template });
    return () => dropDatabase(serverUrl, template);
  }

  const dir = await mkdtemp(path.join(tmpdir(), "smashup-test-"));
  const embedded = await startEmbeddedPostgres();
  try {
    await migrateDatabase(embedded.url);
    const dump = await embedded.pglite.dumpDataDir("none");
    const dumpPath = path.join(dir, "migrated.tar");
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide("testDatabaseSource", { kind: "embedded", dumpPath });
  } finally {
    await embedded.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

import type { TestProject } from "vitest/node";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { startTemporaryServer } from "../../src/db/throwaway.ts";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  testDatabaseName,
} from "./postgres-server.ts";

/**
 * Where openTestDatabase() makes each test file's database from (see test/support/database.ts):
 * a migrated template database on a server. `kind` says which server: the embedded one this run
 * started (DATABASE_URL unset) or the one of DATABASE_URL.
 */
export interface TestDatabaseSource {
  kind: "embedded" | "server";
  serverUrl: string;
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseSource: TestDatabaseSource;
  }
}

// Migrating costs seconds, so it happens once per run, here, into a template database; each
// test file then gets a copy of it (CREATE DATABASE ... TEMPLATE). With DATABASE_URL unset, the
// server is an embedded PostgreSQL started for this run in a temporary folder, on a free port.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  const server = external ? undefined : await startTemporaryServer({ throwaway: true });
  const serverUrl = external ?? (server?.url as string);
  try {
    if (external) await dropStaleDatabases(serverUrl);
    const template = testDatabaseName("tpl");
    await createDatabase(serverUrl, template);
    try {
      await migrateDatabase(databaseUrl(serverUrl, template));
    } catch (error) {
      await dropDatabase(serverUrl, template);
      throw error;
    }
    project.provide("testDatabaseSource", { kind: external ? "server" : "embedded", serverUrl, template });
    return async () => {
      if (server) await server.close();
      else await dropDatabase(serverUrl, template);
    };
  } catch (error) {
    await server?.close();
    throw error;
  }
}

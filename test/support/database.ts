import { inject } from "vitest";
import { createPrismaClient, type PrismaClient } from "../../src/db/prisma.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { createDatabase, databaseUrl, dropDatabase, testDatabaseName } from "./postgres-server.ts";

export interface TestDatabase {
  /** "embedded" when DATABASE_URL was unset for the run, "server" otherwise. */
  readonly kind: "embedded" | "server";
  /** A URL any pg client (the bot under test included) can connect to. */
  readonly url: string;
  readonly prisma: PrismaClient;
  readonly store: PrismaStore;
  /** Disconnects and destroys the database. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated, empty database of its own, for one test file (or one test):
 *
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await openTestDatabase(); });
 *   afterAll(() => db.close());
 *
 * A copy of the run's migrated template (test/support/global-setup.ts), on the embedded server
 * of the run when DATABASE_URL is unset, else on the DATABASE_URL server; close() drops it.
 * `url` works for anything that speaks the Postgres protocol, so end-to-end tests can hand it to
 * the bot (`startBot({ config: { ...config, DATABASE_URL: db.url } })`) or share `store`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const { kind, serverUrl, template } = inject("testDatabaseSource");
  const name = testDatabaseName("db");
  await createDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  const prisma = createPrismaClient(url);
  let closed: Promise<void> | undefined;
  return {
    kind,
    url,
    prisma,
    store: new PrismaStore(prisma),
    close() {
      closed ??= prisma.$disconnect().then(() => dropDatabase(serverUrl, name));
      return closed;
    },
  };
}

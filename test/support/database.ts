import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { createPrismaClient, type PrismaClient } from "../../src/db/prisma.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { createDatabase, databaseUrl, dropDatabase, throwawayDatabaseName } from "./postgres-server.ts";

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
 * With DATABASE_URL unset for the run, it is an in-process PGlite served on a
 * loopback port (started from the dump made by test/support/global-setup.ts);
 * with DATABASE_URL set, a database created from the run's migrated template
 * and dropped by close(). Either way `url` works for anything that speaks the
 * Postgres protocol, so end-to-end tests can hand it to the bot
 * (`startBot({ config: { ...config, DATABASE_URL: db.url } })`) or share `store`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const source = inject("testDatabaseSource");
  if (source.kind === "embedded") {
    const dump = new Blob([await readFile(source.dumpPath)]);
    const embedded = await startEmbeddedPostgres({ loadDataDir: dump });
    return withClient("embedded", embedded.url, () => embedded.close());
  }
  const name = throwawayDatabaseName("db");
  await createDatabase(source.serverUrl, name, source.template);
  return withClient("server", databaseUrl(source.serverUrl, name), () =>
    dropDatabase(source.serverUrl, name),
  );
}

function withClient(kind: TestDatabase["kind"], url: string, destroy: () => Promise<void>): TestDatabase {
  const prisma = createPrismaClient(url);
  let closed: Promise<void> | undefined;
  return {
    kind,
    url,
    prisma,
    store: new PrismaStore(prisma),
    close() {
      closed ??= prisma.$disconnect().then(destroy);
      return closed;
    },
  };
}

import {
  adminQuery,
  createDatabase,
  databaseUrl,
  dropDatabase,
  throwawayCreatedAt,
  throwawayDatabaseName,
} from "../../src/db/server-admin.ts";

export { createDatabase, databaseUrl, dropDatabase };

// The test run's databases on a PostgreSQL server: the migrated template of the run and one copy
// per test file. A run drops what an interrupted earlier run left behind on a shared server.

const PREFIXES = { tpl: "smashup_test_tpl", db: "smashup_test_db" } as const;
// A run lasts minutes, but much longer on a busy machine: a database this old is surely a leftover.
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

export function testDatabaseName(role: keyof typeof PREFIXES): string {
  return throwawayDatabaseName(PREFIXES[role]);
}

/** Drops the test databases of runs that started more than 12 hours ago and did not clean up. */
export async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const [result] = await adminQuery(
    serverUrl,
    "SELECT datname FROM pg_database WHERE datname LIKE 'smashup_test_%'",
  );
  for (const { datname } of (result?.rows ?? []) as { datname: string }[]) {
    const createdAt = Math.min(
      ...Object.values(PREFIXES).map((p) => throwawayCreatedAt(p, datname) || Infinity),
    );
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS)
      await dropDatabase(serverUrl, datname);
  }
}

import { randomBytes } from "node:crypto";
import pg from "pg";

// Databases made and dropped on a PostgreSQL server (a DATABASE_URL server or the embedded one),
// for the runs that need a database of their own: the test suite, the bench, the load test.
// Names carry their creation time, so a later run can drop what an interrupted one left behind.

/** `<prefix>_<time base 36>_<random>`: unique, and datable by throwawayCreatedAt(). */
export function throwawayDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
}

/** When a throwawayDatabaseName() was made (NaN for another name). */
export function throwawayCreatedAt(prefix: string, name: string): number {
  if (!name.startsWith(`${prefix}_`)) return Number.NaN;
  return Number.parseInt(name.slice(prefix.length + 1).split("_")[0] ?? "", 36);
}

/** The URL of database `database` on the server of `serverUrl` (same user, password, host, port). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Runs statements through the database named in `serverUrl` (CREATE/DROP DATABASE cannot run in the target). */
export async function adminQuery(serverUrl: string, ...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  // A query's error rejects its promise; this hears one that arrives between queries (the server
  // stopping), which would otherwise be an uncaught exception.
  client.on("error", () => undefined);
  await client.connect();
  try {
    const results = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const sql = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
  // A template must have no open sessions; the backend of a client that has just disconnected
  // (the migration CLI) can take a moment to go away.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, sql);
      return;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes("is being accessed by other users")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

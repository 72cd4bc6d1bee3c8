import { randomBytes } from "node:crypto";
import pg from "pg";

// Throwaway databases on a real PostgreSQL server, for test runs with
// DATABASE_URL set. Names carry their creation time, so a run can drop what
// an interrupted earlier run left behind.

const PREFIX = "smashup_test_";
const STALE_AFTER_MS = 60 * 60 * 1000;

export function throwawayDatabaseName(role: "tpl" | "db"): string {
  return `${PREFIX}${role}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** Runs statements on the server through the database named in `serverUrl` (CREATE/DROP DATABASE cannot run in the target). */
export async function adminQuery(serverUrl: string, ...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: serverUrl });
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
  // A template must have no open sessions; the backend of a client that has
  // just disconnected (the migration CLI) can take a moment to go away.
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

/** Drops the throwaway databases of runs that ended more than an hour ago without cleaning up. */
export async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const [result] = await adminQuery(
    serverUrl,
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of (result?.rows ?? []) as { datname: string }[]) {
    const createdAt = Number.parseInt(datname.split("_")[3] ?? "", 36);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS)
      await dropDatabase(serverUrl, datname);
  }
}

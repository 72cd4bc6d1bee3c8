// What a PostgreSQL restart or an administrator's pg_terminate_backend does to a running bot: the
// server ends its sessions (57P01) while a query waits on one of them.

import pg from "pg";
import { until } from "./until.ts";

/**
 * Runs `call` while an administrator ends the session it runs on: `table` is locked so
 * that the call waits on the server, its session is terminated (57P01), then the lock goes.
 */
export async function sessionEndedDuring<T>(url: string, call: () => Promise<T>, table = "game"): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("BEGIN");
    await admin.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const result = call();
    result.catch(() => undefined);
    const waiting = `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`;
    // Polled up to until()'s generous limit, not 200 tries (about 4 s): that is a time limit too,
    // which a loaded machine can exceed before a Prisma call gets as far as the database.
    await until(
      async () => ((await admin.query(waiting)).rowCount ?? 0) > 0,
      "the call reaches the database and waits on the lock",
    );
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (!ended.rowCount) throw new Error("no session to end");
    await admin.query("ROLLBACK");
    return await result;
  } finally {
    await admin.end();
  }
}

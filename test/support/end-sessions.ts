// What a PostgreSQL restart or an administrator's pg_terminate_backend does to a running bot: the
// server ends its sessions (57P01) while a query waits on one of them.

import pg from "pg";

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
    for (let i = 0; (await admin.query(waiting)).rowCount === 0; i++) {
      if (i > 200) throw new Error("the call never reached the database");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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

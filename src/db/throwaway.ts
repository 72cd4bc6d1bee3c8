import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { isRunning } from "./data-dir-lock.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.ts";
import { stopLeftoverServer } from "./leftover-server.ts";
import { migrateDatabase } from "./migrate.ts";
import { createDatabase, databaseUrl, dropDatabase, throwawayDatabaseName } from "./server-admin.ts";

// Databases that exist for one run (the test suite, the bench, the load test): a database made
// on a PostgreSQL server and dropped afterwards, or an embedded server in a temporary folder.
// Those folders are all named smashup-pg-*, so that a run also cleans up after runs that were
// killed: their servers are stopped and their folders removed. Several runs on one machine
// never share a folder or a port.

const FOLDER_PREFIX = "smashup-pg-";
const LEFTOVER_AFTER_MS = 60_000;

export interface TempFolder {
  dir: string;
  remove(): Promise<void>;
}

/** A fresh temporary folder for a DATA_DIR or a cluster; remove() it once its server stopped. */
export async function tempFolder(): Promise<TempFolder> {
  await sweepLeftovers();
  const dir = await mkdtemp(path.join(tmpdir(), FOLDER_PREFIX));
  // Run as root, the server runs as the account "postgres", which must reach its folder inside.
  await chmod(dir, 0o711);
  // Ours while this process lives, whatever it puts inside (see sweepLeftovers).
  await writeFile(path.join(dir, "folder.lock"), String(process.pid));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface EmbeddedServerOptions {
  /** No fsync (test runs); the default is the bot's own durable settings. */
  throwaway?: boolean;
  log?: Logger;
}

/** An embedded server on a cluster in a temporary folder; close() stops it and removes the folder. */
export async function startTemporaryServer(options: EmbeddedServerOptions = {}): Promise<EmbeddedPostgres> {
  const folder = await tempFolder();
  try {
    const server = await startEmbeddedPostgres({ dataDir: path.join(folder.dir, "cluster"), ...options });
    // Not a spread: url, port, pid and available are getters that follow the server's restarts.
    return Object.assign(Object.create(server) as EmbeddedPostgres, {
      async close() {
        await server.close();
        await folder.remove();
      },
    });
  } catch (error) {
    await folder.remove();
    throw error;
  }
}

export interface ThrowawayDatabase {
  /** "postgres": made on the server of a URL; "embedded": on an embedded server of its own. */
  kind: "postgres" | "embedded";
  /** Migrated and empty. An embedded server restarted after its death may have a new port. */
  readonly url: string;
  /** The embedded server (undefined on a PostgreSQL server): the load test kills it (--kill-db-every). */
  readonly server?: EmbeddedPostgres;
  drop(): Promise<void>;
}

/** A migrated, empty database for this run: on `serverUrl`'s server, else on an embedded server. */
export async function throwawayDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<ThrowawayDatabase> {
  if (!serverUrl) {
    const server = await startTemporaryServer();
    try {
      await migrateDatabase(server.url);
    } catch (error) {
      await server.close();
      throw error;
    }
    return {
      kind: "embedded",
      get url() {
        return server.url;
      },
      server,
      drop: () => server.close(),
    };
  }
  const name = throwawayDatabaseName(prefix);
  await createDatabase(serverUrl, name);
  const drop = () => dropDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  try {
    await migrateDatabase(url);
  } catch (error) {
    await drop();
    throw error;
  }
  return { kind: "postgres", url, drop };
}

/** Stops the servers of killed runs and removes their folders: those whose lock owners are gone. */
async function sweepLeftovers(): Promise<void> {
  const root = tmpdir();
  for (const name of await readdir(root).catch(() => [])) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const dir = path.join(root, name);
    try {
      if (Date.now() - (await stat(dir)).mtimeMs < LEFTOVER_AFTER_MS) continue;
      const entries = await readdir(dir);
      const owners = await Promise.all(
        entries
          .filter((entry) => entry.endsWith(".lock"))
          .map(async (entry) => Number.parseInt(await readFile(path.join(dir, entry), "utf8"), 10)),
      );
      if (owners.some(isRunning)) continue;
      for (const entry of entries) await stopLeftoverServer(path.join(dir, entry));
      await rm(dir, { recursive: true, force: true });
    } catch {
      // Another run is sweeping it at the same moment.
    }
  }
}

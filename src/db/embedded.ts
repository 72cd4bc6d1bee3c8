import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { lockDataDir } from "./data-dir-lock.ts";

export interface EmbeddedPostgres {
  /** Connection URL of the loopback socket server (the database name in it is ignored by PGlite). */
  readonly url: string;
  readonly pglite: PGlite;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the data; omitted, the database lives in memory. */
  dataDir?: string;
  /** Start from a tarball made by `PGlite#dumpDataDir` (used by the tests to skip migrations). */
  loadDataDir?: Blob | File;
  maxConnections?: number;
}

/**
 * Starts PGlite (Postgres compiled to WASM, in this process) and serves it on a
 * free loopback port, so that the Prisma CLI and the pg driver reach it exactly
 * as they reach a real server.
 *
 * PGlite is a single Postgres session shared by every connection; the socket
 * server queues statements and keeps an open transaction's statements
 * together. Consequence: code inside an interactive transaction must use the
 * transaction's client only. A query on another connection waits for the
 * transaction to end, which here means forever.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  let pglite: PGlite | undefined;
  try {
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const server = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: 0,
      maxConnections: options.maxConnections ?? 20,
    });
    await server.start();
    return handle(pglite, server, unlock);
  } catch (error) {
    await pglite?.close();
    await unlock();
    throw error;
  }
}

function handle(pglite: PGlite, server: PGLiteSocketServer, unlock: () => Promise<void>): EmbeddedPostgres {
  let closed: Promise<void> | undefined;
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    pglite,
    close() {
      closed ??= (async () => {
        await server.stop();
        await pglite.close();
        await unlock();
      })();
      return closed;
    },
  };
}

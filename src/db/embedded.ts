import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

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
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: "127.0.0.1",
    port: 0,
    maxConnections: options.maxConnections ?? 20,
  });
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres`,
    pglite,
    close() {
      closed ??= (async () => {
        await server.stop();
        await pglite.close();
      })();
      return closed;
    },
  };
}

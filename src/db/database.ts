import path from "node:path";
import type { Logger } from "pino";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.ts";
import { migrateDatabase } from "./migrate.ts";
import { createPrismaClient, type PrismaClient } from "./prisma.ts";

export interface Database {
  readonly url: string;
  /** True when this process hosts the database (PGlite); false for an external DATABASE_URL. */
  readonly embedded: boolean;
  readonly prisma: PrismaClient;
  /** Disconnects Prisma, then stops the embedded database if there is one. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** An external server; when absent, an embedded PGlite is started under `dataDir`. */
  databaseUrl?: string | undefined;
  /** The application's data folder (DATA_DIR); PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  log: Logger;
}

/** Connects to (or starts) the database, applies pending migrations, and returns a ready Prisma client. */
export async function openDatabase({ databaseUrl, dataDir, log }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return connect(databaseUrl, undefined, log);
  const pgliteDir = path.resolve(dataDir, "pglite");
  const embedded = await startEmbeddedPostgres({ dataDir: pgliteDir });
  log.info({ dataDir: pgliteDir }, "embedded database started");
  try {
    return await connect(embedded.url, embedded, log);
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

async function connect(url: string, embedded: EmbeddedPostgres | undefined, log: Logger): Promise<Database> {
  await migrateDatabase(url, log);
  const prisma = createPrismaClient(url);
  let closed: Promise<void> | undefined;
  return {
    url,
    embedded: embedded !== undefined,
    prisma,
    close() {
      closed ??= (async () => {
        await prisma.$disconnect();
        await embedded?.close();
      })();
      return closed;
    },
  };
}

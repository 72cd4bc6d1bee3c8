import path from "node:path";
import type { Logger } from "pino";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.ts";
import type { RestartPolicy } from "./embedded-supervisor.ts";
import { migrateDatabase } from "./migrate.ts";
import { importPgliteFolder } from "./pglite-import.ts";
import { createPrismaClient, type PrismaClient } from "./prisma.ts";

export interface Database {
  readonly url: string;
  /** True when the bot runs its own server (DATA_DIR/postgres); false for an external DATABASE_URL. */
  readonly embedded: boolean;
  readonly prisma: PrismaClient;
  /**
   * False while the embedded server is down and being restarted (always true for DATABASE_URL):
   * the bot then refuses clicks with "the database is restarting" and skips timer ticks.
   */
  available(): boolean;
  /** Disconnects Prisma, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** An external server; when absent, the embedded PostgreSQL server is started on `dataDir`. */
  databaseUrl?: string | undefined;
  /** The application's data folder (DATA_DIR); the embedded server keeps its cluster in `<dataDir>/postgres`. */
  dataDir: string;
  log: Logger;
  /** What the bot does when the embedded server dies and will not start again (it exits). */
  restart?: RestartPolicy;
}

/** Where the embedded server keeps its files, under DATA_DIR. */
export function embeddedClusterDir(dataDir: string): string {
  return path.resolve(dataDir, "postgres");
}

/** Connects to (or starts) the database, applies pending migrations, and returns a ready Prisma client. */
export async function openDatabase({
  databaseUrl,
  dataDir,
  log,
  restart,
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return connect(databaseUrl, undefined, log);
  const clusterDir = embeddedClusterDir(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir: clusterDir, log, ...(restart ? { restart } : {}) });
  log.info({ dataDir: clusterDir }, "embedded database started");
  try {
    const database = await connect(embedded.url, embedded, log);
    try {
      // The folder of the releases that embedded PGlite: its games move into the new server once.
      await importPgliteFolder({ dataDir, databaseUrl: database.url, log });
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

async function connect(url: string, embedded: EmbeddedPostgres | undefined, log: Logger): Promise<Database> {
  await migrateDatabase(url, log);
  // The embedded server's URL is read at each new connection: a restart may change its port.
  const prisma = createPrismaClient(embedded ? () => embedded.url : url);
  let closed: Promise<void> | undefined;
  return {
    get url() {
      return embedded?.url ?? url;
    },
    embedded: embedded !== undefined,
    prisma,
    available: () => embedded?.available ?? true,
    close() {
      closed ??= (async () => {
        await prisma.$disconnect();
        await embedded?.close();
      })();
      return closed;
    },
  };
}

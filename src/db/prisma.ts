import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type { PrismaClient };

const pools = new WeakMap<PrismaClient, pg.Pool>();

/**
 * The one way the application and the tests connect Prisma: the pg driver adapter, no native engine.
 * `databaseUrl` may be a function, read for each new connection: the embedded server restarted
 * after its death may listen on another port (src/db/embedded-supervisor.ts).
 */
export function createPrismaClient(databaseUrl: string | (() => string)): PrismaClient {
  // The pool is ours, so that the store can send its hot statements (a click's load and save)
  // straight to pg on the same connections, without Prisma's per-query work (src/store).
  const pool =
    typeof databaseUrl === "string"
      ? new pg.Pool({ connectionString: databaseUrl })
      : new pg.Pool({ Client: clientOf(databaseUrl) });
  // A session the server ends while it idles in the pool (the server stopping or restarting:
  // 57P01) is reported on the pool, which drops it; the next query opens another. Unheard, that
  // event would be an uncaught exception (vitest's "Unhandled Error" after an embedded run).
  pool.on("error", () => undefined);
  const client = new PrismaClient({
    adapter: releasingTransactions(new PrismaPg(pool, { disposeExternalPool: true })),
  });
  pools.set(client, pool);
  return client;
}

/** The pg pool under a client made by createPrismaClient (undefined for any other client). */
export function poolOf(client: PrismaClient): pg.Pool | undefined {
  return pools.get(client);
}

/** A pg client class that connects to the URL of the moment (a pool makes each connection with it). */
function clientOf(currentUrl: () => string): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionString: currentUrl() });
    }
  };
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;

/**
 * Prisma ends a failed interactive transaction by sending ROLLBACK, then releasing its pooled
 * connection, but skips the release when the ROLLBACK fails, which it does when the server ended
 * the session (57P01, a restart): that connection would stay checked out of the pool for good, and
 * a few such losses stall every query. A ROLLBACK on a dead connection has nothing left to undo,
 * so its failure is ignored here and the release happens (pg then drops the dead connection).
 */
function releasingTransactions(factory: PrismaPg): PrismaPg {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter: Adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => {
      const transaction: Transaction = await start(isolationLevel);
      const executeRaw = transaction.executeRaw.bind(transaction);
      transaction.executeRaw = async (query) => {
        try {
          return await executeRaw(query);
        } catch (error) {
          if (query.sql.trim().toUpperCase() === "ROLLBACK") return 0;
          throw error;
        }
      };
      return transaction;
    };
    return adapter;
  };
  return factory;
}

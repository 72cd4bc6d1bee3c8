import { createHash } from "node:crypto";
import pg from "pg";
import type { Prisma } from "../generated/prisma/client.ts";
import { type PrismaClient, poolOf } from "./prisma.ts";

// A statement built with Prisma.sql, run on the pg pool under the Prisma client (createPrismaClient)
// rather than through Prisma's runtime: the same SQL on the same connections, without Prisma's
// per-query work (its query compiler and adapter: more CPU than the rest of a click's query, issue
// 22). Without a pool of ours (a client made elsewhere), through Prisma as before.

/** The rows of `statement`, on `prisma`'s pg pool when it has one. */
export async function poolRows<T>(prisma: PrismaClient, statement: Prisma.Sql): Promise<T[]> {
  const pool = poolOf(prisma);
  if (!pool) return prisma.$queryRaw<T[]>(statement);
  // Named, so that each connection parses it once: later runs send only its parameters.
  const { text } = statement;
  // The pool answers a `Query` with a promise of its result too (pg-pool's query; @types/pg types
  // a client's, which hands the query back).
  const running = pool.query(namedQuery(text, statement.values)) as unknown as Promise<pg.QueryResult>;
  return (await running).rows as T[];
}

/**
 * The statement `text` as a prepared statement of its own name with these values: handed to the
 * pool as a pg `Query`, which the pool's client runs as it is. A config object instead is copied
 * by pg (all its property descriptors, at every query) and given a promise of its own beside the
 * pool's, with a rejection handler — a click's save paid both (issue 22). The pool's promise
 * resolves with the same result, or rejects with the same error.
 */
function namedQuery(text: string, values: readonly unknown[]): pg.Query {
  // Built from its text alone (no copy of a config); the name is read when it is sent.
  const query = new pg.Query(text, values as unknown[]);
  (query as unknown as { name: string }).name = statementName(text);
  return query;
}

const statementNames = new Map<string, string>();
/** A prepared statement's name, one per distinct text (a handful per store). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `smashup_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

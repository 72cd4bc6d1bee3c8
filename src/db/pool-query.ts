import { createHash } from "node:crypto";
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
  const result = await pool.query({ name: statementName(text), text, values: statement.values });
  return result.rows as T[];
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

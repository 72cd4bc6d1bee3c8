// A pooled connection the server has ended: PostgreSQL restarted, failed over, or an administrator
// ran pg_terminate_backend (57P01). The pool drops a connection once it notices, but a query already
// sent on it fails. Such a call is tried again, until it runs on a live connection.

import { Prisma } from "../generated/prisma/client.ts";

// SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server ended or refused the session).
const LOST_CODE = /^(08...|57P0[123])$/;
// The same, seen by the driver rather than reported by the server.
const LOST_MESSAGE =
  /terminating connection due to administrator command|Connection terminated|connection error and is not queryable|ECONNRESET|EPIPE/;

/** Whether `error` says the connection died under the query (rather than the query failing). */
export function lostConnection(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const cause = (error.meta?.driverAdapterError as { cause?: { originalCode?: string } } | undefined)
      ?.cause;
    if (cause?.originalCode && LOST_CODE.test(cause.originalCode)) return true;
  }
  // Straight from pg (the store's hot statements): the server's SQLSTATE as it is.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && LOST_CODE.test(code)) return true;
  return error instanceof Error && LOST_MESSAGE.test(error.message);
}

/**
 * The most attempts of a call whose connection keeps dying: the pool's size (pg's default, 10).
 * When the server ends every session at once, each idle connection the pool still holds is dead
 * until the pool hears of it (asynchronously, on its error event): a retry may draw another dead
 * one, which fails at once and leaves the pool. A server that is really down answers otherwise
 * (refused, unreachable) and ends the loop at the first attempt.
 */
const MAX_ATTEMPTS = 10;

/**
 * Runs `call`, and again while its connection died under it (each failed attempt costs a dead
 * connection, so it ends on a live one). For reads, and for the versioned save: a save applies
 * only at the version it expects, so it can never apply twice (an attempt that did commit makes
 * the next a version conflict).
 */
export async function againIfDisconnected<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!lostConnection(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

// The server refuses or cannot take sessions: down, restarting, or recovering after a crash.
const UNREACHABLE_KIND = /^(DatabaseNotReachable|ConnectionClosed|SocketTimeout)$/;
const UNREACHABLE_MESSAGE =
  /ECONNREFUSED|the database system is (starting up|in recovery mode|shutting down|not yet accepting connections)/;

/**
 * Whether `error` (or what caused it) says the database could not be reached or lost the session:
 * the click may be tried again once the server is back. The bot tells the user so ("the database
 * is restarting") instead of "something went wrong".
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (lostConnection(e)) return true;
    if (e instanceof Prisma.PrismaClientKnownRequestError) {
      if (e.code === "P1001" || e.code === "P1017") return true;
      const kind = (e.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause?.kind;
      if (kind && UNREACHABLE_KIND.test(kind)) return true;
    }
    const code = (e as { code?: unknown }).code;
    if (code === "ECONNREFUSED") return true;
    if (e instanceof Error && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

import { existsSync } from "node:fs";
import { readdir, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "pino";
import { lockDataDir } from "./data-dir-lock.ts";

// Releases up to 0.1 ran the embedded database as PGlite (PostgreSQL compiled to WebAssembly,
// inside the bot) in DATA_DIR/pglite. The first start of a later release moves every row of
// that folder into the embedded PostgreSQL server, then renames the folder, so that no game in
// progress is lost by the upgrade. PGlite is loaded only then.

const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const PRISMA_TABLE = "_prisma_migrations";
const BATCH_ROWS = 500;

export class PgliteImportError extends Error {
  override readonly name = "PgliteImportError";
}

export interface PgliteImportOptions {
  /** DATA_DIR: the folder that may hold `pglite/`. */
  dataDir: string;
  /** The migrated, embedded database the rows go to. */
  databaseUrl: string;
  log: Logger;
}

/**
 * Imports DATA_DIR/pglite into the database at `databaseUrl`, when there is such a folder.
 * All or nothing: the rows go in one transaction, checked by count before it commits. The
 * folder is then renamed `pglite.imported-<date>` (a backup the operator may delete).
 * Returns the number of rows imported per table, or null when there was nothing to import.
 */
export async function importPgliteFolder({
  dataDir,
  databaseUrl,
  log,
}: PgliteImportOptions): Promise<Record<string, number> | null> {
  const folder = path.resolve(dataDir, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION"))) return null;
  const advice = `the games of ${folder} (an earlier release's database) could not be moved to the new embedded database`;
  // An earlier release still running on this DATA_DIR holds that lock.
  const unlock = await lockDataDir(folder);
  try {
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      const { rows } = await target.query<{ n: string }>(
        "SELECT (SELECT count(*) FROM game) + (SELECT count(*) FROM guild_settings) AS n",
      );
      if (Number(rows[0]?.n) > 0) {
        throw new PgliteImportError(
          `${advice}: the new database already has games. Move ${folder} away to keep the new database, ` +
            `or stop the bot, delete ${path.resolve(dataDir, "postgres")} and start again to import it.`,
        );
      }
      log.warn(
        { folder },
        "moving the games of the earlier PGlite database into the embedded PostgreSQL server",
      );
      const { PGlite } = await import("@electric-sql/pglite");
      const source = await PGlite.create({ dataDir: folder });
      let counts: Record<string, number>;
      try {
        await migrateSource(source, advice);
        counts = await copyRows(source, target);
      } finally {
        await source.close();
      }
      const backup = `${folder}.imported-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await rename(folder, backup);
      log.warn({ rows: counts, backup }, "earlier PGlite database imported; its folder is kept as a backup");
      return counts;
    } finally {
      await target.end();
    }
  } catch (error) {
    if (error instanceof PgliteImportError) throw error;
    throw new PgliteImportError(`${advice}: ${(error as Error).message}`, { cause: error });
  } finally {
    await unlock();
  }
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** Brings the old database to this release's schema, as `prisma migrate deploy` would have. */
async function migrateSource(source: Queryable, advice: string): Promise<void> {
  const known = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const exists = await source.query<{ t: string | null }>(
    `SELECT to_regclass('public.${PRISMA_TABLE}')::text AS t`,
  );
  const applied = exists.rows[0]?.t
    ? (
        await source.query<{ migration_name: string }>(
          `SELECT migration_name FROM ${PRISMA_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
      ).rows.map((row) => row.migration_name)
    : [];
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new PgliteImportError(
      `${advice}: it was written by a newer release (migrations ${unknown.join(", ")}); run that release instead.`,
    );
  }
  for (const name of known.filter((n) => !applied.includes(n))) {
    await source.exec(await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8"));
  }
}

/** Copies every table of the schema (but Prisma's own) in one transaction; returns the counts. */
async function copyRows(source: Queryable, target: pg.Client): Promise<Record<string, number>> {
  const { rows: tables } = await target.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1 ORDER BY table_name`,
    [PRISMA_TABLE],
  );
  const counts: Record<string, number> = {};
  await target.query("BEGIN");
  try {
    // Table by table in any order: the old database enforced the foreign keys already.
    await target.query("SET LOCAL session_replication_role = replica");
    for (const { name } of tables) {
      // A row's text form ("(v1,v2,...)") keeps every value exactly, jsonb null included.
      const { rows } = await source.query<{ r: string }>(`SELECT t::text AS r FROM "${name}" t`);
      for (let k = 0; k < rows.length; k += BATCH_ROWS) {
        const batch = rows.slice(k, k + BATCH_ROWS).map((row) => row.r);
        await target.query(`INSERT INTO "${name}" SELECT (r::"${name}").* FROM unnest($1::text[]) AS r`, [
          batch,
        ]);
      }
      const copied = await target.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`);
      if (Number(copied.rows[0]?.n) !== rows.length)
        throw new Error(`table ${name}: ${rows.length} rows read, ${copied.rows[0]?.n} written`);
      counts[name] = rows.length;
    }
    await target.query("COMMIT");
  } catch (error) {
    await target.query("ROLLBACK");
    throw error;
  }
  return counts;
}

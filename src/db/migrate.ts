import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Logger } from "pino";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const migrationsDir = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");

// `prisma migrate deploy` prints one of these only after the schema engine has
// applied and recorded every migration and been stopped.
const DONE_MARKERS = ["All migrations have been successfully applied.", "No pending migrations to apply."];
const TIMEOUT_MS = 120_000;

export class MigrationError extends Error {
  override readonly name = "MigrationError";
}

/**
 * Applies pending migrations from prisma/migrations with `prisma migrate deploy`.
 *
 * When every migration is already recorded as applied (most starts), nothing is
 * spawned. The CLI is spawned asynchronously, so that the process stays
 * responsive while it runs.
 *
 * The CLI's WASM schema engine leaves a 10-second timer behind, so the process
 * lingers about 10 s after its work is done. Once its output shows one of the
 * final messages (printed after the engine has stopped), there is nothing left
 * to wait for: we end it with SIGTERM instead of waiting for the timer. Any
 * other outcome (non-zero exit, no final message) is a failure carrying the
 * CLI's output.
 */
export async function migrateDatabase(databaseUrl: string, log?: Logger): Promise<MigrationCount> {
  // Most starts have nothing to apply; asking the database is much cheaper than the CLI.
  const { pending, total, sure } = await pendingMigrations(databaseUrl);
  if (sure && pending === 0) {
    log?.info({ applied: 0, migrations: total }, "database up to date: no migration to apply");
    return { applied: 0, migrations: total };
  }
  const ms = await deploy(databaseUrl);
  // What the CLI applied: the pending ones (a failed one it retried counts among them).
  log?.info(
    { applied: pending, migrations: total, ms },
    `database migrated: ${pending} migration(s) applied`,
  );
  return { applied: pending, migrations: total };
}

/** How many migrations a start applied (`applied`) out of those the release has (`migrations`). */
export interface MigrationCount {
  applied: number;
  migrations: number;
}

/**
 * The migrations of prisma/migrations not recorded as applied (the check `migrate deploy` would
 * make). Anything unexpected (a failed migration) is not `sure`, and the CLI decides; no table
 * yet means every migration is pending.
 */
async function pendingMigrations(
  databaseUrl: string,
): Promise<{ pending: number; total: number; sure: boolean }> {
  const local = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ migration_name: string; failed: boolean }>(
      `SELECT migration_name, (finished_at IS NULL AND rolled_back_at IS NULL) AS failed FROM _prisma_migrations`,
    );
    const applied = new Set(rows.filter((row) => !row.failed).map((row) => row.migration_name));
    const pending = local.filter((name) => !applied.has(name)).length;
    return { pending, total: local.length, sure: !rows.some((row) => row.failed) };
  } catch {
    return { pending: local.length, total: local.length, sure: false };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `prisma migrate deploy`; resolves with how long it took (ms). */
function deploy(databaseUrl: string): Promise<number> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [prismaCli, "migrate", "deploy"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, CHECKPOINT_DISABLE: "1", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });

  return new Promise((resolve, reject) => {
    let output = "";
    let done = false;
    const timeout = setTimeout(() => {
      child.kill("SIGKILL");
      reject(
        new MigrationError(`prisma migrate deploy did not finish in ${TIMEOUT_MS / 1000} s:\n${output}`),
      );
    }, TIMEOUT_MS);

    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (!done && DONE_MARKERS.some((marker) => output.includes(marker))) {
        done = true;
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);

    child.on("error", (error) => {
      clearTimeout(timeout);
      reject(new MigrationError(`could not run prisma migrate deploy: ${error.message}`));
    });
    child.on("close", (code) => {
      clearTimeout(timeout);
      if (done || code === 0) {
        resolve(Math.round(performance.now() - startedAt));
      } else {
        reject(new MigrationError(`prisma migrate deploy failed (exit code ${code}):\n${output.trim()}`));
      }
    });
  });
}

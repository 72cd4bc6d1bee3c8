import { execFile } from "node:child_process";
import { readFile, readlink, realpath, unlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Logger } from "pino";
import { isRunning as isAlive } from "./data-dir-lock.ts";
import { EmbeddedDatabaseError } from "./postgres-binaries.ts";

const STOP_TIMEOUT_MS = 60_000;

/**
 * Makes the cluster folder startable again after its bot was killed (kill -9, OOM, power cut).
 * The caller holds the folder's lock, so no live bot uses it; what may remain is:
 * - the server that bot started, still running (it lives in its own process group): stopped
 *   with a fast shutdown, which keeps everything committed;
 * - a postmaster.pid naming a process that is gone: PostgreSQL handles that itself (crash
 *   recovery replays the WAL);
 * - a postmaster.pid naming a live process that is not that server (the pid was reused, often
 *   in a container): PostgreSQL would refuse to start, so the stale file is removed.
 */
export async function stopLeftoverServer(dataDir: string, log?: Logger): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const contents = await readFile(pidFile, "utf8").catch(() => null);
  if (contents === null) return;
  const pid = Number.parseInt(contents.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!(await servesFolder(pid, dataDir))) {
    log?.warn(
      { pid },
      "removing a stale postmaster.pid (its process is not a database server of this folder)",
    );
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  log?.warn({ pid }, "stopping the database server a previous run left on this folder");
  kill(pid, "SIGINT");
  if (await gone(pid, STOP_TIMEOUT_MS)) return;
  // A server that ignores a fast shutdown for a minute: an immediate one (recovery at next start).
  kill(pid, "SIGQUIT");
  if (!(await gone(pid, STOP_TIMEOUT_MS)))
    throw new EmbeddedDatabaseError(
      `the database server (pid ${pid}) left running on ${dataDir} does not stop: stop it by hand.`,
    );
}

/** Whether `pid` is a PostgreSQL server whose data folder is `dataDir`. */
async function servesFolder(pid: number, dataDir: string): Promise<boolean> {
  const folder = await realpath(dataDir).catch(() => dataDir);
  // Linux: the server works in its data folder.
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  if (cwd !== null) return cwd === folder;
  // Elsewhere: its command line names the folder (postgres -D <folder>).
  try {
    const { stdout } = await promisify(execFile)("ps", ["-o", "command=", "-p", String(pid)]);
    return /postgres/.test(stdout) && (stdout.includes(folder) || stdout.includes(dataDir));
  } catch {
    return false;
  }
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (isAlive(pid)) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

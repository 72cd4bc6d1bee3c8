import { readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { EmbeddedDatabaseError } from "./postgres-binaries.ts";

/** Lock files taken by this process and not yet released. */
const heldHere = new Set<string>();

/**
 * One bot per data folder: a second one would stop the first one's database
 * server as a leftover (leftover-server.ts). A lock file beside the folder,
 * holding the owner's pid, keeps a second bot out; a lock whose process is
 * gone (a crash) is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  if (heldHere.has(lockFile)) throw inUse(dataDir, "this process");
  const pid = String(process.pid);
  try {
    await writeFile(lockFile, pid, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    // Our own pid in a lock we do not hold is a leftover: in a container, the
    // restarted bot often gets the pid its crashed predecessor had.
    if (owner !== process.pid && isRunning(owner)) throw inUse(dataDir, `pid ${owner}`, lockFile);
    await writeFile(lockFile, pid);
  }
  heldHere.add(lockFile);
  return async () => {
    heldHere.delete(lockFile);
    const current = await readFile(lockFile, "utf8").catch(() => "");
    if (current === pid) await unlink(lockFile).catch(() => undefined);
  };
}

function inUse(dataDir: string, owner: string, lockFile?: string): Error {
  const stale = lockFile ? ` (if no bot is running, delete ${lockFile})` : "";
  return new EmbeddedDatabaseError(
    `${dataDir} is in use by ${owner}: stop it, or give this bot another DATA_DIR${stale}.`,
  );
}

export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

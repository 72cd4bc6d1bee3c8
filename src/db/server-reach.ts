import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  symlink,
} from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { EmbeddedDatabaseError, type PostgresBinaries, type ServerAccount } from "./postgres-binaries.ts";

// Run as root, the embedded server runs as the account "postgres" (PostgreSQL refuses root), and
// that account must reach its programs and its cluster. A project in a private folder (a clone
// under /root, a mktemp -d folder: mode 0700) hides both: the programs in node_modules and
// DATA_DIR/postgres. Then both move to SERVER_HOME, a folder of the machine outside the project:
// - the programs: a copy per PostgreSQL build, owned by root, readable by everyone; made once;
// - the cluster: SERVER_HOME/clusters/<DATA_DIR's name and a hash of its path>/postgres, owned by
//   the account, and DATA_DIR/postgres becomes a symbolic link to it. DATA_DIR stays the place of
//   the bot's files for the README's backups (copied with links followed: cp -rL, tar -h) and its
//   lock; the start-up log names the real folder.
// A project the account can reach (a normal user, or root in a folder others may enter) is used
// as it is, with nothing outside it.

/** Where the server's files go when the project folder is private to root. */
export const SERVER_HOME = "/var/lib/smashup-discord";

/** Whether `account` can search (or run) `target`: the kernel's own check, ACLs included. */
export async function accountCanReach(account: ServerAccount, target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", 'test -x "$1"', "sh", target], {
      // The bot's own working directory may be the private folder.
      cwd: "/",
      stdio: "ignore",
      uid: account.uid,
      gid: account.gid,
    });
    child.once("error", () => resolve(false));
    child.once("close", (code) => resolve(code === 0));
  });
}

/** The programs as `account` can run them: node_modules' own, or a copy of them in `home`. */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  account: ServerAccount | undefined,
  home = SERVER_HOME,
  log?: Logger,
): Promise<PostgresBinaries> {
  if (!account || (await accountCanReach(account, binaries.postgres))) return binaries;
  // native/bin/postgres: the build is native/, its package (and version) one folder above.
  const native = path.resolve(binaries.postgres, "../..");
  const { name, version } = JSON.parse(await readFile(path.join(native, "..", "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  const copy = path.join(home, `${name.replace(/^@/, "").replace("/", "-")}-${version}`);
  const done = path.join(copy, ".complete");
  if (!(await lstat(done).catch(() => null))) {
    await makeSharedFolder(home, account);
    // Copied aside and renamed into place, so that a start killed half-way leaves no half copy.
    const work = `${copy}.copy-${randomBytes(4).toString("hex")}`;
    try {
      await cp(native, work, { recursive: true, verbatimSymlinks: true });
      await mkdir(path.join(work, ".complete"));
      await rm(copy, { recursive: true, force: true });
      await rename(work, copy);
    } catch (error) {
      await rm(work, { recursive: true, force: true });
      // Another process of the machine made it at the same moment.
      if (!(await lstat(done).catch(() => null))) throw unreachable(native, home, account, error);
    }
    log?.info(
      { from: native, to: copy },
      "embedded database programs copied where their account can run them",
    );
  }
  return {
    initdb: path.join(copy, path.relative(native, binaries.initdb)),
    postgres: path.join(copy, path.relative(native, binaries.postgres)),
  };
}

/**
 * The folder the server keeps its cluster in, for the cluster folder `clusterDir`
 * (DATA_DIR/postgres): that folder itself when `account` can reach it, else a folder in `home`
 * that DATA_DIR/postgres links to (a cluster already in DATA_DIR/postgres is moved there).
 */
export async function reachableClusterDir(
  clusterDir: string,
  account: ServerAccount | undefined,
  home = SERVER_HOME,
  log?: Logger,
): Promise<string> {
  if (!account) return clusterDir;
  const parent = path.dirname(clusterDir);
  const existing = await lstat(clusterDir).catch(() => null);
  // Made by an earlier start: the link names the real folder.
  if (existing?.isSymbolicLink()) return path.resolve(parent, await readlink(clusterDir));
  if (await accountCanReach(account, parent)) return clusterDir;

  const key = createHash("sha256")
    .update(await realpath(parent).catch(() => parent))
    .digest("hex");
  const place = path.join(home, "clusters", `${path.basename(parent)}-${key.slice(0, 12)}`);
  const outside = path.join(place, path.basename(clusterDir));
  try {
    await makeSharedFolder(home, account);
    await makeSharedFolder(path.join(home, "clusters"), account);
    await makeSharedFolder(place, account);
    if (existing && (await readdir(clusterDir)).length > 0) {
      // A cluster made while the folder was reachable (or before the folder was moved).
      if (await lstat(outside).catch(() => null))
        throw new Error(`both ${clusterDir} and ${outside} hold files: keep one of them`);
      await move(clusterDir, outside, account);
    } else if (existing) {
      await rm(clusterDir, { recursive: true, force: true });
    }
    await symlink(outside, clusterDir);
  } catch (error) {
    throw unreachable(parent, home, account, error);
  }
  log?.info(
    { dataDir: clusterDir, cluster: outside },
    `the embedded database's files are in ${outside} (${clusterDir} links there): its account "${account.name}" cannot enter ${parent}`,
  );
  return outside;
}

/** A folder owned by root that everyone may enter, not list (the account only needs to pass). */
async function makeSharedFolder(folder: string, account: ServerAccount): Promise<void> {
  await mkdir(folder, { recursive: true });
  await chmod(folder, 0o711);
  if (!(await accountCanReach(account, folder)))
    throw new Error(`the account "${account.name}" cannot enter ${folder} either`);
}

/** Renames `from` to `to`, or copies it across file systems; what it holds stays the account's. */
async function move(from: string, to: string, account: ServerAccount): Promise<void> {
  try {
    await rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
  }
  await cp(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  await chownTree(to, account);
  await rm(from, { recursive: true, force: true });
}

async function chownTree(folder: string, account: ServerAccount): Promise<void> {
  await chown(folder, account.uid, account.gid);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(child, account);
    else await chown(child, account.uid, account.gid);
  }
}

function unreachable(
  what: string,
  home: string,
  account: ServerAccount,
  error: unknown,
): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `the embedded database runs as the account "${account.name}", which cannot enter ${what}, and ${home} could not hold its files instead (${(error as Error).message}): ` +
      "run the bot as a normal user, or from a folder others may enter (chmod o+x on it and its parents), or set DATABASE_URL.",
  );
}

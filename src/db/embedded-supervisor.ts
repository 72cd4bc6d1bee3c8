import type { Logger } from "pino";

// The embedded PostgreSQL server can die under the bot: kill -9 of its postmaster, the kernel's
// out-of-memory killer, a PANIC on a full disk. The cluster is crash-safe (everything committed is
// in the WAL, which the next start replays), so the bot starts it again and goes on serving. A
// server that will not start again (a broken cluster, a full disk) is left to the bot's own
// supervisor (Docker restart:, systemd) after a few tries: the bot exits non-zero (onGiveUp).

/** One run of the server process (embedded.ts). */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Resolves when the process ends without close() having been called. */
  readonly died: Promise<ServerExit>;
  close(): Promise<void>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RestartPolicy {
  /** Failed restarts in a row before giving up (DATABASE_RESTART_ATTEMPTS). */
  attempts?: number;
  /** The wait after the first failed restart; doubled after each next one, up to MAX_BACKOFF_MS. */
  backoffMs?: number;
  /** Called once the server could not be restarted `attempts` times in a row (the bot exits). */
  onGiveUp?: (error: Error) => void;
  /** Awaited before each restart: tests hold the server down with it, to look at the gap. */
  beforeRestart?: () => Promise<void>;
}

export const DEFAULT_RESTART_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps a server process running: when it dies, starts it again (on the same port when it is
 * still free, so that the connection URL stays the same), and retries with a growing wait when the
 * start fails. `url` is always the latest server's; `available` is false during the gap.
 */
export class SupervisedServer {
  private current: ServerProcess | undefined;
  private last: ServerProcess;
  private closing = false;
  private restarting: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    first: ServerProcess,
    private readonly start: (preferredPort: number) => Promise<ServerProcess>,
    private readonly policy: RestartPolicy,
    private readonly log: Logger | undefined,
  ) {
    this.last = first;
    this.watch(first);
  }

  get url(): string {
    return this.last.url;
  }

  get port(): number {
    return this.last.port;
  }

  /** The running postmaster's pid (undefined during a restart). */
  get pid(): number | undefined {
    return this.current?.pid;
  }

  /** False from the server's unexpected end until a new one accepts sessions. */
  get available(): boolean {
    return this.current !== undefined;
  }

  /** Stops the server, and any restart in progress (a restart held by beforeRestart is awaited). */
  async close(): Promise<void> {
    this.closing = true;
    this.wake?.();
    await this.restarting;
    await this.current?.close();
  }

  private watch(server: ServerProcess): void {
    this.current = server;
    this.last = server;
    void server.died.then((exit) => {
      if (this.closing || this.current !== server) return;
      this.current = undefined;
      this.restarting = this.restart(server, exit).finally(() => (this.restarting = undefined));
    });
  }

  private async restart(dead: ServerProcess, exit: ServerExit): Promise<void> {
    const attempts = this.policy.attempts ?? DEFAULT_RESTART_ATTEMPTS;
    const diedAt = performance.now();
    this.log?.error(
      { code: exit.code, signal: exit.signal, postmaster: dead.pid },
      "the embedded database server died: restarting it (nothing committed is lost)",
    );
    for (let failures = 0; ; ) {
      await this.policy.beforeRestart?.();
      if (this.closing) return;
      try {
        const server = await this.start(dead.port);
        if (this.closing) {
          await server.close();
          return;
        }
        this.log?.info(
          { port: server.port, downMs: Math.round(performance.now() - diedAt), failedRestarts: failures },
          "the embedded database server is back",
        );
        this.watch(server);
        return;
      } catch (error) {
        failures += 1;
        if (failures >= attempts) {
          if (this.policy.onGiveUp) this.policy.onGiveUp(error as Error);
          else
            this.log?.error({ err: error, attempts }, "the embedded database server could not be restarted");
          return;
        }
        const waitMs = Math.min(
          (this.policy.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (failures - 1),
          MAX_BACKOFF_MS,
        );
        this.log?.error(
          { err: error, failures, attempts, retryInMs: waitMs },
          "the embedded database server did not restart",
        );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
        if (this.closing) return;
      }
    }
  }
}

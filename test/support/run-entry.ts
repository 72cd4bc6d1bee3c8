import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const tsxLoader = import.meta.resolve("tsx");

export interface EntryResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the bot's entry points (src/main.ts, src/deploy-commands.ts) the
 * way `npm start` does, in an empty temporary folder (so no .env is picked
 * up) with exactly the environment given (plus PATH).
 */
export async function runEntry(entry: string, env: Record<string, string> = {}): Promise<EntryResult> {
  const cwd = await mkdtemp(path.join(tmpdir(), "smashup-entry-"));
  try {
    const child = spawn(process.execPath, ["--import", tsxLoader, path.join(projectRoot, entry)], {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    return { code, stdout, stderr };
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

export interface RunningBotProcess {
  /** True at the "bot ready" log line, false if the process exited first. */
  ready: Promise<boolean>;
  /** What the process printed so far. */
  output(): { stdout: string; stderr: string };
  /** SIGTERM, then everything it printed and its exit code. */
  stop(): Promise<EntryResult>;
}

/**
 * `npm start` as a process in `cwd` (the project folder by default, where a test has no .env),
 * with exactly the environment given (plus PATH).
 */
export function startBotProcess(env: Record<string, string>, cwd = projectRoot): RunningBotProcess {
  const child = spawn(process.execPath, ["--import", tsxLoader, path.join(projectRoot, "src/main.ts")], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const ready = new Promise<boolean>((resolve) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes('"msg":"bot ready"')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  return {
    ready,
    output: () => ({ stdout, stderr }),
    async stop() {
      child.kill("SIGTERM");
      const code = await exited;
      return { code, stdout, stderr };
    },
  };
}

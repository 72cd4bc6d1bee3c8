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

// The bot as `npm start` runs it, in a process of its own so that a test can kill it (SIGKILL), and
// a wait for a condition that another process makes true.

import { type ChildProcessByStdio, spawn } from "node:child_process";
import path from "node:path";
import type { Readable } from "node:stream";
import { projectRoot } from "../../support/run-entry.ts";

export type BotProcess = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Starts src/main.ts (or `entry`, relative to the project) with `env` (plus PATH, info logs,
 * production mode); resolves once the bot is ready.
 */
export async function startBotProcess(
  env: Record<string, string>,
  entry = "src/main.ts",
): Promise<BotProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, entry)], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('"msg":"bot ready"')) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("close", (code) => reject(new Error(`the bot exited early (${code}): ${output}`)));
  });
  return child;
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The bot as `npm start` runs it, in a process of its own so that a test can kill it (SIGKILL).
// (Waiting for what it does: until() in test/support/until.ts.)

import { type ChildProcessByStdio, spawn } from "node:child_process";
import path from "node:path";
import type { Readable } from "node:stream";
import { projectRoot } from "../../support/run-entry.ts";
import { until } from "../../support/until.ts";

export type BotProcess = ChildProcessByStdio<null, Readable, Readable> & {
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
};

// Bot processes still running when the test process exits (a test that failed before it killed
// its own) are killed with it, not left to outlive the run on the machine.
const alive = new Set<BotProcess>();
process.once("exit", () => {
  for (const child of alive) child.kill("SIGKILL");
});

/**
 * Starts src/main.ts (or `entry`, relative to the project) with `env` (plus PATH, info logs,
 * production mode); resolves once the bot is ready.
 */
export async function startBotProcess(
  env: Record<string, string>,
  entry = "src/main.ts",
): Promise<BotProcess> {
  const spawned = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, entry)], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const child = Object.assign(spawned, { output: () => output });
  alive.add(child);
  child.once("close", () => alive.delete(child));
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

const WHOLE_TICK = '"msg":"test: whole tick"';

/**
 * Asks a bot process of support/timed-bot.ts for a whole turn timer tick that begins after this
 * call (SIGUSR2) and resolves at its answer, that tick and what it set off done: what a "nothing
 * more is sent" check waits for instead of a sleep, which proves nothing on a loaded machine (no
 * tick may run in it). One call at a time per process (two signals at once may arrive as one).
 */
export async function wholeTick(child: BotProcess): Promise<void> {
  const answers = () => child.output().split(WHOLE_TICK).length - 1;
  const before = answers();
  child.kill("SIGUSR2");
  await until(() => answers() > before, "the bot process ran a whole turn timer tick");
}

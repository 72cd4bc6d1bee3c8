// A TypeScript script run in a Node process of its own (the bench's memory child, the load test's
// workers), whose last stdout line is a JSON report; its stderr goes to ours.

import { spawn } from "node:child_process";

const tsx = import.meta.resolve("tsx");

/**
 * Runs `script` with `args` (and Node's `flags` before it) and parses the last line it printed.
 * Rejects when it exits with another code than 0 or its last line is no JSON.
 */
export function runJsonChild<T>(
  script: string,
  args: readonly string[],
  flags: readonly string[] = [],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, "--import", tsx, script, ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

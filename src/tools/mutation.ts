// `npm run mutation [-- --mutate <files> | other Stryker options]`: mutation testing of cards/ and
// src/engine/ with StrykerJS (stryker.config.mjs), incremental.
//
// Stryker's incremental file only keeps the files of the run that wrote it, so a run limited with
// --mutate gets its own report, reports/mutation/partial/<files>.*, started from the full run's
// results: the full run's record is never narrowed, and a partial run repeated after a change only
// retests what changed. A full run (no --mutate) reuses everything the last full run proved.

import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === "--mutate" || a === "-m" || a.startsWith("--mutate="));
const env = { ...process.env };
if (at >= 0) {
  const arg = args[at] as string;
  const files = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (args[at + 1] ?? "");
  const slug = files.replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "") || "partial";
  const report = `reports/mutation/partial/${slug}`;
  const full = "reports/mutation/all.incremental.json";
  const mine = `${report}.incremental.json`;
  mkdirSync("reports/mutation/partial", { recursive: true });
  // Start from the full run's results when they are newer than this partial report's.
  if (existsSync(full) && (!existsSync(mine) || statSync(full).mtimeMs > statSync(mine).mtimeMs)) {
    copyFileSync(full, mine);
  }
  env.MUTATION_REPORT = report;
}
const r = spawnSync("npx", ["stryker", "run", "stryker.config.mjs", ...args], { stdio: "inherit", env });
process.exitCode = r.status ?? 1;

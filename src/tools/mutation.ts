// `npm run mutation [-- --mutate <files> | other Stryker options]`: mutation testing of cards/ and
// src/engine/ with StrykerJS (stryker.config.mjs), incremental.
//
// Stryker's incremental file only keeps the files of the run that wrote it, so a run limited with
// --mutate gets its own report, reports/mutation/partial/<files>.*, started from the full run's
// results: the full run's record is never narrowed, and a partial run repeated after a change only
// retests what changed. A full run (no --mutate) reuses everything the last full run proved.
// `--sample <fraction> [--seed N] [--scope <folder>]` mutates only a seeded random sample of the
// folder's code lines (default src/engine), reported under reports/mutation/sample/: an estimate
// of the folder's score when the whole run would take hours.
// `--rules [--only <text>] [--timeout <seconds>] [--json <path>]` runs the hand-written rule mutants
// of test/mutation/rule-mutants/ instead (src/tools/rule-mutants.ts): `--only a,b` keeps the mutants
// whose id or file contains one of the texts; the summary goes to reports/mutation/rules.json.

import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { partialReportSlug } from "./mutation-report-name.ts";
import { sampleLines } from "./mutation-sample.ts";
import { describeSummary, loadMutants, runMutants, writeSummary } from "./rule-mutants.ts";

const args = process.argv.slice(2);
const env = { ...process.env };

/** Removes `--name value` from args and returns the value. */
function takeOption(name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
}

if (args.includes("--rules")) {
  args.splice(args.indexOf("--rules"), 1);
  const only = takeOption("--only");
  const timeout = Number(takeOption("--timeout") ?? "600");
  const out = takeOption("--json") ?? "reports/mutation/rules.json";
  const root = process.cwd();
  const wanted = only?.split(",").filter((w) => w !== "") ?? [];
  const mutants = loadMutants(root).filter(
    (m) => wanted.length === 0 || wanted.some((w) => m.id.includes(w) || m.file.includes(w)),
  );
  console.log(`${mutants.length} rule mutants`);
  const summary = runMutants(root, mutants, { timeoutSeconds: timeout, log: (l) => console.log(l) });
  writeSummary(out, summary);
  console.log(describeSummary(summary, root, out));
  process.exit(0);
}

const sample = takeOption("--sample");
if (sample !== undefined) {
  const fraction = Number(sample);
  const seed = Number(takeOption("--seed") ?? "1");
  const scope = (takeOption("--scope") ?? "src/engine").replace(/\/+$/, "");
  if (!(fraction > 0 && fraction <= 1) || !Number.isInteger(seed)) {
    console.error("--sample takes a fraction in (0, 1], --seed an integer");
    process.exit(2);
  }
  const ranges = sampleLines(scope, fraction, seed);
  mkdirSync("reports/mutation/sample", { recursive: true });
  env.MUTATION_REPORT = `reports/mutation/sample/${scope.replace(/[^\w.-]+/g, "_")}-${fraction}-seed${seed}`;
  args.push("--mutate", ranges.join(","));
}

const at = args.findIndex((a) => a === "--mutate" || a === "-m" || a.startsWith("--mutate="));
if (at >= 0 && sample === undefined) {
  const arg = args[at] as string;
  const files = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (args[at + 1] ?? "");
  const report = `reports/mutation/partial/${partialReportSlug(files)}`;
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

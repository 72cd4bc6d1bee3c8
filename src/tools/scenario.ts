// `npm run -s scenario -- <file.json> [more.json ...]`: runs scenario files (docs/scenarios.md)
// and prints { "pass": bool, "failures": [...] } per file (one JSON line each).

import "../../cards/index.ts";
import { readFileSync } from "node:fs";
import { runScenario } from "../drivers/scenario.ts";

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (files.length === 0) {
  process.stderr.write("usage: npm run -s scenario -- <file.json> [more.json ...]\n");
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  let outcome: { pass: boolean; failures: string[] };
  try {
    outcome = runScenario(JSON.parse(readFileSync(file, "utf8")));
  } catch (e) {
    outcome = { pass: false, failures: [`cannot read ${file}: ${(e as Error).message}`] };
  }
  if (!outcome.pass) failed++;
  process.stdout.write(`${JSON.stringify(files.length > 1 ? { file, ...outcome } : outcome)}\n`);
}
process.exitCode = failed > 0 ? 1 : 0;

// Every scenario file under test/scenarios/ (format: docs/scenarios.md) runs through the same
// runner as `npm run scenario` and must pass.

import "../../cards/index.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenario } from "../../src/drivers/scenario.ts";

const DIR = join(import.meta.dirname, "..", "scenarios");
// Recursive: a box keeps its clarification scenarios in test/scenarios/<box>/<faction>/.
const files = readdirSync(DIR, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("scenario files", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(DIR, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

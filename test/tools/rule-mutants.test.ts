import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  applyMutant,
  coveringTests,
  loadMutants,
  type MutantResult,
  summarise,
} from "../../src/tools/rule-mutants.ts";

const root = process.cwd();

describe("rule mutants (npm run mutation -- --rules)", () => {
  it("replaces a text found exactly once; absent or repeated, the mutant is stale (null)", () => {
    expect(applyMutant("a < b", { find: "<", replace: "<=" })).toBe("a <= b");
    expect(applyMutant("a < b", { find: ">", replace: ">=" })).toBeNull();
    expect(applyMutant("a < b < c", { find: "<", replace: "<=" })).toBeNull();
  });

  it("finds a card file's tests by name, bases of Culture Shock included", () => {
    const dir = mkdtempSync(join(tmpdir(), "rule-mutants-test-"));
    mkdirSync(join(dir, "test/cards/core"), { recursive: true });
    mkdirSync(join(dir, "test/cards/culture-shock"), { recursive: true });
    for (const f of ["core/robots.test.ts", "core/robots.rules.test.ts", "core/robots-extra.test.ts"])
      writeFileSync(join(dir, "test/cards", f), "");
    writeFileSync(join(dir, "test/cards/culture-shock/bases-ancient-incas.test.ts"), "");
    expect(coveringTests(dir, "cards/core/robots.ts")).toEqual([
      "test/cards/core/robots.rules.test.ts",
      "test/cards/core/robots.test.ts",
    ]);
    expect(coveringTests(dir, "cards/culture-shock/bases/ancient-incas.ts")).toEqual([
      "test/cards/culture-shock/bases-ancient-incas.test.ts",
    ]);
    expect(coveringTests(dir, "src/engine/topdeck.ts")).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("the project's mutants parse, have unique ids, cover the four boxes and name a test file", () => {
    const mutants = loadMutants(root);
    expect(mutants.length).toBeGreaterThanOrEqual(60);
    for (const box of ["core", "monster-smash", "culture-shock", "big-geeky-box"]) {
      expect(
        mutants.some((m) => m.file.startsWith(`cards/${box}/`)),
        box,
      ).toBe(true);
    }
    for (const m of mutants) {
      expect((m.tests ?? coveringTests(root, m.file)).length, m.id).toBeGreaterThan(0);
    }
  });

  it("the survival rate leaves stale mutants out", () => {
    const r = (status: MutantResult["status"]): MutantResult => ({
      id: status,
      file: "f",
      mistake: "m",
      status,
      tests: [],
      seconds: 0,
    });
    const s = summarise([r("killed"), r("killed"), r("timeout"), r("survived"), r("stale")]);
    expect(s).toMatchObject({ total: 5, killed: 2, timeout: 1, survived: 1, stale: 1, survivalRate: 0.25 });
    expect(summarise([r("stale")]).survivalRate).toBeNull();
  });
});

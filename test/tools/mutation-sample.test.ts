import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleLines } from "../../src/tools/mutation-sample.ts";

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), "sample-"));
  mkdirSync(join(dir, "sub"));
  writeFileSync(
    join(dir, "a.ts"),
    [
      'import { x } from "./x.ts";',
      "// why",
      "",
      "export function f() {",
      "  return 1;",
      "}",
      "type T = 1;",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "sub", "b.ts"),
    ["const a = 1;", "const b = 2;", "/* c */", "const d = 3;"].join("\n"),
  );
  writeFileSync(join(dir, "sub", "notes.md"), "const z = 1;");
  return dir;
}

describe("mutation sample", () => {
  it("keeps every code line at fraction 1, merging neighbours, and skips comments, imports and types", () => {
    const dir = folder();
    expect(sampleLines(dir, 1, 1)).toEqual([
      `${join(dir, "a.ts")}:4-5`,
      `${join(dir, "sub", "b.ts")}:1-2`,
      `${join(dir, "sub", "b.ts")}:4-4`,
    ]);
  });

  it("is the same sample for the same seed and another for another seed", () => {
    const engine = "src/engine";
    const one = sampleLines(engine, 0.05, 1);
    expect(sampleLines(engine, 0.05, 1)).toEqual(one);
    expect(sampleLines(engine, 0.05, 2)).not.toEqual(one);
  });

  it("keeps about the asked fraction of the code lines", () => {
    const lines = (ranges: string[]) =>
      ranges.reduce((n, r) => {
        const [start, end] = (r.split(":").at(-1) as string).split("-").map(Number) as [number, number];
        return n + end - start + 1;
      }, 0);
    const all = lines(sampleLines("src/engine", 1, 1));
    const tenth = lines(sampleLines("src/engine", 0.1, 3));
    expect(tenth / all).toBeGreaterThan(0.07);
    expect(tenth / all).toBeLessThan(0.13);
  });
});

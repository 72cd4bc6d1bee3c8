// A seeded random sample of the code lines of a folder, as Stryker line ranges: a whole-engine
// mutation run is several thousand mutants (hours on 2 cores), while the mutants on a uniform
// sample of its lines estimate the same score in a fraction of the time. Each code line is kept
// with the same probability, so every mutant has the same chance of being tested.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** Lines that carry no mutable code: blank, comments, imports and type-only exports. */
function isCode(line: string): boolean {
  const t = line.trim();
  if (t === "" || t === "}" || t === "};" || t === ");") return false;
  if (t.startsWith("//") || t.startsWith("/*") || t.startsWith("*")) return false;
  return !/^(import\b|export type\b|export interface\b|type\b|interface\b)/.test(t);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
    )
    .sort();
}

/** Stryker `mutate` entries (`file:start-end`, 1-based lines) for about `fraction` of the code lines. */
export function sampleLines(dir: string, fraction: number, seed: number): string[] {
  const rng = xoroshiro128plus(seed);
  const ranges: string[] = [];
  for (const file of tsFiles(dir)) {
    const lines = readFileSync(file, "utf8").split("\n");
    let start = -1;
    lines.forEach((line, i) => {
      const picked = isCode(line) && uniformFloat64(rng) < fraction;
      if (picked && start < 0) start = i + 1;
      if (!picked && start >= 0) {
        ranges.push(`${file}:${start}-${i}`);
        start = -1;
      }
    });
    if (start >= 0) ranges.push(`${file}:${start}-${lines.length}`);
  }
  return ranges;
}

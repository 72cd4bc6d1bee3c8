// Rule coverage: every rule of the digest (../shared/rules/digest-en.md) is listed in
// test/rule-ids.json, either as required (the engine implements it and a test must
// demonstrate it) or as not applicable (with a reason). The ids a test demonstrates are collected
// statically: the "rules" arrays of scenario files and the arguments of rules(...) calls in test
// sources.
// The digest itself is not read here (CI machines don't have it): the json is the list, and is
// kept in sync with the digest by hand.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SCENARIOS = join(ROOT, "test", "scenarios");
const RULE_IDS = join(ROOT, "test", "rule-ids.json");

interface RuleIds {
  required: string[];
  notApplicable: Record<string, string>;
}

const ids = JSON.parse(readFileSync(RULE_IDS, "utf8")) as RuleIds;
const ID = /^[A-Z]+(?:-[A-Z0-9]+)+$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** Rule ids cited by a test source: the string arguments of rules(...) calls, over several lines too. */
function citedInSource(src: string): string[] {
  const out: string[] = [];
  for (const call of src.matchAll(/\brules\(([^)]*)\)/g)) {
    for (const lit of (call[1] ?? "").matchAll(/["'`]([^"'`]+)["'`]/g)) out.push(lit[1] as string);
  }
  return out;
}

function collectCitations(): Map<string, string[]> {
  const cited = new Map<string, string[]>();
  const add = (id: string, where: string) => cited.set(id, [...(cited.get(id) ?? []), where]);
  for (const file of walk(join(ROOT, "test"))) {
    const rel = relative(ROOT, file);
    if (file.endsWith(".ts")) {
      for (const id of citedInSource(readFileSync(file, "utf8"))) add(id, rel);
    } else if (file.startsWith(SCENARIOS) && file.endsWith(".json") && file !== RULE_IDS) {
      const s = JSON.parse(readFileSync(file, "utf8")) as { rules?: unknown };
      for (const id of Array.isArray(s.rules) ? s.rules : []) add(String(id), rel);
    }
  }
  return cited;
}

describe("rule coverage (test/rule-ids.json)", () => {
  const required = new Set(ids.required);
  const notApplicable = new Map(Object.entries(ids.notApplicable));
  const cited = collectCitations();

  it("lists every rule id once, well-formed, each with a reason when not applicable", () => {
    expect(ids.required.length).toBe(required.size);
    const both = ids.required.filter((id) => notApplicable.has(id));
    expect(both, "ids both required and not applicable").toEqual([]);
    const all = [...required, ...notApplicable.keys()];
    expect(
      all.filter((id) => !ID.test(id)),
      "malformed ids",
    ).toEqual([]);
    const noReason = [...notApplicable].filter(([, why]) => why.trim().length < 10).map(([id]) => id);
    expect(noReason, "not-applicable ids without a reason").toEqual([]);
  });

  it("has no gap in a numbered family (a digest id missing from both lists)", () => {
    // Numbered families run 1..N in the digest; a hole means an id was forgotten.
    const families = new Map<string, number[]>();
    for (const id of [...required, ...notApplicable.keys()]) {
      const m = /^([A-Z]+)-(\d+)$/.exec(id);
      if (m) families.set(m[1] as string, [...(families.get(m[1] as string) ?? []), Number(m[2])]);
    }
    const missing: string[] = [];
    for (const [family, nums] of families) {
      for (let n = 1; n <= Math.max(...nums); n++) if (!nums.includes(n)) missing.push(`${family}-${n}`);
    }
    expect(missing, "digest ids in neither list").toEqual([]);
  });

  it("every id a test cites is a digest id listed in rule-ids.json", () => {
    const unknown = [...cited]
      .filter(([id]) => !required.has(id) && !notApplicable.has(id))
      .map(([id, where]) => `${id} (cited in ${[...new Set(where)].join(", ")})`);
    expect(unknown, "cited ids in neither list: a typo, or rule-ids.json is out of date").toEqual([]);
  });

  it("every required rule is demonstrated by at least one test", () => {
    const uncovered = ids.required.filter((id) => !cited.has(id));
    expect(uncovered, "required rules that no test cites").toEqual([]);
  });

  it("finds rules() calls spread over several lines", () => {
    // Built at run time so that this file's own scan doesn't see these made-up ids.
    const call = (args: string) => ["rules", "(", args, ")"].join("");
    const src = `${call('\n  "A-1",\n  "B-2",\n')};\n${call('"C-3"')}`;
    expect(citedInSource(src)).toEqual(["A-1", "B-2", "C-3"]);
  });
});

// Stop 41 (issue 22: all four boxes ≤ 1.1 × core per decision): a trigger's `run` is never a
// generator function made for that trigger (`*run(ctx) { ... }` written inside an `on` hook).
// Calling a generator function for the first time gives it a prototype object and a hidden class
// of its own: each trigger's effect was a new shape at the engine's `yield*` (resolveQueue), a few
// microseconds of the JIT's work per trigger (V8's IC log: ~5,000 shapes at that site over 120
// all-box games), and the expansions trigger half again as often per decision as core. Triggers
// now call generator functions written once (`run: (ctx) => effect(ctx, ...)`): checked for every
// trigger queued in seeded games of every box, and in the source of every card and of the engine.

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { watchTriggers } from "../../src/engine/triggers.ts";
import { atEveryDecision } from "./seeded-decisions.ts";

const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor;
const MIXES = [["core"], ["core", "monster-smash"], ["core", "culture-shock"], ["core", "big-geeky-box"]];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("trigger runs", () => {
  afterEach(() => watchTriggers(null));

  it("no trigger queued in seeded games of every box runs a generator function made for it", () => {
    // A definition's own generator method used as the run (a base's beforeScore) is one function
    // for all its triggers: only a definition whose triggers bring new generator functions fails.
    const triggers = new Map<string, number>();
    const generators = new Map<string, Set<unknown>>();
    watchTriggers((t) => {
      triggers.set(t.ctx.def, (triggers.get(t.ctx.def) ?? 0) + 1);
      if (!(t.run instanceof GeneratorFunction)) return;
      const fns = generators.get(t.ctx.def) ?? new Set();
      fns.add(t.run);
      generators.set(t.ctx.def, fns);
    });
    for (const [k, boxes] of MIXES.entries())
      atEveryDecision(
        Array.from({ length: 12 }, (_, i) => randomSetup(4100 + 20 * k + i, 4, boxes, 400)),
        4100 + 20 * k,
        () => {},
      );
    const fresh = [...generators].filter(([, fns]) => fns.size > 1).map(([def]) => def);
    expect(fresh.sort()).toEqual([]);
    // Not vacuous: many kinds of triggers (bases', minions', actions'), most of them more than once.
    expect([...triggers.values()].filter((n) => n > 1).length).toBeGreaterThan(30);
  }, 120_000); // many games: generous on a loaded machine

  it("no card nor engine file writes a generator method named run", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const offenders = [...files(path.join(root, "cards")), ...files(path.join(root, "src/engine"))].filter(
      (f) => /^\s*\*\s*run\s*\(|run\s*:\s*function\s*\*/m.test(readFileSync(f, "utf8")),
    );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { compileCosts } from "../../src/bench/compile-cost.ts";

const compiled = (name: string, sfi: string, b: number) =>
  `[completed compiling 0x1f <JSFunction ${name}(sfi = ${sfi})> (target TURBOFAN) - took 0.010, ${b}, 0.100 ms]`;

describe("compileCosts", () => {
  it("counts each run's compiles, recompiles and eager deopts between click-warmth's markers", () => {
    const trace = [
      compiled("warm ", "0xa1", 5), // before run 1: seen, not counted
      "=== RUN 1 START",
      compiled("warm ", "0xa1", 3), // compiled before the run: a recompile
      compiled("", "0xb2", 7), // anonymous
      "[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x2 <JSFunction warm (sfi = 0xa1)>",
      "[bailout (kind: deopt-lazy, reason: (unknown)): begin. deoptimizing 0x3",
      "=== RUN 1 END",
      compiled("late ", "0xc3", 1), // between runs: not counted
      "=== RUN 2 START",
      compiled("late ", "0xc3", 2),
      "=== RUN 2 END",
    ].join("\n");
    const [one, two] = compileCosts(trace);
    expect(one?.compiles).toBe(2);
    expect(one?.recompiles).toBe(1);
    expect(one?.compileMs).toBeCloseTo(3.11 + 7.11);
    expect(one?.recompileMs).toBeCloseTo(3.11);
    expect([...(one?.deopts ?? [])]).toEqual([["wrong map", 1]]);
    expect(one?.byFunction.get("(anonymous)")).toEqual({ compiles: 1, ms: expect.closeTo(7.11) });
    expect(two?.compiles).toBe(1);
    expect(two?.recompiles).toBe(1);
  });
});

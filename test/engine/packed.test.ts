import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { mapPacked } from "../../src/engine/packed.ts";

// issue 22 (jit48): arrays made by `map` in a function TurboFan optimised are holey, made by the
// interpreter packed; readers optimised on one class deoptimise on the other ("wrong map").
v8.setFlagsFromString("--allow-natives-syntax");
const natives = (body: string) => new Function("f", "a", body) as (f: unknown, a?: unknown) => unknown;
const holey = natives("return %HasHoleyElements(a)");
const prepare = natives("%PrepareFunctionForOptimization(f)");
const optimizeNext = natives("%OptimizeFunctionOnNextCall(f)");

/** What `make` returns once TurboFan compiled it (the V8 of Node 20 and later). */
function optimisedResult(make: () => unknown[]): unknown[] {
  prepare(make);
  make();
  make();
  optimizeNext(make);
  return make();
}

describe("mapPacked", () => {
  const list = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("returns what map returns, index included", () => {
    expect(mapPacked(list, (o, i) => `${o.id}${i}`)).toEqual(list.map((o, i) => `${o.id}${i}`));
    expect(mapPacked([], (o) => o)).toEqual([]);
  });

  it("is packed whether its caller runs in the interpreter or optimised", () => {
    expect(
      holey(
        undefined,
        mapPacked(list, (o) => ({ id: o.id })),
      ),
    ).toBe(false);
    const made = optimisedResult(() => mapPacked(list, (o) => ({ id: o.id })));
    expect(made).toHaveLength(3);
    expect(holey(undefined, made)).toBe(false);
  });

  it("is needed: map's result turns holey once its caller is optimised", () => {
    expect(
      holey(
        undefined,
        list.map((o) => ({ id: o.id })),
      ),
    ).toBe(false);
    expect(
      holey(
        undefined,
        optimisedResult(() => list.map((o) => ({ id: o.id }))),
      ),
    ).toBe(true);
  });
});

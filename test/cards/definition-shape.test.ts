// Every card definition has the same fields in the same order, and so has every base definition
// (cards/define.ts): the engine reads the same fields of every definition at every decision, and
// one shape keeps those reads monomorphic however many factions a game or a process has seen
// (issue 22: all four boxes vs core per decision).
import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { action, bases, minion } from "../../cards/define.ts";
import { allBaseDefs, allCardDefs } from "../../src/engine/defs.ts";

const keysOf = (o: object) => Object.keys(o).join(",");

describe("definition shapes", () => {
  it("gives every card definition of every box the same fields in the same order", () => {
    const cards = allCardDefs();
    expect(cards.length).toBeGreaterThan(200);
    expect(new Set(cards.map(keysOf)).size).toBe(1);
  });

  it("gives every base definition the same fields in the same order", () => {
    const all = allBaseDefs();
    expect(all.length).toBeGreaterThan(30);
    expect(new Set(all.map(keysOf)).size).toBe(1);
  });

  it("keeps what a card says and adds the rest as undefined", () => {
    const text = { en: "x", fr: "x" };
    const m = minion({ id: "m", power: 2, count: 1, name: text, text, microbot: true })("f", "core");
    const a = action({ id: "a", count: 1, name: text, text, attach: "base" })("f", "core");
    expect(keysOf(m)).toBe(keysOf(a));
    expect(m).toMatchObject({ key: "f:m", type: "minion", power: 2, microbot: true, onPlay: undefined });
    expect(a).toMatchObject({ key: "f:a", type: "action", power: 0, attach: "base" });
  });

  it("refuses a field the definitions do not know rather than dropping it", () => {
    const text = { en: "x", fr: "x" };
    const spec = { id: "m", power: 2, count: 1, name: text, text, onPlai: () => {} };
    expect(() => minion(spec as Parameters<typeof minion>[0])("f", "core")).toThrow(/onPlai/);
    const base = {
      id: "b",
      faction: "f",
      breakpoint: 20,
      vp: [3, 2, 1] as [number, number, number],
      name: text,
      text,
    };
    expect(() => bases("core", [{ ...base, afterScor: () => {} } as typeof base])).toThrow(/afterScor/);
  });
});

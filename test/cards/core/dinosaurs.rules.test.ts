// Dinosaurs, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "on each base that has a minion with more power than another".
import { describe, expect, it } from "vitest";
import { table } from "../../harness/table.ts";

const DA: [string, string] = ["dinosaurs", "aliens"];
const PN: [string, string] = ["pirates", "ninjas"];

describe("Dinosaurs, read to the letter", () => {
  it("Survival of the Fittest leaves a base whose minions all have the same power", () => {
    const t = table({
      players: [
        { factions: DA, hand: [{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }] },
        { factions: PN },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:first-mate", owner: 1, as: "even1" },
            { card: "pirates:first-mate", owner: 1, as: "even2" },
          ],
        },
        {
          id: "ninja-dojo",
          minions: [
            { card: "pirates:first-mate", owner: 1, as: "weak" },
            { card: "pirates:pirate-king", owner: 1, as: "king" },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "sotf");
    expect(t.where("weak")).toBe("discard:1");
    expect(t.where("king")).toBe("base:ninja-dojo");
    expect(t.where("even1")).toBe("base:jungle-oasis");
    expect(t.where("even2")).toBe("base:jungle-oasis");
  });
});

// Dinosaurs, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "on each base that has a minion with more power than another"; "other
// players' turns" for a minion whose controller is not its owner.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

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

  it("Armor-Stego gains +2 on the turns of players other than its controller, whoever owns it", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      players: [{ factions: DA }, { factions: ["pirates", "dinosaurs"] as [string, string] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:armor-stego", owner: 1, controller: 0, as: "held" },
            { card: "dinosaurs:armor-stego", owner: 0, controller: 1, as: "lent" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // Seat 0's turn: the one seat 0 controls has 3, the one seat 1 controls has 5.
    expect([t.power("held"), t.power("lent")]).toEqual([3, 5]);
  });
});

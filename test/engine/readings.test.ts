// Rule readings settled in docs/engine.md ("Rule decisions"), beyond the scenario that pins each:
// protections against a modifier already in place, simultaneous "destroy each" destructions, and
// Ongoing triggers whose card left play before they resolve.

import { describe, expect, it } from "vitest";
import { rules, table } from "../harness/table.ts";

const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];

describe("a protection drops another player's modifier already in place (TERM-AFFECT)", () => {
  it("a Poisoned minion moved into its player's Wildlife Preserve gets its power back", () => {
    rules("TERM-AFFECT", "TERM-ONGOING", "TERM-MOVE");
    const t = table({
      players: [
        { factions: ["dinosaurs", "ninjas"], hand: [{ card: "ninjas:way-of-deception", as: "wod" }] },
        { factions: ["ninjas", "robots"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              as: "rex",
              attached: [{ card: "ninjas:poison", owner: 1, as: "poi" }],
            },
          ],
        },
        { id: "tar-pits", actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0 }] },
        { id: "the-central-brain" },
      ],
    });
    expect(t.power("rex")).toBe(3);
    t.act(0, "wod").act(0, "tar-pits");
    expect(t.power("rex")).toBe(7);
    expect(t.where("poi")).toBe("attached:rex");
  });

  it("only other players' actions are dropped: the player's own Upgrade still counts, another player's doesn't", () => {
    rules("TERM-OTHERS");
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["ninjas", "dinosaurs"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:war-raptor",
              owner: 0,
              as: "mine",
              attached: [{ card: "dinosaurs:upgrade", owner: 0 }],
            },
            {
              card: "dinosaurs:war-raptor",
              owner: 0,
              as: "theirs",
              attached: [{ card: "dinosaurs:upgrade", owner: 1 }],
            },
          ],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0 }],
        },
        ...quiet,
      ],
    });
    // War Raptor: 2, +1 for each War Raptor on its base (2 here).
    expect(t.power("mine")).toBe(6);
    expect(t.power("theirs")).toBe(4);
  });

  it("a protection that pays to stop an effect (Tooth and Claw) doesn't touch a modifier already in place", () => {
    const t = table({
      players: [{ factions: ["dinosaurs", "aliens"] }, { factions: ["ninjas", "robots"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              as: "rex",
              attached: [
                { card: "ninjas:poison", owner: 1 },
                { card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" },
              ],
            },
          ],
        },
        ...quiet,
      ],
    });
    expect(t.power("rex")).toBe(3);
    expect(t.where("tc")).toBe("attached:rex");
  });

  it("scoring counts the protected power", () => {
    rules("SCORE-8");
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["ninjas", "robots"] }],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              counters: 1,
              attached: [
                { card: "ninjas:poison", owner: 1 },
                { card: "ninjas:smoke-bomb", owner: 0 },
              ],
            },
            { card: "robots:warbot", owner: 1, counters: 3 },
          ],
        },
        ...quiet,
      ],
    });
    // 8 against 7 on a breakpoint of 12; with the Poison counted the base would not even score.
    expect([t.vp(0), t.vp(1)]).toEqual([2, 0]);
  });
});

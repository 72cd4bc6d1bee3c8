// Giant Ants, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "for each counter" with a minion carrying several; "your minions" by
// controller, with a minion controlled by one player and owned by another.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

const GA: [string, string] = ["giant-ants", "wizards"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];

describe("Giant Ants, read to the letter", () => {
  it("We Will Rock You: +1 per counter, so three counters give +3", () => {
    rules("COUNTER-1", "TERM-DURATION");
    const t = table({
      players: [
        { factions: GA, hand: [{ card: "giant-ants:we-will-rock-you", as: "wwry" }] },
        { factions: AD },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 3, as: "three" },
            { card: "giant-ants:worker", owner: 0, counters: 1, as: "one" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "wwry");
    expect([t.power("three"), t.power("one")]).toEqual([6, 2]);
  });

  it("Who Wants to Live Forever? draws a card per counter removed", () => {
    const t = table({
      players: [
        { factions: GA, hand: [{ card: "giant-ants:who-wants-to-live-forever", as: "wwtlf" }] },
        { factions: AD },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "giant-ants:worker", owner: 0, counters: 3, as: "w" }] },
        ...quiet,
      ],
    });
    t.act(0, "wwtlf").act(0, "w").act(0, "label:3");
    expect(t.hand(0)).toHaveLength(3);
  });

  it("Drone protects a minion its player controls, owned by another player", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      active: 1,
      players: [
        { factions: GA },
        { factions: ["ninjas", "aliens"], hand: [{ card: "ninjas:ninja-master", as: "nm" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:drone", owner: 0, counters: 1 },
            { card: "aliens:scout", owner: 1, controller: 0, as: "held" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(1, "nm@jungle-oasis").act(1, "held");
    t.expectPrompt(0, "preventDestroy").act(0, "held");
    expect(t.where("held")).toBe("base:jungle-oasis");
  });
});

// Bigger Geekier Box bases, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): "you have a minion here" with a minion controlled by one
// player and owned by another.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

describe("Bigger Geekier Box bases, read to the letter", () => {
  it("Locker Room: 'your minion' is the one you control, not the one you own (TERM-CONTROL)", () => {
    rules("START-4", "TERM-CONTROL");
    const t = table({
      baseBoxes: ["core", "big-geeky-box"],
      phase: "start",
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["aliens", "robots"] }],
      bases: [
        {
          id: "locker-room",
          // Owned by player 1, controlled by player 0: player 0 has a minion here, and owns none.
          minions: [{ card: "aliens:invader", owner: 1, controller: 0, as: "taken" }],
        },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(1);
  });
});

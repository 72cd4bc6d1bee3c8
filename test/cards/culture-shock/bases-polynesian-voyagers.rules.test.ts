// The Polynesian Voyagers' bases, in positions where a wrong reading gives another outcome
// (docs/testing.md, "Tests that catch a wrong reading"): "every player has a minion here" with a
// minion controlled by one player and owned by another.
import { describe, expect, it } from "vitest";
import { breakpoint } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

describe("Polynesian Voyagers' bases, read to the letter", () => {
  it("Tropical Paradise counts the minions each player controls here, not those they own (TERM-CONTROL)", () => {
    rules("TERM-CONTROL", "TERM-INITIAL");
    const t = table({
      baseBoxes: ["core", "culture-shock"],
      players: [{ factions: ["polynesian-voyagers", "ninjas"] }, { factions: ["aliens", "pirates"] }],
      bases: [
        {
          id: "tropical-paradise",
          minions: [
            { card: "ninjas:shinobi", owner: 0 },
            // Owned by player 1, controlled by player 0: player 1 controls no minion here.
            { card: "aliens:invader", owner: 1, controller: 0 },
          ],
        },
        { id: "the-grey-opal" },
        { id: "jungle-oasis" },
      ],
    });
    expect(breakpoint(t.g, t.base("tropical-paradise"))).toBe(20);
  });
});

// Grimms' bases, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests
// that catch a wrong reading"): "two of their minions with the same power" beside one of another power.
import { describe, expect, it } from "vitest";
import { table } from "../../harness/table.ts";

describe("Grimms' bases, read to the letter", () => {
  it("Gingerbread House: the second minion must have the first one's power", () => {
    const t = table({
      phase: "score",
      baseBoxes: ["core", "culture-shock"],
      players: [{ factions: ["aliens", "dinosaurs"] }, { factions: ["pirates", "ninjas"] }],
      bases: [
        {
          id: "gingerbread-house",
          minions: [
            { card: "aliens:collector", owner: 0, as: "c1" },
            { card: "aliens:collector", owner: 0, as: "c2" },
            { card: "aliens:invader", owner: 0, as: "three" },
            { card: "dinosaurs:king-rex", owner: 0, counters: 7 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.expectPrompt(0, "powerUp");
    expect(t.offers("three")).toBe(false); // no partner of power 3
    // The only partner of the same power is taken without a second question.
    t.act(0, "c1");
    expect(t.prompt.purpose).not.toBe("powerUp");
  });
});

// Anansi Tales, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests
// that catch a wrong reading"): the limit of "up to three" with four cards to choose from.
import { describe, expect, it } from "vitest";
import { table } from "../../harness/table.ts";

const A = "anansi-tales";

describe("Anansi Tales, read to the letter", () => {
  it("Ear of Corn shuffles up to three actions, not four, and only actions", () => {
    const t = table({
      players: [
        {
          factions: [A, "aliens"],
          hand: [{ card: `${A}:ear-of-corn`, as: "ear" }],
          discard: [
            "aliens:beam-up",
            "aliens:beam-up",
            "aliens:probe",
            "aliens:invasion",
            { card: "aliens:invader", as: "minion" },
          ],
        },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "ear");
    t.expectPrompt(0, "shuffleIntoDeck");
    expect(t.prompt.max).toBe(3);
    expect(t.prompt.options).toHaveLength(4);
    expect(t.offers("minion")).toBe(false);
  });
});

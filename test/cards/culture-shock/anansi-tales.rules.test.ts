// Anansi Tales, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests
// that catch a wrong reading"): the limit of "up to three" with four cards to choose from, "to"
// (nothing given, nothing drawn), "a card you own" in a hand that holds another player's card too.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

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

  it("Akye the Turtle draws only once a card was given (TERM-TO): declined, nothing drawn", () => {
    rules("TERM-TO");
    const t = table({
      players: [
        { factions: [A, "aliens"], hand: [{ card: `${A}:akye-the-turtle`, as: "akye" }, "aliens:probe"] },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "akye@tar-pits").expectPrompt(0, "giveCard").act(0);
    expect(t.hand(0)).toHaveLength(1);
  });

  it("Collecting Stories offers only the cards of that hand the player owns", () => {
    rules("TERM-OWNER");
    const t = table({
      players: [
        { factions: [A, "aliens"], hand: [{ card: `${A}:collecting-stories`, as: "cs" }] },
        {
          factions: ["pirates", "ninjas"],
          hand: [
            { card: "aliens:invader", as: "mine", owner: 0 },
            { card: "pirates:first-mate", as: "theirs" },
          ],
        },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "cs");
    expect(t.offers("theirs")).toBe(false);
    expect(t.prompt.options.some((o) => o.card === t.uid("mine"))).toBe(true);
  });
});

// Geeks, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): a draw against the step it follows, with an empty deck and discard pile;
// a shuffle the text doesn't demand, checked over several seeds.
import { describe, expect, it } from "vitest";
import { everyCard, rules, table, without } from "../../harness/table.ts";
import { deckOf, perSeed, sameOrder } from "../rules-kit.ts";

describe("Geeks, read to the letter", () => {
  it("Fan is discarded before the draw: with deck and discard pile empty, it is drawn back (DECK-1)", () => {
    rules("DECK-1", "TERM-TO");
    // Every other card of the player's factions in hand: deck and discard pile are empty.
    const rest = without(everyCard("geeks", "aliens"), "geeks:fan");
    const t = table({
      players: [
        { factions: ["geeks", "aliens"], hand: [{ card: "geeks:fan", as: "fan" }, ...rest] },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    expect(t.g.players[0]?.deck).toHaveLength(0);
    t.act(0, `#s${t.uid("fan")}`);
    expect(t.where("fan")).toBe("hand:0");
  });

  it("Mulligan declined: the five cards looked at go back on top in their order, no shuffle, whatever the seed", () => {
    rules("TERM-LOOK", "DECK-4");
    const kept = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          { factions: ["geeks", "aliens"], hand: [{ card: "geeks:mulligan", as: "mul" }, "aliens:probe"] },
          { factions: ["pirates", "ninjas"] },
        ],
        bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
      });
      const before = deckOf(t, 0);
      t.act(0, "mul").expectPrompt(0, "takeLooked").act(0, "no");
      return sameOrder(deckOf(t, 0), before);
    });
    expect(kept.every(Boolean)).toBe(true);
  });
});

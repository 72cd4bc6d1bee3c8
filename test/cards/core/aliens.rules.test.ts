// Aliens, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): the base deck's shuffle over several seeds, the limit and the limit + 1.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";
import { perSeed } from "../rules-kit.ts";

const AD: [string, string] = ["aliens", "dinosaurs"];
const RW: [string, string] = ["robots", "wizards"];

describe("Aliens, read to the letter", () => {
  it("Terraforming shuffles the base deck once the old base is in it (DECK-4), whatever the seed", () => {
    rules("DECK-4");
    const changed = perSeed((seed) => {
      const t = table({
        seed,
        players: [{ factions: AD, hand: [{ card: "aliens:terraforming", as: "tf" }] }, { factions: RW }],
        bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
      });
      const fresh = t.g.baseDeck[0] as number;
      const before = t.g.baseDeck.filter((b) => b !== fresh);
      t.act(0, "tf").expectPrompt(0, "searchBaseDeck");
      t.act(0, `#b${fresh}`).expectPrompt(0, "swapBase").act(0, "jungle-oasis");
      expect(t.g.basesInPlay).toContain(fresh);
      // Unshuffled, the deck would read as before with the old base added at one end.
      const now = t.g.baseDeck.filter((b) => b !== t.base("jungle-oasis"));
      return now.some((b, i) => b !== before[i]);
    });
    expect(changed.every(Boolean)).toBe(true);
  });

  it("Collector returns power 3 but not power 4 (the limit and the limit + 1)", () => {
    const t = table({
      players: [{ factions: AD, hand: [{ card: "aliens:collector", as: "col" }] }, { factions: RW }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:hoverbot", owner: 1, as: "three" },
            { card: "robots:warbot", owner: 1, as: "four" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "col@jungle-oasis").expectPrompt(0, "return");
    expect(t.offers("three")).toBe(true);
    expect(t.offers("four")).toBe(false);
  });
});

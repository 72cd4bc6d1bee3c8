// Zombies, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): a search's shuffle checked over several seeds; the zone a card searches.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";
import { deckOf, minus, perSeed, sameOrder } from "../rules-kit.ts";

const ZW: [string, string] = ["zombies", "wizards"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("Zombies, read to the letter", () => {
  it("Mall Crawl shuffles the deck after the search, whatever the seed (DECK-4)", () => {
    rules("DECK-4");
    const changed = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          {
            factions: ZW,
            hand: [{ card: "zombies:mall-crawl", as: "mc" }],
            deck: [
              { card: "zombies:walker", as: "w1" },
              "wizards:summon",
              { card: "zombies:walker", as: "w2" },
            ],
          },
          { factions: AD },
        ],
        bases: BASES,
      });
      const before = minus(deckOf(t, 0), t.uid("w1"), t.uid("w2"));
      t.act(0, "mc").act(0, "label:zombies:walker").act(0, "w1", "w2");
      expect(t.where("w1")).toBe("discard:0");
      return !sameOrder(deckOf(t, 0), before);
    });
    expect(changed.every(Boolean)).toBe(true);
  });

  it("Grave Robbing takes a card from the discard pile only, never from the deck", () => {
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [{ card: "zombies:grave-robbing", as: "gr" }],
          deck: [{ card: "zombies:zombie-lord", as: "lord" }],
          discard: [
            { card: "zombies:walker", as: "w" },
            { card: "wizards:summon", as: "s" },
          ],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "gr").expectPrompt(0, "toHand");
    expect(t.offers("lord")).toBe(false);
    expect(t.offers("w")).toBe(true);
  });

  it("Zombie Lord offers minions of power 2 from the discard pile, not power 3", () => {
    const t = table({
      players: [
        {
          factions: ZW,
          hand: [{ card: "zombies:zombie-lord", as: "lord" }],
          discard: [
            { card: "zombies:walker", as: "two" },
            { card: "wizards:chronomage", as: "three" },
          ],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "lord@jungle-oasis");
    expect(t.offers("two@tar-pits")).toBe(true);
    expect(t.prompt.options.some((o) => o.card === t.uid("three"))).toBe(false);
  });
});

// Grimms' Fairy Tales, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): "search, shuffle, put that card on top" checked over several
// seeds (the deck shuffled, the card on top every time); the limit of "up to three"; a Blessing
// controlled by a player who doesn't own it.
import { describe, expect, it } from "vitest";
import { playerPowerOn } from "../../../src/engine/power.ts";
import { rules, table } from "../../harness/table.ts";
import { deckOf, minus, perSeed, sameOrder } from "../rules-kit.ts";

const G = "grimms-fairy-tales";
const GA: [string, string] = [G, "aliens"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("Grimms' Fairy Tales, read to the letter", () => {
  it("Basket of Goodies: the deck is shuffled and the action found is on top, whatever the seed", () => {
    rules("DECK-4");
    const runs = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          {
            factions: GA,
            hand: [{ card: `${G}:basket-of-goodies`, as: "bog" }],
            deck: [
              { card: "aliens:invader", as: "top" },
              { card: `${G}:teamwork`, as: "found" },
            ],
          },
          { factions: AD },
        ],
        bases: BASES,
      });
      const before = minus(deckOf(t, 0), t.uid("found"));
      t.act(0, "bog");
      if (t.prompt.purpose === "searchDeck") t.act(0, "found");
      const deck = deckOf(t, 0);
      expect(deck[0]).toBe(t.uid("found"));
      return !sameOrder(deck.slice(1), before);
    });
    expect(runs.every(Boolean)).toBe(true);
  });

  it("Another Story shuffles up to three cards, not four", () => {
    const t = table({
      players: [
        {
          factions: GA,
          hand: [{ card: `${G}:another-story`, as: "as" }],
          discard: ["aliens:invader", "aliens:invader", "aliens:scout", "aliens:scout"],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "as").expectPrompt(0, "shuffleIntoDeck");
    expect(t.prompt.max).toBe(3);
  });

  it("Grimms' Blessing: the power its names bring counts for its controller, not its owner (APOWER-1)", () => {
    rules("APOWER-1", "TERM-CONTROL");
    const t = table({
      players: [{ factions: GA }, { factions: ["robots", "pirates"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:zapbot", owner: 1 },
            { card: "robots:microbot-fixer", owner: 1 },
            { card: "aliens:invader", owner: 0 },
          ],
          actions: [{ card: `${G}:grimms-blessing`, owner: 0, controller: 1 }],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    const oasis = t.base("jungle-oasis");
    // Seat 1: Zapbot 2, Fixer 2, the Blessing (a Microbot's name, +1 from the Fixer) 1.
    expect([playerPowerOn(t.g, 0, oasis), playerPowerOn(t.g, 1, oasis)]).toEqual([3, 5]);
  });
});

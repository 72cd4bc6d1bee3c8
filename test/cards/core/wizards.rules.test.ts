// Wizards, in positions where a wrong reading of the text gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): shuffles checked over several seeds, draws against the step
// they follow, "each other player" with 3 players, limits at N - 1, N and N + 1.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";
import { deckOf, handOf, minus, perSeed, sameOrder } from "../rules-kit.ts";

type Entry = string | { card: string; as: string };
const WZ: [string, string] = ["wizards", "zombies"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "factory-436-1337" }, { id: "the-central-brain" }];

function wizards(hand: Entry[], deck: Entry[] = [], seed = 1) {
  return table({ seed, players: [{ factions: WZ, hand, deck }, { factions: AD }], bases: BASES });
}

describe("Wizards, read to the letter", () => {
  it("Scry shuffles the deck after the search, whatever the seed (DECK-4), and finds only actions", () => {
    rules("DECK-4", "TERM-LOOK");
    const changed = perSeed((seed) => {
      const t = wizards(
        [{ card: "wizards:scry", as: "scry" }],
        [
          { card: "zombies:walker", as: "top" },
          { card: "wizards:mystic-studies", as: "ms" },
        ],
        seed,
      );
      const before = minus(deckOf(t, 0), t.uid("ms"));
      t.act(0, "scry").expectPrompt(0, "toHand");
      expect(t.offers("top")).toBe(false); // a minion is not an action
      t.act(0, "ms");
      expect(t.where("ms")).toBe("hand:0");
      return !sameOrder(deckOf(t, 0), before);
    });
    expect(changed.every(Boolean)).toBe(true);
  });

  it("Sacrifice draws the minion's power while it is in play, counting what it gained this turn", () => {
    rules("TERM-POWER");
    const t = table({
      players: [{ factions: WZ, hand: [{ card: "wizards:sacrifice", as: "sac" }] }, { factions: AD }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "wizards:enchantress", owner: 0, as: "ench" }] },
        { id: "factory-436-1337" },
        { id: "the-central-brain" },
      ],
      lasting: [{ power: "ench", amount: 3 }],
    });
    t.act(0, "sac");
    expect(t.where("ench")).toBe("discard:0");
    expect(t.hand(0)).toHaveLength(5); // 2 printed + 3 until the end of the turn
  });

  it("Winds of Change shuffles the hand into the deck before drawing five: across seeds some old cards come back, not all", () => {
    rules("DECK-4", "DRAW-1");
    const runs = perSeed((seed) => {
      const t = wizards(
        [
          { card: "wizards:winds-of-change", as: "woc" },
          { card: "zombies:walker", as: "h1" },
          { card: "zombies:walker", as: "h2" },
          { card: "zombies:walker", as: "h3" },
          { card: "zombies:walker", as: "h4" },
          { card: "wizards:neophyte", as: "h5" },
        ],
        [],
        seed,
      );
      const old = handOf(t, 0).filter((u) => u !== t.uid("woc"));
      t.act(0, "woc");
      const now = handOf(t, 0);
      expect(now).toHaveLength(5);
      return now.filter((u) => old.includes(u)).length;
    });
    // Shuffled in: neither always none of the old hand (put under the deck) nor always all of it
    // (put on top).
    expect(runs.some((n) => n > 0)).toBe(true);
    expect(runs.some((n) => n < 5)).toBe(true);
  });

  it("Portal reveals exactly five cards: a minion fifth is offered, a minion sixth is not", () => {
    rules("TERM-REVEAL");
    const t = wizards(
      [{ card: "wizards:portal", as: "portal" }],
      [
        "wizards:mystic-studies",
        "wizards:mystic-studies",
        "wizards:summon",
        "wizards:summon",
        { card: "zombies:walker", as: "fifth" },
        { card: "zombies:walker", as: "sixth" },
      ],
    );
    t.act(0, "portal").expectPrompt(0, "toHandAny");
    expect(t.offers("fifth")).toBe(true);
    expect(t.offers("sixth")).toBe(false);
    t.act(0, "fifth");
    expect(t.where("fifth")).toBe("hand:0");
    expect(t.where("sixth")).toBe("deck:0");
  });

  it("Mass Enchantment reveals each other player's top card, not the player's own (3 players)", () => {
    rules("TERM-OTHERS", "TERM-REVEAL");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [{ card: "wizards:mass-enchantment", as: "me" }],
          deck: [{ card: "wizards:summon", as: "mine" }],
        },
        { factions: AD, deck: [{ card: "aliens:invader", as: "m1" }] },
        { factions: ["pirates", "ninjas"], deck: [{ card: "pirates:swashbuckling", as: "far" }] },
      ],
      bases: [...BASES, { id: "tar-pits" }],
    });
    t.act(0, "me");
    // The second other player's action is offered; the player's own top card is not revealed.
    expect(t.offers("far")).toBe(true);
    expect(t.offers("mine")).toBe(false);
    t.act(0, "far");
    expect(t.where("far")).toBe("discard:2");
    expect(t.where("m1")).toBe("deck:1");
  });
});

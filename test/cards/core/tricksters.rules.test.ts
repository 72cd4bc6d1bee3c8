// Tricksters, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): random discards over several seeds, "each other player" with 3 players,
// "less than the number of your minions here" with other players' minions there too.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";
import { aliasesOf, discardOf, distinct, perSeed } from "../rules-kit.ts";

type Factions = [string, string];
const TD: Factions = ["tricksters", "dinosaurs"];
const AD: Factions = ["aliens", "dinosaurs"];
const PN: Factions = ["pirates", "ninjas"];
const quiet = [{ id: "the-grey-opal" }, { id: "ninja-dojo" }, { id: "tar-pits" }];

/** The aliases of fourCards("a"). */
const HAND = ["a1", "a2", "a3", "a4"];
const fourCards = (p: string) => [
  { card: "aliens:invader", as: `${p}1` },
  { card: "aliens:scout", as: `${p}2` },
  { card: "aliens:collector", as: `${p}3` },
  { card: "dinosaurs:howl", as: `${p}4` },
];
const fourPirates = (p: string) => [
  { card: "pirates:first-mate", as: `${p}1` },
  { card: "pirates:saucy-wench", as: `${p}2` },
  { card: "ninjas:shinobi", as: `${p}3` },
  { card: "ninjas:poison", as: `${p}4` },
];

describe("Tricksters, read to the letter", () => {
  it("Take the Shinies: each other player (3 players) discards exactly two cards, picked at random", () => {
    rules("TERM-OTHERS");
    const picks = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          { factions: TD, hand: [{ card: "tricksters:take-the-shinies", as: "tts" }] },
          { factions: AD, hand: fourCards("a") },
          { factions: PN, hand: fourPirates("b") },
        ],
        bases: quiet,
      });
      t.act(0, "tts");
      expect(t.hand(1)).toHaveLength(2);
      expect(t.hand(2)).toHaveLength(2);
      expect(discardOf(t, 1)).toHaveLength(2);
      return aliasesOf(t, HAND, discardOf(t, 1)).sort();
    });
    // Random, and roughly uniform: several different pairs, and every card discarded in some seed.
    expect(distinct(picks)).toBeGreaterThan(2);
    for (const a of HAND) expect(picks.some((p) => p.includes(a))).toBe(true);
  });

  it("Gremlin: after it is destroyed each other player discards a random card (3 players)", () => {
    rules("TERM-OTHERS", "TERM-AFTER");
    const picks = perSeed((seed) => {
      const t = table({
        seed,
        active: 1,
        players: [
          { factions: TD },
          { factions: PN, hand: [{ card: "pirates:cannon", as: "cannon" }, ...fourPirates("b")] },
          { factions: AD, hand: fourCards("a") },
        ],
        bases: [
          { id: "the-grey-opal", minions: [{ card: "tricksters:gremlin", owner: 0, as: "grem" }] },
          { id: "ninja-dojo" },
          { id: "tar-pits" },
          { id: "jungle-oasis" },
        ],
      });
      t.act(1, "cannon").act(1, "grem");
      expect(t.where("grem")).toBe("discard:0");
      expect(t.hand(0)).toHaveLength(1); // its controller draws
      expect(t.hand(1)).toHaveLength(3);
      expect(t.hand(2)).toHaveLength(3);
      return aliasesOf(t, HAND, discardOf(t, 2))[0];
    });
    expect(distinct(picks)).toBeGreaterThan(1);
    expect(picks).toContain("a4"); // the last card of the hand too
  });

  it("Brownie: the player whose card affected it discards two random cards", () => {
    rules("TERM-AFFECT");
    const picks = perSeed((seed) => {
      const t = table({
        seed,
        active: 1,
        players: [
          { factions: TD },
          { factions: AD, hand: [{ card: "aliens:abduction", as: "beam" }, ...fourCards("a")] },
        ],
        bases: [
          { id: "the-grey-opal", minions: [{ card: "tricksters:brownie", owner: 0, as: "brownie" }] },
          { id: "ninja-dojo" },
          { id: "tar-pits" },
        ],
      });
      t.act(1, "beam"); // the only minion in play: taken without a prompt
      expect(t.where("brownie")).toBe("hand:0");
      expect(t.hand(1)).toHaveLength(2);
      return aliasesOf(t, HAND, discardOf(t, 1)).sort();
    });
    expect(distinct(picks)).toBeGreaterThan(2);
  });

  it("Gnome counts only its player's minions here, and destroys power strictly below that count", () => {
    rules("TERM-YOURCARDS");
    const t = table({
      players: [{ factions: TD, hand: [{ card: "tricksters:gnome", as: "gnome" }] }, { factions: AD }],
      bases: [
        {
          id: "the-grey-opal",
          minions: [
            { card: "tricksters:gremlin", owner: 0 },
            { card: "tricksters:gremlin", owner: 0 },
            { card: "aliens:collector", owner: 1, as: "two" },
            { card: "aliens:invader", owner: 1, as: "three" },
            { card: "dinosaurs:laseratops", owner: 1, as: "four" },
            { card: "dinosaurs:war-raptor", owner: 1 },
          ],
        },
        { id: "ninja-dojo" },
        { id: "tar-pits" },
      ],
    });
    // Three minions of seat 0 there once the Gnome is in: power 2 is less, power 3 is not, and the
    // other player's four minions don't raise the count.
    t.act(0, "gnome@the-grey-opal").expectPrompt(0, "destroy");
    expect(t.offers("two")).toBe(true);
    expect(t.offers("three")).toBe(false);
    expect(t.offers("four")).toBe(false);
  });

  it("Gremlin: the player who controlled it draws, not its owner, and the owner is one of the others who discard", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      active: 1,
      players: [
        { factions: AD },
        {
          factions: ["tricksters", "pirates"],
          hand: [{ card: "pirates:cannon", as: "cannon" }, "pirates:dinghy", "pirates:dinghy"],
        },
      ],
      bases: [
        {
          id: "the-grey-opal",
          minions: [{ card: "tricksters:gremlin", owner: 1, controller: 0, as: "grem" }],
        },
        { id: "ninja-dojo" },
        { id: "tar-pits" },
      ],
    });
    t.act(1, "cannon");
    if (t.prompt.purpose === "destroy") t.act(1, "grem");
    expect(t.where("grem")).toBe("discard:1");
    expect(t.hand(0)).toHaveLength(1);
    expect(t.hand(1)).toHaveLength(1);
  });
});

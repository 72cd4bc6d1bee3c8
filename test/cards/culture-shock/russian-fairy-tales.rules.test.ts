// Russian Fairy Tales, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): shuffles and random picks over several seeds, whose deck a
// step uses (owner, not the card's player), draws against the step they follow, "each other
// player" and "each player" with 3 players, searches that include the hand, limits at N and N + 1.
import { describe, expect, it } from "vitest";
import { everyCard, rules, table, without } from "../../harness/table.ts";
import { deckOf, distinct, MANY_SEEDS, perSeed, sameOrder } from "../rules-kit.ts";

const R = "russian-fairy-tales";
const RA: [string, string] = [R, "aliens"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const PN: [string, string] = ["pirates", "ninjas"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("Russian Fairy Tales, read to the letter", () => {
  it("Transformation: the minion's owner plays off their own deck, then shuffles it; the player's deck is untouched", () => {
    rules("TOPDECK-1", "TERM-OWNER", "DECK-4");
    const runs = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          { factions: RA, hand: [{ card: `${R}:transformation`, as: "tr" }] },
          { factions: AD, deck: [{ card: "aliens:invader", as: "top" }] },
        ],
        bases: [
          { id: "jungle-oasis", minions: [{ card: "aliens:collector", owner: 1, as: "victim" }] },
          { id: "tar-pits" },
          { id: "the-central-brain" },
        ],
      });
      const mine = deckOf(t, 0);
      t.act(0, "tr");
      expect(t.where("top")).toBe("base:jungle-oasis");
      expect(t.g.cards[t.uid("top")]?.controller).toBe(1);
      expect(sameOrder(deckOf(t, 0), mine)).toBe(true);
      const deck = deckOf(t, 1);
      return deck.indexOf(t.uid("victim")) === deck.length - 1;
    });
    // "Then shuffles": the minion put on the bottom does not stay there in every seed.
    expect(runs.some((atBottom) => !atBottom)).toBe(true);
  });

  it("Foolish Magician draws three first, then puts three back (an empty hand before: none left after)", () => {
    rules("DRAW-1");
    const t = table({
      players: [{ factions: RA, hand: [{ card: `${R}:foolish-magician`, as: "fm" }] }, { factions: AD }],
      bases: BASES,
    });
    t.act(0, "fm@jungle-oasis");
    for (let i = 0; i < 3; i++) {
      // The last card left is taken without a prompt.
      if (t.prompt.purpose === "chooseCards") t.act(0, `#${t.prompt.options[0]?.id}`);
      t.expectPrompt(0, "topOrBottom").act(0, "label:deckTop");
    }
    expect(t.hand(0)).toHaveLength(0);
    expect(t.prompt.kind).toBe("main");
  });

  it("Tsar Eagle: the player's own discard pile is not another player's (a draw, no choice)", () => {
    rules("TERM-OTHERS");
    const t = table({
      players: [
        {
          factions: RA,
          hand: [{ card: `${R}:tsar-eagle`, as: "te" }],
          discard: ["aliens:invader"],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "te@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("Fetch I Know Not What stops at the second action and shuffles the other revealed cards back", () => {
    rules("TOPDECK-4", "TERM-REVEAL");
    const places = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          {
            factions: RA,
            hand: [{ card: `${R}:fetch-i-know-not-what`, as: "fetch" }],
            deck: [
              { card: `${R}:transformation`, as: "a1" },
              { card: "aliens:invader", as: "m" },
              { card: `${R}:transformation`, as: "a2" },
              { card: `${R}:the-water-of-life`, as: "a3" },
            ],
          },
          { factions: AD },
        ],
        bases: BASES,
      });
      t.act(0, "fetch").expectPrompt(0, "toHandAny");
      expect([t.offers("a1"), t.offers("a2"), t.offers("a3")]).toEqual([true, true, false]);
      t.act(0, "a1", "a2");
      expect(t.where("m")).toMatch(/^deck:0$/);
      return deckOf(t, 0).indexOf(t.uid("m"));
    });
    expect(distinct(places)).toBeGreaterThan(2);
  });

  it("Go I Know Not Whither shuffles away a random minion of each other player there, never the player's own", () => {
    rules("TERM-OTHERS");
    const picks = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          { factions: RA, hand: [{ card: `${R}:go-i-know-not-whither`, as: "go" }] },
          { factions: AD },
        ],
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "aliens:invader", owner: 0, as: "mine" },
              { card: "aliens:collector", owner: 1, as: "c1" },
              { card: "aliens:collector", owner: 1, as: "c2" },
              { card: "aliens:collector", owner: 1, as: "c3" },
            ],
          },
          { id: "tar-pits" },
          { id: "the-central-brain" },
        ],
      });
      t.act(0, "go").act(0, "jungle-oasis");
      expect(t.where("mine")).toBe("base:jungle-oasis");
      const gone = ["c1", "c2", "c3"].filter((a) => t.where(a) === "deck:1");
      expect(gone).toHaveLength(1);
      return gone[0];
    }, MANY_SEEDS);
    // Each of the three is picked in some seed.
    expect(distinct(picks)).toBe(3);
  });

  it("Go I Know Not Whither takes a minion the other player controls, not one they own", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      players: [{ factions: RA, hand: [{ card: `${R}:go-i-know-not-whither`, as: "go" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:invader", owner: 0, controller: 1, as: "lent" },
            { card: "aliens:collector", owner: 1, controller: 0, as: "borrowed" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "go").act(0, "jungle-oasis");
    expect(t.where("lent")).toBe("deck:0"); // into its owner's deck
    expect(t.where("borrowed")).toBe("base:jungle-oasis");
  });

  it("Mass Transformation: each player (3 players) puts the hand under the deck before drawing as many", () => {
    rules("DECK-1", "TERM-OTHERS");
    // Seat 0's deck holds one card and its discard pile the rest: drawn before the hand goes under,
    // the second card would come from a reshuffled discard pile.
    const discard = without(
      everyCard(R, "aliens"),
      `${R}:mass-transformation`,
      "aliens:invader",
      "aliens:scout",
      "aliens:collector",
    );
    const t = table({
      players: [
        {
          factions: RA,
          hand: [
            { card: `${R}:mass-transformation`, as: "mt" },
            { card: "aliens:invader", as: "h1" },
            { card: "aliens:scout", as: "h2" },
          ],
          deck: [{ card: "aliens:collector", as: "d1" }],
          discard,
        },
        { factions: AD },
        {
          factions: PN,
          hand: [{ card: "pirates:cannon", as: "x1" }],
          deck: [{ card: "pirates:dinghy", as: "y1" }],
        },
      ],
      bases: [...BASES, { id: "ninja-dojo" }],
    });
    t.act(0, "mt");
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("h1")).toBe("hand:0");
    expect(t.where("h2")).toBe("deck:0");
    expect(t.where("y1")).toBe("hand:2");
    expect(t.where("x1")).toMatch(/^deck:2$/);
  });

  it("The Birch searches the hand too: The Birch Woman found only there is offered", () => {
    rules("START-1");
    const t = table({
      phase: "start",
      players: [{ factions: RA, hand: [{ card: `${R}:the-birch-woman`, as: "bw" }] }, { factions: AD }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: `${R}:the-birch`, owner: 0, as: "birch" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.expectPrompt(0, "useAbility").act(0, "yes");
    expect(t.where("birch")).toBe("discard:0");
    expect(t.offers("bw")).toBe(true);
  });
});

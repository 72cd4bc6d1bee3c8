// Ancient Incas, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests
// that catch a wrong reading"): the cards revealed and not kept go back into the deck shuffled
// (TOPDECK-4), checked over several seeds; a search of deck and discard pile shuffles the deck.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";
import { deckOf, distinct, minus, perSeed, sameOrder } from "../rules-kit.ts";

const I = "ancient-incas";
const IA: [string, string] = [I, "aliens"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("Ancient Incas, read to the letter", () => {
  it("Incan Engineer shuffles the other revealed cards into the deck: their places vary with the seed", () => {
    rules("TOPDECK-4");
    const places = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          {
            factions: IA,
            hand: [{ card: `${I}:incan-engineer`, as: "eng" }],
            deck: [
              { card: "aliens:invader", as: "r1" },
              { card: "aliens:scout", as: "r2" },
              { card: `${I}:armory`, as: "found" },
            ],
          },
          { factions: AD },
        ],
        bases: BASES,
      });
      t.act(0, "eng@jungle-oasis");
      expect(t.where("found")).toBe("hand:0");
      const deck = deckOf(t, 0);
      return [deck.indexOf(t.uid("r1")), deck.indexOf(t.uid("r2"))];
    });
    expect(distinct(places)).toBeGreaterThan(4);
  });

  it("Sapa Inca shuffles the deck once searched, whatever the seed (DECK-4)", () => {
    rules("DECK-4");
    const changed = perSeed((seed) => {
      const t = table({
        seed,
        players: [
          {
            factions: IA,
            hand: [{ card: `${I}:sapa-inca`, as: "sapa" }],
            deck: [{ card: `${I}:armory`, as: "found" }],
          },
          { factions: AD },
        ],
        bases: BASES,
      });
      const before = minus(deckOf(t, 0), t.uid("found"));
      t.act(0, "sapa@jungle-oasis");
      if (t.prompt.purpose === "toHand") t.act(0, "found");
      expect(t.where("found")).toBe("hand:0");
      return !sameOrder(deckOf(t, 0), before);
    });
    expect(changed.every(Boolean)).toBe(true);
  });

  it("Golden Condor returns the actions the player controls, not those they own", () => {
    rules("TERM-CONTROL", "TERM-YOURCARDS");
    const t = table({
      players: [{ factions: IA, hand: [{ card: `${I}:golden-condor`, as: "gc" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [
            { card: "dinosaurs:wildlife-preserve", owner: 1, controller: 0, as: "borrowed" },
            { card: `${I}:armory`, owner: 0, controller: 1, as: "lent" },
            { card: `${I}:fortress-walls`, owner: 0, as: "own" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "gc").expectPrompt(0, "returnAction");
    expect([t.offers("borrowed"), t.offers("own"), t.offers("lent")]).toEqual([true, true, false]);
  });

  it("Royal Highway moves a minion you control, not one you own (TERM-CONTROL)", () => {
    rules("TERM-CONTROL", "TERM-MOVE");
    const t = table({
      players: [
        {
          factions: ["ancient-incas", "dinosaurs"],
          hand: [{ card: "ancient-incas:royal-highway", as: "road" }],
        },
        { factions: ["aliens", "pirates"] },
      ],
      bases: [
        { id: "jungle-oasis" },
        {
          id: "tar-pits",
          minions: [
            { card: "aliens:invader", owner: 1, controller: 0, as: "taken" },
            { card: "dinosaurs:war-raptor", owner: 0, controller: 1, as: "lent" },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "road@jungle-oasis").expectPrompt(0, "move");
    expect([t.offers("taken"), t.offers("lent")]).toEqual([true, false]);
  });
});

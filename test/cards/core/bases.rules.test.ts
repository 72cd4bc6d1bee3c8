// Core bases, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "each player with minions here" with a third player who has none there,
// "for each of their minions here" with two minions of one player and minions on other bases.
import { describe, expect, it } from "vitest";
import { everyCard, rules, table, without } from "../../harness/table.ts";

const DA: [string, string] = ["dinosaurs", "aliens"];
const PN: [string, string] = ["pirates", "ninjas"];
const RW: [string, string] = ["robots", "wizards"];

describe("Core bases, read to the letter", () => {
  it("The Great Library offers a card to each player with minions here, not to a player with none here (3 players)", () => {
    rules("SCORE-3", "TERM-OTHERS");
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: RW }, { factions: PN }],
      bases: [
        {
          id: "the-great-library",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, counters: 15 },
            { card: "robots:zapbot", owner: 1 },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "pirates:first-mate", owner: 2 }] },
        { id: "the-central-brain" },
        { id: "ninja-dojo" },
      ],
    });
    t.expectPrompt(0, "drawCard").act(0, "yes");
    t.expectPrompt(1, "drawCard").act(1, "yes");
    expect(t.hand(1)).toHaveLength(1);
    expect(t.engine.prompt?.seat === 2 && t.prompt.purpose === "drawCard").toBe(false);
    expect(t.hand(2)).toHaveLength(0);
  });

  it("Rhodes Plaza Mall gives 1 VP per minion each player has here, not per player, not counting other bases", () => {
    rules("SCORE-3");
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: RW }],
      bases: [
        {
          id: "rhodes-plaza-mall",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, counters: 16 },
            { card: "dinosaurs:war-raptor", owner: 0 },
            { card: "robots:zapbot", owner: 1 },
          ],
        },
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:zapbot", owner: 1 },
            { card: "dinosaurs:war-raptor", owner: 0 },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([2, 1]);
  });

  it("Cave of Shinies: the destroyed minion's owner gains the VP, not its controller", () => {
    rules("TERM-OWNER", "TERM-CONTROL");
    const t = table({
      players: [
        { factions: DA, hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] },
        { factions: PN },
      ],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "held" },
          ],
        },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "ns");
    if (t.prompt.purpose !== "main") t.act(0, "held");
    expect(t.where("held")).toBe("discard:1");
    expect([t.vp(0), t.vp(1)]).toEqual([0, 1]);
  });

  it("Factory 436-1337: 1 VP for every full 5 power (27 power: 5), beside the place's VP", () => {
    rules("SCORE-3");
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: PN }],
      bases: [
        {
          id: "factory-436-1337",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, counters: 16 },
            { card: "dinosaurs:armor-stego", owner: 0, counters: 1 },
          ],
        },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    expect(t.vp(0)).toBe(2 + 5);
  });

  it("School of Wizardry: the winner looks at the top three bases, not four", () => {
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: PN }],
      bases: [
        { id: "school-of-wizardry", minions: [{ card: "dinosaurs:king-rex", owner: 0, counters: 13 }] },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
      baseDeck: ["tar-pits", "ninja-dojo", "the-grey-opal", "tortuga"],
    });
    t.expectPrompt(0, "chooseNextBase");
    expect(t.prompt.options).toHaveLength(3);
    expect(t.offers("tortuga")).toBe(false);
  });

  it("Temple of Goju: each player's highest minion among those they control goes under its owner's deck", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: PN }],
      bases: [
        {
          id: "temple-of-goju",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, counters: 11, as: "rex" },
            { card: "pirates:saucy-wench", owner: 1, controller: 0, as: "held" },
            { card: "aliens:collector", owner: 0, controller: 1, as: "lent" },
          ],
        },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    while (t.engine.prompt && t.prompt.purpose !== "main" && t.prompt.kind !== "main") {
      t.act(t.prompt.seat, `#${t.prompt.options[0]?.id}`);
    }
    expect(t.where("rex")).toBe("deck:0");
    expect(t.where("lent")).toBe("deck:0");
    expect(t.where("held")).toBe("discard:1");
  });

  it("Evans City Cemetery: the old hand is discarded before the five cards are drawn (a short deck draws it back)", () => {
    rules("DECK-1");
    // The winner's deck holds two cards and the discard pile none; the rest is in hand.
    const hand = without(
      everyCard("pirates", "ninjas"),
      "pirates:pirate-king",
      "pirates:first-mate",
      "pirates:first-mate",
    );
    const t = table({
      phase: "score",
      players: [{ factions: DA }, { factions: PN, hand, deck: ["pirates:first-mate", "pirates:first-mate"] }],
      bases: [
        { id: "evans-city-cemetery", minions: [{ card: "pirates:pirate-king", owner: 1, counters: 15 }] },
        { id: "jungle-oasis" },
        { id: "the-central-brain" },
      ],
    });
    while (t.engine.prompt && t.prompt.kind !== "main" && t.prompt.seat === 1) {
      t.act(1, t.offers("pass") ? "pass" : `#${t.prompt.options[0]?.id}`);
    }
    expect(t.hand(1)).toHaveLength(5);
  });
});

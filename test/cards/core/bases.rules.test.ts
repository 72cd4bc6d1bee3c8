// Core bases, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "each player with minions here" with a third player who has none there,
// "for each of their minions here" with two minions of one player and minions on other bases.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

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
});

// Monster Smash bases, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): "if another player has more power here" with 3 players.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

describe("Monster Smash bases, read to the letter", () => {
  it("Castle Blood compares with each other player, not with the others together (3 players)", () => {
    rules("TERM-OTHERS");
    const t = table({
      players: [
        { factions: ["vampires", "robots"], hand: [{ card: "robots:zapbot", as: "mg" }] },
        { factions: ["aliens", "dinosaurs"] },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [
        {
          id: "castle-blood",
          minions: [
            { card: "robots:microbot-guard", owner: 0 },
            { card: "aliens:collector", owner: 1 },
            { card: "pirates:first-mate", owner: 2 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
        { id: "jungle-oasis" },
      ],
    });
    // 3 for seat 0 with the new one in, 2 and 2 for the others: not asked.
    t.act(0, "mg@castle-blood");
    expect(t.prompt.purpose).not.toBe("useAbility");
    expect(t.g.cards[t.uid("mg")]?.counters).toBe(0);
  });

  it("Golem Schloss: the winner places a counter on each of their minions, on other bases too", () => {
    const t = table({
      phase: "score",
      baseBoxes: ["core", "monster-smash"],
      players: [{ factions: ["dinosaurs", "aliens"] }, { factions: ["pirates", "ninjas"] }],
      bases: [
        { id: "golem-schloss", minions: [{ card: "dinosaurs:king-rex", owner: 0, counters: 15 }] },
        { id: "tar-pits", minions: [{ card: "aliens:collector", owner: 0, as: "away" }] },
        { id: "the-central-brain" },
      ],
    });
    expect(t.g.cards[t.uid("away")]?.counters).toBe(1);
  });

  it("The Hill moves one minion of that player, not all of them (two of theirs on two other bases)", () => {
    rules("START-4");
    const t = table({
      phase: "start",
      baseBoxes: ["core", "monster-smash"],
      players: [{ factions: ["dinosaurs", "aliens"] }, { factions: ["pirates", "ninjas"] }],
      bases: [
        { id: "the-hill" },
        { id: "tar-pits", minions: [{ card: "dinosaurs:war-raptor", owner: 0, as: "one" }] },
        { id: "jungle-oasis", minions: [{ card: "aliens:collector", owner: 0, as: "two" }] },
      ],
    });
    t.expectPrompt(0, "move").act(0, "one");
    expect([t.where("one"), t.where("two")]).toEqual(["base:the-hill", "base:jungle-oasis"]);
  });

  it("The Hill offers the minions that player controls, not those they own (TERM-CONTROL)", () => {
    rules("START-4", "TERM-CONTROL");
    const t = table({
      phase: "start",
      baseBoxes: ["core", "monster-smash"],
      players: [{ factions: ["dinosaurs", "aliens"] }, { factions: ["pirates", "ninjas"] }],
      bases: [
        { id: "the-hill" },
        {
          id: "tar-pits",
          minions: [
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "taken" },
            { card: "dinosaurs:war-raptor", owner: 0, controller: 1, as: "lent" },
            { card: "aliens:collector", owner: 0, as: "mine" },
          ],
        },
        { id: "jungle-oasis" },
      ],
    });
    t.expectPrompt(0, "move");
    expect([t.offers("taken"), t.offers("mine"), t.offers("lent")]).toEqual([true, true, false]);
  });

  it("Crypt: the destroyer's counter goes on a minion they control here, not one they own (TERM-CONTROL)", () => {
    rules("TERM-CONTROL");
    const t = table({
      baseBoxes: ["core", "monster-smash"],
      players: [
        { factions: ["ninjas", "aliens"], hand: [{ card: "ninjas:tiger-assassin", as: "tiger" }] },
        { factions: ["pirates", "dinosaurs"] },
      ],
      bases: [
        {
          id: "crypt",
          minions: [
            { card: "pirates:first-mate", owner: 1, as: "victim" },
            { card: "dinosaurs:war-raptor", owner: 1, controller: 0, as: "taken" },
            { card: "aliens:collector", owner: 0, controller: 1, as: "lent" },
          ],
        },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "tiger@crypt").act(0, "victim");
    expect(t.where("victim")).toBe("discard:1");
    t.expectPrompt(0, "placeCounter");
    expect([t.offers("taken"), t.offers("tiger"), t.offers("lent")]).toEqual([true, true, false]);
  });
});

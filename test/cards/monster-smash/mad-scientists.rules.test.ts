// Mad Scientists, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests
// that catch a wrong reading"): the limit and the limit + 1,
// "after you play", controller different from owner, "your turn" of an action on another's minion.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

const MS: [string, string] = ["mad-scientists", "zombies"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];
const counters = (t: ReturnType<typeof table>, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("Mad Scientists, read to the letter", () => {
  it("Blitzed destroys a minion of power up to the counters removed, not one more", () => {
    const t = table({
      players: [{ factions: MS, hand: [{ card: "mad-scientists:blitzed", as: "bz" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mad-scientists:igor", owner: 0, counters: 2, as: "igor" },
            { card: "aliens:collector", owner: 1, as: "two" },
            { card: "aliens:invader", owner: 1, as: "three" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "bz").act(0, "igor").act(0, "label:2");
    if (t.prompt.purpose === "removeCounters") t.act(0);
    expect(t.offers("two")).toBe(true);
    expect(t.offers("three")).toBe(false);
  });

  it("German Engineering: a counter on a minion its controller plays here, not another player's", () => {
    const t = table({
      active: 1,
      players: [{ factions: MS }, { factions: AD, hand: [{ card: "aliens:collector", as: "col" }] }],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "mad-scientists:german-engineering", owner: 0 }] },
        ...quiet,
      ],
    });
    t.act(1, "col@jungle-oasis");
    if (t.prompt.purpose === "return") t.act(1);
    expect(counters(t, "col")).toBe(0);
  });

  it("Grave Situation saves a minion its controller has here, owned by another player (to its owner's hand)", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      active: 1,
      players: [
        { factions: MS },
        { factions: AD, hand: [{ card: "dinosaurs:natural-selection", as: "ns" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:collector", owner: 1, controller: 0, as: "held" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
          actions: [{ card: "mad-scientists:grave-situation", owner: 0 }],
        },
        ...quiet,
      ],
    });
    t.act(1, "ns");
    expect(t.where("held")).toBe("hand:1");
  });

  it("Uberserum places its counter at the start of its controller's turn, on another player's minion", () => {
    rules("TERM-YOURTURN", "START-1");
    const t = table({
      phase: "start",
      players: [{ factions: MS }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "aliens:invader",
              owner: 1,
              as: "host",
              attached: [{ card: "mad-scientists:uberserum", owner: 0 }],
            },
          ],
        },
        ...quiet,
      ],
    });
    expect(counters(t, "host")).toBe(1);
  });
});

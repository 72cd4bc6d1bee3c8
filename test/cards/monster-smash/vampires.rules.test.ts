// Vampires, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "another player has more power here" with 3 players (each, not together)
// and compared after the play; "each of your minions that has none"; a base's counters that count
// for one player only; the limit and the limit + 1.
import { describe, expect, it } from "vitest";
import { playerPowerOn } from "../../../src/engine/power.ts";
import { rules, table } from "../../harness/table.ts";

const VR: [string, string] = ["vampires", "robots"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const PN: [string, string] = ["pirates", "ninjas"];
const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];
const counters = (t: ReturnType<typeof table>, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("Vampires, read to the letter", () => {
  it("Fledgling Vampire compares with each other player, not with the other players together (3 players)", () => {
    rules("TERM-OTHERS");
    const t = table({
      players: [
        { factions: VR, hand: [{ card: "vampires:fledgling-vampire", as: "fv" }] },
        { factions: AD },
        { factions: PN },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-guard", owner: 0 },
            { card: "aliens:collector", owner: 1 },
            { card: "pirates:first-mate", owner: 2 },
          ],
        },
        ...quiet,
        { id: "ninja-dojo" },
      ],
    });
    // 3 for seat 0 once it is in; 2 and 2 for the others: nobody has more.
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(0);
  });

  it("Fledgling Vampire compares after its play: a tie with it in gives no counter, being behind does", () => {
    const tied = table({
      players: [{ factions: VR, hand: [{ card: "vampires:fledgling-vampire", as: "fv" }] }, { factions: AD }],
      bases: [{ id: "jungle-oasis", minions: [{ card: "aliens:collector", owner: 1 }] }, ...quiet],
    });
    tied.act(0, "fv@jungle-oasis");
    expect(counters(tied, "fv")).toBe(0);
    const behind = table({
      players: [{ factions: VR, hand: [{ card: "vampires:fledgling-vampire", as: "fv" }] }, { factions: AD }],
      bases: [{ id: "jungle-oasis", minions: [{ card: "aliens:invader", owner: 1 }] }, ...quiet],
    });
    behind.act(0, "fv@jungle-oasis");
    expect(counters(behind, "fv")).toBe(1);
  });

  it("Mad Monster Party places a counter only on the minions of yours that have none", () => {
    const t = table({
      players: [
        { factions: VR, hand: [{ card: "vampires:mad-monster-party", as: "mmp" }] },
        { factions: AD },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampires:heavy-drinker", owner: 0, counters: 2, as: "fed" },
            { card: "vampires:heavy-drinker", owner: 0, as: "bare" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "mmp");
    expect([counters(t, "fed"), counters(t, "bare")]).toEqual([2, 1]);
  });

  it("Summon Wolves' counters add to its controller's total only", () => {
    rules("COUNTER-4");
    const t = table({
      players: [{ factions: VR }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampires:heavy-drinker", owner: 0 },
            { card: "aliens:invader", owner: 1 },
          ],
          actions: [{ card: "vampires:summon-wolves", owner: 0, counters: 3 }],
        },
        ...quiet,
      ],
    });
    const base = t.base("jungle-oasis");
    expect([playerPowerOn(t.g, 0, base), playerPowerOn(t.g, 1, base)]).toEqual([6, 3]);
  });

  it("Dinner Date destroys power 2 on the minion's base, not power 3", () => {
    const t = table({
      players: [{ factions: VR, hand: [{ card: "vampires:dinner-date", as: "dd" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampires:heavy-drinker", owner: 0, as: "mine" },
            { card: "aliens:collector", owner: 1, as: "two" },
            { card: "aliens:invader", owner: 1, as: "three" },
          ],
        },
        ...quiet,
      ],
    });
    // The only target of power 2 or less is taken without a prompt.
    t.act(0, "dd");
    expect(t.where("two")).toBe("discard:1");
    expect(t.where("three")).toBe("base:jungle-oasis");
  });
});

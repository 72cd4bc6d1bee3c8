// Werewolves, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): "power 4 or more" at exactly 4; "more power than each other player" with
// 3 players.
import { describe, expect, it } from "vitest";
import { breakpoint } from "../../../src/engine/power.ts";
import { rules, table } from "../../harness/table.ts";

const WZ: [string, string] = ["werewolves", "zombies"];
const AD: [string, string] = ["aliens", "dinosaurs"];
const PN: [string, string] = ["pirates", "ninjas"];
const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];

describe("Werewolves, read to the letter", () => {
  it("Frenzy: a minion of power exactly 4 gains +1, one of power 3 doesn't", () => {
    const t = table({
      players: [{ factions: WZ, hand: [{ card: "werewolves:frenzy", as: "fz" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "werewolves:loup-garou", owner: 0, as: "four" },
            { card: "werewolves:teenage-wolf", owner: 0, as: "three" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "fz");
    expect([t.power("four"), t.power("three")]).toEqual([5, 3]);
  });

  it("Marking Territory: ahead of each other player is enough, even behind them together (3 players)", () => {
    rules("TERM-OTHERS", "START-1");
    const t = table({
      phase: "start",
      players: [{ factions: WZ }, { factions: AD }, { factions: PN }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "werewolves:teenage-wolf", owner: 0 },
            { card: "aliens:collector", owner: 1 },
            { card: "pirates:first-mate", owner: 2 },
          ],
          actions: [{ card: "werewolves:marking-territory", owner: 0 }],
        },
        ...quiet,
        { id: "ninja-dojo" },
      ],
    });
    expect(breakpoint(t.g, t.base("jungle-oasis"))).toBe(0);
  });
});

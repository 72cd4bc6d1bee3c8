// The scenario format expresses every state a card can leave behind (docs/scenarios.md): lasting
// power and breakpoint changes, Mark of Sleep, extras already granted, once-per-turn uses, minions
// played earlier in the turn, and cards in play with their own state (a used once-per-turn ability,
// an Infiltrate whose right has ended). Each is checked through what the game then allows.

import { describe, expect, it } from "vitest";
import { buildTable, runScenario } from "../../src/drivers/scenario.ts";
import { breakpoint, minionsPlayedThisTurn } from "../../src/engine/api.ts";
import { table } from "../harness/table.ts";

const players = [
  {
    factions: ["wizards", "dinosaurs"] as [string, string],
    hand: [
      { card: "dinosaurs:war-raptor", as: "raptor" },
      { card: "wizards:mystic-studies", as: "ms" },
      { card: "wizards:summon", as: "summon" },
    ],
  },
  { factions: ["robots", "tricksters"] as [string, string] },
  { factions: ["ninjas", "zombies"] as [string, string] },
];
const bases = [
  {
    id: "jungle-oasis",
    as: "oasis",
    minions: [
      { card: "wizards:archmage", owner: 0, as: "arch" },
      { card: "robots:zapbot", owner: 1, as: "zap" },
    ],
  },
  { id: "the-grey-opal", as: "opal" },
  { id: "ninja-dojo" },
  { id: "tar-pits" },
];

describe("scenario state", () => {
  it("lasting power and breakpoint changes apply and expire like played ones", () => {
    const t = table({
      players,
      bases,
      lasting: [
        { power: "zap", amount: 3 },
        { power: "arch", amount: -2, until: { startOfTurn: 0 } },
        { breakpoint: "oasis", amount: -4 },
      ],
    });
    expect(t.power("zap")).toBe(5);
    expect(t.power("arch")).toBe(2);
    expect(breakpoint(t.g, t.base("oasis"))).toBe(8);
    t.act(0, "end");
    // The end of seat 0's turn ends the first and third; the second lasts until seat 0's next turn.
    expect(t.power("zap")).toBe(2);
    expect(t.power("arch")).toBe(2);
    expect(breakpoint(t.g, t.base("oasis"))).toBe(12);
  });

  it("Mark of Sleep: started (this turn) or pending (the player's next turn)", () => {
    const now = table({ players, bases, lasting: [{ noActions: 0, started: true }] });
    expect(now.offers("ms")).toBe(false);
    expect(now.offers("raptor@opal")).toBe(true);
    const next = table({ players, bases, lasting: [{ noActions: 0 }] });
    expect(next.offers("ms")).toBe(true);
  });

  it("extras already granted, restricted to a base, and a used once-per-turn ability", () => {
    // The free plays are spent; a Zapbot-like extra on The Grey Opal is left, the Archmage's used.
    const spec = {
      players,
      bases: [
        { id: "jungle-oasis", minions: [{ card: "wizards:archmage", owner: 0, as: "arch", used: true }] },
        ...bases.slice(1),
      ],
      turn: {
        freeMinion: 0,
        freeAction: 0,
        extras: [{ kind: "minion" as const, maxPower: 4, base: "opal", source: "robots:zapbot" }],
      },
    };
    const t = table(spec);
    expect(t.offers("raptor@opal")).toBe(true);
    expect(t.offers("raptor@oasis")).toBe(false);
    expect(t.offers("ms")).toBe(false);
    // Not used: the Archmage's extra action is there.
    const fresh = table({ ...spec, bases });
    expect(fresh.offers("ms")).toBe(true);
  });

  it("minions played earlier this turn by any player, and once-per-turn keys", () => {
    const t = buildTable({
      players,
      bases,
      turn: {
        minionsPlayed: 1,
        playedMinions: [{ card: "zap", seat: 1 }],
        usedOnce: ["zombies:tenacious-z"],
      },
    });
    expect(minionsPlayedThisTurn(t.g, 1)).toBe(1);
    expect(minionsPlayedThisTurn(t.g, 2)).toBe(0);
    expect(t.g.turn.usedOnce).toEqual(["zombies:tenacious-z"]);
  });

  it("refuses state it can't place", () => {
    const bad = (more: Record<string, unknown>) =>
      runScenario({ players, bases, ...more }).failures.join("\n");
    expect(bad({ lasting: [{ power: "nobody", amount: 1 }] })).toContain('unknown card alias "nobody"');
    expect(bad({ lasting: [{ power: "raptor", amount: 1 }] })).toContain("not a minion in play");
    expect(bad({ lasting: [{ breakpoint: "mushroom-kingdom", amount: 1 }] })).toContain("is not in play");
    expect(bad({ lasting: [{ noActions: 7 }] })).toContain("seat out of range");
    expect(bad({ turn: { extras: [{ kind: "minion", source: "x", base: "nowhere" }] } })).toContain(
      "not in play",
    );
  });
});

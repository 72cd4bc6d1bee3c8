// Breakpoints that move (CS-7): one computation (power.ts) for the starting breakpoint, the
// modifiers of cards, bases and markers, lasting changes and "the breakpoint is N" overrides, read
// by eligibility, views and cards alike. The bases and cards are the test kit's (test/kits/board.ts).

import "../kits/board.ts";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  addBaseMarkers,
  baseMarkers,
  breakpoint,
  isEligibleToScore,
  printedBreakpoint,
  removeBaseMarkers,
  startingBreakpoint,
} from "../../src/engine/api.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

type F = [string, string];
const KIT: F = ["boardkit", "aliens"];
const P1: F = ["pirates", "ninjas"];
const P2: F = ["dinosaurs", "zombies"];
type Bases = Scenario["bases"];

/** A plain power-2 minion of each seat's factions: the kit's Pawn, Ninja Acolyte, Walker. */
const PLAIN = ["boardkit:pawn", "ninjas:ninja-acolyte", "zombies:walker"];
const pawn = (owner: number, as?: string, counters = 0) => ({
  card: PLAIN[owner] as string,
  owner,
  as,
  counters,
});

describe("markers that are not +1 power counters (COUNTER-9)", () => {
  const hut = (markers: number, minions = [pawn(0, "p")]) =>
    table({
      players: [{ factions: KIT, hand: [{ card: "boardkit:tale", as: "tale" }] }, { factions: P1 }],
      bases: [
        { id: "kit-hut", as: "hut", markers: markers > 0 ? { story: markers } : undefined, minions },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
    });

  it("lower the breakpoint through the base's own ability, and nothing else", () => {
    rules("COUNTER-9", "SCORE-2");
    const t = hut(2, [pawn(0, "p", 1)]);
    const b = t.base("hut");
    expect(breakpoint(t.g, b)).toBe(20);
    expect(printedBreakpoint(t.g, b)).toBe(24);
    // They are not power: the minion's counter counts, the markers don't.
    expect(t.power("p")).toBe(3);
    expect(publicView(t.g, null).bases[0]?.total).toBe(3);
    expect(t.g.cards[t.uid("p")]?.counters).toBe(1);
  });

  it("placed by a card, each changes the breakpoint at once; removed, it comes back", () => {
    const t = hut(0);
    const b = t.base("hut");
    t.act(0, "tale");
    expect(baseMarkers(t.g, b, "story")).toBe(1);
    expect(breakpoint(t.g, b)).toBe(22);
    expect(addBaseMarkers(t.g, b, "story", 3)).toBe(3);
    expect(breakpoint(t.g, b)).toBe(16);
    expect(removeBaseMarkers(t.g, b, "story", 10)).toBe(4);
    expect(breakpoint(t.g, b)).toBe(24);
    expect(t.g.bases[b]?.markers).toBeUndefined();
    expect(removeBaseMarkers(t.g, b, "story", 1)).toBe(0);
  });

  it("are shown on the base in the public view, with the printed breakpoint next to the current one", () => {
    const t = hut(3);
    const v = publicView(t.g, null).bases[0];
    expect(v?.markers).toEqual({ story: 3 });
    expect([v?.breakpoint, v?.printedBreakpoint]).toEqual([18, 24]);
    expect(publicView(t.g, null).bases[1]?.markers).toBeUndefined();
  });

  it("can't be placed on a base out of play, and leave with the base: its next stay starts with none", () => {
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        { id: "kit-hut", as: "hut", markers: { story: 12 }, minions: [pawn(0, "p")] },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
      baseDeck: ["the-homeworld"],
    });
    // Breakpoint 0 with 12 markers: eligible with 2 power, scored, replaced.
    const b = t.base("hut");
    expect(t.vp(0)).toBe(4);
    expect(t.g.bases[b]?.zone).toBe("discard");
    expect(t.g.bases[b]?.markers).toBeUndefined();
    expect(baseMarkers(t.g, b, "story")).toBe(0);
    expect(addBaseMarkers(t.g, b, "story", 1)).toBe(0);
    expect(t.g.bases[b]?.markers).toBeUndefined();
  });

  it("a marker kept by a base out of play, or a count that isn't one, breaks an invariant", () => {
    const t = hut(1);
    const g = structuredClone(t.g);
    const out = g.baseDeck[0] as number;
    (g.bases[out] as { markers?: Record<string, number> }).markers = { story: 1 };
    expect(checkInvariants(g).join()).toContain("out of play keeps markers");
    const h = structuredClone(t.g);
    (h.bases[t.base("hut")] as { markers?: Record<string, number> }).markers = { story: -1 };
    expect(checkInvariants(h).join()).toContain("-1 story markers");
  });
});

describe("the starting breakpoint (TERM-INITIAL)", () => {
  const paradise = (here: number[], extra: Partial<Scenario> = {}) =>
    table({
      players: [{ factions: KIT }, { factions: P1 }, { factions: P2 }],
      bases: [
        { id: "kit-paradise", as: "par", minions: here.map((s) => pawn(s)) },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
        { id: "the-mothership" },
      ],
      ...extra,
    });

  it("replaces the printed one only while its condition holds: two players of three → 20, all three → 0", () => {
    rules("TERM-INITIAL", "OPEN-2", "SCORE-2");
    expect(breakpoint(paradise([0, 1]).g, paradise([0, 1]).base("par"))).toBe(20);
    const t = paradise([0, 1, 2]);
    expect(startingBreakpoint(t.g, t.base("par"))).toBe(0);
    expect(breakpoint(t.g, t.base("par"))).toBe(0);
    expect(isEligibleToScore(t.g, t.base("par"))).toBe(true);
  });

  it("modifiers apply to the starting breakpoint, not to the printed one", () => {
    const t = paradise([0, 1, 2], { lasting: [{ breakpoint: "par", amount: 5 }] });
    expect(breakpoint(t.g, t.base("par"))).toBe(5);
    const u = paradise([0, 1], { lasting: [{ breakpoint: "par", amount: 5 }] });
    expect(breakpoint(u.g, u.base("par"))).toBe(25);
  });

  it("a base at 0 from the start scores in the scoring phase, then its replacement is back to its own", () => {
    rules("OPEN-13", "SCORE-7");
    const t = paradise([0, 1, 2], { phase: "score", baseDeck: ["the-homeworld"] });
    // Three players with 2 power each: a three-way tie for first, 3 VP each (SCORE-11).
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([3, 3, 3]);
    const home = t.g.basesInPlay[0] as number;
    expect(t.g.bases[home]?.def).toBe("base:the-homeworld");
    expect(breakpoint(t.g, home)).toBe(23);
  });
});

describe("modifiers of cards and bases", () => {
  it("are recomputed at every read: a base counting its minions goes back up when one leaves", () => {
    rules("SCORE-2", "CONFLICT-2");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "aliens:disintegrator", as: "dis" }] }, { factions: P1 }],
      bases: [
        {
          id: "kit-turnip",
          as: "turnip",
          minions: [pawn(0), pawn(0), { card: "ninjas:shinobi", owner: 1, as: "shin" }],
        },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
    });
    expect(breakpoint(t.g, t.base("turnip"))).toBe(27);
    // Disintegrator puts a minion of power 3 or less on the bottom of its owner's deck.
    t.act(0, "dis").act(0, "shin");
    expect(t.where("shin")).toBe("deck:1");
    expect(breakpoint(t.g, t.base("turnip"))).toBe(28);
  });

  it("an action on the base lowers it for each action there, actions on its minions included (CS-Q3)", () => {
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "boardkit:survey", as: "s2" }] }, { factions: P1 }],
      bases: [
        {
          id: "the-homeworld",
          as: "home",
          actions: [{ card: "boardkit:survey", owner: 0 }],
          minions: [{ card: "pirates:buccaneer", owner: 1, attached: [{ card: "ninjas:poison", owner: 1 }] }],
        },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
    });
    // 23 − 3 × 2 actions.
    expect(breakpoint(t.g, t.base("home"))).toBe(17);
    t.act(0, "s2@home");
    // Two Surveys, three actions: 23 − 2 × 9, floored at 0 only at the end.
    expect(breakpoint(t.g, t.base("home"))).toBe(5);
  });

  it("'the breakpoint is N' overrides every modifier, markers and starting breakpoint included (Marking Territory)", () => {
    rules("OPEN-2", "CONFLICT-2");
    const t = table({
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        { id: "kit-hut", as: "hut", markers: { story: 2 }, actions: [{ card: "boardkit:survey", owner: 0 }] },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
      lasting: [
        { breakpoint: "hut", amount: -4 },
        { breakpointSet: "hut", value: 7 },
      ],
    });
    expect(breakpoint(t.g, t.base("hut"))).toBe(7);
    t.act(0, "end");
    // The override and the lasting change end with the turn; the markers and the action stay.
    expect(breakpoint(t.g, t.base("hut"))).toBe(24 - 4 - 3);
  });
});

describe("eligibility reads the moved breakpoint (SCORE-2)", () => {
  const spec = (markers: number): Scenario => ({
    phase: "score",
    players: [{ factions: KIT }, { factions: P1 }],
    bases: [
      {
        id: "kit-hut",
        as: "hut",
        markers: { story: markers },
        minions: [{ card: "boardkit:rook", owner: 0 }, pawn(0), pawn(1)],
      } as Bases[number],
      { id: "jungle-oasis" },
      { id: "tar-pits" },
    ],
    baseDeck: ["the-homeworld"],
  });

  it("7 power reaches a printed 24 lowered to 6 by markers: the base scores", () => {
    const t = table(spec(9));
    expect([t.vp(0), t.vp(1)]).toEqual([4, 2]);
  });

  it("one marker fewer (8 left): it doesn't", () => {
    const t = table(spec(8));
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
    expect(t.g.bases[t.base("hut")]?.zone).toBe("play");
  });

  it("with every breakpoint modifier at 0 and no minion, a base scores for nobody and is replaced", () => {
    rules("OPEN-13");
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        { id: "kit-hut", as: "hut", markers: { story: 12 } },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
      baseDeck: ["the-homeworld"],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
    expect(t.g.bases[t.base("hut")]?.zone).toBe("discard");
  });
});

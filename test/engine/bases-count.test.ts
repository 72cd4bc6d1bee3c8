// The number of bases changes (CS-8, CARD-VOLCANO-BASES): extra bases enter play, a destroyed base
// may be replaced by two, and nothing ties the number of bases to the number of players: scoring
// order, replacements and invariants hold with more bases than players + 1. Cards are the test
// kit's (test/kits/board.ts): Erupt and Quake (Volcanic Uprising), Raze, Kit Chain (Island Chain).

import "../kits/board.ts";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { playExtraBase } from "../../src/engine/api.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { rules, table } from "../harness/table.ts";

type F = [string, string];
const KIT: F = ["boardkit", "dinosaurs"];
const P1: F = ["pirates", "ninjas"];
const defs = (t: ReturnType<typeof table>, list: number[]) => list.map((b) => t.g.bases[b]?.def.slice(5));
const inPlay = (t: ReturnType<typeof table>) => defs(t, t.g.basesInPlay);

const base3: Scenario["bases"] = [{ id: "the-homeworld" }, { id: "jungle-oasis" }, { id: "tar-pits" }];

describe("extra bases", () => {
  it("the top base enters play as an extra base, last, and a later scoring keeps the raised number", () => {
    rules("CARD-VOLCANO-BASES", "SCORE-17", "DECK-7");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "boardkit:erupt", as: "erupt" }] }, { factions: P1 }],
      bases: [
        { id: "the-homeworld" },
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "boardkit:rook", owner: 0 },
            { card: "boardkit:pawn", owner: 0 },
          ],
        },
        { id: "tar-pits" },
      ],
      baseDeck: ["the-mothership", "factory-436-1337"],
    });
    t.act(0, "erupt");
    expect(inPlay(t)).toEqual(["the-homeworld", "jungle-oasis", "tar-pits", "the-mothership"]);
    // Jungle Oasis (12) scores with 12 power; it is replaced by one base: still four.
    t.act(0, "end");
    expect(t.vp(0)).toBe(2);
    expect(inPlay(t)).toEqual(["the-homeworld", "factory-436-1337", "tar-pits", "the-mothership"]);
  });

  it("after a given base; from an empty deck, the base discard is shuffled into a new one; with none, nothing", () => {
    const t = table({ players: [{ factions: KIT }, { factions: P1 }], bases: base3 });
    const g = t.g;
    const home = t.base("the-homeworld");
    // Everything but one base into the base discard.
    const deck = g.baseDeck.splice(0);
    const [last, ...rest] = deck as [number, ...number[]];
    for (const b of rest) {
      (g.bases[b] as { zone: string }).zone = "discard";
      g.baseDiscard.push(b);
    }
    g.baseDeck.push(last);
    expect(playExtraBase(g, home)).toBe(last);
    expect(g.basesInPlay.indexOf(last)).toBe(1);
    const next = playExtraBase(g);
    expect(rest).toContain(next);
    expect(g.basesInPlay.at(-1)).toBe(next);
    // Play every other base: none is left, and asking for one more is not an error.
    while (g.baseDeck.length + g.baseDiscard.length > 0) playExtraBase(g);
    expect(playExtraBase(g)).toBeNull();
    expect(g.basesInPlay.length).toBe(g.bases.length);
    expect(checkInvariants(g, null, true)).toEqual([]);
  });

  it("a base that says so plays one after it scores, right after itself; it is checked at once (SCORE-7)", () => {
    rules("SCORE-7", "SCORE-15");
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        {
          id: "kit-chain",
          minions: [
            { card: "boardkit:rook", owner: 0 },
            { card: "boardkit:rook", owner: 0 },
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "boardkit:pawn", owner: 0 },
            { card: "ninjas:ninja-acolyte", owner: 1 },
          ],
        },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
      // Kit Void (breakpoint 0) comes as the extra base, scores for nobody, and is replaced in turn.
      baseDeck: ["kit-void", "the-homeworld", "the-mothership"],
    });
    expect([t.vp(0), t.vp(1)]).toEqual([3, 1]);
    expect(inPlay(t)).toEqual(["the-homeworld", "the-mothership", "jungle-oasis", "tar-pits"]);
    const order = t.g.log.filter((e) => e.k === "baseExtra" || e.k === "baseNew" || e.k === "scoringBase");
    expect(order.map((e) => e.k)).toEqual(["scoringBase", "baseExtra", "baseNew", "scoringBase", "baseNew"]);
  });
});

describe("destroying a base", () => {
  it("replaced by two: actions on it go to their owners' discards, the base to the base discard", () => {
    rules("CARD-VOLCANO-BASES", "TERM-DESTROY", "CONFLICT-11");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "boardkit:quake", as: "quake" }] }, { factions: P1 }],
      bases: [
        { id: "the-homeworld", minions: [{ card: "boardkit:pawn", owner: 0 }] },
        {
          id: "jungle-oasis",
          as: "oasis",
          actions: [{ card: "boardkit:banner", owner: 0, controller: 1, as: "ban" }],
        },
        { id: "tar-pits", minions: [{ card: "ninjas:ninja-acolyte", owner: 1 }] },
      ],
      baseDeck: ["the-mothership", "factory-436-1337"],
    });
    t.act(0, "quake");
    expect(inPlay(t)).toEqual(["the-homeworld", "the-mothership", "factory-436-1337", "tar-pits"]);
    expect(t.where("ban")).toBe("discard:0");
    expect(t.g.bases[t.base("oasis")]?.zone).toBe("discard");
    expect(t.g.baseDiscard).toContain(t.base("oasis"));
  });

  it("only a base without minions is offered by a card that says so", () => {
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "boardkit:quake", as: "quake" }] }, { factions: P1 }],
      bases: [
        { id: "the-homeworld", minions: [{ card: "boardkit:pawn", owner: 0 }] },
        { id: "jungle-oasis", actions: [{ card: "boardkit:banner", owner: 0 }] },
        { id: "tar-pits" },
      ],
    });
    t.act(0, "quake");
    expect(t.prompt.options.map((o) => o.base)).toEqual([t.base("jungle-oasis"), t.base("tar-pits")]);
  });

  it("its minions are discarded, not destroyed: 'destroyed or discarded' abilities react (Igor)", () => {
    rules("TERM-DESTROY", "SCORE-16");
    const t = table({
      players: [
        { factions: ["boardkit", "mad-scientists"], hand: [{ card: "boardkit:raze", as: "raze" }] },
        { factions: ["vampires", "ninjas"] },
      ],
      baseBoxes: ["core"],
      bases: [
        {
          id: "the-homeworld",
          as: "home",
          minions: [
            { card: "mad-scientists:igor", owner: 0, as: "igor" },
            { card: "ninjas:ninja-acolyte", owner: 1, as: "aco" },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "boardkit:pawn", owner: 0, as: "pawn" }] },
        // The Count gets a counter after another player's minion is destroyed: not here.
        { id: "tar-pits", minions: [{ card: "vampires:the-count", owner: 1, as: "count" }] },
      ],
      baseDeck: ["the-mothership"],
    });
    t.act(0, "raze").act(0, "home");
    expect([t.where("igor"), t.where("aco")]).toEqual(["discard:0", "discard:1"]);
    expect(t.g.cards[t.uid("pawn")]?.counters).toBe(1);
    expect(t.g.cards[t.uid("count")]?.counters).toBe(0);
    expect(inPlay(t)).toEqual(["the-mothership", "jungle-oasis", "tar-pits"]);
  });
});

describe("more bases than players + 1", () => {
  const five: Scenario = {
    phase: "score",
    players: [{ factions: KIT }, { factions: P1 }],
    bases: [
      { id: "the-homeworld" },
      {
        id: "jungle-oasis",
        as: "oasis",
        minions: [
          { card: "dinosaurs:king-rex", owner: 0 },
          { card: "boardkit:rook", owner: 0 },
          { card: "boardkit:pawn", owner: 0 },
        ],
      },
      { id: "tar-pits" },
      { id: "the-mothership" },
      {
        id: "the-central-brain",
        as: "brain",
        minions: [
          { card: "ninjas:ninja-master", owner: 1 },
          { card: "pirates:pirate-king", owner: 1 },
          { card: "pirates:buccaneer", owner: 1 },
          { card: "ninjas:tiger-assassin", owner: 1 },
        ],
      },
    ],
    baseDeck: ["factory-436-1337", "the-grey-opal"],
  };

  it("the active player orders the eligible bases; each is replaced in place; five stay five", () => {
    rules("SCORE-4", "SCORE-17", "SETUP-7");
    const t = table(five);
    t.expectPrompt(0, "chooseBaseToScore");
    expect(t.prompt.options.map((o) => o.base)).toEqual([t.base("oasis"), t.base("brain")]);
    t.act(0, "brain");
    // The Central Brain (4 VP to seat 1) then Jungle Oasis (2 VP to seat 0), each replaced in place.
    expect([t.vp(0), t.vp(1)]).toEqual([2, 4]);
    expect(t.g.log.filter((e) => e.k === "scoringBase").map((e) => e.p[0])).toEqual([
      t.base("brain"),
      t.base("oasis"),
    ]);
    expect(inPlay(t)).toEqual([
      "the-homeworld",
      "the-grey-opal",
      "tar-pits",
      "the-mothership",
      "factory-436-1337",
    ]);
  });
});

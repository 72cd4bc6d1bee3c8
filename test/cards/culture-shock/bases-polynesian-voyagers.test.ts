// The three bases of the Polynesian Voyagers (docs/boxes/culture-shock.md §2.5,
// CARD-POLYNESIAN-BASES): Island Chain, Island Peak, Tropical Paradise.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import polyBases from "../../../cards/culture-shock/bases/polynesian-voyagers.ts";
import polynesian from "../../../cards/culture-shock/polynesian-voyagers.ts";
import { decide, runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import { breakpoint, registerBases, registerFaction, startingBreakpoint } from "../../../src/engine/api.ts";
import { createState } from "../../../src/engine/state.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";
import "../../kits/board.ts";

// The box is registered by the lead at the end; until then the tests register what they use.
registerFaction(polynesian);
registerBases(polyBases);

/** The box's clarification scenarios for these cards. They live apart from test/scenarios/*.json,
 * which test/engine/scenarios.test.ts runs with the registered boxes only, until the box is. */
function scenarioFiles(): string[] {
  const dir = join(import.meta.dirname, "..", "..", "scenarios", "culture-shock", "polynesian-voyagers");
  return readdirSync(dir)
    .filter((f) => f.startsWith("cs-") && f.endsWith(".json"))
    .map((f) => join(dir, f));
}

type F = [string, string];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];

const POLY: F = ["polynesian-voyagers", "ninjas"];
const P1: F = ["aliens", "pirates"];
const P2: F = ["dinosaurs", "robots"];
const BOXES = ["core", "culture-shock"];
const P = (id: string) => `polynesian-voyagers:${id}`;
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const counters = (t: TestTable, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("Polynesian Voyagers bases: the list", () => {
  it("has the three bases with the reference breakpoints, VP, faction and names (CARD-POLYNESIAN-BASES)", () => {
    rules("CARD-POLYNESIAN-BASES");
    expect(polyBases.map((b) => [b.key, b.faction, b.breakpoint, b.vp])).toEqual([
      ["base:island-chain", "polynesian-voyagers", 17, [3, 1, 1]],
      ["base:island-peak", "polynesian-voyagers", 23, [4, 2, 1]],
      ["base:tropical-paradise", "polynesian-voyagers", 20, [3, 2, 1]],
    ]);
    const cat = catalogBox("culture-shock")?.bases.filter((b) => b.faction === "polynesian-voyagers");
    expect(polyBases.map((b) => [b.id, b.name, b.breakpoint, b.vp])).toEqual(
      cat?.map((b) => [b.id, b.name, b.breakpoint, b.vp]),
    );
    for (const b of polyBases) {
      expect(b.box).toBe("culture-shock");
      expect(b.text.en.length, b.id).toBeGreaterThan(0);
      expect(b.text.fr, b.id).not.toBe(b.text.en);
    }
  });
});

describe("Setup with the Polynesian Voyagers", () => {
  it("all three of their bases are in the game's bases (SETUP-5, CARD-POLYNESIAN-BASES)", () => {
    rules("SETUP-5", "CARD-POLYNESIAN-BASES");
    const g = createState({ seed: 7, players: [{ factions: POLY }, { factions: P1 }] });
    const keys = g.bases.map((b) => b.def);
    for (const k of ["base:island-chain", "base:island-peak", "base:tropical-paradise"])
      expect(keys.filter((d) => d === k)).toHaveLength(1);
    // Every base is either in play or in the base deck.
    expect(g.basesInPlay.length + g.baseDeck.length).toBe(g.bases.length);
  });

  it("the clarification scenarios of these cards pass", () => {
    for (const file of scenarioFiles()) {
      const outcome = runScenario(JSON.parse(readFileSync(file, "utf8")));
      expect(outcome.failures, file).toEqual([]);
    }
  });
});

describe("Island Peak", () => {
  const peak = (
    active: number,
    here: Minion[],
    players: Scenario["players"] = [{ factions: POLY }, { factions: P1 }],
  ) =>
    table({
      baseBoxes: BOXES,
      phase: "start",
      active,
      players,
      bases: [
        { id: "island-peak", minions: here },
        { id: "the-grey-opal", minions: [m(P("tiki"), 0, "far")] },
        { id: "jungle-oasis" },
      ],
    });

  it("start of your turn with exactly one minion of yours here: a +1 power counter on it (START-4)", () => {
    rules("START-4", "START-1", "COUNTER-1");
    const t = peak(0, [m(P("tiki"), 0, "lone"), m("aliens:invader", 1, "inv")]);
    expect(counters(t, "lone")).toBe(1);
    expect(t.power("lone")).toBe(4);
    // Not the other player's minion, not yours elsewhere.
    expect(counters(t, "inv")).toBe(0);
    expect(counters(t, "far")).toBe(0);
  });

  it("two of your minions here: nothing", () => {
    const t = peak(0, [m(P("tiki"), 0, "a"), m(P("moai"), 0, "b")]);
    expect([counters(t, "a"), counters(t, "b")]).toEqual([0, 0]);
  });

  it("two of your minions here: it doesn't trigger at all, nothing to order beside a Shark Tattoo", () => {
    rules("ORDER-5");
    const t = table({
      baseBoxes: BOXES,
      phase: "start",
      players: [{ factions: POLY }, { factions: P1 }],
      bases: [
        { id: "island-peak", minions: [m(P("tiki"), 0, "a"), m(P("moai"), 0, "b")] },
        {
          id: "the-grey-opal",
          minions: [m(P("tiki"), 0, "far", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] })],
        },
        { id: "jungle-oasis" },
      ],
    });
    expect(t.prompt.purpose).toBe("main");
    expect([counters(t, "a"), counters(t, "b"), counters(t, "far")]).toEqual([0, 0, 1]);
  });

  it("only at the start of your turn: not after you play a card", () => {
    rules("START-4");
    const t = table({
      baseBoxes: BOXES,
      players: [{ factions: POLY, hand: [{ card: P("wayfinder"), as: "way" }] }, { factions: P1 }],
      bases: [
        { id: "island-peak", minions: [m(P("tiki"), 0, "lone")] },
        { id: "the-grey-opal" },
        { id: "jungle-oasis" },
      ],
    });
    t.act(0, "way@jungle-oasis");
    expect(counters(t, "lone")).toBe(0);
  });

  it("another player's turn: the counter is theirs, on their only minion here (3 players)", () => {
    const t = peak(
      2,
      [m(P("tiki"), 0, "mine"), m("dinosaurs:war-raptor", 2, "raptor"), m("aliens:invader", 1, "inv")],
      [{ factions: POLY }, { factions: P1 }, { factions: P2 }],
    );
    expect(counters(t, "mine")).toBe(0);
    expect(counters(t, "inv")).toBe(0);
    expect(counters(t, "raptor")).toBe(1);
  });

  it("a minion you control but do not own is yours: it gets the counter", () => {
    const t = peak(0, [
      m("aliens:invader", 1, "taken", { controller: 0 }),
      m(P("tiki"), 0, "given", { controller: 1 }),
    ]);
    expect(counters(t, "taken")).toBe(1);
    expect(counters(t, "given")).toBe(0);
  });

  it("reads the base again when it resolves: The Hill took that minion away first (ORDER-2)", () => {
    const t = table({
      baseBoxes: ["core", "culture-shock", "monster-smash"],
      phase: "start",
      players: [{ factions: POLY }, { factions: P1 }],
      bases: [
        { id: "island-peak", minions: [m(P("tiki"), 0, "lone")] },
        { id: "the-hill" },
        { id: "jungle-oasis" },
      ],
    });
    t.expectPrompt(0, "orderTriggers");
    t.act(0, "the-hill").act(0, "lone");
    expect(t.where("lone")).toBe("base:the-hill");
    expect(counters(t, "lone")).toBe(0);
  });

  it("no minion of yours here: nothing", () => {
    const t = peak(0, [m("aliens:invader", 1, "inv")]);
    expect(counters(t, "inv")).toBe(0);
    expect(counters(t, "far")).toBe(0);
  });
});

describe("Tropical Paradise", () => {
  const paradise = (here: Minion[], players: Scenario["players"], more: Partial<Scenario> = {}) =>
    table({
      baseBoxes: BOXES,
      players,
      bases: [
        { id: "tropical-paradise", minions: here },
        { id: "the-grey-opal" },
        { id: "jungle-oasis" },
        { id: "the-great-library" },
      ],
      ...more,
    });
  const TWO: Scenario["players"] = [{ factions: POLY }, { factions: P1 }];
  const THREE: Scenario["players"] = [{ factions: POLY }, { factions: P1 }, { factions: P2 }];

  it("2 players, both with a minion here: breakpoint 0, scored at once (TERM-INITIAL)", () => {
    rules("TERM-INITIAL", "SCORE-2");
    const t = paradise([m(P("tiki"), 0, "tiki"), m("aliens:invader", 1, "inv")], TWO, { phase: "score" });
    // Tiki 3 vs Invader 3: tied winners take 3 each.
    expect([t.vp(0), t.vp(1)]).toEqual([3, 3]);
  });

  it("3 players, two of them here: the printed 20", () => {
    const t = paradise([m(P("tiki"), 0, "tiki"), m("aliens:invader", 1, "inv")], THREE);
    expect(breakpoint(t.g, t.base("tropical-paradise"))).toBe(20);
  });

  it("3 players, all here: 0; a player's last minion leaves → 20 again", () => {
    const t = paradise(
      [m(P("wayfinder"), 0, "way"), m("aliens:invader", 1, "inv"), m("dinosaurs:war-raptor", 2, "raptor")],
      THREE,
    );
    const base = t.base("tropical-paradise");
    expect(breakpoint(t.g, base)).toBe(0);
    t.act(0, "way").act(0, "jungle-oasis");
    expect(breakpoint(t.g, base)).toBe(20);
  });

  it("a conceded player no longer counts: the others all here → 0", () => {
    const t = paradise([m(P("tiki"), 0, "tiki"), m("aliens:invader", 1, "inv")], THREE);
    expect(breakpoint(t.g, t.base("tropical-paradise"))).toBe(20);
    decide(t.t, { seat: 2, leave: true });
    expect(breakpoint(t.g, t.base("tropical-paradise"))).toBe(0);
  });

  it("other modifiers still apply on top of the starting 0; the breakpoint never goes below 0", () => {
    const t = paradise([m(P("tiki"), 0, "tiki"), m("aliens:invader", 1, "inv")], TWO, {
      lasting: [{ breakpoint: "tropical-paradise", amount: 5 }],
    });
    expect(startingBreakpoint(t.g, t.base("tropical-paradise"))).toBe(0);
    expect(breakpoint(t.g, t.base("tropical-paradise"))).toBe(5);
  });

  it("only this base: another base keeps its printed breakpoint", () => {
    const t = paradise([m(P("tiki"), 0, "tiki"), m("aliens:invader", 1, "inv")], TWO);
    expect(breakpoint(t.g, t.base("jungle-oasis"))).toBe(12);
  });
});

describe("Island Chain", () => {
  const chain = (actions: { card: string; owner: number; as: string }[] = []) =>
    table({
      baseBoxes: BOXES,
      phase: "score",
      players: [{ factions: POLY }, { factions: P1 }],
      bases: [
        {
          id: "island-chain",
          actions,
          minions: [
            m(P("maui"), 0, "maui"),
            m(P("wayfinder"), 0, "way"),
            m("aliens:invader", 1, "inv"),
            m("aliens:invader", 1, "i2"),
            m("aliens:collector", 1, "col"),
          ],
        },
        { id: "the-grey-opal" },
        { id: "jungle-oasis" },
      ],
      baseDeck: ["tar-pits", "ninja-dojo", "the-homeworld"],
    });
  const defs = (t: TestTable) => t.g.basesInPlay.map((b) => t.g.bases[b]?.def);

  it("after scoring: the old top card comes in as an extra base, then the replacement (CARD-VOLCANO-BASES)", () => {
    rules("CARD-VOLCANO-BASES", "TERM-AFTER-SCORING", "SCORE-17");
    const t = chain();
    // Maui 5 + Wayfinder 4 = 9 against 3 + 3 + 2 = 8: 3 VP and 1 VP.
    expect([t.vp(0), t.vp(1)]).toEqual([3, 1]);
    expect(defs(t)).toEqual(["base:ninja-dojo", "base:tar-pits", "base:the-grey-opal", "base:jungle-oasis"]);
  });

  it("its ability cancelled (Jammed Signal): no extra base", () => {
    const t = chain([{ card: "aliens:jammed-signal", owner: 1, as: "jam" }]);
    expect(defs(t)).toEqual(["base:tar-pits", "base:the-grey-opal", "base:jungle-oasis"]);
  });
});

describe("Island Chain and another next-base rule (CARD-ARCHIPEL-VOLCANIQUE)", () => {
  // The board kit's Signs in the Stars lends the face-up top base (School of Wizardry) to Island
  // Chain: two rules decide what comes after it, the active player picks one.
  const alternatives = () =>
    table({
      baseBoxes: BOXES,
      phase: "score",
      players: [{ factions: POLY }, { factions: ["boardkit", "aliens"] }],
      bases: [
        {
          id: "island-chain",
          actions: [{ card: "boardkit:signs", owner: 1, as: "signs" }],
          minions: [
            m(P("maui"), 0, "maui", { counters: 2 }),
            m(P("wayfinder"), 0, "way"),
            m(P("wayfinder"), 0, "way2"),
            m("aliens:invader", 1, "inv"),
          ],
        },
        { id: "the-grey-opal" },
        { id: "jungle-oasis" },
      ],
      baseDeck: ["school-of-wizardry", "tar-pits", "ninja-dojo", "the-homeworld"],
    });
  const defs = (t: TestTable) => t.g.basesInPlay.map((b) => t.g.bases[b]?.def);

  it("School's rule picked: no extra base; the winner picks the replacement among the top three", () => {
    rules("CARD-ARCHIPEL-VOLCANIQUE");
    const t = alternatives();
    t.expectPrompt(0, "chooseNextBaseRule");
    expect(t.offers("label:base:island-chain")).toBe(true);
    t.act(0, "label:base:school-of-wizardry").expectPrompt(0, "chooseNextBase");
    expect(t.prompt.options).toHaveLength(3);
    t.act(0, "ninja-dojo");
    while (t.prompt.purpose === "orderBaseDeck") t.act(0, "tar-pits");
    expect(defs(t)).toEqual(["base:ninja-dojo", "base:the-grey-opal", "base:jungle-oasis"]);
  });

  it("Island Chain's rule picked: the face-up top comes in as an extra base, then the replacement", () => {
    const t = alternatives();
    t.act(0, "label:base:island-chain");
    expect(defs(t)).toEqual([
      "base:tar-pits",
      "base:school-of-wizardry",
      "base:the-grey-opal",
      "base:jungle-oasis",
    ]);
  });
});

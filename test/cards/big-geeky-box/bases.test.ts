import { describe, expect, it } from "vitest";
import bgbBases from "../../../cards/big-geeky-box/bases.ts";
import { registerBases } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

registerBases(bgbBases);

type F = [string, string];
const BGB = ["big-geeky-box"];
const DINO_NINJA: F = ["dinosaurs", "ninjas"];
const ALIEN_ROBOT: F = ["aliens", "robots"];
const ZOMBIE_WIZARD: F = ["zombies", "wizards"];

describe("Bigger Geekier Box bases: the list", () => {
  it("has the 4 bases with the reference breakpoints, VP, factions and names", () => {
    expect(bgbBases.map((b) => [b.id, b.faction, b.breakpoint, b.vp])).toEqual([
      ["tabletop", "geeks", 20, [4, 2, 1]],
      ["the-con", "geeks", 24, [5, 3, 2]],
      ["locker-room", "smash-up-all-stars", 23, [3, 2, 2]],
      ["stadium", "smash-up-all-stars", 17, [3, 2, 1]],
    ]);
    for (const b of bgbBases) {
      expect(b.key).toBe(`base:${b.id}`);
      expect(b.box).toBe("big-geeky-box");
      // No French name is known for these bases: they keep their English name.
      expect(b.name.fr).toBe(b.name.en);
      expect(b.text.en.length, b.id).toBeGreaterThan(0);
      expect(b.text.fr.length, b.id).toBeGreaterThan(0);
    }
  });
});

describe("TableTop", () => {
  const deck = [
    { card: "ninjas:shinobi", as: "d1" },
    { card: "ninjas:smoke-bomb", as: "d2" },
    { card: "ninjas:disguise", as: "d3" },
    { card: "ninjas:way-of-deception", as: "d4" },
  ];
  const tabletop = (opts: { tie?: boolean; infiltrate?: boolean } = {}) =>
    table({
      baseBoxes: BGB,
      phase: "score",
      players: [
        { factions: DINO_NINJA, hand: [{ card: "ninjas:poison", as: "poison" }], deck },
        {
          factions: ALIEN_ROBOT,
          hand: [{ card: "aliens:probe", as: "probe" }],
          deck: [
            { card: "aliens:invasion", as: "e1" },
            { card: "aliens:abduction", as: "e2" },
            { card: "aliens:beam-up", as: "e3" },
          ],
        },
        { factions: ZOMBIE_WIZARD },
      ],
      bases: [
        {
          id: "tabletop",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "dinosaurs:laseratops", owner: 0 },
            { card: "aliens:invader", owner: 1 },
            // 11 for seat 0; seat 1 has 3 + (tie ? 8 : 4); seat 2 has 2.
            { card: opts.tie ? "aliens:supreme-overlord" : "robots:warbot", owner: 1 },
            ...(opts.tie ? [{ card: "robots:hoverbot", owner: 1 }] : []),
            { card: "zombies:walker", owner: 2 },
          ],
          actions: opts.infiltrate ? [{ card: "ninjas:infiltrate", owner: 0 }] : [],
        },
        { id: "the-con" },
        { id: "locker-room" },
        { id: "stadium" },
      ],
    });

  it("after it scores, the winner draws three cards, then discards two of their choice (BGB-Q7, SCORE-15)", () => {
    rules("SCORE-15", "TERM-DISCARD");
    const t = tabletop();
    expect(t.vp(0)).toBe(4);
    t.expectPrompt(0, "discardFromHand");
    // The whole hand, the three drawn cards with the one held: exactly two must go.
    expect(t.prompt.options).toHaveLength(4);
    expect([t.prompt.min, t.prompt.max]).toEqual([2, 2]);
    expect(t.where("d3")).toBe("hand:0");
    expect(t.where("d4")).toBe("deck:0");
    t.act(0, "poison", "d2");
    expect(t.where("poison")).toBe("discard:0");
    expect(t.where("d2")).toBe("discard:0");
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("d3")).toBe("hand:0");
    // Only the winner: the runner-up and the third drew nothing.
    expect(t.where("e1")).toBe("deck:1");
    expect(t.where("probe")).toBe("hand:1");
    expect(t.vp(1)).toBe(2);
    expect(t.vp(2)).toBe(1);
  });

  it("every tied winner draws and discards, in priority order from the active player (SCORE-13)", () => {
    rules("SCORE-13");
    const t = tabletop({ tie: true });
    expect([t.vp(0), t.vp(1)]).toEqual([4, 4]);
    t.expectPrompt(0, "discardFromHand");
    t.act(0, "d1", "d2");
    t.expectPrompt(1, "discardFromHand");
    expect(t.prompt.options).toHaveLength(4);
    t.act(1, "probe", "e3");
    expect(t.where("e1")).toBe("hand:1");
    expect(t.where("e2")).toBe("hand:1");
    expect(t.where("e3")).toBe("discard:1");
    expect(t.where("probe")).toBe("discard:1");
    expect(t.where("d3")).toBe("hand:0");
  });

  it("a winner allowed to ignore it (Infiltrate) is asked, and ignoring it draws and discards nothing", () => {
    const t = tabletop({ infiltrate: true });
    t.expectPrompt(0, "ignoreBase");
    t.act(0, "yes");
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("d3")).toBe("deck:0");
    expect(t.where("poison")).toBe("hand:0");
    const u = tabletop({ infiltrate: true });
    u.act(0, "no").expectPrompt(0, "discardFromHand");
  });
});

describe("The Con", () => {
  const con = (hand: string) =>
    table({
      baseBoxes: BGB,
      players: [{ factions: DINO_NINJA, hand: [{ card: hand, as: "played" }] }, { factions: ALIEN_ROBOT }],
      bases: [
        {
          id: "the-con",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "raptor" },
            // Owned by seat 0, controlled by seat 1: still a Dinosaur here.
            { card: "dinosaurs:laseratops", owner: 0, controller: 1, as: "lent" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "acolyte" },
            { card: "robots:zapbot", owner: 1, as: "zap" },
          ],
        },
        { id: "stadium", minions: [{ card: "dinosaurs:war-raptor", owner: 0, as: "far" }] },
        { id: "locker-room" },
      ],
    });

  it("after a minion is played here, every other minion here of its faction, whoever controls it, gets +1 until the end of the turn", () => {
    rules("ORDER-1", "TERM-DURATION", "SETUP-2");
    const t = con("dinosaurs:king-rex");
    t.act(0, "played@the-con");
    expect(t.power("raptor")).toBe(4);
    expect(t.power("lent")).toBe(5);
    // Not the played minion, not another faction, not a Dinosaur on another base.
    expect(t.power("played")).toBe(7);
    expect(t.power("acolyte")).toBe(2);
    expect(t.power("zap")).toBe(2);
    expect(t.power("far")).toBe(3);
    t.act(0, "end");
    expect(t.g.turn.active).toBe(1);
    expect(t.power("raptor")).toBe(3);
    expect(t.power("lent")).toBe(4);
  });

  it("the faction is the played minion's: a Ninja raises only the Ninjas, after its own ability resolved", () => {
    const t = con("ninjas:tiger-assassin");
    t.act(0, "played@the-con").expectPrompt(0, "destroy");
    // Its ability resolves first (ORDER-1 step 1): the bonus has not been given yet.
    expect(t.power("acolyte")).toBe(2);
    t.act(0);
    expect(t.power("acolyte")).toBe(3);
    expect(t.power("raptor")).toBe(3);
    expect(t.power("lent")).toBe(4);
  });

  it("only a play counts: a minion destroyed here or an action played here gives nothing", () => {
    const t = con("ninjas:seeing-stars");
    t.act(0, "played").act(0, "zap");
    expect(t.where("zap")).toBe("discard:1");
    expect(t.power("raptor")).toBe(3);
    expect(t.power("acolyte")).toBe(2);
    const u = con("ninjas:infiltrate");
    u.act(0, "played@the-con");
    expect(u.where("played")).toBe("base:the-con");
    expect(u.power("acolyte")).toBe(2);
  });

  it("a minion played on another base gives nothing here", () => {
    const t = con("dinosaurs:king-rex");
    t.act(0, "played@stadium");
    expect(t.power("raptor")).toBe(3);
    expect(t.power("far")).toBe(3);
  });
});

describe("Locker Room", () => {
  const locker = (mine: number, opts: { active?: number; hill?: boolean; hand?: boolean } = {}) =>
    table({
      baseBoxes: [...BGB, "monster-smash"],
      phase: "start",
      active: opts.active ?? 0,
      players: [
        { factions: DINO_NINJA, hand: opts.hand ? [{ card: "ninjas:tiger-assassin", as: "tiger" }] : [] },
        { factions: ALIEN_ROBOT },
        { factions: ZOMBIE_WIZARD },
      ],
      bases: [
        {
          id: "locker-room",
          minions: [
            ...["dinosaurs:king-rex", "dinosaurs:laseratops", "ninjas:shinobi"]
              .slice(0, mine)
              .map((c, i) => ({ card: c, owner: 0, as: `m${i}` })),
            { card: "zombies:walker", owner: 2, as: "walker" },
          ],
        },
        opts.hill ? { id: "the-hill" } : { id: "stadium" },
        { id: "the-con", minions: [{ card: "aliens:invader", owner: 1 }] },
        { id: "tabletop" },
      ],
    });

  it("at the start of your turn, with one minion here, you draw exactly one card (START-1)", () => {
    rules("START-1", "START-4");
    const t = locker(1);
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(1);
    expect(t.hand(1)).toHaveLength(0);
    expect(t.hand(2)).toHaveLength(0);
  });

  it("only at the start of a turn: playing a minion later draws nothing", () => {
    const t = locker(1, { hand: true });
    expect(t.hand(0)).toHaveLength(2);
    t.act(0, "tiger@stadium");
    expect(t.where("tiger")).toBe("base:stadium");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("three minions here still draw one card", () => {
    expect(locker(3).hand(0)).toHaveLength(1);
  });

  it("no minion here: nothing", () => {
    expect(locker(0).hand(0)).toHaveLength(0);
  });

  it("only at the start of your own turn: another player's turn draws nothing for you, nor for them without a minion here", () => {
    const t = locker(1, { active: 1 });
    expect([t.prompt.seat, t.prompt.kind]).toEqual([1, "main"]);
    expect(t.hand(0)).toHaveLength(0);
    expect(t.hand(1)).toHaveLength(0);
    expect(t.hand(2)).toHaveLength(0);
  });

  it("the condition holds as it resolves: a minion moved away first by another start-of-turn effect draws nothing (ORDER-5)", () => {
    rules("ORDER-5", "CONFLICT-4");
    const t = locker(1, { hill: true });
    // Two start-of-turn abilities: the active player orders them.
    t.expectPrompt(0, "orderTriggers");
    t.act(0, "the-hill").expectPrompt(0, "move").act(0, "m0");
    expect(t.where("m0")).toBe("base:the-hill");
    expect(t.hand(0)).toHaveLength(0);
    const u = locker(1, { hill: true });
    u.act(0, "locker-room");
    expect(u.hand(0)).toHaveLength(1);
  });

  it("a player with no minion here is not asked to order it with another start-of-turn effect", () => {
    const t = locker(0, { hill: true });
    // Only The Hill triggers; with nothing to move elsewhere, straight to the main prompt.
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(0);
  });
});

describe("Stadium", () => {
  const stadium = (hand: string, opts: { phase?: "play" | "score" } = {}) =>
    table({
      baseBoxes: BGB,
      phase: opts.phase ?? "play",
      players: [
        { factions: ["ninjas", "pirates"], hand: [{ card: hand, as: "card" }] },
        { factions: ALIEN_ROBOT },
        { factions: ZOMBIE_WIZARD },
      ],
      bases: [
        {
          id: "stadium",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "mate" },
            { card: "robots:zapbot", owner: 1, as: "zap" },
            { card: "robots:microbot-guard", owner: 1, as: "alpha" },
            // Owned by seat 1, controlled by seat 2.
            { card: "aliens:collector", owner: 1, controller: 2, as: "taken" },
            ...(opts.phase === "score"
              ? [
                  { card: "robots:warbot", owner: 1 },
                  { card: "aliens:supreme-overlord", owner: 1 },
                  { card: "robots:nukebot", owner: 1 },
                ]
              : []),
          ],
        },
        { id: "the-con", minions: [{ card: "aliens:scout", owner: 1, as: "away" }] },
        { id: "locker-room" },
        { id: "tabletop" },
      ],
    });

  it("after a minion here is destroyed, its controller draws a card, not its owner nor the destroyer (TERM-CONTROL)", () => {
    rules("TERM-CONTROL", "TERM-DESTROY");
    const t = stadium("ninjas:seeing-stars");
    t.act(0, "card").act(0, "taken");
    expect(t.where("taken")).toBe("discard:1");
    expect(t.hand(2)).toHaveLength(1);
    expect(t.hand(1)).toHaveLength(0);
    expect(t.hand(0)).toHaveLength(0);
  });

  it("your own minion destroyed here draws you a card", () => {
    const t = stadium("ninjas:seeing-stars");
    t.act(0, "card").act(0, "mate");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("one card per minion destroyed: two destroyed at once draw two", () => {
    const t = stadium("pirates:broadside");
    // The only base where seat 0 has a minion is chosen without asking.
    t.act(0, "card").act(0, "player:1");
    expect(t.where("zap")).toBe("discard:1");
    expect(t.where("alpha")).toBe("discard:1");
    expect(t.hand(1)).toHaveLength(2);
  });

  it("a minion destroyed on another base draws nothing", () => {
    const t = stadium("ninjas:seeing-stars");
    t.act(0, "card").act(0, "away");
    expect(t.where("away")).toBe("discard:1");
    expect(t.hand(1)).toHaveLength(0);
  });

  it("minions discarded when it scores are not destroyed: nobody draws (SCORE-16)", () => {
    rules("SCORE-16");
    const t = stadium("ninjas:seeing-stars", { phase: "score" });
    expect(t.vp(1)).toBe(3);
    expect(t.where("zap")).toBe("discard:1");
    expect(t.hand(1)).toHaveLength(0);
    expect(t.hand(2)).toHaveLength(0);
  });
});

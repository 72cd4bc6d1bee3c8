// Giant Ants (docs/boxes/monster-smash.md §2.1): every card's effect, its optional and no-target
// paths, and the edges its text invites (current power, controller ≠ owner, other players' cards).

import { describe, expect, it } from "vitest";
import giantAnts from "../../../cards/monster-smash/giant-ants.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { canTarget, cardCtx } from "../../../src/engine/api.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";

type F = [string, string];
type Card = string | { card: string; as: string };
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];

// Seat 0 plays the Giant Ants (with Aliens); seat 1 Pirates and Ninjas, which destroy and move.
const ANTS: F = ["giant-ants", "aliens"];
const OTHER: F = ["pirates", "ninjas"];
// Bases without an ability that matters in the play phase.
const quiet = [{ id: "the-grey-opal" }, { id: "the-great-library" }];

const counters = (t: TestTable, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const ants = (hand: Card[] = [], more: Partial<Scenario["players"][number]> = {}) => ({
  factions: ANTS,
  hand,
  ...more,
});
const other = (hand: Card[] = [], more: Partial<Scenario["players"][number]> = {}) => ({
  factions: OTHER,
  hand,
  ...more,
});
/** The scoring phase with Jungle Oasis (12) eligible: seat 0 holds `hand`. */
const scoring = (hand: Card[], oasis: Minion[], opal: Minion[] = []) =>
  table({
    phase: "score",
    players: [ants(hand), other()],
    bases: [
      { id: "jungle-oasis", minions: oasis },
      { id: "the-grey-opal", minions: opal },
      { id: "the-great-library" },
    ],
  });
const powerLogs = (t: TestTable, alias: string) =>
  t.g.log.filter((e) => e.k === "power" && e.p[0] === t.uid(alias)).length;

describe("Giant Ants: the list", () => {
  it("has the 20 cards of the reference: 10 minions of total power 13, 10 actions", () => {
    rules("COMP-1");
    expect(giantAnts.cards.map((c) => [c.key, c.type, c.power, c.count])).toEqual([
      ["giant-ants:killer-queen", "minion", 4, 1],
      ["giant-ants:drone", "minion", 3, 2],
      ["giant-ants:soldier", "minion", 1, 3],
      ["giant-ants:worker", "minion", 0, 4],
      ["giant-ants:a-kind-of-magic", "action", 0, 1],
      ["giant-ants:gimme-the-prize", "action", 0, 2],
      ["giant-ants:headlong", "action", 0, 1],
      ["giant-ants:the-show-must-go-on", "action", 0, 1],
      ["giant-ants:under-pressure", "action", 0, 1],
      ["giant-ants:we-are-the-champions", "action", 0, 1],
      ["giant-ants:we-will-rock-you", "action", 0, 2],
      ["giant-ants:who-wants-to-live-forever", "action", 0, 1],
    ]);
    expect(giantAnts.name).toEqual({ en: "Giant Ants", fr: "Fourmis géantes" });
  });
});

describe("Worker", () => {
  it("places two counters on itself when played: power 0 + 2 (COUNTER-1, COUNTER-2)", () => {
    rules("COUNTER-1", "COUNTER-2");
    const t = table({
      players: [ants([{ card: "giant-ants:worker", as: "w" }]), other()],
      bases: [{ id: "jungle-oasis" }, ...quiet],
    });
    t.act(0, "w@jungle-oasis");
    expect(counters(t, "w")).toBe(2);
    expect(t.power("w")).toBe(2);
  });
});

describe("Killer Queen", () => {
  const queen = (spec: Partial<Scenario> = {}, hand: Card[] = []) =>
    table({
      players: [ants(hand), other()],
      turn: { extras: [{ kind: "minion", source: "test" }] },
      bases: [
        { id: "jungle-oasis", minions: [{ card: "giant-ants:killer-queen", owner: 0, as: "q" }] },
        { id: "the-grey-opal", minions: [{ card: "aliens:invader", owner: 0, as: "far" }] },
        { id: "the-great-library" },
      ],
      ...spec,
    });

  it("after you played another minion here this turn: a counter on each (TERM-TALENT)", () => {
    rules("TERM-TALENT", "COUNTER-1");
    const t = queen({}, [{ card: "giant-ants:worker", as: "w" }]);
    t.act(0, "w@jungle-oasis").act(0, "q");
    expect(counters(t, "q")).toBe(1);
    expect(counters(t, "w")).toBe(3);
    expect(t.power("q")).toBe(5);
    // Once per turn.
    expect(t.offers("q")).toBe(false);
    expect(t.prompt.kind).toBe("main");
  });

  it("without another minion played here this turn the talent does nothing, and is used", () => {
    const t = queen();
    t.act(0, "q");
    expect(counters(t, "q")).toBe(0);
    expect(counters(t, "far")).toBe(0);
    expect(t.offers("q")).toBe(false);
  });

  it("a minion played on another base this turn doesn't count", () => {
    const t = queen({}, [{ card: "aliens:scout", as: "s" }]);
    t.act(0, "s@the-grey-opal").act(0, "q");
    expect(counters(t, "q")).toBe(0);
    expect(counters(t, "s")).toBe(0);
  });

  it("two minions played here: you choose which one gets the other counter", () => {
    const t = queen({}, [
      { card: "aliens:scout", as: "s1" },
      { card: "aliens:invader", as: "i2" },
    ]);
    t.act(0, "s1@jungle-oasis").act(0, "i2@jungle-oasis").act(0, "q");
    t.expectPrompt(0, "placeCounter");
    expect(t.offers("s1")).toBe(true);
    expect(t.offers("q")).toBe(false);
    expect(t.offers("far")).toBe(false);
    t.act(0, "i2");
    expect([counters(t, "q"), counters(t, "s1"), counters(t, "i2")]).toEqual([1, 0, 1]);
  });

  it("a minion played here that has moved away since is not 'that minion': neither gets a counter", () => {
    const t = queen({
      turn: { playedMinions: [{ card: "far", seat: 0, base: "jungle-oasis" }] },
    });
    t.act(0, "q");
    expect([counters(t, "q"), counters(t, "far")]).toEqual([0, 0]);
  });

  it("a minion another player played here doesn't count; one you played and they control now does", () => {
    rules("TERM-YOU");
    const base = {
      players: [ants(), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:killer-queen", owner: 0, as: "q" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
            { card: "aliens:scout", owner: 0, controller: 1, as: "given" },
          ],
        },
        ...quiet,
      ],
    };
    const t = table({ ...base, turn: { playedMinions: [{ card: "theirs", seat: 1 }] } });
    t.act(0, "q");
    expect([counters(t, "q"), counters(t, "theirs")]).toEqual([0, 0]);
    const u = table({ ...base, turn: { playedMinions: [{ card: "given", seat: 0 }] } });
    u.act(0, "q");
    expect([counters(u, "q"), counters(u, "given")]).toEqual([1, 1]);
  });

  it("the Queen gets her counter even when that minion is protected from it", () => {
    rules("COUNTER-7");
    // Seat 1 controls the minion seat 0 played and a Show Must Go On there: seat 0's Queen
    // can't place a counter on it, but still places hers.
    const t = table({
      players: [ants(), other()],
      turn: { playedMinions: [{ card: "given", seat: 0 }] },
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:killer-queen", owner: 0, as: "q" },
            { card: "giant-ants:worker", owner: 0, controller: 1, counters: 2, as: "given" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0, controller: 1 }],
        },
        ...quiet,
      ],
    });
    t.act(0, "q");
    expect([counters(t, "q"), counters(t, "given")]).toEqual([1, 2]);
  });

  it("the Queen herself, played here this turn, is not 'another minion'", () => {
    const t = queen({ turn: { playedMinions: [{ card: "q", seat: 0 }] } });
    t.act(0, "q");
    expect(counters(t, "q")).toBe(0);
  });

  it("controlled by another player, it is that player's card against The Show Must Go On", () => {
    // Seat 1 controls the Queen (the first card dealt) and played the Scout, now seat 0's, on a
    // base with seat 0's Show: the Scout carries a counter, so only the Queen gets one.
    const t = table({
      active: 1,
      players: [ants(), other()],
      turn: { playedMinions: [{ card: "s", seat: 1 }] },
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:killer-queen", owner: 0, controller: 1, as: "q" },
            { card: "aliens:scout", owner: 0, counters: 1, as: "s" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0 }],
        },
        ...quiet,
      ],
    });
    t.act(1, "q");
    expect([counters(t, "q"), counters(t, "s")]).toEqual([1, 1]);
  });

  it("is offered only to its controller, in their play phase", () => {
    rules("TERM-CONTROL");
    const t = table({
      players: [ants(), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "giant-ants:killer-queen", owner: 0, controller: 1, as: "q" }],
        },
        ...quiet,
      ],
    });
    expect(t.offers("q")).toBe(false);
  });
});

describe("Drone", () => {
  // Seat 1's turn: its Ninja Master or Cannon destroys seat 0's minions on Jungle Oasis.
  const attack = (minions: Minion[], hand: Card[], spec: Partial<Scenario> = {}) =>
    table({
      active: 1,
      players: [ants(), other(hand)],
      bases: [{ id: "jungle-oasis", minions }, ...quiet],
      ...spec,
    });

  it("places a counter on itself when played", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:drone", as: "d" }]), other()],
      bases: [{ id: "jungle-oasis" }, ...quiet],
    });
    t.act(0, "d@jungle-oasis");
    expect(counters(t, "d")).toBe(1);
    expect(t.power("d")).toBe(4);
  });

  it("removes its counter to prevent the destruction of another of your minions (TERM-TO)", () => {
    rules("TERM-TO", "TERM-DESTROY");
    const t = attack(
      [
        { card: "giant-ants:drone", owner: 0, counters: 1, as: "d" },
        { card: "aliens:scout", owner: 0, as: "s" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    t.act(1, "nm@jungle-oasis").act(1, "s");
    t.expectPrompt(0, "preventDestroy");
    // The minion at stake is shown as the option.
    expect(t.offers("s")).toBe(true);
    t.act(0, "s");
    expect(t.where("s")).toBe("base:jungle-oasis");
    expect(counters(t, "d")).toBe(0);
    expect(t.g.log.some((e) => e.k === "prevented")).toBe(true);
    expect(t.prompt.seat).toBe(1);
  });

  it("may decline: the minion is destroyed and the Drone keeps its counter", () => {
    const t = attack(
      [
        { card: "giant-ants:drone", owner: 0, counters: 1, as: "d" },
        { card: "aliens:scout", owner: 0, as: "s" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    t.act(1, "nm@jungle-oasis").act(1, "s").act(0);
    expect(t.where("s")).toBe("discard:0");
    expect(counters(t, "d")).toBe(1);
  });

  it("protects itself too, at its current power", () => {
    // A Drone with one counter, weakened to power 2: Cannon may aim at it; it pays with that counter.
    const t = attack(
      [{ card: "giant-ants:drone", owner: 0, counters: 1, as: "d" }],
      [{ card: "pirates:cannon", as: "cannon" }],
      { lasting: [{ power: "d", amount: -2 }] },
    );
    t.act(1, "cannon").act(1, "d").expectPrompt(0, "preventDestroy").act(0, "d");
    expect(t.where("d")).toBe("base:jungle-oasis");
    expect(t.power("d")).toBe(1);
  });

  it("without a counter it offers nothing: the destruction happens at once", () => {
    const t = attack(
      [
        { card: "giant-ants:drone", owner: 0, as: "d" },
        { card: "aliens:scout", owner: 0, as: "s" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    t.act(1, "nm@jungle-oasis").act(1, "s");
    expect(t.where("s")).toBe("discard:0");
    expect(t.prompt.seat).toBe(1);
  });

  it("guards only its controller's minions, and asks its controller (controller ≠ owner)", () => {
    rules("TERM-YOURCARDS");
    // A Drone of seat 0's deck controlled by seat 1 guards seat 1's minions, not seat 0's.
    const mine = attack(
      [
        { card: "giant-ants:drone", owner: 0, controller: 1, counters: 2, as: "d" },
        { card: "pirates:first-mate", owner: 1, as: "mate" },
        { card: "aliens:scout", owner: 0, as: "s" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    mine.act(1, "nm@jungle-oasis").act(1, "s");
    expect(mine.where("s")).toBe("discard:0");
    const theirs = attack(
      [
        { card: "giant-ants:drone", owner: 0, controller: 1, counters: 2, as: "d" },
        { card: "pirates:first-mate", owner: 1, as: "mate" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    theirs.act(1, "nm@jungle-oasis").act(1, "mate").expectPrompt(1, "preventDestroy").act(1, "mate");
    expect(theirs.where("mate")).toBe("base:jungle-oasis");
    expect(counters(theirs, "d")).toBe(1);
  });

  it("two Drones: the second is asked when the first declines", () => {
    const t = attack(
      [
        { card: "giant-ants:drone", owner: 0, counters: 1, as: "d1" },
        { card: "giant-ants:drone", owner: 0, counters: 1, as: "d2" },
        { card: "aliens:scout", owner: 0, as: "s" },
      ],
      [{ card: "ninjas:ninja-master", as: "nm" }],
    );
    t.act(1, "nm@jungle-oasis").act(1, "s");
    t.expectPrompt(0, "preventDestroy");
    const first = t.prompt.source?.card;
    t.act(0);
    t.expectPrompt(0, "preventDestroy");
    expect(t.prompt.source?.card).not.toBe(first);
    t.act(0, "s");
    expect(t.where("s")).toBe("base:jungle-oasis");
    expect([counters(t, "d1"), counters(t, "d2")].sort()).toEqual([0, 1]);
  });

  it("'destroy up to two': asked for each minion, while it still has a counter to pay", () => {
    const t = attack(
      [
        { card: "giant-ants:drone", owner: 0, counters: 1, as: "d" },
        { card: "giant-ants:worker", owner: 0, counters: 2, as: "w1" },
        { card: "giant-ants:worker", owner: 0, counters: 2, as: "w2" },
      ],
      [{ card: "pirates:cannon", as: "cannon" }],
    );
    t.act(1, "cannon").act(1, "w1", "w2");
    t.expectPrompt(0, "preventDestroy").act(0, "w1");
    // The Drone has no counter left: w2 goes without a question.
    expect(t.where("w1")).toBe("base:jungle-oasis");
    expect(t.where("w2")).toBe("discard:0");
    expect(t.prompt.seat).toBe(1);
  });

  it("doesn't save the minions of a base that scores: they are discarded, not destroyed (SCORE-16)", () => {
    const t = scoring(
      [],
      [
        { card: "giant-ants:drone", owner: 0, counters: 5, as: "d" },
        { card: "aliens:supreme-overlord", owner: 0, as: "o" },
      ],
    );
    expect(t.where("o")).toBe("discard:0");
    expect(t.where("d")).toBe("discard:0");
    expect(t.vp(0)).toBe(2);
  });
});

describe("Soldier", () => {
  const soldierTable = (soldierCounters: number, extra: Minion[] = []) =>
    table({
      players: [ants(), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "giant-ants:soldier", owner: 0, counters: soldierCounters, as: "sol" }, ...extra],
        },
        { id: "the-grey-opal", minions: [{ card: "pirates:first-mate", owner: 1, as: "theirs" }] },
        { id: "the-great-library" },
      ],
    });

  it("places two counters on itself when played", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:soldier", as: "sol" }]), other()],
      bases: [{ id: "jungle-oasis" }, ...quiet],
    });
    t.act(0, "sol@jungle-oasis");
    expect(counters(t, "sol")).toBe(2);
    expect(t.power("sol")).toBe(3);
  });

  it("talent: transfers one counter to another minion, another player's on another base included (CONFLICT-10)", () => {
    rules("TERM-TRANSFER", "CONFLICT-10", "COUNTER-6", "TERM-TALENT");
    const t = soldierTable(3, [{ card: "aliens:scout", owner: 0, as: "s" }]);
    t.act(0, "sol").expectPrompt(0, "counterTarget");
    expect(t.offers("s")).toBe(true);
    expect(t.offers("sol")).toBe(false);
    t.act(0, "theirs");
    // One counter per transfer: no count asked.
    expect([counters(t, "sol"), counters(t, "theirs")]).toEqual([2, 1]);
    expect(t.power("theirs")).toBe(3);
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("sol")).toBe(false);
  });

  it("is not offered without a counter, nor with no other minion in play", () => {
    expect(soldierTable(0).offers("sol")).toBe(false);
    const alone = table({
      players: [ants(), other()],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "giant-ants:soldier", owner: 0, counters: 2, as: "sol" }] },
        ...quiet,
      ],
    });
    expect(alone.offers("sol")).toBe(false);
    expect(soldierTable(1).offers("sol")).toBe(true);
  });
});

describe("A Kind of Magic", () => {
  const magic = () =>
    table({
      players: [ants([{ card: "giant-ants:a-kind-of-magic", as: "akom" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
            { card: "pirates:first-mate", owner: 1, counters: 3, as: "theirs" },
          ],
        },
        {
          id: "the-grey-opal",
          minions: [
            { card: "giant-ants:killer-queen", owner: 0, as: "q" },
            { card: "giant-ants:soldier", owner: 0, counters: 1, as: "sol" },
          ],
        },
        { id: "the-great-library" },
      ],
    });

  it("moves counters among your minions on any bases, as many transfers as you like", () => {
    rules("TERM-TRANSFER", "COUNTER-6");
    const t = magic();
    t.act(0, "akom").expectPrompt(0, "counterSource");
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("q")).toBe(false);
    t.act(0, "w").expectPrompt(0, "counterTarget");
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("w")).toBe(false);
    t.act(0, "q").expectPrompt(0, "counterCount").act(0, "label:2");
    // Another transfer, from a source not used yet.
    t.expectPrompt(0, "counterSource");
    expect(t.offers("w")).toBe(false);
    t.act(0, "sol").act(0, "q");
    expect([counters(t, "w"), counters(t, "q"), counters(t, "sol"), counters(t, "theirs")]).toEqual([
      0, 3, 0, 3,
    ]);
    expect(t.power("q")).toBe(7);
  });

  it("may transfer nothing (CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = magic();
    t.act(0, "akom").expectPrompt(0, "counterSource").act(0);
    expect([counters(t, "w"), counters(t, "sol")]).toEqual([2, 1]);
    expect(t.where("akom")).toBe("discard:0");
    expect(t.prompt.kind).toBe("main");
  });

  it("with no counter on your minions it asks nothing", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:a-kind-of-magic", as: "akom" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, as: "w" },
            { card: "pirates:first-mate", owner: 1, counters: 3, as: "theirs" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "akom");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("akom")).toBe("discard:0");
  });
});

describe("Gimme the Prize", () => {
  const prize = () =>
    table({
      players: [ants([{ card: "giant-ants:gimme-the-prize", as: "gimme" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, as: "a" },
            { card: "aliens:scout", owner: 0, as: "b" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
            { card: "aliens:invader", owner: 0, controller: 1, as: "lent" },
            { card: "pirates:buccaneer", owner: 1, controller: 0, as: "borrowed" },
          ],
        },
        { id: "the-grey-opal", minions: [{ card: "giant-ants:drone", owner: 0, as: "c" }] },
        { id: "the-great-library" },
      ],
    });

  it("one counter on each of up to three of your minions (the ones you control)", () => {
    rules("TERM-YOURCARDS");
    const t = prize();
    t.act(0, "gimme").expectPrompt(0, "placeCounter");
    expect(t.prompt.max).toBe(3);
    expect(t.prompt.min).toBe(0);
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("lent")).toBe(false);
    expect(t.offers("borrowed")).toBe(true);
    t.act(0, "a", "c", "borrowed");
    expect([counters(t, "a"), counters(t, "b"), counters(t, "c"), counters(t, "borrowed")]).toEqual([
      1, 0, 1, 1,
    ]);
    expect(t.power("borrowed")).toBe(5);
  });

  it("may choose none", () => {
    const t = prize();
    t.act(0, "gimme").act(0);
    expect(counters(t, "a")).toBe(0);
    expect(t.where("gimme")).toBe("discard:0");
  });

  it("without a minion of yours it does nothing", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:gimme-the-prize", as: "gimme" }]), other()],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:first-mate", owner: 1, as: "theirs" }] },
        ...quiet,
      ],
    });
    t.act(0, "gimme");
    expect(t.prompt.kind).toBe("main");
    expect(counters(t, "theirs")).toBe(0);
  });
});

describe("Headlong", () => {
  it("moves one of your minions to another base, then places two counters on it", () => {
    rules("TERM-MOVE");
    const t = table({
      players: [ants([{ card: "giant-ants:headlong", as: "hl" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:scout", owner: 0, as: "s" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        ...quiet,
      ],
    });
    // Only one of your minions: the choice is made for you; the destination is asked.
    t.act(0, "hl").expectPrompt(0, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(0, "the-grey-opal");
    expect(t.where("s")).toBe("base:the-grey-opal");
    expect(counters(t, "s")).toBe(2);
    expect(t.power("s")).toBe(5);
    expect(counters(t, "theirs")).toBe(0);
  });

  it("chooses among your minions only", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:headlong", as: "hl" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:scout", owner: 0, as: "s" },
            { card: "aliens:invader", owner: 0, as: "i" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        ...quiet,
      ],
    });
    t.act(0, "hl").expectPrompt(0, "move");
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "i").act(0, "the-great-library");
    expect(t.where("i")).toBe("base:the-great-library");
    expect([counters(t, "i"), counters(t, "s")]).toEqual([2, 0]);
  });

  it("places the counters even when the minion can't move: not a 'to' (CONFLICT-6)", () => {
    rules("CONFLICT-6");
    const t = table({
      players: [ants([{ card: "giant-ants:headlong", as: "hl" }]), other()],
      bases: [{ id: "jungle-oasis", minions: [{ card: "aliens:scout", owner: 0, as: "s" }] }],
    });
    t.act(0, "hl");
    expect(t.where("s")).toBe("base:jungle-oasis");
    expect(counters(t, "s")).toBe(2);
  });

  it("without a minion of yours it does nothing", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:headlong", as: "hl" }]), other()],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:first-mate", owner: 1, as: "theirs" }] },
        ...quiet,
      ],
    });
    t.act(0, "hl");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("theirs")).toBe("base:jungle-oasis");
    expect(counters(t, "theirs")).toBe(0);
  });
});

describe("The Show Must Go On", () => {
  // Seat 0's Show on Jungle Oasis; seat 1 acts in its own turn.
  const show = (hand1: Card[], spec: Partial<Scenario> = {}) =>
    table({
      active: 1,
      players: [ants(), other(hand1)],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 1, as: "armored" },
            { card: "aliens:collector", owner: 0, as: "bare" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0, as: "show" }],
        },
        { id: "the-grey-opal", minions: [{ card: "giant-ants:worker", owner: 0, counters: 1, as: "away" }] },
        { id: "the-great-library" },
      ],
      ...spec,
    });

  it("is played on a base", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:the-show-must-go-on", as: "show" }]), other()],
      bases: [{ id: "jungle-oasis" }, ...quiet],
    });
    t.act(0, "show@jungle-oasis");
    expect(t.where("show")).toBe("base:jungle-oasis");
  });

  it("your minions here with counters are not affected by another player's action (TERM-AFFECT)", () => {
    rules("TERM-AFFECT", "TERM-OTHERS");
    const t = show([{ card: "pirates:cannon", as: "cannon" }]);
    t.act(1, "cannon").expectPrompt(1, "destroy");
    expect(t.offers("armored")).toBe(false);
    // Without counters, elsewhere, or another player's: not protected.
    expect(t.offers("bare")).toBe(true);
    expect(t.offers("away")).toBe(true);
    expect(t.offers("theirs")).toBe(true);
  });

  it("every other player is an 'other player' (3 players)", () => {
    rules("TERM-OTHERS");
    const t = table({
      active: 2,
      players: [
        ants(),
        { factions: ["robots", "wizards"] },
        other([{ card: "pirates:cannon", as: "cannon" }]),
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 1, as: "armored" },
            { card: "robots:zapbot", owner: 1, counters: 0, as: "seat1" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0 }],
        },
        ...quiet,
      ],
    });
    t.act(2, "cannon").expectPrompt(2, "destroy");
    expect(t.offers("armored")).toBe(false);
    expect(t.offers("seat1")).toBe(true);
  });

  it("nor by another player's minion", () => {
    const t = show([{ card: "pirates:saucy-wench", as: "wench" }]);
    t.act(1, "wench@jungle-oasis").expectPrompt(1, "destroy");
    expect(t.offers("armored")).toBe(false);
    expect(t.offers("bare")).toBe(true);
  });

  it("counters can't be placed, moved or removed on them by other players' cards (COUNTER-7)", () => {
    rules("COUNTER-7");
    // A Soldier of seat 0's deck controlled by seat 1 can't give a counter to the protected minion.
    const t = show([], {
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 1, as: "armored" },
            { card: "aliens:collector", owner: 0, as: "bare" },
            { card: "giant-ants:soldier", owner: 0, controller: 1, counters: 2, as: "sol" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0, as: "show" }],
        },
        ...quiet,
      ],
    });
    // The protected Worker is not a destination: the counter goes to the only other one.
    t.act(1, "sol");
    expect([counters(t, "armored"), counters(t, "bare"), counters(t, "sol")]).toEqual([1, 1, 1]);
  });

  it("your own cards still affect them", () => {
    const t = table({
      players: [ants([{ card: "giant-ants:who-wants-to-live-forever", as: "wwtlf" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "giant-ants:worker", owner: 0, counters: 2, as: "armored" }],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0, as: "show" }],
        },
        ...quiet,
      ],
    });
    t.act(0, "wwtlf").act(0, "armored").act(0, "label:1");
    expect(counters(t, "armored")).toBe(1);
  });

  it("a minion becomes protected as soon as it has a counter", () => {
    const t = show([], {
      active: 0,
      players: [ants([{ card: "giant-ants:gimme-the-prize", as: "gimme" }]), other()],
    });
    const byThem = () => canTarget(cardCtx(t.g, t.uid("theirs")), t.uid("bare"), "destroy");
    expect(byThem()).toBe(true);
    t.act(0, "gimme").act(0, "bare");
    expect(byThem()).toBe(false);
  });

  it("protects minions only: an action of yours here carrying counters is not protected", () => {
    const t = table({
      players: [ants(), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "pirates:first-mate", owner: 1, as: "theirs" }],
          actions: [
            { card: "giant-ants:the-show-must-go-on", owner: 0 },
            { card: "aliens:jammed-signal", owner: 0, as: "jam" },
          ],
        },
        ...quiet,
      ],
    });
    // Counters on an action do nothing unless a card says so (COUNTER-4); they still sit there.
    const jam = t.g.cards[t.uid("jam")];
    if (jam) jam.counters = 2;
    expect(canTarget(cardCtx(t.g, t.uid("theirs")), t.uid("jam"), "counter")).toBe(true);
  });

  it("other players' ongoing modifiers stop applying to them", () => {
    rules("TERM-AFFECT");
    // Seat 1's Poison gives the protected Worker no -4, but still weakens one on another base.
    const poisoned = (showOn: string) => {
      const show = (id: string) =>
        id === showOn ? [{ card: "giant-ants:the-show-must-go-on", owner: 0 }] : [];
      return table({
        players: [ants(), other()],
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              {
                card: "giant-ants:worker",
                owner: 0,
                counters: 1,
                as: "w",
                attached: [{ card: "ninjas:poison", owner: 1 }],
              },
            ],
            actions: show("jungle-oasis"),
          },
          { id: "the-grey-opal", actions: show("the-grey-opal") },
          { id: "the-great-library" },
        ],
      });
    };
    expect(poisoned("jungle-oasis").power("w")).toBe(1);
    expect(poisoned("the-grey-opal").power("w")).toBe(0);
  });

  it("a base's ability is no player's card: Ninja Dojo's winner may destroy a protected minion", () => {
    const t = table({
      phase: "score",
      players: [ants(), other()],
      bases: [
        {
          id: "ninja-dojo",
          minions: [
            { card: "pirates:pirate-king", owner: 1 },
            { card: "ninjas:ninja-master", owner: 1 },
            { card: "pirates:buccaneer", owner: 1 },
            { card: "ninjas:tiger-assassin", owner: 1 },
          ],
        },
        {
          id: "the-grey-opal",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 2, as: "armored" },
            { card: "aliens:scout", owner: 0, as: "bare" },
          ],
          actions: [{ card: "giant-ants:the-show-must-go-on", owner: 0 }],
        },
        { id: "the-great-library" },
      ],
    });
    t.expectPrompt(1, "destroy");
    expect(t.offers("armored")).toBe(true);
    t.act(1, "armored");
    expect(t.where("armored")).toBe("discard:0");
  });
});

describe("Under Pressure", () => {
  // Jungle Oasis (12) scores: seat 0 has 3 there (Worker 0+2, Soldier 1), seat 1 has 4.
  const up = [{ card: "giant-ants:under-pressure", as: "up" }];
  const pressure = (more: Minion[] = []) =>
    scoring(
      up,
      [
        { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
        { card: "giant-ants:soldier", owner: 0, as: "sol" },
        { card: "pirates:buccaneer", owner: 1, as: "bucc" },
        { card: "ninjas:ninja-master", owner: 1 },
      ],
      [
        { card: "giant-ants:drone", owner: 0, counters: 3, as: "d" },
        { card: "pirates:first-mate", owner: 1, counters: 1, as: "theirs" },
        ...more,
      ],
    );

  it("before a base scores, moves counters from one of your minions to another, anywhere (TERM-SPECIAL)", () => {
    rules("TERM-SPECIAL", "TERM-TRANSFER");
    const t = pressure();
    t.expectPrompt(0, "beforeScoring").act(0, "up");
    t.expectPrompt(0, "counterSource");
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "d").expectPrompt(0, "counterTarget");
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("bucc")).toBe(false);
    t.act(0, "sol").act(0, "label:3");
    // 2 + 1 + 3 = 6 against 9: still second, but the counters went (and left with the base).
    expect(counters(t, "d")).toBe(0);
    expect(t.where("up")).toBe("discard:0");
    expect(t.where("sol")).toBe("discard:0");
  });

  it("one transfer only, and it may be none", () => {
    const t = pressure([{ card: "giant-ants:worker", owner: 0, as: "w2" }]);
    t.act(0, "up").act(0, "d").act(0, "w2").act(0, "label:1");
    // No second source is asked: the base scored at once.
    expect([counters(t, "d"), counters(t, "w2")]).toEqual([2, 1]);
    expect(t.where("w")).toBe("discard:0");
    const u = pressure();
    u.act(0, "up").expectPrompt(0, "counterSource").act(0);
    expect(counters(u, "d")).toBe(3);
    expect(u.where("up")).toBe("discard:0");
  });

  it("is not offered when none of your minions has a counter, and can't be played in the play phase", () => {
    rules("MEFIRST-8");
    const none = scoring(
      up,
      [
        { card: "giant-ants:soldier", owner: 0, as: "sol" },
        { card: "pirates:buccaneer", owner: 1, counters: 9, as: "theirs" },
      ],
      [{ card: "giant-ants:worker", owner: 0, as: "w" }],
    );
    // The base scored with no Special offered to seat 0.
    expect(none.where("up")).toBe("hand:0");
    expect(none.where("theirs")).toBe("discard:1");
    const early = table({
      players: [ants(up), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
            { card: "giant-ants:soldier", owner: 0, as: "sol" },
          ],
        },
        ...quiet,
      ],
    });
    expect(early.offers("up")).toBe(false);
  });

  it("is not offered with a single minion of yours in play", () => {
    const t = scoring(up, [
      { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
      { card: "pirates:buccaneer", owner: 1, counters: 9 },
    ]);
    expect(t.where("up")).toBe("hand:0");
    expect(t.where("w")).toBe("discard:0");
  });
});

describe("We Are the Champions", () => {
  // Jungle Oasis (12) scores with seat 0's Worker (0+4) and seat 1's minions.
  const champs = [{ card: "giant-ants:we-are-the-champions", as: "champs" }];
  const champions = () =>
    scoring(
      champs,
      [
        { card: "giant-ants:worker", owner: 0, counters: 4, as: "w" },
        { card: "pirates:buccaneer", owner: 1, as: "bucc" },
        { card: "ninjas:ninja-master", owner: 1 },
      ],
      [
        { card: "giant-ants:drone", owner: 0, counters: 2, as: "d" },
        { card: "pirates:first-mate", owner: 1, as: "theirs" },
      ],
    );

  it("after a base scores, saves counters from your minion there onto another minion, before the discard", () => {
    rules("TERM-AFTER-SCORING", "TERM-TRANSFER", "CONFLICT-10");
    const t = champions();
    t.expectPrompt(0, "afterScoring").act(0, "champs");
    // The only source is the Worker on the scored base (the Drone elsewhere is not one).
    t.expectPrompt(0, "counterSource");
    expect(t.offers("d")).toBe(false);
    // Any other minion may receive them, another player's too.
    t.act(0, "w").expectPrompt(0, "counterTarget");
    expect(t.offers("theirs")).toBe(true);
    expect(t.offers("bucc")).toBe(true);
    t.act(0, "d").act(0, "label:3");
    expect(counters(t, "d")).toBe(5);
    expect(t.where("w")).toBe("discard:0");
    expect(t.where("champs")).toBe("discard:0");
    expect(t.vp(1)).toBe(2);
  });

  it("may transfer none ('any or all', CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = champions();
    t.act(0, "champs").expectPrompt(0, "counterSource").act(0);
    expect(counters(t, "d")).toBe(2);
    expect(t.where("champs")).toBe("discard:0");
  });

  it("is not offered when no minion of yours on the scored base has counters", () => {
    const t = scoring(
      champs,
      [
        { card: "giant-ants:worker", owner: 0, as: "w" },
        { card: "pirates:buccaneer", owner: 1, counters: 9 },
      ],
      [{ card: "giant-ants:drone", owner: 0, counters: 2, as: "d" }],
    );
    expect(t.where("champs")).toBe("hand:0");
    expect(counters(t, "d")).toBe(2);
  });
});

describe("We Will Rock You", () => {
  const rock = () =>
    table({
      players: [
        ants([
          { card: "giant-ants:we-will-rock-you", as: "rock" },
          { card: "giant-ants:gimme-the-prize", as: "gimme" },
        ]),
        other(),
      ],
      turn: { extras: [{ kind: "action", source: "test" }] },
      bases: [
        {
          id: "factory-436-1337",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
            { card: "giant-ants:killer-queen", owner: 0, as: "q" },
            { card: "pirates:first-mate", owner: 1, counters: 2, as: "theirs" },
          ],
        },
        { id: "the-grey-opal", minions: [{ card: "giant-ants:soldier", owner: 0, counters: 3, as: "sol" }] },
        { id: "the-great-library" },
      ],
    });

  it("each of your minions gains +1 per counter on it, until the end of the turn (TERM-DURATION)", () => {
    rules("TERM-DURATION", "EOT-2");
    const t = rock();
    t.act(0, "rock");
    expect([t.power("w"), t.power("q"), t.power("sol"), t.power("theirs")]).toEqual([4, 4, 7, 4]);
    // A minion without counters gets no change at all.
    expect(powerLogs(t, "q")).toBe(0);
    t.act(0, "end");
    expect([t.power("w"), t.power("sol")]).toEqual([2, 4]);
  });

  it("counts the counters when it resolves: later ones don't double", () => {
    const t = rock();
    t.act(0, "rock").act(0, "gimme").act(0, "w", "q");
    expect([t.power("w"), t.power("q")]).toEqual([5, 5]);
  });
});

describe("Who Wants to Live Forever?", () => {
  const forever = () =>
    table({
      players: [ants([{ card: "giant-ants:who-wants-to-live-forever", as: "wwtlf" }]), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "giant-ants:worker", owner: 0, counters: 2, as: "w" },
            { card: "pirates:first-mate", owner: 1, counters: 2, as: "theirs" },
            { card: "giant-ants:soldier", owner: 0, controller: 1, counters: 2, as: "lent" },
          ],
        },
        { id: "the-grey-opal", minions: [{ card: "giant-ants:soldier", owner: 0, counters: 3, as: "sol" }] },
        { id: "the-great-library" },
      ],
    });

  it("removes counters from your minions and draws one card per counter removed", () => {
    rules("CONFLICT-8");
    const t = forever();
    const before = t.hand(0).length - 1;
    t.act(0, "wwtlf").expectPrompt(0, "removeCounters");
    expect(t.offers("theirs")).toBe(false);
    expect(t.offers("lent")).toBe(false);
    t.act(0, "w").act(0, "label:2");
    t.expectPrompt(0, "removeCounters");
    expect(t.offers("w")).toBe(false);
    // Each minion once: with nothing left to take from, it stops by itself.
    t.act(0, "sol").act(0, "label:1");
    expect([counters(t, "w"), counters(t, "sol"), counters(t, "theirs")]).toEqual([0, 2, 2]);
    expect(t.hand(0).length).toBe(before + 3);
  });

  it("may remove none: no card drawn", () => {
    const t = forever();
    const before = t.hand(0).length - 1;
    t.act(0, "wwtlf").act(0);
    expect(t.hand(0).length).toBe(before);
    expect(counters(t, "w")).toBe(2);
  });
});

// Polynesian Voyagers (docs/boxes/culture-shock.md §2.5): every card's effect, its optional and
// no-target paths, and the edges its text invites (controller ≠ owner, other players' cards in
// reach, exact counts, current vs printed power).

import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import polyBases from "../../../cards/culture-shock/bases/polynesian-voyagers.ts";
import polynesian from "../../../cards/culture-shock/polynesian-voyagers.ts";
import { action, faction } from "../../../cards/define.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import {
  card,
  cardCtx,
  isEligibleToScore,
  playerPowerOn,
  registerBases,
  registerFaction,
  totalPowerOn,
  transferAction,
} from "../../../src/engine/api.ts";
import { syncRng } from "../../../src/engine/rng.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";

// The box is registered by the lead at the end; until then the tests register what they use.
registerFaction(polynesian);
registerBases(polyBases);

const kitText = (en: string) => ({ en, fr: en });
// Test-only protections no printed card of the registered boxes offers in this shape.
registerFaction(
  faction("polykit", "test", kitText("Voyagers test kit"), [
    action({
      id: "anchor",
      count: 1,
      attach: "minion",
      name: kitText("Kit Anchor"),
      text: kitText("Play on a minion. Ongoing: this minion can't be moved."),
      shield: (g, self, target, _ctx, kind) =>
        card(g, self).at === target && kind === "move" ? "immune" : null,
    }),
    action({
      id: "ward",
      count: 1,
      attach: "base",
      name: kitText("Kit Ward"),
      text: kitText(
        "Play on a base. Ongoing: the next action played on a minion here doesn't attach; destroy this card instead.",
      ),
      shield: (g, self, target, _ctx, kind) =>
        card(g, self).at === card(g, target).at && kind === "attach" ? "absorb" : null,
    }),
  ]),
);

type F = [string, string];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Card = string | { card: string; as: string };

// Seat 0 plays the Polynesian Voyagers with Ninjas (actions on minions and on bases); seat 1
// Aliens and Pirates, which move minions; seat 2 Dinosaurs and Robots.
const POLY: F = ["polynesian-voyagers", "ninjas"];
const P1: F = ["aliens", "pirates"];
const P2: F = ["dinosaurs", "robots"];
const BOXES = ["core"];

const P = (id: string) => `polynesian-voyagers:${id}`;
const h = (id: string, as: string) => ({ card: P(id), as });
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const counters = (t: TestTable, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const poly = (hand: Card[] = [], more: Partial<Scenario["players"][number]> = {}) => ({
  factions: POLY,
  hand,
  ...more,
});

/** Four quiet core bases (A, B, C, D; D empty) with the minions given, seat 0 to play. */
function board(
  a: Minion[],
  b: Minion[] = [],
  c: Minion[] = [],
  players: Scenario["players"] = [poly(), { factions: P1 }],
  more: Partial<Scenario> = {},
  d: Minion[] = [],
): TestTable {
  return table({
    baseBoxes: BOXES,
    players,
    bases: [
      { id: "the-grey-opal", as: "A", minions: a },
      { id: "the-great-library", as: "B", minions: b },
      { id: "jungle-oasis", as: "C", minions: c },
      { id: "factory-436-1337", as: "D", minions: d },
    ],
    ...more,
  });
}

describe("Polynesian Voyagers: the list", () => {
  it("has the reference's 20 cards: ids, types, printed power, counts and hosts", () => {
    rules("COMP-1");
    expect(polynesian.cards.map((c) => [c.key, c.type, c.power, c.count, c.attach ?? null])).toEqual([
      [P("maui"), "minion", 5, 1, null],
      [P("wayfinder"), "minion", 4, 2, null],
      [P("tiki"), "minion", 3, 3, null],
      [P("moai"), "minion", 3, 4, null],
      [P("growth-of-the-tribes"), "action", 0, 1, null],
      [P("knowledge-of-the-tribes"), "action", 0, 1, null],
      [P("ocean-tattoo"), "action", 0, 1, "ownMinion"],
      [P("shark-tattoo"), "action", 0, 2, "ownMinion"],
      [P("sun-tattoo"), "action", 0, 2, "ownMinion"],
      [P("tattoo-artist"), "action", 0, 1, null],
      [P("unity-of-the-tribes"), "action", 0, 1, null],
      [P("volcanic-uprising"), "action", 0, 1, null],
    ]);
    expect(polynesian.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    expect(polynesian.name).toEqual({ en: "Polynesian Voyagers", fr: "Voyageurs Polynésiens" });
  });

  it("agrees with the catalog: names in both languages, counts and power", () => {
    const cat = catalogBox("culture-shock")?.factions.find((f) => f.id === "polynesian-voyagers");
    expect(cat?.name).toEqual(polynesian.name);
    expect(
      polynesian.cards.map((c) => [c.id, c.name, c.count, c.type === "minion" ? c.power : null]),
    ).toEqual(cat?.cards.map((c) => [c.id, c.name, c.count, c.power]));
    for (const c of polynesian.cards) {
      expect(c.box).toBe("culture-shock");
      expect(c.text.en.length, c.id).toBeGreaterThan(0);
      expect(c.text.fr, c.id).not.toBe(c.text.en);
    }
  });
});

describe("Tiki", () => {
  it("has +2 while an action is attached, whoever controls it: another player's Poison (−4) → 1; +2 once", () => {
    rules("TERM-POWER");
    const t = board([
      m(P("tiki"), 0, "tiki", {
        attached: [
          { card: "ninjas:poison", owner: 0, controller: 1, as: "poison" },
          { card: P("shark-tattoo"), owner: 0, as: "shark" },
        ],
      }),
      m(P("tiki"), 0, "bare"),
    ]);
    expect(t.power("tiki")).toBe(3 - 4 + 2);
    expect(t.power("bare")).toBe(3);
  });

  it("3 → 5 with one action; back to 3 when the action leaves", () => {
    const t = board(
      [m(P("tiki"), 0, "tiki", { attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "smoke" }] })],
      [],
      [],
      [poly(), { factions: ["aliens", "ninjas"] }],
    );
    expect(t.power("tiki")).toBe(5);
    expect(t.g.cards[t.uid("tiki")]?.counters).toBe(0);
  });

  it("gives nothing to another minion carrying an action", () => {
    const t = board([
      m(P("tiki"), 0, "tiki"),
      m(P("moai"), 0, "moai", { attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "smoke" }] }),
    ]);
    expect(t.power("tiki")).toBe(3);
    expect(t.power("moai")).toBe(3);
  });
});

describe("Knowledge of the Tribes", () => {
  it("draws one card per base where you control a minion: minions on 2 of 3 bases → 2", () => {
    rules("TERM-YOURCARDS");
    const t = board(
      [m(P("tiki"), 0, "t1"), m(P("tiki"), 0, "t2")],
      [m(P("moai"), 0, "mo")],
      [m("aliens:invader", 1, "inv")],
      [poly([h("knowledge-of-the-tribes", "k")]), { factions: P1 }],
    );
    const before = t.hand(0).length;
    t.act(0, "k");
    expect(t.hand(0).length).toBe(before - 1 + 2);
  });

  it("counts a minion you control but do not own, not one you own that another player controls", () => {
    const t = board(
      [m("aliens:scout", 1, "mine", { controller: 0 })],
      [m(P("tiki"), 0, "theirs", { controller: 1 })],
      [],
      [poly([h("knowledge-of-the-tribes", "k")]), { factions: P1 }],
    );
    const before = t.hand(0).length;
    t.act(0, "k");
    expect(t.hand(0).length).toBe(before - 1 + 1);
  });

  it("with no minion of yours in play: draws nothing", () => {
    const t = board(
      [m("aliens:invader", 1, "inv")],
      [],
      [],
      [poly([h("knowledge-of-the-tribes", "k")]), { factions: P1 }],
    );
    const before = t.hand(0).length;
    t.act(0, "k");
    expect(t.hand(0).length).toBe(before - 1);
  });
});

describe("Wayfinder", () => {
  it("talent: moves to a base where you have no minions, then a +1 power counter on it (TERM-TO)", () => {
    rules("TERM-TALENT", "TERM-TO", "COUNTER-1");
    const t = board(
      [m(P("wayfinder"), 0, "way")],
      [m(P("tiki"), 0, "tiki")],
      [m("aliens:invader", 1, "inv")],
    );
    t.act(0, "way").expectPrompt(0, "moveDestination");
    // B holds one of your minions: not offered; C holds only another player's: offered.
    expect(t.offers("B")).toBe(false);
    expect(t.offers("A")).toBe(false);
    t.act(0, "C");
    expect(t.where("way")).toBe("base:jungle-oasis");
    expect(counters(t, "way")).toBe(1);
    expect(t.power("way")).toBe(5);
    // Once per turn.
    expect(t.offers("way")).toBe(false);
  });

  it("not offered when you have a minion on every base", () => {
    const t = board(
      [m(P("wayfinder"), 0, "way")],
      [m(P("tiki"), 0, "t1")],
      [m(P("tiki"), 0, "t2")],
      undefined,
      {},
      [m(P("tiki"), 0, "t3")],
    );
    expect(t.offers("way")).toBe(false);
  });

  it("a minion you control but do not own counts as yours: that base is not offered", () => {
    const t = board(
      [m(P("wayfinder"), 0, "way")],
      [m("aliens:scout", 1, "taken", { controller: 0 })],
      [],
      undefined,
      {},
      [m(P("tiki"), 0, "tiki")],
    );
    t.act(0, "way");
    // Only C is left: chosen without a prompt.
    expect(t.where("way")).toBe("base:jungle-oasis");
  });

  it("another player can't use it, even on their turn", () => {
    const t = board([m(P("wayfinder"), 0, "way")], [], [], [poly(), { factions: P1 }], { active: 1 });
    expect(t.offers("way")).toBe(false);
  });
});

describe("Maui", () => {
  it("talent: one of your minions to a base where you have none; bases with yours are not offered", () => {
    rules("TERM-TALENT", "TERM-MOVE");
    const t = board(
      [m(P("maui"), 0, "maui"), m(P("tiki"), 0, "tiki")],
      [m(P("moai"), 0, "moai")],
      [m("aliens:invader", 1, "inv")],
    );
    t.act(0, "maui").expectPrompt(0, "move");
    expect(t.offers("inv")).toBe(false);
    t.act(0, "tiki").expectPrompt(0, "moveDestination");
    expect(t.offers("A")).toBe(false);
    expect(t.offers("B")).toBe(false);
    expect(t.offers("C")).toBe(true);
    t.act(0, "C");
    expect(t.where("tiki")).toBe("base:jungle-oasis");
    expect(counters(t, "tiki")).toBe(0);
    expect(t.offers("maui")).toBe(false);
  });

  it("moves Maui itself too, and no counter is placed", () => {
    const t = board([m(P("maui"), 0, "maui")], [m(P("tiki"), 0, "tiki")]);
    t.act(0, "maui").act(0, "maui").act(0, "C");
    expect(t.where("maui")).toBe("base:jungle-oasis");
    expect(counters(t, "maui")).toBe(0);
  });

  it("not offered when you have a minion on every base", () => {
    const t = board(
      [m(P("maui"), 0, "maui")],
      [m(P("tiki"), 0, "t1")],
      [m(P("tiki"), 0, "t2")],
      undefined,
      {},
      [m(P("tiki"), 0, "t3")],
    );
    expect(t.offers("maui")).toBe(false);
  });
});

describe("Growth of the Tribes", () => {
  const growth = (extraHand: Card[] = []) =>
    board(
      [m(P("tiki"), 0, "tiki")],
      [m("aliens:invader", 1, "inv")],
      [],
      [poly([h("growth-of-the-tribes", "g"), ...extraHand]), { factions: P1 }],
    );

  it("only bases where you have no minions are offered; then an extra minion there, now", () => {
    rules("PLAY-9", "PLAY-8");
    const t = growth([h("moai", "moai")]);
    t.act(0, "g").expectPrompt(0, "chooseBase");
    expect(t.offers("A")).toBe(false);
    t.act(0, "B").expectPrompt(0, "playExtraMinion");
    // Only onto the chosen base.
    expect(t.offers("moai@C")).toBe(false);
    t.act(0, "moai@B");
    expect(t.where("moai")).toBe("base:the-great-library");
    // One or the other: no move is offered after the extra minion.
    expect(t.prompt.purpose).toBe("main");
    // The free minion play is still there.
    expect(t.g.turn.freeMinion).toBe(1);
  });

  it("declining the extra minion: move one of your minions there instead", () => {
    const t = growth([h("moai", "moai")]);
    t.act(0, "g").act(0, "C");
    t.expectPrompt(0, "playExtraMinion");
    t.act(0); // decline
    t.expectPrompt(0, "move");
    expect(t.offers("inv")).toBe(false);
    t.act(0, "tiki");
    expect(t.where("tiki")).toBe("base:jungle-oasis");
    expect(t.where("moai")).toBe("hand:0");
  });

  it("with no minion in hand: the move is offered at once, and may be declined", () => {
    const t = growth();
    t.act(0, "g").act(0, "C").expectPrompt(0, "move");
    t.act(0);
    expect(t.where("tiki")).toBe("base:the-grey-opal");
    expect(t.prompt.purpose).toBe("main");
  });

  it("the extra is now or never: declined, it is not kept for later (PLAY-9)", () => {
    const t = growth([h("moai", "moai")]);
    t.act(0, "g").act(0, "C").act(0).act(0);
    expect(t.g.turn.extras).toEqual([]);
  });

  it("no base without your minions: nothing happens", () => {
    const t = board(
      [m(P("tiki"), 0, "t1")],
      [m(P("tiki"), 0, "t2")],
      [m(P("tiki"), 0, "t3")],
      [poly([h("growth-of-the-tribes", "g"), h("moai", "moai")]), { factions: P1 }],
      {},
      [m(P("wayfinder"), 0, "w")],
    );
    t.act(0, "g");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("g")).toBe("discard:0");
  });
});

describe("Ocean Tattoo", () => {
  it("plays only on your minion on a base where no other player has minions (OPEN-30)", () => {
    rules("OPEN-30", "TERM-ATTACH");
    const t = board(
      [m(P("tiki"), 0, "shared"), m("aliens:invader", 1, "inv")],
      [m(P("tiki"), 0, "alone"), m("aliens:scout", 1, "taken", { controller: 0 })],
      [],
      [poly([h("ocean-tattoo", "ocean")]), { factions: P1 }],
    );
    expect(t.offers("ocean@shared")).toBe(false);
    expect(t.offers("ocean@inv")).toBe(false);
    // A minion you control there (owned by another player) is yours: B qualifies.
    expect(t.offers("ocean@alone")).toBe(true);
    expect(t.offers("ocean@taken")).toBe(true);
  });

  it("talent: moves its host to another base, then a +1 power counter on the host", () => {
    rules("TERM-TALENT", "TERM-TO");
    const t = board(
      [m(P("tiki"), 0, "tiki", { attached: [{ card: P("ocean-tattoo"), owner: 0, as: "ocean" }] })],
      [m(P("moai"), 0, "moai")],
      [m("aliens:invader", 1, "inv")],
    );
    t.act(0, "ocean").expectPrompt(0, "moveDestination");
    // Any other base, yours included.
    expect(t.offers("B")).toBe(true);
    expect(t.offers("A")).toBe(false);
    t.act(0, "C");
    expect(t.where("tiki")).toBe("base:jungle-oasis");
    expect(t.where("ocean")).toBe("attached:tiki");
    expect(counters(t, "tiki")).toBe(1);
    expect(counters(t, "ocean")).toBe(0);
    expect(t.power("tiki")).toBe(3 + 1 + 2);
    expect(t.offers("ocean")).toBe(false);
  });

  it("the talent is used by the tattoo's controller, whoever controls the host", () => {
    const t = board([
      m("aliens:invader", 1, "inv", { attached: [{ card: P("ocean-tattoo"), owner: 0, as: "ocean" }] }),
    ]);
    t.act(0, "ocean").act(0, "B");
    expect(t.where("inv")).toBe("base:the-great-library");
    expect(counters(t, "inv")).toBe(1);
  });
});

describe("Shark Tattoo", () => {
  it("places a +1 power counter on the minion it is played on", () => {
    rules("COUNTER-1");
    const t = board(
      [m(P("tiki"), 0, "tiki"), m(P("moai"), 0, "moai")],
      [],
      [],
      [poly([h("shark-tattoo", "shark")]), { factions: P1 }],
    );
    t.act(0, "shark@tiki");
    expect(counters(t, "tiki")).toBe(1);
    expect(counters(t, "shark")).toBe(0);
    // Tiki: 3 + 1 counter + 2 (an action on it).
    expect(t.power("tiki")).toBe(6);
  });

  const sharkStart = (a: Minion[], b: Minion[] = []) =>
    board(a, b, [], [poly(), { factions: P1 }, { factions: P2 }], { phase: "start", active: 0 });

  it("start of your turn, host your only minion on its base: one more counter", () => {
    rules("START-1");
    const t = sharkStart([
      m(P("tiki"), 0, "tiki", { counters: 1, attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] }),
      m("aliens:invader", 1, "inv"),
    ]);
    expect(counters(t, "tiki")).toBe(2);
  });

  it("two of your minions on that base: no counter", () => {
    const t = sharkStart([
      m(P("tiki"), 0, "tiki", { counters: 1, attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] }),
      m(P("moai"), 0, "moai"),
    ]);
    expect(counters(t, "tiki")).toBe(1);
    expect(counters(t, "moai")).toBe(0);
  });

  it("another player's turn start: no counter (3 players)", () => {
    const t = board(
      [m(P("tiki"), 0, "tiki", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] })],
      [],
      [],
      [poly(), { factions: P1 }, { factions: P2 }],
      { phase: "start", active: 2 },
    );
    expect(counters(t, "tiki")).toBe(0);
  });

  it("host controlled by another player, your one minion there beside it: no counter on either", () => {
    rules("TERM-YOURCARDS");
    const t = sharkStart([
      m("aliens:invader", 1, "inv", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] }),
      m(P("tiki"), 0, "tiki"),
    ]);
    expect([counters(t, "inv"), counters(t, "tiki")]).toEqual([0, 0]);
  });

  it("only at the start of your turn: not after you play a card", () => {
    rules("START-1");
    const t = board(
      [m(P("tiki"), 0, "tiki", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] })],
      [],
      [],
      [poly([h("wayfinder", "way"), h("knowledge-of-the-tribes", "know")]), { factions: P1 }],
      { turn: { extras: [{ kind: "minion", source: "test" }] } },
    );
    t.act(0, "way@B").act(0, "know");
    expect(counters(t, "tiki")).toBe(0);
  });

  it("host controlled by another player: it is not your only minion there, no counter", () => {
    const t = sharkStart([
      m("aliens:invader", 1, "inv", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "s" }] }),
    ]);
    expect(counters(t, "inv")).toBe(0);
  });
});

describe("Sun Tattoo", () => {
  it("its host has +2 power", () => {
    rules("TERM-POWER");
    const t = board(
      [m(P("moai"), 0, "moai"), m(P("moai"), 0, "other")],
      [],
      [],
      [poly([h("sun-tattoo", "sun")]), { factions: P1 }],
    );
    t.act(0, "sun@moai");
    expect(t.power("moai")).toBe(5);
    expect(t.power("other")).toBe(3);
  });

  /** Jungle Oasis (12) scores; seat 0 holds Sun Tattoo. */
  const scoring = (oasis: Minion[], hand: Card[] = [h("sun-tattoo", "sun")]) =>
    table({
      baseBoxes: BOXES,
      phase: "score",
      players: [poly(hand), { factions: P1 }],
      bases: [
        { id: "jungle-oasis", as: "C", minions: oasis },
        { id: "the-grey-opal", as: "A" },
        { id: "the-great-library", as: "B" },
      ],
    });

  it("Special after scoring: played on your minion there, which moves to another base with it", () => {
    rules("TERM-SPECIAL", "TERM-AFTER-SCORING", "SCORE-16", "TERM-TO");
    const t = scoring([
      m(P("moai"), 0, "moai"),
      m(P("tiki"), 0, "tiki", { attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "smoke" }] }),
      m("aliens:invader", 1, "inv"),
      m("aliens:invader", 1, "inv2"),
    ]);
    t.expectPrompt(0, "afterScoring");
    t.act(0, "sun");
    // Tiki carries an action: not offered; Moai alone is, chosen without a prompt.
    t.expectPrompt(0, "moveDestination");
    expect(t.offers("C")).toBe(false);
    t.act(0, "A");
    expect(t.where("moai")).toBe("base:the-grey-opal");
    expect(t.where("sun")).toBe("attached:moai");
    expect(t.power("moai")).toBe(5);
    // The rest of the base went to the discard piles.
    expect(t.where("tiki")).toBe("discard:0");
    expect(t.where("inv")).toBe("discard:1");
  });

  it("not offered when each of your minions there carries an action", () => {
    const t = scoring([
      m(P("tiki"), 0, "tiki", { attached: [{ card: "ninjas:smoke-bomb", owner: 0, as: "smoke" }] }),
      m("aliens:invader", 1, "inv"),
      m("aliens:invader", 1, "inv2"),
      m("aliens:collector", 1, "inv3"),
    ]);
    expect(t.where("tiki")).toBe("discard:0");
    expect(t.where("sun")).toBe("hand:0");
  });

  it("not offered for another player's minion, nor for a base that is not the one scored", () => {
    const t = table({
      baseBoxes: BOXES,
      phase: "score",
      players: [poly([h("sun-tattoo", "sun")]), { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          as: "C",
          minions: [
            m("aliens:supreme-overlord", 1, "inv"),
            m("aliens:invader", 1, "i2"),
            m("aliens:invader", 1, "i3"),
            m("aliens:collector", 1, "i4"),
          ],
        },
        { id: "the-grey-opal", as: "A", minions: [m(P("moai"), 0, "moai")] },
        { id: "the-great-library", as: "B" },
      ],
    });
    expect(t.where("inv")).toBe("discard:1");
    expect(t.where("sun")).toBe("hand:0");
    expect(t.where("moai")).toBe("base:the-grey-opal");
  });

  it("with two candidates: you choose which one sails away", () => {
    const t = scoring([
      m(P("moai"), 0, "m1"),
      m(P("moai"), 0, "m2"),
      m("aliens:invader", 1, "inv"),
      m("aliens:invader", 1, "i2"),
    ]);
    t.act(0, "sun").expectPrompt(0, "chooseOwnMinion");
    t.act(0, "m2").act(0, "B");
    expect(t.where("m2")).toBe("base:the-great-library");
    expect(t.where("m1")).toBe("discard:0");
  });
});

describe("Sun Tattoo in another player's turn", () => {
  it("usable by its holder after a base scores in someone else's turn; the free plays stay untouched (PLAY-12)", () => {
    rules("PLAY-12", "MEFIRST-4");
    const t = table({
      baseBoxes: BOXES,
      phase: "score",
      active: 0,
      players: [{ factions: P1 }, poly([h("sun-tattoo", "sun")]), { factions: P2 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m(P("wayfinder"), 1, "way", { counters: 3 }),
            m("aliens:invader", 0, "inv"),
            m("aliens:collector", 0, "col"),
          ],
        },
        { id: "the-grey-opal", as: "A" },
        { id: "the-great-library", as: "B" },
        { id: "factory-436-1337", as: "D" },
      ],
    });
    t.expectPrompt(1, "afterScoring");
    t.act(1, "sun").act(1, "B");
    expect(t.where("way")).toBe("base:the-great-library");
    // Counters travel with the minion (COUNTER-8): 4 + 3 + 2.
    expect(t.power("way")).toBe(9);
    expect(t.where("inv")).toBe("discard:0");
    expect(t.g.turn.actionsPlayed).toBe(0);
  });
});

describe("Tattoo Artist", () => {
  const artist = (deck: Card[], discard: Card[], a: Minion[] = [m(P("tiki"), 0, "tiki")]) =>
    board(
      a,
      [m("aliens:invader", 1, "inv")],
      [],
      [poly([h("tattoo-artist", "artist")], { deck, discard }), { factions: P1 }],
    );
  /** Seat 0 plays the Voyagers with the Aliens (no action on a minion), holding `hand`. */
  const alienArtist = (hand: Card[], deck: Card[], a: Minion[]) =>
    board(a, [], [], [{ factions: ["polynesian-voyagers", "aliens"], hand, deck }, { factions: P1 }]);
  const otherTattoos = [
    h("shark-tattoo", "s1"),
    h("shark-tattoo", "s2"),
    h("sun-tattoo", "u1"),
    h("sun-tattoo", "u2"),
  ];

  it("offers the actions that play on a minion from deck and discard, not those played on a base (DECK-4)", () => {
    rules("DECK-4", "TERM-ATTACH");
    const t = artist(
      [h("shark-tattoo", "shark"), { card: "ninjas:infiltrate", as: "infil" }, h("moai", "moai")],
      [{ card: "ninjas:poison", as: "poison" }, h("growth-of-the-tribes", "growth")],
    );
    t.act(0, "artist").expectPrompt(0, "toHand");
    expect(t.offers("shark")).toBe(true);
    expect(t.offers("poison")).toBe(true);
    expect(t.offers("infil")).toBe(false);
    expect(t.offers("moai")).toBe(false);
    expect(t.offers("growth")).toBe(false);
    syncRng(t.g);
    const before = t.g.rng.slice();
    t.act(0, "shark").expectPrompt(0, "playExtraAction");
    // The searched deck was shuffled: the generator moved.
    syncRng(t.g);
    expect(t.g.rng).not.toEqual(before);
    t.act(0, "shark@tiki");
    expect(t.where("shark")).toBe("attached:tiki");
    expect(counters(t, "tiki")).toBe(1);
    expect(t.g.turn.actionsPlayed).toBe(2);
  });

  it("found in the discard pile, not played: it goes to your hand", () => {
    const t = artist([], [{ card: "ninjas:poison", as: "poison" }]);
    t.act(0, "artist").act(0, "poison").expectPrompt(0, "playExtraAction");
    t.act(0);
    expect(t.where("poison")).toBe("hand:0");
    expect(t.g.turn.extras).toEqual([]);
  });

  it("a tattoo with no legal host goes straight to the hand (OPEN-30)", () => {
    // Ocean Tattoo needs a minion of yours alone with yours: Tiki shares its base with a Scout.
    const t = alienArtist(
      [h("tattoo-artist", "artist"), ...otherTattoos],
      [h("ocean-tattoo", "ocean")],
      [m(P("tiki"), 0, "tiki"), m("aliens:scout", 1, "sc")],
    );
    const deckBefore = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "artist");
    expect(t.where("ocean")).toBe("hand:0");
    expect(t.g.players[0]?.deck.length).toBe(deckBefore - 1);
    expect(t.prompt.purpose).toBe("main");
  });

  it("with an empty deck, the discard pile becomes the deck first (DECK-1); one candidate is taken at once", () => {
    rules("DECK-1");
    const t = alienArtist([h("tattoo-artist", "artist"), ...otherTattoos], [], [m(P("tiki"), 0, "tiki")]);
    const p0 = t.g.players[0] as { deck: number[]; discard: number[] };
    p0.discard.push(...p0.deck.splice(0));
    for (const u of p0.discard) (t.g.cards[u] as { zone: string }).zone = "discard";
    const total = p0.discard.length;
    t.act(0, "artist").act(0, `${P("ocean-tattoo")}@tiki`);
    expect(t.g.cards[t.uid("tiki")]?.attached.map((u) => t.g.cards[u]?.def)).toEqual([P("ocean-tattoo")]);
    expect(p0.deck.length).toBe(total - 1);
    expect(p0.discard).toEqual([t.uid("artist")]);
  });

  it("nothing to find: nothing happens", () => {
    const t = alienArtist(
      [h("tattoo-artist", "artist"), h("ocean-tattoo", "ocean"), ...otherTattoos],
      [],
      [m(P("tiki"), 0, "tiki")],
    );
    t.act(0, "artist");
    expect(t.prompt.purpose).toBe("main");
    expect(t.hand(0)).toHaveLength(5);
  });
});

describe("Unity of the Tribes", () => {
  const unity = (players?: Scenario["players"]) =>
    board(
      [m(P("wayfinder"), 0, "way"), m("aliens:invader", 1, "inv")],
      [m(P("tiki"), 0, "tiki")],
      [m("aliens:scout", 1, "taken", { controller: 0 })],
      players ?? [poly([h("unity-of-the-tribes", "u")]), { factions: P1 }],
    );

  it("+2 for each base where you have a minion, on the chosen one only, until the end of the turn (APOWER-1)", () => {
    rules("APOWER-1", "SCORE-8", "TERM-DURATION");
    const t = unity();
    const A = t.base("A");
    t.act(0, "u").expectPrompt(0, "chooseBase");
    // D has no minion of yours: not offered.
    expect(t.offers("D")).toBe(false);
    t.act(0, "A");
    // Minions you control on A, B and C (the Scout is yours to control): 3 bases → +6.
    expect(playerPowerOn(t.g, 0, A)).toBe(4 + 6);
    expect(playerPowerOn(t.g, 0, t.base("B"))).toBe(3);
    expect(playerPowerOn(t.g, 1, A)).toBe(3);
    // Not a minion's power.
    expect(t.power("way")).toBe(4);
    // Counted once: moving away from a base later changes nothing (D is the only base left).
    t.act(0, "way");
    expect(t.where("way")).toBe("base:factory-436-1337");
    expect(playerPowerOn(t.g, 0, A)).toBe(6);
    // Gone at the end of the turn.
    t.act(0, "end");
    expect(playerPowerOn(t.g, 0, A)).toBe(0);
  });

  it("the power counts for the base's total: it can make the base reach its breakpoint (APOWER-2)", () => {
    rules("APOWER-2", "SCORE-2");
    const t = board(
      [m(P("wayfinder"), 0, "way")],
      [m(P("tiki"), 0, "tiki")],
      [m(P("maui"), 0, "maui"), m("aliens:invader", 1, "inv")],
      [poly([h("unity-of-the-tribes", "u")]), { factions: P1 }],
    );
    const C = t.base("C");
    // Jungle Oasis (12): Maui 5 + Invader 3.
    expect(isEligibleToScore(t.g, C)).toBe(false);
    t.act(0, "u").act(0, "C");
    expect(totalPowerOn(t.g, C)).toBe(8 + 6);
    expect(isEligibleToScore(t.g, C)).toBe(true);
    t.act(0, "end");
    expect([t.vp(0), t.vp(1)]).toEqual([2, 0]);
  });

  it("no minion of yours in play: nothing", () => {
    const t = board(
      [m("aliens:invader", 1, "inv")],
      [],
      [],
      [poly([h("unity-of-the-tribes", "u")]), { factions: P1 }],
    );
    t.act(0, "u");
    expect(t.prompt.purpose).toBe("main");
    expect(t.g.lasting).toEqual([]);
  });
});

describe("Maui: extra bases", () => {
  const maui = (more: Partial<Scenario> = {}) =>
    board([], [], [], [poly([h("maui", "maui")]), { factions: P1 }], {
      baseDeck: ["tar-pits", "ninja-dojo", "the-homeworld"],
      ...more,
    });
  const inPlay = (t: TestTable) => t.g.basesInPlay.map((b) => t.g.bases[b]?.def);

  it("up to two bases from the top of the base deck, asked one by one (CARD-VOLCANO-BASES)", () => {
    rules("CARD-VOLCANO-BASES");
    const t = maui();
    t.act(0, "maui@A").expectPrompt(0, "playExtraBase");
    t.act(0, "yes").expectPrompt(0, "playExtraBase");
    expect(inPlay(t)).toHaveLength(5);
    t.act(0, "yes");
    expect(inPlay(t)).toEqual([
      "base:the-grey-opal",
      "base:the-great-library",
      "base:jungle-oasis",
      "base:factory-436-1337",
      "base:tar-pits",
      "base:ninja-dojo",
    ]);
    expect(t.g.baseDeck.map((b) => t.g.bases[b]?.def)[0]).toBe("base:the-homeworld");
    expect(t.prompt.purpose).toBe("main");
  });

  it("one, then no: one extra base; none: no extra base", () => {
    const t = maui();
    t.act(0, "maui@A").act(0, "yes").act(0, "no");
    expect(inPlay(t)).toHaveLength(5);
    const u = maui();
    u.act(0, "maui@A").act(0, "no");
    expect(inPlay(u)).toHaveLength(4);
    expect(u.prompt.purpose).toBe("main");
  });

  it("one base left and an empty base discard: asked once (DECK-7)", () => {
    rules("DECK-7");
    const t = table({
      // Exactly the Voyagers' third base left in the base deck, whatever other boxes are registered.
      baseBoxes: ["culture-shock"],
      onlyListedBases: true,
      baseDeck: ["island-chain"],
      players: [poly([h("maui", "maui")]), { factions: P1 }],
      bases: [{ id: "island-peak" }, { id: "tropical-paradise" }],
    });
    t.act(0, "maui@island-peak").act(0, "yes");
    expect(t.g.basesInPlay).toHaveLength(3);
    expect(t.g.baseDeck).toEqual([]);
    expect(t.prompt.purpose).toBe("main");
  });

  it("no base left anywhere: not asked", () => {
    const t = table({
      baseBoxes: ["culture-shock"],
      onlyListedBases: true,
      players: [poly([h("maui", "maui")]), { factions: P1 }],
      bases: [{ id: "island-peak" }, { id: "tropical-paradise" }, { id: "island-chain" }],
    });
    t.act(0, "maui@island-peak");
    expect(t.prompt.purpose).toBe("main");
    expect(t.g.basesInPlay).toHaveLength(3);
  });
});

describe("Volcanic Uprising", () => {
  const volcano = (a: Minion[], b: Minion[], c: Minion[], d: Minion[] = [], more: Partial<Scenario> = {}) =>
    board(
      a,
      b,
      c,
      [poly([h("volcanic-uprising", "v")]), { factions: P1 }],
      { baseDeck: ["tar-pits", "ninja-dojo"], ...more },
      d,
    );
  const defs = (t: TestTable) => t.g.basesInPlay.map((b) => t.g.bases[b]?.def);

  it("extra base, then you may move one of your minions to it (CARD-VOLCANO-BASES)", () => {
    rules("CARD-VOLCANO-BASES", "TERM-MOVE");
    const t = volcano(
      [m(P("tiki"), 0, "tiki")],
      [m("aliens:invader", 1, "inv")],
      [],
      [m(P("moai"), 0, "moai")],
    );
    t.act(0, "v").expectPrompt(0, "chooseMode");
    t.act(0, "label:extraBase").expectPrompt(0, "move");
    expect(t.offers("inv")).toBe(false);
    t.act(0, "tiki");
    expect(t.where("tiki")).toBe("base:tar-pits");
    expect(defs(t)).toHaveLength(5);
  });

  it("extra base, declining the move", () => {
    const t = volcano(
      [m(P("tiki"), 0, "tiki")],
      [m("aliens:invader", 1, "inv")],
      [m(P("moai"), 0, "moai")],
      [m(P("moai"), 0, "m2")],
    );
    // Every base has a minion: only the first mode, without asking.
    t.act(0, "v").expectPrompt(0, "move");
    t.act(0);
    expect(t.where("tiki")).toBe("base:the-grey-opal");
    expect(defs(t)[4]).toBe("base:tar-pits");
  });

  it("destroy a base with no minions (its actions discarded) and replace it with two, in its place", () => {
    rules("TERM-DESTROY");
    const t = volcano([m(P("tiki"), 0, "tiki")], [], [m("aliens:invader", 1, "inv")], [], {});
    // An action alone on the Library: it goes with the base.
    const t2 = table({
      baseBoxes: BOXES,
      players: [poly([h("volcanic-uprising", "v")]), { factions: P1 }],
      bases: [
        { id: "the-grey-opal", as: "A", minions: [m(P("tiki"), 0, "tiki")] },
        { id: "the-great-library", as: "B", actions: [{ card: "ninjas:infiltrate", owner: 0, as: "infil" }] },
        { id: "jungle-oasis", as: "C", minions: [m("aliens:invader", 1, "inv")] },
        { id: "factory-436-1337", as: "D" },
      ],
      baseDeck: ["tar-pits", "ninja-dojo"],
    });
    expect(defs(t)).toHaveLength(4);
    t2.act(0, "v").act(0, "label:destroyBase").expectPrompt(0, "destroyBase");
    expect(t2.offers("A")).toBe(false);
    expect(t2.offers("C")).toBe(false);
    t2.act(0, "B");
    expect(defs(t2)).toEqual([
      "base:the-grey-opal",
      "base:tar-pits",
      "base:ninja-dojo",
      "base:jungle-oasis",
      "base:factory-436-1337",
    ]);
    expect(t2.where("infil")).toBe("discard:0");
    expect(t2.g.baseDiscard.map((b) => t2.g.bases[b]?.def)).toEqual(["base:the-great-library"]);
  });

  it("no base left: the first mode does nothing", () => {
    const t = table({
      baseBoxes: ["culture-shock"],
      onlyListedBases: true,
      players: [poly([h("volcanic-uprising", "v")]), { factions: P1 }],
      bases: [
        { id: "island-peak", minions: [m(P("tiki"), 0, "tiki")] },
        { id: "tropical-paradise", minions: [m("aliens:invader", 1, "inv")] },
        { id: "island-chain", minions: [m(P("moai"), 0, "moai")] },
      ],
    });
    t.act(0, "v");
    expect(t.g.basesInPlay).toHaveLength(3);
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Mo'ai", () => {
  // Seat 1 (Aliens, Pirates) is active and moves minions; seat 2 is a third player.
  const moai = (hand: Card[], a: Minion[], b: Minion[] = [], c: Minion[] = []) =>
    board(a, b, c, [poly(), { factions: P1, hand }, { factions: P2 }], { active: 1 });

  it("another player can't move their minions to its base (CS-13, CONFLICT-3)", () => {
    rules("CONFLICT-3", "TERM-MOVE");
    const t = moai(
      [{ card: "pirates:dinghy", as: "dinghy" }],
      [m(P("moai"), 0, "moai")],
      [m("aliens:invader", 1, "inv")],
    );
    t.act(1, "dinghy").act(1, "inv").expectPrompt(1, "moveDestination");
    expect(t.offers("A")).toBe(false);
    expect(t.offers("C")).toBe(true);
    t.act(1, "C");
    expect(t.where("inv")).toBe("base:jungle-oasis");
  });

  it("nor move the Mo'ai away; but may move a third player's minion to its base (literal 'their minions')", () => {
    const t = moai(
      [{ card: "pirates:shanghai", as: "sh" }],
      [m(P("moai"), 0, "moai")],
      [m("dinosaurs:war-raptor", 2, "raptor")],
      [m("dinosaurs:armor-stego", 2, "stego")],
    );
    t.act(1, "sh").expectPrompt(1, "move");
    expect(t.offers("moai")).toBe(false);
    t.act(1, "raptor").expectPrompt(1, "moveDestination");
    expect(t.offers("A")).toBe(true);
    t.act(1, "A");
    expect(t.where("raptor")).toBe("base:the-grey-opal");
    expect(t.where("moai")).toBe("base:the-grey-opal");
  });

  it("its controller moves their own minions in and the Mo'ai out freely", () => {
    const t = board(
      [m(P("moai"), 0, "moai", { attached: [{ card: P("ocean-tattoo"), owner: 0, as: "ocean" }] })],
      [m(P("moai"), 0, "m2")],
      [m(P("wayfinder"), 0, "way")],
    );
    // The Mo'ai sails away from its base with its own tattoo…
    t.act(0, "ocean").act(0, "B");
    expect(t.where("moai")).toBe("base:the-great-library");
    // … and another of yours moves onto the base of a Mo'ai.
    t.act(0, "way").act(0, "A");
    expect(t.where("way")).toBe("base:the-grey-opal");
  });

  it("playing a minion there is not moving: allowed", () => {
    const t = moai([{ card: "aliens:invader", as: "inv" }], [m(P("moai"), 0, "moai")]);
    t.act(1, "inv@A");
    expect(t.where("inv")).toBe("base:the-grey-opal");
  });

  it("'other players' are those of its controller: a Mo'ai you own that another player controls stops your moves", () => {
    rules("TERM-YOU", "TERM-CONTROL");
    const t = board(
      [m(P("moai"), 0, "moai", { controller: 1 })],
      [m(P("wayfinder"), 0, "way")],
      [],
      [poly(), { factions: P1 }],
    );
    t.act(0, "way").expectPrompt(0, "moveDestination");
    expect(t.offers("A")).toBe(false);
    expect(t.offers("C")).toBe(true);
  });

  it("a Wayfinder of another player with only the Mo'ai's base free of its minions: the talent is not offered", () => {
    const t = table({
      baseBoxes: BOXES,
      active: 1,
      players: [poly(), { factions: P1 }],
      bases: [
        { id: "the-grey-opal", minions: [m(P("moai"), 0, "moai")] },
        { id: "the-great-library", minions: [m(P("wayfinder"), 0, "way", { controller: 1 })] },
        { id: "jungle-oasis", minions: [m(P("tiki"), 0, "tiki", { controller: 1 })] },
      ],
    });
    expect(t.offers("way")).toBe(false);
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Voyagers' moves against another player's Mo'ai (CS-13)", () => {
  // Seat 1 controls a Mo'ai (owned by seat 0) on A: seat 0 can't move its minions there.
  const theirMoai = m(P("moai"), 0, "moai", { controller: 1 });

  it("Maui's talent: that base is not offered", () => {
    const t = board([theirMoai], [m(P("maui"), 0, "maui")], [m(P("tiki"), 0, "tiki")]);
    t.act(0, "maui").act(0, "tiki");
    // A is forbidden, B and C hold yours: only D, taken at once.
    expect(t.where("tiki")).toBe("base:factory-436-1337");
  });

  it("Ocean Tattoo's talent: that base is not offered", () => {
    const t = board(
      [theirMoai],
      [m(P("tiki"), 0, "tiki", { attached: [{ card: P("ocean-tattoo"), owner: 0, as: "ocean" }] })],
    );
    t.act(0, "ocean").expectPrompt(0, "moveDestination");
    expect(t.offers("A")).toBe(false);
    expect(t.offers("C")).toBe(true);
  });

  it("Growth of the Tribes: the extra minion may be played there (not a move), the move is not offered", () => {
    const t = board(
      [theirMoai],
      [m(P("tiki"), 0, "tiki")],
      [m(P("tiki"), 0, "t2")],
      [poly([h("growth-of-the-tribes", "g"), h("wayfinder", "w")]), { factions: P1 }],
      {},
      [m(P("tiki"), 0, "t3")],
    );
    t.act(0, "g").expectPrompt(0, "playExtraMinion");
    t.act(0);
    // No minion of yours may move to A: nothing is asked.
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("tiki")).toBe("base:the-great-library");
    const u = board(
      [theirMoai],
      [m(P("tiki"), 0, "tiki")],
      [m(P("tiki"), 0, "t2")],
      [poly([h("growth-of-the-tribes", "g"), h("wayfinder", "w")]), { factions: P1 }],
      {},
      [m(P("tiki"), 0, "t3")],
    );
    u.act(0, "g").act(0, "w@A");
    expect(u.where("w")).toBe("base:the-grey-opal");
  });

  it("Volcanic Uprising: a Mo'ai's own controller may still move it to the new base", () => {
    const t = board(
      [m(P("moai"), 0, "mine")],
      [m("aliens:invader", 1, "inv")],
      [m(P("tiki"), 0, "t2")],
      [poly([h("volcanic-uprising", "v")]), { factions: P1 }],
      { baseDeck: ["tar-pits"] },
      [m(P("tiki"), 0, "t3")],
    );
    t.act(0, "v").act(0, "mine");
    expect(t.where("mine")).toBe("base:tar-pits");
  });
});

describe("Ocean Tattoo transferred", () => {
  it("after a transfer (TERM-TRANSFER), its talent moves its new host", () => {
    rules("TERM-TRANSFER");
    const t = board(
      [m(P("tiki"), 0, "tiki", { attached: [{ card: P("ocean-tattoo"), owner: 0, as: "ocean" }] })],
      [m(P("moai"), 0, "moai")],
    );
    const ocean = t.uid("ocean");
    expect(transferAction(cardCtx(t.g, ocean), ocean, { minion: t.uid("moai") })).toBe(true);
    t.act(0, "ocean").act(0, "C");
    expect(t.where("moai")).toBe("base:jungle-oasis");
    expect(counters(t, "moai")).toBe(1);
    expect(t.where("tiki")).toBe("base:the-grey-opal");
    expect(counters(t, "tiki")).toBe(0);
  });
});

describe("Edges of the moves and counters (TERM-TO)", () => {
  it("Wayfinder that can't be moved: no move, no counter (TERM-TO)", () => {
    rules("TERM-TO");
    const t = board(
      [m(P("wayfinder"), 0, "way", { attached: [{ card: "polykit:anchor", owner: 1, as: "anchor" }] })],
      [],
      [],
      [poly(), { factions: ["polykit", "aliens"] }],
    );
    t.act(0, "way").act(0, "B");
    expect(t.where("way")).toBe("base:the-grey-opal");
    expect(counters(t, "way")).toBe(0);
    expect(t.offers("way")).toBe(false);
  });

  it("Sun Tattoo whose attachment is refused: the minion doesn't move (TERM-TO)", () => {
    const t = table({
      baseBoxes: BOXES,
      phase: "score",
      players: [poly([h("sun-tattoo", "sun")]), { factions: ["polykit", "aliens"] }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "polykit:ward", owner: 1, as: "ward" }],
          minions: [
            m(P("maui"), 0, "maui"),
            m("aliens:invader", 1, "inv"),
            m("aliens:invader", 1, "i2"),
            m("aliens:collector", 1, "col"),
          ],
        },
        { id: "the-grey-opal" },
        { id: "the-great-library" },
      ],
    });
    t.act(0, "sun");
    expect(t.where("ward")).toBe("discard:1");
    expect(t.where("sun")).toBe("discard:0");
    expect(t.where("maui")).toBe("discard:0");
  });

  it("Sun Tattoo is not offered when no other base accepts the move (another player's Mo'ai on each)", () => {
    const t = table({
      baseBoxes: BOXES,
      phase: "score",
      players: [poly([h("sun-tattoo", "sun")]), { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m(P("maui"), 0, "maui"),
            m("aliens:invader", 1, "inv"),
            m("aliens:invader", 1, "i2"),
            m("aliens:collector", 1, "col"),
          ],
        },
        { id: "the-grey-opal", minions: [m(P("moai"), 0, "mo1", { controller: 1 })] },
        { id: "the-great-library", minions: [m(P("moai"), 0, "mo2", { controller: 1 })] },
      ],
    });
    expect(t.where("maui")).toBe("discard:0");
    expect(t.where("sun")).toBe("hand:0");
  });

  it("Shark Tattoo reads the base again when it resolves: The Hill brought a second minion first", () => {
    rules("ORDER-2");
    const t = table({
      baseBoxes: ["core", "monster-smash"],
      phase: "start",
      players: [poly(), { factions: P1 }],
      bases: [
        {
          id: "the-hill",
          minions: [
            m(P("tiki"), 0, "tiki", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "shark" }] }),
          ],
        },
        { id: "the-grey-opal", minions: [m(P("moai"), 0, "moai")] },
        { id: "the-great-library" },
      ],
    });
    t.expectPrompt(0, "orderTriggers");
    t.act(0, "the-hill").act(0, "moai");
    expect(t.where("moai")).toBe("base:the-hill");
    expect(counters(t, "tiki")).toBe(0);
  });

  it("Shark Tattoo first, then The Hill: the counter, then the move", () => {
    const t = table({
      baseBoxes: ["core", "monster-smash"],
      phase: "start",
      players: [poly(), { factions: P1 }],
      bases: [
        {
          id: "the-hill",
          minions: [
            m(P("tiki"), 0, "tiki", { attached: [{ card: P("shark-tattoo"), owner: 0, as: "shark" }] }),
          ],
        },
        { id: "the-grey-opal", minions: [m(P("moai"), 0, "moai")] },
        { id: "the-great-library" },
      ],
    });
    t.act(0, "shark").act(0, "moai");
    expect(counters(t, "tiki")).toBe(1);
  });
});

describe("Maui and the base discard", () => {
  it("an empty base deck with a base in the base discard: asked, and that base comes in (DECK-7)", () => {
    const t = table({
      // Exactly the Voyagers' third base left in the base deck, whatever other boxes are registered.
      baseBoxes: ["culture-shock"],
      onlyListedBases: true,
      baseDeck: ["island-chain"],
      players: [poly([h("maui", "maui")]), { factions: P1 }],
      bases: [{ id: "island-peak" }, { id: "tropical-paradise" }],
    });
    const b = t.g.baseDeck.shift() as number;
    t.g.baseDiscard.push(b);
    (t.g.bases[b] as { zone: string }).zone = "discard";
    t.act(0, "maui@island-peak").act(0, "yes");
    expect(t.g.basesInPlay).toEqual([t.base("island-peak"), t.base("tropical-paradise"), b]);
    expect(t.g.baseDiscard).toEqual([]);
    expect(t.prompt.purpose).toBe("main");
  });
});

// A face-up top of the base deck whose abilities apply to another base (CS-9, Signs in the Stars:
// the kit's Signs), and the scoring steps that use a base's abilities, own and borrowed (CS-8 "next
// base" rules, CS-14 before-scoring Part A and the once-per-window Special of Finist: the kit's
// Falcon). Bases and cards are the test kit's (test/kits/board.ts).

import "../kits/board.ts";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { baseAbilities, breakpoint, cardCtx, destroyAction, topBaseFaceUp } from "../../src/engine/api.ts";
import { publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

type F = [string, string];
const KIT: F = ["boardkit", "aliens"];
const P1: F = ["pirates", "ninjas"];
type T = ReturnType<typeof table>;
const inPlay = (t: T) => t.g.basesInPlay.map((b) => t.g.bases[b]?.def.slice(5));
const signs = { card: "boardkit:signs", owner: 0, as: "signs" };

/** Signs on the Homeworld (host), a Pawn of seat 0 there and one on Jungle Oasis. */
const spec = (deck: string[], extra: Partial<Scenario> = {}): Scenario => ({
  players: [{ factions: KIT }, { factions: P1 }],
  bases: [
    {
      id: "the-homeworld",
      as: "host",
      actions: [signs],
      minions: [{ card: "boardkit:pawn", owner: 0, as: "here" }],
    },
    { id: "jungle-oasis", minions: [{ card: "boardkit:pawn", owner: 0, as: "there" }] },
    { id: "tar-pits" },
  ],
  baseDeck: deck,
  ...extra,
});

describe("the face-up top of the base deck (Signs in the Stars)", () => {
  it("its abilities apply to the host as 'this base', nowhere else; it is public", () => {
    rules("CARD-PRESAGES-ETOILES", "TERM-ONGOING", "COMP-5");
    const t = table(spec(["kit-brainy", "kit-turnip"]));
    expect(t.power("here")).toBe(3);
    expect(t.power("there")).toBe(2);
    t.check({ baseDeckTop: "kit-brainy" });
    const v = publicView(t.g, null);
    expect(v.baseDeckTop).toBe("base:kit-brainy");
    expect(v.bases[0]?.borrowed).toEqual(["base:kit-brainy"]);
    expect(v.bases[1]?.borrowed).toBeUndefined();
    expect(baseAbilities(t.g, t.base("host")).map((a) => a.def.key)).toEqual([
      "base:the-homeworld",
      "base:kit-brainy",
    ]);
  });

  it("without Signs in play, the top is face down: nothing borrowed, nothing shown", () => {
    const t = table(spec(["kit-brainy"], {}));
    destroyAction(cardCtx(t.g, t.uid("signs")), t.uid("signs"));
    expect(topBaseFaceUp(t.g)).toBeNull();
    expect(t.power("here")).toBe(2);
    expect(publicView(t.g, null).baseDeckTop).toBeUndefined();
    t.check({ baseDeckTop: null });
  });

  it("whatever becomes the top is face up: drawn as a replacement, the next one applies; effects given by the old one stay", () => {
    rules("CARD-PRESAGES-ETOILES", "SCORE-17");
    const t = table({
      ...spec(["kit-oven", "kit-turnip"]),
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        {
          id: "the-homeworld",
          as: "host",
          actions: [signs],
          minions: [{ card: "boardkit:pawn", owner: 0, as: "here" }],
        },
        {
          id: "kit-void",
          as: "void",
        },
        { id: "tar-pits" },
      ],
    });
    // Kit Void scored at once and was replaced by Kit Oven, the old top; Kit Turnip is the new top.
    expect(inPlay(t)).toEqual(["the-homeworld", "kit-oven", "tar-pits"]);
    expect(publicView(t.g, null).baseDeckTop).toBe("base:kit-turnip");
    // Turnip on the host: 23 − 1 minion.
    expect(breakpoint(t.g, t.base("host"))).toBe(22);
  });

  it("the active player may turn it down at the start of the turn, until the end of that turn", () => {
    rules("START-1", "EOT-2");
    const t = table(spec(["kit-brainy"], { phase: "start" }));
    t.expectPrompt(0, "turnTopBaseDown").act(0, "yes");
    expect(topBaseFaceUp(t.g)).toBeNull();
    expect(t.power("here")).toBe(2);
    t.act(0, "end");
    // Seat 1's turn: face up again, and seat 1 is asked in turn.
    t.expectPrompt(1, "turnTopBaseDown");
    expect(t.power("here")).toBe(3);
    t.act(1, "no");
    expect(t.power("here")).toBe(3);
  });

  it("a cancelled host ability cancels the borrowed ones too (Jammed Signal); an empty base deck lends nothing", () => {
    rules("TERM-CANCEL");
    const t = table({
      ...spec(["kit-brainy"]),
      bases: [
        {
          id: "the-homeworld",
          actions: [signs, { card: "aliens:jammed-signal", owner: 0 }],
          minions: [{ card: "boardkit:pawn", owner: 0, as: "here" }],
        },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
    });
    expect(t.power("here")).toBe(2);
    const u = table(spec([]));
    u.g.baseDeck.splice(0);
    (u.g.baseDeck as number[]).length = 0;
    expect(topBaseFaceUp(u.g)).toBeNull();
  });

  it("a borrowed triggered ability acts for the host and is named after its own base card", () => {
    rules("START-1", "ORDER-5");
    const t = table(spec(["kit-peak"], { phase: "start" }));
    // Two start-of-turn abilities wait: Signs' (turn the top down?) and the borrowed Kit Peak's.
    t.expectPrompt(0, "orderTriggers");
    expect(t.prompt.options.map((o) => o.label).sort()).toEqual(["base:kit-peak", "boardkit:signs"]);
    const hand = t.hand(0).length;
    t.act(0, "label:base:kit-peak");
    expect(t.hand(0).length).toBe(hand + 1);
    t.expectPrompt(0, "turnTopBaseDown");
  });

  it("Signs' talent puts the top on the bottom: the new top applies at once", () => {
    const t = table(spec(["kit-brainy", "kit-turnip"]));
    t.act(0, "signs");
    expect(publicView(t.g, null).baseDeckTop).toBe("base:kit-turnip");
    expect(t.power("here")).toBe(2);
    expect(breakpoint(t.g, t.base("host"))).toBe(22);
    expect(t.g.bases[t.g.baseDeck.at(-1) as number]?.def).toBe("base:kit-brainy");
  });
});

describe("a scoring base's own and borrowed abilities", () => {
  const scoring = (host: string, deck: string[], extra: Partial<Scenario> = {}) =>
    table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        {
          id: host,
          as: "host",
          actions: [signs],
          minions: [
            { card: "boardkit:rook", owner: 0, as: "rook" },
            { card: "boardkit:rook", owner: 0 },
            { card: "boardkit:pawn", owner: 0 },
            { card: "boardkit:pawn", owner: 0 },
            { card: "ninjas:ninja-acolyte", owner: 1, as: "aco" },
          ],
        },
        { id: "jungle-oasis" },
        { id: "tar-pits" },
      ],
      lasting: [{ breakpoint: "host", amount: -40 }],
      baseDeck: deck,
      ...extra,
    });

  it("before scoring, a borrowed ability is one more Part A trigger (CS-14, MEFIRST-2)", () => {
    rules("MEFIRST-2", "CARD-PRESAGES-ETOILES");
    // The Homeworld has no before-scoring ability: the borrowed Oven acts alone.
    const t = scoring("the-homeworld", ["kit-oven", "the-mothership"]);
    // Rooks 3 + 1, Pawns 2 + 1: 14 against 3.
    expect(t.g.log.filter((e) => e.k === "place").map((e) => e.p[3])).toEqual([14, 3]);
  });

  it("a base's own and borrowed before-scoring abilities resolve in the order the active player picks", () => {
    rules("ORDER-5");
    const order = (first: string) => {
      const t = scoring("kit-oven", ["kit-bell", "the-mothership"]);
      t.expectPrompt(0, "orderTriggers");
      expect(t.prompt.options.map((o) => o.label)).toEqual(["base:kit-oven", "base:kit-bell"]);
      t.act(0, `label:${first}`);
      expect(t.g.log.filter((e) => e.k === "place").map((e) => e.p[3])).toEqual([14, 3]);
      return t.g.log.map((e) => e.k).filter((k) => k === "draw" || k === "power");
    };
    expect(order("base:kit-bell")[0]).toBe("draw");
    expect(order("base:kit-oven")[0]).toBe("power");
  });

  it("a borrowed 'when this base scores' ability pays on the host (Factory 436-1337 face up)", () => {
    rules("SCORE-14");
    const t = scoring("the-homeworld", ["factory-436-1337", "the-mothership"]);
    // Seat 0 wins with 10 power: 4 VP for first place, 2 more from the borrowed Factory.
    expect(t.vp(0)).toBe(6);
  });

  it("after-scoring abilities are fixed at step 5: a borrowed replacement choice applies although Signs is discarded at step 7", () => {
    rules("TERM-AFTER-SCORING", "SCORE-15", "SCORE-16");
    const t = scoring("the-homeworld", ["kit-school", "the-mothership", "factory-436-1337", "the-grey-opal"]);
    // Kit School borrowed: the active player chooses the replacement among the top three.
    t.expectPrompt(0, "chooseNextBase");
    t.act(0, "factory-436-1337");
    expect(inPlay(t)[0]).toBe("factory-436-1337");
    expect(t.where("signs")).toBe("discard:0");
  });

  it("a borrowed Island Chain plays the top card, itself, as an extra base", () => {
    const t = scoring("the-homeworld", ["kit-chain", "the-mothership", "factory-436-1337"]);
    expect(inPlay(t)).toEqual(["the-mothership", "kit-chain", "jungle-oasis", "tar-pits"]);
  });

  it("two 'next base' rules (own Island Chain, borrowed School): the active player picks the one that applies", () => {
    rules("CARD-ARCHIPEL-VOLCANIQUE");
    const school = scoring("kit-chain", [
      "kit-school",
      "the-mothership",
      "factory-436-1337",
      "the-grey-opal",
    ]);
    school.expectPrompt(0, "chooseNextBaseRule").act(0, "label:base:kit-school");
    school.expectPrompt(0, "chooseNextBase").act(0, "factory-436-1337");
    expect(inPlay(school)).toEqual(["factory-436-1337", "jungle-oasis", "tar-pits"]);
    const chain = scoring("kit-chain", ["kit-school", "the-mothership", "factory-436-1337"]);
    chain.expectPrompt(0, "chooseNextBaseRule").act(0, "label:base:kit-chain");
    // The extra base (Kit School, the top) after the host, then the replacement (The Mothership).
    expect(inPlay(chain)).toEqual(["the-mothership", "kit-school", "jungle-oasis", "tar-pits"]);
  });
});

describe("a Special from play, once per window per card (CS-14, Finist the Falcon)", () => {
  it("moved to the scoring base, then not offered again in the same window", () => {
    rules("MEFIRST-4", "CARD-FINIST");
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        { id: "the-homeworld", as: "home", minions: [{ card: "boardkit:rook", owner: 0 }] },
        { id: "jungle-oasis", minions: [{ card: "boardkit:falcon", owner: 0, as: "falcon" }] },
        { id: "tar-pits" },
      ],
      lasting: [{ breakpoint: "home", amount: -30 }],
      baseDeck: ["the-mothership"],
    });
    t.expectPrompt(0, "beforeScoring").act(0, "falcon");
    // The round goes on (MEFIRST-4), but the Falcon is no longer usable in this window (else it
    // could return and replay, then move there again...): nobody else has a Special, the window
    // closes and the base scores with the Falcon on it.
    expect(t.engine.prompt?.purpose).not.toBe("beforeScoring");
    expect(t.where("falcon")).toBe("discard:0");
    expect(t.g.log.filter((e) => e.k === "place").map((e) => e.p[3])).toEqual([6]);
  });
});

// Reacting to gaining VP (BGB-3, Cosplay: "when you gain 1 or more VP, gain an additional 1 VP").
// Every gain of 1 VP or more is an event (vpGained), during scoring — SCORE-3 step 4 is one
// resolution unit: every place paid, then the base's "when this base scores" abilities, then what
// reacts — and outside it (Invader). VP added to a gain being answered ("additional") is not a new
// gain: nothing reacts to it, so reactions never loop. The reacting card is the kit's Fan, an
// in-play Cosplay (test/kits/board.ts); a hand Special answers the same event through a reaction
// window (CS-3).

import "../kits/board.ts";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { rules, table } from "../harness/table.ts";

type F = [string, string];
const KIT: F = ["boardkit", "aliens"];
const P1: F = ["pirates", "ninjas"];
const P2: F = ["dinosaurs", "zombies"];
const fan = (as?: string) => ({ card: "boardkit:fan", owner: 0, as });
const rook = { card: "boardkit:rook", owner: 0 };

describe("gaining VP is an event cards react to (BGB-3)", () => {
  it("each place paid with VP is a gain; a 0-VP place is none; two reactions to one gain, and no more", () => {
    rules("SCORE-10", "SCORE-12");
    // Jungle Oasis (12, VP 2/0/0): seat 0 first with 10 power (two Fans, two Rooks, a Pawn), seat 1 second with 2.
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            fan(),
            fan(),
            rook,
            rook,
            { card: "boardkit:pawn", owner: 0 },
            { card: "ninjas:ninja-acolyte", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      baseDeck: ["the-mothership"],
    });
    // 2 for first place, +1 from each Fan; their additional VP are not gains: nothing answers them.
    expect([t.vp(0), t.vp(1)]).toEqual([4, 0]);
    // The place's own line says its 2 VP (no second "gains 2 VP" line); the Fans' VP have theirs.
    expect(t.g.log.filter((e) => e.k === "place" && e.p[0] === 0).map((e) => e.p[4])).toEqual([2]);
    expect(t.g.log.filter((e) => e.k === "vp").map((e) => e.p)).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it("a player reacts to their own gains only, in another player's turn too", () => {
    const t = table({
      phase: "score",
      active: 1,
      players: [{ factions: KIT }, { factions: P1 }, { factions: P2 }],
      bases: [
        {
          id: "the-homeworld",
          minions: [
            fan(),
            { card: "boardkit:pawn", owner: 0 },
            { card: "pirates:buccaneer", owner: 1 },
            { card: "zombies:walker", owner: 2 },
          ],
        },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
        { id: "the-mothership" },
      ],
      lasting: [{ breakpoint: "the-homeworld", amount: -14 }],
      baseDeck: ["factory-436-1337"],
    });
    // Homeworld 4/2/1: seat 1 first (4 power), seat 0 second (3: 2 VP + 1), seat 2 third (1).
    expect([t.vp(0), t.vp(1), t.vp(2)]).toEqual([3, 4, 1]);
  });

  it("outside scoring: Invader's VP is a gain like any other", () => {
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "aliens:invader", as: "inv" }] }, { factions: P1 }],
      bases: [{ id: "the-homeworld", minions: [fan()] }, { id: "tar-pits" }, { id: "jungle-oasis" }],
    });
    t.act(0, "inv@tar-pits");
    expect(t.vp(0)).toBe(2);
  });

  it("step 4 is one unit: every place is paid before the base's 'when this base scores' ability and the reactions", () => {
    rules("SCORE-14", "MEFIRST-2", "ORDER-5");
    const spec: Scenario = {
      phase: "score",
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        {
          id: "factory-436-1337",
          minions: [
            fan(),
            rook,
            rook,
            { card: "boardkit:pawn", owner: 0 },
            { card: "boardkit:pawn", owner: 0 },
            { card: "pirates:buccaneer", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-homeworld" },
      ],
      lasting: [{ breakpoint: "factory-436-1337", amount: -10 }],
      baseDeck: ["the-mothership"],
    };
    const t = table(spec);
    // Both places are paid (2 and 2); then the Factory's ability and the Fan's reaction wait
    // together, in the order the active player picks.
    expect(t.g.log.filter((e) => e.k === "place").length).toBe(2);
    expect([t.vp(0), t.vp(1)]).toEqual([2, 2]);
    t.expectPrompt(0, "orderTriggers").act(0, "label:base:factory-436-1337");
    // Factory: 11 power → 2 VP, a gain: the Fan answers it too. 2 + 2 + 1 + 1.
    expect([t.vp(0), t.vp(1)]).toEqual([6, 2]);
  });
});

describe("Cosplay from a hand: a reaction window for the gainer only (BGB-3, CS-3)", () => {
  const oasis = (extra: Partial<Scenario> = {}): Scenario => ({
    phase: "score",
    players: [
      {
        factions: KIT,
        hand: [
          { card: "boardkit:cosplay", as: "c1" },
          { card: "boardkit:cosplay", as: "c2" },
        ],
      },
      { factions: P1 },
    ],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          rook,
          rook,
          { card: "boardkit:pawn", owner: 0 },
          { card: "boardkit:pawn", owner: 0 },
          { card: "ninjas:ninja-acolyte", owner: 1 },
        ],
      },
      { id: "tar-pits" },
      { id: "the-homeworld" },
    ],
    baseDeck: ["the-mothership"],
    ...extra,
  });

  it("after the places are paid, the gainer may play one Cosplay after another on the same gain; their VP open nothing", () => {
    rules("MEFIRST-4", "MEFIRST-6", "TERM-SPECIAL");
    const t = table(oasis());
    t.expectPrompt(0, "vpGained");
    expect(t.vp(0)).toBe(2);
    t.act(0, "c1");
    expect(t.vp(0)).toBe(3);
    expect(t.where("c1")).toBe("discard:0");
    // The round goes on for the same gain; the Cosplay's own VP opened no window of its own.
    t.expectPrompt(0, "vpGained").act(0, "c2");
    expect(t.vp(0)).toBe(4);
    // No Cosplay left: the window closes, the scoring ends, the turn goes on.
    expect(t.engine.prompt?.purpose).not.toBe("vpGained");
    expect(t.where("c2")).toBe("discard:0");
  });

  it("a player who gains nothing, or a 0-VP place, is never asked, even with hidden timing", () => {
    rules("OPEN-27");
    const t = table(oasis({ options: { hiddenTiming: true } }));
    // Hidden timing asks everyone before scoring; then only the gainer: seat 1's second place on
    // Jungle Oasis pays 0 VP, no gain, no window for seat 1.
    t.expectPrompt(0, "beforeScoring").act(0, "pass");
    t.expectPrompt(1, "beforeScoring").act(1, "pass");
    t.expectPrompt(0, "vpGained").act(0, "pass");
    t.expectPrompt(0, "afterScoring");
    expect(t.vp(0)).toBe(2);
  });

  it("tied winners: one window per gain, in priority order, each for its gainer only", () => {
    rules("SCORE-11", "OPEN-27");
    const t = table(
      oasis({
        active: 1,
        options: { hiddenTiming: true },
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              rook,
              { card: "boardkit:pawn", owner: 0 },
              { card: "pirates:saucy-wench", owner: 1 },
              { card: "ninjas:ninja-acolyte", owner: 1 },
            ],
          },
          { id: "tar-pits" },
          { id: "the-homeworld" },
        ],
        lasting: [{ breakpoint: "jungle-oasis", amount: -4 }],
      }),
    );
    // Jungle Oasis at 8: seats 0 and 1 tie for first with 5 each, 2 VP each (SCORE-11).
    t.expectPrompt(1, "beforeScoring").act(1, "pass");
    t.expectPrompt(0, "beforeScoring").act(0, "pass");
    expect([t.vp(0), t.vp(1)]).toEqual([2, 2]);
    // Seat 1 (active, first in priority) is asked about their gain alone (hidden timing: nothing
    // usable, still asked), then seat 0 about theirs.
    t.expectPrompt(1, "vpGained").act(1, "pass");
    t.expectPrompt(0, "vpGained").act(0, "c1");
    t.expectPrompt(0, "vpGained").act(0, "pass");
    expect([t.vp(0), t.vp(1)]).toEqual([3, 2]);
    t.expectPrompt(1, "afterScoring");
  });

  it("outside scoring, at the end of the play that gained the VP (Invader)", () => {
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [
            { card: "aliens:invader", as: "inv" },
            { card: "boardkit:cosplay", as: "c1" },
          ],
        },
        { factions: P1 },
      ],
      bases: [{ id: "tar-pits" }, { id: "the-homeworld" }, { id: "jungle-oasis" }],
    });
    t.act(0, "inv@tar-pits");
    t.expectPrompt(0, "vpGained").act(0, "c1");
    expect(t.vp(0)).toBe(2);
    t.expectPrompt(0, "main");
  });
});

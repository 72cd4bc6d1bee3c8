// The free plays' shortcut of the payer (allowances.ts, issue 22): while only the free plays can
// pay, a Payer answers from the turn's free plays left instead of building the offers and the
// phase's assignment, and a play made without re-assigning earlier ones spends only its own free
// plays. These tests play the same games with the shortcut on and off, in lockstep, and require
// the same prompts and the same state after every decision; and check positions where the
// shortcut must step aside (extras granted, ongoing allowances, an earlier play with two ways).
// Off, the main prompt also checks every card on every base (Payer.dependsOnBase and
// mayPayFromDiscardOn say so): the lockstep games compare its once-per-card payments and its
// discard pile's bases too (Zapbot's extra of power 2 or less, They're Coming To Get You).

import { afterEach, describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { commitPayment, payer, payerOptions } from "../../src/engine/allowances.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameSetup, GameState } from "../../src/engine/types.ts";
import { zapbotAndOutbreak } from "../kits/allowance-tables.ts";

afterEach(() => {
  payerOptions.freePath = true;
});

/** Plays one seeded game twice in lockstep, the shortcut on in one and off in the other. */
function lockstep(setup: GameSetup, chooserSeed: number): number {
  const rng = makeChooserRng(chooserSeed);
  payerOptions.freePath = true;
  const on = Engine.start(setup);
  payerOptions.freePath = false;
  const off = Engine.start(setup);
  let decisions = 0;
  for (;;) {
    const p = on.prompt;
    expect(JSON.stringify(off.prompt)).toBe(JSON.stringify(p));
    if (!p) break;
    const choice = randomChoice(p, rng);
    payerOptions.freePath = true;
    on.submit({ seat: p.seat, prompt: p.id, choice });
    payerOptions.freePath = false;
    off.submit({ seat: p.seat, prompt: p.id, choice });
    expect(serialize(on.g)).toBe(serialize(off.g));
    decisions++;
  }
  return decisions;
}

describe("the payer's free plays' shortcut (issue 22)", () => {
  // Factions whose cards grant extras (Zapbot, Outbreak), hold ongoing allowances (Archmage,
  // Enshrouding Mist) or permit plays from a discard pile (They're Coming To Get You).
  const setups: [string, string][][] = [
    [
      ["wizards", "tricksters"],
      ["zombies", "robots"],
    ],
    [
      ["robots", "aliens"],
      ["wizards", "zombies"],
      ["tricksters", "pirates"],
    ],
    [
      ["tricksters", "zombies"],
      ["wizards", "ninjas"],
      ["robots", "dinosaurs"],
      ["aliens", "pirates"],
    ],
  ];

  it("same prompts and states after every decision as the general matching, in seeded games", () => {
    let decisions = 0;
    for (const [k, factions] of setups.entries()) {
      for (let seed = 0; seed < 4; seed++) {
        const setup: GameSetup = {
          seed: 4100 + 17 * k + seed,
          players: factions.map((f) => ({ factions: f })),
          options: { maxTurns: 60 },
        };
        decisions += lockstep(setup, 77 + seed);
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  }, 120_000); // several hundred decisions per game, twice each: generous on a loaded machine

  const twoExtras = zapbotAndOutbreak;

  /** The main prompt's minion plays with the shortcut on and off. */
  const minionPlays = (g: GameState) => {
    const answers = (free: boolean) => {
      payerOptions.freePath = free;
      const pay = payer(g, 0);
      return {
        exhausted: pay.exhausted("minion"),
        any: pay.handPaymentForAny("minion"),
        discard: pay.mayPayFromDiscard(),
      };
    };
    return { on: answers(true), off: answers(false) };
  };

  it("two extras of different restrictions: the shortcut steps aside and answers as the matching does after each play", () => {
    const t = twoExtras();
    t.act(0, "zap@jungle-oasis");
    // Zapbot paid by the free play; its extra is stored: the general path answers.
    let a = minionPlays(t.g);
    expect(a.on).toEqual(a.off);
    expect(a.on.exhausted).toBe(false);
    t.act(0, "ob").act(0, "m1@the-grey-opal");
    a = minionPlays(t.g);
    expect(a.on).toEqual(a.off);
    t.act(0, "m2@jungle-oasis");
    a = minionPlays(t.g);
    expect(a.on).toEqual(a.off);
    expect(t.prompt.options.filter((o) => o.id.startsWith("m"))).toEqual([]);
  });

  it("a play paid by the free play spends it: the next prompt offers no minion (fails if the spend is skipped)", () => {
    const t = twoExtras();
    expect(t.g.turn.freeMinion).toBe(1);
    t.act(0, "m1@jungle-oasis");
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.g.turn.plays).toEqual([{ ways: [["free:minion"]], paid: 0 }]);
    const a = minionPlays(t.g);
    expect(a.on).toEqual(a.off);
    expect(a.on).toEqual({ exhausted: true, any: null, discard: false });
    expect(t.offers("m2@the-grey-opal")).toBe(false);
  });

  it("an earlier play that had two ways keeps the general matching on, with no extra nor ongoing allowance left", () => {
    const t = twoExtras();
    t.act(0, "zap@jungle-oasis").act(0, "ob").act(0, "m1@the-grey-opal");
    // The extras forgotten, the free minion play spent: only the records say m1 could be paid
    // another way, and the matching may still move it there (what the shortcut must not hide).
    const g = t.g;
    g.turn.granted = [];
    g.turn.extras = [];
    expect(g.turn.freeMinion).toBe(0);
    expect(g.turn.plays.some((r) => r.ways.length > 1)).toBe(true);
    const a = minionPlays(g);
    expect(a.on).toEqual(a.off);
    expect(a.on.exhausted).toBe(false);
  });

  it("commitPayment's shortcut leaves the turn as the full recount does", () => {
    const t = twoExtras();
    const run = (free: boolean) => {
      const g = structuredClone(t.g);
      payerOptions.freePath = free;
      const pay = payer(g, 0).payFor(t.uid("m1"), t.base("tar-pits"));
      expect(pay).not.toBeNull();
      commitPayment(g, pay as NonNullable<typeof pay>);
      return g.turn;
    };
    expect(run(true)).toEqual(run(false));
    expect(run(true).freeMinion).toBe(0);
  });
});

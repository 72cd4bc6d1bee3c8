// Hard's own answers inside effects (issue 23, stop 38; knob `innerOwn`, off by default): a minion in
// play chosen to be removed, taken, powered up or moved is scored by Hard's evaluation against the
// strongest rival on the whole table (inner.ts) instead of the shared rule of thumb.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { determinize } from "../../src/ai/determinize.ts";
import { worths } from "../../src/ai/evaluate.ts";
import { aiDecide, HARD_BUDGET } from "../../src/ai/index.ts";
import { hardInnerChoice, innerCardScore } from "../../src/ai/inner.ts";
import { policyChoice } from "../../src/ai/policy.ts";
import { aiRng } from "../../src/ai/rng.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { cardDef } from "../../src/engine/defs.ts";
import { Engine } from "../../src/engine/engine.ts";
import { validateChoice } from "../../src/engine/flow.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameState, Seat, Uid } from "../../src/engine/types.ts";
import { ALL_BOXES } from "../kits/ai-positions.ts";

describe("Hard's innerOwn knob", () => {
  it("is off by default", () => {
    expect(HARD_BUDGET.innerOwn ?? false).toBe(false);
  });

  it("answers inside effects legally, from the seat's sample only, and differently from the policy somewhere", () => {
    let modelled = 0;
    let differed = 0;
    let knobDiffered = 0;
    for (let s = 0; s < 10; s++) {
      const e = Engine.start(randomSetup(3800 + s, 4, ALL_BOXES, 40));
      const rng = makeChooserRng(s);
      for (let step = 0; e.prompt && step < 400; step++) {
        const p = e.prompt;
        if (p.kind !== "main" && p.options.some((o) => o.target !== undefined || o.card !== undefined)) {
          const d = determinize(e.g, p.seat, aiRng(5, step), p.shown ?? []);
          const hard = hardInnerChoice(d, p);
          expect(validateChoice(p, p.seat, hard)).toBeNull();
          // Decided on the sample alone: the same sample gives the same answer.
          expect(hardInnerChoice(JSON.parse(JSON.stringify(d)) as GameState, p)).toEqual(hard);
          modelled++;
          if (JSON.stringify(hard) !== JSON.stringify(policyChoice(d, p))) differed++;
          const on = aiDecide(e, p.seat, "hard", 9, { budget: { innerOwn: true } });
          if (JSON.stringify(on) !== JSON.stringify(aiDecide(e, p.seat, "hard", 9))) knobDiffered++;
        }
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
    }
    expect(modelled).toBeGreaterThan(20);
    expect(differed).toBeGreaterThan(0);
    expect(knobDiffered).toBeGreaterThan(0);
  });

  it("values removing the leader's minion above the same minion of a trailing rival", () => {
    let checked = 0;
    for (let s = 0; s < 30 && checked < 5; s++) {
      const e = Engine.start(randomSetup(3900 + s, 4, ALL_BOXES, 40));
      const rng = makeChooserRng(s);
      for (let step = 0; e.prompt && step < 60 + 5 * s; step++) {
        const p = e.prompt;
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      }
      const g = e.g;
      const seat = 0 as Seat;
      const uid = Object.keys(g.cards)
        .map(Number)
        .find((u: Uid) => {
          const c = g.cards[u];
          return c?.zone === "base" && c.controller !== seat && cardDef(c.def).type === "minion";
        });
      if (uid === undefined) continue;
      const owner = (g.cards[uid] as { controller: Seat }).controller;
      const score = (leads: boolean) => {
        const h = JSON.parse(JSON.stringify(g)) as GameState;
        for (const p of h.players) p.vp = p.seat === owner ? (leads ? 12 : 0) : 5;
        return innerCardScore(h, seat, "destroy", uid, worths(h)) as number;
      };
      expect(score(true)).toBeGreaterThan(score(false));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});

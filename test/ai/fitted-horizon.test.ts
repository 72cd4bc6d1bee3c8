// Hard's `fittedHorizon` knob (issue 23, stop 42; on by default at 4 players): a 4-player playout's end valued by
// a chance to win fitted at Hard's horizon (fitted.ts, horizonChance: each seat's features weighted
// by its place in the order of play), fit-eval.ts's soft targets (VP shares besides the win). The
// tests fail if the knob is ignored (the default's value), and the knob keeps Hard honest
// (permuting the hidden cards it can't see changes none of its answers; an all-seeing Hard's do).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { fitLogit } from "../../src/ai/fit-eval.ts";
import {
  HORIZON_WEIGHTS,
  horizonChance,
  horizonScores,
  PLACE_BASE,
  placeRow,
  seatFeatures,
} from "../../src/ai/fitted.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { aiRng } from "../../src/ai/rng.ts";
import { playoutValue } from "../../src/ai/search.ts";
import { mainPositions, SMALL_HARD as SMALL, sampledWork as work } from "../kits/ai-positions.ts";
import { checkHonest } from "../kits/honesty.ts";

describe("fitted.ts at Hard's horizon", () => {
  it("placeRow puts a seat's features in its place's block, with the place's intercept", () => {
    const [e] = mainPositions(1, 4, 4210);
    if (!e?.prompt) throw new Error("no position");
    const f = seatFeatures(e.g);
    const k = PLACE_BASE.length;
    for (let d = 0; d < 4; d++) {
      const seat = (e.g.turn.active + d) % 4;
      const row = placeRow(f[seat] as number[]);
      expect(row.length).toBe(4 * k + 3);
      expect(row.slice(d * k, d * k + k)).toEqual(PLACE_BASE.map((i) => (f[seat] as number[])[i]));
      for (let o = 0; o < 4; o++)
        if (o !== d) expect(row.slice(o * k, o * k + k).every((v) => v === 0)).toBe(true);
      expect(row.slice(4 * k)).toEqual([0, 1, 2].map((i) => (i === d ? 1 : 0)));
    }
  });

  it("chances over the seats sum to 1, the weights are set, a finished game is a win or a loss", () => {
    expect(HORIZON_WEIGHTS.length).toBe(4 * PLACE_BASE.length + 3);
    expect(HORIZON_WEIGHTS.some((w) => w !== 0)).toBe(true);
    const [e] = mainPositions(1, 4, 4220);
    if (!e?.prompt) throw new Error("no position");
    expect(e.g.players.reduce((s, p) => s + horizonChance(e.g, p.seat), 0)).toBeCloseTo(1, 9);
    expect(new Set(horizonScores(e.g)).size).toBeGreaterThan(1);
    e.g.result = { winner: 1, vp: e.g.players.map((p) => p.vp) } as typeof e.g.result;
    expect(e.g.players.map((p) => horizonChance(e.g, p.seat))).toEqual([0, 1, 0, 0]);
  });

  it("fitLogit: a one-hot soft target is the winner's fit; VP shares move the weights", () => {
    const rng = aiRng(42, 1);
    const rows = Array.from({ length: 600 }, () => {
      const x = Array.from({ length: 4 }, () => [rng.int(1000) / 100]);
      const e = x.map((r) => Math.exp(r[0] as number));
      let u = (rng.int(1_000_000) / 1_000_000) * e.reduce((a, b) => a + b, 0);
      let y = 0;
      while (y < 3 && u > (e[y] as number)) u -= e[y++] as number;
      return { x, y };
    });
    const hard = fitLogit(rows, 1);
    const oneHot = fitLogit(
      rows.map((r) => ({ ...r, t: r.x.map((_, i) => (i === r.y ? 1 : 0)) })),
      1,
    );
    expect(oneHot[0]).toBeCloseTo(hard[0] as number, 9);
    // Even shares pull the weight toward 0.
    const even = fitLogit(
      rows.map((r) => ({ ...r, t: r.x.map((_, i) => 0.5 * (i === r.y ? 1 : 0) + 0.125) })),
      1,
    );
    expect(Math.abs(even[0] as number)).toBeLessThan(Math.abs(hard[0] as number));
  });
});

describe("Hard's fittedHorizon knob", () => {
  it("is on by default, and true is the default search", () => {
    expect(HARD_BUDGET.fittedHorizon).toBe(true);
    const [e] = mainPositions(1, 4, 4230);
    if (!e) throw new Error("no position");
    expect(work(e, { ...SMALL, fittedHorizon: true })).toEqual(work(e, SMALL));
  });

  it("values a 4-player playout's end by the horizon fit (2 players unchanged); answers stay legal", () => {
    const [e4] = mainPositions(1, 4, 4240);
    const [e2] = mainPositions(1, 2, 4250);
    if (!e4?.prompt || !e2?.prompt) throw new Error("no position");
    const s4 = e4.prompt.seat;
    const on = { ...HARD_BUDGET, fittedHorizon: true };
    const off = { ...HARD_BUDGET, fittedHorizon: false };
    expect(playoutValue(4, s4, on)(e4.g)).toBe(horizonChance(e4.g, s4));
    expect(playoutValue(4, s4, on)(e4.g)).not.toBe(playoutValue(4, s4, off)(e4.g));
    const s2 = e2.prompt.seat;
    expect(playoutValue(2, s2, on)(e2.g)).toBe(playoutValue(2, s2, off)(e2.g));
    // Fitted on 4-player games only: a 3-player table keeps the evaluation.
    const [e3] = mainPositions(1, 3, 4245);
    if (!e3?.prompt) throw new Error("no position");
    const s3 = e3.prompt.seat;
    expect(playoutValue(3, s3, on)(e3.g)).toBe(playoutValue(3, s3, off)(e3.g));
    for (const e of mainPositions(4, 4, 4260)) {
      const p = e.prompt;
      if (!p) continue;
      const r = work(e, { ...SMALL, fittedHorizon: true });
      expect(p.options.some((o) => o.id === r.id)).toBe(true);
      expect(work(e, { ...SMALL, fittedHorizon: true })).toEqual(r);
    }
  });

  it("keeps Hard honest: permuted hidden cards change no answer; an all-seeing Hard's do change", () => {
    const { positions, cheatChanged } = checkHonest(
      { iterations: 6, width: 3, fittedHorizon: true },
      8,
      4270,
    );
    expect(positions).toBeGreaterThanOrEqual(12);
    expect(cheatChanged).toBeGreaterThan(0);
  });
});

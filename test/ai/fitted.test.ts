// The evaluation fitted on finished games (issue 23, stop 38): fitted.ts's features and chance to
// win, fit-eval.ts's conditional logit, and Hard's `fitted` knob (off by default).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { fitLogit } from "../../src/ai/fit-eval.ts";
import { FEATURES, FITTED_WEIGHTS, fittedChance, seatFeatures } from "../../src/ai/fitted.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { aiRng } from "../../src/ai/rng.ts";
import { playoutValue, sampledSearch } from "../../src/ai/search.ts";
import { mainPositions } from "../kits/ai-positions.ts";

describe("fitted.ts", () => {
  it("features: VP, cards in hand (at most 8) and who acts next, by seat", () => {
    const [e] = mainPositions(1, 4, 3800);
    if (!e?.prompt) throw new Error("no position");
    const g = e.g;
    (g.players[1] as { vp: number }).vp = 7;
    const f = seatFeatures(g);
    const col = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);
    expect(f.map((row) => row[col("vp")])).toEqual(g.players.map((p) => p.vp));
    expect(f.map((row) => row[col("hand")])).toEqual(g.players.map((p) => Math.min(8, p.hand.length)));
    const active = g.turn.active;
    expect(f[active]?.[col("acts0")]).toBe(1);
    expect(f[(active + 1) % 4]?.[col("acts1")]).toBe(1);
    expect(f[(active + 2) % 4]?.[col("acts2")]).toBe(1);
    expect(f[(active + 3) % 4]?.slice(col("acts0"), col("acts2") + 1)).toEqual([0, 0, 0]);
  });

  it("chances over the seats sum to 1; a finished game is a win or a loss", () => {
    const [e] = mainPositions(1, 4, 3810);
    if (!e?.prompt) throw new Error("no position");
    const sum = e.g.players.reduce((s, p) => s + fittedChance(e.g, p.seat), 0);
    expect(sum).toBeCloseTo(1, 9);
    e.g.result = { winner: 2, vp: e.g.players.map((p) => p.vp) } as typeof e.g.result;
    expect(e.g.players.map((p) => fittedChance(e.g, p.seat))).toEqual([0, 0, 1, 0]);
  });

  it("fitLogit recovers the weights of a known conditional logit, deterministically", () => {
    const rng = aiRng(38, 1);
    const truth = [1, -0.5];
    const rows = Array.from({ length: 3000 }, () => {
      const x = Array.from({ length: 4 }, () => [rng.int(1000) / 100, rng.int(1000) / 250]);
      const e = x.map((r) =>
        Math.exp((truth[0] as number) * (r[0] as number) + (truth[1] as number) * (r[1] as number)),
      );
      let u = (rng.int(1_000_000) / 1_000_000) * e.reduce((a, b) => a + b, 0);
      let y = 0;
      while (y < 3 && u > (e[y] as number)) u -= e[y++] as number;
      return { x, y };
    });
    const w = fitLogit(rows, 2);
    expect(w[0]).toBeGreaterThan(0.8);
    expect(w[0]).toBeLessThan(1.2);
    expect(w[1]).toBeGreaterThan(-0.7);
    expect(w[1]).toBeLessThan(-0.3);
    expect(fitLogit(rows, 2)).toEqual(w);
  });
});

describe("Hard's fitted knob", () => {
  it("is off by default, and the fitted weights are set", () => {
    expect(HARD_BUDGET.fitted ?? false).toBe(false);
    expect(FITTED_WEIGHTS.length).toBe(FEATURES.length);
    expect(FITTED_WEIGHTS.some((w) => w !== 0)).toBe(true);
  });

  it("values a 4-player playout's end by the fitted chance (2 players unchanged); answers stay legal", () => {
    const [e4] = mainPositions(1, 4, 3820);
    const [e2] = mainPositions(1, 2, 3830);
    if (!e4?.prompt || !e2?.prompt) throw new Error("no position");
    const s4 = e4.prompt.seat;
    // The evaluation's search (4-player Hard's default is the horizon fit, fitted-horizon.test.ts).
    const evalBudget = { ...HARD_BUDGET, fittedHorizon: false };
    const on = { ...evalBudget, fitted: true };
    expect(playoutValue(4, s4, on)(e4.g)).toBe(fittedChance(e4.g, s4));
    expect(playoutValue(4, s4, on)(e4.g)).not.toBe(playoutValue(4, s4, evalBudget)(e4.g));
    const s2 = e2.prompt.seat;
    expect(playoutValue(2, s2, on)(e2.g)).toBe(playoutValue(2, s2, evalBudget)(e2.g));
    const id = sampledSearch(e4.g, e4.prompt, 7, { ...on, iterations: 4, width: 2 });
    expect(e4.prompt.options.some((o) => o.id === id)).toBe(true);
  });
});

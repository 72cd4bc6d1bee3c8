// Hard's screening knobs (issue 23, off by default): `firstSamples` (the candidates chosen by
// Normal's lookahead averaged over several samples instead of one) and `leaderPenalty` (at 3-4
// players a playout's end costs more as the strongest rival nears the VP target). Each test fails
// if the knob is ignored: firstSamples by the work it adds (decisions rarely change on random
// positions), leaderPenalty by the playout value sampledSearch uses (playoutValue).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { aiRng } from "../../src/ai/rng.ts";
import {
  leaderThreat,
  playOut,
  playoutValue,
  type SearchBudget,
  sampledSearch,
  stats,
} from "../../src/ai/search.ts";
import { Engine } from "../../src/engine/engine.ts";
import { mainPositions } from "../kits/ai-positions.ts";

/** Two candidates: which two is what firstSamples decides. */
const NARROW: SearchBudget = { ...HARD_BUDGET, iterations: 4, width: 2 };

/** Positions in which the seat after the one to play has 12 VP (a rival 3 VP from winning). */
function raced(n: number, players: number, seedBase: number): Engine[] {
  const out = mainPositions(n, players, seedBase);
  for (const e of out) {
    const rival = e.g.players[((e.prompt?.seat ?? 0) + 1) % players];
    if (rival) rival.vp = 12;
  }
  return out;
}

describe("Hard's firstSamples knob", () => {
  it("is off by default", () => {
    expect(HARD_BUDGET.firstSamples ?? 1).toBe(1);
  });

  it("chooses the candidates on that many samples (Normal's lookahead run once per sample); 1 is the default", () => {
    const [e] = mainPositions(1, 4, 2600);
    const p = e?.prompt;
    if (!e || !p) throw new Error("no position");
    const work = (b: SearchBudget) => {
      const c0 = stats.cands;
      const p0 = stats.playouts;
      const id = sampledSearch(e.g, p, 40, b);
      return { id, cands: stats.cands - c0, playouts: stats.playouts - p0 };
    };
    const one = work(NARROW);
    expect(work({ ...NARROW, firstSamples: 1 })).toEqual(one);
    const four = work({ ...NARROW, firstSamples: 4 });
    // The same playouts, four first lookaheads instead of one.
    expect(four.playouts).toBe(one.playouts);
    // Each extra sample runs the first lookahead again (at least "end" and one play).
    expect(four.cands).toBeGreaterThanOrEqual(one.cands + 3 * 2);
  });
});

describe("Hard's leaderPenalty knob", () => {
  it("is off by default", () => {
    expect(HARD_BUDGET.leaderPenalty ?? 0).toBe(0);
  });

  it("leaderThreat: the strongest rival's worth beyond 5 VP short of the target", () => {
    const [e] = raced(1, 4, 2700);
    if (!e?.prompt) throw new Error("no position");
    const seat = e.prompt.seat;
    expect(leaderThreat(e.g, seat)).toBeGreaterThanOrEqual(12 - 10);
    for (const p of e.g.players) p.vp = 0;
    // Nobody near the target: no threat (worths at 0 VP stay far below 10).
    expect(leaderThreat(e.g, seat)).toBe(0);
  });

  it("lowers a 4-player playout's value by that much per VP of threat, and no 2-player one", () => {
    const [e4] = raced(1, 4, 2700);
    const [e2] = raced(1, 2, 2800);
    if (!e4?.prompt || !e2?.prompt) throw new Error("no position");
    const s4 = e4.prompt.seat;
    const threat = leaderThreat(e4.g, s4);
    expect(threat).toBeGreaterThan(0);
    // The penalty bends the evaluation's value (4-player Hard's default is the horizon fit, which it leaves alone).
    const evalBudget = { ...HARD_BUDGET, fittedHorizon: false };
    const v0 = playoutValue(4, s4, evalBudget)(e4.g);
    expect(playoutValue(4, s4, { ...evalBudget, leaderPenalty: 2 })(e4.g)).toBeCloseTo(v0 - 2 * threat, 9);
    const s2 = e2.prompt.seat;
    expect(playoutValue(2, s2, { ...evalBudget, leaderPenalty: 2 })(e2.g)).toBe(
      playoutValue(2, s2, evalBudget)(e2.g),
    );
  });
});

describe("Hard's oppOwnView knob", () => {
  it("is off by default", () => {
    expect(HARD_BUDGET.oppOwnView ?? false).toBe(false);
  });

  it("lets a modeled rival decide on its own sample of the playout: the playouts change, the answers stay legal", () => {
    const positions = mainPositions(6, 4, 2900);
    let changed = 0;
    for (const [k, e] of positions.entries()) {
      const seat = e.prompt?.seat as number;
      const end = (ownView: boolean) => {
        const x = Engine.fromState(structuredClone(e.g));
        // Through every rival's turn: each of them decides at least once by the lookahead.
        const stop = (y: Engine) => y.prompt?.kind === "main" && y.g.turn.number > e.g.turn.number + 3;
        playOut(x, stop, aiRng(k, 7), 0.3, { exact: seat, lookahead: 3, ...(ownView ? { ownView } : {}) });
        return JSON.stringify([x.g.players.map((p) => [p.vp, p.hand.length]), x.g.basesInPlay, x.decisions]);
      };
      expect(end(false)).toBe(end(false));
      if (end(true) !== end(false)) changed++;
    }
    // Fails if the knob is ignored (every playout the same).
    expect(changed).toBeGreaterThan(0);
    const [e] = positions;
    const p = e?.prompt;
    if (!e || !p) throw new Error("no position");
    const id = sampledSearch(e.g, p, 5, { ...NARROW, oppOwnView: true });
    expect(p.options.some((o) => o.id === id)).toBe(true);
  });
});

// Hard's `horizonWeights` knob (issue 23, stop 43): the horizon fit (fitted.ts) refit on games where
// one Hard (with the stop-42 weights) plays three Normals, SELFPLAY_WEIGHTS, selectable as
// `horizonWeights: "selfplay"` (absent or "stop42": HORIZON_WEIGHTS, the default). The tests fail
// if the knob is ignored or the refit weights are the old ones, and the knob keeps Hard honest
// (permuting the hidden cards it can't see changes none of its answers; an all-seeing Hard's do).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { HORIZON_WEIGHTS, horizonChance, SELFPLAY_WEIGHTS } from "../../src/ai/fitted.ts";
import { playoutValue } from "../../src/ai/search.ts";
import { mainPositions, SMALL_HARD as SMALL, sampledWork as work } from "../kits/ai-positions.ts";
import { checkHonest } from "../kits/honesty.ts";

describe("Hard's horizonWeights knob", () => {
  it("the self-play weights are set and are not the stop-42 weights", () => {
    expect(SELFPLAY_WEIGHTS.length).toBe(HORIZON_WEIGHTS.length);
    expect(SELFPLAY_WEIGHTS.every((w) => Number.isFinite(w))).toBe(true);
    expect(SELFPLAY_WEIGHTS.filter((w, i) => w !== HORIZON_WEIGHTS[i]).length).toBeGreaterThan(10);
  });

  it("absent is stop 42's weights; selfplay values a 4-player playout's end by the refit", () => {
    const [e] = mainPositions(1, 4, 4310);
    if (!e?.prompt) throw new Error("no position");
    const s = e.prompt.seat;
    expect(playoutValue(4, s, SMALL)(e.g)).toBe(horizonChance(e.g, s, HORIZON_WEIGHTS));
    expect(playoutValue(4, s, { ...SMALL, horizonWeights: "stop42" })(e.g)).toBe(
      playoutValue(4, s, SMALL)(e.g),
    );
    const sp = playoutValue(4, s, { ...SMALL, horizonWeights: "selfplay" })(e.g);
    expect(sp).toBe(horizonChance(e.g, s, SELFPLAY_WEIGHTS));
    expect(sp).not.toBe(playoutValue(4, s, SMALL)(e.g));
    expect(work(e, { ...SMALL, horizonWeights: "stop42" })).toEqual(work(e, SMALL));
    for (const p of mainPositions(4, 4, 4320)) {
      const pr = p.prompt;
      if (!pr) continue;
      const r = work(p, { ...SMALL, horizonWeights: "selfplay" });
      expect(pr.options.some((o) => o.id === r.id)).toBe(true);
      expect(work(p, { ...SMALL, horizonWeights: "selfplay" })).toEqual(r);
    }
  });

  it("keeps Hard honest: permuted hidden cards change no answer; an all-seeing Hard's do change", () => {
    const { positions, cheatChanged } = checkHonest(
      { iterations: 6, width: 3, fittedHorizon: true, horizonWeights: "selfplay" },
      8,
      4330,
    );
    expect(positions).toBeGreaterThanOrEqual(12);
    expect(cheatChanged).toBeGreaterThan(0);
  });
});

// The horizon fit with the bases' race (issue 23, stop 44; `horizonRace`, off by default): race.ts's
// features of each seat, fitted.ts's raceRow layout, and Hard's knob. The knob tests fail if the knob
// is ignored (the default's value) and check it keeps Hard honest.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import {
  HORIZON_WEIGHTS,
  PLACE_BASE,
  placeRow,
  RACE_WEIGHTS,
  raceChance,
  raceRow,
  seatFeatures,
} from "../../src/ai/fitted.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { RACE_FEATURES, raceFeatures } from "../../src/ai/race.ts";
import { playoutValue } from "../../src/ai/search.ts";
import { cardDef } from "../../src/engine/defs.ts";
import { mainPositions, SMALL_HARD as SMALL, sampledWork as work } from "../kits/ai-positions.ts";
import { checkHonest } from "../kits/honesty.ts";

describe("race.ts", () => {
  it("counts each seat's minions and actions in hand and its deck; an out seat is all 0", () => {
    const [e] = mainPositions(1, 4, 4420);
    if (!e) throw new Error("no position");
    const r = raceFeatures(e.g);
    for (const p of e.g.players) {
      const row = r[p.seat] as number[];
      expect(row.length).toBe(RACE_FEATURES.length);
      const minions = p.hand.filter((u) => cardDef(e.g.cards[u]?.def as string).type === "minion").length;
      expect(row[0]).toBe(Math.min(6, minions));
      expect(row[1]).toBe(Math.min(6, p.hand.length - minions));
      expect(row[2]).toBeCloseTo(p.deck.length / 10, 12);
      for (const v of row.slice(3)) expect(Number.isFinite(v)).toBe(true);
    }
    const out = e.g.players[1];
    if (!out) throw new Error("no seat 1");
    out.out = true;
    expect(raceFeatures(e.g)[1]).toEqual(RACE_FEATURES.map(() => 0));
  });

  it("sees the bases: some seat has a margin or a lead somewhere in a game under way", () => {
    const positions = mainPositions(4, 4, 4425);
    const seen = positions.some((e) => raceFeatures(e.g).some((row) => row.slice(3).some((v) => v !== 0)));
    expect(seen).toBe(true);
  });

  it("raceRow is placeRow, then the race features in the seat's place's block", () => {
    const [e] = mainPositions(1, 4, 4430);
    if (!e) throw new Error("no position");
    const f = seatFeatures(e.g);
    const r = raceFeatures(e.g);
    const k = RACE_FEATURES.length;
    const base = 4 * PLACE_BASE.length + 3;
    for (let d = 0; d < 4; d++) {
      const seat = (e.g.turn.active + d) % 4;
      const row = raceRow(f[seat] as number[], r[seat] as number[]);
      expect(row.length).toBe(base + 4 * k);
      expect(row.slice(0, base)).toEqual(placeRow(f[seat] as number[]));
      expect(row.slice(base + d * k, base + d * k + k)).toEqual(r[seat]);
      for (let o = 0; o < 4; o++)
        if (o !== d) expect(row.slice(base + o * k, base + o * k + k).every((v) => v === 0)).toBe(true);
    }
  });
});

describe("Hard's horizonRace knob", () => {
  it("has a weight for every raceRow column, the base block not stop 42's alone", () => {
    expect(RACE_WEIGHTS.length).toBe(4 * PLACE_BASE.length + 3 + 4 * RACE_FEATURES.length);
    expect(RACE_WEIGHTS.slice(HORIZON_WEIGHTS.length).some((w) => w !== 0)).toBe(true);
  });

  it("is off by default; on, a 4-player playout's end is valued by raceChance; answers stay legal", () => {
    expect(HARD_BUDGET.horizonRace).toBeUndefined();
    const [e] = mainPositions(1, 4, 4440);
    if (!e?.prompt) throw new Error("no position");
    const s = e.prompt.seat;
    const on = { ...HARD_BUDGET, horizonRace: true };
    expect(playoutValue(4, s, on)(e.g)).toBe(raceChance(e.g, s));
    expect(playoutValue(4, s, on)(e.g)).not.toBe(playoutValue(4, s, HARD_BUDGET)(e.g));
    expect(e.g.players.reduce((t, p) => t + raceChance(e.g, p.seat), 0)).toBeCloseTo(1, 9);
    // Only with the horizon fit (4 players): a 3-player table keeps the evaluation.
    const [e3] = mainPositions(1, 3, 4445);
    if (!e3?.prompt) throw new Error("no position");
    const s3 = e3.prompt.seat;
    expect(playoutValue(3, s3, on)(e3.g)).toBe(playoutValue(3, s3, HARD_BUDGET)(e3.g));
    for (const x of mainPositions(3, 4, 4450)) {
      const p = x.prompt;
      if (!p) continue;
      const r = work(x, { ...SMALL, horizonRace: true });
      expect(p.options.some((o) => o.id === r.id)).toBe(true);
      expect(work(x, { ...SMALL, horizonRace: true })).toEqual(r);
    }
  });

  it("keeps Hard honest: permuted hidden cards change no answer; an all-seeing Hard's do change", () => {
    const { positions, cheatChanged } = checkHonest({ iterations: 6, width: 3, horizonRace: true }, 8, 4460);
    expect(positions).toBeGreaterThanOrEqual(12);
    expect(cheatChanged).toBeGreaterThan(0);
  });
});

// Faction choice as each AI level's own decision (issue 23, stop 39): Hard ranks factions by their
// measured win rates (faction-rates.ts, data produced by src/ai/faction-table.ts), Normal by the
// cards' rough strength as before, Easy at random; and the arena's --pick draft|free lets the
// seats choose through the engine's draft (DRAFT-1..5) instead of the random deal.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { BOXES } from "../../cards/index.ts";
import { type ArenaTask, arenaSetup, focusSeat, seatTypesFor } from "../../src/ai/arena.ts";
import { FACTION_RATES, FACTION_RATES_PLAYERS, FACTION_RATES_SOURCE } from "../../src/ai/faction-rates.ts";
import { correlation, tallyFactions } from "../../src/ai/faction-table.ts";
import { factionRate, factionStrength } from "../../src/ai/factions.ts";
import { aiPickFaction } from "../../src/ai/index.ts";
import { mix } from "../../src/ai/rng.ts";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { allFactions } from "../../src/engine/defs.ts";

const ALL = allFactions()
  .map((f) => f.id)
  .sort();
const argmax = (ids: readonly string[], score: (f: string) => number) =>
  ids.reduce((best, f) => (score(f) > score(best) ? f : best));

describe("faction win-rate data (stop 39)", () => {
  it("holds every implemented faction, each measured, with its rate in range and its source said", () => {
    expect(FACTION_RATES_SOURCE).toMatch(/games of four Normals/);
    expect(FACTION_RATES_PLAYERS).toBe(4);
    expect(Object.keys(FACTION_RATES).sort()).toEqual(ALL);
    let seats = 0;
    for (const f of ALL) {
      const r = FACTION_RATES[f] as { seats: number; wins: number };
      expect(Number.isInteger(r.seats) && Number.isInteger(r.wins)).toBe(true);
      // A sample worth ranking on: at least 50 seats per faction.
      expect(r.seats).toBeGreaterThanOrEqual(50);
      expect(r.wins).toBeGreaterThanOrEqual(0);
      expect(r.wins).toBeLessThanOrEqual(r.seats);
      seats += r.seats;
      // Pulled toward par: never outside (0, 1), and within 25 points of par.
      expect(Math.abs(factionRate(f) - 1 / FACTION_RATES_PLAYERS)).toBeLessThan(0.25);
    }
    // Every game seats 4 players with 2 factions each: 8 faction-seats per game.
    expect(seats % (2 * FACTION_RATES_PLAYERS)).toBe(0);
    // Overall, about one seat in four wins (games without a winner lower it slightly).
    const wins = ALL.reduce((n, f) => n + (FACTION_RATES[f]?.wins ?? 0), 0);
    expect(wins / seats).toBeGreaterThan(0.2);
    expect(wins / seats).toBeLessThanOrEqual(0.25);
  });

  it("ranks a faction not in the data at par, by its cards' strength among equals", () => {
    expect(factionRate("no-such-faction")).toBeCloseTo(0.25, 6);
  });

  it("tallies seats and wins by faction, a seat counting for both of its factions", () => {
    const g = {
      game: 0,
      seats: [
        { type: "normal" as const, factions: ["a", "b"] as [string, string] },
        { type: "normal" as const, factions: ["c", "a"] as [string, string] },
      ],
      winner: 1,
      vp: [3, 15],
      turns: 9,
      ms: {},
      msMain: {},
      cpuMain: {},
    };
    const t = tallyFactions([g, { ...g, game: 1, winner: null }]);
    expect(Object.fromEntries(t)).toEqual({
      a: { seats: 4, wins: 1 },
      b: { seats: 2, wins: 0 },
      c: { seats: 2, wins: 1 },
    });
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 9);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 9);
  });
});

describe("each level's faction choice (stop 39)", () => {
  it("Hard takes the best measured faction it may pick, Normal the strongest cards, Easy any", () => {
    const mine = [argmax(ALL, factionRate)];
    const open = ALL.filter((f) => f !== mine[0]);
    for (let seed = 0; seed < 5; seed++) {
      expect(aiPickFaction(ALL, [], "hard", seed)).toBe(argmax(ALL, factionRate));
      // Never its own first faction again (DRAFT-4).
      expect(aiPickFaction(ALL, mine, "hard", seed)).toBe(argmax(open, factionRate));
      expect(aiPickFaction(ALL, [], "normal", seed)).toBe(argmax(ALL, factionStrength));
      expect(aiPickFaction(ALL, [], "hard", seed, "strength")).toBe(argmax(ALL, factionStrength));
    }
    // Easy picks at random: over seeds it takes several factions.
    const easy = new Set(Array.from({ length: 20 }, (_, s) => aiPickFaction(ALL, [], "easy", s)));
    expect(easy.size).toBeGreaterThan(3);
  });

  it("the measured rates and the cards' strength disagree: Hard's choice is not Normal's", () => {
    expect(argmax(ALL, factionRate)).not.toBe(argmax(ALL, factionStrength));
  });
});

describe("arena faction selection (--pick, stop 39)", () => {
  const boxes = BOXES.map((b) => b.id);
  const task = (pick?: ArenaTask["pick"], game = 0): ArenaTask => ({
    game,
    seed: 11,
    players: 4,
    boxes,
    seats: ["hard", "normal", "normal", "normal"],
    maxTurns: 200,
    ...(pick ? { pick } : {}),
  });

  it("keeps the random deal by default (every figure before stop 39 stays comparable)", () => {
    for (let game = 0; game < 4; game++) {
      const t = task(undefined, game);
      const seed = mix(t.seed, game);
      expect(arenaSetup(t, seed, seatTypesFor(t))).toEqual(randomSetup(seed, 4, boxes, 200));
      expect(arenaSetup({ ...t, pick: "random" }, seed, seatTypesFor(t))).toEqual(
        randomSetup(seed, 4, boxes, 200),
      );
    }
  });

  it("drafts legal, distinct factions (DRAFT-4), each seat by its level's choice, reproducibly", () => {
    for (const pick of ["draft", "free"] as const)
      for (let game = 0; game < 4; game++) {
        const t = task(pick, game);
        const types = seatTypesFor(t);
        const seed = mix(t.seed, game);
        const s = arenaSetup(t, seed, types);
        expect(s).toEqual(arenaSetup(t, seed, types));
        // Only the factions change: the engine's seed and options are the random deal's.
        const { players: _, ...rest } = randomSetup(seed, 4, boxes, 200);
        expect(s).toMatchObject(rest);
        const picked = s.players.flatMap((p) => p.factions);
        expect(new Set(picked).size).toBe(8);
        for (const f of picked) expect(ALL).toContain(f);
        // The Normals take the strongest cards' factions: the first Normal to pick takes the
        // strongest left, and every Normal holds strong ones.
        const hardSeat = types.indexOf("hard");
        const hard = s.players[hardSeat]?.factions ?? [];
        // Hard holds factions it rates at least as high as any a Normal took after its first pick.
        const others = s.players.flatMap((p, i) => (i === hardSeat ? [] : p.factions));
        expect(Math.max(...hard.map(factionRate))).toBeGreaterThanOrEqual(
          Math.min(...others.map(factionRate)),
        );
      }
  });

  it("lets the first listed seat pick otherwise (--focus-pick strength), for paired runs", () => {
    let differs = 0;
    // Every seat picks by strength: each takes factions of the eight best strengths (ties broken
    // by the seed).
    const eighth = ALL.map(factionStrength).sort((x, y) => y - x)[7] as number;
    for (let game = 0; game < 8; game++) {
      const t = task("draft", game);
      const types = seatTypesFor(t);
      const seed = mix(t.seed, game);
      const a = arenaSetup(t, seed, types);
      const b = arenaSetup({ ...t, focusPick: "strength" }, seed, types);
      for (const f of b.players.flatMap((p) => p.factions))
        expect(factionStrength(f)).toBeGreaterThanOrEqual(eighth);
      // On a table of four Normals, only the focus seat switches to the rates: its first pick is
      // the best rated left, so rated at least as high as some faction a Normal took after it.
      const normals: ArenaTask = {
        ...t,
        seats: ["normal", "normal", "normal", "normal"],
        focusPick: "rates",
      };
      const n = arenaSetup(normals, seed, seatTypesFor(normals));
      const focus = focusSeat(game, 4);
      const others = n.players.flatMap((p, i) => (i === focus ? [] : p.factions));
      expect(Math.max(...(n.players[focus]?.factions ?? []).map(factionRate))).toBeGreaterThanOrEqual(
        Math.min(...others.map(factionRate)),
      );
      for (const f of others) expect(factionStrength(f)).toBeGreaterThanOrEqual(eighth);
      if (JSON.stringify(a) !== JSON.stringify(b)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it("lets every other seat pick otherwise (--others-pick rates): the Normals draft as Hard does", () => {
    let differs = 0;
    for (let game = 0; game < 8; game++) {
      const t = task("draft", game);
      const types = seatTypesFor(t);
      const seed = mix(t.seed, game);
      const a = arenaSetup(t, seed, types);
      const b = arenaSetup({ ...t, othersPick: "rates" }, seed, types);
      // Every seat picks by the rates now, Hard as before: the eight factions taken are the eight
      // best rated (ties broken by the seed), which Normals picking by strength do not take.
      const eighth = ALL.map(factionRate).sort((x, y) => y - x)[7] as number;
      for (const f of b.players.flatMap((p) => p.factions))
        expect(factionRate(f)).toBeGreaterThanOrEqual(eighth);
      if (JSON.stringify(a) !== JSON.stringify(b)) differs++;
    }
    expect(differs).toBe(8);
  });
});

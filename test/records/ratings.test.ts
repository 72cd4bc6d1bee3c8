// Ratings (src/records/ratings.ts): openskill's multiplayer model ranks the seats by place; ties
// move tied players alike; only finished games count; a game with an AI seat changes no rating
// unless the server counts them, and then the AI plays under its level's rating.

import { describe, expect, it } from "vitest";
import {
  isRated,
  newSkill,
  rateGame,
  ratingKey,
  type Skill,
  skillOrdinal,
} from "../../src/records/ratings.ts";
import type { GameOutcome, SeatOutcome } from "../../src/records/read-game.ts";

function game(
  places: number[],
  options: { ai?: Record<number, string>; outcome?: GameOutcome["outcome"] } = {},
) {
  const seats: SeatOutcome[] = places.map((place, seat) => ({
    seat,
    userId: `u${seat}`,
    ai: options.ai?.[seat] ?? null,
    factions: ["aliens", "dinosaurs"],
    vp: 20 - place,
    place,
    won: place === 1 && places.filter((p) => p === 1).length === 1,
    turnMs: [],
    timeouts: 0,
  }));
  return {
    gameId: "g",
    guildId: "guild",
    endedAt: new Date(0),
    outcome: options.outcome ?? "finished",
    turns: 10,
    seats,
    bases: [],
  } satisfies GameOutcome;
}

const fresh = new Map<string, Skill>();

describe("a rated game", () => {
  it("raises the winner and lowers the last, in the order of the places (four players)", () => {
    const rated = rateGame(game([2, 1, 4, 3]), fresh);
    const ord = (k: string) => skillOrdinal(rated.get(k) as Skill);
    expect(ord("u1")).toBeGreaterThan(ord("u0"));
    expect(ord("u0")).toBeGreaterThan(ord("u3"));
    expect(ord("u3")).toBeGreaterThan(ord("u2"));
    expect((rated.get("u1") as Skill).mu).toBeGreaterThan(newSkill().mu);
    expect((rated.get("u2") as Skill).mu).toBeLessThan(newSkill().mu);
  });

  it("moves tied players alike (three players, two tied second)", () => {
    const rated = rateGame(game([1, 2, 2]), fresh);
    expect(rated.get("u1")).toEqual(rated.get("u2"));
    expect((rated.get("u0") as Skill).mu).toBeGreaterThan((rated.get("u1") as Skill).mu);
  });

  it("gains less beating weaker players than stronger ones", () => {
    const strong = new Map([["u1", { mu: 35, sigma: 4 }]]);
    const weak = new Map([["u1", { mu: 15, sigma: 4 }]]);
    const beatStrong = rateGame(game([1, 2]), strong).get("u0") as Skill;
    const beatWeak = rateGame(game([1, 2]), weak).get("u0") as Skill;
    expect(beatStrong.mu).toBeGreaterThan(beatWeak.mu);
  });

  it("starts everyone at an ordinal of 0", () => {
    expect(skillOrdinal(newSkill())).toBeCloseTo(0, 6);
  });
});

describe("which games are rated", () => {
  it("finished games of people only", () => {
    expect(isRated(game([1, 2, 3]), false)).toBe(true);
  });

  it("never an abandoned game", () => {
    expect(isRated(game([1, 2, 3], { outcome: "abandoned" }), true)).toBe(false);
  });

  it("a game with an AI seat only when the server counts them", () => {
    const withAi = game([2, 1, 3], { ai: { 1: "hard" } });
    expect(isRated(withAi, false)).toBe(false);
    expect(isRated(withAi, true)).toBe(true);
    // The AI plays under its level's rating, never a person's.
    expect(withAi.seats.map(ratingKey)).toEqual(["u0", "ai:hard", "u2"]);
    const rated = rateGame(withAi, fresh);
    expect([...rated.keys()].sort()).toEqual(["ai:hard", "u0", "u2"]);
  });

  it("rates two seats of one AI level once, at the better place", () => {
    const twoAis = game([3, 1, 2], { ai: { 1: "easy", 2: "easy" } });
    const rated = rateGame(twoAis, fresh);
    expect([...rated.keys()].sort()).toEqual(["ai:easy", "u0"]);
    expect((rated.get("ai:easy") as Skill).mu).toBeGreaterThan(newSkill().mu);
  });

  it("not a game of one person against AIs of a single level alone", () => {
    expect(isRated(game([1, 2], { ai: { 1: "easy" } }), true)).toBe(true);
    expect(isRated(game([1, 2], { ai: { 0: "easy", 1: "easy" } }), true)).toBe(false);
  });
});

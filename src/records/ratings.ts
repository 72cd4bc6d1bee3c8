// Ratings per player and server: openskill's Weng-Lin (Plackett-Luce) model, every game a free-for-all
// ranked by final place (ties share a rank). A game changes ratings only when it finished; a game
// with an AI seat changes nobody's rating unless the server chose so, and then each AI level plays
// under a rating of its own (`ai:<level>`), never shown on the leaderboard.

import { ordinal, rate, rating } from "openskill";
import type { GameOutcome } from "./read-game.ts";

export interface Skill {
  mu: number;
  sigma: number;
}

/** The conservative estimate shown and ranked by (mu - 3 sigma); a new player starts at 0. */
export function skillOrdinal(skill: Skill): number {
  return ordinal(skill);
}

export function newSkill(): Skill {
  const r = rating();
  return { mu: r.mu, sigma: r.sigma };
}

/** The key a seat's rating is kept under: its user, or its AI level. */
export function ratingKey(seat: { userId: string; ai: string | null }): string {
  return seat.ai === null ? seat.userId : `ai:${seat.ai}`;
}

/** Whether the game changes ratings on a server that does (`rateAiGames`) or not count games with an AI. */
export function isRated(game: GameOutcome, rateAiGames: boolean): boolean {
  if (game.outcome !== "finished") return false;
  const people = game.seats.filter((s) => s.ai === null).length;
  const ais = game.seats.length - people;
  if (ais > 0 && !rateAiGames) return false;
  // Two seats of one AI level would be one rating playing itself: they are one team-mate less each.
  const keys = new Set(game.seats.map(ratingKey));
  return people >= 1 && keys.size >= 2;
}

/**
 * The new ratings of a rated game's seats, by key. Seats sharing a key (two AIs of one level)
 * are rated once, at the better of their places.
 */
export function rateGame(game: GameOutcome, current: ReadonlyMap<string, Skill>): Map<string, Skill> {
  const best = new Map<string, number>();
  for (const seat of game.seats) {
    const key = ratingKey(seat);
    best.set(key, Math.min(best.get(key) ?? Number.POSITIVE_INFINITY, seat.place));
  }
  const keys = [...best.keys()];
  const teams = keys.map((key) => [current.get(key) ?? newSkill()]);
  const rated = rate(teams, { rank: keys.map((key) => best.get(key) as number) });
  return new Map(
    keys.map((key, i) => [key, { mu: rated[i]?.[0]?.mu ?? 0, sigma: rated[i]?.[0]?.sigma ?? 0 }]),
  );
}

// What the records' queries answer (src/records/records-db.ts), and the readings shared by every
// view: a win rate with its sample, and whether a sample is too small to read much into.

export interface ServerStats {
  /** Finished + abandoned games without an AI seat. */
  played: number;
  finished: number;
  abandoned: number;
  /** Games with an AI seat (finished or abandoned), counted apart. */
  withAi: number;
}

export interface RatingLine {
  ordinal: number;
  mu: number;
  sigma: number;
  /** Rated games. */
  games: number;
  /** 1 = top of the server's leaderboard; ties share a rank. */
  rank: number;
  /** Rated people on the server. */
  of: number;
}

export interface PlayerStats {
  userId: string;
  /** Games without an AI seat, finished or abandoned. */
  games: number;
  finished: number;
  wins: number;
  /** Average final VP in finished games; null without any. */
  avgVp: number | null;
  /** Games with an AI seat, counted apart. */
  aiGames: number;
  aiWins: number;
  /** Median time the player took for a turn, over all their games; null when none was timed. */
  medianTurnMs: number | null;
  timeouts: number;
  /** The factions they played most, most played first. */
  favourites: { faction: string; games: number }[];
  rating: RatingLine | null;
}

export interface FactionRow {
  faction: string;
  games: number;
  wins: number;
}

export interface PairRow {
  a: string;
  b: string;
  games: number;
  wins: number;
}

export interface BaseRow {
  base: string;
  scored: number;
  /** Who took first place there (user ids, or `ai:<level>`), most often first. */
  winners: { userId: string; wins: number }[];
}

export interface LeaderRow {
  userId: string;
  ordinal: number;
  mu: number;
  sigma: number;
  games: number;
}

/** Below this many games a rate is shown as a small sample (its count is always shown). */
export const SMALL_SAMPLE = 10;

/** A rate in whole percent (0 without games). */
export function percent(wins: number, games: number): number {
  return games === 0 ? 0 : Math.round((100 * wins) / games);
}

export function isSmallSample(games: number): boolean {
  return games < SMALL_SAMPLE;
}

/**
 * Factions or pairs in the order a player wants to read them: those with enough games by win
 * rate, then the small samples by games; ties by games, then name.
 */
export function byWinRate<T extends { games: number; wins: number }>(
  rows: readonly T[],
  name: (row: T) => string,
): T[] {
  return [...rows].sort((x, y) => {
    const small = Number(isSmallSample(x.games)) - Number(isSmallSample(y.games));
    if (small !== 0) return small;
    if (!isSmallSample(x.games)) {
      const rate = y.wins * x.games - x.wins * y.games;
      if (rate !== 0) return rate;
    }
    return y.games - x.games || name(x).localeCompare(name(y));
  });
}

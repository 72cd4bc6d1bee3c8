// Faction selection helpers (DRAFT-*): the snake draft order and the legality of a pick. The
// lobby drives the draft; the engine only receives the resulting pairs of factions.

import type { Seat } from "./types.ts";

/**
 * DRAFT-2/3: with seats clockwise from the first picker, first picks go clockwise, then the last
 * picker picks again and second picks go back counter-clockwise: P1..PN, PN..P1.
 */
export function snakeOrder(seats: number, firstPicker: Seat): Seat[] {
  const round = Array.from({ length: seats }, (_, i) => (firstPicker + i) % seats);
  return round.concat(round.slice().reverse());
}

export interface DraftState {
  order: Seat[];
  /** Picks so far, by seat. */
  picks: string[][];
  pool: string[];
  /** Factions may be taken by several players (admin option, OPEN-24). */
  allowDuplicates: boolean;
}

/**
 * DRAFT-1: the pool must let every player end with two different factions: two per player, or
 * two in all when factions may be taken by several players. Returns why a pool is too small, or null.
 */
export function draftPoolError(
  seats: number,
  pool: readonly string[],
  allowDuplicates = false,
): string | null {
  const distinct = new Set(pool).size;
  const needed = allowDuplicates ? 2 : 2 * seats;
  return distinct < needed ? `the pool needs at least ${needed} factions (DRAFT-1)` : null;
}

export function newDraft(
  seats: number,
  firstPicker: Seat,
  pool: string[],
  allowDuplicates = false,
): DraftState {
  // A smaller pool would leave a player with no legal pick halfway through the draft.
  const err = draftPoolError(seats, pool, allowDuplicates);
  if (err) throw new Error(err);
  return {
    order: snakeOrder(seats, firstPicker),
    picks: Array.from({ length: seats }, () => []),
    pool: pool.slice(),
    allowDuplicates,
  };
}

export function draftTurn(d: DraftState): Seat | null {
  const made = d.picks.reduce((n, p) => n + p.length, 0);
  return d.order[made] ?? null;
}

/** Why a pick is illegal (DRAFT-4), or null when it is legal. */
export function pickError(d: DraftState, seat: Seat, faction: string): string | null {
  if (draftTurn(d) !== seat) return "not-your-pick";
  if (!d.pool.includes(faction)) return "not-in-pool";
  if (d.picks[seat]?.includes(faction)) return "already-yours";
  if (!d.allowDuplicates && d.picks.some((p) => p.includes(faction))) return "taken";
  return null;
}

export function pick(d: DraftState, seat: Seat, faction: string): DraftState {
  const err = pickError(d, seat, faction);
  if (err) throw new Error(err);
  return { ...d, picks: d.picks.map((p, s) => (s === seat ? [...p, faction] : p)) };
}

export function availableFor(d: DraftState, seat: Seat): string[] {
  return d.pool.filter((f) => pickError(d, seat, f) === null);
}

// Markers on a base card that are not +1 power counters (COUNTER-9: the Storyteller's Hut's story
// markers). They count only through the abilities that read them (a breakpoint hook, say), never
// as power, and vanish when the base leaves play (scoring.ts clears them on entering and leaving).

import { log } from "./log.ts";
import type { GameState, Uid } from "./types.ts";

/** How many markers of `kind` lie on `base` (0 when it is not in play). */
export function baseMarkers(g: GameState, base: Uid, kind: string): number {
  const b = g.bases[base];
  if (b?.zone !== "play") return 0;
  return b.markers?.[kind] ?? 0;
}

/** Places `n` markers of `kind` on a base in play. Returns how many were placed. */
export function addBaseMarkers(g: GameState, base: Uid, kind: string, n: number): number {
  const b = g.bases[base];
  if (b?.zone !== "play" || n <= 0) return 0;
  b.markers = { ...b.markers, [kind]: (b.markers?.[kind] ?? 0) + n };
  log(g, "markers", [base, n]);
  return n;
}

/** Removes up to `n` markers of `kind` from a base. Returns how many were removed. */
export function removeBaseMarkers(g: GameState, base: Uid, kind: string, n: number): number {
  const b = g.bases[base];
  const have = baseMarkers(g, base, kind);
  const k = Math.min(n, have);
  if (!b || k <= 0) return 0;
  const rest = { ...b.markers, [kind]: have - k };
  if (rest[kind] === 0) delete rest[kind];
  // Unset, not deleted: one hidden class for every base (state.ts newBase).
  b.markers = Object.keys(rest).length === 0 ? undefined : rest;
  log(g, "markersRemoved", [base, k]);
  return k;
}

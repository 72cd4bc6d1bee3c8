// The yearly away allowance (issue 26): each player has `daysPerYear` days per CALENDAR year of
// the server's time zone (a window across New Year counts in each year for its part). Time is
// counted to the millisecond: a window ended early counts only what was used, so coming back
// early gives the rest back. Pure.

import { zonedWallTime, zonedWallToUtc } from "../app/time-zones.ts";
import type { Span } from "../app/timer-pauses.ts";

export const DAY_MS = 86_400_000;

/** The calendar year `year` of `zone`, as instants. */
export function yearSpan(year: number, zone: string): Span {
  return { start: zonedWallToUtc(zone, year, 1, 1, 0, 0), end: zonedWallToUtc(zone, year + 1, 1, 1, 0, 0) };
}

export function yearOf(ms: number, zone: string): number {
  return zonedWallTime(ms, zone).year;
}

function overlap(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** How much of year `year` the windows take. */
export function usedIn(windows: readonly Span[], year: number, zone: string): number {
  const span = yearSpan(year, zone);
  return windows.reduce((sum, w) => sum + overlap(w, span), 0);
}

export type AllowanceCheck = { ok: true } | { ok: false; year: number; askedMs: number; leftMs: number };

/**
 * Whether `request` fits the allowance next to the player's `other` windows (the window it
 * replaces left out): in each calendar year it touches, what was used plus its part there.
 */
export function checkAllowance(
  request: Span,
  other: readonly Span[],
  daysPerYear: number,
  zone: string,
): AllowanceCheck {
  const allowed = daysPerYear * DAY_MS;
  const first = yearOf(request.start, zone);
  const last = yearOf(Math.max(request.start, request.end - 1), zone);
  for (let year = first; year <= last; year++) {
    const used = usedIn(other, year, zone);
    const asked = overlap(request, yearSpan(year, zone));
    if (used + asked > allowed)
      return { ok: false, year, askedMs: asked, leftMs: Math.max(0, allowed - used) };
  }
  return { ok: true };
}

// Time the turn timer does not count (issue 26): the awaited player's away windows (/smashup away)
// and, when the server's admins chose so, Saturdays and Sundays in the server's time zone. The
// timer measures COUNTED time since its wait began: what was waited before an away window is kept,
// the clock stands still during it and goes on where it stopped afterwards. Pure arithmetic on
// milliseconds; the rules are loaded by the caller (src/away) and the clock is always passed in.

import { zonedWallTime, zonedWallToUtc } from "./time-zones.ts";

/** A stretch of time, [start, end) in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export interface PauseRules {
  /** When the awaited player(s) are away (any of them, for a wait on several players at once). */
  away: readonly Span[];
  /** Saturdays and Sundays of this IANA zone are not counted; null: every day counts. */
  weekendZone: string | null;
}

export const NO_PAUSES: PauseRules = { away: [], weekendZone: null };

const DAY_MS = 86_400_000;

/** Whether these rules ever pause anything (without any, counted time is wall time). */
export function pausesAnything(rules: PauseRules): boolean {
  return rules.away.length > 0 || rules.weekendZone !== null;
}

/**
 * The weekends of `zone` that meet [from, to): from Saturday 00:00 to Monday 00:00 local time, as
 * instants (a weekend across a DST change lasts 47 or 49 hours, as the clocks there say).
 */
export function weekendsBetween(zone: string, from: number, to: number): Span[] {
  const out: Span[] = [];
  const local = zonedWallTime(from, zone);
  // The Saturday on or before the local date of `from` (a weekend that began before `from`).
  const day = Date.UTC(local.year, local.month - 1, local.day);
  const weekday = new Date(day).getUTCDay();
  let saturday = day - ((weekday + 1) % 7) * DAY_MS;
  for (;;) {
    const sat = new Date(saturday);
    const mon = new Date(saturday + 2 * DAY_MS);
    const start = zonedWallToUtc(zone, sat.getUTCFullYear(), sat.getUTCMonth() + 1, sat.getUTCDate(), 0, 0);
    if (start >= to) break;
    const end = zonedWallToUtc(zone, mon.getUTCFullYear(), mon.getUTCMonth() + 1, mon.getUTCDate(), 0, 0);
    if (end > from) out.push({ start, end });
    saturday += 7 * DAY_MS;
  }
  return out;
}

/** The paused spans that meet [from, to), merged and sorted. */
export function pausedSpans(rules: PauseRules, from: number, to: number): Span[] {
  const all = rules.away.filter((s) => s.end > from && s.start < to && s.end > s.start);
  if (rules.weekendZone) all.push(...weekendsBetween(rules.weekendZone, from, to));
  all.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of all) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ start: Math.max(span.start, from), end: span.end });
  }
  return merged;
}

/** How much of [from, to) the timer counts. */
export function countedMs(rules: PauseRules, from: number, to: number): number {
  if (to <= from) return 0;
  let paused = 0;
  for (const span of pausedSpans(rules, from, to))
    paused += Math.min(span.end, to) - Math.max(span.start, from);
  return to - from - paused;
}

/** The first instant at which `amount` ms have been counted since `from` (the timer's deadlines). */
export function instantAfterCounted(rules: PauseRules, from: number, amount: number): number {
  if (amount <= 0) return from;
  if (!pausesAnything(rules)) return from + amount;
  // Look far enough ahead: each pass widens the horizon by what was still missing. Weekends pause at
  // most 49 hours a week and away windows end, so this ends; the cap only guards bad data.
  let horizon = from + amount;
  for (let pass = 0; pass < 1000; pass++) {
    const spans = pausedSpans(rules, from, horizon);
    let cursor = from;
    let left = amount;
    for (const span of spans) {
      if (span.start - cursor >= left) return cursor + left;
      left -= Math.max(0, span.start - cursor);
      cursor = Math.max(cursor, span.end);
    }
    if (cursor + left <= horizon) return cursor + left;
    horizon = cursor + left;
  }
  return horizon;
}

/** Where the game service reads the pause rules of a wait (src/away reads the database). */
export interface TimerPauseSource {
  /** The rules for a wait in server `guildId` on `userIds` that began at `since`. */
  rules(guildId: string, userIds: readonly string[], since: Date): Promise<PauseRules>;
}

// What a player typed in `/smashup away until:` (issue 26): "now" (back early), a duration ("3d",
// "2 days", "36h", "1 semaine") or a date/time read by chrono-node in the player's language
// ("demain 18h", "in 36 hours", "lundi") and in the player's time zone. A date without a time
// means the start of that day (back on Monday: away until Monday 00:00). Pure: the clock is given.

import * as chrono from "chrono-node";
import { zonedWallToUtc, zoneOffsetMs } from "../app/time-zones.ts";
import type { Locale } from "../i18n/index.ts";

export type ParsedUntil = { kind: "back" } | { kind: "until"; at: Date } | { kind: "junk" };

const BACK_WORDS = new Set(["now", "back", "none", "maintenant", "retour", "fin", "aucune", "0"]);

const HOUR_MS = 3_600_000;
const UNIT_MS: Record<string, number> = {
  m: 60_000,
  min: 60_000,
  mins: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: HOUR_MS,
  hr: HOUR_MS,
  hrs: HOUR_MS,
  hour: HOUR_MS,
  hours: HOUR_MS,
  heure: HOUR_MS,
  heures: HOUR_MS,
  d: 24 * HOUR_MS,
  j: 24 * HOUR_MS,
  day: 24 * HOUR_MS,
  days: 24 * HOUR_MS,
  jour: 24 * HOUR_MS,
  jours: 24 * HOUR_MS,
  w: 7 * 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  weeks: 7 * 24 * HOUR_MS,
  semaine: 7 * 24 * HOUR_MS,
  semaines: 7 * 24 * HOUR_MS,
};

const DURATION = /^(?:in\s+|dans\s+|for\s+|pendant\s+)?(\d{1,4}(?:[.,]\d{1,2})?)\s*([a-zé]+)$/i;

/** A plain duration from now ("3d", "2 days", "36 h", "1,5 jours"), or null. */
function duration(text: string, now: Date): Date | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  const unit = UNIT_MS[(match[2] ?? "").toLowerCase()];
  if (!unit) return null;
  const amount = Number((match[1] ?? "").replace(",", "."));
  return Number.isFinite(amount) ? new Date(now.getTime() + amount * unit) : null;
}

export function parseUntil(typed: string, locale: Locale, zone: string, now: Date): ParsedUntil {
  const text = typed.trim().replace(/\s+/g, " ");
  if (!text) return { kind: "junk" };
  if (BACK_WORDS.has(text.toLowerCase())) return { kind: "back" };
  const plain = duration(text, now);
  if (plain) return { kind: "until", at: plain };
  // The player's language first, then the other one (a French player may type "tomorrow").
  const parsers = locale === "fr" ? [chrono.fr, chrono.en] : [chrono.en, chrono.fr];
  const reference = { instant: now, timezone: zoneOffsetMs(now.getTime(), zone) / 60_000 };
  for (const parser of parsers) {
    const results = parser.parse(text, reference, { forwardDate: true });
    const result = results[0];
    // The whole text must be the date: "lundi ou mardi" or "abc 3" is not one.
    if (!result || results.length > 1 || result.text.length < text.length - 1) continue;
    const start = result.start;
    if (start.tags().has("result/relativeDate")) return { kind: "until", at: start.date() };
    // A wall-clock date: read in the zone as its clocks show on that day (DST included).
    const hour = start.isCertain("hour") ? (start.get("hour") ?? 0) : 0;
    const minute = start.isCertain("hour") ? (start.get("minute") ?? 0) : 0;
    const at = zonedWallToUtc(
      zone,
      start.get("year") ?? 1970,
      start.get("month") ?? 1,
      start.get("day") ?? 1,
      hour,
      minute,
    );
    return { kind: "until", at: new Date(at) };
  }
  return { kind: "junk" };
}

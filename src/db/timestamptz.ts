// pg's text parser of `timestamptz` columns (pg-types: postgres-date) on the form the store's
// columns come in — `YYYY-MM-DD HH:MM:SS[.fff]+00`, a UTC session's `timestamptz(3)` — without its
// regular expressions (three, one of them unanchored with a lazy `.*?`, and a `split`): the save's
// `updated_at` is parsed at every click (issue 22, ~0.7 % of a click's CPU). Any other form (another
// time zone, BC, infinity, a year before 1000, anything unexpected) goes to pg's own parser. The
// same Date either way: the fraction is read as postgres-date reads it (`1000 * parseFloat`).

import pg from "pg";

const TIMESTAMPTZ = 1184;
/** pg-types' own parser of `timestamptz` text (postgres-date). */
export const pgTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ, "text") as (text: string) => unknown;

/** `text`'s Date, as `pgTimestamptz` has it. */
export function parseTimestamptz(text: string): unknown {
  const end = text.length - 3;
  if (
    end < 19 ||
    text.charCodeAt(end) !== 43 /* + */ ||
    text.charCodeAt(end + 1) !== 48 ||
    text.charCodeAt(end + 2) !== 48
  )
    return pgTimestamptz(text);
  const year = digits(text, 0, 4);
  const month = separated(text, 4, 45 /* - */);
  const day = separated(text, 7, 45);
  const hour = separated(text, 10, 32 /* space */);
  const minute = separated(text, 13, 58 /* : */);
  const second = separated(text, 16, 58);
  if (year < 1000 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return pgTimestamptz(text);
  let ms = 0;
  if (end > 19) {
    // `.` and at least one digit, only digits up to the zone.
    if (text.charCodeAt(19) !== 46 || end === 20 || digits(text, 20, end) < 0) return pgTimestamptz(text);
    ms = 1000 * Number.parseFloat(text.slice(19, end));
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
}

/** The two digits after the separator `at` (which must be `separator`), or -1. */
function separated(text: string, at: number, separator: number): number {
  return text.charCodeAt(at) === separator ? digits(text, at + 1, at + 3) : -1;
}

/** The decimal number of `text` from `from` to `to` (digits only), or -1. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

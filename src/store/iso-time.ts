// `Date.prototype.toISOString`'s text written in JavaScript (issue 22): every decision starts its
// prompt's timer at the click's time (turn-timer.ts `nextTimer`, `since`), and V8 writes that text
// through its C++ date formatter (snprintf): ~7,400 instructions per decision under callgrind, a
// ninth of what GameService.act() adds to the engine (stop 44, src/bench/act-instructions.ts).
// Clicks come milliseconds apart, so the text is new at nearly every decision.

/** The times written here: 1970-01-01 to 9999-12-31 (four-digit years, as toISOString writes them). */
const LAST_TIME = 253402300799999;
const DAY_MS = 86400000;
const ZERO = 0x30;

/** The character codes of the text, reused (written whole before each read). */
const codes: number[] = new Array(24).fill(0);

function put2(at: number, n: number): void {
  codes[at] = ZERO + ((n / 10) | 0);
  codes[at + 1] = ZERO + (n % 10);
}

/** The day count whose date `codes` 0-9 hold (`putDate`); -1: none yet. */
let codedDay = -1;

/** Writes the date of a day count (days >= 0) as `YYYY-MM-DD` into `codes` 0-9. */
function putDate(days: number): void {
  // The civil date of a day count (Howard Hinnant's days_from_civil inverse), days >= 0 here.
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  put2(0, (year / 100) | 0);
  put2(2, year % 100);
  codes[4] = 0x2d;
  put2(5, month);
  codes[7] = 0x2d;
  put2(8, day);
  codedDay = days;
}

/**
 * `new Date(time).toISOString()`: the same text, `YYYY-MM-DDTHH:mm:ss.sssZ`, for an integer time
 * from the epoch to the end of year 9999; any other time (before 1970, an extended year, a
 * fraction, NaN) through toISOString itself (which throws for an invalid time, as before).
 */
export function isoText(time: number): string {
  if (!(time >= 0 && time <= LAST_TIME) || time !== Math.floor(time)) return new Date(time).toISOString();
  const days = Math.floor(time / DAY_MS);
  // Clicks come from the same day: its date's codes, written at the day's first time, stay as they are.
  if (days !== codedDay) putDate(days);
  let rest = time - days * DAY_MS;
  const ms = rest % 1000;
  rest = (rest - ms) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  codes[10] = 0x54;
  put2(11, hours);
  codes[13] = 0x3a;
  put2(14, minutes);
  codes[16] = 0x3a;
  put2(17, seconds);
  codes[19] = 0x2e;
  codes[20] = ZERO + ((ms / 100) | 0);
  put2(21, ms % 100);
  codes[23] = 0x5a;
  const c = codes as number[] & { length: 24 };
  // The 24 codes as arguments of one call: one flat string, not a piece per field.
  return String.fromCharCode(
    c[0] as number,
    c[1] as number,
    c[2] as number,
    c[3] as number,
    c[4] as number,
    c[5] as number,
    c[6] as number,
    c[7] as number,
    c[8] as number,
    c[9] as number,
    c[10] as number,
    c[11] as number,
    c[12] as number,
    c[13] as number,
    c[14] as number,
    c[15] as number,
    c[16] as number,
    c[17] as number,
    c[18] as number,
    c[19] as number,
    c[20] as number,
    c[21] as number,
    c[22] as number,
    c[23] as number,
  );
}

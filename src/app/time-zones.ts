// IANA time zones through Intl (no table of our own): whether a name is one, the wall clock of a
// zone at an instant, and the instant of a wall-clock time in a zone (DST included).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's canonical IANA name, or null when Intl does not know `name` as a zone. */
export function canonicalZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // The name as typed when it is a link Intl accepts (America/Montreal stays itself, not the zone
  // it links to); Intl's spelling for the rest (europe/paris -> Europe/Paris).
  return resolved.toLowerCase() === trimmed.toLowerCase() ? resolved : trimmed;
}

export interface WallTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the clocks of `zone` show at the instant `ms`. */
export function zonedWallTime(ms: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone`'s clocks are ahead of UTC at the instant `ms`. */
export function zoneOffsetMs(ms: number, zone: string): number {
  const w = zonedWallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant when `zone`'s clocks show this wall time. A time skipped by a DST change (02:30 on
 * the night clocks go forward) reads as the same time after the change; a time shown twice reads
 * as the first.
 */
export function zonedWallToUtc(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffsetMs(wall, zone);
  const second = wall - zoneOffsetMs(first, zone);
  if (first === second) return first;
  // Around a change: take the earlier reading that shows this wall time, else the later one.
  const candidates = [first, second].sort((a, b) => a - b);
  for (const c of candidates) if (c + zoneOffsetMs(c, zone) === wall) return c;
  return Math.max(first, second);
}

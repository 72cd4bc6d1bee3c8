// The turn timer's counted time (issue 26): away windows and weekends of the server's zone are
// not counted, what was waited before a pause is kept. Every instant is given: no wall clock.

import { describe, expect, it } from "vitest";
import {
  countedDeadline,
  countedKickOpensAt,
  countedNextTimerAt,
  countedTimerDue,
} from "../../src/app/paused-timer.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { canonicalZone, zonedWallToUtc } from "../../src/app/time-zones.ts";
import {
  countedMs,
  instantAfterCounted,
  NO_PAUSES,
  type PauseRules,
  weekendsBetween,
} from "../../src/app/timer-pauses.ts";

const HOUR = 3_600_000;
const t = (iso: string) => Date.parse(iso);

function timed(since: string, hours = 12, reminded = false): GameSetupRecord {
  return {
    options: { turnTimerHours: hours },
    timer: { promptId: 1, since, reminded },
  } as unknown as GameSetupRecord;
}

describe("counted time", () => {
  it("is wall time without pauses", () => {
    expect(countedMs(NO_PAUSES, 0, 5 * HOUR)).toBe(5 * HOUR);
    expect(instantAfterCounted(NO_PAUSES, 1000, 7 * HOUR)).toBe(1000 + 7 * HOUR);
  });

  it("keeps what was waited before an away window that starts mid-turn, and stands still during it", () => {
    // A wed 2030-01-09 wait from 00:00; the player goes away 02:00 -> 10:00.
    const since = t("2030-01-09T00:00:00Z");
    const rules: PauseRules = {
      away: [{ start: since + 2 * HOUR, end: since + 10 * HOUR }],
      weekendZone: null,
    };
    expect(countedMs(rules, since, since + 2 * HOUR)).toBe(2 * HOUR);
    expect(countedMs(rules, since, since + 9 * HOUR)).toBe(2 * HOUR);
    expect(countedMs(rules, since, since + 12 * HOUR)).toBe(4 * HOUR);
    // 12 hours of timer: 2 before, 10 after the window.
    expect(instantAfterCounted(rules, since, 12 * HOUR)).toBe(since + 20 * HOUR);
    // Half time (the reminder) falls after the window too: 2 + 4.
    expect(instantAfterCounted(rules, since, 6 * HOUR)).toBe(since + 14 * HOUR);
  });

  it("does not count a window that ended before the wait, and counts the rest of one already running", () => {
    const since = t("2030-01-09T12:00:00Z");
    const rules: PauseRules = {
      away: [
        { start: since - 10 * HOUR, end: since - 1 * HOUR },
        { start: since - 1 * HOUR, end: since + 3 * HOUR },
      ],
      weekendZone: null,
    };
    expect(countedMs(rules, since, since + 5 * HOUR)).toBe(2 * HOUR);
  });

  it("merges overlapping away windows (a wait on several pickers) with weekends", () => {
    const fri = t("2030-01-11T20:00:00Z"); // Friday 20:00 UTC
    const rules: PauseRules = {
      away: [
        { start: fri + 2 * HOUR, end: fri + 30 * HOUR },
        { start: fri + 20 * HOUR, end: fri + 56 * HOUR }, // until Monday 04:00
      ],
      weekendZone: "UTC",
    };
    // Counted: Friday 20:00-22:00, then from Monday 04:00 (the second window) to 06:00.
    expect(countedMs(rules, fri, t("2030-01-14T06:00:00Z"))).toBe(4 * HOUR);
  });
});

describe("weekends of a time zone", () => {
  it("run from Saturday 00:00 to Monday 00:00 local time, 47 hours when Paris springs forward", () => {
    const [weekend] = weekendsBetween("Europe/Paris", t("2030-03-29T12:00:00Z"), t("2030-03-30T12:00:00Z"));
    expect(weekend).toEqual({ start: t("2030-03-29T23:00:00Z"), end: t("2030-03-31T22:00:00Z") });
    expect(((weekend?.end ?? 0) - (weekend?.start ?? 0)) / HOUR).toBe(47);
  });

  it("last 49 hours when New York falls back", () => {
    const [weekend] = weekendsBetween(
      "America/New_York",
      t("2030-11-01T12:00:00Z"),
      t("2030-11-02T12:00:00Z"),
    );
    expect(weekend).toEqual({ start: t("2030-11-02T04:00:00Z"), end: t("2030-11-04T05:00:00Z") });
    expect(((weekend?.end ?? 0) - (weekend?.start ?? 0)) / HOUR).toBe(49);
  });

  it("depend on the zone: Friday 16:00 UTC is already Saturday in Tokyo, not in Paris", () => {
    const fri = t("2030-01-11T16:00:00Z");
    const tokyo: PauseRules = { away: [], weekendZone: "Asia/Tokyo" };
    const paris: PauseRules = { away: [], weekendZone: "Europe/Paris" };
    expect(countedMs(tokyo, fri, fri + HOUR)).toBe(0);
    expect(countedMs(paris, fri, fri + HOUR)).toBe(HOUR);
  });

  it("push a 12-hour timer started Friday 18:00 in Paris to Monday 06:00, across the DST change", () => {
    const since = zonedWallToUtc("Europe/Paris", 2030, 3, 29, 18, 0); // Friday, still CET
    const rules: PauseRules = { away: [], weekendZone: "Europe/Paris" };
    const deadline = instantAfterCounted(rules, since, 12 * HOUR);
    // 6 hours on Friday, 6 on Monday morning (CEST).
    expect(deadline).toBe(zonedWallToUtc("Europe/Paris", 2030, 4, 1, 6, 0));
    expect(new Date(deadline).toISOString()).toBe("2030-04-01T04:00:00.000Z");
    // The reminder (6 h) lands exactly at the start of the weekend.
    expect(instantAfterCounted(rules, since, 6 * HOUR)).toBe(t("2030-03-29T23:00:00Z"));
    // A weekday wait is untouched.
    const tue = t("2030-04-02T08:00:00Z");
    expect(instantAfterCounted(rules, tue, 12 * HOUR)).toBe(tue + 12 * HOUR);
  });

  it("count several weekends for a long timer (a week of 72-hour waits)", () => {
    const mon = t("2030-01-07T00:00:00Z");
    const rules: PauseRules = { away: [], weekendZone: "UTC" };
    // 5 weekdays = 120 h: 72 h ends Thursday 00:00; 144 h needs the next Monday + 24h.
    expect(instantAfterCounted(rules, mon, 72 * HOUR)).toBe(t("2030-01-10T00:00:00Z"));
    expect(instantAfterCounted(rules, mon, 144 * HOUR)).toBe(t("2030-01-15T00:00:00Z"));
  });
});

describe("the timer's questions in counted time", () => {
  const since = "2030-01-09T00:00:00.000Z";
  const away: PauseRules = {
    away: [{ start: t(since) + 3 * HOUR, end: t(since) + 30 * HOUR }],
    weekendZone: null,
  };

  it("no reminder and no timeout while away; both once back, in counted time", () => {
    const setup = timed(since);
    expect(countedTimerDue(setup, new Date(t(since) + 29 * HOUR), away)).toBeNull();
    expect(countedTimerDue(setup, new Date(t(since) + 29 * HOUR), NO_PAUSES)).toBe("timeout");
    expect(countedTimerDue(setup, new Date(t(since) + 33 * HOUR), away)).toBe("reminder");
    expect(countedTimerDue(timed(since, 12, true), new Date(t(since) + 39 * HOUR - 1), away)).toBeNull();
    expect(countedTimerDue(timed(since, 12, true), new Date(t(since) + 39 * HOUR), away)).toBe("timeout");
  });

  it("tells the timer loop when to wake up and the reminder which deadline to show", () => {
    const setup = timed(since);
    expect(countedNextTimerAt(setup, away)?.toISOString()).toBe("2030-01-10T09:00:00.000Z");
    expect(countedNextTimerAt(timed(since, 12, true), away)?.toISOString()).toBe("2030-01-10T15:00:00.000Z");
    expect(countedDeadline(setup, setup.timer as never, away).toISOString()).toBe("2030-01-10T15:00:00.000Z");
    expect(countedNextTimerAt(timed(since, 0), away)).toBeNull();
  });

  it("keeps each game's own clock: two games of the same away player", () => {
    // Game A waited 5 h before the player left, game B 1 h: the same window pauses both.
    const leave = t("2030-01-09T10:00:00Z");
    const rules: PauseRules = { away: [{ start: leave, end: leave + 48 * HOUR }], weekendZone: null };
    const a = timed(new Date(leave - 5 * HOUR).toISOString());
    const b = timed(new Date(leave - 1 * HOUR).toISOString());
    const back = new Date(leave + 48 * HOUR);
    expect(countedNextTimerAt(a, rules)?.getTime()).toBe(back.getTime() + 1 * HOUR);
    expect(countedNextTimerAt(b, rules)?.getTime()).toBe(back.getTime() + 5 * HOUR);
    expect(countedTimerDue(a, new Date(back.getTime() + HOUR), rules)).toBe("reminder");
    expect(countedTimerDue(b, new Date(back.getTime() + HOUR), rules)).toBeNull();
  });

  it("opens a kick vote on an away player only after half the timer in counted time", () => {
    const s = new Date(since);
    const plain = new Date(t(since) + 6 * HOUR);
    expect(countedKickOpensAt(s, plain, away).toISOString()).toBe("2030-01-10T09:00:00.000Z");
    expect(countedKickOpensAt(s, plain, NO_PAUSES)).toEqual(plain);
  });
});

describe("time zones", () => {
  it("accepts IANA names Intl knows and refuses the rest", () => {
    expect(canonicalZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalZone(" America/Montreal ")).toBeTruthy();
    expect(canonicalZone("Mars/Olympus")).toBeNull();
    expect(canonicalZone("")).toBeNull();
  });

  it("reads a wall time skipped by DST as the time after the change", () => {
    // 02:30 does not exist in Paris on 2030-03-31.
    expect(new Date(zonedWallToUtc("Europe/Paris", 2030, 3, 31, 2, 30)).toISOString()).toBe(
      "2030-03-31T01:30:00.000Z",
    );
    expect(new Date(zonedWallToUtc("Europe/Paris", 2030, 7, 1, 18, 0)).toISOString()).toBe(
      "2030-07-01T16:00:00.000Z",
    );
  });
});

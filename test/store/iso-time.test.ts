import { describe, expect, it } from "vitest";
import { isoText } from "../../src/store/iso-time.ts";

const DAY = 86400000;

describe("isoText: Date#toISOString's text, written in JavaScript", () => {
  it("writes the same text as toISOString at the ends of its range and around leap days", () => {
    const times = [
      0,
      1,
      999,
      DAY - 1,
      Date.UTC(1972, 1, 29, 23, 59, 59, 999),
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(2000, 2, 1),
      Date.UTC(2100, 1, 28, 23, 59, 59, 999),
      Date.UTC(2100, 2, 1),
      Date.UTC(2400, 1, 29, 6, 7, 8, 9),
      Date.UTC(2026, 10, 30, 12, 21, 1, 401),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ];
    for (const time of times) expect(isoText(time)).toBe(new Date(time).toISOString());
  });

  it("writes the same text as toISOString on every day of four centuries, at varied times of day", () => {
    const end = Date.UTC(2370, 0, 1);
    for (let time = 0, k = 0; time < end; time += DAY, k++) {
      const t = time + ((k * 7919 * 1000 + k * 37) % DAY);
      expect(isoText(t)).toBe(new Date(t).toISOString());
    }
  });

  it("leaves any other time to toISOString: before 1970, after 9999, fractions, invalid", () => {
    for (const time of [-1, -DAY * 400, Date.UTC(10000, 0, 1), 1.5, 8.64e15])
      expect(isoText(time)).toBe(new Date(time).toISOString());
    expect(() => isoText(Number.NaN)).toThrow(RangeError);
  });

  it("writes each time's own date when times of the same day and of other days follow each other", () => {
    // The date's codes are kept from one time to the next of the same day (stop 47): a day's times
    // in a row, another day, the first day again, times toISOString writes itself in between.
    const day = Date.UTC(2026, 11, 1);
    const times = [
      day + 5,
      day + 61_000,
      day + DAY - 1,
      day + DAY,
      day + 7,
      -1,
      day + 3_600_000,
      1.5,
      day - 1,
      Date.UTC(2027, 11, 1, 0, 0, 0, 5),
      day + 12,
      Date.UTC(2026, 10, 1, 0, 0, 0, 12),
      Date.UTC(1970, 0, 1),
    ];
    for (let round = 0; round < 3; round++)
      for (const time of times) expect(isoText(time)).toBe(new Date(time).toISOString());
  });
});

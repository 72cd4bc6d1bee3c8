// What players type in `until:` (EN and FR, durations and dates in their zone) and the yearly
// allowance (calendar years of the server's zone, early returns give the rest back). Fixed clocks.

import { describe, expect, it } from "vitest";
import { checkAllowance, DAY_MS, usedIn } from "../../src/away/allowance.ts";
import { parseUntil } from "../../src/away/parse-until.ts";

const HOUR = 3_600_000;
// Wednesday 2030-01-09 10:00 in Paris (09:00 UTC).
const now = new Date("2030-01-09T09:00:00Z");
const at = (typed: string, locale: "en" | "fr" = "en", zone = "Europe/Paris", clock = now) => {
  const parsed = parseUntil(typed, locale, zone, clock);
  return parsed.kind === "until" ? parsed.at.toISOString() : parsed.kind;
};

describe("until:", () => {
  it("reads durations in both languages", () => {
    expect(at("3d")).toBe("2030-01-12T09:00:00.000Z");
    expect(at("2 days")).toBe("2030-01-11T09:00:00.000Z");
    expect(at("2 jours", "fr")).toBe("2030-01-11T09:00:00.000Z");
    expect(at("3j", "fr")).toBe("2030-01-12T09:00:00.000Z");
    expect(at("36h")).toBe("2030-01-10T21:00:00.000Z");
    expect(at("1,5 jours", "fr")).toBe("2030-01-10T21:00:00.000Z");
    expect(at("in 36 hours")).toBe("2030-01-10T21:00:00.000Z");
    expect(at("dans 36 heures", "fr")).toBe("2030-01-10T21:00:00.000Z");
  });

  it("reads dates and times on the player's clock", () => {
    expect(at("demain 18h", "fr")).toBe("2030-01-10T17:00:00.000Z");
    expect(at("tomorrow 6pm")).toBe("2030-01-10T17:00:00.000Z");
    expect(at("demain 18h", "fr", "America/Montreal")).toBe("2030-01-10T23:00:00.000Z");
    // A day without a time: back at its start.
    expect(at("lundi", "fr")).toBe("2030-01-13T23:00:00.000Z");
    expect(at("monday")).toBe("2030-01-13T23:00:00.000Z");
    // A French player typing English is understood too.
    expect(at("tomorrow 6pm", "fr")).toBe("2030-01-10T17:00:00.000Z");
  });

  it("keeps the wall time across a DST change (Saturday -> Monday 18:00 in Paris, clocks forward)", () => {
    const saturday = new Date("2030-03-30T09:00:00Z");
    expect(at("lundi 18h", "fr", "Europe/Paris", saturday)).toBe("2030-04-01T16:00:00.000Z");
  });

  it("tells coming back and junk apart", () => {
    expect(at("now")).toBe("back");
    expect(at("maintenant", "fr")).toBe("back");
    expect(at("banana")).toBe("junk");
    expect(at("3 bananas")).toBe("junk");
    expect(at("   ")).toBe("junk");
  });
});

describe("the yearly allowance", () => {
  const zone = "Europe/Paris";
  const jan = Date.parse("2030-01-09T09:00:00Z");

  it("takes a request up to the allowance and refuses one day more, saying what is left", () => {
    const used = [{ start: jan - 20 * DAY_MS + 30 * DAY_MS, end: jan + 13 * DAY_MS }]; // 3 days used
    expect(usedIn(used, 2030, zone)).toBe(3 * DAY_MS);
    expect(checkAllowance({ start: jan + 20 * DAY_MS, end: jan + 27 * DAY_MS }, used, 10, zone)).toEqual({
      ok: true,
    });
    expect(checkAllowance({ start: jan + 20 * DAY_MS, end: jan + 28 * DAY_MS }, used, 10, zone)).toEqual({
      ok: false,
      year: 2030,
      askedMs: 8 * DAY_MS,
      leftMs: 7 * DAY_MS,
    });
  });

  it("counts a window across New Year in each year for its part (years of the server's zone)", () => {
    const newYear = Date.parse("2030-12-31T23:00:00Z"); // midnight in Paris
    const request = { start: newYear - 6 * DAY_MS, end: newYear + 6 * DAY_MS };
    const earlier = [{ start: Date.parse("2030-06-01T00:00:00Z"), end: Date.parse("2030-06-06T00:00:00Z") }];
    // 2030: 5 used + 6 asked > 10; 2031 alone would fit.
    expect(checkAllowance(request, earlier, 10, zone)).toMatchObject({
      ok: false,
      year: 2030,
      leftMs: 5 * DAY_MS,
    });
    expect(checkAllowance(request, [], 10, zone)).toEqual({ ok: true });
    expect(checkAllowance(request, [], 10, "UTC")).toEqual({ ok: true });
  });

  it("gives back the unused part of a window ended early, and refuses everything when it is 0", () => {
    const ended = [{ start: jan, end: jan + 2 * DAY_MS + 12 * HOUR }];
    expect(usedIn(ended, 2030, zone)).toBe(2.5 * DAY_MS);
    expect(
      checkAllowance({ start: jan + 5 * DAY_MS, end: jan + 5 * DAY_MS + HOUR }, [], 0, zone),
    ).toMatchObject({
      ok: false,
      leftMs: 0,
    });
  });
});

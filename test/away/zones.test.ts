// Time zones as players and admins type them (issue 26): suggestions from Intl's list, names kept
// as typed when Intl accepts them as links (America/Montreal), Intl's spelling otherwise.

import { describe, expect, it } from "vitest";
import { canonicalZone } from "../../src/app/time-zones.ts";
import { suggestZones } from "../../src/away/zone-suggestions.ts";

describe("time zone names", () => {
  it("suggests common zones first, then any zone whose name holds every typed word", () => {
    expect(suggestZones("")[0]).toBe("Europe/Paris");
    expect(suggestZones("").length).toBeLessThanOrEqual(25);
    expect(suggestZones("new york")).toContain("America/New_York");
    expect(suggestZones("europe par")).toEqual(["Europe/Paris"]);
    expect(suggestZones("zzzz")).toEqual([]);
  });

  it("keeps a link as typed and spells the rest as Intl does", () => {
    expect(canonicalZone("America/Montreal")).toBe("America/Montreal");
    expect(canonicalZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalZone("Europe/Pariss")).toBeNull();
    expect(canonicalZone("x".repeat(65))).toBeNull();
  });
});

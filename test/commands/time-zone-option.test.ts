// One time-zone option builder for `/smashup away` and `/smashup-admin away` (ops follow-up): the
// commands Discord registers are unchanged — compared with their JSON captured before the builder
// was shared (test/fixtures/commands/away-options.json) — and both suggest the same zones.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registry } from "../../commands/index.ts";
import { timeZoneChoices } from "../../commands/time-zone-option.ts";
import { suggestZones } from "../../src/away/zone-suggestions.ts";

const before = JSON.parse(
  readFileSync(new URL("../fixtures/commands/away-options.json", import.meta.url), "utf8"),
) as { smashup: unknown; admin: unknown };

function subcommand(command: string, name: string): unknown {
  const data = registry.commandData().find((c) => c.name === command);
  // Through JSON, as discord.js sends it (undefined keys dropped).
  return JSON.parse(JSON.stringify(data?.options?.find((o) => o.name === name) ?? null));
}

describe("the shared time-zone option", () => {
  it("registers /smashup away and /smashup-admin away exactly as before", () => {
    expect(subcommand("smashup", "away")).toEqual(before.smashup);
    expect(subcommand("smashup-admin", "away")).toEqual(before.admin);
  });

  it("suggests the zones for what is typed, name = value, at most 25", () => {
    expect(timeZoneChoices("")).toEqual(suggestZones("").map((z) => ({ name: z, value: z })));
    expect(timeZoneChoices("paris")).toEqual([{ name: "Europe/Paris", value: "Europe/Paris" }]);
    expect(timeZoneChoices("america").length).toBe(25);
    expect(timeZoneChoices(undefined)).toEqual(timeZoneChoices(""));
  });
});

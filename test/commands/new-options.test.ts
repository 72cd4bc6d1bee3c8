// The boxes option of /smashup new: typed as ids or names in either language, comma-separated,
// with suggestions that complete the list; anything else is refused by name.

import { describe, expect, it } from "vitest";
import { boxSuggestions, parseBoxes } from "../../commands/smashup/new.ts";
import { UserError } from "../../commands/user-error.ts";

const ENABLED = ["core", "monster-smash"];

describe("the boxes of /smashup new", () => {
  it("reads ids and names, in any case and either language", () => {
    expect(parseBoxes("core", ENABLED, "en")).toEqual(["core"]);
    expect(parseBoxes(" CORE , monster-smash ", ENABLED, "en")).toEqual(["core", "monster-smash"]);
    expect(parseBoxes("Smash Up (boîte de base)", ENABLED, "fr")).toEqual(["core"]);
  });

  it("refuses a box the server does not offer, naming it", () => {
    expect(() => parseBoxes("core, pretty pretty", ENABLED, "en")).toThrow(UserError);
    expect(() => parseBoxes("core, pretty pretty", ENABLED, "en")).toThrow(/pretty pretty/);
    expect(() => parseBoxes(" , ", ENABLED, "en")).toThrow(UserError);
  });

  it("suggests the boxes not listed yet that match the last part typed", () => {
    expect(boxSuggestions("", ENABLED, "en").map((c) => c.value)).toEqual(["core", "monster-smash"]);
    expect(boxSuggestions("core, mon", ENABLED, "en").map((c) => c.value)).toEqual(["core,monster-smash"]);
    expect(boxSuggestions("core,", ENABLED, "en").map((c) => c.value)).toEqual(["core,monster-smash"]);
    for (const choice of boxSuggestions("", ENABLED, "fr"))
      expect(choice.name.length).toBeLessThanOrEqual(100);
  });
});

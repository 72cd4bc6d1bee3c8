import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { knownBoxes } from "../../commands/admin/content.ts";
import { allFactions, registerFaction } from "../../src/engine/defs.ts";

describe("which boxes an admin can enable", () => {
  it("needs every base of the box as well as a playable faction (a game uses all of them, SETUP-5)", () => {
    // A Culture Shock faction without the box's bases: its games would miss bases.
    registerFaction({
      id: "ancient-incas",
      box: "culture-shock",
      name: { en: "Ancient Incas", fr: "Anciens Incas" },
      cards: [],
    });
    const boxes = Object.fromEntries(knownBoxes().map((b) => [b.id, b]));
    expect(boxes.core?.playable).toBe(true);
    expect(boxes["culture-shock"]?.factions.find((f) => f.id === "ancient-incas")?.playable).toBe(true);
    expect(boxes["culture-shock"]?.playable).toBe(false);
    // Monster Smash is complete: its bases and its four factions.
    const ms = allFactions()
      .filter((f) => f.box === "monster-smash")
      .map((f) => f.id)
      .sort();
    expect(ms).toEqual(["giant-ants", "mad-scientists", "vampires", "werewolves"]);
    expect(boxes["monster-smash"]?.playable).toBe(true);
    expect(
      boxes["monster-smash"]?.factions
        .filter((f) => f.playable)
        .map((f) => f.id)
        .sort(),
    ).toEqual(ms);
  });
});

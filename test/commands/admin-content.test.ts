import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { knownBoxes } from "../../commands/admin/content.ts";
import { allFactions, hasBaseDef } from "../../src/engine/defs.ts";

describe("which boxes an admin can enable", () => {
  it("offers Culture Shock and the Bigger Geekier Box with every faction written", () => {
    const boxes = Object.fromEntries(knownBoxes().map((b) => [b.id, b]));
    expect(boxes.core?.playable).toBe(true);
    const status = (box: string) =>
      Object.fromEntries((boxes[box]?.factions ?? []).map((f) => [f.id, f.playable]));
    expect(status("culture-shock")).toEqual({
      "ancient-incas": true,
      "anansi-tales": true,
      "grimms-fairy-tales": true,
      "russian-fairy-tales": true,
      "polynesian-voyagers": true,
    });
    expect(status("big-geeky-box")).toEqual({ geeks: true, "smash-up-all-stars": true });
    // A box is enabled with the bases of its written factions (SETUP-5 over what is registered).
    expect(boxes["culture-shock"]?.playable).toBe(true);
    expect(boxes["big-geeky-box"]?.playable).toBe(true);
  });

  it("needs the bases a playable faction brings (a game uses the bases of its factions' boxes, SETUP-5)", () => {
    // A playable faction whose own bases are not implemented: its games would miss them.
    const withoutTurnip = (key: string) => key !== "base:giant-turnip" && hasBaseDef(key);
    const boxes = Object.fromEntries(knownBoxes(withoutTurnip).map((b) => [b.id, b]));
    expect(boxes["culture-shock"]?.factions.find((f) => f.id === "russian-fairy-tales")?.playable).toBe(true);
    expect(boxes["culture-shock"]?.playable).toBe(false);
    expect(Object.fromEntries(knownBoxes().map((b) => [b.id, b.playable]))["culture-shock"]).toBe(true);
  });

  it("knows Monster Smash is complete", () => {
    const boxes = Object.fromEntries(knownBoxes().map((b) => [b.id, b]));
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

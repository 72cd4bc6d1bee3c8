// Where a Special is used from (TERM-SPECIAL, DIFF-13, SCORE-20, MEFIRST-9): a card whose text lets
// it be used from the discard pile is offered to the player whose pile holds it, and to nobody
// else; the same card in a deck or in play offers nothing. Written from the mutation run of stop
// 38 (windows.ts reachOf: which seat could use a card where it lies): no card of the catalog has
// such a Special yet, so this kit defines one.

import { describe, expect, it } from "vitest";
import { faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { draw, registerFaction } from "../../src/engine/api.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

registerFaction(
  faction(
    "revenants",
    "test",
    { en: "Discard Specials test kit", fr: "Kit de test des Spéciaux de défausse" },
    [
      minion({
        id: "revenant",
        power: 2,
        count: 3,
        name: { en: "Revenant", fr: "Revenant" },
        text: {
          en: "Special: before a base scores, if this card is in your discard pile, draw a card.",
          fr: "Spécial : avant la conquête d'une base, si cette carte est dans votre défausse, piochez une carte.",
        },
        specials: [
          {
            window: "beforeScoring",
            from: "discard",
            can: () => true,
            *use(ctx) {
              draw(ctx.g, ctx.you, 1);
            },
          },
        ],
      }),
    ],
  ),
);

type F = [string, string];

/** Three players, seat 0 active; the Jungle Oasis (12) scores on seat 0's 13 power. */
function scoring(
  players: Scenario["players"],
  alsoThere: { card: string; owner: number; as?: string }[] = [],
): TestTable {
  return table({
    players,
    phase: "score",
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          { card: "dinosaurs:king-rex", owner: 0 },
          { card: "aliens:invader", owner: 0 },
          { card: "aliens:scout", owner: 0 },
          ...alsoThere,
        ],
      },
      { id: "tar-pits" },
      { id: "the-central-brain" },
    ],
  });
}

describe("a Special used from the discard pile (TERM-SPECIAL, DIFF-13)", () => {
  it("is offered before scoring to the player whose discard pile holds it, not to the active player", () => {
    rules("TERM-SPECIAL", "DIFF-13", "SCORE-20", "MEFIRST-3", "MEFIRST-9");
    const t = scoring([
      { factions: ["aliens", "dinosaurs"] as F },
      { factions: ["revenants", "wizards"] as F, discard: [{ card: "revenants:revenant", as: "rev" }] },
      { factions: ["pirates", "zombies"] as F },
    ]);
    // Seat 0 has nothing usable: skipped; seat 1's pile holds the Revenant.
    t.expectPrompt(1, "beforeScoring");
    expect(t.prompt.options.map((o) => o.id)).toEqual([`s${t.uid("rev")}`, "pass"]);
    const hand = t.hand(1).length;
    t.act(1, "rev");
    expect(t.hand(1)).toHaveLength(hand + 1);
    expect(t.where("rev")).toBe("discard:1");
  });

  it("offers nothing from a hand, a deck or play when its text names the discard pile", () => {
    rules("TERM-SPECIAL", "MEFIRST-9");
    const t = scoring(
      [
        { factions: ["aliens", "dinosaurs"] as F },
        {
          factions: ["revenants", "wizards"] as F,
          hand: [{ card: "revenants:revenant", as: "held" }],
          deck: [{ card: "revenants:revenant", as: "drawn" }],
        },
        { factions: ["pirates", "zombies"] as F },
      ],
      [{ card: "revenants:revenant", owner: 1, as: "there" }],
    );
    // No Special usable anywhere: no before-scoring round asks anyone.
    expect(t.prompt.purpose).not.toBe("beforeScoring");
    expect(t.g.log.some((l) => l.k === "special")).toBe(false);
  });
});

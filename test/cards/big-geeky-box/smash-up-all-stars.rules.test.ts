// Smash Up All Stars, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): a zone the text names (the discard pile) beside one it
// doesn't (the hand) holding a card that fits.
import { describe, expect, it } from "vitest";
import { table } from "../../harness/table.ts";

const S = "smash-up-all-stars";

describe("Smash Up All Stars, read to the letter", () => {
  it("It's Astounding plays an action from the discard pile only, not one from the hand", () => {
    const t = table({
      players: [
        {
          factions: [S, "aliens"],
          hand: [
            { card: `${S}:its-astounding`, as: "ia" },
            { card: "aliens:probe", as: "inHand" },
          ],
          discard: [
            { card: "aliens:invasion", as: "inPile" },
            { card: "aliens:crop-circles", as: "inPile2" },
          ],
        },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "ia");
    // Two actions in the pile: a real choice (a lone one would be played without a prompt).
    expect(t.prompt.options.some((o) => o.card === t.uid("inPile"))).toBe(true);
    expect(t.prompt.options.some((o) => o.card === t.uid("inHand"))).toBe(false);
  });
});

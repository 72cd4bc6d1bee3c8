// Polynesian Voyagers, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): "up to two" with a third base left to play.
import { describe, expect, it } from "vitest";
import { table } from "../../harness/table.ts";

const P = "polynesian-voyagers";

describe("Polynesian Voyagers, read to the letter", () => {
  it("Maui puts up to two extra bases into play, not three", () => {
    const t = table({
      players: [
        { factions: [P, "aliens"], hand: [{ card: `${P}:maui`, as: "maui" }] },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
      baseDeck: ["ninja-dojo", "the-grey-opal", "tortuga", "the-homeworld"],
    });
    t.act(0, "maui@jungle-oasis").expectPrompt(0, "playExtraBase").act(0, "yes");
    t.expectPrompt(0, "playExtraBase").act(0, "yes");
    expect(t.g.basesInPlay).toHaveLength(5);
    expect(t.prompt.kind).toBe("main");
  });
});

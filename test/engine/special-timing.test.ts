// A card whose only text is a Special with a stated timing can be played only through that Special
// (MEFIRST-8; the Bigger Geekier Box's burying section: a card that "can only be played before a
// base scores" can't be played at other times). Hidden Ninja is the core card written so.

import { describe, expect, it } from "vitest";
import { cardDef, playableOnlyThroughSpecial } from "../../src/engine/defs.ts";
import { rules, table } from "../harness/table.ts";

const bases = [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }];

describe("Special-only cards (MEFIRST-8)", () => {
  it("only Hidden Ninja among the core cards is played only through its Special", () => {
    expect(playableOnlyThroughSpecial(cardDef("ninjas:hidden-ninja"))).toBe(true);
    // Full Sail has an effect of its own and a Special; Shinobi is a minion.
    expect(playableOnlyThroughSpecial(cardDef("pirates:full-sail"))).toBe(false);
    expect(playableOnlyThroughSpecial(cardDef("ninjas:shinobi"))).toBe(false);
  });

  it("Neophyte doesn't offer to play a revealed Hidden Ninja, only to take it or leave it", () => {
    rules("MEFIRST-8", "TERM-SPECIAL");
    const t = table({
      players: [
        {
          factions: ["wizards", "ninjas"],
          hand: [{ card: "wizards:neophyte", as: "neo" }],
          deck: [{ card: "ninjas:hidden-ninja", as: "hn" }],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases,
    });
    t.act(0, "neo@jungle-oasis").expectPrompt(0, "revealedAction");
    expect(t.offers("label:play")).toBe(false);
    expect(t.offers("label:hand")).toBe(true);
    expect(t.offers("label:top")).toBe(true);
  });

  it("Mass Enchantment doesn't offer a revealed Hidden Ninja", () => {
    rules("MEFIRST-8");
    const t = table({
      players: [
        { factions: ["wizards", "dinosaurs"], hand: [{ card: "wizards:mass-enchantment", as: "me" }] },
        { factions: ["ninjas", "aliens"], deck: [{ card: "ninjas:hidden-ninja", as: "hn" }] },
        { factions: ["robots", "pirates"], deck: [{ card: "pirates:full-sail", as: "fs" }] },
      ],
      bases: [...bases, { id: "the-central-brain" }],
    });
    t.act(0, "me").expectPrompt(0, "playExtraAction");
    expect(t.offers("hn")).toBe(false);
    expect(t.offers("fs")).toBe(true);
  });

  it("before a base scores it is played, as an action, through its Special", () => {
    rules("MEFIRST-8", "SCORE-20");
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"] },
        {
          factions: ["ninjas", "robots"],
          hand: [
            { card: "ninjas:hidden-ninja", as: "hn" },
            { card: "robots:warbot", as: "war" },
          ],
        },
      ],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "dinosaurs:laseratops", owner: 0 },
            { card: "aliens:invader", owner: 0 },
          ],
        },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
      ],
    });
    t.expectPrompt(1, "beforeScoring").act(1, "hn").expectPrompt(1, "playExtraMinion");
    expect(t.offers("war@the-grey-opal")).toBe(false);
    t.act(1, "war@jungle-oasis");
    expect(t.where("hn")).toBe("discard:1");
    expect(t.g.log.some((e) => e.k === "playAction" && e.p[1] === t.uid("hn"))).toBe(true);
  });
});

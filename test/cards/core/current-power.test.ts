// Every card that reads a minion's power ("power N or less", "less power than", "weakest",
// "highest", "draw cards equal to its power", "reduced by its power") reads its current power
// (TERM-POWER, CONFLICT-2), never the printed one. Each is played against minions whose current
// power differs from their printed power, one raised above the limit by counters, one lowered
// under it by a lasting change (Howl-like), so reading the printed power fails the test.

import { describe, expect, it } from "vitest";
import { breakpoint } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

type Card = string | { card: string; as: string };

// Seat 1's minions on Jungle Oasis (printed → current):
//   up3  Hoverbot 3 → 4 (+1 counter)    down3 Nukebot 5 → 3 (-2)
//   up2  Zapbot 2 → 3 (+1 counter)      down2 Laseratops 4 → 2 (-2)
const oasis = (mine: { card: string; as: string; counters?: number }[] = []) => ({
  id: "jungle-oasis",
  minions: [
    ...mine.map((m) => ({ ...m, owner: 0 })),
    { card: "robots:hoverbot", owner: 1, counters: 1, as: "up3" },
    { card: "robots:nukebot", owner: 1, as: "down3" },
    { card: "robots:zapbot", owner: 1, counters: 1, as: "up2" },
    { card: "dinosaurs:laseratops", owner: 1, as: "down2" },
  ],
});
const lowered = [
  { power: "down3", amount: -2 },
  { power: "down2", amount: -2 },
];

function position(
  factions: [string, string],
  hand: Card[],
  mine: { card: string; as: string; counters?: number }[] = [],
) {
  return table({
    players: [{ factions, hand }, { factions: ["robots", "dinosaurs"] }],
    bases: [oasis(mine), { id: "the-grey-opal" }, { id: "tar-pits" }],
    lasting: lowered,
  });
}

/** After the plays, the prompt offers the lowered minion and not the raised one, at limit N. */
function offersCurrent(t: ReturnType<typeof position>, n: 2 | 3) {
  expect(t.power(`up${n}`)).toBe(n + 1);
  expect(t.power(`down${n}`)).toBe(n);
  expect(t.offers(`down${n}`)).toBe(true);
  expect(t.offers(`up${n}`)).toBe(false);
}

describe("cards read current power, not printed power", () => {
  rules("TERM-POWER", "CONFLICT-2");

  it.each([
    ["aliens:collector", ["aliens", "ninjas"], "x@jungle-oasis", 3, "return"],
    ["aliens:disintegrator", ["aliens", "ninjas"], "x", 3, "placeBottom"],
    ["ninjas:tiger-assassin", ["ninjas", "aliens"], "x@jungle-oasis", 3, "destroy"],
    ["ninjas:seeing-stars", ["ninjas", "aliens"], "x", 3, "destroy"],
    ["pirates:saucy-wench", ["pirates", "aliens"], "x@jungle-oasis", 2, "destroy"],
    ["pirates:cannon", ["pirates", "aliens"], "x", 2, "destroy"],
  ] as const)("%s: power $3 or less", (key, factions, play, n, purpose) => {
    const t = position([...factions], [{ card: key, as: "x" }]);
    t.act(0, play).expectPrompt(0, purpose);
    offersCurrent(t, n);
  });

  it("dinosaurs:laseratops destroys the one minion of current power 2 or less on its base", () => {
    const t = position(["dinosaurs", "ninjas"], [{ card: "dinosaurs:laseratops", as: "x" }]);
    t.act(0, "x@jungle-oasis");
    expect(t.where("down2")).toBe("discard:1");
    expect(t.where("up2")).toBe("base:jungle-oasis");
  });

  it("pirates:broadside destroys the chosen player's minions of current power 2 or less", () => {
    const t = position(
      ["pirates", "aliens"],
      [{ card: "pirates:broadside", as: "x" }],
      [{ card: "aliens:invader", as: "inv" }],
    );
    t.act(0, "x");
    if (t.prompt.purpose === "chooseBase") t.act(0, "jungle-oasis");
    if (t.prompt.purpose !== "main") t.act(0, "player:1");
    expect(t.where("down2")).toBe("discard:1");
    expect(t.where("up2")).toBe("base:jungle-oasis");
    expect(t.where("inv")).toBe("base:jungle-oasis");
  });

  it("robots:microbot-guard: power less than the number of your minions there (3 with it)", () => {
    const t = position(
      ["robots", "aliens"],
      [{ card: "robots:microbot-guard", as: "x" }],
      [
        { card: "aliens:invader", as: "i1" },
        { card: "aliens:invader", as: "i2" },
      ],
    );
    t.act(0, "x@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.offers("down2")).toBe(true); // 2 < 3
    expect(t.offers("up2")).toBe(false); // 3, printed 2
    expect(t.offers("down3")).toBe(false); // 3
  });

  it("tricksters:gnome: power less than the number of your minions there", () => {
    const t = position(
      ["tricksters", "aliens"],
      [{ card: "tricksters:gnome", as: "x" }],
      [
        { card: "aliens:invader", as: "i1" },
        { card: "aliens:invader", as: "i2" },
      ],
    );
    t.act(0, "x@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.offers("down2")).toBe(true);
    expect(t.offers("up2")).toBe(false);
    expect(t.offers("down3")).toBe(false);
  });

  it("dinosaurs:natural-selection: less current power than your chosen minion", () => {
    // War Raptor 2, +1 for itself, +1 counter = 4: Nukebot at 3 is weaker, Hoverbot at 4 is not.
    const t = position(
      ["dinosaurs", "aliens"],
      [{ card: "dinosaurs:natural-selection", as: "x" }],
      [{ card: "dinosaurs:war-raptor", as: "mine", counters: 1 }],
    );
    t.act(0, "x");
    if (t.prompt.purpose === "chooseOwnMinion") t.act(0, "mine");
    t.expectPrompt(0, "destroy");
    offersCurrent(t, 3);
  });

  it("dinosaurs:rampage reduces the breakpoint by the minion's current power", () => {
    const t = position(
      ["dinosaurs", "aliens"],
      [{ card: "dinosaurs:rampage", as: "x" }],
      [{ card: "dinosaurs:war-raptor", as: "mine", counters: 3 }],
    );
    const before = breakpoint(t.g, t.base("jungle-oasis"));
    t.act(0, "x");
    if (t.prompt.purpose === "chooseOwnMinion") t.act(0, "mine");
    expect(breakpoint(t.g, t.base("jungle-oasis"))).toBe(
      before - 6 /* War Raptor 2, +1 for itself, +3 counters */,
    );
  });

  it("dinosaurs:survival-of-the-fittest destroys the weakest by current power", () => {
    // On the oasis: current powers 4, 3, 3, 2 (printed 3, 5, 2, 4): Laseratops (2) is the weakest.
    const t = position(["dinosaurs", "aliens"], [{ card: "dinosaurs:survival-of-the-fittest", as: "x" }]);
    t.act(0, "x");
    expect(t.where("down2")).toBe("discard:1");
    expect(t.where("up2")).toBe("base:jungle-oasis");
  });

  it("wizards:sacrifice draws as many cards as the minion's current power", () => {
    const t = position(
      ["wizards", "aliens"],
      [{ card: "wizards:sacrifice", as: "x" }],
      [{ card: "aliens:collector", as: "mine", counters: 2 }],
    );
    const hand = t.hand(0).length;
    t.act(0, "x");
    if (t.prompt.purpose !== "main") t.act(0, "mine");
    expect(t.where("mine")).toBe("discard:0");
    // Collector 2 + 2 counters: 4 cards; Sacrifice itself left the hand.
    expect(t.hand(0).length).toBe(hand - 1 + 4);
  });

  it("pirates:powderkeg destroys the minions of current power up to your minion's current power", () => {
    // Seat 0's Collector 2 + 1 counter = 3: Nukebot (3, printed 5), Zapbot (3) and Laseratops (2) go; Hoverbot (4, printed 3) stays.
    const t = position(
      ["pirates", "aliens"],
      [{ card: "pirates:powderkeg", as: "x" }],
      [{ card: "aliens:collector", as: "mine", counters: 1 }],
    );
    t.act(0, "x");
    if (t.prompt.purpose !== "main") t.act(0, "mine");
    expect(t.where("mine")).toBe("discard:0");
    expect(t.where("down3")).toBe("discard:1");
    expect(t.where("down2")).toBe("discard:1");
    expect(t.where("up3")).toBe("base:jungle-oasis");
    expect(t.where("up2")).toBe("discard:1");
  });
});

// Extras restricted to a base (PLAY-8, PLAY-9, TERM-EXTRA, OPEN-17): the main prompt offers a
// minion paid by such an extra on the bases the extra names and nowhere else, whichever place the
// base holds among the bases in play, and the free play still pays anywhere while it is unused.
// Written from the mutation run of stop 38 (Payer.dependsOnBase, play.ts addMinionPlays): the
// prompt reads a card's payment once per card when no allowance reads the base, so these positions
// put the base the extra names after the first base in play.

import { describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { rules, table } from "../harness/table.ts";

const BASES = ["jungle-oasis", "the-grey-opal", "tar-pits"] as const;

/** Seat 0's play phase, a Gremlin (g) and an Invader (inv) in hand; seat 0 already has a minion on
 * the Jungle Oasis and seat 1 one on the Grey Opal. */
function withExtra(turn: Scenario["turn"]) {
  return table({
    players: [
      {
        factions: ["tricksters", "aliens"],
        hand: [
          { card: "tricksters:gremlin", as: "g" },
          { card: "aliens:invader", as: "inv" },
        ],
      },
      { factions: ["ninjas", "dinosaurs"] },
    ],
    turn,
    bases: [
      { id: "jungle-oasis", minions: [{ card: "tricksters:gnome", owner: 0, as: "mine" }] },
      { id: "the-grey-opal", minions: [{ card: "dinosaurs:war-raptor", owner: 1 }] },
      { id: "tar-pits" },
    ],
  });
}

/** The bases the pending main prompt offers `alias` on. */
function basesFor(t: ReturnType<typeof withExtra>, alias: string): string[] {
  return BASES.filter((b) => t.offers(`${alias}@${b}`));
}

describe("an extra minion restricted to a base (PLAY-8, TERM-EXTRA)", () => {
  it("with the free minion used, a minion may go only to the base the extra names, not the first base", () => {
    rules("PLAY-2", "PLAY-8", "PLAY-9", "TERM-EXTRA");
    for (const named of ["the-grey-opal", "tar-pits"]) {
      const t = withExtra({ freeMinion: 0, extras: [{ kind: "minion", base: named, source: "test" }] });
      expect(basesFor(t, "g")).toEqual([named]);
      expect(basesFor(t, "inv")).toEqual([named]);
      t.act(0, `g@${named}`);
      expect(t.where("g")).toBe(`base:${named}`);
      // One extra, one play (PLAY-2): the Invader can't follow anywhere.
      expect(basesFor(t, "inv")).toEqual([]);
    }
  });

  it("with the free minion unused too, two minions can come only if one of them goes to the named base", () => {
    rules("PLAY-1", "PLAY-8", "OPEN-17");
    const t = withExtra({ extras: [{ kind: "minion", base: "tar-pits", source: "test" }] });
    expect(basesFor(t, "g")).toEqual([...BASES]);
    // The first minion goes elsewhere: the free play pays for it, the second must use the extra.
    t.act(0, "g@jungle-oasis");
    expect(basesFor(t, "inv")).toEqual(["tar-pits"]);
    // Placed first on the named base, it leaves the free play for anywhere (OPEN-17: never refused
    // because of the charging order).
    const u = withExtra({ extras: [{ kind: "minion", base: "tar-pits", source: "test" }] });
    u.act(0, "g@tar-pits");
    expect(basesFor(u, "inv")).toEqual([...BASES]);
  });

  it("an extra only for a base where you have no minion: another player's minion doesn't count, your own does", () => {
    rules("PLAY-8", "TERM-EXTRA", "TERM-YOURCARDS");
    const t = withExtra({ freeMinion: 0, extras: [{ kind: "minion", emptyBaseOnly: true, source: "test" }] });
    // The Jungle Oasis holds seat 0's Gnome; the Grey Opal only seat 1's War Raptor.
    expect(basesFor(t, "g")).toEqual(["the-grey-opal", "tar-pits"]);
    t.act(0, "g@the-grey-opal");
    expect(basesFor(t, "inv")).toEqual([]);
  });

  it("with a second minion of yours on the first base, the empty-base extra still pays elsewhere", () => {
    rules("PLAY-8", "OPEN-17");
    const t = withExtra({ extras: [{ kind: "minion", emptyBaseOnly: true, source: "test" }] });
    // The free play puts the Gremlin beside the Gnome: two of seat 0's minions on the Jungle Oasis.
    t.act(0, "g@jungle-oasis");
    expect(basesFor(t, "inv")).toEqual(["the-grey-opal", "tar-pits"]);
    t.act(0, "inv@tar-pits");
    expect(t.where("inv")).toBe("base:tar-pits");
  });
});

describe("an extra action restricted to a base (PLAY-8, TERM-EXTRA)", () => {
  /** Seat 0's play phase, its free action used, an extra action only on the Tar Pits (the last base). */
  const actionExtra = () =>
    table({
      players: [
        {
          factions: ["tricksters", "wizards"],
          hand: [
            { card: "tricksters:enshrouding-mist", as: "mist" },
            { card: "wizards:mystic-studies", as: "ms" },
          ],
        },
        { factions: ["ninjas", "dinosaurs"] },
      ],
      turn: { freeAction: 0, extras: [{ kind: "action", base: "tar-pits", source: "test" }] },
      bases: [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }],
    });

  it("an action played on a base may use it only on that base; a standard action, which goes to no base, can't", () => {
    rules("PLAY-2", "PLAY-4", "PLAY-8", "TERM-EXTRA", "TERM-STANDARD");
    const t = actionExtra();
    expect(BASES.filter((b) => t.offers(`mist@${b}`))).toEqual(["tar-pits"]);
    expect(t.offers("ms")).toBe(false);
    t.act(0, "mist@tar-pits");
    expect(t.where("mist")).toBe("base:tar-pits");
  });
});

// Rule readings settled in docs/engine.md ("Rule decisions"), beyond the scenario that pins each:
// protections against a modifier already in place, simultaneous "destroy each" destructions, and
// Ongoing triggers whose card left play before they resolve.

import { describe, expect, it } from "vitest";
import { rules, table } from "../harness/table.ts";

const quiet = [{ id: "tar-pits" }, { id: "the-central-brain" }];

describe("a protection drops another player's modifier already in place (TERM-AFFECT)", () => {
  it("a Poisoned minion moved into its player's Wildlife Preserve gets its power back", () => {
    rules("TERM-AFFECT", "TERM-ONGOING", "TERM-MOVE");
    const t = table({
      players: [
        { factions: ["dinosaurs", "ninjas"], hand: [{ card: "ninjas:way-of-deception", as: "wod" }] },
        { factions: ["ninjas", "robots"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              as: "rex",
              attached: [{ card: "ninjas:poison", owner: 1, as: "poi" }],
            },
          ],
        },
        { id: "tar-pits", actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0 }] },
        { id: "the-central-brain" },
      ],
    });
    expect(t.power("rex")).toBe(3);
    t.act(0, "wod").act(0, "tar-pits");
    expect(t.power("rex")).toBe(7);
    expect(t.where("poi")).toBe("attached:rex");
  });

  it("only other players' actions are dropped: the player's own Upgrade still counts, another player's doesn't", () => {
    rules("TERM-OTHERS");
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["ninjas", "dinosaurs"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:war-raptor",
              owner: 0,
              as: "mine",
              attached: [{ card: "dinosaurs:upgrade", owner: 0 }],
            },
            {
              card: "dinosaurs:war-raptor",
              owner: 0,
              as: "theirs",
              attached: [{ card: "dinosaurs:upgrade", owner: 1 }],
            },
          ],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0 }],
        },
        ...quiet,
      ],
    });
    // War Raptor: 2, +1 for each War Raptor on its base (2 here).
    expect(t.power("mine")).toBe(6);
    expect(t.power("theirs")).toBe(4);
  });

  it("a protection that pays to stop an effect (Tooth and Claw) doesn't touch a modifier already in place", () => {
    const t = table({
      players: [{ factions: ["dinosaurs", "aliens"] }, { factions: ["ninjas", "robots"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              as: "rex",
              attached: [
                { card: "ninjas:poison", owner: 1 },
                { card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" },
              ],
            },
          ],
        },
        ...quiet,
      ],
    });
    expect(t.power("rex")).toBe(3);
    expect(t.where("tc")).toBe("attached:rex");
  });

  it("scoring counts the protected power", () => {
    rules("SCORE-8");
    const t = table({
      players: [{ factions: ["dinosaurs", "ninjas"] }, { factions: ["ninjas", "robots"] }],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              counters: 1,
              attached: [
                { card: "ninjas:poison", owner: 1 },
                { card: "ninjas:smoke-bomb", owner: 0 },
              ],
            },
            { card: "robots:warbot", owner: 1, counters: 3 },
          ],
        },
        ...quiet,
      ],
    });
    // 8 against 7 on a breakpoint of 12; with the Poison counted the base would not even score.
    expect([t.vp(0), t.vp(1)]).toEqual([2, 0]);
  });
});

describe("'destroy each' destroys its minions at once (TERM-DESTROY)", () => {
  const nukeTable = (archiveFirst: boolean) => {
    const archive = { card: "robots:microbot-archive", owner: 0, as: "arch" };
    const guards = [
      { card: "robots:microbot-guard", owner: 0, as: "mg1" },
      { card: "robots:microbot-guard", owner: 0, as: "mg2" },
    ];
    return table({
      players: [
        { factions: ["robots", "ninjas"], hand: [{ card: "ninjas:ninja-master", as: "nm" }] },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:nukebot", owner: 0, controller: 1, as: "nuke" },
            ...(archiveFirst ? [archive, ...guards] : [...guards, archive]),
          ],
        },
        ...quiet,
      ],
    });
  };

  it("Microbot Archive draws for every Microbot destroyed with it, wherever it lies on the base", () => {
    rules("TERM-DESTROY", "TERM-YOU");
    for (const first of [true, false]) {
      const t = nukeTable(first);
      t.act(0, "nm@jungle-oasis").act(0, "nuke");
      t.expectPrompt(0, "main");
      expect(t.hand(0)).toHaveLength(3);
      expect(["arch", "mg1", "mg2", "nm"].map((a) => t.where(a))).toEqual([
        "discard:0",
        "discard:0",
        "discard:0",
        "discard:0",
      ]);
    }
  });

  it("Survival of the Fittest picks the weakest of every base before destroying any", () => {
    rules("CONFLICT-6");
    // Microbot Alpha has +1 for each other Microbot of its controller, and with it all their
    // minions are Microbots: 1 + 3 = 4, as much as the Tiger Assassin, so Jungle Oasis has no
    // weakest minion. Destroying the Microbot Guard of Tar Pits first would make the Alpha one.
    const t = table({
      players: [
        {
          factions: ["dinosaurs", "aliens"],
          hand: [{ card: "dinosaurs:survival-of-the-fittest", as: "sof" }],
        },
        { factions: ["robots", "ninjas"] },
      ],
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "robots:microbot-guard", owner: 1, as: "mg" },
            { card: "ninjas:shinobi", owner: 1, as: "shin" },
          ],
        },
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:microbot-alpha", owner: 1, as: "alpha" },
            { card: "ninjas:tiger-assassin", owner: 1, as: "ta" },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    expect([t.power("alpha"), t.power("ta")]).toEqual([4, 4]);
    t.act(0, "sof");
    expect(t.where("mg")).toBe("deck:1");
    expect([t.where("alpha"), t.where("ta"), t.where("shin")]).toEqual([
      "base:jungle-oasis",
      "base:jungle-oasis",
      "base:tar-pits",
    ]);
  });
});

describe("an Ongoing trigger does nothing once its card has left play (TERM-ONGOING)", () => {
  it("Flame Trap springs once: two minions played together by Disguise, only the first is destroyed", () => {
    rules("TERM-ONGOING", "ORDER-1");
    const t = table({
      players: [
        {
          factions: ["ninjas", "aliens"],
          hand: [
            { card: "ninjas:disguise", as: "dis" },
            { card: "aliens:invader", as: "i1" },
            { card: "aliens:invader", as: "i2" },
          ],
        },
        { factions: ["tricksters", "dinosaurs"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "a1" },
            { card: "ninjas:ninja-acolyte", owner: 0, as: "a2" },
          ],
          actions: [{ card: "tricksters:flame-trap", owner: 1, as: "trap" }],
        },
        ...quiet,
      ],
    });
    t.act(0, "dis").act(0, "a1", "a2").act(0, "i1@jungle-oasis").act(0, "i2@jungle-oasis");
    expect(t.where("trap")).toBe("discard:1");
    const places = [t.where("i1"), t.where("i2")].sort();
    expect(places).toEqual(["base:jungle-oasis", "discard:0"]);
  });

  it("a Leprechaun still in play compares with its current power", () => {
    rules("TERM-ONGOING", "TERM-POWER");
    const t = table({
      players: [
        { factions: ["ninjas", "robots"], hand: [{ card: "ninjas:tiger-assassin", as: "ta" }] },
        { factions: ["tricksters", "aliens"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "tricksters:leprechaun",
              owner: 1,
              as: "lep",
              attached: [{ card: "ninjas:poison", owner: 0 }],
            },
          ],
        },
        ...quiet,
      ],
    });
    // Tiger Assassin may decline: the Leprechaun stays, with power 1, and 4 is not less than 1.
    t.act(0, "ta@jungle-oasis").act(0);
    expect(t.where("lep")).toBe("base:jungle-oasis");
    expect(t.where("ta")).toBe("base:jungle-oasis");
  });
});

import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

type HandEntry = string | { card: string; as: string };

// Seat 0 plays Pirates (with Ninjas); seat 1 plays Dinosaurs and Aliens.
const players = (hand0: HandEntry[], hand1: HandEntry[] = []) => [
  { factions: ["pirates", "ninjas"] as [string, string], hand: hand0 },
  { factions: ["dinosaurs", "aliens"] as [string, string], hand: hand1 },
];

// Seat 0 plays Ninjas (with Aliens); seat 1 plays Pirates and Dinosaurs: for the Buccaneer's victims.
const victims = (hand0: HandEntry[]) => [
  { factions: ["ninjas", "aliens"] as [string, string], hand: hand0 },
  { factions: ["pirates", "dinosaurs"] as [string, string] },
];

describe("Pirates", () => {
  it("Pirate King moves to the base about to score (Special from play on another base)", () => {
    rules("TERM-SPECIAL", "TERM-BEFORE-SCORING", "SCORE-20", "OPEN-21");
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "ninjas:tiger-assassin", owner: 0 },
          ],
        },
        { id: "tar-pits", minions: [{ card: "pirates:pirate-king", owner: 0, as: "king" }] },
        { id: "the-central-brain" },
      ],
    });
    // Without the King, 7 against 7 would tie.
    t.expectPrompt(0, "beforeScoring").act(0, "king");
    expect(t.vp(0)).toBe(2);
    expect(t.vp(1)).toBe(0);
    expect(t.where("king")).toBe("discard:0");
  });

  it("Pirate King is not offered for the base it is already on", () => {
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "pirates:pirate-king", owner: 0, as: "king" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // No usable Special: the window asks nobody, the base scores and the turn goes on.
    t.expectPrompt(1, "main");
    expect(t.vp(1)).toBe(2);
    expect(t.where("king")).toBe("discard:0");
  });

  it("Buccaneer moves to another base of its controller's choice instead of being destroyed", () => {
    rules("TERM-MOVE", "COUNTER-8");
    const t = table({
      players: victims([{ card: "ninjas:ninja-master", as: "nm" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "pirates:buccaneer",
              owner: 1,
              as: "buc",
              counters: 1,
              attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
            },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "nm@jungle-oasis").act(0, "buc");
    t.expectPrompt(1, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(1, "the-central-brain");
    expect(t.where("buc")).toBe("base:the-central-brain");
    expect(t.where("up")).toBe("attached:buc");
    // 4 printed + 1 counter + 2 Upgrade + 1 Central Brain.
    expect(t.power("buc")).toBe(8);
    expect(t.g.players[1]?.discard).toEqual([]);
  });

  it("Buccaneer is destroyed when no other base is in play", () => {
    const t = table({
      players: victims([{ card: "ninjas:ninja-master", as: "nm" }]),
      bases: [{ id: "jungle-oasis", minions: [{ card: "pirates:buccaneer", owner: 1, as: "buc" }] }],
    });
    t.act(0, "nm@jungle-oasis").act(0, "buc");
    expect(t.where("buc")).toBe("discard:1");
  });

  it("Buccaneer on a scored base is discarded: that is not a destruction", () => {
    rules("SCORE-16", "TERM-DISCARD");
    const t = table({
      players: victims([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:buccaneer", owner: 1, as: "buc" },
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "ninjas:ninja-master", owner: 0 },
          ],
        },
        { id: "tar-pits" },
      ],
    });
    t.expectPrompt(1, "main");
    expect(t.vp(1)).toBe(2);
    expect(t.where("buc")).toBe("discard:1");
  });

  it("Saucy Wench may destroy a minion of power 2 or less on its base", () => {
    const setup = () =>
      table({
        players: players([{ card: "pirates:saucy-wench", as: "wench" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "aliens:collector", owner: 1, as: "col" },
              { card: "aliens:invader", owner: 1, as: "inv" },
            ],
          },
          { id: "tar-pits", minions: [{ card: "aliens:collector", owner: 1, as: "far" }] },
        ],
      });
    const t = setup();
    t.act(0, "wench@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.offers("inv")).toBe(false);
    expect(t.offers("far")).toBe(false);
    t.act(0, "col");
    expect(t.where("col")).toBe("discard:1");

    const declined = setup();
    declined.act(0, "wench@jungle-oasis").act(0);
    expect(declined.where("col")).toBe("base:jungle-oasis");
    expect(declined.where("wench")).toBe("base:jungle-oasis");
  });

  it("First Mate may sail to another base instead of the discard pile after its base scores", () => {
    rules("SCORE-3", "TERM-AFTER-SCORING", "MEFIRST-4", "MEFIRST-6");
    const t = table({
      players: players([]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "pirates:first-mate", owner: 0, as: "fm1" },
            { card: "pirates:first-mate", owner: 0, as: "fm2" },
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // 7 against 7: both players tie for first.
    expect(t.vp(0)).toBe(2);
    expect(t.vp(1)).toBe(2);
    t.expectPrompt(0, "afterScoring");
    expect(t.offers("wench")).toBe(false);
    t.act(0, "fm1").expectPrompt(0, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(0, "tar-pits");
    // The window comes back to seat 0 for the other First Mate; it may pass.
    t.expectPrompt(0, "afterScoring").act(0, "pass");
    expect(t.where("fm1")).toBe("base:tar-pits");
    expect(t.where("fm2")).toBe("discard:0");
    expect(t.where("wench")).toBe("discard:0");
  });

  it("Broadside destroys one player's minions of power 2 or less on a base where you have a minion", () => {
    const t = table({
      players: players([{ card: "pirates:broadside", as: "bs" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "aliens:collector", owner: 1, as: "c1" },
            { card: "aliens:collector", owner: 1, as: "c2" },
            { card: "aliens:invader", owner: 1, as: "inv" },
          ],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "pirates:first-mate", owner: 0 },
            { card: "aliens:collector", owner: 1, as: "c3" },
          ],
        },
        { id: "the-central-brain", minions: [{ card: "aliens:collector", owner: 1, as: "c4" }] },
      ],
    });
    t.act(0, "bs").expectPrompt(0, "chooseBase");
    expect(t.offers("the-central-brain")).toBe(false);
    t.act(0, "jungle-oasis").expectPrompt(0, "choosePlayer").act(0, "player:1");
    expect([t.where("c1"), t.where("c2")]).toEqual(["discard:1", "discard:1"]);
    expect(t.where("inv")).toBe("base:jungle-oasis");
    expect(t.where("fm")).toBe("base:jungle-oasis");
    expect([t.where("c3"), t.where("c4")]).toEqual(["base:tar-pits", "base:the-central-brain"]);
  });

  it("Broadside may name a player with nothing to destroy; protected minions are spared", () => {
    rules("CONFLICT-8", "TERM-AFFECT");
    const t = table({
      players: players([{ card: "pirates:broadside", as: "bs" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "aliens:collector", owner: 1, as: "col" },
          ],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1 }],
        },
        { id: "tar-pits" },
      ],
    });
    t.act(0, "bs").act(0, "player:1");
    expect(t.where("col")).toBe("base:jungle-oasis");
    expect(t.where("fm")).toBe("base:jungle-oasis");
    expect(t.where("bs")).toBe("discard:0");
  });

  it("Cannon destroys up to two minions of power 2 or less, or none", () => {
    const setup = () =>
      table({
        players: players([{ card: "pirates:cannon", as: "can" }]),
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "aliens:collector", owner: 1, as: "c1" },
              { card: "aliens:invader", owner: 1, as: "inv" },
            ],
          },
          { id: "factory-436-1337", minions: [{ card: "aliens:collector", owner: 1, as: "c2" }] },
          { id: "the-central-brain", minions: [{ card: "aliens:collector", owner: 1, as: "c3" }] },
        ],
      });
    const t = setup();
    t.act(0, "can").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(0);
    expect(t.prompt.max).toBe(2);
    expect(t.offers("inv")).toBe(false);
    // A Collector on The Central Brain has 3 power.
    expect(t.offers("c3")).toBe(false);
    t.act(0, "c1", "c2");
    expect([t.where("c1"), t.where("c2")]).toEqual(["discard:1", "discard:1"]);

    const none = setup();
    none.act(0, "can").act(0);
    expect(none.where("c1")).toBe("base:jungle-oasis");
    expect(none.where("can")).toBe("discard:0");
  });

  it("Dinghy moves up to two different minions of yours, one at a time", () => {
    const t = table({
      players: players([{ card: "pirates:dinghy", as: "d" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "pirates:pirate-king", owner: 0, as: "king" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "d").expectPrompt(0, "move");
    expect(t.offers("rex")).toBe(false);
    t.act(0, "wench").act(0, "tar-pits");
    t.expectPrompt(0, "move");
    expect(t.offers("wench")).toBe(false);
    t.act(0, "king").act(0, "the-central-brain");
    expect(t.where("wench")).toBe("base:tar-pits");
    expect(t.where("king")).toBe("base:the-central-brain");
    expect(t.where("fm")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");

    const one = table({
      players: players([{ card: "pirates:dinghy", as: "d" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
          ],
        },
        { id: "tar-pits" },
      ],
    });
    // Only one other base: the destination needs no prompt. Stop after one move.
    one.act(0, "d").act(0, "wench").act(0);
    expect(one.where("wench")).toBe("base:tar-pits");
    expect(one.where("fm")).toBe("base:jungle-oasis");
  });

  it("Full Sail moves any number of your minions, each at most once", () => {
    const t = table({
      players: players([{ card: "pirates:full-sail", as: "fs" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "pirates:pirate-king", owner: 0, as: "king" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "fs").expectPrompt(0, "move");
    expect(t.offers("rex")).toBe(false);
    t.act(0, "wench").act(0, "tar-pits");
    t.act(0, "fm").act(0, "the-central-brain");
    t.expectPrompt(0, "move");
    expect(t.offers("wench")).toBe(false);
    expect(t.offers("fm")).toBe(false);
    t.act(0, "king").act(0, "jungle-oasis");
    // Every minion has moved: nothing left to choose.
    expect(t.prompt.kind).toBe("main");
    expect([t.where("wench"), t.where("fm"), t.where("king")]).toEqual([
      "base:tar-pits",
      "base:the-central-brain",
      "base:jungle-oasis",
    ]);
    expect(t.where("fs")).toBe("discard:0");
  });

  it("Full Sail is not offered before scoring during a turn when Mark of Sleep forbids its player actions; a minion's Special is", () => {
    rules("CONFLICT-3");
    const t = table({
      players: players([
        { card: "pirates:full-sail", as: "fs" },
        { card: "ninjas:shinobi", as: "sh" },
      ]),
      phase: "score",
      lasting: [{ noActions: 0, started: true }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0 },
            { card: "pirates:first-mate", owner: 0 },
            { card: "dinosaurs:king-rex", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.expectPrompt(0, "beforeScoring");
    expect(t.offers("sh")).toBe(true);
    expect(t.offers("fs")).toBe(false);
  });

  it("Full Sail before scoring: the Pirates player leaves Jungle Oasis, which still scores (rulebook example)", () => {
    rules("SCORE-5", "SCORE-21", "CARD-TOUTES-VOILES", "CARD-OASIS", "SCORE-9");
    const t = table({
      players: players([{ card: "pirates:full-sail", as: "fs" }]),
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    // 5 + 7 = 12: Jungle Oasis (breakpoint 12, 2/0/0 VP) scores; seat 0 would be second for 0 VP.
    t.expectPrompt(0, "beforeScoring").act(0, "fs");
    t.expectPrompt(0, "move").act(0, "wench").act(0, "tar-pits");
    t.act(0, "fm").act(0, "tar-pits");
    // Only 7 power is left on the Oasis, below its breakpoint: it scores anyway, for seat 1 alone.
    t.expectPrompt(1, "main");
    expect(t.vp(0)).toBe(0);
    expect(t.vp(1)).toBe(2);
    expect(t.where("rex")).toBe("discard:1");
    expect([t.where("wench"), t.where("fm")]).toEqual(["base:tar-pits", "base:tar-pits"]);
    expect(t.where("fs")).toBe("discard:0");
  });

  it("Powderkeg destroys one of your minions and every minion as weak or weaker on its base", () => {
    const t = table({
      players: players([{ card: "pirates:powderkeg", as: "pk" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "pirates:first-mate", owner: 0, as: "fm" },
            { card: "aliens:invader", owner: 1, as: "inv" },
            { card: "aliens:collector", owner: 1, as: "col" },
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "aliens:collector", owner: 1, as: "far" }] },
      ],
    });
    t.act(0, "pk").expectPrompt(0, "destroy");
    expect(t.offers("inv")).toBe(false);
    t.act(0, "wench");
    expect([t.where("wench"), t.where("fm"), t.where("inv"), t.where("col")]).toEqual([
      "discard:0",
      "discard:0",
      "discard:1",
      "discard:1",
    ]);
    expect(t.where("laser")).toBe("base:jungle-oasis");
    expect(t.where("far")).toBe("base:tar-pits");
  });

  it("Broadside and Powderkeg without a minion of yours ask nothing and destroy nothing (CONFLICT-5)", () => {
    rules("CONFLICT-5");
    for (const c of ["pirates:broadside", "pirates:powderkeg"]) {
      const t = table({
        players: players([{ card: c, as: "card" }]),
        bases: [
          { id: "jungle-oasis", minions: [{ card: "aliens:collector", owner: 1, as: "col" }] },
          { id: "tar-pits" },
        ],
      });
      t.act(0, "card").expectPrompt(0, "main");
      expect(t.where("col")).toBe("base:jungle-oasis");
      expect(t.where("card")).toBe("discard:0");
    }
  });

  it("Powderkeg on a Buccaneer: it sails away, the blast still uses its power", () => {
    const t = table({
      players: players([{ card: "pirates:powderkeg", as: "pk" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:buccaneer", owner: 0, as: "buc" },
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits" },
      ],
    });
    // One minion of seat 0's, one other base: no prompt at all.
    t.act(0, "pk");
    expect(t.where("buc")).toBe("base:tar-pits");
    expect(t.where("laser")).toBe("discard:1");
    expect(t.where("rex")).toBe("base:jungle-oasis");
  });

  it("Sea Dogs moves every other player's minion of the named faction from one base to another", () => {
    const t = table({
      players: players([{ card: "pirates:sea-dogs", as: "sd" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            { card: "dinosaurs:laseratops", owner: 1, as: "laser" },
            { card: "aliens:collector", owner: 1, as: "col" },
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            // Seat 1's dinosaur that seat 0 controls is seat 0's minion: not another player's.
            { card: "dinosaurs:war-raptor", owner: 1, controller: 0, as: "mine" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "raptor" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "sd").expectPrompt(0, "nameFaction");
    for (const f of ["pirates", "ninjas", "dinosaurs", "aliens"]) expect(t.offers(`label:${f}`)).toBe(true);
    t.act(0, "label:dinosaurs");
    t.expectPrompt(0, "chooseBase").act(0, "jungle-oasis");
    t.expectPrompt(0, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(0, "the-central-brain");
    expect([t.where("rex"), t.where("laser")]).toEqual(["base:the-central-brain", "base:the-central-brain"]);
    expect(t.where("col")).toBe("base:jungle-oasis");
    expect(t.where("wench")).toBe("base:jungle-oasis");
    expect(t.where("mine")).toBe("base:jungle-oasis");
    expect(t.where("raptor")).toBe("base:tar-pits");
    expect(t.g.log.some((e) => e.k === "nameFaction" && e.p[1] === "dinosaurs")).toBe(true);
  });

  it("Sea Dogs names each faction in the game once", () => {
    // Two players with the same faction: allowed by server admins (SETUP-3, OPEN-24).
    const t = table({
      players: [
        { factions: ["pirates", "aliens"], hand: [{ card: "pirates:sea-dogs", as: "sd" }] },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }],
    });
    t.act(0, "sd").expectPrompt(0, "nameFaction");
    expect(t.prompt.options.map((o) => o.label).sort()).toEqual(["aliens", "dinosaurs", "pirates"]);
  });

  it("Sea Dogs leaves minions protected from other players' actions", () => {
    rules("TERM-AFFECT");
    const t = table({
      players: players([{ card: "pirates:sea-dogs", as: "sd" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1 }],
        },
        { id: "tar-pits" },
      ],
    });
    t.act(0, "sd").act(0, "label:dinosaurs").act(0, "jungle-oasis");
    expect(t.where("rex")).toBe("base:jungle-oasis");
    expect(t.where("sd")).toBe("discard:0");
  });

  it("Shanghai moves another player's minion that it can affect", () => {
    const t = table({
      players: players([{ card: "pirates:shanghai", as: "sh" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
            { card: "aliens:collector", owner: 1, as: "col" },
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
          ],
        },
        {
          id: "tar-pits",
          minions: [{ card: "dinosaurs:laseratops", owner: 1, as: "laser" }],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1 }],
        },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "sh").expectPrompt(0, "move");
    expect(t.offers("wench")).toBe(false);
    expect(t.offers("laser")).toBe(false);
    t.act(0, "rex").expectPrompt(0, "moveDestination").act(0, "tar-pits");
    expect(t.where("rex")).toBe("base:tar-pits");

    const none = table({
      players: players([{ card: "pirates:shanghai", as: "sh" }]),
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:saucy-wench", owner: 0 }] },
        { id: "tar-pits" },
      ],
    });
    none.act(0, "sh");
    expect(none.where("sh")).toBe("discard:0");
    expect(none.prompt.kind).toBe("main");
  });

  it("Swashbuckling gives each of your minions +1 power until the end of the turn", () => {
    rules("EOT-2", "TERM-DURATION");
    const t = table({
      players: players([{ card: "pirates:swashbuckling", as: "sw" }]),
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:saucy-wench", owner: 0, as: "wench" },
            { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "pirates:first-mate", owner: 0, as: "fm" }] },
      ],
    });
    t.act(0, "sw");
    expect([t.power("wench"), t.power("fm"), t.power("rex")]).toEqual([4, 3, 7]);
    t.act(0, "end");
    t.expectPrompt(1, "main");
    expect([t.power("wench"), t.power("fm")]).toEqual([3, 2]);
  });
});

import { describe, expect, it } from "vitest";
import dinosaurs from "../../../cards/core/dinosaurs.ts";
import { breakpoint } from "../../../src/engine/power.ts";
import { rules, table } from "../../harness/table.ts";

type CardRef = string | { card: string; as: string };

// Seat 0 plays Dinosaurs + Aliens, seat 1 Aliens + Dinosaurs. The bases used have no ability
// that changes power or reacts during the play phase, and breakpoints nothing here reaches.
const players = (hand0: CardRef[] = [], hand1: CardRef[] = []) => [
  { factions: ["dinosaurs", "aliens"] as [string, string], hand: hand0 },
  { factions: ["aliens", "dinosaurs"] as [string, string], hand: hand1 },
];

type Minion = {
  card: string;
  owner: number;
  as?: string;
  attached?: { card: string; owner: number; as?: string }[];
};
type BaseSpec = { id: string; minions?: Minion[]; actions?: { card: string; owner: number; as?: string }[] };

/** Three neutral bases: The Great Library (22), Rhodes Plaza Mall (24), Factory 436-1337 (25). */
const bases = (library: Minion[] = [], mall: Minion[] = [], more: Partial<Record<string, BaseSpec>> = {}) => [
  { id: "the-great-library", minions: library, ...more.library },
  { id: "rhodes-plaza-mall", minions: mall, ...more.mall },
  { id: "factory-436-1337", ...more.factory },
];

/** Ends the active player's turn from the main prompt and runs to the next player's main prompt. */
const endTurn = (t: ReturnType<typeof table>) => t.act(t.g.turn.active, "end");

describe("Dinosaurs: the faction list", () => {
  it("has every card of the reference data with its count and power (20 cards)", () => {
    const list = dinosaurs.cards.map((c) => [c.id, c.type, c.power, c.count]);
    expect(list).toEqual([
      ["king-rex", "minion", 7, 1],
      ["laseratops", "minion", 4, 2],
      ["armor-stego", "minion", 3, 3],
      ["war-raptor", "minion", 2, 4],
      ["augmentation", "action", 0, 2],
      ["howl", "action", 0, 2],
      ["natural-selection", "action", 0, 1],
      ["rampage", "action", 0, 1],
      ["survival-of-the-fittest", "action", 0, 1],
      ["tooth-and-claw-and-guns", "action", 0, 1],
      ["upgrade", "action", 0, 1],
      ["wildlife-preserve", "action", 0, 1],
    ]);
    expect(dinosaurs.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    expect(dinosaurs.name).toEqual({ en: "Dinosaurs", fr: "Dinosaures" });
    expect(dinosaurs.cards.find((c) => c.id === "war-raptor")?.name.fr).toBe("Raptor de combat");
    for (const c of dinosaurs.cards) {
      expect(c.text.en.length, c.id).toBeGreaterThan(0);
      expect(c.text.fr.length, c.id).toBeGreaterThan(0);
    }
  });
});

describe("King Rex", () => {
  it("is a power 7 minion with no ability", () => {
    const t = table({ players: players([{ card: "dinosaurs:king-rex", as: "rex" }]), bases: bases() });
    t.act(0, "rex@the-great-library");
    expect(t.where("rex")).toBe("base:the-great-library");
    expect(t.power("rex")).toBe(7);
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Laseratops", () => {
  it("destroys a minion of power 2 or less on its own base, whoever controls it", () => {
    rules("TERM-DESTROY", "TERM-POWER");
    const t = table({
      players: players([{ card: "dinosaurs:laseratops", as: "laser" }]),
      bases: bases(
        [
          { card: "aliens:collector", owner: 1, as: "theirs" },
          { card: "aliens:collector", owner: 0, as: "mine" },
          { card: "dinosaurs:war-raptor", owner: 1, as: "raptor" }, // 3 power: alone, it counts itself
          {
            card: "aliens:collector",
            owner: 1,
            as: "upgraded",
            attached: [{ card: "dinosaurs:upgrade", owner: 1 }],
          },
        ],
        [{ card: "aliens:collector", owner: 1, as: "far" }],
      ),
    });
    t.act(0, "laser@the-great-library").expectPrompt(0, "destroy");
    expect(t.offers("theirs")).toBe(true);
    expect(t.offers("mine")).toBe(true);
    expect(t.offers("raptor")).toBe(false);
    expect(t.offers("upgraded")).toBe(false); // 4 power with Upgrade
    expect(t.offers("far")).toBe(false);
    expect(t.offers("laser")).toBe(false);
    t.act(0, "theirs");
    expect(t.where("theirs")).toBe("discard:1");
    expect(t.where("mine")).toBe("base:the-great-library");
    expect(t.prompt.kind).toBe("main");
  });

  it("is mandatory: its only target is destroyed even if it is its controller's own (CONFLICT-6)", () => {
    rules("CONFLICT-6");
    const t = table({
      players: players([{ card: "dinosaurs:laseratops", as: "laser" }]),
      bases: bases([{ card: "aliens:collector", owner: 0, as: "mine" }]),
    });
    t.act(0, "laser@the-great-library");
    expect(t.where("mine")).toBe("discard:0");
    expect(t.prompt.kind).toBe("main");
  });

  it("is still played when nothing can be destroyed (CONFLICT-5)", () => {
    rules("CONFLICT-5", "PLAY-7");
    const t = table({
      players: players([{ card: "dinosaurs:laseratops", as: "laser" }]),
      bases: bases([{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }]),
    });
    t.act(0, "laser@the-great-library");
    expect(t.where("laser")).toBe("base:the-great-library");
    expect(t.where("rex")).toBe("base:the-great-library");
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Armor Stego", () => {
  it("has +2 power during other players' turns only", () => {
    const t = table({
      players: players(),
      bases: bases([
        { card: "dinosaurs:armor-stego", owner: 0, as: "s0" },
        { card: "dinosaurs:armor-stego", owner: 1, as: "s1" },
      ]),
    });
    expect([t.power("s0"), t.power("s1")]).toEqual([3, 5]);
    endTurn(t).expectPrompt(1, "main");
    expect([t.power("s0"), t.power("s1")]).toEqual([5, 3]);
  });

  it("counts its +2 when a base scores during another player's turn, not during its controller's", () => {
    rules("SCORE-2", "SCORE-18");
    const spec = (active: number) =>
      table({
        players: players(),
        active,
        phase: "score",
        bases: [
          {
            id: "jungle-oasis",
            minions: [
              { card: "dinosaurs:armor-stego", owner: 0 },
              { card: "dinosaurs:armor-stego", owner: 0 },
              { card: "dinosaurs:armor-stego", owner: 0 },
              { card: "aliens:collector", owner: 1 },
            ],
          },
          { id: "the-great-library" },
          { id: "rhodes-plaza-mall" },
        ],
      });
    // Seat 1's turn: 3 × 5 + 2 = 17 ≥ 12, the Oasis scores and seat 0 wins it.
    const theirTurn = spec(1);
    expect(theirTurn.vp(0)).toBe(2);
    expect(theirTurn.g.basesInPlay).not.toContain(theirTurn.base("jungle-oasis"));
    // Seat 0's turn: 3 × 3 + 2 = 11 < 12, the Oasis doesn't score.
    const ownTurn = spec(0);
    expect(ownTurn.vp(0)).toBe(0);
    expect(ownTurn.g.basesInPlay).toContain(ownTurn.base("jungle-oasis"));
  });
});

describe("War Raptor", () => {
  it("gets +1 for each War Raptor on its base, itself and other players' included", () => {
    rules("TERM-ONGOING");
    const t = table({
      players: players([{ card: "aliens:invasion", as: "inv" }]),
      bases: bases(
        [
          { card: "dinosaurs:war-raptor", owner: 0, as: "r1" },
          { card: "dinosaurs:war-raptor", owner: 0, as: "r2" },
          { card: "dinosaurs:war-raptor", owner: 1, as: "r3" },
        ],
        [{ card: "dinosaurs:war-raptor", owner: 0, as: "r4" }],
      ),
    });
    expect([t.power("r1"), t.power("r2"), t.power("r3"), t.power("r4")]).toEqual([5, 5, 5, 3]);
    // Moving the fourth raptor in raises every raptor there.
    t.act(0, "inv").expectPrompt(0, "move").act(0, "r4").act(0, "the-great-library");
    expect([t.power("r1"), t.power("r2"), t.power("r3"), t.power("r4")]).toEqual([6, 6, 6, 6]);
  });

  it("loses the bonus of a raptor that leaves the base", () => {
    const t = table({
      players: players([{ card: "aliens:beam-up", as: "beam" }]),
      bases: bases([
        { card: "dinosaurs:war-raptor", owner: 1, as: "r1" },
        { card: "dinosaurs:war-raptor", owner: 1, as: "r2" },
      ]),
    });
    expect(t.power("r1")).toBe(4);
    t.act(0, "beam").act(0, "r2");
    expect(t.where("r2")).toBe("hand:1");
    expect(t.power("r1")).toBe(3);
  });
});

describe("Augmentation", () => {
  it("gives a chosen minion +4 power until the end of the turn", () => {
    rules("TERM-DURATION", "EOT-2");
    const t = table({
      players: players([{ card: "dinosaurs:augmentation", as: "aug" }]),
      bases: bases(
        [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }],
        [{ card: "aliens:collector", owner: 0, as: "col" }],
      ),
    });
    t.act(0, "aug").expectPrompt(0, "powerUp");
    expect(t.offers("rex")).toBe(true);
    t.act(0, "col");
    expect(t.power("col")).toBe(6);
    expect(t.power("rex")).toBe(7);
    expect(t.where("aug")).toBe("discard:0");
    endTurn(t).expectPrompt(1, "main");
    expect(t.power("col")).toBe(2);
  });

  it("is still played with no minion in play (CONFLICT-5)", () => {
    const t = table({ players: players([{ card: "dinosaurs:augmentation", as: "aug" }]), bases: bases() });
    t.act(0, "aug");
    expect(t.where("aug")).toBe("discard:0");
    expect(t.g.turn.freeAction).toBe(0);
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Howl", () => {
  it("gives each of your minions +1 power until the end of the turn, and no one else's", () => {
    const t = table({
      players: players([{ card: "dinosaurs:howl", as: "howl" }]),
      bases: bases(
        [
          { card: "dinosaurs:king-rex", owner: 0, as: "rex0" },
          { card: "dinosaurs:king-rex", owner: 1, as: "rex1" },
        ],
        [{ card: "dinosaurs:war-raptor", owner: 0, as: "raptor" }],
      ),
    });
    t.act(0, "howl");
    expect([t.power("rex0"), t.power("raptor"), t.power("rex1")]).toEqual([8, 4, 7]);
    expect(t.prompt.kind).toBe("main");
    endTurn(t);
    expect([t.power("rex0"), t.power("raptor"), t.power("rex1")]).toEqual([7, 3, 7]);
  });

  it("does nothing without minions and is still played", () => {
    const t = table({ players: players([{ card: "dinosaurs:howl", as: "howl" }]), bases: bases() });
    t.act(0, "howl");
    expect(t.where("howl")).toBe("discard:0");
  });
});

describe("Natural Selection", () => {
  it("destroys a minion with less power than the chosen minion of yours, on its base", () => {
    const t = table({
      players: players([{ card: "dinosaurs:natural-selection", as: "ns" }]),
      bases: bases(
        [
          { card: "dinosaurs:laseratops", owner: 0, as: "laser" },
          { card: "aliens:collector", owner: 1, as: "col" },
          { card: "aliens:invader", owner: 1, as: "inv" },
          { card: "aliens:scout", owner: 0, as: "myScout" },
          { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
        ],
        [
          { card: "aliens:collector", owner: 0, as: "small" },
          { card: "aliens:supreme-overlord", owner: 1, as: "so" },
        ],
      ),
    });
    t.act(0, "ns").expectPrompt(0, "chooseOwnMinion");
    // The Collector at the Mall has nothing weaker beside it: not offered.
    expect(t.offers("small")).toBe(false);
    t.act(0, "laser").expectPrompt(0, "destroy");
    expect(t.offers("col")).toBe(true);
    expect(t.offers("inv")).toBe(true);
    expect(t.offers("myScout")).toBe(true);
    expect(t.offers("rex")).toBe(false);
    expect(t.offers("so")).toBe(false);
    t.act(0, "inv");
    expect(t.where("inv")).toBe("discard:1");
  });

  it("can't destroy a minion of equal power", () => {
    const t = table({
      players: players([{ card: "dinosaurs:natural-selection", as: "ns" }]),
      bases: bases([
        { card: "aliens:invader", owner: 0, as: "mine" },
        { card: "aliens:scout", owner: 1, as: "theirs" },
      ]),
    });
    t.act(0, "ns");
    expect(t.where("theirs")).toBe("base:the-great-library");
    expect(t.where("ns")).toBe("discard:0");
    expect(t.prompt.kind).toBe("main");
  });

  it("with no minion of yours in play is still played (CONFLICT-5)", () => {
    const t = table({
      players: players([{ card: "dinosaurs:natural-selection", as: "ns" }]),
      bases: bases([{ card: "aliens:collector", owner: 1, as: "col" }]),
    });
    t.act(0, "ns");
    expect(t.where("col")).toBe("base:the-great-library");
    expect(t.where("ns")).toBe("discard:0");
  });
});

describe("Rampage", () => {
  it("lowers a base's breakpoint by the power of your minion there, so the base scores this turn", () => {
    rules("SCORE-2", "TERM-DURATION");
    const t = table({
      players: players([{ card: "dinosaurs:rampage", as: "ramp" }]),
      bases: [
        {
          id: "tar-pits",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "aliens:supreme-overlord", owner: 1 },
          ],
        },
        { id: "the-great-library", minions: [{ card: "aliens:collector", owner: 0, as: "col" }] },
        { id: "rhodes-plaza-mall" },
      ],
      baseDeck: ["jungle-oasis"],
    });
    const pits = t.base("tar-pits");
    t.act(0, "ramp").expectPrompt(0, "chooseOwnMinion").act(0, "rex");
    expect(breakpoint(t.g, pits)).toBe(9);
    expect(breakpoint(t.g, t.base("the-great-library"))).toBe(22);
    endTurn(t).expectPrompt(1, "main");
    // 7 + 5 = 12 ≥ 9: Tar Pits scored (4 / 3) and was replaced by the Jungle Oasis.
    expect([t.vp(0), t.vp(1)]).toEqual([4, 3]);
    expect(t.where("rex")).toBe("discard:0");
    t.check({ basesInPlay: ["jungle-oasis", "the-great-library", "rhodes-plaza-mall"] });
    expect(t.g.lasting).toEqual([]);
  });

  it("wears off at the end of the turn when the base doesn't score", () => {
    const t = table({
      players: players([{ card: "dinosaurs:rampage", as: "ramp" }]),
      bases: bases([{ card: "aliens:collector", owner: 0, as: "col" }]),
    });
    const lib = t.base("the-great-library");
    t.act(0, "ramp");
    expect(breakpoint(t.g, lib)).toBe(20);
    endTurn(t);
    expect(breakpoint(t.g, lib)).toBe(22);
    expect(t.where("col")).toBe("base:the-great-library");
  });

  it("does nothing without a minion of yours (CONFLICT-5)", () => {
    const t = table({
      players: players([{ card: "dinosaurs:rampage", as: "ramp" }]),
      bases: bases([{ card: "dinosaurs:king-rex", owner: 1 }]),
    });
    t.act(0, "ramp");
    expect(t.where("ramp")).toBe("discard:0");
    expect(t.g.lasting).toEqual([]);
  });
});

describe("Survival of the Fittest", () => {
  it("destroys the weakest minion of every base that has a stronger one; ties are the player's choice", () => {
    const t = table({
      players: players([{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }]),
      bases: [
        {
          id: "the-great-library",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "aliens:collector", owner: 1, as: "theirs" },
            { card: "aliens:collector", owner: 0, as: "mine" },
          ],
        },
        {
          id: "rhodes-plaza-mall",
          minions: [
            { card: "aliens:invader", owner: 1, as: "inv" },
            { card: "dinosaurs:laseratops", owner: 0, as: "laser" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "aliens:scout", owner: 1, as: "scout1" },
            { card: "aliens:scout", owner: 0, as: "scout0" },
          ],
        },
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "lonely" }] },
      ],
    });
    t.act(0, "sotf").expectPrompt(0, "destroy");
    expect(t.offers("theirs")).toBe(true);
    expect(t.offers("mine")).toBe(true);
    expect(t.offers("rex")).toBe(false);
    t.act(0, "mine");
    expect(t.where("mine")).toBe("discard:0");
    expect(t.where("theirs")).toBe("base:the-great-library");
    // The Mall: the Invader is alone at the bottom, no question asked.
    expect(t.where("inv")).toBe("discard:1");
    expect(t.where("laser")).toBe("base:rhodes-plaza-mall");
    // The Factory: equal minions, nobody is weaker. The Oasis: a single minion.
    expect(t.where("scout0")).toBe("base:factory-436-1337");
    expect(t.where("scout1")).toBe("base:factory-436-1337");
    expect(t.where("lonely")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");
  });

  it("is still played when no base qualifies (CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = table({
      players: players([{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }]),
      bases: bases([{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }]),
    });
    t.act(0, "sotf");
    expect(t.where("rex")).toBe("base:the-great-library");
    expect(t.where("sotf")).toBe("discard:0");
  });
});

describe("Tooth and Claw... and Guns", () => {
  it("is played on a minion and stays attached to it", () => {
    rules("TERM-ATTACH");
    const t = table({
      players: players([{ card: "dinosaurs:tooth-and-claw-and-guns", as: "tc" }]),
      bases: bases([{ card: "aliens:collector", owner: 0, as: "col" }]),
    });
    t.act(0, "tc@col");
    expect(t.where("tc")).toBe("attached:col");
  });

  it("can't be played when no minion is in play (OPEN-30)", () => {
    rules("OPEN-30");
    const t = table({
      players: players([{ card: "dinosaurs:tooth-and-claw-and-guns", as: "tc" }]),
      bases: bases(),
    });
    expect(t.offers("tc")).toBe(false);
  });

  it("absorbs another player's ability: the card is destroyed and the minion is not affected (BGB errata)", () => {
    rules("TERM-AFFECT");
    const t = table({
      players: players([], [{ card: "dinosaurs:laseratops", as: "laser" }]),
      active: 1,
      bases: bases([
        {
          card: "aliens:collector",
          owner: 0,
          as: "col",
          attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" }],
        },
      ]),
    });
    t.act(1, "laser@the-great-library");
    expect(t.where("col")).toBe("base:the-great-library");
    expect(t.where("tc")).toBe("discard:0");
    expect(t.g.log.some((e) => e.k === "protected" && e.p[0] === t.uid("col"))).toBe(true);
  });

  it("absorbs another player's action too (absorbing is not immunity)", () => {
    const t = table({
      players: players([], [{ card: "aliens:beam-up", as: "beam" }]),
      active: 1,
      bases: bases([
        {
          card: "dinosaurs:king-rex",
          owner: 0,
          as: "rex",
          attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" }],
        },
      ]),
    });
    // Absorbing is not immunity: the minion can still be chosen.
    t.act(1, "beam");
    expect(t.where("rex")).toBe("base:the-great-library");
    expect(t.where("tc")).toBe("discard:0");
    expect(t.where("beam")).toBe("discard:1");
  });

  it("does not stop its controller's own abilities", () => {
    const t = table({
      players: players([{ card: "dinosaurs:laseratops", as: "laser" }]),
      bases: bases([
        {
          card: "aliens:collector",
          owner: 0,
          as: "col",
          attached: [{ card: "dinosaurs:tooth-and-claw-and-guns", owner: 0, as: "tc" }],
        },
      ]),
    });
    t.act(0, "laser@the-great-library");
    expect(t.where("col")).toBe("discard:0");
    expect(t.where("tc")).toBe("discard:0"); // it leaves with its host (CONFLICT-12)
  });
});

describe("Upgrade", () => {
  it("gives +2 power to the minion it is played on, any player's", () => {
    const t = table({
      players: players([{ card: "dinosaurs:upgrade", as: "up" }]),
      bases: bases([{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }]),
    });
    t.act(0, "up@rex");
    expect(t.where("up")).toBe("attached:rex");
    expect(t.power("rex")).toBe(9);
  });

  it("moves with its minion and goes to its owner's discard pile when the minion leaves play", () => {
    rules("CONFLICT-12", "TERM-MOVE");
    const t = table({
      players: players([{ card: "aliens:invasion", as: "inv" }], [{ card: "aliens:beam-up", as: "beam" }]),
      bases: bases([
        {
          card: "dinosaurs:king-rex",
          owner: 1,
          as: "rex",
          attached: [{ card: "dinosaurs:upgrade", owner: 0, as: "up" }],
        },
      ]),
    });
    t.act(0, "inv").act(0, "rhodes-plaza-mall");
    expect(t.where("rex")).toBe("base:rhodes-plaza-mall");
    expect(t.where("up")).toBe("attached:rex");
    expect(t.power("rex")).toBe(9);
    endTurn(t).act(1, "beam");
    expect(t.where("rex")).toBe("hand:1");
    expect(t.where("up")).toBe("discard:0");
  });
});

describe("Wildlife Preserve", () => {
  const preserve = (hand1: CardRef[]) =>
    table({
      players: players([], hand1),
      active: 1,
      bases: bases(
        [
          { card: "dinosaurs:king-rex", owner: 0, as: "rex0" },
          { card: "aliens:collector", owner: 0, as: "col0" },
          { card: "dinosaurs:king-rex", owner: 1, as: "rex1" },
        ],
        [{ card: "aliens:collector", owner: 0, as: "far" }],
        {
          library: {
            id: "the-great-library",
            actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0, as: "wp" }],
          },
        },
      ),
    });

  it("is played on a base and stays there", () => {
    const t = table({
      players: players([{ card: "dinosaurs:wildlife-preserve", as: "wp" }]),
      bases: bases(),
    });
    t.act(0, "wp@rhodes-plaza-mall");
    expect(t.where("wp")).toBe("base:rhodes-plaza-mall");
  });

  it("makes its controller's minions there untargetable by other players' actions", () => {
    rules("TERM-AFFECT");
    const t = preserve([{ card: "aliens:beam-up", as: "beam" }]);
    t.act(1, "beam").expectPrompt(1, "return");
    expect(t.offers("rex0")).toBe(false);
    expect(t.offers("col0")).toBe(false);
    expect(t.offers("rex1")).toBe(true); // other players' minions there are not protected
    expect(t.offers("far")).toBe(true); // nor its controller's minions on other bases
    t.act(1, "far");
    expect(t.where("far")).toBe("hand:0");
  });

  it("protects them from 'each minion' actions: Crop Circles returns only the others", () => {
    const t = preserve([{ card: "aliens:crop-circles", as: "cc" }]);
    t.act(1, "cc").act(1, "the-great-library");
    expect(t.where("rex0")).toBe("base:the-great-library");
    expect(t.where("col0")).toBe("base:the-great-library");
    expect(t.where("rex1")).toBe("hand:1");
  });

  it("does not stop other players' minion abilities", () => {
    const t = preserve([{ card: "dinosaurs:laseratops", as: "laser" }]);
    t.act(1, "laser@the-great-library");
    expect(t.where("col0")).toBe("discard:0");
  });

  it("lets Survival of the Fittest skip a protected weakest minion rather than hit the next one", () => {
    const t = preserve([{ card: "dinosaurs:survival-of-the-fittest", as: "sotf" }]);
    t.act(1, "sotf");
    expect(t.where("col0")).toBe("base:the-great-library");
    expect(t.where("rex0")).toBe("base:the-great-library");
    expect(t.where("rex1")).toBe("base:the-great-library");
    expect(t.where("far")).toBe("base:rhodes-plaza-mall"); // alone on its base
  });

  it("does not stop its controller's own actions", () => {
    const t = table({
      players: players([{ card: "dinosaurs:augmentation", as: "aug" }]),
      bases: bases([{ card: "dinosaurs:king-rex", owner: 0, as: "rex" }], [], {
        library: {
          id: "the-great-library",
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 0, as: "wp" }],
        },
      }),
    });
    t.act(0, "aug");
    expect(t.power("rex")).toBe(11);
  });
});

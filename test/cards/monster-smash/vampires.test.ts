import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../../cards/define.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { card, playerPowerOn, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

// A test-only faction for the edges no printed card of the supported boxes reaches yet: plain
// minions, a base that lowers power, a minion that can't be destroyed (still a target), and
// minions that destroy effects or counters can't aim at.
registerFaction(
  faction("vampkit", "test", text("Vampires test kit"), [
    minion({ id: "thrall", power: 2, count: 4, name: text("Kit Thrall"), text: text("No ability.") }),
    minion({ id: "wisp", power: 1, count: 2, name: text("Kit Wisp"), text: text("No ability.") }),
    action({
      id: "drain",
      count: 1,
      attach: "base",
      name: text("Kit Drain"),
      text: text("Play on a base. Ongoing: each minion here has -3 power."),
      powerBonus: (g, self, target) => {
        const t = card(g, target);
        return t.zone === "base" && t.at === card(g, self).at ? -3 : 0;
      },
    }),
    action({
      id: "ward",
      count: 1,
      attach: "minion",
      name: text("Kit Ward"),
      text: text("Play on a minion. Ongoing: this minion cannot be destroyed."),
      indestructible: (g, self, target) => card(g, self).at === target,
    }),
    action({
      id: "veil",
      count: 1,
      attach: "minion",
      name: text("Kit Veil"),
      text: text("Play on a minion. Ongoing: this minion is not affected by destroy effects."),
      shield: (g, self, target, _ctx, kind) =>
        card(g, self).at === target && kind === "destroy" ? "immune" : null,
    }),
    action({
      id: "shroud",
      count: 1,
      attach: "minion",
      name: text("Kit Shroud"),
      text: text("Play on a minion. Ongoing: this minion can't get +1 power counters."),
      shield: (g, self, target, _ctx, kind) =>
        card(g, self).at === target && kind === "counter" ? "immune" : null,
    }),
  ]),
);

type F = [string, string];
// Seat 0 plays the Vampires; seats 1 and 2 are their victims.
const VAMP: F = ["vampires", "vampkit"];
const P1: F = ["pirates", "aliens"];
const P2: F = ["dinosaurs", "zombies"];
type Hand = { card: string; as: string }[];
type Table = ReturnType<typeof table>;
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Lasting = NonNullable<Scenario["lasting"]>[number];
const counters = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const h = (card: string, as: string) => ({ card, as });

describe("The Count", () => {
  const count = (hand0: Hand, hand1: Hand = [], active = 0) =>
    table({
      active,
      players: [{ factions: VAMP, hand: hand0 }, { factions: P1, hand: hand1 }, { factions: P2 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampires:the-count", owner: 0, as: "count" },
            { card: "vampkit:thrall", owner: 0, as: "mine" },
            { card: "vampkit:thrall", owner: 0, controller: 1, as: "lent" },
            { card: "pirates:first-mate", owner: 1, as: "fm" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "borrowed" },
            { card: "zombies:walker", owner: 2, as: "zed" },
            { card: "zombies:walker", owner: 2, as: "walker" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("after another player's minion is destroyed, anywhere, a counter on it", () => {
    rules("COUNTER-1", "COUNTER-2", "TERM-DESTROY");
    const t = count([h("vampires:big-gulp", "gulp")]);
    t.act(0, "gulp").act(0, "zed");
    expect(t.where("zed")).toBe("discard:2");
    expect(counters(t, "count")).toBe(1);
    expect(t.power("count")).toBe(6);
  });

  it("one of its controller's minions destroyed: nothing", () => {
    const t = count([h("vampires:big-gulp", "gulp")]);
    t.act(0, "gulp").act(0, "mine");
    expect(counters(t, "count")).toBe(0);
  });

  it("reads control, not ownership: a minion it owns controlled by another player counts, one it controls doesn't (TERM-CONTROL)", () => {
    rules("TERM-CONTROL", "TERM-YOURCARDS");
    const t = count([h("vampires:big-gulp", "gulp")]);
    t.act(0, "gulp").act(0, "lent");
    expect(t.where("lent")).toBe("discard:0");
    expect(counters(t, "count")).toBe(1);
    const u = count([h("vampires:big-gulp", "gulp")]);
    u.act(0, "gulp").act(0, "borrowed");
    expect(u.where("borrowed")).toBe("discard:1");
    expect(counters(u, "count")).toBe(0);
  });

  it("whoever destroys them, one counter per minion: another player's Cannon destroying two of a third player's", () => {
    const t = count([], [h("pirates:cannon", "cannon")], 1);
    t.act(1, "cannon").act(1, "zed", "walker");
    expect([t.where("zed"), t.where("walker")]).toEqual(["discard:2", "discard:2"]);
    expect(counters(t, "count")).toBe(2);
  });

  it("minions discarded with a scored base were not destroyed: nothing (SCORE-16)", () => {
    rules("SCORE-16");
    const t = table({
      phase: "score",
      players: [{ factions: VAMP }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "aliens:invader", owner: 1, counters: 9, as: "inv" }] },
        { id: "factory-436-1337", minions: [{ card: "vampires:the-count", owner: 0, as: "count" }] },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(t.where("inv")).toBe("discard:1");
    expect(counters(t, "count")).toBe(0);
  });

  it("destroyed together with another player's minion, it keeps nothing (COUNTER-5)", () => {
    rules("COUNTER-5");
    const t = table({
      active: 1,
      players: [{ factions: VAMP }, { factions: P1, hand: [h("pirates:cannon", "cannon")] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampires:the-count", owner: 0, as: "count" },
            { card: "pirates:first-mate", owner: 1, as: "fm" },
          ],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
      lasting: [{ power: "count", amount: -3 }],
    });
    t.act(1, "cannon").act(1, "count", "fm");
    expect(t.where("count")).toBe("discard:0");
    expect(counters(t, "count")).toBe(0);
  });
});

describe("Nightstalker", () => {
  const stalker = (minions: Minion[]) =>
    table({
      players: [
        { factions: VAMP, hand: [h("vampires:nightstalker", "ns")] },
        { factions: P1 },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions },
        {
          id: "factory-436-1337",
          minions: [{ card: "pirates:first-mate", owner: 1, as: "away" }],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("destroys a minion of power 2 or less here (current power), then gets a counter; mandatory", () => {
    rules("TERM-TO", "TERM-POWER");
    const t = stalker([
      { card: "pirates:first-mate", owner: 1, as: "fm" },
      { card: "zombies:walker", owner: 2, as: "zed" },
      { card: "pirates:first-mate", owner: 1, counters: 1, as: "big" },
      { card: "aliens:invader", owner: 1, as: "inv" },
      {
        card: "aliens:collector",
        owner: 1,
        as: "veiled",
        attached: [{ card: "vampkit:veil", owner: 0 }],
      },
    ]);
    t.act(0, "ns@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(1);
    expect([t.offers("fm"), t.offers("zed")]).toEqual([true, true]);
    // Power 3 (printed 2 with a counter), power 3, a minion destroy effects can't aim at, and a
    // minion on another base: not offered.
    expect([t.offers("big"), t.offers("inv"), t.offers("veiled"), t.offers("away"), t.offers("ns")]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    t.act(0, "zed");
    expect(t.where("zed")).toBe("discard:2");
    expect(counters(t, "ns")).toBe(1);
    expect(t.power("ns")).toBe(5);
  });

  it("a power 2 minion of your own is a target too", () => {
    const t = stalker([{ card: "vampkit:thrall", owner: 0, as: "mine" }]);
    t.act(0, "ns@jungle-oasis");
    expect(t.where("mine")).toBe("discard:0");
    expect(counters(t, "ns")).toBe(1);
  });

  it("nothing to destroy: no counter", () => {
    const t = stalker([{ card: "aliens:invader", owner: 1, as: "inv" }]);
    t.act(0, "ns@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(counters(t, "ns")).toBe(0);
  });

  it("a destruction that fails pays nothing: no counter (TERM-TO, CONFLICT-5)", () => {
    rules("TERM-TO", "CONFLICT-5");
    const t = stalker([
      {
        card: "pirates:first-mate",
        owner: 1,
        as: "fm",
        attached: [{ card: "vampkit:ward", owner: 0 }],
      },
    ]);
    t.act(0, "ns@jungle-oasis");
    expect(t.where("fm")).toBe("base:jungle-oasis");
    expect(counters(t, "ns")).toBe(0);
  });

  it("never destroys itself, even with power 2 or less", () => {
    const t = table({
      players: [{ factions: VAMP, hand: [h("vampires:nightstalker", "ns")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "vampkit:drain", owner: 0 }],
          minions: [{ card: "aliens:invader", owner: 1, as: "inv" }],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    // Here Nightstalker has power 1 and the Invader 0: the Invader is the only target.
    t.act(0, "ns@jungle-oasis");
    expect(t.where("inv")).toBe("discard:1");
    expect(t.where("ns")).toBe("base:jungle-oasis");
    expect(counters(t, "ns")).toBe(1);
  });
});

describe("Heavy Drinker", () => {
  const drinker = () =>
    table({
      players: [{ factions: VAMP, hand: [h("vampires:heavy-drinker", "hd")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "mine" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "borrowed" },
            { card: "vampkit:wisp", owner: 0, controller: 1, as: "lent" },
            {
              card: "vampkit:thrall",
              owner: 0,
              as: "warded",
              attached: [{ card: "vampkit:ward", owner: 0 }],
            },
          ],
        },
        {
          id: "rhodes-plaza-mall",
          minions: [
            {
              card: "vampkit:thrall",
              owner: 0,
              as: "veiled",
              attached: [{ card: "vampkit:veil", owner: 0 }],
            },
          ],
        },
      ],
    });

  it("may destroy another of your minions, on any base, to get a counter", () => {
    const t = drinker();
    t.act(0, "hd@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(0);
    expect([t.offers("mine"), t.offers("borrowed"), t.offers("warded")]).toEqual([true, true, true]);
    expect([t.offers("theirs"), t.offers("lent"), t.offers("hd"), t.offers("veiled")]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    t.act(0, "mine");
    expect(t.where("mine")).toBe("discard:0");
    expect(counters(t, "hd")).toBe(1);
    expect(t.power("hd")).toBe(4);
  });

  it("your minions are those you control: a borrowed one goes to its owner's discard pile (CONFLICT-11)", () => {
    rules("CONFLICT-11");
    const t = drinker();
    t.act(0, "hd@jungle-oasis").act(0, "borrowed");
    expect(t.where("borrowed")).toBe("discard:1");
    expect(counters(t, "hd")).toBe(1);
  });

  it("declined: nothing destroyed, no counter", () => {
    const t = drinker();
    t.act(0, "hd@jungle-oasis").act(0);
    expect(t.where("mine")).toBe("base:jungle-oasis");
    expect(counters(t, "hd")).toBe(0);
  });

  it("a destruction that fails pays nothing (TERM-TO)", () => {
    const t = drinker();
    t.act(0, "hd@jungle-oasis").act(0, "warded");
    expect(t.where("warded")).toBe("base:factory-436-1337");
    expect(counters(t, "hd")).toBe(0);
  });

  it("no other minion of yours: no question", () => {
    const t = table({
      players: [{ factions: VAMP, hand: [h("vampires:heavy-drinker", "hd")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:first-mate", owner: 1, as: "theirs" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "hd@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(counters(t, "hd")).toBe(0);
  });
});

describe("Fledgling Vampire", () => {
  const fledgling = (here: Minion[], seats = 2) =>
    table({
      players: [
        { factions: VAMP, hand: [h("vampires:fledgling-vampire", "fv")] },
        { factions: P1 },
        { factions: P2 },
      ].slice(0, seats),
      bases: [
        { id: "jungle-oasis", minions: here },
        {
          id: "factory-436-1337",
          minions: [{ card: "aliens:supreme-overlord", owner: 1, as: "far" }],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("another player with more power here than you, this minion included: a counter", () => {
    const t = fledgling([{ card: "aliens:invader", owner: 1 }]); // 3 against 2
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(1);
    expect(t.power("fv")).toBe(3);
  });

  it("tied: nothing (more power, strictly)", () => {
    const t = fledgling([
      { card: "aliens:invader", owner: 1 },
      { card: "vampkit:wisp", owner: 0 },
    ]); // 3 against 1 + 2
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(0);
  });

  it("your total here includes this minion: 3 against 2 + 2 gives nothing", () => {
    const t = fledgling([
      { card: "aliens:invader", owner: 1 },
      { card: "vampkit:thrall", owner: 0 },
    ]);
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(0);
  });

  it("power on other bases doesn't count; nobody here: nothing", () => {
    const t = fledgling([]);
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(0);
  });

  it("with 3 players, any other player ahead counts, not only the next one (TERM-OTHERS)", () => {
    rules("TERM-OTHERS");
    const t = fledgling(
      [
        { card: "vampkit:wisp", owner: 0 },
        { card: "zombies:walker", owner: 2 },
        { card: "zombies:walker", owner: 2 },
      ],
      3,
    ); // seat 1 has nothing here; seat 2 has 4 against 1 + 2
    t.act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(1);
  });
});

describe("Big Gulp", () => {
  const gulp = () =>
    table({
      players: [{ factions: VAMP, hand: [h("vampires:big-gulp", "gulp")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:buccaneer", owner: 1, controller: 0, as: "buc" },
            { card: "pirates:pirate-king", owner: 1, as: "king" },
            { card: "aliens:invader", owner: 1, counters: 2, as: "big" },
            { card: "vampkit:thrall", owner: 0, as: "mine" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [{ card: "aliens:supreme-overlord", owner: 1, as: "weak" }],
        },
        { id: "rhodes-plaza-mall" },
      ],
      lasting: [{ power: "weak", amount: -1 }],
    });

  it("destroys a minion of power 4 or less anywhere, by current power, mandatory", () => {
    const t = gulp();
    t.act(0, "gulp").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(1);
    expect([t.offers("buc"), t.offers("mine"), t.offers("weak")]).toEqual([true, true, true]);
    expect([t.offers("king"), t.offers("big")]).toEqual([false, false]);
    t.act(0, "weak");
    expect(t.where("weak")).toBe("discard:1");
    expect(t.where("gulp")).toBe("discard:0");
  });

  it("nothing small enough: played for nothing", () => {
    const t = table({
      players: [{ factions: VAMP, hand: [h("vampires:big-gulp", "gulp")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:pirate-king", owner: 1, as: "king" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "gulp");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("king")).toBe("base:jungle-oasis");
    expect(t.where("gulp")).toBe("discard:0");
  });
});

describe("Buffet", () => {
  // Jungle Oasis (breakpoint 12, 2-0-0) scores at once; seat 0's minion elsewhere shows the counter.
  const buffet = (oasis: Minion[]) =>
    table({
      phase: "score",
      players: [
        { factions: VAMP, hand: [h("vampires:buffet", "buffet")] },
        { factions: P1 },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        {
          id: "factory-436-1337",
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "far" },
            { card: "vampkit:thrall", owner: 0, counters: 2, as: "far2" },
            { card: "aliens:invader", owner: 1, as: "theirs" },
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "borrowed" },
          ],
        },
        { id: "rhodes-plaza-mall" },
        { id: "the-great-library" },
      ],
    });
  const winner = [
    { card: "vampkit:thrall", owner: 0, counters: 10, as: "here" },
    { card: "aliens:invader", owner: 1 },
  ];

  it("after a base scores, its winner plays it from hand: a counter on each of their minions (MS-11)", () => {
    rules("TERM-AFTER-SCORING", "TERM-SPECIAL", "SCORE-15");
    const t = buffet(winner);
    t.expectPrompt(0, "afterScoring").act(0, "buffet");
    expect(t.vp(0)).toBe(2);
    expect([counters(t, "far"), counters(t, "far2"), counters(t, "borrowed")]).toEqual([1, 3, 1]);
    expect(counters(t, "theirs")).toBe(0);
    expect(t.where("buffet")).toBe("discard:0");
    // Its minion on the scored base got one too, then left with the base (COUNTER-5).
    expect(t.where("here")).toBe("discard:0");
  });

  it("a tied winner is a winner (SCORE-13)", () => {
    rules("SCORE-13");
    const t = buffet([
      { card: "vampkit:thrall", owner: 0, counters: 4 },
      { card: "aliens:supreme-overlord", owner: 1, counters: 1 },
    ]);
    t.act(0, "buffet");
    expect([t.vp(0), t.vp(1)]).toEqual([2, 2]);
    expect(counters(t, "far")).toBe(1);
  });

  it("not the winner: it may still be played, and does nothing", () => {
    const t = buffet([
      { card: "vampkit:thrall", owner: 0 },
      { card: "aliens:supreme-overlord", owner: 1, counters: 5 },
    ]);
    t.expectPrompt(0, "afterScoring").act(0, "buffet");
    expect(t.vp(0)).toBe(0);
    expect(counters(t, "far")).toBe(0);
    expect(t.where("buffet")).toBe("discard:0");
  });

  it("can't be played at the main prompt (MEFIRST-8)", () => {
    rules("MEFIRST-8");
    const t = table({
      players: [{ factions: VAMP, hand: [h("vampires:buffet", "buffet")] }, { factions: P1 }],
      bases: [{ id: "jungle-oasis" }, { id: "factory-436-1337" }, { id: "rhodes-plaza-mall" }],
    });
    expect(t.offers("buffet")).toBe(false);
  });
});

describe("Crack of Dusk", () => {
  const dusk = (discard: Hand, oasis: Minion[] = []) =>
    table({
      players: [
        {
          factions: VAMP,
          hand: [h("vampires:crack-of-dusk", "dusk"), h("vampkit:thrall", "inHand")],
          discard,
        },
        { factions: P1 },
      ],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("plays a minion of power 2 or less from your discard pile as an extra, with a counter; the free minion play stays", () => {
    rules("PLAY-9", "TERM-PLAY");
    const t = dusk([h("vampkit:thrall", "th"), h("vampires:nightstalker", "ns"), h("vampkit:wisp", "wisp")]);
    t.act(0, "dusk").expectPrompt(0, "playExtraMinion");
    expect(t.offers("th@jungle-oasis")).toBe(true);
    expect(t.offers("wisp@factory-436-1337")).toBe(true);
    expect(t.offers("ns@jungle-oasis")).toBe(false);
    expect(t.offers("inHand@jungle-oasis")).toBe(false);
    t.act(0, "th@factory-436-1337");
    expect(t.where("th")).toBe("base:factory-436-1337");
    expect(counters(t, "th")).toBe(1);
    expect(t.power("th")).toBe(3);
    expect(t.offers("inHand@jungle-oasis")).toBe(true);
  });

  it("the minion is played: its own ability resolves before the counter (Fledgling Vampire behind gets two)", () => {
    const t = dusk([h("vampires:fledgling-vampire", "fv")], [{ card: "aliens:invader", owner: 1 }]);
    t.act(0, "dusk").act(0, "fv@jungle-oasis");
    expect(counters(t, "fv")).toBe(2);
  });

  it("may be declined; with no small minion in the discard pile, nothing happens", () => {
    const t = dusk([h("vampkit:thrall", "th")]);
    t.act(0, "dusk").act(0);
    expect(t.where("th")).toBe("discard:0");
    const u = dusk([h("vampires:nightstalker", "ns")]);
    u.act(0, "dusk");
    expect(u.prompt.purpose).toBe("main");
    expect(u.where("ns")).toBe("discard:0");
  });
});

describe("Cull the Weak", () => {
  const cull = (minions: Minion[]) =>
    table({
      players: [
        {
          factions: VAMP,
          hand: [
            h("vampires:cull-the-weak", "cull"),
            h("vampkit:thrall", "t1"),
            h("vampires:nightstalker", "t2"),
            h("vampkit:wisp", "t3"),
            h("vampires:big-gulp", "act"),
          ],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis", minions }, { id: "factory-436-1337" }, { id: "rhodes-plaza-mall" }],
    });
  const board: Minion[] = [
    { card: "vampkit:thrall", owner: 0, as: "mine" },
    { card: "vampkit:thrall", owner: 0, as: "shrouded", attached: [{ card: "vampkit:shroud", owner: 0 }] },
    { card: "pirates:first-mate", owner: 1, controller: 0, as: "borrowed" },
    { card: "vampkit:wisp", owner: 0, controller: 1, as: "lent" },
  ];

  it("one counter on the chosen minion per minion card discarded; actions can't be discarded", () => {
    const t = cull(board);
    t.act(0, "cull").expectPrompt(0, "chooseOwnMinion");
    expect([t.offers("mine"), t.offers("borrowed"), t.offers("lent"), t.offers("shrouded")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "borrowed").expectPrompt(0, "toDiscardAny");
    expect(t.offers("act")).toBe(false);
    expect(t.prompt.min).toBe(0);
    t.act(0, "t1", "t2");
    expect([t.where("t1"), t.where("t2"), t.where("t3")]).toEqual(["discard:0", "discard:0", "hand:0"]);
    expect(counters(t, "borrowed")).toBe(2);
    expect(counters(t, "mine")).toBe(0);
  });

  it("none discarded: no counter (CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = cull(board);
    t.act(0, "cull").act(0, "mine").act(0);
    expect(counters(t, "mine")).toBe(0);
    expect(t.where("t1")).toBe("hand:0");
  });

  it("no minion of yours: the cards may still be discarded, nothing lands", () => {
    const t = cull([{ card: "vampkit:wisp", owner: 0, controller: 1, as: "lent" }]);
    t.act(0, "cull").expectPrompt(0, "toDiscardAny").act(0, "t3");
    expect(t.where("t3")).toBe("discard:0");
    expect(counters(t, "lent")).toBe(0);
  });
});

describe("Dinner Date", () => {
  const date = (oasis: Minion[], lasting: Lasting[] = []) =>
    table({
      players: [{ factions: VAMP, hand: [h("vampires:dinner-date", "date")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: oasis },
        {
          id: "factory-436-1337",
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "far" },
            { card: "pirates:first-mate", owner: 1, as: "farFm" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
      lasting,
    });

  it("a counter on your minion, then a minion of power 2 or less on its base is destroyed (mandatory)", () => {
    const t = date([
      { card: "vampkit:thrall", owner: 0, as: "mine" },
      { card: "pirates:first-mate", owner: 1, as: "fm" },
      { card: "aliens:collector", owner: 1, as: "col" },
      { card: "aliens:invader", owner: 1, as: "inv" },
      { card: "vampkit:thrall", owner: 0, as: "shrouded", attached: [{ card: "vampkit:shroud", owner: 0 }] },
    ]);
    t.act(0, "date").expectPrompt(0, "placeCounter");
    // Only your minions that can get a counter: not the shrouded one, nor another player's.
    expect([t.offers("fm"), t.offers("shrouded")]).toEqual([false, false]);
    t.act(0, "mine").expectPrompt(0, "destroy");
    expect(counters(t, "mine")).toBe(1);
    expect(t.prompt.min).toBe(1);
    // Its base only; itself now has power 3.
    expect([t.offers("fm"), t.offers("col"), t.offers("shrouded")]).toEqual([true, true, true]);
    expect([t.offers("inv"), t.offers("mine"), t.offers("farFm")]).toEqual([false, false, false]);
    t.act(0, "col");
    expect(t.where("col")).toBe("discard:1");
  });

  it("the power is read after the counter: your power 1 minion now at 2 can be the one destroyed", () => {
    const t = date([{ card: "vampkit:thrall", owner: 0, as: "mine" }], [{ power: "mine", amount: -1 }]);
    t.act(0, "date").act(0, "mine");
    expect(t.where("mine")).toBe("discard:0");
  });

  it("no minion of yours: nothing; nothing small on that base: only the counter", () => {
    const none = table({
      players: [{ factions: VAMP, hand: [h("vampires:dinner-date", "date")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "pirates:first-mate", owner: 1, as: "fm" }] },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    none.act(0, "date");
    expect(none.where("fm")).toBe("base:jungle-oasis");
    const t = date([{ card: "vampires:the-count", owner: 0, as: "count" }]);
    t.act(0, "date").act(0, "count");
    expect(counters(t, "count")).toBe(1);
    expect(t.where("far")).toBe("base:factory-436-1337");
    expect(t.where("farFm")).toBe("base:factory-436-1337");
  });
});

describe("Mad Monster Party", () => {
  it("a counter on each of your minions that has none, on every base", () => {
    const t = table({
      players: [{ factions: VAMP, hand: [h("vampires:mad-monster-party", "party")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "a" },
            { card: "vampkit:thrall", owner: 0, counters: 2, as: "b" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "vampkit:wisp", owner: 0, as: "c" },
            { card: "pirates:first-mate", owner: 1, controller: 0, as: "borrowed" },
            { card: "vampkit:wisp", owner: 0, controller: 1, as: "lent" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(0, "party");
    expect(["a", "b", "c", "borrowed", "theirs", "lent"].map((a) => counters(t, a))).toEqual([
      1, 2, 1, 1, 0, 0,
    ]);
  });
});

describe("Opportunist", () => {
  const opp = (hand1: Hand = [], active = 0) =>
    table({
      active,
      players: [
        {
          factions: VAMP,
          hand: [h("vampires:opportunist", "opp"), h("vampires:big-gulp", "gulp")],
        },
        { factions: P1, hand: hand1 },
        { factions: P2 },
      ],
      turn: { extras: [{ kind: "action", source: "test" }] },
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "mine" },
            { card: "vampkit:thrall", owner: 0, as: "mine2" },
            { card: "aliens:invader", owner: 1, as: "inv" },
            { card: "pirates:first-mate", owner: 1, as: "fm" },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "zombies:walker", owner: 2, as: "w1" },
            { card: "zombies:walker", owner: 2, as: "w2" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("on any minion; after another player's minion is destroyed, a counter on its host", () => {
    rules("TERM-ATTACH");
    const t = opp();
    t.act(0, "opp@mine").act(0, "gulp").act(0, "w1");
    expect(t.where("opp")).toBe("attached:mine");
    expect(counters(t, "mine")).toBe(1);
    expect(counters(t, "opp")).toBe(0);
  });

  it("its controller's own minion destroyed: nothing", () => {
    const t = opp();
    t.act(0, "opp@mine").act(0, "gulp").act(0, "mine2");
    expect(counters(t, "mine")).toBe(0);
  });

  it("on another player's minion: still its controller's rule — that player's other minion destroyed feeds the host", () => {
    rules("TERM-CONTROL");
    const t = opp();
    t.act(0, "opp@inv").act(0, "gulp").act(0, "fm");
    expect(counters(t, "inv")).toBe(1);
  });

  it("with 3 players, another player destroying a third player's minions: one counter each", () => {
    const t = table({
      active: 1,
      players: [
        { factions: VAMP },
        { factions: P1, hand: [h("pirates:cannon", "cannon")] },
        { factions: P2 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "vampkit:thrall",
              owner: 0,
              as: "mine",
              attached: [{ card: "vampires:opportunist", owner: 0, as: "opp" }],
            },
          ],
        },
        {
          id: "factory-436-1337",
          minions: [
            { card: "zombies:walker", owner: 2, as: "w1" },
            { card: "zombies:walker", owner: 2, as: "w2" },
          ],
        },
        { id: "rhodes-plaza-mall" },
      ],
    });
    t.act(1, "cannon").act(1, "w1", "w2");
    expect(counters(t, "mine")).toBe(2);
  });

  it("its host destroyed: it goes with it, nothing lands", () => {
    const t = opp();
    t.act(0, "opp@fm").act(0, "gulp").act(0, "fm");
    expect(t.where("opp")).toBe("discard:0");
    expect(counters(t, "fm")).toBe(0);
  });
});

describe("Summon Wolves", () => {
  const wolves = (active: number, mine: boolean) =>
    table({
      active,
      phase: "start",
      players: [{ factions: VAMP }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "vampires:summon-wolves", owner: 0, as: "wolves" }],
          minions: [
            ...(mine ? [{ card: "vampkit:thrall", owner: 0, as: "mine" }] : []),
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        { id: "factory-436-1337", minions: [{ card: "vampkit:wisp", owner: 0, as: "far" }] },
        { id: "rhodes-plaza-mall" },
      ],
    });

  it("played on a base; at the start of your turn a counter on this card, not at another player's", () => {
    rules("START-1", "COUNTER-4");
    const t = wolves(0, true);
    expect(counters(t, "wolves")).toBe(1);
    // Nothing at the end of that turn, nor during the next player's.
    t.act(0, "end");
    t.expectPrompt(1, "main");
    expect(counters(t, "wolves")).toBe(1);
    const u = wolves(1, true);
    expect(counters(u, "wolves")).toBe(0);
  });

  it("its counters add to your total here while you have a minion here, and to nobody else's (MS-9, SCORE-8)", () => {
    rules("SCORE-8", "COUNTER-4");
    const t = wolves(0, true);
    const oasis = t.base("jungle-oasis");
    (t.g.cards[t.uid("wolves")] as { counters: number }).counters = 3;
    expect(playerPowerOn(t.g, 0, oasis)).toBe(2 + 3);
    expect(playerPowerOn(t.g, 1, oasis)).toBe(2);
    expect(playerPowerOn(t.g, 0, t.base("factory-436-1337"))).toBe(1);
    // Not a minion's power: the minion itself is unchanged.
    expect(t.power("mine")).toBe(2);
  });

  it("'your' is its controller: played by another player than its owner, it grows in that player's turn and counts for them", () => {
    rules("TERM-CONTROL");
    const t = table({
      active: 1,
      phase: "start",
      players: [{ factions: VAMP }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "vampires:summon-wolves", owner: 0, controller: 1, as: "wolves" }],
          minions: [
            { card: "vampkit:thrall", owner: 0, as: "mine" },
            { card: "pirates:first-mate", owner: 1, as: "theirs" },
          ],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    expect(counters(t, "wolves")).toBe(1);
    const oasis = t.base("jungle-oasis");
    expect([playerPowerOn(t.g, 0, oasis), playerPowerOn(t.g, 1, oasis)]).toEqual([2, 3]);
  });

  it("without a minion of yours here they count for nothing", () => {
    const t = wolves(0, false);
    (t.g.cards[t.uid("wolves")] as { counters: number }).counters = 3;
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(0);
  });

  it("they make the base reach its breakpoint and count in the ranking (SCORE-2, SCORE-8)", () => {
    rules("SCORE-2", "SCORE-8");
    const t = table({
      phase: "start",
      players: [{ factions: VAMP }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "vampires:summon-wolves", owner: 0, as: "wolves" }],
          minions: [
            { card: "vampkit:thrall", owner: 0, counters: 3, as: "mine" },
            { card: "pirates:first-mate", owner: 1, counters: 4, as: "theirs" },
          ],
        },
        { id: "factory-436-1337" },
        { id: "rhodes-plaza-mall" },
      ],
    });
    // Minions 5 + 6 = 11 of Jungle Oasis's 12: the card's new counter makes it score, and ties
    // seat 0 with seat 1 for first place (2 VP each) instead of losing 5 to 6.
    t.act(0, "end");
    expect([t.vp(0), t.vp(1)]).toEqual([2, 2]);
    t.expectPrompt(1, "afterScoring").act(1, "pass");
    expect(t.where("wolves")).toBe("discard:0");
  });
});

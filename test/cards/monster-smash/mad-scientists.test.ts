// Mad Scientists (docs/boxes/monster-smash.md §2.2): every card, its optional and no-target paths,
// and the edges its text invites (current power, controller ≠ owner, "your turn" with 3 players).

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../../cards/define.ts";
import madScientists from "../../../cards/monster-smash/mad-scientists.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import {
  allMinions,
  any,
  card,
  destroyChosen,
  destroyMinions,
  powerAtMost,
  registerFaction,
  returnChosen,
  targets,
} from "../../../src/engine/api.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

// A test-only faction: plain minions and the removal effects other factions would bring.
registerFaction(
  faction("scikit", "test", text("Mad Scientists test kit"), [
    minion({ id: "pawn", power: 2, count: 4, name: text("Kit Pawn"), text: text("No ability.") }),
    action({
      id: "gulp",
      count: 2,
      name: text("Kit Gulp"),
      text: text("Destroy a minion."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, any);
      },
    }),
    action({
      id: "cull",
      count: 1,
      name: text("Kit Cull"),
      text: text("Destroy every minion of power 2 or less."),
      *onPlay(ctx) {
        yield* destroyMinions(ctx, targets(ctx, "destroy", powerAtMost(ctx.g, 2), allMinions(ctx.g)));
      },
    }),
    action({
      id: "insulate",
      count: 1,
      name: text("Kit Insulate"),
      attach: "minion",
      text: text("Play on a minion. Ongoing: no card can place, remove or transfer its +1 power counters."),
      shield: (g, self, target, _ctx, kind) =>
        kind === "counter" && card(g, self).at === target ? "immune" : null,
    }),
    action({
      id: "aegis",
      count: 1,
      name: text("Kit Aegis"),
      attach: "minion",
      text: text("Play on a minion. Ongoing: destroy effects don't affect it."),
      shield: (g, self, target, _ctx, kind) =>
        kind === "destroy" && card(g, self).at === target ? "immune" : null,
    }),
    action({
      id: "bounce",
      count: 1,
      name: text("Kit Bounce"),
      text: text("Return a minion to its owner's hand."),
      *onPlay(ctx) {
        yield* returnChosen(ctx, any);
      },
    }),
  ]),
);

type F = [string, string];
type Minions = NonNullable<Scenario["bases"][number]["minions"]>;
type Actions = NonNullable<Scenario["bases"][number]["actions"]>;

const SCI: F = ["mad-scientists", "scikit"];
const FOE: F = ["scikit", "aliens"];

/** Jungle Oasis (12, no ability), Rhodes Plaza Mall (24) and Factory 436-1337 (25): nothing they
 * do happens outside scoring. */
function bases(oasis: Minions = [], mall: Minions = [], oasisActions: Actions = []): Scenario["bases"] {
  return [
    { id: "jungle-oasis", minions: oasis, actions: oasisActions },
    { id: "rhodes-plaza-mall", minions: mall },
    { id: "factory-436-1337" },
  ];
}

const counters = (t: TestTable, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const mine = (card: string, as: string, more: Partial<Minions[number]> = {}) => ({
  card,
  owner: 0,
  as,
  ...more,
});
const theirs = (card: string, as: string, more: Partial<Minions[number]> = {}) => ({
  card,
  owner: 1,
  as,
  ...more,
});
const PAWN = "scikit:pawn";
const IGOR = "mad-scientists:igor";

describe("Mad Scientists: the list", () => {
  it("has the 20 cards of the reference: ids, counts, power, attach and texts in both languages", () => {
    expect(madScientists.cards.map((c) => [c.id, c.type, c.power, c.count, c.attach ?? null])).toEqual([
      ["herr-doktor", "minion", 5, 1, null],
      ["the-monster", "minion", 4, 2, null],
      ["lab-assistant", "minion", 3, 3, null],
      ["igor", "minion", 2, 4, null],
      ["angry-mob", "action", 0, 1, null],
      ["blitzed", "action", 0, 1, null],
      ["body-shop", "action", 0, 1, null],
      ["german-engineering", "action", 0, 1, "base"],
      ["grave-situation", "action", 0, 1, "base"],
      ["its-alive", "action", 0, 2, null],
      ["jolt", "action", 0, 1, null],
      ["uberserum", "action", 0, 2, "minion"],
    ]);
    expect(madScientists.name).toEqual({ en: "Mad Scientists", fr: "Savants fous" });
    for (const c of madScientists.cards) {
      expect(c.box).toBe("monster-smash");
      expect(c.text.fr).not.toBe(c.text.en);
    }
  });
});

describe("Herr Doktor", () => {
  it("talent: a counter on another of your minions, on any base; itself and others' minions are not offered", () => {
    rules("TERM-TALENT", "COUNTER-1", "COUNTER-2");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases(
        [mine("mad-scientists:herr-doktor", "doktor"), mine(PAWN, "a"), theirs(PAWN, "foe")],
        [mine(IGOR, "b")],
      ),
    });
    t.act(0, "doktor").expectPrompt(0, "placeCounter");
    expect([t.offers("doktor"), t.offers("foe"), t.offers("a"), t.offers("b")]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    t.act(0, "b");
    expect([counters(t, "b"), t.power("b"), counters(t, "a"), counters(t, "doktor")]).toEqual([1, 3, 0, 0]);
    // Once per turn.
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("doktor")).toBe(false);
  });

  it("'your minions' are those you control: a borrowed minion counts, a lent one doesn't (TERM-YOURCARDS)", () => {
    rules("TERM-YOURCARDS");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases([
        mine("mad-scientists:herr-doktor", "doktor"),
        theirs(PAWN, "borrowed", { controller: 0 }),
        mine(PAWN, "lent", { controller: 1 }),
      ]),
    });
    // One minion to choose: it gets the counter at once.
    t.act(0, "doktor");
    expect([counters(t, "borrowed"), counters(t, "lent")]).toEqual([1, 0]);
  });

  it("is not offered when your only other minion can't get counters (COUNTER-7)", () => {
    rules("COUNTER-7");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases([
        mine("mad-scientists:herr-doktor", "doktor"),
        mine(PAWN, "a", { attached: [{ card: "scikit:insulate", owner: 0 }] }),
      ]),
    });
    expect(t.offers("doktor")).toBe(false);
  });

  it("is not offered without another minion of yours", () => {
    const t = table({
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases([mine("mad-scientists:herr-doktor", "doktor"), theirs(PAWN, "foe")]),
    });
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("doktor")).toBe(false);
  });
});

describe("The Monster", () => {
  const monster = (n: number) =>
    table({
      players: [{ factions: SCI, hand: [{ card: IGOR, as: "i1" }] }, { factions: FOE }],
      turn: { freeMinion: 0 },
      bases: bases([mine("mad-scientists:the-monster", "mon", { counters: n })]),
    });

  it("talent: remove a counter from it to play an extra minion, kept for later in the phase (TERM-TO, PLAY-9)", () => {
    rules("TERM-TO", "PLAY-9", "TERM-TALENT");
    const t = monster(2);
    expect(t.offers("i1@jungle-oasis")).toBe(false);
    t.act(0, "mon");
    expect([counters(t, "mon"), t.power("mon")]).toEqual([1, 5]);
    expect(t.prompt.kind).toBe("main");
    // The talent is used for this turn even with a counter left.
    expect(t.offers("mon")).toBe(false);
    t.act(0, "i1@rhodes-plaza-mall");
    expect(t.where("i1")).toBe("base:rhodes-plaza-mall");
  });

  it("is not offered without a counter to remove (OPEN-31)", () => {
    rules("OPEN-31");
    const t = monster(0);
    expect(t.offers("mon")).toBe(false);
  });

  it("on Standing Stones it may be used twice, each use paid with its own counter (MS-2)", () => {
    const stones = (n: number) =>
      table({
        baseBoxes: ["core", "monster-smash"],
        players: [
          {
            factions: SCI,
            hand: [
              { card: IGOR, as: "i1" },
              { card: IGOR, as: "i2" },
            ],
          },
          { factions: FOE },
        ],
        turn: { freeMinion: 0 },
        bases: [
          { id: "standing-stones", minions: [mine("mad-scientists:the-monster", "mon", { counters: n })] },
          { id: "jungle-oasis" },
          { id: "factory-436-1337" },
        ],
      });
    const t = stones(2);
    t.act(0, "mon").act(0, "mon").act(0, "i1@jungle-oasis").act(0, "i2@jungle-oasis");
    expect([counters(t, "mon"), t.where("i1"), t.where("i2")]).toEqual([
      0,
      "base:jungle-oasis",
      "base:jungle-oasis",
    ]);
    const u = stones(1);
    u.act(0, "mon");
    expect(u.offers("mon")).toBe(false);
  });

  it("one borrowed from another player pays with its own counter for its controller", () => {
    const t = table({
      players: [
        { factions: SCI, hand: [{ card: PAWN, as: "p" }] },
        { factions: ["mad-scientists", "aliens"] },
      ],
      turn: { freeMinion: 0 },
      bases: bases([theirs("mad-scientists:the-monster", "mon", { controller: 0, counters: 1 })]),
    });
    t.act(0, "mon").act(0, "p@jungle-oasis");
    expect([counters(t, "mon"), t.where("p")]).toEqual([0, "base:jungle-oasis"]);
  });
});

describe("Lab Assistant", () => {
  it("places a counter on another of your minions, any base, borrowed ones included", () => {
    rules("COUNTER-1", "TERM-YOURCARDS");
    const t = table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:lab-assistant", as: "lab" }] },
        { factions: FOE },
      ],
      bases: bases(
        [mine(IGOR, "a"), theirs(PAWN, "foe")],
        [mine(PAWN, "b"), theirs(PAWN, "borrowed", { controller: 0 })],
      ),
    });
    t.act(0, "lab@jungle-oasis").expectPrompt(0, "placeCounter");
    expect([t.offers("lab"), t.offers("foe"), t.offers("a"), t.offers("b"), t.offers("borrowed")]).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    t.act(0, "borrowed");
    expect([counters(t, "borrowed"), counters(t, "lab"), counters(t, "a")]).toEqual([1, 0, 0]);
  });

  it("a minion of yours that can't get counters is not offered (COUNTER-7)", () => {
    const t = table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:lab-assistant", as: "lab" }] },
        { factions: FOE },
      ],
      bases: bases([mine(IGOR, "a"), mine(PAWN, "b", { attached: [{ card: "scikit:insulate", owner: 0 }] })]),
    });
    t.act(0, "lab@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect([counters(t, "a"), counters(t, "b")]).toEqual([1, 0]);
  });

  it("with no other minion of yours, nothing happens (not even on itself)", () => {
    const t = table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:lab-assistant", as: "lab" }] },
        { factions: FOE },
      ],
      bases: bases([theirs(PAWN, "foe")]),
    });
    t.act(0, "lab@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect([counters(t, "lab"), counters(t, "foe")]).toEqual([0, 0]);
  });
});

describe("Igor", () => {
  const igorTable = (hand: string, igor: Partial<Minions[number]> = {}, extra: Minions = []) =>
    table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: hand, as: "fx" }] }],
      active: 1,
      bases: bases(
        [mine(IGOR, "igor", igor), mine(PAWN, "near"), theirs("aliens:invader", "foe"), ...extra],
        [mine("mad-scientists:lab-assistant", "far")],
      ),
    });

  it("destroyed in another player's turn: its controller places a counter on one of their minions (MS-4)", () => {
    rules("TERM-DESTROY", "COUNTER-1");
    const t = igorTable("scikit:gulp");
    t.act(1, "fx").act(1, "igor").expectPrompt(0, "placeCounter");
    expect([t.offers("near"), t.offers("far"), t.offers("foe"), t.offers("igor")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "far");
    expect([counters(t, "far"), t.where("igor")]).toEqual([1, "discard:0"]);
  });

  it("discarded when its base scores: a counter on one of your minions still in play (SCORE-16)", () => {
    rules("SCORE-16", "CARD-DAME-AU-BOULEAU", "TERM-DISCARD");
    const t = table({
      phase: "score",
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases(
        [mine(IGOR, "igor", { counters: 10 }), mine(PAWN, "here")],
        [mine(PAWN, "there"), mine(IGOR, "there2"), theirs(PAWN, "foe")],
      ),
    });
    t.expectPrompt(0, "placeCounter");
    expect([t.offers("here"), t.offers("foe"), t.offers("there"), t.offers("there2")]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    t.act(0, "there");
    expect([counters(t, "there"), t.where("igor"), t.where("here")]).toEqual([1, "discard:0", "discard:0"]);
  });

  it("a minion of its controller that can't get counters is not offered (COUNTER-7)", () => {
    const t = igorTable("scikit:gulp", {}, [
      mine(PAWN, "shielded", { attached: [{ card: "scikit:insulate", owner: 0 }] }),
    ]);
    t.act(1, "fx").act(1, "igor").expectPrompt(0, "placeCounter");
    expect([t.offers("near"), t.offers("far"), t.offers("shielded")]).toEqual([true, true, false]);
  });

  it("returned to its owner's hand is neither destroyed nor discarded: nothing (TERM-RETURN)", () => {
    rules("TERM-RETURN");
    const t = igorTable("scikit:bounce");
    t.act(1, "fx").act(1, "igor");
    expect(t.where("igor")).toBe("hand:0");
    expect(t.prompt.kind).toBe("main");
    expect([counters(t, "near"), counters(t, "far")]).toEqual([0, 0]);
  });

  it("destroyed together with its controller's other minions: nothing left to place it on", () => {
    const t = table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: "scikit:cull", as: "fx" }] }],
      active: 1,
      bases: bases([mine(IGOR, "igor"), mine(PAWN, "near"), theirs("aliens:invader", "foe")]),
    });
    t.act(1, "fx");
    expect([t.where("igor"), t.where("near"), counters(t, "foe")]).toEqual(["discard:0", "discard:0", 0]);
    expect(t.prompt.kind).toBe("main");
  });

  it("two Igors destroyed together give a counter each", () => {
    const t = igorTable("scikit:cull", {}, [mine(IGOR, "igor2")]);
    t.act(1, "fx");
    // Only the Lab Assistant (3) survives the cull: each counter lands there.
    expect(counters(t, "far")).toBe(2);
    expect(t.prompt.kind).toBe("main");
  });

  it("controlled by another player: that player places the counter, on their own minion (TERM-YOU)", () => {
    rules("TERM-YOU");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: "scikit:gulp", as: "fx" }] }],
      active: 1,
      bases: bases([
        mine(IGOR, "igor", { controller: 1 }),
        mine(PAWN, "near"),
        theirs("aliens:invader", "foe"),
      ]),
    });
    t.act(1, "fx").act(1, "igor");
    expect([counters(t, "foe"), counters(t, "near"), t.where("igor")]).toEqual([1, 0, "discard:0"]);
  });
});

describe("Angry Mob", () => {
  const mob = (oasis: Minions) =>
    table({
      players: [
        {
          factions: SCI,
          hand: [
            { card: "mad-scientists:angry-mob", as: "mob" },
            { card: IGOR, as: "h1" },
            { card: "mad-scientists:jolt", as: "h2" },
            { card: PAWN, as: "h3" },
          ],
        },
        { factions: FOE },
      ],
      bases: bases(oasis, [mine(IGOR, "b")]),
    });

  it("one counter on the chosen minion per card put on the bottom of the deck, in the order chosen (MS-12)", () => {
    rules("TERM-PLACE", "COUNTER-1");
    const t = mob([mine(PAWN, "a"), theirs(PAWN, "foe"), theirs(PAWN, "borrowed", { controller: 0 })]);
    t.act(0, "mob").expectPrompt(0, "chooseOwnMinion");
    expect([t.offers("a"), t.offers("b"), t.offers("borrowed"), t.offers("foe")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    t.act(0, "b").expectPrompt(0, "handToDeckBottom").act(0, "h3", "h1");
    expect([counters(t, "b"), counters(t, "a")]).toEqual([2, 0]);
    expect(t.hand(0)).toEqual([t.uid("h2")]);
    expect(t.g.players[0]?.deck.slice(-2)).toEqual([t.uid("h3"), t.uid("h1")]);
  });

  it("a minion of yours that can't get counters from it is not offered (COUNTER-7)", () => {
    rules("COUNTER-7", "TERM-AFFECT");
    const t = mob([mine(PAWN, "a", { attached: [{ card: "scikit:insulate", owner: 1 }] }), mine(PAWN, "c")]);
    t.act(0, "mob").expectPrompt(0, "chooseOwnMinion");
    expect([t.offers("a"), t.offers("b"), t.offers("c")]).toEqual([false, true, true]);
  });

  it("putting no card is allowed: no counter (CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = mob([mine(PAWN, "a")]);
    t.act(0, "mob").act(0, "a").act(0);
    expect([counters(t, "a"), counters(t, "b"), t.hand(0).length]).toEqual([0, 0, 3]);
  });

  it("without a minion of yours, cards may still go under the deck; no counter lands anywhere", () => {
    const t = table({
      players: [
        {
          factions: SCI,
          hand: [
            { card: "mad-scientists:angry-mob", as: "mob" },
            { card: IGOR, as: "h1" },
          ],
        },
        { factions: FOE },
      ],
      bases: bases([theirs(PAWN, "foe")]),
    });
    t.act(0, "mob").expectPrompt(0, "handToDeckBottom").act(0, "h1");
    expect([t.where("h1"), counters(t, "foe")]).toEqual(["deck:0", 0]);
    expect(t.g.players[0]?.deck.at(-1)).toBe(t.uid("h1"));
  });
});

describe("Blitzed", () => {
  const blitz = (oasis: Minions, mall: Minions, lasting: Scenario["lasting"] = []) =>
    table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:blitzed", as: "blitz" }] },
        { factions: FOE },
      ],
      bases: bases(oasis, mall),
      lasting,
    });

  it("removes counters from your minions, then destroys a minion whose current power is at most that number", () => {
    rules("TERM-POWER", "COUNTER-7");
    const t = blitz(
      [mine(IGOR, "a", { counters: 2 }), mine(PAWN, "b", { counters: 1 })],
      [
        theirs("aliens:invader", "three"),
        theirs("aliens:supreme-overlord", "weak", {}),
        theirs(PAWN, "strong", { counters: 2 }),
      ],
      [{ power: "weak", amount: -2 }],
    );
    t.act(0, "blitz").expectPrompt(0, "removeCounters");
    // Another player's counters are not yours to remove.
    expect(t.offers("strong")).toBe(false);
    t.act(0, "a").expectPrompt(0, "counterCount").act(0, "label:2");
    t.act(0, "b");
    // Three removed: Igor and the pawn, now at 2, are targets too; the pawn with counters (4) is not.
    t.expectPrompt(0, "destroy");
    expect([t.offers("a"), t.offers("b"), t.offers("three"), t.offers("weak"), t.offers("strong")]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    t.act(0, "weak");
    expect([t.where("weak"), counters(t, "a"), counters(t, "b")]).toEqual(["discard:1", 0, 0]);
  });

  it("stopping early counts only what was removed", () => {
    const t = blitz(
      [mine(IGOR, "a", { counters: 3 })],
      [theirs("aliens:invader", "three"), theirs(PAWN, "two")],
    );
    t.act(0, "blitz").act(0, "a").act(0, "label:2");
    // Igor, the only source, was used; two removed: only the pawn (2) fits, Igor is at 3.
    expect([t.where("two"), t.where("three"), t.where("a"), counters(t, "a")]).toEqual([
      "discard:1",
      "base:rhodes-plaza-mall",
      "base:jungle-oasis",
      1,
    ]);
  });

  it("not a 'to': with nothing removed, a power-0 minion is still destroyed, at once when it is the only one", () => {
    rules("TERM-TO", "CONFLICT-6");
    const t = blitz(
      [mine(PAWN, "a")],
      [theirs(PAWN, "zero"), theirs(PAWN, "two")],
      [{ power: "zero", amount: -2 }],
    );
    t.act(0, "blitz");
    expect([t.where("zero"), t.where("two"), t.where("a")]).toEqual([
      "discard:1",
      "base:rhodes-plaza-mall",
      "base:jungle-oasis",
    ]);
  });

  it("with no minion weak enough, nothing is destroyed", () => {
    const t = blitz([mine(PAWN, "a", { counters: 1 })], [theirs("aliens:invader", "three")]);
    t.act(0, "blitz").act(0, "a");
    expect(t.where("three")).toBe("base:rhodes-plaza-mall");
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Body Shop", () => {
  const shop = (oasis: Minions, mall: Minions = []) =>
    table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:body-shop", as: "shop" }] },
        { factions: FOE },
      ],
      bases: bases(oasis, mall),
    });

  it("destroys one of your minions and places as many counters as its current power, split as you choose", () => {
    rules("TERM-POWER", "COUNTER-1");
    const t = shop(
      [mine("mad-scientists:lab-assistant", "victim", { counters: 2 }), mine(IGOR, "x")],
      [mine(PAWN, "y"), theirs(PAWN, "foe")],
    );
    t.act(0, "shop").expectPrompt(0, "destroy");
    expect([t.offers("victim"), t.offers("x"), t.offers("y"), t.offers("foe")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    t.act(0, "victim").expectPrompt(0, "placeCounter");
    expect(t.where("victim")).toBe("discard:0");
    expect(t.offers("foe")).toBe(false);
    t.act(0, "x").expectPrompt(0, "counterCount");
    // Power 3 + 2 counters: five to place.
    expect(t.prompt.options.map((o) => o.label)).toEqual(["1", "2", "3", "4", "5"]);
    t.act(0, "label:2").act(0, "y").act(0, "label:3");
    expect([counters(t, "x"), counters(t, "y"), counters(t, "foe")]).toEqual([2, 3, 0]);
    expect(t.prompt.kind).toBe("main");
  });

  it("not a 'to': a minion that can't be destroyed stays, and the counters are still placed (§4)", () => {
    rules("CONFLICT-5", "TERM-TO");
    const t = shop([
      mine(PAWN, "victim", { attached: [{ card: "mad-scientists:uberserum", owner: 0 }] }),
      theirs(PAWN, "foe"),
    ]);
    t.act(0, "shop");
    // Its only minion: destroyed at once (it isn't), then both counters on it.
    t.act(0, "label:2");
    expect([t.where("victim"), counters(t, "victim"), counters(t, "foe")]).toEqual([
      "base:jungle-oasis",
      2,
      0,
    ]);
  });

  it("a minion of yours that its effects can't affect is not offered (TERM-AFFECT)", () => {
    rules("TERM-AFFECT");
    const t = shop([
      mine(PAWN, "victim"),
      mine(IGOR, "warded", { attached: [{ card: "scikit:aegis", owner: 0 }] }),
    ]);
    // One minion to destroy: no question. Its 2 counters go on the one left.
    t.act(0, "shop").act(0, "label:2");
    expect([t.where("victim"), t.where("warded"), counters(t, "warded")]).toEqual([
      "discard:0",
      "base:jungle-oasis",
      2,
    ]);
  });

  it("destroying your last minion leaves nowhere to place the counters; with no minion of yours, nothing", () => {
    const t = shop([mine(PAWN, "victim"), theirs(PAWN, "foe")]);
    t.act(0, "shop");
    expect([t.where("victim"), counters(t, "foe")]).toEqual(["discard:0", 0]);
    expect(t.prompt.kind).toBe("main");
    const none = shop([theirs(PAWN, "foe")]);
    none.act(0, "shop");
    expect([none.where("foe"), counters(none, "foe"), none.where("shop")]).toEqual([
      "base:jungle-oasis",
      0,
      "discard:0",
    ]);
  });
});

describe("German Engineering", () => {
  it("after you play a minion here, a counter on it; not elsewhere", () => {
    rules("TERM-AFTER", "TERM-ATTACH");
    const t = table({
      players: [
        {
          factions: SCI,
          hand: [
            { card: "mad-scientists:german-engineering", as: "ge" },
            { card: IGOR, as: "i1" },
            { card: IGOR, as: "i2" },
          ],
        },
        { factions: FOE },
      ],
      turn: { extras: [{ kind: "minion", source: "test" }] },
      bases: bases(),
    });
    t.act(0, "ge@jungle-oasis").act(0, "i1@jungle-oasis").act(0, "i2@rhodes-plaza-mall");
    expect([counters(t, "i1"), t.power("i1"), counters(t, "i2"), counters(t, "ge")]).toEqual([1, 3, 0, 0]);
  });

  it("'you' is its controller: another player's minion played here gets none, the controller's does", () => {
    rules("TERM-YOU", "TERM-CONTROL");
    const spec = (controller: number): Scenario => ({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: PAWN, as: "p" }] }],
      active: 1,
      bases: bases([], [], [{ card: "mad-scientists:german-engineering", owner: 0, controller }]),
    });
    const owners = table(spec(0));
    owners.act(1, "p@jungle-oasis");
    expect(counters(owners, "p")).toBe(0);
    const controllers = table(spec(1));
    controllers.act(1, "p@jungle-oasis");
    expect(counters(controllers, "p")).toBe(1);
  });

  it("adds to IT'S ALIVE!'s counter on an extra minion played here", () => {
    const t = table({
      players: [
        {
          factions: SCI,
          hand: [
            { card: "mad-scientists:its-alive", as: "alive" },
            { card: IGOR, as: "i1" },
          ],
        },
        { factions: FOE },
      ],
      bases: bases([], [], [{ card: "mad-scientists:german-engineering", owner: 0 }]),
    });
    t.act(0, "alive").act(0, "i1@jungle-oasis");
    expect([counters(t, "i1"), t.power("i1")]).toEqual([2, 4]);
  });
});

describe("Grave Situation", () => {
  const grave = (target: string, on = "jungle-oasis") =>
    table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: "scikit:gulp", as: "fx" }] }],
      active: 1,
      bases: [
        {
          id: on,
          actions: [{ card: "mad-scientists:grave-situation", owner: 0 }],
          minions: [
            mine(PAWN, "own"),
            theirs(PAWN, "borrowed", { controller: 0 }),
            mine(PAWN, "lent", { controller: 1 }),
            theirs("aliens:invader", "foe"),
            mine(IGOR, "igor"),
          ],
        },
        { id: "rhodes-plaza-mall", minions: [mine(PAWN, "away")] },
        { id: "factory-436-1337" },
      ],
    })
      .act(1, "fx")
      .act(1, target);

  it.each([
    ["own", "hand:0"],
    ["borrowed", "hand:1"],
    ["lent", "discard:0"],
    ["foe", "discard:1"],
    ["away", "discard:0"],
  ])(
    "a destroyed %s minion goes to %s (its controller's minions here only; the owner's hand, CONFLICT-11)",
    (who, to) => {
      rules("CONFLICT-11", "TERM-DESTROY");
      const t = grave(who);
      expect(t.where(who)).toBe(to);
    },
  );

  it("it was still destroyed: Igor's ability happens (MS-3)", () => {
    const t = grave("igor");
    expect(t.where("igor")).toBe("hand:0");
    t.expectPrompt(0, "placeCounter").act(0, "away");
    expect(counters(t, "away")).toBe(1);
  });

  it("on Tar Pits, the minion in hand is not found in the discard pile: it stays in hand", () => {
    const t = grave("own", "tar-pits");
    expect(t.where("own")).toBe("hand:0");
  });

  it("minions discarded when the base scores go to the discard pile (SCORE-16)", () => {
    rules("SCORE-16");
    const t = table({
      phase: "score",
      players: [{ factions: SCI }, { factions: FOE }],
      bases: bases(
        [mine("mad-scientists:herr-doktor", "doktor", { counters: 7 })],
        [],
        [{ card: "mad-scientists:grave-situation", owner: 0, as: "gs" }],
      ),
    });
    expect([t.where("doktor"), t.where("gs"), t.vp(0)]).toEqual(["discard:0", "discard:0", 2]);
  });
});

describe("IT'S ALIVE!", () => {
  const alive = (hand: { card: string; as: string }[], freeMinion = 1) =>
    table({
      players: [
        { factions: SCI, hand: [{ card: "mad-scientists:its-alive", as: "alive" }, ...hand] },
        { factions: FOE },
      ],
      turn: { freeMinion },
      bases: bases([mine(PAWN, "a")]),
    });

  it("plays an extra minion now, its own ability first, then a counter on it; the free play stays (PLAY-9)", () => {
    rules("PLAY-9", "PLAY-10", "COUNTER-1");
    const t = alive([
      { card: "mad-scientists:lab-assistant", as: "lab" },
      { card: IGOR, as: "i" },
    ]);
    t.act(0, "alive").expectPrompt(0, "playExtraMinion").act(0, "lab@rhodes-plaza-mall");
    // Lab Assistant's counter went on the only other minion before the card got its own.
    expect([counters(t, "a"), counters(t, "lab"), t.power("lab")]).toEqual([1, 1, 4]);
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("i@jungle-oasis")).toBe(true);
  });

  it("declined, the extra is lost (now or never) and no counter is placed", () => {
    const t = alive([{ card: IGOR, as: "i" }], 0);
    t.act(0, "alive").act(0);
    expect([t.where("i"), counters(t, "a")]).toEqual(["hand:0", 0]);
    expect(t.offers("i@jungle-oasis")).toBe(false);
  });

  it("with no minion in hand, nothing happens", () => {
    const t = alive([]);
    t.act(0, "alive");
    expect(counters(t, "a")).toBe(0);
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Jolt", () => {
  it("a counter on each minion you control, on every base; none on the others'", () => {
    rules("TERM-YOURCARDS", "COUNTER-2");
    const t = table({
      players: [{ factions: SCI, hand: [{ card: "mad-scientists:jolt", as: "jolt" }] }, { factions: FOE }],
      bases: bases(
        [mine(PAWN, "a"), theirs(PAWN, "foe"), theirs(PAWN, "borrowed", { controller: 0 })],
        [mine(IGOR, "b", { counters: 1 }), mine(PAWN, "lent", { controller: 1 })],
      ),
    });
    t.act(0, "jolt");
    expect(["a", "b", "borrowed", "foe", "lent"].map((x) => counters(t, x))).toEqual([1, 2, 1, 0, 0]);
    expect(t.power("b")).toBe(4);
  });

  it("with no minion of yours, nothing", () => {
    const t = table({
      players: [{ factions: SCI, hand: [{ card: "mad-scientists:jolt", as: "jolt" }] }, { factions: FOE }],
      bases: bases([theirs(PAWN, "foe")]),
    });
    t.act(0, "jolt");
    expect([counters(t, "foe"), t.where("jolt")]).toEqual([0, "discard:0"]);
  });
});

describe("Überserum", () => {
  it("goes on any minion; that minion can't be destroyed, it stays a legal target (CONFLICT-5, CONFLICT-10)", () => {
    rules("CONFLICT-5", "CONFLICT-10");
    const t = table({
      players: [
        {
          factions: SCI,
          hand: [
            { card: "mad-scientists:uberserum", as: "serum" },
            { card: "scikit:gulp", as: "gulp" },
            { card: "scikit:gulp", as: "gulp2" },
          ],
        },
        { factions: FOE },
      ],
      turn: {
        extras: [
          { kind: "action", source: "test" },
          { kind: "action", source: "test" },
        ],
      },
      bases: bases([theirs("aliens:invader", "host"), theirs(PAWN, "other")]),
    });
    t.act(0, "serum@host");
    expect(t.where("serum")).toBe("attached:host");
    t.act(0, "gulp").expectPrompt(0, "destroy");
    expect(t.offers("host")).toBe(true);
    t.act(0, "host");
    expect(t.where("host")).toBe("base:jungle-oasis");
    expect(t.g.log.some((e) => e.k === "indestructible")).toBe(true);
    t.act(0, "gulp2").act(0, "other");
    expect(t.where("other")).toBe("discard:1");
  });

  const start = (active: number) =>
    table({
      phase: "start",
      active,
      players: [{ factions: SCI }, { factions: FOE }, { factions: ["mad-scientists", "aliens"] }],
      bases: bases([
        theirs(PAWN, "host", {
          attached: [{ card: "mad-scientists:uberserum", owner: 2, controller: 0, as: "serum" }],
        }),
        mine(PAWN, "bystander"),
      ]),
    });

  it("at the start of its controller's turn, a counter on its host, whoever controls the host (START-1)", () => {
    rules("START-1", "TERM-CONTROL");
    const t = start(0);
    expect([counters(t, "host"), t.power("host"), counters(t, "bystander"), counters(t, "serum")]).toEqual([
      1, 3, 0, 0,
    ]);
  });

  it.each([1, 2])("not at the start of seat %i's turn (the host's controller, the serum's owner)", (seat) => {
    const t = start(seat);
    expect(counters(t, "host")).toBe(0);
  });

  it("its host leaving play takes it along, and it gives no counter after that (COUNTER-5)", () => {
    rules("COUNTER-5", "CONFLICT-12");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: "scikit:bounce", as: "fx" }] }],
      active: 1,
      bases: bases([
        mine(PAWN, "host", {
          counters: 2,
          attached: [{ card: "mad-scientists:uberserum", owner: 0, as: "serum" }],
        }),
      ]),
    });
    t.act(1, "fx");
    expect([t.where("host"), t.where("serum"), counters(t, "host")]).toEqual(["hand:0", "discard:0", 0]);
  });
});

describe("Ordering with other abilities (ORDER-5, CONFLICT-4)", () => {
  /** The labels of the pending order prompt, sorted. */
  const order = (t: TestTable) => {
    t.expectPrompt(t.prompt.seat, "orderTriggers");
    return t.prompt.options.map((o) => o.label).sort();
  };

  it("Igor destroyed on Cave of Shinies: the active player, not Igor's, orders the two abilities, named", () => {
    rules("ORDER-5", "CONFLICT-4");
    const t = table({
      players: [{ factions: SCI }, { factions: FOE, hand: [{ card: "scikit:gulp", as: "fx" }] }],
      active: 1,
      bases: [
        { id: "cave-of-shinies", minions: [mine(IGOR, "igor")] },
        { id: "jungle-oasis", minions: [mine(PAWN, "a")] },
        { id: "factory-436-1337" },
      ],
    });
    t.act(1, "fx").act(1, "igor").expectPrompt(1, "orderTriggers");
    expect(order(t)).toEqual(["base:cave-of-shinies", "mad-scientists:igor"]);
  });

  it("German Engineering on The Homeworld", () => {
    const t = table({
      players: [{ factions: SCI, hand: [{ card: PAWN, as: "p" }] }, { factions: FOE }],
      bases: [
        { id: "the-homeworld", actions: [{ card: "mad-scientists:german-engineering", owner: 0 }] },
        { id: "jungle-oasis" },
        { id: "factory-436-1337" },
      ],
    });
    t.act(0, "p@the-homeworld");
    expect(order(t)).toEqual(["base:the-homeworld", "mad-scientists:german-engineering"]);
  });

  it("Überserum and Mushroom Kingdom at the start of the turn", () => {
    const t = table({
      phase: "start",
      players: [{ factions: SCI }, { factions: FOE }],
      bases: [
        {
          id: "mushroom-kingdom",
          minions: [mine(PAWN, "host", { attached: [{ card: "mad-scientists:uberserum", owner: 0 }] })],
        },
        { id: "jungle-oasis", minions: [theirs(PAWN, "foe")] },
        { id: "factory-436-1337" },
      ],
    });
    expect(order(t)).toEqual(["base:mushroom-kingdom", "mad-scientists:uberserum"]);
  });
});

// Smash Up All Stars (docs/boxes/big-geeky-box.md §2.2): every card, its optional and no-target
// paths, and the edges its text invites (current vs printed power, controller ≠ owner, "another
// player" with your own cards in reach, exact counts, same name but a card of its own).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import bgbBases from "../../../cards/big-geeky-box/bases.ts";
import allStars from "../../../cards/big-geeky-box/smash-up-all-stars.ts";
import { action, faction, minion } from "../../../cards/define.ts";
import { runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import {
  card,
  cardDef,
  destroyChosen,
  powerAtMost,
  registerBases,
  registerFaction,
} from "../../../src/engine/api.ts";
import { rules, type TestTable, table } from "../../harness/table.ts";

// The box is registered by the lead at the end; until then the tests register what they use.
registerFaction(allStars);
registerBases(bgbBases);

const text = (en: string) => ({ en, fr: en });
/** A test-only card protecting its host minion against one kind of effect only. */
const guard = (id: string, kind: string) =>
  action({
    id,
    count: 2,
    attach: "minion",
    name: text(`Kit ${id}`),
    text: text(`Play on a minion. Ongoing: it is not affected by ${kind} effects.`),
    shield: (g, self, target, _ctx, k) => (k === kind && card(g, self).at === target ? "immune" : null),
  });
// Protections that tell one kind of effect from another, which no printed card of these boxes does.
registerFaction(
  faction("askit", "test", text("All Stars test kit"), [
    guard("insulate", "counter"),
    guard("no-pump", "power"),
    guard("anchor", "move"),
    minion({
      id: "sniper",
      power: 1,
      count: 1,
      name: text("Kit Sniper"),
      text: text("Talent: destroy a minion of power 2 or less."),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          yield* destroyChosen(ctx, powerAtMost(ctx.g, 2));
        },
      },
    }),
  ]),
);

/** This faction's scenarios of docs/boxes/big-geeky-box.md §3. They live apart from
 * test/scenarios/*.json, which test/engine/scenarios.test.ts runs with the registered boxes only. */
const SCENARIOS = [
  "bgb-same-name-faction.json",
  "bgb-con-same-name.json",
  "bgb-ensign-redirect.json",
  "bgb-ensign-legal.json",
];

describe("Smash Up All Stars: scenarios", () => {
  it.each(SCENARIOS)("%s", (file) => {
    const path = join(import.meta.dirname, "..", "..", "scenarios", "big-geeky-box", file);
    const outcome = runScenario(JSON.parse(readFileSync(path, "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

type F = [string, string];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Card = { card: string; as: string };

// Seat 0 plays the All Stars; seats 1 and 2 are the others.
const AS: F = ["smash-up-all-stars", "ninjas"];
const P1: F = ["pirates", "aliens"];
const P2: F = ["dinosaurs", "robots"];
const as = (id: string) => `smash-up-all-stars:${id}`;
const h = (card: string, alias: string): Card => ({ card, as: alias });
const m = (card: string, owner: number, alias: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as: alias,
  ...extra,
});
const counters = (t: TestTable, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const deckTop = (t: TestTable, seat: number, n: number) => t.g.players[seat]?.deck.slice(0, n) ?? [];
/** Takes every card of a deck but `keep` out of the game (test only): "nothing left to draw". */
function emptyDeck(t: TestTable, seat: number, keep: string[] = []): void {
  const deck = t.g.players[seat]?.deck ?? [];
  const kept = keep.map((a) => t.uid(a));
  for (const u of deck.splice(0)) {
    const c = t.g.cards[u];
    if (kept.includes(u)) deck.push(u);
    else if (c) c.zone = "removed";
  }
}

/** Three players on four plain bases (Jungle Oasis, Factory, Great Library, Rhodes Plaza Mall):
 * none of them acts during a play phase. */
function tbl(spec: {
  hand?: Card[];
  deck?: Card[];
  discard?: Card[];
  oasis?: Minion[];
  factory?: Minion[];
  library?: Minion[];
  hand1?: Card[];
  deck1?: Card[];
  active?: number;
  phase?: Scenario["phase"];
  players?: number;
  turn?: Scenario["turn"];
  lasting?: Scenario["lasting"];
  oasisActions?: NonNullable<Scenario["bases"][number]["actions"]>;
}): TestTable {
  const players: Scenario["players"] = [
    { factions: AS, hand: spec.hand ?? [], deck: spec.deck ?? [], discard: spec.discard ?? [] },
    { factions: P1, hand: spec.hand1 ?? [], deck: spec.deck1 ?? [] },
    { factions: P2 },
  ];
  return table({
    active: spec.active ?? 0,
    phase: spec.phase ?? "play",
    players: players.slice(0, spec.players ?? 3),
    turn: spec.turn ?? {},
    lasting: spec.lasting ?? [],
    bases: [
      { id: "jungle-oasis", minions: spec.oasis ?? [], actions: spec.oasisActions ?? [] },
      { id: "factory-436-1337", minions: spec.factory ?? [] },
      { id: "the-great-library", minions: spec.library ?? [] },
      { id: "rhodes-plaza-mall" },
    ],
  });
}

describe("Smash Up All Stars: the list", () => {
  it("has the reference's 20 single cards: ids, types, printed power and counts", () => {
    expect(allStars.cards.map((c) => [c.key, c.type, c.power, c.count])).toEqual([
      ["smash-up-all-stars:king-rex", "minion", 7, 1],
      ["smash-up-all-stars:granny", "minion", 4, 1],
      ["smash-up-all-stars:gelf", "minion", 4, 1],
      ["smash-up-all-stars:imperial-dragon", "minion", 3, 1],
      ["smash-up-all-stars:lab-assistant", "minion", 3, 1],
      ["smash-up-all-stars:puck", "minion", 3, 1],
      ["smash-up-all-stars:ensign", "minion", 2, 1],
      ["smash-up-all-stars:fan", "minion", 2, 1],
      ["smash-up-all-stars:servitor-of-cthulhu", "minion", 2, 1],
      ["smash-up-all-stars:sprout", "minion", 2, 1],
      ["smash-up-all-stars:begin-the-summoning", "action", 0, 1],
      ["smash-up-all-stars:favor-of-dionysus", "action", 0, 1],
      ["smash-up-all-stars:friendship-power", "action", 0, 1],
      ["smash-up-all-stars:full-moon", "action", 0, 1],
      ["smash-up-all-stars:ghostly-arrival", "action", 0, 1],
      ["smash-up-all-stars:its-astounding", "action", 0, 1],
      ["smash-up-all-stars:non-infinite-loop", "action", 0, 1],
      ["smash-up-all-stars:prepare-for-battle", "action", 0, 1],
      ["smash-up-all-stars:seeing-stars", "action", 0, 1],
      ["smash-up-all-stars:square-deal", "action", 0, 1],
    ]);
    expect(allStars.name).toEqual({ en: "Smash Up All Stars", fr: "Dream Team" });
    expect(allStars.box).toBe("big-geeky-box");
    expect(allStars.cards.filter((c) => c.attach).map((c) => [c.id, c.attach])).toEqual([
      ["full-moon", "base"],
    ]);
    for (const c of allStars.cards) {
      expect(c.faction).toBe("smash-up-all-stars");
      expect(c.box).toBe("big-geeky-box");
      expect(c.text.en.length, c.id).toBeGreaterThan(0);
      expect(c.text.fr.length, c.id).toBeGreaterThan(0);
    }
  });

  it("the reprints are cards of their own, with the name of the other faction's card (BGB-6)", () => {
    rules("SETUP-2");
    for (const [id, other] of [
      ["king-rex", "dinosaurs:king-rex"],
      ["seeing-stars", "ninjas:seeing-stars"],
      ["lab-assistant", "mad-scientists:lab-assistant"],
      ["full-moon", "werewolves:full-moon"],
    ] as const) {
      const mine = cardDef(as(id));
      expect(mine.faction).toBe("smash-up-all-stars");
      expect(cardDef(other).faction).not.toBe("smash-up-all-stars");
      expect(mine.name.en).toBe(cardDef(other).name.en);
    }
  });
});

// ---------------------------------------------------------------------------
// Minions

describe("King Rex", () => {
  it("has no ability: played, nothing is asked", () => {
    const t = tbl({ hand: [h(as("king-rex"), "rex")] });
    t.act(0, "rex@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(t.power("rex")).toBe(7);
  });

  it("is an All Stars card: Block the Path naming Dinosaurs doesn't stop it, while the Dinosaurs' King Rex is stopped (SETUP-2, BGB-6)", () => {
    rules("SETUP-2");
    const t = table({
      players: [
        {
          factions: ["smash-up-all-stars", "dinosaurs"],
          hand: [h(as("king-rex"), "rex"), h("dinosaurs:king-rex", "dino")],
        },
        { factions: ["tricksters", "aliens"] },
      ],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "tricksters:block-the-path", owner: 1, memo: "dinosaurs" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    expect(t.offers("rex@jungle-oasis")).toBe(true);
    expect(t.offers("dino@jungle-oasis")).toBe(false);
    expect(t.offers("dino@tar-pits")).toBe(true);
  });
});

describe("Granny", () => {
  const deck = [h("ninjas:shinobi", "d1"), h("ninjas:poison", "d2"), h("ninjas:disguise", "d3")];

  it("talent: looks at the top card, shown to its player only, and may put it on the bottom (TERM-LOOK, TERM-TALENT)", () => {
    rules("TERM-LOOK", "TERM-TALENT");
    const t = tbl({ deck, oasis: [m(as("granny"), 0, "granny")] });
    t.act(0, "granny").expectPrompt(0, "deckBottom");
    const seen = t.g.log.filter((e) => e.k === "seeCard");
    expect(seen.map((e) => [e.p[0], e.to])).toEqual([[t.uid("d1"), 0]]);
    t.act(0, "yes");
    // The others see that a card was looked at, not which, nor where it went.
    const named = t.g.log.filter(
      (e) => e.to === -1 && ["placeTop", "placeBottom", "reveal", "seeCard"].includes(e.k),
    );
    expect(named).toEqual([]);
    expect(t.g.log.some((e) => e.k === "lookTop" && e.to === -1)).toBe(true);
    expect(deckTop(t, 0, 2)).toEqual([t.uid("d2"), t.uid("d3")]);
    expect(t.g.players[0]?.deck.at(-1)).toBe(t.uid("d1"));
    // Once per turn.
    expect(t.offers("granny")).toBe(false);
  });

  it("or leave it on top", () => {
    const t = tbl({ deck, oasis: [m(as("granny"), 0, "granny")] });
    t.act(0, "granny").act(0, "no");
    expect(deckTop(t, 0, 3)).toEqual([t.uid("d1"), t.uid("d2"), t.uid("d3")]);
  });

  it("with an empty deck, the discard pile is shuffled into a new deck first (DECK-1)", () => {
    rules("DECK-1");
    const t = tbl({ discard: [h("ninjas:poison", "x")], oasis: [m(as("granny"), 0, "granny")] });
    // The whole deck out of the way: the discard pile is all that is left.
    emptyDeck(t, 0);
    t.act(0, "granny").expectPrompt(0, "deckBottom");
    // Looked at: it waits aside until its place is chosen.
    expect(t.where("x")).toBe("limbo");
    t.act(0, "no");
    // Nothing to look at when deck and discard are both empty: no question.
    const u = tbl({ oasis: [m(as("granny"), 0, "granny")] });
    emptyDeck(u, 0);
    u.act(0, "granny");
    expect(u.prompt.kind).toBe("main");
  });
});

describe("G.E.L.F.", () => {
  const deck = [
    h("ninjas:ninja-master", "five"),
    h("ninjas:tiger-assassin", "four"),
    h(as("king-rex"), "rex"),
    h("ninjas:poison", "act"),
  ];

  it("talent: finds a minion of printed power 4 or less, shuffles itself into its deck and plays the found one here as an extra (DECK-4, PLAY-9)", () => {
    rules("DECK-4", "PLAY-9", "TERM-TALENT");
    const t = tbl({ deck, hand: [h("ninjas:shinobi", "held")], factory: [m(as("gelf"), 0, "gelf")] });
    t.act(0, "gelf").expectPrompt(0, "searchMinion");
    expect([t.offers("four"), t.offers("five"), t.offers("rex"), t.offers("act"), t.offers("gelf")]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    // Searched first: it is still in play meanwhile.
    expect(t.where("gelf")).toBe("base:factory-436-1337");
    t.act(0, "four");
    expect(t.where("four")).toBe("base:factory-436-1337");
    expect(t.where("gelf")).toBe("deck:0");
    expect(t.g.turn.playedMinions.map((p) => p.uid)).toEqual([t.uid("four")]);
    // An extra: the free minion is still there.
    expect(t.offers("held@jungle-oasis")).toBe(true);
  });

  it("only minions that may be played here are offered (Block the Path naming Ninjas)", () => {
    const t = table({
      players: [
        { factions: AS, deck: [h("ninjas:tiger-assassin", "four"), h(as("puck"), "puck")] },
        { factions: ["tricksters", "aliens"] },
      ],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "tricksters:block-the-path", owner: 1, memo: "ninjas" }] },
        { id: "tar-pits", minions: [m(as("gelf"), 0, "gelf")] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "gelf");
    expect(t.offers("four")).toBe(true);
    const u = table({
      players: [
        { factions: AS, deck: [h("ninjas:tiger-assassin", "four"), h(as("puck"), "puck")] },
        { factions: ["tricksters", "aliens"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "tricksters:block-the-path", owner: 1, memo: "ninjas" }],
          minions: [m(as("gelf"), 0, "gelf")],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    u.act(0, "gelf");
    expect([u.offers("four"), u.offers("puck")]).toEqual([false, true]);
  });

  it("controlled by another player: that player's deck is searched, G.E.L.F. goes into its owner's deck (CONFLICT-11)", () => {
    rules("CONFLICT-11", "TERM-YOU");
    const t = tbl({
      active: 1,
      deck1: [h("pirates:pirate-king", "pk"), h("pirates:first-mate", "fm")],
      factory: [m(as("gelf"), 0, "gelf", { controller: 1 })],
    });
    t.act(1, "gelf").expectPrompt(1, "searchMinion");
    expect([t.offers("fm"), t.offers("pk")]).toEqual([true, false]);
    t.act(1, "fm");
    expect(t.where("fm")).toBe("base:factory-436-1337");
    expect(t.g.cards[t.uid("fm")]?.controller).toBe(1);
    expect(t.where("gelf")).toBe("deck:0");
  });

  it("nothing to find: G.E.L.F. is still shuffled into the deck", () => {
    const t = tbl({ discard: [h("ninjas:poison", "act")], factory: [m(as("gelf"), 0, "gelf")] });
    emptyDeck(t, 0);
    t.act(0, "gelf");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("gelf")).toBe("deck:0");
    expect(t.where("act")).toBe("deck:0");
    expect(t.g.players[0]?.deck).toHaveLength(2);
  });
});

describe("Imperial Dragon", () => {
  it("after another player plays a minion here, its controller draws a card", () => {
    rules("ORDER-1");
    const t = tbl({
      active: 1,
      hand1: [h("aliens:invader", "inv"), h("aliens:scout", "sc")],
      oasis: [m(as("imperial-dragon"), 0, "dragon")],
    });
    t.act(1, "inv@jungle-oasis");
    expect(t.hand(0)).toHaveLength(1);
    expect(t.hand(1)).toHaveLength(1);
  });

  it("a minion played on another base draws nothing", () => {
    const t = tbl({
      active: 1,
      hand1: [h("aliens:invader", "inv")],
      oasis: [m(as("imperial-dragon"), 0, "dragon")],
    });
    t.act(1, "inv@factory-436-1337");
    expect(t.hand(0)).toHaveLength(0);
  });

  it("its controller's own plays draw nothing, another player's do, whoever owns the Dragon (TERM-CONTROL)", () => {
    rules("TERM-CONTROL");
    const t = tbl({ hand: [h("ninjas:shinobi", "sh")], oasis: [m(as("imperial-dragon"), 0, "dragon")] });
    t.act(0, "sh@jungle-oasis");
    expect(t.hand(0)).toHaveLength(0);
    // Owned by seat 0, controlled by seat 2: seat 0's play is another player's.
    const u = tbl({
      hand: [h("ninjas:shinobi", "sh")],
      oasis: [m(as("imperial-dragon"), 0, "dragon", { controller: 2 })],
    });
    u.act(0, "sh@jungle-oasis");
    expect(u.hand(2)).toHaveLength(1);
    expect(u.hand(0)).toHaveLength(0);
  });

  it("after another player moves a minion here, whoever's it is: one card per minion moved", () => {
    rules("TERM-MOVE");
    const t = tbl({
      active: 1,
      hand1: [h("pirates:shanghai", "sh")],
      oasis: [m(as("imperial-dragon"), 0, "dragon")],
      factory: [m("ninjas:shinobi", 0, "mine")],
    });
    t.act(1, "sh").act(1, "mine").act(1, "jungle-oasis");
    expect(t.where("mine")).toBe("base:jungle-oasis");
    expect(t.hand(0)).toHaveLength(1);
    const u = tbl({
      active: 1,
      hand1: [h("pirates:dinghy", "dinghy")],
      oasis: [m(as("imperial-dragon"), 0, "dragon")],
      factory: [m("pirates:first-mate", 1, "a"), m("pirates:saucy-wench", 1, "b")],
    });
    u.act(1, "dinghy").act(1, "a").act(1, "jungle-oasis").act(1, "b").act(1, "jungle-oasis");
    expect(u.hand(0)).toHaveLength(2);
  });

  it("a move away from its base, or by its controller, draws nothing", () => {
    const t = tbl({
      active: 1,
      hand1: [h("pirates:dinghy", "dinghy")],
      oasis: [m(as("imperial-dragon"), 0, "dragon"), m("pirates:first-mate", 1, "a")],
    });
    t.act(1, "dinghy").act(1, "a").act(1, "factory-436-1337");
    expect(t.hand(0)).toHaveLength(0);
    const u = tbl({
      active: 1,
      hand1: [h("pirates:dinghy", "dinghy")],
      oasis: [m(as("imperial-dragon"), 0, "dragon", { controller: 1 })],
      factory: [m("pirates:first-mate", 1, "a")],
    });
    // Dinghy may move the Dragon too: seat 1 declines, and Dinghy is over.
    u.act(1, "dinghy").act(1, "a").act(1, "jungle-oasis").act(1);
    expect(u.prompt.kind).toBe("main");
    expect(u.hand(1)).toHaveLength(0);
  });
});

describe("Lab Assistant", () => {
  it("places a +1 power counter on another minion you control, on any base (COUNTER-1, TERM-YOURCARDS)", () => {
    rules("COUNTER-1", "TERM-YOURCARDS");
    const t = tbl({
      hand: [h(as("lab-assistant"), "lab")],
      oasis: [m("ninjas:shinobi", 0, "a"), m("aliens:invader", 1, "borrowed", { controller: 0 })],
      factory: [m("ninjas:ninja-acolyte", 0, "lent", { controller: 1 }), m("aliens:scout", 1, "foe")],
      library: [m("ninjas:tiger-assassin", 0, "b")],
    });
    t.act(0, "lab@jungle-oasis").expectPrompt(0, "placeCounter");
    expect(["a", "borrowed", "b", "lent", "foe", "lab"].map((x) => t.offers(x))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    t.act(0, "b");
    expect([counters(t, "b"), t.power("b"), counters(t, "lab"), counters(t, "a")]).toEqual([1, 5, 0, 0]);
  });

  it("with no other minion of yours, nothing happens", () => {
    const t = tbl({ hand: [h(as("lab-assistant"), "lab")], oasis: [m("aliens:invader", 1, "foe")] });
    t.act(0, "lab@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect([counters(t, "lab"), counters(t, "foe")]).toEqual([0, 0]);
  });
});

describe("Puck", () => {
  it("choose one: draw exactly one card", () => {
    const t = tbl({ hand: [h(as("puck"), "puck")] });
    t.act(0, "puck@jungle-oasis").expectPrompt(0, "drawOrExtraAction").act(0, "yes");
    expect(t.hand(0)).toHaveLength(1);
    expect(t.g.turn.extras).toEqual([]);
  });

  it("or an extra action, kept for later in the play phase (PLAY-9)", () => {
    rules("PLAY-9");
    const t = tbl({ hand: [h(as("puck"), "puck"), h("ninjas:disguise", "act")], turn: { freeAction: 0 } });
    expect(t.offers("act")).toBe(false);
    t.act(0, "puck@jungle-oasis").act(0, "no");
    expect(t.hand(0)).toHaveLength(1);
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("act")).toBe(true);
  });
});

describe("Ensign", () => {
  // Seat 0 (All Stars) has Ensign, Shinobi and Ninja Acolyte on Jungle Oasis, Tiger Assassin on the
  // Factory; seat 1 (Ninjas' rivals: Pirates and Aliens) and seat 2 (kit and Robots) act on them.
  const ensign = (spec: { hand1?: Card[]; active?: number; ensign?: Partial<Minion>; lent?: boolean } = {}) =>
    table({
      active: spec.active ?? 1,
      players: [
        { factions: AS, hand: [h(as("seeing-stars"), "own-stars")] },
        { factions: P1, hand: spec.hand1 ?? [] },
        { factions: ["askit", "robots"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m(as("ensign"), 0, "ensign", spec.ensign ?? {}),
            m("ninjas:shinobi", 0, "shinobi", spec.lent ? { controller: 2 } : {}),
            m("ninjas:ninja-acolyte", 0, "acolyte"),
            m("askit:sniper", 2, "sniper"),
          ],
        },
        {
          id: "factory-436-1337",
          minions: [m("ninjas:tiger-assassin", 0, "far"), m("robots:zapbot", 2, "zap")],
        },
        { id: "the-great-library" },
      ],
    });

  it("when another player's card designates another of your minions here, you may have Ensign take it instead (TERM-DIRECTLY, BGB-5)", () => {
    rules("TERM-DIRECTLY", "TERM-AFFECT");
    const t = ensign({ hand1: [h("aliens:beam-up", "beam")] });
    t.act(1, "beam").act(1, "shinobi").expectPrompt(0, "redirect").act(0, "yes");
    expect(t.where("ensign")).toBe("hand:0");
    expect(t.where("shinobi")).toBe("base:jungle-oasis");
    expect(t.g.log.some((e) => e.k === "redirect")).toBe(true);
  });

  it("declined, the designated minion takes it", () => {
    const t = ensign({ hand1: [h("aliens:beam-up", "beam")] });
    t.act(1, "beam").act(1, "shinobi").act(0, "no");
    expect(t.where("shinobi")).toBe("hand:0");
    expect(t.where("ensign")).toBe("base:jungle-oasis");
  });

  it("moves too: Shanghai aimed at a minion beside it may move Ensign instead", () => {
    const t = ensign({ hand1: [h("pirates:shanghai", "sh")] });
    t.act(1, "sh").act(1, "acolyte").act(0, "yes").act(1, "the-great-library");
    expect(t.where("ensign")).toBe("base:the-great-library");
    expect(t.where("acolyte")).toBe("base:jungle-oasis");
  });

  it("not for a minion on another base, nor for Ensign itself", () => {
    const t = ensign({ hand1: [h("aliens:beam-up", "beam")] });
    t.act(1, "beam").act(1, "far");
    expect(t.where("far")).toBe("hand:0");
    const u = ensign({ hand1: [h("aliens:beam-up", "beam")] });
    u.act(1, "beam").act(1, "ensign");
    expect(u.where("ensign")).toBe("hand:0");
    expect(u.prompt.kind).toBe("main");
  });

  it("not when Ensign is no legal target of the same effect (BGB-Q4): a 3-power Ensign and a 'power 2 or less' effect", () => {
    const t = ensign({ hand1: [h("pirates:saucy-wench", "wench")], ensign: { counters: 1 } });
    t.act(1, "wench@jungle-oasis").act(1, "acolyte");
    expect(t.where("acolyte")).toBe("discard:0");
    expect(t.where("ensign")).toBe("base:jungle-oasis");
  });

  it("not for its controller's own cards, nor another player's talent (only a card played)", () => {
    const t = ensign({ active: 0 });
    t.act(0, "own-stars").act(0, "acolyte");
    expect(t.where("acolyte")).toBe("discard:0");
    const u = ensign({ active: 2 });
    u.act(2, "sniper").act(2, "acolyte");
    expect(u.where("acolyte")).toBe("discard:0");
    expect(u.where("ensign")).toBe("base:jungle-oasis");
  });

  it("effects on each or all minions designate none: nothing to redirect (OPEN-15)", () => {
    rules("OPEN-15");
    const t = ensign({ hand1: [h("pirates:broadside", "bs"), h("pirates:first-mate", "fm")] });
    // Broadside needs a minion of seat 1 on the base: the only one, chosen without asking.
    t.act(1, "fm@jungle-oasis").act(1, "bs").act(1, "player:0");
    expect(t.where("ensign")).toBe("discard:0");
    expect(t.where("acolyte")).toBe("discard:0");
    expect(t.g.log.some((e) => e.k === "redirect")).toBe(false);
  });

  it("protects the minions of its controller, not of its owner (TERM-CONTROL)", () => {
    rules("TERM-CONTROL");
    const t = ensign({ hand1: [h("aliens:beam-up", "beam")], ensign: { controller: 2 }, lent: true });
    t.act(1, "beam").act(1, "shinobi").expectPrompt(2, "redirect").act(2, "yes");
    expect(t.where("ensign")).toBe("hand:0");
    const u = ensign({ hand1: [h("aliens:beam-up", "beam")], ensign: { controller: 2 } });
    u.act(1, "beam").act(1, "acolyte");
    expect(u.where("acolyte")).toBe("hand:0");
  });
});

describe("Fan", () => {
  const fan = (active = 0) =>
    tbl({
      active,
      hand: [h(as("fan"), "fan"), h("ninjas:shinobi", "sh")],
      deck: [h("ninjas:poison", "d1"), h("ninjas:disguise", "d2")],
    });

  it("on your turn, discard it from your hand to draw exactly one card; no play is spent (BGB-7, TERM-TO)", () => {
    rules("TERM-TO", "TERM-YOURTURN");
    const t = fan();
    const use = `#s${t.uid("fan")}`;
    t.act(0, use);
    expect(t.where("fan")).toBe("discard:0");
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("d2")).toBe("deck:0");
    expect(t.hand(0)).toHaveLength(2);
    expect(t.offers(use)).toBe(false);
    expect(t.offers("sh@jungle-oasis")).toBe(true);
  });

  it("may be played as a minion instead, with no ability", () => {
    const t = fan();
    t.act(0, "fan@jungle-oasis");
    expect(t.where("fan")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("not in another player's turn; held by another player, it is theirs to use and goes to its owner's discard pile (CONFLICT-11)", () => {
    rules("CONFLICT-11");
    const t = fan(1);
    expect(t.offers(`#s${t.uid("fan")}`)).toBe(false);
    const u = table({
      active: 1,
      players: [
        { factions: AS },
        { factions: P1, hand: [{ card: as("fan"), owner: 0, as: "fan" }], deck: [h("pirates:dinghy", "e1")] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    u.act(1, `#s${u.uid("fan")}`);
    expect(u.where("fan")).toBe("discard:0");
    expect(u.where("e1")).toBe("hand:1");
  });
});

describe("Servitor of Cthulhu", () => {
  it("talent: destroys itself and puts an action of your discard pile on top of your deck", () => {
    rules("TERM-DESTROY", "TERM-TALENT");
    const t = tbl({
      discard: [h("ninjas:shinobi", "s1"), h("ninjas:poison", "p1"), h("ninjas:disguise", "p2")],
      oasis: [m(as("servitor-of-cthulhu"), 0, "serv")],
    });
    t.act(0, "serv").expectPrompt(0, "toDeckTop");
    expect([t.offers("p1"), t.offers("p2"), t.offers("s1"), t.offers("serv")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "p2");
    expect(t.where("serv")).toBe("discard:0");
    expect(deckTop(t, 0, 1)).toEqual([t.uid("p2")]);
    expect(t.g.log.some((e) => e.k === "placeTop" && e.p[0] === t.uid("p2") && e.to === -1)).toBe(true);
  });

  it("no action in the discard pile: it is only destroyed", () => {
    const t = tbl({ discard: [h("ninjas:shinobi", "s1")], oasis: [m(as("servitor-of-cthulhu"), 0, "serv")] });
    t.act(0, "serv");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("serv")).toBe("discard:0");
    expect(t.where("s1")).toBe("discard:0");
  });
});

describe("Sprout", () => {
  const deck = [
    h(as("imperial-dragon"), "drag"),
    h("ninjas:tiger-assassin", "four"),
    h("ninjas:ninja-acolyte", "aco"),
  ];

  it("at the start of your turn it is destroyed; you may then play a minion of power 3 or less from your deck on its base (START-1, DECK-4)", () => {
    rules("START-1", "DECK-4", "PLAY-10");
    const t = tbl({ phase: "start", deck, oasis: [m(as("sprout"), 0, "sprout")] });
    t.expectPrompt(0, "useAbility");
    expect(t.where("sprout")).toBe("discard:0");
    t.act(0, "yes").expectPrompt(0, "searchMinion");
    expect([t.offers("drag"), t.offers("aco"), t.offers("four"), t.offers("sprout")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "drag");
    expect(t.where("drag")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    // An extra: the free minion is left.
    expect(t.g.turn.freeMinion).toBe(1);
  });

  it("declining the search leaves the deck as it was", () => {
    const t = tbl({ phase: "start", deck, oasis: [m(as("sprout"), 0, "sprout")] });
    t.act(0, "no");
    expect(t.where("sprout")).toBe("discard:0");
    expect(deckTop(t, 0, 3)).toEqual([t.uid("drag"), t.uid("four"), t.uid("aco")]);
  });

  it("a search finding nothing of power 3 or less plays nothing", () => {
    const t = tbl({
      phase: "start",
      deck: [h("ninjas:tiger-assassin", "four")],
      oasis: [m(as("sprout"), 0, "sprout")],
    });
    emptyDeck(t, 0, ["four"]);
    t.act(0, "yes");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("four")).toBe("deck:0");
    expect(t.where("sprout")).toBe("discard:0");
  });

  it("with an empty deck the discard pile, Sprout included, becomes the deck first: Sprout may find itself (DECK-1)", () => {
    rules("DECK-1");
    const t = tbl({
      phase: "start",
      discard: [h("ninjas:tiger-assassin", "four")],
      oasis: [m(as("sprout"), 0, "sprout")],
    });
    emptyDeck(t, 0);
    t.act(0, "yes");
    // The only minion of power 3 or less is Sprout itself: it is played again, here.
    expect(t.where("sprout")).toBe("base:jungle-oasis");
    expect(t.where("four")).toBe("deck:0");
  });

  it("is not triggered later in the turn: playing a minion leaves it in play", () => {
    const t = tbl({ hand: [h("ninjas:shinobi", "sh")], oasis: [m(as("sprout"), 0, "sprout")] });
    t.act(0, "sh@jungle-oasis");
    expect(t.where("sprout")).toBe("base:jungle-oasis");
    expect(t.prompt.kind).toBe("main");
  });

  it("only at the start of its controller's turn; an owner's Sprout controlled by another player goes to its owner's discard", () => {
    rules("START-4", "CONFLICT-11");
    const t = tbl({ phase: "start", active: 1, deck, oasis: [m(as("sprout"), 0, "sprout")] });
    expect(t.prompt.kind).toBe("main");
    expect(t.where("sprout")).toBe("base:jungle-oasis");
    const u = tbl({
      phase: "start",
      active: 1,
      deck1: [h("pirates:first-mate", "fm")],
      oasis: [m(as("sprout"), 0, "sprout", { controller: 1 })],
    });
    u.expectPrompt(1, "useAbility");
    expect(u.where("sprout")).toBe("discard:0");
    u.act(1, "yes").act(1, "fm");
    expect(u.where("fm")).toBe("base:jungle-oasis");
  });
});

// ---------------------------------------------------------------------------
// Actions

describe("Begin the Summoning", () => {
  it("puts a minion of your discard pile on top of your deck, then gives an extra action for later (PLAY-9)", () => {
    const t = tbl({
      hand: [h(as("begin-the-summoning"), "bts"), h("ninjas:disguise", "act")],
      discard: [h("ninjas:shinobi", "s1"), h("ninjas:ninja-acolyte", "a1"), h("ninjas:poison", "p1")],
    });
    t.act(0, "bts").expectPrompt(0, "toDeckTop");
    expect([t.offers("s1"), t.offers("a1"), t.offers("p1")]).toEqual([true, true, false]);
    t.act(0, "a1");
    expect(deckTop(t, 0, 1)).toEqual([t.uid("a1")]);
    expect(t.prompt.kind).toBe("main");
    expect(t.offers("act")).toBe(true);
  });

  it("no minion in the discard pile: only the extra action", () => {
    const t = tbl({ hand: [h(as("begin-the-summoning"), "bts")], discard: [h("ninjas:poison", "p1")] });
    t.act(0, "bts");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("p1")).toBe("discard:0");
    expect(t.g.turn.extras.map((e) => e.kind)).toEqual(["action"]);
  });
});

describe("Favor of Dionysus", () => {
  it("one of your minions gets +1 power until the end of the turn, and you get an extra action (TERM-DURATION)", () => {
    rules("TERM-DURATION");
    const t = tbl({
      hand: [h(as("favor-of-dionysus"), "fav")],
      oasis: [m("ninjas:shinobi", 0, "a"), m("aliens:invader", 1, "foe")],
      factory: [m("ninjas:ninja-acolyte", 0, "b")],
    });
    t.act(0, "fav").expectPrompt(0, "powerUp");
    expect([t.offers("a"), t.offers("b"), t.offers("foe")]).toEqual([true, true, false]);
    t.act(0, "b");
    expect([t.power("b"), t.power("a")]).toEqual([3, 3]);
    // ORDER-1 step 5: its destination is asked last; the discard pile chosen.
    t.expectPrompt(0, "destination").act(0, "#discard");
    expect(t.where("fav")).toBe("discard:0");
    expect(t.g.turn.extras.map((e) => e.kind)).toEqual(["action"]);
    t.act(0, "end");
    expect(t.power("b")).toBe(2);
  });

  it("may go on top of your deck instead of the discard pile (CS-2, ORDER-1)", () => {
    rules("ORDER-1");
    const t = tbl({ hand: [h(as("favor-of-dionysus"), "fav")], oasis: [m("ninjas:shinobi", 0, "a")] });
    t.act(0, "fav").expectPrompt(0, "destination").act(0, "#d0");
    expect(t.power("a")).toBe(4);
    expect(deckTop(t, 0, 1)).toEqual([t.uid("fav")]);
  });

  it("without a minion of yours: only the extra action", () => {
    const t = tbl({ hand: [h(as("favor-of-dionysus"), "fav")], oasis: [m("aliens:invader", 1, "foe")] });
    t.act(0, "fav").act(0, "#discard");
    expect(t.power("foe")).toBe(3);
    expect(t.g.turn.extras.map((e) => e.kind)).toEqual(["action"]);
  });
});

describe("Friendship Power", () => {
  it("moves one of your minions to another base where you have a minion (TERM-MOVE)", () => {
    rules("TERM-MOVE");
    const t = tbl({
      hand: [h(as("friendship-power"), "fp")],
      oasis: [m("ninjas:shinobi", 0, "x"), m("aliens:invader", 1, "foe")],
      factory: [m("ninjas:ninja-acolyte", 0, "y")],
      library: [m("aliens:scout", 1, "foe2")],
    });
    t.act(0, "fp").expectPrompt(0, "move");
    expect([t.offers("x"), t.offers("y"), t.offers("foe")]).toEqual([true, true, false]);
    // The only other base with a minion of seat 0: no choice of destination.
    t.act(0, "x");
    expect(t.where("x")).toBe("base:factory-436-1337");
    // Then where the card goes: back into the hand.
    t.expectPrompt(0, "destination").act(0, "#d0");
    expect(t.where("fp")).toBe("hand:0");
  });

  it("the destinations are the other bases where you have a minion", () => {
    const t = tbl({
      hand: [h(as("friendship-power"), "fp")],
      oasis: [m("ninjas:shinobi", 0, "x")],
      factory: [m("ninjas:ninja-acolyte", 0, "y")],
      library: [m("ninjas:tiger-assassin", 0, "z")],
    });
    t.act(0, "fp").act(0, "x").expectPrompt(0, "moveDestination");
    expect([
      t.offers("factory-436-1337"),
      t.offers("the-great-library"),
      t.offers("rhodes-plaza-mall"),
    ]).toEqual([true, true, false]);
    t.act(0, "the-great-library");
    expect(t.where("x")).toBe("base:the-great-library");
    t.act(0, "#discard");
    expect(t.where("fp")).toBe("discard:0");
  });

  it("your minions all on one base: nothing to move", () => {
    const t = tbl({
      hand: [h(as("friendship-power"), "fp")],
      oasis: [m("ninjas:shinobi", 0, "x"), m("ninjas:ninja-acolyte", 0, "y")],
      factory: [m("aliens:invader", 1, "foe")],
    });
    // Still, the card may go back into the hand: the two sentences are independent.
    t.act(0, "fp").expectPrompt(0, "destination").act(0, "#d0");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("x")).toBe("base:jungle-oasis");
    expect(t.where("fp")).toBe("hand:0");
  });
});

describe("Full Moon", () => {
  it("each minion its controller controls on that base has +1 power, no other (TERM-ONGOING)", () => {
    rules("TERM-ONGOING");
    const t = tbl({
      hand: [h(as("full-moon"), "moon")],
      oasis: [
        m("ninjas:shinobi", 0, "a"),
        m("aliens:invader", 1, "borrowed", { controller: 0 }),
        m("ninjas:ninja-acolyte", 0, "lent", { controller: 1 }),
        m("aliens:scout", 1, "foe"),
      ],
      factory: [m("ninjas:tiger-assassin", 0, "far")],
    });
    t.act(0, "moon@jungle-oasis");
    expect(t.where("moon")).toBe("base:jungle-oasis");
    expect(["a", "borrowed", "lent", "foe", "far"].map((x) => t.power(x))).toEqual([4, 4, 2, 3, 4]);
  });
});

describe("Ghostly Arrival", () => {
  it("gives an extra minion and an extra action, both kept for later in the play phase (PLAY-9)", () => {
    rules("PLAY-8", "PLAY-9");
    const t = tbl({
      hand: [h(as("ghostly-arrival"), "ga"), h("ninjas:shinobi", "min"), h("ninjas:disguise", "act")],
      turn: { freeMinion: 0 },
    });
    expect(t.offers("min@jungle-oasis")).toBe(false);
    t.act(0, "ga");
    expect(t.g.turn.extras.map((e) => e.kind).sort()).toEqual(["action", "minion"]);
    t.act(0, "min@jungle-oasis");
    expect(t.where("min")).toBe("base:jungle-oasis");
    expect(t.offers("act")).toBe(true);
  });
});

describe("It's Astounding", () => {
  it("plays an action of your discard pile as an extra action, an attach one too", () => {
    const t = tbl({
      hand: [h(as("its-astounding"), "ia")],
      discard: [h(as("full-moon"), "moon"), h("ninjas:shinobi", "s1")],
      oasis: [m("ninjas:shinobi", 0, "a")],
    });
    t.act(0, "ia").expectPrompt(0, "playExtraAction");
    expect(t.prompt.min).toBe(1);
    expect(t.offers("s1")).toBe(false);
    t.act(0, "moon@jungle-oasis");
    expect(t.where("moon")).toBe("base:jungle-oasis");
    expect(t.power("a")).toBe(4);
    expect(t.where("ia")).toBe("discard:0");
  });

  it("can't replay itself: it is still resolving (ORDER-3); no action in the discard pile: nothing", () => {
    rules("ORDER-3");
    const t = tbl({ hand: [h(as("its-astounding"), "ia")], discard: [h("ninjas:shinobi", "s1")] });
    t.act(0, "ia");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("ia")).toBe("discard:0");
  });
});

describe("Non-Infinite Loop", () => {
  it("plays an action of your hand as an extra action", () => {
    const t = tbl({
      hand: [
        h(as("non-infinite-loop"), "nil"),
        h("ninjas:seeing-stars", "ss"),
        h(as("seeing-stars"), "ss2"),
        h("ninjas:shinobi", "s1"),
      ],
      oasis: [m("aliens:invader", 1, "foe"), m("aliens:scout", 1, "foe2")],
    });
    t.act(0, "nil").expectPrompt(0, "playExtraAction");
    expect(t.prompt.min).toBe(1);
    expect(t.offers("s1")).toBe(false);
    t.act(0, "ss").act(0, "foe");
    expect(t.where("foe")).toBe("discard:1");
    // After it resolves, the action may go back into the hand (CS-2); the Loop itself is discarded.
    t.expectPrompt(0, "destination");
    expect(t.where("ss")).toBe("resolving");
    t.act(0, "#d0");
    expect(t.where("ss")).toBe("hand:0");
    expect(t.where("nil")).toBe("discard:0");
  });

  it("or to the discard pile; an action played through it that offers its own destination offers both", () => {
    const t = tbl({
      hand: [h(as("non-infinite-loop"), "nil"), h(as("favor-of-dionysus"), "fav"), h("ninjas:poison", "p")],
      oasis: [m("ninjas:shinobi", 0, "a")],
    });
    t.act(0, "nil").act(0, "fav").expectPrompt(0, "destination");
    // Favor's own (top of deck) and the Loop's (hand), besides the discard pile.
    expect(t.prompt.options.map((o) => o.id)).toEqual(["discard", "d0", "d1"]);
    t.act(0, "#discard");
    expect(t.where("fav")).toBe("discard:0");
  });

  it("an attached action stays in play: nothing to take back", () => {
    const t = tbl({
      hand: [h(as("non-infinite-loop"), "nil"), h(as("full-moon"), "moon"), h("ninjas:shinobi", "s1")],
      oasis: [m("ninjas:shinobi", 0, "a")],
    });
    t.act(0, "nil").act(0, "moon@jungle-oasis");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("moon")).toBe("base:jungle-oasis");
    expect(t.where("nil")).toBe("discard:0");
  });
});

describe("Prepare for Battle", () => {
  const deck = [h("ninjas:shinobi", "d1"), h("ninjas:poison", "d2"), h("ninjas:disguise", "d3")];

  it("reveals the top two cards to everyone; one goes to your hand, the other to the bottom of your deck (TERM-REVEAL)", () => {
    rules("TERM-REVEAL");
    const t = tbl({ deck, hand: [h(as("prepare-for-battle"), "pfb")] });
    t.act(0, "pfb").expectPrompt(0, "toHand");
    const shown = t.g.log.filter((e) => e.k === "reveal").map((e) => [e.p[1], e.to]);
    expect(shown).toEqual([
      [t.uid("d1"), -1],
      [t.uid("d2"), -1],
    ]);
    t.act(0, "d2");
    expect(t.where("d2")).toBe("hand:0");
    expect(deckTop(t, 0, 1)).toEqual([t.uid("d3")]);
    expect(t.g.players[0]?.deck.at(-1)).toBe(t.uid("d1"));
  });

  it("nothing to reveal: nothing happens", () => {
    const t = tbl({ hand: [h(as("prepare-for-battle"), "pfb")] });
    emptyDeck(t, 0);
    t.act(0, "pfb");
    expect(t.prompt.kind).toBe("main");
    expect(t.hand(0)).toHaveLength(0);
    expect(t.g.log.some((e) => e.k === "revealNothing")).toBe(true);
  });

  it("with one card left to reveal, it goes to your hand", () => {
    const t = tbl({ discard: [h("ninjas:poison", "x")], hand: [h(as("prepare-for-battle"), "pfb")] });
    emptyDeck(t, 0);
    t.act(0, "pfb");
    expect(t.where("x")).toBe("hand:0");
    expect(t.prompt.kind).toBe("main");
  });
});

describe("Seeing Stars", () => {
  it("destroys a minion of current power 3 or less, anyone's (TERM-DESTROY)", () => {
    rules("TERM-DESTROY");
    const t = tbl({
      hand: [h(as("seeing-stars"), "ss")],
      oasis: [
        m("dinosaurs:laseratops", 2, "weak4"),
        m("aliens:invader", 1, "strong3", { counters: 1 }),
        m("aliens:supreme-overlord", 1, "big"),
        m("ninjas:shinobi", 0, "own"),
      ],
      lasting: [{ power: "weak4", amount: -1 }],
    });
    t.act(0, "ss").expectPrompt(0, "destroy");
    expect(["weak4", "strong3", "big", "own"].map((x) => t.offers(x))).toEqual([true, false, false, true]);
    t.act(0, "weak4");
    expect(t.where("weak4")).toBe("discard:2");
  });

  it("no minion of power 3 or less: nothing", () => {
    const t = tbl({ hand: [h(as("seeing-stars"), "ss")], oasis: [m("aliens:supreme-overlord", 1, "big")] });
    t.act(0, "ss");
    expect(t.prompt.kind).toBe("main");
    expect(t.where("big")).toBe("base:jungle-oasis");
  });
});

describe("Square Deal", () => {
  const hands = (mine: number, one: number) =>
    tbl({
      hand: [
        h(as("square-deal"), "sd"),
        ...["ninjas:shinobi", "ninjas:poison", "ninjas:disguise"].slice(0, mine).map((c, i) => h(c, `x${i}`)),
      ],
      hand1: ["aliens:invader", "aliens:scout"].slice(0, one).map((c, i) => h(c, `y${i}`)),
    });
  /** Seat 2 takes the top n cards of its deck into its hand (test set-up, no draw event). */
  const fill = (t: TestTable, seat: number, n: number) => {
    const p = t.g.players[seat];
    for (const u of p?.deck.splice(0, n) ?? []) {
      const c = t.g.cards[u];
      if (c) {
        c.zone = "hand";
        c.at = seat;
        p?.hand.push(u);
      }
    }
  };

  it("draws one card at a time until another player holds fewer cards than you: the one holding the fewest counts (3 players)", () => {
    // After playing it you hold 0; seat 1 holds 2, seat 2 holds 5: you stop at 3.
    const t = hands(0, 2);
    fill(t, 2, 5);
    t.act(0, "sd");
    expect(t.hand(0)).toHaveLength(3);
    // Seat 2 holding nothing: one card is enough.
    const u = hands(0, 2);
    u.act(0, "sd");
    expect(u.hand(0)).toHaveLength(1);
  });

  it("already true: draws nothing; deck and discard exhausted: stops (OPEN-12)", () => {
    rules("OPEN-12", "DECK-5");
    const t = hands(3, 2);
    fill(t, 2, 5);
    t.act(0, "sd");
    expect(t.hand(0)).toHaveLength(3);
    const u = hands(0, 2);
    fill(u, 2, 5);
    emptyDeck(u, 0);
    u.act(0, "sd");
    expect(u.hand(0)).toHaveLength(0);
    expect(u.prompt.kind).toBe("main");
  });
});

describe("What each card does to a minion, for protections (TERM-AFFECT)", () => {
  const kit = (hand: string, attached: Record<string, string> = {}) =>
    table({
      players: [
        { factions: AS, hand: [h(hand, "card")] },
        { factions: P1 },
        { factions: ["askit", "robots"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: ["a", "b"].map((x) =>
            m(x === "a" ? "ninjas:shinobi" : "ninjas:ninja-acolyte", 0, x, {
              attached: attached[x] ? [{ card: `askit:${attached[x]}`, owner: 2 }] : [],
            }),
          ),
        },
        { id: "factory-436-1337", minions: [m("ninjas:tiger-assassin", 0, "c")] },
        { id: "the-great-library" },
      ],
    });

  it("Lab Assistant places a counter: a minion protected against counters is not an option", () => {
    rules("TERM-AFFECT", "COUNTER-7");
    const t = kit(as("lab-assistant"), { a: "insulate", b: "insulate" });
    t.act(0, "card@the-great-library");
    // Only c is left: no question.
    expect([counters(t, "c"), counters(t, "a"), counters(t, "b")]).toEqual([1, 0, 0]);
  });

  it("Favor of Dionysus changes power: a minion protected against power changes is not an option", () => {
    const t = kit(as("favor-of-dionysus"), { a: "no-pump", b: "no-pump" });
    t.act(0, "card");
    expect([t.power("c"), t.power("a"), t.power("b")]).toEqual([5, 3, 2]);
  });

  it("Friendship Power moves: a minion protected against moves is not an option", () => {
    const t = kit(as("friendship-power"), { a: "anchor", b: "anchor" });
    t.act(0, "card");
    expect(t.where("c")).toBe("base:jungle-oasis");
    expect(t.where("a")).toBe("base:jungle-oasis");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogBox } from "../../../cards/catalog.ts";
import anansi from "../../../cards/culture-shock/anansi-tales.ts";
import { faction, minion } from "../../../cards/define.ts";
import { runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import {
  actionNameForbidden,
  cancelPlay,
  cardDef,
  offerExtraMinion,
  power,
  registerFaction,
} from "../../../src/engine/api.ts";
import { everyCard, rules, table } from "../../harness/table.ts";

/** The box's clarification scenarios for these cards (test/engine/scenarios.test.ts runs them too). */
const SCENARIOS = join(import.meta.dirname, "..", "..", "scenarios", "culture-shock", "anansi-tales");
const scenarioFiles = readdirSync(SCENARIOS).filter((f) => f.endsWith(".json"));

const text = (en: string) => ({ en, fr: en });
// A test-only "when another player plays an action, cancel it" (Force of Wil stands behind it).
registerFaction(
  faction("anansikit", "test", text("Anansi test kit"), [
    minion({
      id: "wil",
      power: 2,
      count: 1,
      name: text("Kit Wil"),
      text: text(
        "Special: when another player plays an action, cancel it; then play this minion as an extra.",
      ),
      specials: [
        {
          window: "cardPlayed",
          from: "hand",
          can: (_g, _self, seat, w) => w.event?.t === "actionPlayed" && w.event.seat !== seat,
          *use(ctx, w) {
            if (w.event?.t === "actionPlayed") cancelPlay(ctx, w.event.uid);
            yield* offerExtraMinion(ctx, ctx.you, { cards: [ctx.self], optional: false });
          },
        },
      ],
    }),
  ]),
);

type F = [string, string];
// Alice (0) plays the Anansi Tales with the Dinosaurs (Howl: a standard action, two copies; Upgrade
// plays on a minion); Bob (1) and Carol (2) are the others.
const ANANSI: F = ["anansi-tales", "dinosaurs"];
const P1: F = ["tricksters", "aliens"];
const P2: F = ["ninjas", "robots"];
type Table = ReturnType<typeof table>;
type Player = Scenario["players"][number];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type HandEntry = NonNullable<Player["hand"]>[number];
const h = (card: string, as: string, owner?: number): HandEntry =>
  owner === undefined ? { card, as } : { card, as, owner };
const m = (card: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card,
  owner,
  as,
  ...extra,
});
const A = (id: string) => `anansi-tales:${id}`;
const counters = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.counters;
const handSize = (t: Table, seat: number) => t.hand(seat).length;
const owner = (t: Table, alias: string) => t.g.cards[t.uid(alias)]?.owner;

interface Game {
  active?: number;
  players?: Partial<Player>[];
  minions?: Minion[];
  count?: number;
  turn?: Scenario["turn"];
  options?: Scenario["options"];
  /** Bob's Block the Path naming the Anansi Tales on this base. */
  blockAnansiOn?: string;
}

/** Three players by default (choosing the receiving player matters), four bases. */
function game(spec: Game = {}): Table {
  const factions = [ANANSI, P1, P2, ["pirates", "zombies"] as F];
  const n = spec.count ?? 3;
  return table({
    active: spec.active ?? 0,
    players: factions.slice(0, n).map((f, i) => ({ factions: f, ...spec.players?.[i] })),
    bases: [
      {
        id: "jungle-oasis",
        minions: spec.minions ?? [],
        ...(spec.blockAnansiOn
          ? { actions: [{ card: "tricksters:block-the-path", owner: 1, memo: "anansi-tales" }] }
          : {}),
      },
      { id: "tar-pits" },
      { id: "the-grey-opal" },
      { id: "ninja-dojo" },
      { id: "the-homeworld" },
    ].slice(0, n + 1),
    ...(spec.turn ? { turn: spec.turn } : {}),
    ...(spec.options ? { options: spec.options } : {}),
  });
}

/** Every standard action of Alice's factions: out of her deck for "no standard action there". */
const standardActions = everyCard(...ANANSI).filter((k) => {
  const d = cardDef(k);
  return d.type === "action" && !d.attach;
});

describe("Anansi Tales: the list", () => {
  it("has the 20 cards of the reference data: ids, types, printed power, counts and names", () => {
    expect(anansi.cards.map((c) => [c.id, c.type, c.power, c.count, c.attach ?? null])).toEqual([
      ["anansi-the-spider", "minion", 5, 1, null],
      ["onini-the-python", "minion", 4, 1, null],
      ["osebo-the-leopard", "minion", 4, 1, null],
      ["akye-the-turtle", "minion", 3, 3, null],
      ["mboro-hornet", "minion", 2, 4, null],
      ["collecting-stories", "action", 0, 2, null],
      ["ear-of-corn", "action", 0, 1, null],
      ["feather-gifts", "action", 0, 1, null],
      ["let-it-be-full-and-eat", "action", 0, 1, null],
      ["pot-of-beans", "action", 0, 2, null],
      ["pot-of-wisdom", "action", 0, 1, null],
      ["the-perfect-gift", "action", 0, 1, null],
      ["trading-stories", "action", 0, 1, null],
    ]);
    expect(anansi.cards.reduce((n, c) => n + c.count, 0)).toBe(20);
    const cat = catalogBox("culture-shock")?.factions.find((f) => f.id === "anansi-tales");
    expect(anansi.name).toEqual(cat?.name);
    expect(anansi.cards.map((c) => c.name)).toEqual(cat?.cards.map((c) => c.name));
    for (const c of anansi.cards) expect(c.text.fr).not.toBe(c.text.en);
  });
});

describe("clarification scenarios (digest §17.1)", () => {
  it("are all here", () => {
    expect(scenarioFiles.sort()).toEqual([
      "cs-anansi-override.json",
      "cs-hut-markers.json",
      "cs-mboro-onini-not-owned.json",
      "cs-perfect-gift-own-destination.json",
      "cs-web-named-destination.json",
    ]);
  });

  it.each(scenarioFiles)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(SCENARIOS, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
  });
});

describe("Anansi the Spider", () => {
  const spider = (hand: HandEntry[] = [], deck: HandEntry[] = [], more: Game = {}) =>
    game({
      players: [{ hand, deck }],
      minions: [m(A("anansi-the-spider"), 0, "anansi"), ...(more.minions ?? [])],
      ...(more.turn ? { turn: more.turn } : {}),
    });

  it("plays a standard action from the deck as an extra, then it goes into the hand of the player Alice picks", () => {
    rules("TERM-TALENT", "TERM-STANDARD", "CARD-EXTRA-CHOICE", "CARD-ANANSI-CADEAU");
    const t = spider([], [h(A("let-it-be-full-and-eat"), "full"), h("dinosaurs:king-rex", "rex")]);
    t.act(0, "anansi").expectPrompt(0, "searchDeck");
    // Only standard actions: no minion, no action played on a minion or a base.
    expect([t.offers("full"), t.offers("rex"), t.offers("dinosaurs:upgrade")]).toEqual([true, false, false]);
    expect(t.offers("dinosaurs:wildlife-preserve")).toBe(false);
    t.act(0, "full").expectPrompt(0, "playExtraAction").act(0, "full");
    // Its own effect: two cards drawn; then one question only, the receiver (the override).
    t.expectPrompt(0, "chooseReceiver");
    expect(handSize(t, 0)).toBe(2);
    t.act(0, "player:2");
    expect(t.where("full")).toBe("hand:2");
    expect(owner(t, "full")).toBe(0);
    // The free action is untouched: the talent's play was an extra.
    expect(t.g.turn.actionsPlayed).toBe(1);
    t.expectPrompt(0, "main");
  });

  it("no other copy of that action this turn, from the hand too; Bob is not bound", () => {
    rules("CONFLICT-3");
    const t = spider([h("dinosaurs:howl", "howl2")], [h("dinosaurs:howl", "howl1")]);
    t.act(0, "anansi").act(0, "howl1").act(0, "howl1").act(0, "player:1");
    expect(t.where("howl1")).toBe("hand:1");
    expect(t.offers("howl2")).toBe(false);
    expect(actionNameForbidden(t.g, 0, t.uid("howl2"))).toBe(true);
    expect(actionNameForbidden(t.g, 1, t.uid("howl1"))).toBe(false);
    // Another action still can be played.
    expect(t.offers("end")).toBe(true);
  });

  it("declining the play: the card stays in the deck, no restriction", () => {
    const t = spider([h("dinosaurs:howl", "howl2")], [h("dinosaurs:howl", "howl1")]);
    t.act(0, "anansi").act(0, "howl1").expectPrompt(0, "playExtraAction").act(0);
    expect(t.where("howl1")).toBe("deck:0");
    expect(t.offers("howl2")).toBe(true);
  });

  it("no standard action in the deck: nothing is played", () => {
    const t = game({
      players: [{ discard: standardActions }],
      minions: [m(A("anansi-the-spider"), 0, "anansi")],
    });
    const deck = t.g.players[0]?.deck.length;
    t.act(0, "anansi").expectPrompt(0, "main");
    expect(t.g.players[0]?.deck.length).toBe(deck);
    expect(t.g.players[0]?.discard.length).toBe(standardActions.length);
  });

  it("a cancelled action stays in its owner's discard pile, and it was played: no other copy this turn", () => {
    rules("TERM-CANCEL");
    const t = table({
      players: [
        { factions: ANANSI, hand: [h("dinosaurs:howl", "howl2")], deck: [h("dinosaurs:howl", "howl1")] },
        { factions: ["anansikit", "aliens"], hand: [h("anansikit:wil", "wil")] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [m(A("anansi-the-spider"), 0, "anansi")] },
        { id: "tar-pits" },
        { id: "the-grey-opal" },
      ],
    });
    t.act(0, "anansi").act(0, "howl1").act(0, "howl1");
    t.expectPrompt(1, "cardPlayed").act(1, "wil").act(1, "wil@tar-pits");
    expect(t.where("howl1")).toBe("discard:0");
    t.expectPrompt(0, "main");
    expect(t.offers("howl2")).toBe(false);
  });

  it("Ear of Corn played by the talent: one placement only, Osebo +1 once (CARD-ANANSI-CADEAU)", () => {
    const t = spider([], [h(A("ear-of-corn"), "ear")], {
      minions: [m(A("osebo-the-leopard"), 0, "osebo")],
    });
    t.act(0, "anansi").act(0, "ear").act(0, "ear");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("ear")).toBe("hand:1");
    expect(counters(t, "osebo")).toBe(1);
    t.expectPrompt(0, "main");
  });
});

describe("The Perfect Gift", () => {
  it("as Anansi's talent, without the restriction: a second copy may be played afterwards", () => {
    rules("CARD-ANANSI-CADEAU");
    const t = game({
      players: [
        {
          hand: [h(A("the-perfect-gift"), "gift"), h("dinosaurs:howl", "howl2")],
          deck: [h("dinosaurs:howl", "howl1")],
        },
      ],
      turn: { extras: [{ kind: "action", source: "test" }] },
    });
    t.act(0, "gift").expectPrompt(0, "searchDeck").act(0, "howl1").act(0, "howl1");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect(t.where("howl1")).toBe("hand:2");
    // The Perfect Gift itself goes to the discard pile.
    expect(t.where("gift")).toBe("discard:0");
    expect(t.offers("howl2")).toBe(true);
  });

  it("an action that names its own destination: only the override's question (Feather Gifts)", () => {
    const t = game({
      players: [{ hand: [h(A("the-perfect-gift"), "gift")], deck: [h(A("feather-gifts"), "feather")] }],
      minions: [m("dinosaurs:war-raptor", 0, "raptor")],
    });
    t.act(0, "gift").act(0, "feather").act(0, "feather");
    // Alice's only minion: no question which one.
    t.expectPrompt(0, "moveDestination").act(0, "tar-pits");
    t.expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("feather")).toBe("hand:1");
    expect(t.where("raptor")).toBe("base:tar-pits");
    t.expectPrompt(0, "main");
  });
});

describe("Onini the Python", () => {
  /** Bob (1) is active and holds a card Alice owns; Onini is Alice's. */
  const onini = (bobHand: HandEntry[], more: Game = {}) =>
    game({
      active: 1,
      players: [{}, { hand: bobHand }, ...(more.players?.slice(2) ?? [])],
      minions: [
        m(A("onini-the-python"), 0, "onini"),
        m("dinosaurs:war-raptor", 0, "raptor"),
        m("aliens:invader", 1, "inv"),
      ],
    });

  it("another player plays a card they don't own from a hand: Alice may put a counter on one of her minions", () => {
    rules("CARD-MBORO-ONINI", "TERM-OWNER", "PLAY-14");
    const t = onini([h("dinosaurs:king-rex", "rex", 0)]);
    t.act(1, "rex@tar-pits").expectPrompt(0, "placeCounter");
    // Hers only: not Bob's Invader, nor the minion just played (Bob controls it).
    expect([t.offers("raptor"), t.offers("onini"), t.offers("inv"), t.offers("rex")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    t.act(0, "raptor");
    expect(counters(t, "raptor")).toBe(1);
    expect(t.power("raptor")).toBe(power(t.g, t.uid("raptor")));
    t.expectPrompt(1, "main");
  });

  it("may be declined", () => {
    const t = onini([h("dinosaurs:king-rex", "rex", 0)]);
    t.act(1, "rex@tar-pits").act(0);
    expect([counters(t, "raptor"), counters(t, "onini")]).toEqual([0, 0]);
  });

  it("not when Bob plays his own card, nor when Alice plays a card of Bob's she holds", () => {
    const own = onini([h("aliens:scout", "scout")]);
    own.act(1, "scout@tar-pits").expectPrompt(1, "main");
    const mine = game({
      players: [{ hand: [h("aliens:scout", "scout", 1)] }],
      minions: [m(A("onini-the-python"), 0, "onini")],
    });
    mine.act(0, "scout@tar-pits").expectPrompt(0, "main");
    expect(counters(mine, "onini")).toBe(0);
  });

  it("a discard counts too: Carol discards Alice's card at random (Take the Shinies)", () => {
    rules("TERM-DISCARD");
    const t = game({
      active: 1,
      players: [
        {},
        { hand: [h("tricksters:take-the-shinies", "shinies")] },
        { hand: [h(A("pot-of-beans"), "beans", 0)] },
      ],
      minions: [m(A("onini-the-python"), 0, "onini")],
    });
    t.act(1, "shinies");
    // The discard goes to its owner's pile (OWN-PILES).
    expect(t.where("beans")).toBe("discard:0");
    t.expectPrompt(0, "placeCounter").act(0, "onini");
    expect(counters(t, "onini")).toBe(1);
  });
});

describe("Onini the Python and the hand limit", () => {
  it("Bob discards down to ten, Alice's card among them: one counter per such card (DRAW-2)", () => {
    rules("DRAW-2");
    const bobs = [
      "aliens:invader",
      "aliens:scout",
      "aliens:collector",
      "aliens:abduction",
      "aliens:beam-up",
      "tricksters:gnome",
      "tricksters:brownie",
      "tricksters:leprechaun",
    ];
    const t = table({
      phase: "draw",
      active: 1,
      players: [
        { factions: ANANSI },
        {
          factions: P1,
          hand: [
            h("dinosaurs:king-rex", "rex", 0),
            h("dinosaurs:howl", "howl", 0),
            ...bobs.map((card, i) => h(card, `b${i}`)),
          ],
          deck: [h("tricksters:gremlin", "g1"), h("tricksters:gremlin", "g2")],
        },
      ],
      bases: [
        { id: "jungle-oasis", minions: [m(A("onini-the-python"), 0, "onini")] },
        { id: "tar-pits" },
        { id: "the-grey-opal" },
      ],
    });
    t.expectPrompt(1, "handLimit").act(1, "rex", "b0");
    expect(t.where("rex")).toBe("discard:0");
    t.expectPrompt(0, "placeCounter").act(0, "onini");
    expect(counters(t, "onini")).toBe(1);
  });
});

describe("Osebo the Leopard", () => {
  it("one counter per card Alice puts into another player's hand: Trading Stories placing 3 → +3", () => {
    rules("TERM-PLACE");
    const t = game({
      players: [
        {
          hand: [
            h(A("trading-stories"), "trade"),
            h("dinosaurs:king-rex", "c1"),
            h("dinosaurs:howl", "c2"),
            h("dinosaurs:upgrade", "c3"),
          ],
        },
      ],
      minions: [m(A("osebo-the-leopard"), 0, "osebo")],
    });
    t.act(0, "trade");
    t.expectPrompt(0, "giveCard").act(0, "c1").expectPrompt(0, "chooseReceiver").act(0, "player:1");
    t.act(0, "c2").act(0, "player:2").act(0, "c3").act(0, "player:1");
    expect(counters(t, "osebo")).toBe(3);
    expect(t.power("osebo")).toBe(7);
  });

  it("a card Bob puts into Alice's hand: nothing", () => {
    const t = game({
      active: 1,
      players: [{}, { hand: [h(A("let-it-be-full-and-eat"), "full", 0)] }],
      minions: [m(A("osebo-the-leopard"), 0, "osebo")],
    });
    t.act(1, "full").act(1, "player:0");
    expect(t.where("full")).toBe("hand:0");
    expect(counters(t, "osebo")).toBe(0);
  });
});

describe("Akye the Turtle", () => {
  it("gives a card, then draws exactly two", () => {
    rules("TERM-TO");
    const t = game({
      players: [
        {
          hand: [h(A("akye-the-turtle"), "akye"), h("dinosaurs:howl", "howl")],
          deck: [
            h("dinosaurs:king-rex", "d1"),
            h("dinosaurs:war-raptor", "d2"),
            h("dinosaurs:laseratops", "d3"),
          ],
        },
      ],
    });
    t.act(0, "akye@tar-pits").expectPrompt(0, "giveCard").act(0, "howl").act(0, "player:2");
    expect(t.where("howl")).toBe("hand:2");
    expect([t.where("d1"), t.where("d2"), t.where("d3")]).toEqual(["hand:0", "hand:0", "deck:0"]);
    expect(handSize(t, 0)).toBe(2);
  });

  it("declined: no draw; an empty hand: no question, no draw", () => {
    const no = game({ players: [{ hand: [h(A("akye-the-turtle"), "akye"), h("dinosaurs:howl", "howl")] }] });
    no.act(0, "akye@tar-pits").act(0);
    expect(handSize(no, 0)).toBe(1);
    const empty = game({ players: [{ hand: [h(A("akye-the-turtle"), "akye")] }] });
    empty.act(0, "akye@tar-pits").expectPrompt(0, "main");
    expect(handSize(empty, 0)).toBe(0);
  });

  it("a card Alice holds but Bob owns may be passed on to Carol: still Bob's", () => {
    const t = game({ players: [{ hand: [h(A("akye-the-turtle"), "akye"), h("aliens:scout", "scout", 1)] }] });
    t.act(0, "akye@tar-pits").act(0, "scout").act(0, "player:2");
    expect(t.where("scout")).toBe("hand:2");
    expect(owner(t, "scout")).toBe(1);
  });
});

describe("Mboro Hornet", () => {
  const hornet = (bobHand: HandEntry[], options: Scenario["options"] = {}) =>
    game({
      active: 1,
      players: [{ hand: [h(A("mboro-hornet"), "mboro")] }, { hand: bobHand }],
      options,
    });

  it("Bob plays Alice's card: Alice may play Mboro from her hand, on any base, in Bob's turn", () => {
    rules("CARD-MBORO-ONINI", "PLAY-10", "PLAY-12");
    const t = hornet([h("dinosaurs:king-rex", "rex", 0)]);
    t.act(1, "rex@tar-pits").expectPrompt(0, "notOwnedUsed").act(0, "mboro");
    t.expectPrompt(0, "playExtraMinion").act(0, "mboro@ninja-dojo");
    expect(t.where("mboro")).toBe("base:ninja-dojo");
    // Bob's turn goes on; his own minion play is spent, not Alice's.
    t.expectPrompt(1, "main");
  });

  it("once used, Mboro itself must be played: no other minion of the hand, no passing", () => {
    const t = game({
      active: 1,
      players: [
        { hand: [h(A("mboro-hornet"), "mboro"), h("dinosaurs:war-raptor", "raptor")] },
        { hand: [h("dinosaurs:king-rex", "rex", 0)] },
      ],
    });
    t.act(1, "rex@tar-pits").act(0, "mboro").expectPrompt(0, "playExtraMinion");
    expect(t.prompt.min).toBe(1);
    expect(t.prompt.options.some((o) => o.card === t.uid("raptor"))).toBe(false);
  });

  it("offered while some base takes it; not on a base where Block the Path forbids the Anansi Tales", () => {
    const t = game({
      active: 1,
      players: [{ hand: [h(A("mboro-hornet"), "mboro")] }, { hand: [h("dinosaurs:king-rex", "rex", 0)] }],
      blockAnansiOn: "jungle-oasis",
    });
    t.act(1, "rex@tar-pits").act(0, "mboro").expectPrompt(0, "playExtraMinion");
    expect([t.offers("mboro@jungle-oasis"), t.offers("mboro@tar-pits")]).toEqual([false, true]);
  });

  it("may pass; Bob's own card opens no window", () => {
    const pass = hornet([h("dinosaurs:king-rex", "rex", 0)]);
    pass.act(1, "rex@tar-pits").act(0, "pass").expectPrompt(1, "main");
    expect(pass.where("mboro")).toBe("hand:0");
    const own = hornet([h("aliens:scout", "scout")]);
    own.act(1, "scout@tar-pits").expectPrompt(1, "main");
  });

  it("hidden timing: a player without Mboro is asked too", () => {
    rules("OPEN-27");
    const t = game({
      active: 1,
      players: [{}, { hand: [h("dinosaurs:king-rex", "rex", 0)] }],
      options: { hiddenTiming: true },
    });
    // Clockwise from the active player: Carol, then Alice.
    t.act(1, "rex@tar-pits").expectPrompt(2, "notOwnedUsed").act(2, "pass");
    t.expectPrompt(0, "notOwnedUsed").act(0, "pass").expectPrompt(1, "main");
  });
});

describe("Collecting Stories", () => {
  it("looks at another player's hand and may play a card Alice owns from it: no Onini counter (she owns it)", () => {
    rules("TERM-LOOK", "CARD-EXTRA-CHOICE");
    const t = game({
      players: [
        { hand: [h(A("collecting-stories"), "collect")] },
        { hand: [h("dinosaurs:howl", "howl", 0), h("aliens:scout", "scout")] },
      ],
      minions: [m(A("onini-the-python"), 0, "onini")],
    });
    t.act(0, "collect").expectPrompt(0, "choosePlayer").act(0, "player:1");
    // Bob's own card is not offered.
    t.expectPrompt(0, "playExtraAction");
    expect([t.offers("howl"), t.offers("scout")]).toEqual([true, false]);
    t.act(0, "howl");
    expect(t.where("howl")).toBe("discard:0");
    expect(counters(t, "onini")).toBe(0);
    // Alice saw every card of Bob's hand, privately.
    const seen = t.g.log.filter((e) => e.k === "seeCard");
    expect(seen.map((e) => [e.p[0], e.to])).toEqual([
      [t.uid("howl"), 0],
      [t.uid("scout"), 0],
    ]);
  });

  it("a minion Alice owns is played as an extra minion; declining plays nothing", () => {
    const t = game({
      players: [
        { hand: [h(A("collecting-stories"), "collect")] },
        { hand: [h("dinosaurs:king-rex", "rex", 0)] },
      ],
    });
    t.act(0, "collect").act(0, "player:1").expectPrompt(0, "playExtraMinion").act(0, "rex@tar-pits");
    expect(t.where("rex")).toBe("base:tar-pits");
    const no = game({
      players: [
        { hand: [h(A("collecting-stories"), "collect")] },
        { hand: [h("dinosaurs:king-rex", "rex", 0)] },
      ],
    });
    no.act(0, "collect").act(0, "player:1").act(0);
    expect(no.where("rex")).toBe("hand:1");
  });
});

describe("Ear of Corn", () => {
  const corn = (discard: HandEntry[], more: Game = {}) =>
    game({
      players: [{ hand: [h(A("ear-of-corn"), "ear")], discard }],
      minions: more.minions ?? [],
    });

  it("shuffles up to three actions (not minions) into the deck, stores an extra action, then goes into a hand", () => {
    rules("CONFLICT-1", "PLAY-9");
    const t = corn(
      [
        h("dinosaurs:howl", "a1"),
        h("dinosaurs:augmentation", "a2"),
        h("dinosaurs:rampage", "a3"),
        h("dinosaurs:upgrade", "a4"),
        h("dinosaurs:king-rex", "rex"),
      ],
      { minions: [m(A("osebo-the-leopard"), 0, "osebo")] },
    );
    t.act(0, "ear").expectPrompt(0, "shuffleIntoDeck");
    expect(t.offers("rex")).toBe(false);
    t.act(0, "a1", "a2", "a4");
    expect([t.where("a1"), t.where("a2"), t.where("a3"), t.where("a4")]).toEqual([
      "deck:0",
      "deck:0",
      "discard:0",
      "deck:0",
    ]);
    t.expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect(t.where("ear")).toBe("hand:2");
    expect(owner(t, "ear")).toBe(0);
    expect(counters(t, "osebo")).toBe(1);
    expect(t.g.turn.extras.map((e) => [e.kind, e.source])).toEqual([["action", A("ear-of-corn")]]);
  });

  it("choosing none shuffles nothing", () => {
    rules("CONFLICT-8");
    const t = corn([h("dinosaurs:howl", "a1")]);
    const deck = t.g.players[0]?.deck.slice();
    t.act(0, "ear").act(0).act(0, "player:1");
    expect(t.where("a1")).toBe("discard:0");
    expect(t.g.players[0]?.deck).toEqual(deck);
  });

  it("played by Bob, who holds it: Bob picks the receiver, Alice may be it", () => {
    const t = game({ active: 1, players: [{}, { hand: [h(A("ear-of-corn"), "ear", 0)] }] });
    t.act(1, "ear").expectPrompt(1, "chooseReceiver");
    expect([t.offers("player:0"), t.offers("player:2"), t.offers("player:1")]).toEqual([true, true, false]);
    t.act(1, "player:0");
    expect(t.where("ear")).toBe("hand:0");
  });
});

describe("Feather Gifts", () => {
  it("moves one of Alice's minions; with none, it still goes into a hand", () => {
    rules("TERM-YOURCARDS");
    const t = game({
      players: [{ hand: [h(A("feather-gifts"), "feather")] }],
      minions: [
        m("dinosaurs:war-raptor", 0, "raptor"),
        m("dinosaurs:king-rex", 0, "rex"),
        m("aliens:invader", 1, "inv"),
      ],
    });
    t.act(0, "feather").expectPrompt(0, "move");
    expect(t.offers("inv")).toBe(false);
    t.act(0, "rex").act(0, "the-grey-opal").act(0, "player:1");
    expect([t.where("rex"), t.where("feather")]).toEqual(["base:the-grey-opal", "hand:1"]);
    const none = game({
      players: [{ hand: [h(A("feather-gifts"), "feather")] }],
      minions: [m("aliens:invader", 1, "inv")],
    });
    none.act(0, "feather").expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect([none.where("inv"), none.where("feather")]).toEqual(["base:jungle-oasis", "hand:2"]);
  });
});

describe("Let it be Full and Eat", () => {
  it("draws exactly two, then goes into a hand; not reshuffled into the deck by the draw (ORDER-3)", () => {
    rules("ORDER-3", "DECK-1");
    const t = game({
      players: [
        {
          hand: [h(A("let-it-be-full-and-eat"), "full")],
          deck: [h("dinosaurs:king-rex", "d1")],
          discard: everyCard(...ANANSI).filter(
            (k) => k !== A("let-it-be-full-and-eat") && k !== "dinosaurs:king-rex",
          ),
        },
      ],
    });
    t.act(0, "full");
    expect(handSize(t, 0)).toBe(2);
    expect(t.where("d1")).toBe("hand:0");
    expect(t.where("full")).toBe("resolving");
    t.act(0, "player:1");
    expect(t.where("full")).toBe("hand:1");
  });
});

describe("Pot of Beans", () => {
  const beans = () =>
    game({
      players: [{ hand: [h(A("pot-of-beans"), "beans")] }],
      minions: [m("dinosaurs:war-raptor", 0, "raptor"), m("aliens:invader", 1, "inv")],
    });

  it("two counters on one minion, any player's", () => {
    rules("COUNTER-1");
    const t = beans();
    t.act(0, "beans")
      .expectPrompt(0, "placeCounter")
      .act(0, "inv")
      .expectPrompt(0, "counterCount")
      .act(0, "#l1");
    expect([counters(t, "inv"), counters(t, "raptor")]).toEqual([2, 0]);
    t.expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.where("beans")).toBe("hand:1");
  });

  it("or one on each of two", () => {
    const t = beans();
    t.act(0, "beans").act(0, "inv").act(0, "#l0").expectPrompt(0, "placeCounter").act(0, "raptor");
    expect([counters(t, "inv"), counters(t, "raptor")]).toEqual([1, 1]);
    t.expectPrompt(0, "chooseReceiver");
  });
});

describe("Pot of Wisdom", () => {
  it("3 players: draws 2, gives one card to each of the two others, Osebo +2, extra action stored", () => {
    const t = game({
      players: [
        {
          hand: [h(A("pot-of-wisdom"), "pot")],
          deck: [h("dinosaurs:king-rex", "d1"), h("dinosaurs:howl", "d2")],
        },
      ],
      minions: [m(A("osebo-the-leopard"), 0, "osebo")],
    });
    t.act(0, "pot");
    expect(handSize(t, 0)).toBe(2);
    t.expectPrompt(0, "giveCard").act(0, "d2").expectPrompt(0, "chooseReceiver").act(0, "player:2");
    // The last card goes to the last player: no question.
    t.expectPrompt(0, "main");
    expect([t.where("d1"), t.where("d2")]).toEqual(["hand:1", "hand:2"]);
    expect(counters(t, "osebo")).toBe(2);
    expect(t.g.turn.extras.map((e) => [e.kind, e.source])).toEqual([["action", A("pot-of-wisdom")]]);
    expect(t.where("pot")).toBe("discard:0");
  });

  it("4 players: draws 3 and gives 3; 2 players: draws 1 and gives it, no question", () => {
    const four = game({
      count: 4,
      players: [
        {
          hand: [h(A("pot-of-wisdom"), "pot")],
          deck: [h("dinosaurs:king-rex", "d1"), h("dinosaurs:howl", "d2"), h("dinosaurs:upgrade", "d3")],
        },
      ],
    });
    four.act(0, "pot").act(0, "d1").expectPrompt(0, "chooseReceiver");
    expect([four.offers("player:1"), four.offers("player:2"), four.offers("player:3")]).toEqual([
      true,
      true,
      true,
    ]);
    four.act(0, "player:3").act(0, "d2").act(0, "player:1");
    expect([four.where("d1"), four.where("d2"), four.where("d3")]).toEqual(["hand:3", "hand:1", "hand:2"]);
    expect([handSize(four, 0), handSize(four, 1), handSize(four, 2), handSize(four, 3)]).toEqual([
      0, 1, 1, 1,
    ]);
    const two = game({ count: 2, players: [{ hand: [h(A("pot-of-wisdom"), "pot")] }] });
    two.act(0, "pot").expectPrompt(0, "main");
    expect([handSize(two, 0), handSize(two, 1)]).toEqual([0, 1]);
  });

  it("one card for each other player, no more: the rest of the hand stays", () => {
    const t = game({
      players: [
        {
          hand: [
            h(A("pot-of-wisdom"), "pot"),
            h("dinosaurs:augmentation", "k1"),
            h("dinosaurs:rampage", "k2"),
          ],
          deck: [h("dinosaurs:king-rex", "d1"), h("dinosaurs:howl", "d2")],
        },
      ],
    });
    t.act(0, "pot").act(0, "d1").act(0, "player:1").expectPrompt(0, "giveCard").act(0, "d2");
    t.expectPrompt(0, "main");
    expect([t.where("d1"), t.where("d2"), t.where("k1"), t.where("k2")]).toEqual([
      "hand:1",
      "hand:2",
      "hand:0",
      "hand:0",
    ]);
  });

  it("short of cards (a deck and discard pile empty): Alice chooses who gets one", () => {
    // Every other card of Alice's is in Bob's hand: her deck holds one card, her discard pile none.
    const elsewhere = everyCard(...ANANSI).filter(
      (k) => k !== A("pot-of-wisdom") && k !== "dinosaurs:king-rex",
    );
    const t = game({
      players: [
        { hand: [h(A("pot-of-wisdom"), "pot")], deck: [h("dinosaurs:king-rex", "d1")] },
        { hand: elsewhere.map((card) => ({ card, owner: 0 })) },
      ],
    });
    const bob = handSize(t, 1);
    t.act(0, "pot").expectPrompt(0, "chooseReceiver").act(0, "player:2");
    expect(t.where("d1")).toBe("hand:2");
    expect(handSize(t, 1)).toBe(bob);
  });
});

describe("Trading Stories", () => {
  const trading = () =>
    game({
      players: [
        {
          hand: [
            h(A("trading-stories"), "trade"),
            h("dinosaurs:king-rex", "c1"),
            h("dinosaurs:howl", "c2"),
            h("dinosaurs:upgrade", "c3"),
            h("dinosaurs:augmentation", "c4"),
          ],
          deck: [
            h("dinosaurs:war-raptor", "d1"),
            h("dinosaurs:laseratops", "d2"),
            h("dinosaurs:armor-stego", "d3"),
          ],
        },
      ],
    });

  it("up to three cards, spread over the others; then one draw per card put", () => {
    const t = trading();
    t.act(0, "trade")
      .act(0, "c1")
      .act(0, "player:1")
      .act(0, "c2")
      .act(0, "player:2")
      .act(0, "c3")
      .act(0, "player:1");
    // A fourth is not asked.
    t.expectPrompt(0, "main");
    expect([t.where("c1"), t.where("c2"), t.where("c3"), t.where("c4")]).toEqual([
      "hand:1",
      "hand:2",
      "hand:1",
      "hand:0",
    ]);
    expect([t.where("d1"), t.where("d2"), t.where("d3")]).toEqual(["hand:0", "hand:0", "hand:0"]);
  });

  it("one card: one draw; none: no draw", () => {
    const one = trading();
    one.act(0, "trade").act(0, "c1").act(0, "player:2").act(0);
    expect([one.where("d1"), one.where("d2")]).toEqual(["hand:0", "deck:0"]);
    const none = trading();
    none.act(0, "trade").act(0);
    expect(none.where("d1")).toBe("deck:0");
    expect(handSize(none, 0)).toBe(4);
  });
});

import { describe, expect, it } from "vitest";
import grimmsBases from "../../../cards/culture-shock/bases/grimms-fairy-tales.ts";
import grimms from "../../../cards/culture-shock/grimms-fairy-tales.ts";
import { action, faction } from "../../../cards/define.ts";
import { card, destroyChosen, registerBases, registerFaction } from "../../../src/engine/api.ts";
import type { Scenario } from "../../../src/engine/scenario.ts";
import { rules, table } from "../../harness/table.ts";

// The box is registered by the lead at the end; the tests register the faction and its bases.
registerFaction(grimms);
registerBases(grimmsBases);

const text = (en: string) => ({ en, fr: en });

// A test-only faction: an action that destroys any minion, to destroy a Big Bad Wolf.
registerFaction(
  faction("grimmkit", "test", text("Grimms test kit"), [
    action({
      id: "chop",
      count: 2,
      name: text("Kit Chop"),
      text: text("Destroy a minion."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, () => true);
      },
    }),
  ]),
);

type F = [string, string];
const G = "grimms-fairy-tales";
// Seat 0 plays Grimms' Fairy Tales; seats 1 and 2 the others.
const GRIMMS: F = [G, "grimmkit"];
const P1: F = ["aliens", "zombies"];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Player = Scenario["players"][number];
const m = (id: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card: id.includes(":") ? id : `${G}:${id}`,
  owner,
  as,
  ...extra,
});
const c = (id: string, as: string) => ({ card: id.includes(":") ? id : `${G}:${id}`, as });

/** Three bases in play: the Oasis (12), Tar Pits (16) and the Central Brain (19). */
function board(
  oasis: Minion[],
  pits: Minion[] = [],
  players: Player[] = [{ factions: GRIMMS }, { factions: P1 }],
  extra: Partial<Scenario> = {},
) {
  return table({
    players,
    bases: [
      { id: "jungle-oasis", minions: oasis },
      { id: "tar-pits", minions: pits },
      { id: "the-central-brain" },
    ],
    ...extra,
  });
}

describe("Grimms' Fairy Tales: the faction list", () => {
  it("has every card of the reference data with its count and power (20 cards)", () => {
    expect(grimms.cards.map((x) => [x.key, x.type, x.power, x.count])).toEqual([
      [`${G}:big-bad-wolf`, "minion", 6, 1],
      [`${G}:charming-princess`, "minion", 4, 1],
      [`${G}:prince-charming`, "minion", 4, 1],
      [`${G}:red-riding-hood`, "minion", 3, 1],
      [`${G}:rumpelstiltskin`, "minion", 3, 1],
      [`${G}:the-frog-prince`, "minion", 3, 1],
      [`${G}:gretel`, "minion", 2, 1],
      [`${G}:hansel`, "minion", 2, 1],
      [`${G}:rose-red`, "minion", 2, 1],
      [`${G}:the-other-snow-white`, "minion", 2, 1],
      [`${G}:another-story`, "action", 0, 1],
      [`${G}:basket-of-goodies`, "action", 0, 1],
      [`${G}:breadcrumbs`, "action", 0, 1],
      [`${G}:fairy-godmothers-blessing`, "action", 0, 1],
      [`${G}:grimms-blessing`, "action", 0, 2],
      [`${G}:mouse-bird-and-sausage`, "action", 0, 1],
      [`${G}:teamwork`, "action", 0, 2],
      [`${G}:the-woodsmans-axe`, "action", 0, 1],
    ]);
    expect(grimms.cards.reduce((n, x) => n + x.count, 0)).toBe(20);
    expect(grimms.name).toEqual({ en: "Grimms' Fairy Tales", fr: "Contes de Grimm" });
    expect(grimms.box).toBe("culture-shock");
    expect(grimms.cards.filter((x) => x.attach).map((x) => [x.id, x.attach])).toEqual([
      ["grimms-blessing", "base"],
    ]);
    const fr = Object.fromEntries(grimms.cards.map((x) => [x.id, x.name.fr]));
    expect(fr).toMatchObject({
      "big-bad-wolf": "Grand Méchant Loup",
      "charming-princess": "Charmante Princesse",
      "prince-charming": "Prince Charmant",
      "red-riding-hood": "Petit Chaperon Rouge",
      "grimms-blessing": "Bénédiction des Grimm",
      "the-woodsmans-axe": "La Hache du Bûcheron",
    });
    for (const x of grimms.cards) {
      expect(x.text.en.length, x.id).toBeGreaterThan(0);
      expect(x.text.fr.length, x.id).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------
// Minions

describe("Big Bad Wolf", () => {
  it("may destroy a minion of current power 4 or less on its base; a 4 with a counter is 5 and is not offered", () => {
    rules("TERM-POWER");
    const t = board(
      [
        m("aliens:collector", 1, "col"), // 2
        m("zombies:zombie-lord", 1, "lord"), // 5
        m("aliens:scout", 1, "boosted", { counters: 2 }), // 3 + 2
        m("hansel", 0, "mine"), // 2, one of mine
      ],
      [m("aliens:invader", 1, "away")],
      [{ factions: GRIMMS, hand: [c("big-bad-wolf", "wolf")] }, { factions: P1 }],
    );
    t.act(0, "wolf@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(0);
    expect(["col", "lord", "boosted", "mine", "away", "wolf"].map((a) => t.offers(a))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    t.act(0, "col");
    expect(t.where("col")).toBe("discard:1");
  });

  it("the destruction is optional", () => {
    const t = board(
      [m("aliens:collector", 1, "col")],
      [],
      [{ factions: GRIMMS, hand: [c("big-bad-wolf", "wolf")] }, { factions: P1 }],
    );
    t.act(0, "wolf@jungle-oasis").act(0);
    expect(t.where("col")).toBe("base:jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
  });

  it("destroys nothing while the minion Red Riding Hood is in play, anywhere, whoever controls it (CARD-GRAND-MECHANT-LOUP)", () => {
    rules("CARD-GRAND-MECHANT-LOUP");
    const t = board(
      [m("aliens:collector", 1, "col")],
      [m("red-riding-hood", 0, "red", { controller: 1 })],
      [{ factions: GRIMMS, hand: [c("big-bad-wolf", "wolf")] }, { factions: P1 }],
    );
    t.act(0, "wolf@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("col")).toBe("base:jungle-oasis");
  });

  it("after it is destroyed, its controller plays another minion from their discard pile on its base as an extra minion", () => {
    const t = board(
      [m("big-bad-wolf", 0, "wolf"), m("aliens:collector", 1, "col")],
      [],
      [
        {
          factions: GRIMMS,
          hand: [c("grimmkit:chop", "chop")],
          discard: [c("gretel", "gretel"), c("the-woodsmans-axe", "axe")],
        },
        { factions: P1 },
      ],
      { turn: { freeMinion: 0 } },
    );
    t.act(0, "chop").act(0, "wolf").expectPrompt(0, "playExtraMinion");
    // Only on its base; not the Wolf itself; not the action.
    expect(t.offers("gretel@jungle-oasis")).toBe(true);
    expect(t.offers("gretel@tar-pits")).toBe(false);
    expect(t.offers("wolf@jungle-oasis")).toBe(false);
    t.act(0, "gretel@jungle-oasis");
    expect(t.where("gretel")).toBe("base:jungle-oasis");
    expect(t.where("wolf")).toBe("discard:0");
    expect(t.g.turn.freeMinion).toBe(0);
  });

  it("controlled by another player: that player plays from their own discard pile (TERM-YOU)", () => {
    rules("TERM-YOU", "TERM-CONTROL");
    const t = board(
      [m("big-bad-wolf", 0, "wolf", { controller: 1 })],
      [],
      [
        { factions: GRIMMS, hand: [c("grimmkit:chop", "chop")], discard: [c("gretel", "gretel")] },
        { factions: P1, discard: [c("aliens:invader", "inv")] },
      ],
    );
    // The only minion in play: chosen without a prompt.
    t.act(0, "chop").expectPrompt(1, "playExtraMinion");
    expect(t.offers("gretel@jungle-oasis")).toBe(false);
    t.act(1, "inv@jungle-oasis");
    expect(t.where("inv")).toBe("base:jungle-oasis");
    expect(card(t.g, t.uid("inv")).controller).toBe(1);
    expect(t.where("wolf")).toBe("discard:0");
  });

  it("with no other minion in the discard pile, nothing is asked", () => {
    const t = board(
      [m("big-bad-wolf", 0, "wolf")],
      [],
      [{ factions: GRIMMS, hand: [c("grimmkit:chop", "chop")] }, { factions: P1 }],
    );
    t.act(0, "chop");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("wolf")).toBe("discard:0");
  });
});

describe("Charming Princess and Prince Charming", () => {
  it("Princess: with Prince Charming here, her talent gives an extra minion usable later, only on this base", () => {
    rules("TERM-TALENT", "PLAY-9");
    const t = board(
      [m("charming-princess", 0, "princess"), m("prince-charming", 0, "prince", { controller: 1 })],
      [],
      [{ factions: GRIMMS, hand: [c("gretel", "gretel"), c("hansel", "hansel")] }, { factions: P1 }],
    );
    t.act(0, "princess");
    expect(t.offers("princess")).toBe(false);
    t.act(0, "gretel@tar-pits");
    // The free minion is spent: the extra only goes to the Princess's base.
    expect(t.offers("hansel@tar-pits")).toBe(false);
    expect(t.offers("hansel@jungle-oasis")).toBe(true);
    t.act(0, "hansel@jungle-oasis");
    expect(t.where("hansel")).toBe("base:jungle-oasis");
  });

  it("Princess: no talent while Prince Charming is on another base", () => {
    const t = board([m("charming-princess", 0, "princess")], [m("prince-charming", 0, "prince")]);
    expect(t.offers("princess")).toBe(false);
    expect(t.offers("prince")).toBe(false);
  });

  it("Prince: with Charming Princess here, his talent gives an extra action", () => {
    rules("TERM-TALENT");
    const t = board(
      [m("prince-charming", 0, "prince"), m("charming-princess", 0, "princess", { controller: 1 })],
      [],
      [
        { factions: GRIMMS, hand: [c("another-story", "story"), c("breadcrumbs", "crumbs")] },
        { factions: P1 },
      ],
    );
    t.act(0, "prince").act(0, "story");
    expect(t.offers("crumbs")).toBe(true);
    t.act(0, "crumbs");
    expect(t.g.turn.actionsPlayed).toBe(2);
  });

  it("a talent is its controller's: the Prince another player controls is not offered to its owner", () => {
    const t = board([
      m("prince-charming", 0, "prince", { controller: 1 }),
      m("charming-princess", 0, "princess"),
    ]);
    expect(t.offers("prince")).toBe(false);
    expect(t.offers("princess")).toBe(true);
  });
});

describe("Red Riding Hood", () => {
  it("gives +1 to each minion its controller has here, itself included; not to the others' nor to yours elsewhere", () => {
    rules("TERM-YOURCARDS");
    const t = board(
      [
        m("red-riding-hood", 0, "red"),
        m("rumpelstiltskin", 0, "hansel"),
        m("aliens:invader", 1, "borrowed", { controller: 0 }),
        m("gretel", 0, "lent", { controller: 1 }),
        m("aliens:collector", 1, "col"),
      ],
      [m("rose-red", 0, "away")],
    );
    expect(["red", "hansel", "borrowed", "lent", "col", "away"].map((a) => t.power(a))).toEqual([
      4, 4, 4, 2, 2, 2,
    ]);
  });

  it("gives nothing while the minion Big Bad Wolf is in play, anywhere; the bonus comes back once it is gone", () => {
    const t = board(
      [m("red-riding-hood", 0, "red"), m("hansel", 0, "hansel")],
      [m("big-bad-wolf", 0, "wolf", { controller: 1 })],
      [{ factions: GRIMMS, hand: [c("grimmkit:chop", "chop")] }, { factions: P1 }],
    );
    expect([t.power("red"), t.power("hansel")]).toEqual([3, 2]);
    t.act(0, "chop").act(0, "wolf");
    expect([t.power("red"), t.power("hansel")]).toEqual([4, 3]);
  });
});

describe("Gretel, Hansel, Rose Red, The Other Snow White", () => {
  const pairs: [string, string][] = [
    ["gretel", "hansel"],
    ["hansel", "gretel"],
    ["rose-red", "the-other-snow-white"],
    ["the-other-snow-white", "rose-red"],
  ];

  it.each(pairs)("%s: +2 while its partner %s is here, whoever controls the partner", (who, partner) => {
    const t = board([m(who, 0, "me"), m(partner, 0, "partner", { controller: 1 })]);
    expect(t.power("me")).toBe(4);
  });

  it.each(pairs)("%s: printed 2 when %s is on another base", (who, partner) => {
    const t = board([m(who, 0, "me")], [m(partner, 0, "partner")]);
    expect(t.power("me")).toBe(2);
  });

  it("two of the same name don't count: Gretel needs Hansel", () => {
    const t = board([m("gretel", 0, "me"), m("rose-red", 0, "other")]);
    expect(t.power("me")).toBe(2);
  });
});

describe("Rumpelstiltskin", () => {
  it("searches the deck for any card: the deck is shuffled and that card put on top", () => {
    rules("DECK-4");
    const t = board(
      [],
      [],
      [
        {
          factions: GRIMMS,
          hand: [c("rumpelstiltskin", "rumpel")],
          deck: [c("gretel", "gretel"), c("the-woodsmans-axe", "axe")],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "rumpel@jungle-oasis").expectPrompt(0, "orderDeckTop");
    expect(t.prompt.min).toBe(1);
    expect(t.prompt.options.length).toBe(t.g.players[0]?.deck.length);
    t.act(0, "axe");
    t.check({ deckTop: { "0": ["axe"] } });
    // 22 cards (Grimms and the test kit), one in hand.
    expect(t.g.players[0]?.deck.length).toBe(21);
  });

  it("an empty deck is refilled from the discard pile first (DECK-1)", () => {
    rules("DECK-1");
    const t = board(
      [],
      [],
      [
        { factions: GRIMMS, hand: [c("rumpelstiltskin", "rumpel")], discard: [c("gretel", "gretel")] },
        { factions: P1 },
      ],
    );
    // Empty the deck: everything but the hand and the Gretel goes to the discard pile.
    const p = t.g.players[0];
    if (!p) throw new Error("no seat 0");
    for (const u of p.deck.splice(0)) {
      card(t.g, u).zone = "discard";
      p.discard.push(u);
    }
    t.act(0, "rumpel@jungle-oasis").act(0, "gretel");
    t.check({ deckTop: { "0": ["gretel"] }, discardSize: [0, 0] });
  });
});

// ---------------------------------------------------------------------------
// Actions

describe("Another Story", () => {
  const story = (discard: { card: string; as: string }[]) =>
    board(
      [],
      [],
      [
        { factions: GRIMMS, hand: [c("another-story", "story")], discard, deck: [c("gretel", "top")] },
        { factions: P1 },
      ],
    );

  it("shuffles up to three cards of the discard pile into the deck", () => {
    const t = story([c("hansel", "a"), c("rose-red", "b"), c("breadcrumbs", "c2"), c("teamwork", "d")]);
    t.act(0, "story").expectPrompt(0, "shuffleIntoDeck");
    expect([t.prompt.min, t.prompt.max]).toEqual([0, 3]);
    t.act(0, "a", "b", "c2");
    expect(["a", "b", "c2", "d"].map((x) => t.where(x))).toEqual(["deck:0", "deck:0", "deck:0", "discard:0"]);
    // 22 cards: one in hand (now played), four in the discard pile, 17 in the deck, + 3.
    expect(t.g.players[0]?.deck.length).toBe(20);
  });

  it("zero cards: nothing moves and the deck is not shuffled (CONFLICT-8)", () => {
    rules("CONFLICT-8");
    const t = story([c("hansel", "a")]);
    const before = t.g.players[0]?.deck.slice();
    t.act(0, "story").act(0);
    expect(t.g.players[0]?.deck).toEqual(before);
    expect(t.where("a")).toBe("discard:0");
  });
});

describe("Basket of Goodies and Fairy Godmother's Blessing", () => {
  const deck = [c("gretel", "gretel"), c("breadcrumbs", "crumbs"), c("hansel", "hansel")];

  it("Basket: only actions are offered; the chosen one ends on top of the shuffled deck", () => {
    const t = board(
      [],
      [],
      [{ factions: GRIMMS, hand: [c("basket-of-goodies", "basket")], deck }, { factions: P1 }],
    );
    t.act(0, "basket");
    expect(t.offers("gretel")).toBe(false);
    expect(t.offers("crumbs")).toBe(true);
    t.act(0, "crumbs");
    t.check({ deckTop: { "0": ["crumbs"] } });
  });

  it("Fairy Godmother's Blessing: only minions are offered; the chosen one ends on top", () => {
    const t = board(
      [],
      [],
      [{ factions: GRIMMS, hand: [c("fairy-godmothers-blessing", "fairy")], deck }, { factions: P1 }],
    );
    t.act(0, "fairy");
    expect(t.offers("crumbs")).toBe(false);
    expect(t.offers("gretel")).toBe(true);
    t.act(0, "hansel");
    t.check({ deckTop: { "0": ["hansel"] } });
  });
});

describe("Breadcrumbs", () => {
  const crumbs = (oasis: Minion[], pits: Minion[] = []) =>
    board(oasis, pits, [{ factions: GRIMMS, hand: [c("breadcrumbs", "crumbs")] }, { factions: P1 }]);

  it("moves two of your minions from one base together to one other base", () => {
    rules("TERM-MOVE");
    const t = crumbs(
      [m("gretel", 0, "a"), m("hansel", 0, "b"), m("aliens:invader", 1, "theirs")],
      [m("rose-red", 0, "elsewhere")],
    );
    t.act(0, "crumbs").expectPrompt(0, "move");
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "a");
    // The second comes from the same base and is another of yours.
    expect(t.offers("elsewhere")).toBe(false);
    expect(t.offers("a")).toBe(false);
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "b").expectPrompt(0, "moveDestination");
    expect(t.offers("jungle-oasis")).toBe(false);
    t.act(0, "the-central-brain");
    expect([t.where("a"), t.where("b"), t.where("theirs")]).toEqual([
      "base:the-central-brain",
      "base:the-central-brain",
      "base:jungle-oasis",
    ]);
  });

  it("one minion only, and a minion you control but don't own counts as yours", () => {
    const t = crumbs([
      m("aliens:invader", 1, "borrowed", { controller: 0 }),
      m("gretel", 0, "lent", { controller: 1 }),
    ]);
    t.act(0, "crumbs");
    expect(t.offers("lent")).toBe(false);
    t.act(0, "borrowed").act(0, "tar-pits");
    expect([t.where("borrowed"), t.where("lent")]).toEqual(["base:tar-pits", "base:jungle-oasis"]);
  });

  it("moving nothing is allowed", () => {
    const t = crumbs([m("gretel", 0, "a")]);
    t.act(0, "crumbs").act(0);
    expect(t.where("a")).toBe("base:jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Mouse, Bird and Sausage", () => {
  const msb = (oasis: Minion[], pits: Minion[] = []) =>
    board(oasis, pits, [{ factions: GRIMMS, hand: [c("mouse-bird-and-sausage", "msb")] }, { factions: P1 }]);

  it("two minions of one faction on one base, any player's: +2 each until the end of the turn", () => {
    rules("TERM-DURATION");
    const t = msb(
      [
        m("aliens:invader", 1, "inv"),
        m("aliens:collector", 1, "col"),
        m("zombies:walker", 1, "walk"),
        m("gretel", 0, "gretel"),
      ],
      [m("aliens:scout", 1, "away")],
    );
    t.act(0, "msb").expectPrompt(0, "powerUp").act(0, "inv");
    // Same faction, same base, not the first one.
    expect(["col", "walk", "gretel", "away", "inv"].map((a) => t.offers(a))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    t.act(0, "col");
    expect([t.power("inv"), t.power("col"), t.power("walk")]).toEqual([5, 4, 2]);
    t.act(0, "end");
    expect([t.power("inv"), t.power("col")]).toEqual([3, 2]);
  });

  it("one minion alone, or none", () => {
    const one = msb([m("aliens:invader", 1, "inv"), m("zombies:walker", 1, "walk")]);
    one.act(0, "msb").act(0, "walk");
    expect(one.power("walk")).toBe(4);
    expect(one.prompt.purpose).toBe("main");
    const none = msb([m("aliens:invader", 1, "inv")]);
    none.act(0, "msb").act(0);
    expect(none.power("inv")).toBe(3);
  });
});

describe("The Woodsman's Axe", () => {
  it("destroys an action played on a base (any player's) to play an extra action", () => {
    rules("TERM-TO");
    const t = table({
      players: [
        { factions: GRIMMS, hand: [c("the-woodsmans-axe", "axe"), c("another-story", "story")] },
        { factions: ["dinosaurs", "tricksters"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [
            { card: "tricksters:enshrouding-mist", owner: 1, as: "mist" },
            { card: `${G}:grimms-blessing`, owner: 0, as: "bless" },
          ],
          minions: [
            m("dinosaurs:war-raptor", 1, "raptor", {
              attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "upgrade" }],
            }),
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "axe").expectPrompt(0, "destroyAction");
    // Played on a minion is not played on a base.
    expect(t.offers("upgrade")).toBe(false);
    t.act(0, "mist");
    expect(t.where("mist")).toBe("discard:1");
    expect(t.offers("story")).toBe(true);
    t.act(0, "story");
    expect(t.g.turn.actionsPlayed).toBe(2);
  });

  it("destroys the minion Big Bad Wolf to search the deck for a minion and play it on the Wolf's base", () => {
    const t = board(
      [m("big-bad-wolf", 0, "wolf", { controller: 1 })],
      [],
      [
        {
          factions: GRIMMS,
          hand: [c("the-woodsmans-axe", "axe")],
          deck: [c("gretel", "gretel"), c("another-story", "story")],
        },
        { factions: P1 },
      ],
      { turn: { freeMinion: 0 } },
    );
    // The only target: chosen without a prompt.
    t.act(0, "axe").expectPrompt(0, "playExtraMinion");
    expect(t.where("wolf")).toBe("discard:0");
    expect(t.offers("story")).toBe(false);
    // The nine other Grimms minions of the deck.
    expect(t.prompt.options.length).toBe(9);
    // The found minion is played at once on the Wolf's base (one legal place: no second prompt).
    t.act(0, "gretel");
    expect(t.where("gretel")).toBe("base:jungle-oasis");
    expect(t.g.turn.freeMinion).toBe(0);
    // The Wolf's own ability: seat 1 controlled it and has no minion in its discard pile.
    expect(t.prompt.purpose).toBe("main");
  });

  it("with both kinds of target, one choice says which (an action or a Wolf)", () => {
    const t = table({
      players: [{ factions: GRIMMS, hand: [c("the-woodsmans-axe", "axe")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [m("big-bad-wolf", 0, "wolf")] },
        { id: "tar-pits", actions: [{ card: `${G}:grimms-blessing`, owner: 0, as: "bless" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "axe").expectPrompt(0, "destroyCard");
    expect([t.offers("wolf"), t.offers("bless")]).toEqual([true, true]);
    t.act(0, "bless");
    expect([t.where("bless"), t.where("wolf")]).toEqual(["discard:0", "base:jungle-oasis"]);
  });

  it("nothing to destroy: nothing happens", () => {
    const t = board(
      [m("gretel", 0, "gretel")],
      [],
      [{ factions: GRIMMS, hand: [c("the-woodsmans-axe", "axe")] }, { factions: P1 }],
    );
    t.act(0, "axe");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("axe")).toBe("discard:0");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import grimmsBases from "../../../cards/culture-shock/bases/grimms-fairy-tales.ts";
import grimms from "../../../cards/culture-shock/grimms-fairy-tales.ts";
import { action, faction } from "../../../cards/define.ts";
import { runScenario, type Scenario } from "../../../src/drivers/scenario.ts";
import {
  card,
  destroyChosen,
  playerPowerOn,
  registerBases,
  registerFaction,
} from "../../../src/engine/api.ts";
import { allCardDefs } from "../../../src/engine/defs.ts";
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
    action({
      id: "ward",
      count: 1,
      attach: "minion",
      name: text("Kit Ward"),
      text: text("Play on a minion. Ongoing: this minion is not affected by any effect."),
      shield: (g, self, target) => (card(g, self).at === target ? "immune" : null),
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

describe("Grimms' Fairy Tales: the clarification scenarios (docs/boxes/culture-shock.md §3)", () => {
  // They live apart from test/scenarios/*.json, which test/engine/scenarios.test.ts runs with the
  // registered boxes only, until the box is registered.
  const dir = join(import.meta.dirname, "..", "..", "scenarios", "culture-shock", "grimms");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

  it.each(files)("%s", (file) => {
    const outcome = runScenario(JSON.parse(readFileSync(join(dir, file), "utf8")));
    expect(outcome.failures).toEqual([]);
    expect(outcome.pass).toBe(true);
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
        m("zombies:grave-digger", 1, "digger"), // 4
        m("hansel", 0, "mine"), // 2, one of mine
      ],
      [m("aliens:invader", 1, "away")],
      [{ factions: GRIMMS, hand: [c("big-bad-wolf", "wolf")] }, { factions: P1 }],
    );
    t.act(0, "wolf@jungle-oasis").expectPrompt(0, "destroy");
    expect(t.prompt.min).toBe(0);
    expect(["col", "lord", "boosted", "digger", "mine", "away", "wolf"].map((a) => t.offers(a))).toEqual([
      true,
      false,
      false,
      true,
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
      [
        { factions: GRIMMS, hand: [c("big-bad-wolf", "wolf")], discard: [c("gretel", "gretel")] },
        { factions: P1 },
      ],
    );
    t.act(0, "wolf@jungle-oasis");
    // Being played is not being destroyed: no minion from the discard pile either.
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("gretel")).toBe("discard:0");
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

  it("another minion destroyed while it is in play: nothing", () => {
    const t = board(
      [m("big-bad-wolf", 0, "wolf"), m("aliens:collector", 1, "col")],
      [],
      [
        { factions: GRIMMS, hand: [c("grimmkit:chop", "chop")], discard: [c("gretel", "gretel")] },
        { factions: P1 },
      ],
    );
    t.act(0, "chop").act(0, "col");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("gretel")).toBe("discard:0");
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
    t.act(0, "rumpel@jungle-oasis").expectPrompt(0, "searchDeck");
    expect(t.prompt.min).toBe(1);
    expect(t.prompt.options.length).toBe(t.g.players[0]?.deck.length);
    t.act(0, "axe");
    t.check({ deckTop: { "0": ["axe"] } });
    // 23 cards (Grimms and the test kit), one in hand.
    expect(t.g.players[0]?.deck.length).toBe(22);
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

describe("The Frog Prince", () => {
  const frog = (
    oasis: Minion[],
    players: Player[] = [
      {
        factions: GRIMMS,
        hand: [c("gretel", "gretel")],
        discard: [c("hansel", "hansel"), c("another-story", "story")],
      },
      { factions: P1 },
    ],
    extra: Partial<Scenario> = {},
  ) => board(oasis, [], players, extra);

  it("after you play another minion here, you may shuffle it into its owner's deck to play a minion from your discard pile here", () => {
    rules("TERM-TO");
    const t = frog([m("the-frog-prince", 0, "frog")]);
    t.act(0, "gretel@jungle-oasis").expectPrompt(0, "useAbility").act(0, "yes");
    expect(t.where("frog")).toBe("deck:0");
    // Only a minion of the discard pile, only here.
    t.expectPrompt(0, "playExtraMinion");
    expect([t.offers("hansel@tar-pits"), t.offers("story")]).toEqual([false, false]);
    t.act(0, "hansel@jungle-oasis");
    expect(t.where("hansel")).toBe("base:jungle-oasis");
    expect(t.where("story")).toBe("discard:0");
    expect(t.g.turn.minionsPlayed).toBe(2);
  });

  it("playing the Frog itself is not playing another minion", () => {
    const t = frog(
      [],
      [
        { factions: GRIMMS, hand: [c("the-frog-prince", "frog")], discard: [c("hansel", "hansel")] },
        { factions: P1 },
      ],
    );
    t.act(0, "frog@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
  });

  it("an action played here is not a minion", () => {
    const t = frog(
      [m("the-frog-prince", 0, "frog"), m("gretel", 0, "gretel")],
      [
        { factions: GRIMMS, hand: [c("grimms-blessing", "bless")], discard: [c("hansel", "hansel")] },
        { factions: P1 },
      ],
    );
    t.act(0, "bless@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect(t.where("frog")).toBe("base:jungle-oasis");
  });

  it("declined: it stays", () => {
    const t = frog([m("the-frog-prince", 0, "frog")]);
    t.act(0, "gretel@jungle-oasis").act(0, "no");
    expect([t.where("frog"), t.where("hansel")]).toEqual(["base:jungle-oasis", "discard:0"]);
  });

  it("not offered without a minion in your discard pile, nor for a minion played on another base", () => {
    const none = frog(
      [m("the-frog-prince", 0, "frog")],
      [
        { factions: GRIMMS, hand: [c("gretel", "gretel")], discard: [c("another-story", "story")] },
        { factions: P1 },
      ],
    );
    none.act(0, "gretel@jungle-oasis");
    expect(none.prompt.purpose).toBe("main");
    const elsewhere = frog([m("the-frog-prince", 0, "frog")]);
    elsewhere.act(0, "gretel@tar-pits");
    expect(elsewhere.prompt.purpose).toBe("main");
  });

  it("a minion its controller did not play doesn't trigger it; controlled by another player, it serves that player", () => {
    rules("TERM-YOU", "TERM-OWNER");
    // Seat 0 plays next to the Frog seat 1 controls: nothing.
    const other = frog(
      [m("the-frog-prince", 0, "frog", { controller: 1 })],
      [
        { factions: GRIMMS, hand: [c("gretel", "gretel")], discard: [c("hansel", "hansel")] },
        { factions: P1, discard: [c("zombies:walker", "walk")] },
      ],
    );
    other.act(0, "gretel@jungle-oasis");
    expect(other.prompt.purpose).toBe("main");
    // Seat 1's turn: the Frog goes into its owner's (seat 0's) deck, seat 1 plays from its own discard pile.
    const t = frog(
      [m("the-frog-prince", 0, "frog", { controller: 1 })],
      [
        { factions: GRIMMS, discard: [c("hansel", "hansel")] },
        { factions: P1, hand: [c("aliens:invader", "inv")], discard: [c("zombies:walker", "walk")] },
      ],
      { active: 1 },
    );
    t.act(1, "inv@jungle-oasis").expectPrompt(1, "useAbility").act(1, "yes").act(1, "walk@jungle-oasis");
    expect([t.where("frog"), t.where("walk"), t.where("hansel")]).toEqual([
      "deck:0",
      "base:jungle-oasis",
      "discard:0",
    ]);
    expect(card(t.g, t.uid("walk")).controller).toBe(1);
  });

  it("a Frog that can't be shuffled away buys nothing (TERM-TO)", () => {
    const t = frog([
      m("the-frog-prince", 0, "frog", { attached: [{ card: "grimmkit:ward", owner: 0, as: "ward" }] }),
    ]);
    t.act(0, "gretel@jungle-oasis").act(0, "yes");
    expect([t.where("frog"), t.where("hansel")]).toEqual(["base:jungle-oasis", "discard:0"]);
    expect(t.prompt.purpose).toBe("main");
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
    // 23 cards: one in hand (now played), four in the discard pile, 18 in the deck, + 3.
    expect(t.g.players[0]?.deck.length).toBe(21);
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

describe("searches that find nothing (OPEN-12)", () => {
  const noMinionsInDeck = (hand: { card: string; as: string }[], oasis: Minion[] = []) => {
    const minions = grimms.cards.filter((x) => x.type === "minion").map((x) => x.key);
    const inPlay = oasis.map((x) => x.card);
    return board(
      oasis,
      [],
      [{ factions: GRIMMS, hand, discard: minions.filter((k) => !inPlay.includes(k)) }, { factions: P1 }],
    );
  };

  it("Fairy Godmother's Blessing with no minion in the deck: nothing moves", () => {
    const t = noMinionsInDeck([c("fairy-godmothers-blessing", "fairy")]);
    t.act(0, "fairy");
    expect(t.prompt.purpose).toBe("main");
    expect(t.g.players[0]?.discard.length).toBe(11);
  });

  it("the Axe destroys the Wolf and finds no minion: nothing is played", () => {
    const t = noMinionsInDeck(
      [c("the-woodsmans-axe", "axe")],
      [m("big-bad-wolf", 0, "wolf", { controller: 1 })],
    );
    t.act(0, "axe");
    expect(t.where("wolf")).toBe("discard:0");
    expect(t.prompt.purpose).toBe("main");
  });

  it("Teamwork with no minion in play: nothing", () => {
    const t = board([], [], [{ factions: GRIMMS, hand: [c("teamwork", "team")] }, { factions: P1 }]);
    t.act(0, "team");
    expect(t.prompt.purpose).toBe("main");
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
    t.act(0, "a").expectPrompt(0, "move");
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
    t.act(0, "msb").expectPrompt(0, "powerUp").act(0, "inv").expectPrompt(0, "powerUp");
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
    t.act(0, "axe").expectPrompt(0, "searchDeck");
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

  it("a minion found that can't be played on the Wolf's base is discarded (TOPDECK-5)", () => {
    const t = table({
      players: [
        { factions: GRIMMS, hand: [c("the-woodsmans-axe", "axe")], deck: [c("gretel", "gretel")] },
        { factions: ["tricksters", "zombies"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("big-bad-wolf", 0, "wolf")],
          actions: [{ card: "tricksters:block-the-path", owner: 1, as: "btp", memo: G }],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "axe").expectPrompt(0, "destroyCard").act(0, "wolf").act(0, "gretel");
    expect(t.where("gretel")).toBe("discard:0");
    expect(t.prompt.purpose).toBe("main");
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

describe("Grimms' Blessing", () => {
  const bless = (owner = 0, extra: { controller?: number } = {}) => ({
    card: `${G}:grimms-blessing`,
    owner,
    as: "bless",
    ...extra,
  });
  const onOasis = (
    minions: Minion[],
    blessing = bless(),
    pits: Minion[] = [],
    hand = [c("grimmkit:chop", "chop")],
  ) =>
    table({
      players: [{ factions: GRIMMS, hand }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions, actions: [blessing] },
        { id: "tar-pits", minions: pits },
        { id: "the-central-brain" },
      ],
    });

  it("bears the names of its controller's minions while they have two minions here; one leaves, the names go", () => {
    rules("CARD-BENEDICTION-GRIMM", "TERM-ONGOING");
    const t = onOasis([m("gretel", 0, "gretel"), m("rumpelstiltskin", 0, "rumpel")]);
    expect(t.power("gretel")).toBe(4);
    t.act(0, "chop").act(0, "rumpel");
    expect(t.power("gretel")).toBe(2);
  });

  it("two minions its controller controls, one owned by another player, are enough; the names are those of the minions they own", () => {
    rules("TERM-YOURCARDS", "TERM-OWNER");
    const t = onOasis([m("gretel", 0, "gretel"), m("aliens:invader", 1, "inv", { controller: 0 })]);
    expect(t.power("gretel")).toBe(4);
    // Controlled by seat 1 with two of its minions here: it bears seat 1's names, not Hansel.
    const theirs = onOasis(
      [m("gretel", 0, "gretel"), m("aliens:invader", 1, "inv"), m("zombies:walker", 1, "walk")],
      bless(0, { controller: 1 }),
    );
    expect(theirs.power("gretel")).toBe(2);
  });

  it("the power its names bring counts for its controller on its base only (APOWER-1)", () => {
    rules("APOWER-1");
    const t = table({
      players: [{ factions: [G, "robots"] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("robots:zapbot", 0, "z1"),
            m("robots:microbot-fixer", 0, "fixer"),
            m("aliens:invader", 1, "inv"),
          ],
          actions: [bless()],
        },
        { id: "tar-pits", minions: [m("robots:zapbot", 0, "z2")] },
        { id: "the-central-brain" },
      ],
    });
    const [oasis, pits] = [t.base("jungle-oasis"), t.base("tar-pits")];
    expect(t.power("bless")).toBe(1);
    // Zapbot 2, Fixer 2, the Blessing 1; seat 1 only its Invader; Tar Pits only the Zapbot.
    expect([playerPowerOn(t.g, 0, oasis), playerPowerOn(t.g, 1, oasis), playerPowerOn(t.g, 0, pits)]).toEqual(
      [5, 3, 2],
    );
  });

  it("counts only for cards on its base, and is not a minion (Teamwork can't choose it)", () => {
    const t = onOasis(
      [m("hansel", 0, "hansel"), m("rumpelstiltskin", 0, "rumpel")],
      bless(),
      [m("gretel", 0, "gretel"), m("aliens:invader", 1, "inv")],
      [c("teamwork", "team")],
    );
    // Hansel beside it counts it as Gretel; the Gretel on Tar Pits doesn't count it as Hansel.
    expect([t.power("gretel"), t.power("hansel"), t.power("bless")]).toEqual([2, 4, 0]);
    t.act(0, "team").expectPrompt(0, "chooseMinion");
    expect(t.offers("bless")).toBe(false);
  });
});

describe("Teamwork", () => {
  it("names in a minion's abilities (nameRefs) are the minion names its printed text mentions", () => {
    rules("CARD-BENEDICTION-GRIMM");
    const refs = Object.fromEntries(
      allCardDefs()
        .filter((d) => (d.nameRefs?.length ?? 0) > 0)
        .map((d) => [d.key, d.nameRefs]),
    );
    // Checked against the reference texts of the registered boxes (Collector: its 2018 errata).
    expect(refs).toEqual({
      "aliens:collector": ["Collector"],
      "dinosaurs:war-raptor": ["War Raptor"],
      "ninjas:shinobi": ["Shinobi"],
      "zombies:tenacious-z": ["Tenacious Z"],
      [`${G}:big-bad-wolf`]: ["Red Riding Hood"],
      [`${G}:charming-princess`]: ["Prince Charming"],
      [`${G}:prince-charming`]: ["Charming Princess"],
      [`${G}:red-riding-hood`]: ["Big Bad Wolf"],
      [`${G}:gretel`]: ["Hansel"],
      [`${G}:hansel`]: ["Gretel"],
      [`${G}:rose-red`]: ["The Other Snow White"],
      [`${G}:the-other-snow-white`]: ["Rose Red"],
      "russian-fairy-tales:the-birch-woman": ["The Birch"],
      "russian-fairy-tales:the-birch": ["The Birch Woman"],
    });
  });

  const team = (players: Player[], oasis: Minion[] = [], pits: Minion[] = []) =>
    board(oasis, pits, players, { turn: { freeMinion: 0 } });

  it("choose Gretel (any player's): Hansel from the discard pile, played at once as an extra minion on any base", () => {
    rules("PLAY-9");
    const t = team(
      [
        {
          factions: GRIMMS,
          hand: [c("teamwork", "team")],
          discard: [c("hansel", "hansel"), c("rose-red", "rose")],
        },
        { factions: P1 },
      ],
      [m("gretel", 0, "gretel", { controller: 1 }), m("aliens:invader", 1, "inv")],
    );
    t.act(0, "team").expectPrompt(0, "chooseMinion");
    expect([t.offers("gretel"), t.offers("inv")]).toEqual([true, true]);
    // The only card to find: taken without a prompt, then its play is offered.
    t.act(0, "gretel").expectPrompt(0, "playExtraMinion");
    expect(t.offers("hansel@tar-pits")).toBe(true);
    t.act(0, "hansel@tar-pits");
    expect([t.where("hansel"), t.where("rose")]).toEqual(["base:tar-pits", "discard:0"]);
    expect(t.g.turn.freeMinion).toBe(0);
  });

  it("searches hand, deck and discard pile at once; a card not played goes to the hand", () => {
    const t = team(
      [
        { factions: GRIMMS, hand: [c("teamwork", "team")], deck: [c("red-riding-hood", "red")] },
        { factions: P1 },
      ],
      [m("big-bad-wolf", 0, "wolf"), m("aliens:invader", 1, "inv")],
    );
    t.act(0, "team").act(0, "wolf").expectPrompt(0, "playExtraMinion").act(0);
    expect(t.where("red")).toBe("hand:0");
  });

  it("offers the named minions of every zone with where each is; one in hand may stay there", () => {
    const t = team(
      [
        {
          factions: ["grimms-fairy-tales", "dinosaurs"],
          hand: [c("teamwork", "team"), c("dinosaurs:war-raptor", "inHand")],
          deck: [c("dinosaurs:war-raptor", "inDeck")],
          discard: [c("dinosaurs:war-raptor", "inDiscard"), c("dinosaurs:laseratops", "lasera")],
        },
        { factions: P1 },
      ],
      [m("dinosaurs:war-raptor", 0, "raptor", { controller: 1 }), m("aliens:invader", 1, "inv")],
    );
    t.act(0, "team").act(0, "raptor").expectPrompt(0, "searchZones");
    expect(["inHand", "inDeck", "inDiscard", "lasera"].map((a) => t.offers(a))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(t.prompt.options.map((o) => o.label)).toEqual(["hand", "deck", "discard"]);
    t.act(0, "inHand").act(0);
    expect(t.where("inHand")).toBe("hand:0");
  });

  it("a minion whose abilities name no minion: nothing is searched", () => {
    const t = team(
      [
        { factions: GRIMMS, hand: [c("teamwork", "team")], discard: [c("hansel", "hansel")] },
        { factions: P1 },
      ],
      [m("aliens:invader", 1, "inv"), m("gretel", 0, "gretel")],
    );
    const deck = t.g.players[0]?.deck.slice();
    t.act(0, "team").act(0, "inv");
    expect(t.prompt.purpose).toBe("main");
    expect(t.g.players[0]?.deck).toEqual(deck);
    expect(t.where("hansel")).toBe("discard:0");
  });

  it("a named minion in none of your zones: nothing", () => {
    const t = team(
      [{ factions: GRIMMS, hand: [c("teamwork", "team")] }, { factions: P1 }],
      [m("zombies:tenacious-z", 1, "z"), m("aliens:invader", 1, "inv")],
    );
    t.act(0, "team").act(0, "z");
    expect(t.prompt.purpose).toBe("main");
  });
});

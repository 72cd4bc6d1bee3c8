import { describe, expect, it } from "vitest";
import russian from "../../../cards/culture-shock/russian-fairy-tales.ts";
import { action, faction } from "../../../cards/define.ts";
import type { Scenario } from "../../../src/drivers/scenario.ts";
import { destroyChosen, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });
// A test-only faction: an action that destroys any minion.
registerFaction(
  faction("russkit", "test", text("Russian test kit"), [
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
const R = "russian-fairy-tales";
const RUS: F = [R, "ninjas"];
const RUP: F = [R, "pirates"];
const P1: F = ["aliens", "zombies"];
const P2: F = ["pirates", "robots"];
type Minion = NonNullable<Scenario["bases"][number]["minions"]>[number];
type Player = Scenario["players"][number];
const m = (id: string, owner: number, as: string, extra: Partial<Minion> = {}): Minion => ({
  card: id.includes(":") ? id : `${R}:${id}`,
  owner,
  as,
  ...extra,
});
const c = (id: string, as: string) => ({ card: id.includes(":") ? id : `${R}:${id}`, as });

function board(oasis: Minion[], pits: Minion[], players: Player[]) {
  return table({
    players,
    bases: [
      { id: "jungle-oasis", minions: oasis },
      { id: "tar-pits", minions: pits },
      { id: "the-central-brain" },
    ],
  });
}

describe("Russian Fairy Tales: the faction list", () => {
  it("has every card of the reference data with its count and power (20 cards)", () => {
    expect(russian.cards.map((x) => [x.key, x.type, x.power, x.count])).toEqual([
      [`${R}:baba-yaga`, "minion", 5, 1],
      [`${R}:finist-the-falcon`, "minion", 4, 1],
      [`${R}:the-birch-woman`, "minion", 4, 1],
      [`${R}:the-gray-wolf`, "minion", 3, 1],
      [`${R}:the-birch`, "minion", 2, 1],
      [`${R}:toad`, "minion", 0, 1],
      [`${R}:foolish-magician`, "minion", 3, 2],
      [`${R}:tsar-eagle`, "minion", 2, 2],
      [`${R}:bewitched`, "action", 0, 1],
      [`${R}:fetch-i-know-not-what`, "action", 0, 1],
      [`${R}:go-i-know-not-whither`, "action", 0, 1],
      [`${R}:go-see-my-sister`, "action", 0, 1],
      [`${R}:mass-transformation`, "action", 0, 1],
      [`${R}:the-frog-princess`, "action", 0, 1],
      [`${R}:the-water-of-life`, "action", 0, 2],
      [`${R}:transformation`, "action", 0, 2],
    ]);
    expect(russian.cards.reduce((n, x) => n + x.count, 0)).toBe(20);
    expect(russian.name).toEqual({ en: "Russian Fairy Tales", fr: "Contes Féeriques Russes" });
    expect(russian.box).toBe("culture-shock");
    expect(russian.cards.filter((x) => x.attach).map((x) => [x.id, x.attach])).toEqual([
      ["bewitched", "minion"],
      ["go-see-my-sister", "base"],
      ["the-frog-princess", "ownMinion"],
    ]);
    const fr = Object.fromEntries(russian.cards.map((x) => [x.id, x.name.fr]));
    expect(fr).toMatchObject({
      "finist-the-falcon": "Finist-Clair-Faucon",
      "the-birch-woman": "La Dame au Bouleau",
      "the-birch": "Le Bouleau",
      "the-frog-princess": "La Princesse Grenouille",
    });
  });
});

describe("Tsar Eagle", () => {
  it("draw mode: draws exactly one card", () => {
    const t = board(
      [],
      [],
      [
        { factions: RUS, hand: [c("tsar-eagle", "eagle")] },
        { factions: P1, discard: [c("aliens:invader", "inv")] },
      ],
    );
    const before = t.hand(0).length;
    t.act(0, "eagle@jungle-oasis").expectPrompt(0, "drawCard").act(0, "yes");
    expect(t.hand(0).length).toBe(before);
    t.check({ locations: { inv: "discard:1" } });
  });

  it("place mode: a minion from another player's discard goes on top of that player's deck; own discard not offered", () => {
    rules("TERM-PLACE");
    const t = board(
      [],
      [],
      [
        { factions: RUS, hand: [c("tsar-eagle", "eagle")], discard: [c("toad", "mine")] },
        {
          factions: P1,
          discard: [c("aliens:invader", "inv"), c("zombies:walker", "walker"), c("aliens:probe", "probe")],
        },
        { factions: P2, discard: [c("robots:zapbot", "zap")] },
      ],
    );
    const before = t.hand(0).length;
    t.act(0, "eagle@jungle-oasis").act(0, "no").expectPrompt(0, "toDeckTop");
    expect([t.offers("mine"), t.offers("probe"), t.offers("zap")]).toEqual([false, false, true]);
    t.act(0, "inv");
    t.check({ deckTop: { "1": ["inv"] }, locations: { mine: "discard:0" } });
    expect(t.hand(0).length).toBe(before - 1);
  });

  it("with no minion in another player's discard, it just draws", () => {
    const t = board(
      [],
      [],
      [{ factions: RUS, hand: [c("tsar-eagle", "eagle")], discard: [c("toad", "mine")] }, { factions: P1 }],
    );
    const before = t.hand(0).length;
    t.act(0, "eagle@jungle-oasis");
    expect(t.hand(0).length).toBe(before);
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("The Water of Life", () => {
  it("puts a minion from your discard on top of your deck and stores an extra action", () => {
    const t = board(
      [],
      [],
      [
        {
          factions: RUS,
          hand: [c("the-water-of-life", "water")],
          discard: [c("toad", "toad"), c("the-birch", "birch"), c("transformation", "tr")],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "water").expectPrompt(0, "toDeckTop");
    expect(t.offers("tr")).toBe(false);
    t.act(0, "toad");
    t.check({ deckTop: { "0": ["toad"] }, locations: { tr: "discard:0", birch: "discard:0" } });
    expect(t.g.turn.extras).toMatchObject([{ kind: "action" }]);
  });

  it("no minion in the discard pile: just the extra action", () => {
    const t = board([], [], [{ factions: RUS, hand: [c("the-water-of-life", "water")] }, { factions: P1 }]);
    t.act(0, "water");
    expect(t.prompt.purpose).toBe("main");
    expect(t.g.turn.extras.length).toBe(1);
  });
});

describe("Mass Transformation", () => {
  it("each of 3 players puts their hand at the bottom of their deck and draws as many; an empty hand draws 0", () => {
    const t = board(
      [],
      [],
      [
        { factions: RUS, hand: [c("mass-transformation", "mass"), c("toad", "toad")] },
        { factions: P1, hand: [c("aliens:invader", "inv"), c("zombies:walker", "walker")] },
        { factions: P2, hand: [] },
      ],
    );
    const sizes = [0, 1, 2].map((s) => t.hand(s).length);
    t.act(0, "mass");
    expect([0, 1, 2].map((s) => t.hand(s).length)).toEqual([sizes[0]! - 1, sizes[1], 0]);
    t.check({ locations: { toad: "deck:0", inv: "deck:1", walker: "deck:1" } });
  });
});

describe("The Gray Wolf", () => {
  it("talent: goes on top of its owner's deck; the extra minion is played here with a +1 counter", () => {
    rules("TERM-PLACE");
    const t = board(
      [m("the-gray-wolf", 0, "wolf")],
      [],
      [{ factions: RUS, hand: [c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "wolf").expectPrompt(0, "playExtraMinion");
    expect(t.offers("birch@tar-pits")).toBe(false);
    t.act(0, "birch@jungle-oasis");
    t.check({ deckTop: { "0": ["wolf"] }, locations: { birch: "base:jungle-oasis" }, power: { birch: 3 } });
  });

  it("declining the extra minion: the Wolf is already placed, no counter anywhere", () => {
    const t = board(
      [m("the-gray-wolf", 0, "wolf"), m("toad", 0, "old")],
      [],
      [{ factions: RUS, hand: [c("tsar-eagle", "eagle")] }, { factions: P1 }],
    );
    t.act(0, "wolf").expectPrompt(0, "playExtraMinion");
    expect(t.prompt.min).toBe(0);
    t.act(0);
    t.check({ deckTop: { "0": ["wolf"] }, power: { old: 0 }, locations: { eagle: "hand:0" } });
  });
});

describe("Bewitched", () => {
  it("gives +2 to its host, to no other minion", () => {
    const t = board(
      [m("aliens:invader", 1, "inv"), m("toad", 0, "toad")],
      [],
      [{ factions: RUS, hand: [c("bewitched", "bew")] }, { factions: P1 }],
    );
    t.act(0, "bew@inv");
    t.check({ power: { inv: 5, toad: 0 }, locations: { bew: "attached:inv" } });
  });
});

describe("Transformation and Baba Yaga", () => {
  it("Transformation: a minion whose owner ≠ controller goes to its owner's deck bottom; the owner plays off the top there", () => {
    rules("TOPDECK-1", "TERM-OWNER");
    const t = board(
      [m("aliens:invader", 1, "inv", { controller: 2 })],
      [m("toad", 0, "toad")],
      [
        { factions: RUS, hand: [c("transformation", "tr")] },
        { factions: P1, deck: [c("zombies:walker", "walker")] },
        { factions: P2 },
      ],
    );
    t.act(0, "tr").expectPrompt(0, "chooseMinion").act(0, "inv").expectPrompt(1, "discardTop").act(1, "no");
    t.check({ locations: { inv: "deck:1", walker: "base:jungle-oasis" }, controllers: { walker: 1 } });
  });

  it("Baba Yaga's talent: another minion here is replaced by its owner's next minion", () => {
    const t = board(
      [m("baba-yaga", 0, "baba"), m("zombies:walker", 1, "walker")],
      [],
      [{ factions: RUS }, { factions: P1, deck: [c("aliens:invader", "inv")] }],
    );
    t.act(0, "baba");
    t.check({ locations: { walker: "deck:1", inv: "base:jungle-oasis", baba: "base:jungle-oasis" } });
  });
});

describe("Toad", () => {
  it("given to Bob, it shuffles one of the minions Bob controls here into its owner's (Carol's) deck", () => {
    rules("TERM-OWNER");
    const t = board(
      [m("robots:zapbot", 2, "zap", { controller: 1 })],
      [],
      [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }, { factions: P2 }],
    );
    t.act(0, "toad@jungle-oasis").act(0, "player:1");
    t.check({ controllers: { toad: 1 }, locations: { zap: "deck:2", toad: "base:jungle-oasis" } });
  });

  it("declined: Toad stays yours", () => {
    const t = board(
      [m("zombies:walker", 1, "walker")],
      [],
      [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }],
    );
    t.act(0, "toad@jungle-oasis").act(0);
    t.check({ controllers: { toad: 0 }, locations: { walker: "base:jungle-oasis" } });
  });
});

describe("Go I Know Not Whither", () => {
  it("3 players: one minion each other player controls on the chosen base leaves; yours stay", () => {
    const t = board(
      [m("toad", 0, "mine"), m("zombies:walker", 1, "walker"), m("robots:zapbot", 2, "zap")],
      [],
      [{ factions: RUS, hand: [c("go-i-know-not-whither", "go")] }, { factions: P1 }, { factions: P2 }],
    );
    t.act(0, "go").expectPrompt(0, "chooseBase").act(0, "jungle-oasis");
    t.check({ locations: { mine: "base:jungle-oasis", walker: "deck:1", zap: "deck:2" } });
  });
});

describe("Fetch I Know Not What", () => {
  it("reveals until two actions; keeps the chosen ones, the other revealed cards go back into the deck", () => {
    rules("TOPDECK-4");
    const t = board(
      [],
      [],
      [
        {
          factions: RUS,
          hand: [c("fetch-i-know-not-what", "fetch")],
          deck: [c("the-water-of-life", "water"), c("toad", "toad"), c("transformation", "tr")],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "fetch").expectPrompt(0, "toHandAny");
    expect(t.prompt.options.length).toBe(2);
    expect([t.offers("water"), t.offers("tr"), t.offers("toad")]).toEqual([true, true, false]);
    expect(t.prompt.min).toBe(0);
    t.act(0, "water");
    t.check({ locations: { water: "hand:0", toad: "deck:0", tr: "deck:0" } });
  });
});

describe("Foolish Magician", () => {
  it("draws exactly three, then each card put back goes to the end chosen", () => {
    const t = board(
      [],
      [],
      [{ factions: RUS, hand: [c("foolish-magician", "fm"), c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "fm@jungle-oasis");
    expect(t.hand(0).length).toBe(4);
    t.act(0, "birch").expectPrompt(0, "topOrBottom").act(0, "label:deckTop");
    t.check({ deckTop: { "0": ["birch"] } });
    expect(t.hand(0).length).toBe(3);
  });
});

describe("Go See My Sister", () => {
  it("after you play one of your minions here you may draw a card", () => {
    const t = board(
      [],
      [],
      [{ factions: RUS, hand: [c("go-see-my-sister", "sister"), c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "sister@jungle-oasis");
    const before = t.hand(0).length;
    t.act(0, "birch@jungle-oasis").expectPrompt(0, "drawCard").act(0, "yes");
    expect(t.hand(0).length).toBe(before);
  });

  const sister = { card: `${R}:go-see-my-sister`, owner: 0, as: "sister" };
  function sisterBoard(pits: Minion[], players: Player[]) {
    return table({
      players,
      bases: [
        { id: "jungle-oasis", actions: [sister] },
        { id: "tar-pits", minions: pits },
        { id: "the-central-brain" },
      ],
    });
  }

  it("after you move one of your minions here you may draw a card (exactly one)", () => {
    rules("TERM-MOVE", "TERM-YOURCARDS");
    const t = sisterBoard(
      [m("toad", 0, "toad")],
      [{ factions: RUP, hand: [c("pirates:dinghy", "dinghy")] }, { factions: P1 }],
    );
    const before = t.hand(0).length;
    t.act(0, "dinghy").act(0, "toad").act(0, "jungle-oasis").expectPrompt(0, "drawCard").act(0, "yes");
    t.check({ locations: { toad: "base:jungle-oasis" } });
    expect(t.hand(0).length).toBe(before);
  });

  it("a minion you control but another player owns counts as yours when you move it here", () => {
    rules("TERM-YOURCARDS");
    const t = sisterBoard(
      [m("robots:zapbot", 2, "zap", { controller: 0 })],
      [{ factions: RUP, hand: [c("pirates:dinghy", "dinghy")] }, { factions: P1 }, { factions: P2 }],
    );
    t.act(0, "dinghy").act(0, "zap").act(0, "jungle-oasis").expectPrompt(0, "drawCard");
  });

  it("moving another player's minion here (one you don't control): no draw", () => {
    const t = sisterBoard(
      [m("zombies:walker", 1, "walker"), m("toad", 0, "toad", { controller: 1 })],
      [
        { factions: RUP, hand: [c("pirates:shanghai", "shang"), c("pirates:dinghy", "dinghy")] },
        { factions: P1 },
      ],
    );
    t.act(0, "shang").act(0, "walker").act(0, "jungle-oasis");
    t.check({ locations: { walker: "base:jungle-oasis" } });
    expect(t.prompt.purpose).toBe("main");
  });

  it("a card you own that Bob controls is not yours: Shanghai moving it here draws nothing", () => {
    rules("TERM-YOURCARDS");
    const t = sisterBoard(
      [m("toad", 0, "toad", { controller: 1 })],
      [{ factions: RUP, hand: [c("pirates:shanghai", "shang")] }, { factions: P1 }],
    );
    // The only minion of another player: chosen without a prompt.
    t.act(0, "shang").act(0, "jungle-oasis");
    t.check({ locations: { toad: "base:jungle-oasis" } });
    expect(t.prompt.purpose).toBe("main");
  });

  it("Toad played here and given away: you still played one of your minions here, so you may draw", () => {
    const t = sisterBoard([], [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }]);
    const before = t.hand(0).length;
    t.act(0, "toad@jungle-oasis").act(0, "player:1").expectPrompt(0, "drawCard").act(0, "yes");
    t.check({ controllers: { toad: 1 } });
    expect(t.hand(0).length).toBe(before);
  });

  it("another player moving your minion here: no draw for anyone", () => {
    const t = sisterBoard(
      [m("toad", 0, "toad")],
      [{ factions: RUS }, { factions: ["pirates", "zombies"], hand: [c("pirates:shanghai", "shang")] }],
    );
    t.act(0, "end");
    const hands = [t.hand(0).length, t.hand(1).length];
    t.act(1, "shang").act(1, "jungle-oasis");
    t.check({ locations: { toad: "base:jungle-oasis" } });
    expect(t.prompt.purpose).toBe("main");
    expect([t.hand(0).length, t.hand(1).length]).toEqual([hands[0], hands[1]! - 1]);
  });
});

describe("Bewitched and The Birch Woman (destroyed)", () => {
  it("Bewitched: its host destroyed → transferred to another minion, +2 there", () => {
    rules("CONFLICT-1");
    const t = board(
      [m("zombies:walker", 1, "walker", { attached: [{ card: `${R}:bewitched`, owner: 0, as: "bew" }] })],
      [m("toad", 0, "toad")],
      [{ factions: [R, "russkit"], hand: [c("russkit:chop", "chop")] }, { factions: P1 }],
    );
    t.check({ power: { walker: 4 } });
    t.act(0, "chop").act(0, "walker");
    t.check({ locations: { walker: "discard:1", bew: "attached:toad" }, power: { toad: 2 } });
  });

  it("The Birch Woman destroyed: The Birch found in the deck and played as an extra minion", () => {
    const t = board(
      [m("the-birch-woman", 0, "woman")],
      [],
      [
        { factions: [R, "russkit"], hand: [c("russkit:chop", "chop")], deck: [c("the-birch", "birch")] },
        { factions: P1 },
      ],
    );
    t.act(0, "chop").expectPrompt(0, "searchZones").act(0, "birch");
    t.act(0, "birch@tar-pits");
    t.check({ locations: { woman: "discard:0", birch: "base:tar-pits" } });
  });
});

describe("The Frog Princess", () => {
  it("talent: its host goes to the bottom of its owner's deck, a minion off the top is played here and the card moves onto it", () => {
    rules("TOPDECK-1");
    const t = board(
      [m("toad", 0, "toad", { attached: [{ card: `${R}:the-frog-princess`, owner: 0, as: "frog" }] })],
      [],
      [{ factions: RUS, deck: [c("the-water-of-life", "water"), c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "frog");
    t.check({
      locations: { toad: "deck:0", birch: "base:jungle-oasis", frog: "attached:birch", water: "deck:0" },
    });
  });
});

describe("The Birch", () => {
  it("at the start of your turn you may destroy it to fetch The Birch Woman and play her here", () => {
    const t = board(
      [m("the-birch", 0, "birch")],
      [],
      [{ factions: RUS, discard: [c("the-birch-woman", "woman")] }, { factions: P1 }],
    );
    t.act(0, "end").act(1, "end").expectPrompt(0, "useAbility").act(0, "yes");
    t.expectPrompt(0, "searchZones").act(0, "woman");
    expect(t.offers("woman@tar-pits")).toBe(false);
    t.act(0, "woman@jungle-oasis");
    t.check({ locations: { birch: "discard:0", woman: "base:jungle-oasis" } });
  });
});

describe("Finist the Falcon", () => {
  it("before a base scores it may move there: it is discarded with that base instead of staying put", () => {
    rules("SCORE-3");
    const big = ["supreme-overlord", "invader", "collector", "scout"].map((id) => m(`aliens:${id}`, 1, id));
    const t = board(big, [m("finist-the-falcon", 0, "finist")], [{ factions: RUS }, { factions: P1 }]);
    t.act(0, "end").expectPrompt(0, "beforeScoring").act(0, "finist");
    expect(t.where("finist")).not.toBe("base:tar-pits");
  });
});

describe("Finist the Falcon: return and replay, once per window, Mo'ai", () => {
  // Jungle Oasis (breakpoint 12) holds exactly 12 with Finist: Bob's Overlord 5 + Invader 3 + Finist 4.
  const scoring = (pits: Minion[] = [], players?: Player[]) =>
    board(
      [
        m("finist-the-falcon", 0, "finist"),
        m("aliens:supreme-overlord", 1, "lord"),
        m("aliens:invader", 1, "inv"),
      ],
      pits,
      players ?? [{ factions: RUS }, { factions: P1 }],
    );

  it("returned to hand and played on another base (not the scoring one); the base still scores below its breakpoint", () => {
    rules("CARD-FINIST-EXAMPLE", "SCORE-5", "SCORE-22");
    const t = scoring();
    t.act(0, "end").expectPrompt(0, "beforeScoring").act(0, "finist").expectPrompt(0, "playExtraMinion");
    expect(t.offers("finist@jungle-oasis")).toBe(false);
    expect(t.offers("finist@tar-pits")).toBe(true);
    t.act(0, "finist@tar-pits");
    // A new card (OPEN-4): its Special (move back) is offered again; Alice keeps it there.
    t.expectPrompt(0, "beforeScoring").act(0, "pass");
    // Jungle Oasis (now 8 < 12) scored anyway: Bob's 2 VP, Finist safe on the Tar Pits.
    t.check({ locations: { finist: "base:tar-pits", lord: "discard:1", inv: "discard:1" } });
    expect([t.vp(0), t.vp(1)]).toEqual([0, 2]);
  });

  // Once per stay in play (replayed, it may move back once, then the loop ends): test/engine/cross-card.test.ts.

  it("moves onto the scoring base from elsewhere, adding its power there", () => {
    rules("MEFIRST-2");
    const t = board(
      [
        m("aliens:supreme-overlord", 1, "lord"),
        m("aliens:invader", 1, "inv"),
        m("aliens:scout", 1, "scout"),
        m("aliens:collector", 1, "col"),
        m("toad", 0, "toad"),
      ],
      [m("finist-the-falcon", 0, "finist")],
      [{ factions: RUS, hand: [c("ninjas:shinobi", "shinobi")] }, { factions: P1 }],
    );
    t.act(0, "end").expectPrompt(0, "beforeScoring").act(0, "finist");
    t.check({ locations: { finist: "base:jungle-oasis" } });
    // Once per window: moved, it can't now take the other path (return and replay).
    expect(t.offers("finist")).toBe(false);
  });

  it("another player's Mo'ai on the scoring base: Finist can't move there, so it is not offered", () => {
    rules("CONFLICT-3");
    const t = board(
      [
        m("aliens:supreme-overlord", 1, "lord"),
        m("aliens:invader", 1, "inv"),
        m("polynesian-voyagers:moai", 1, "moai"),
        m("ninjas:shinobi", 0, "mine"),
      ],
      [m("finist-the-falcon", 0, "finist")],
      [
        { factions: RUS, hand: [c("ninjas:shinobi", "shinobi")] },
        { factions: ["polynesian-voyagers", "aliens"] },
      ],
    );
    t.act(0, "end").expectPrompt(0, "beforeScoring");
    expect(t.offers("finist")).toBe(false);
    t.check({ locations: { finist: "base:tar-pits" } });
  });

  it("controller ≠ owner: Finist that Bob controls is Bob's to use, and returns to its owner's hand", () => {
    rules("TERM-OWNER");
    const t = board(
      [
        m("finist-the-falcon", 0, "finist", { controller: 1 }),
        m("aliens:supreme-overlord", 1, "lord"),
        m("aliens:invader", 1, "inv"),
      ],
      [],
      [{ factions: RUS }, { factions: P1, hand: [c("aliens:scout", "scout")] }],
    );
    // Seat 0 has no usable Special (Finist is Bob's to use); Bob is asked.
    t.act(0, "end").expectPrompt(1, "beforeScoring").act(1, "finist");
    // CS-1: Bob holds Alice's card; he plays it as his extra minion.
    t.expectPrompt(1, "playExtraMinion").act(1, "finist@the-central-brain");
    t.check({ locations: { finist: "base:the-central-brain" }, controllers: { finist: 1 } });
  });
});

describe("Foolish Magician: exactly three, in the order chosen, foreign cards to their owner", () => {
  it("draws 3 then puts back exactly 3: top/bottom as chosen, the last put on top above the earlier", () => {
    const t = board(
      [],
      [],
      [
        {
          factions: RUS,
          hand: [c("foolish-magician", "fm"), c("toad", "a"), c("the-birch", "b")],
          deck: [
            c("tsar-eagle", "d1"),
            c("transformation", "d2"),
            c("bewitched", "d3"),
            c("the-water-of-life", "d4"),
          ],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "fm@jungle-oasis");
    t.check({ locations: { d1: "hand:0", d2: "hand:0", d3: "hand:0", d4: "deck:0" } });
    t.expectPrompt(0, "chooseCards").act(0, "a").expectPrompt(0, "topOrBottom").act(0, "label:deckTop");
    t.act(0, "b").act(0, "label:deckBottom");
    t.act(0, "d1").act(0, "label:deckTop");
    // Exactly three: the fourth card stays in hand and the turn goes on.
    expect(t.prompt.purpose).toBe("main");
    t.check({ deckTop: { "0": ["d1", "a", "d4"] }, locations: { d2: "hand:0", d3: "hand:0" } });
    expect(t.g.players[0]?.deck.at(-1)).toBe(t.uid("b"));
    expect(t.hand(0).length).toBe(2);
  });

  it("a card held from another player goes to its owner's deck, at the end chosen", () => {
    rules("TERM-OWNER");
    const t = board(
      [],
      [],
      [
        {
          factions: RUS,
          hand: [c("foolish-magician", "fm"), { card: "aliens:invader", as: "inv", owner: 1 }],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "fm@jungle-oasis").act(0, "inv").act(0, "label:deckTop");
    t.check({ deckTop: { "1": ["inv"] } });
  });
});

describe("The Birch Woman: discarded at scoring, returned to hand, controller ≠ owner", () => {
  const big = () => ["supreme-overlord", "invader", "collector"].map((id) => m(`aliens:${id}`, 1, id));

  it("discarded with its scored base: The Birch from the discard is played on another base", () => {
    rules("CARD-DAME-AU-BOULEAU", "SCORE-16");
    const t = board(
      [m("the-birch-woman", 0, "woman"), ...big()],
      [],
      [{ factions: RUS, discard: [c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "end").expectPrompt(0, "searchZones").act(0, "birch");
    // The scored base is still in play while its cards are discarded, but takes no new card.
    expect([t.offers("birch@tar-pits"), t.offers("birch@jungle-oasis")]).toEqual([true, false]);
    t.act(0, "birch@tar-pits");
    t.check({ locations: { woman: "discard:0", birch: "base:tar-pits" } });
  });

  it("the search found, you may put The Birch into your hand instead", () => {
    const t = board(
      [m("the-birch-woman", 0, "woman"), ...big()],
      [],
      [{ factions: RUS, deck: [c("the-birch", "birch")] }, { factions: P1 }],
    );
    t.act(0, "end").act(0, "birch").act(0);
    t.check({ locations: { woman: "discard:0" } });
    expect(t.hand(0)).toContain(t.uid("birch"));
  });

  it("returned to hand: no search", () => {
    const t = board(
      [m("the-birch-woman", 0, "woman")],
      [],
      [
        { factions: [R, "aliens"], hand: [c("aliens:beam-up", "beam")], discard: [c("the-birch", "birch")] },
        { factions: P1 },
      ],
    );
    // Beam Up's only target: chosen without a prompt.
    t.act(0, "beam");
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { woman: "hand:0", birch: "discard:0" } });
  });

  it("controlled by Bob when destroyed: Bob searches his own zones, not the owner's (The Birch stays in Alice's discard)", () => {
    rules("TERM-YOU");
    const t = board(
      [m("the-birch-woman", 0, "woman", { controller: 1 })],
      [],
      [
        { factions: [R, "russkit"], hand: [c("russkit:chop", "chop")], discard: [c("the-birch", "birch")] },
        { factions: P1 },
      ],
    );
    t.act(0, "chop");
    t.check({ locations: { woman: "discard:0", birch: "discard:0" } });
    expect(t.prompt.seat).toBe(0);
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Baba Yaga and Transformation: protection", () => {
  it("Baba Yaga's talent offers no minion its owner's The Show Must Go On protects; only protected ones → no talent", () => {
    rules("TERM-AFFECT");
    const show = { card: "giant-ants:the-show-must-go-on", owner: 1, as: "show" };
    const t = table({
      players: [{ factions: RUS }, { factions: ["giant-ants", "aliens"] }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [show],
          minions: [m("baba-yaga", 0, "baba"), m("giant-ants:worker", 1, "worker", { counters: 1 })],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    expect(t.offers("baba")).toBe(false);
  });

  it("with a protected and an unprotected minion here, only the unprotected one is offered", () => {
    const show = { card: "giant-ants:the-show-must-go-on", owner: 1, as: "show" };
    const t = table({
      players: [{ factions: RUS }, { factions: ["giant-ants", "aliens"] }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [show],
          minions: [
            m("baba-yaga", 0, "baba"),
            m("giant-ants:worker", 1, "worker", { counters: 1 }),
            m("aliens:invader", 1, "inv"),
            m("toad", 0, "toad"),
          ],
        },
        { id: "tar-pits", minions: [m("aliens:scout", 1, "far")] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "baba").expectPrompt(0, "chooseMinion");
    expect(["worker", "inv", "toad", "baba", "far"].map((x) => t.offers(x))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("Toad with no other minion of the receiver here", () => {
  it("control is given, nothing is shuffled (Bob's minion on another base is not taken)", () => {
    const t = board(
      [m("robots:zapbot", 2, "carols")],
      [m("zombies:walker", 1, "walker")],
      [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }, { factions: P2 }],
    );
    t.act(0, "toad@jungle-oasis").expectPrompt(0, "chooseReceiver").act(0, "player:1");
    expect(t.prompt.purpose).toBe("main");
    t.check({
      controllers: { toad: 1 },
      locations: { walker: "base:tar-pits", carols: "base:jungle-oasis", toad: "base:jungle-oasis" },
    });
  });
});

describe("Bewitched: its host discarded when its base scores", () => {
  it("moves to a minion on another base (+2 there), never to one discarded with the base", () => {
    rules("TERM-TRANSFER", "SCORE-16");
    const t = board(
      [
        m("aliens:supreme-overlord", 1, "lord", {
          attached: [{ card: `${R}:bewitched`, owner: 0, as: "bew" }],
        }),
        m("aliens:invader", 1, "inv"),
        m("aliens:collector", 1, "col"),
      ],
      [m("toad", 0, "toad")],
      [{ factions: RUS }, { factions: P1 }],
    );
    t.act(0, "end");
    t.check({ locations: { lord: "discard:1", bew: "attached:toad" }, power: { toad: 2 } });
  });

  it("no other minion in play: it goes to its owner's discard pile", () => {
    const t = board(
      [
        m("aliens:supreme-overlord", 1, "lord", {
          attached: [{ card: `${R}:bewitched`, owner: 0, as: "bew" }],
        }),
        m("aliens:invader", 1, "inv"),
        m("aliens:collector", 1, "col"),
      ],
      [],
      [{ factions: RUS }, { factions: P1 }],
    );
    t.act(0, "end");
    t.check({ locations: { lord: "discard:1", bew: "discard:0" } });
  });
});

describe("A card that comes back into play is a new card", () => {
  it("Baba Yaga, talent used, transformed into herself (the only minion in the deck): her talent is offered again", () => {
    rules("CARD-FINIST", "OPEN-4");
    const minions = ["finist-the-falcon", "the-birch-woman", "the-gray-wolf", "the-birch", "toad"];
    const t = board(
      [m("baba-yaga", 0, "baba", { used: true }), m("aliens:invader", 1, "inv")],
      [],
      [
        {
          factions: [R, "russkit"],
          hand: [c("transformation", "tr")],
          discard: [...minions, "foolish-magician", "foolish-magician", "tsar-eagle", "tsar-eagle"].map(
            (id) => ({
              card: `${R}:${id}`,
            }),
          ),
        },
        { factions: P1 },
      ],
    );
    expect(t.offers("baba")).toBe(false);
    t.act(0, "tr").expectPrompt(0, "chooseMinion").act(0, "baba");
    t.check({ locations: { baba: "base:jungle-oasis", inv: "base:jungle-oasis", tr: "discard:0" } });
    t.expectPrompt(0, "main");
    expect(t.offers("baba")).toBe(true);
  });
});

describe("More edges", () => {
  it("Go See My Sister: Bob playing his minion on Alice's Sister base draws nothing for anyone", () => {
    const t = table({
      players: [{ factions: RUS }, { factions: P1, hand: [c("aliens:invader", "inv")] }],
      bases: [
        { id: "jungle-oasis", actions: [{ card: `${R}:go-see-my-sister`, owner: 0, as: "sister" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "end");
    const hands = [t.hand(0).length, t.hand(1).length];
    t.act(1, "inv@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    expect([t.hand(0).length, t.hand(1).length]).toEqual([hands[0], hands[1]! - 1]);
  });

  it("Go See My Sister: your minion played on another base draws nothing", () => {
    const t = table({
      players: [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", actions: [{ card: `${R}:go-see-my-sister`, owner: 0, as: "sister" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "toad@tar-pits").act(0);
    expect(t.prompt.purpose).toBe("main");
  });

  it("Go I Know Not Whither: owner ≠ controller → the owner's deck; a player with no minion there is skipped", () => {
    rules("TERM-OWNER");
    const t = board(
      [m("zombies:walker", 1, "walker", { controller: 2 }), m("toad", 0, "mine")],
      [m("aliens:invader", 1, "inv")],
      [{ factions: RUS, hand: [c("go-i-know-not-whither", "go")] }, { factions: P1 }, { factions: P2 }],
    );
    t.act(0, "go").act(0, "jungle-oasis");
    t.check({ locations: { walker: "deck:1", mine: "base:jungle-oasis", inv: "base:tar-pits" } });
  });

  it("Fetch I Know Not What: the deck runs out after one action → that one may be kept, nothing else found", () => {
    rules("TOPDECK-3");
    const t = table({
      players: [
        {
          factions: RUS,
          hand: [c("fetch-i-know-not-what", "fetch")],
          deck: [c("toad", "toad"), c("the-water-of-life", "water")],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    // Every other card of seat 0 out of the deck: only the two listed remain.
    const me = t.g.players[0]!;
    const keep = [t.uid("toad"), t.uid("water")];
    const rest = me.deck.filter((u) => !keep.includes(u));
    me.deck.splice(0, me.deck.length, ...keep);
    for (const u of rest) {
      me.discard.push(u);
      t.g.cards[u]!.zone = "discard";
    }
    t.act(0, "fetch").expectPrompt(0, "toHandAny");
    expect(t.prompt.options.length).toBe(1);
    t.act(0, "water");
    t.check({ locations: { water: "hand:0", toad: "deck:0" } });
  });

  it("Transformation on your own minion: you play the next minion off your deck there", () => {
    const t = board(
      [],
      [m("toad", 0, "toad")],
      [
        {
          factions: RUS,
          hand: [c("transformation", "tr")],
          deck: [c("the-water-of-life", "water"), c("the-birch", "birch")],
        },
        { factions: P1 },
      ],
    );
    t.act(0, "tr");
    t.check({ locations: { toad: "deck:0", birch: "base:tar-pits" }, controllers: { birch: 0 } });
  });

  it("The Frog Princess on Bob's minion you control: it goes to Bob's deck; no minion in yours → she is discarded", () => {
    rules("TERM-OWNER", "TOPDECK-3");
    const minions = [
      "baba-yaga",
      "finist-the-falcon",
      "the-birch-woman",
      "the-gray-wolf",
      "the-birch",
      "toad",
    ];
    const t = board(
      [
        m("aliens:invader", 1, "inv", {
          controller: 0,
          attached: [{ card: `${R}:the-frog-princess`, owner: 0, as: "frog" }],
        }),
      ],
      [],
      [
        {
          factions: [R, "russkit"],
          discard: [...minions, "foolish-magician", "foolish-magician", "tsar-eagle", "tsar-eagle"].map(
            (id) => ({
              card: `${R}:${id}`,
            }),
          ),
        },
        { factions: P1 },
      ],
    );
    t.act(0, "frog");
    t.check({ locations: { inv: "deck:1", frog: "discard:0" } });
    expect(t.g.players[1]?.deck.at(-1)).toBe(t.uid("inv"));
  });

  it("The Birch: declined at the start of your turn → it stays", () => {
    const t = board(
      [m("the-birch", 0, "birch")],
      [],
      [{ factions: RUS, discard: [c("the-birch-woman", "woman")] }, { factions: P1 }],
    );
    t.act(0, "end").act(1, "end").expectPrompt(0, "useAbility").act(0, "no");
    t.check({ locations: { birch: "base:jungle-oasis", woman: "discard:0" } });
  });

  it("The Birch controlled by Bob: Bob is asked at the start of his turn; he searches his own zones", () => {
    rules("TERM-YOU");
    const t = board(
      [m("the-birch", 0, "birch", { controller: 1 })],
      [],
      [{ factions: RUS, discard: [c("the-birch-woman", "woman")] }, { factions: P1 }],
    );
    t.act(0, "end").expectPrompt(1, "useAbility").act(1, "yes");
    t.check({ locations: { birch: "discard:0", woman: "discard:0" } });
  });
});

describe("Edges the mutants stood for", () => {
  it("The Birch Woman: another of your minions destroyed → no search", () => {
    const t = board(
      [m("the-birch-woman", 0, "woman"), m("toad", 0, "walker")],
      [],
      [
        { factions: [R, "russkit"], hand: [c("russkit:chop", "chop")], discard: [c("the-birch", "birch")] },
        { factions: P1 },
      ],
    );
    t.act(0, "chop").act(0, "walker");
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { woman: "base:jungle-oasis", birch: "discard:0" } });
  });

  it("The Birch Woman played from hand: no search", () => {
    const t = board(
      [],
      [],
      [
        { factions: RUS, hand: [c("the-birch-woman", "woman")], discard: [c("the-birch", "birch")] },
        { factions: P1 },
      ],
    );
    t.act(0, "woman@jungle-oasis");
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { birch: "discard:0" } });
  });

  it("Toad: with two minions of Bob here, you choose which one", () => {
    const t = board(
      [m("zombies:walker", 1, "walker"), m("aliens:invader", 1, "inv")],
      [],
      [{ factions: RUS, hand: [c("toad", "toad")] }, { factions: P1 }],
    );
    t.act(0, "toad@jungle-oasis").act(0, "player:1").expectPrompt(0, "chooseMinion").act(0, "inv");
    t.check({ locations: { inv: "deck:1", walker: "base:jungle-oasis" } });
  });

  it("Transformation with no minion in play does nothing", () => {
    const t = board([], [], [{ factions: RUS, hand: [c("transformation", "tr")] }, { factions: P1 }]);
    t.act(0, "tr");
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { tr: "discard:0" } });
  });

  it("Go See My Sister: an action you play there, or your minion moved away from there, draws nothing", () => {
    const t = table({
      players: [
        { factions: RUP, hand: [c("bewitched", "bew"), c("pirates:dinghy", "dinghy")] },
        { factions: P1 },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: `${R}:go-see-my-sister`, owner: 0, as: "sister" }],
          minions: [m("toad", 0, "toad")],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      turn: { extras: [{ kind: "action", source: `${R}:the-water-of-life` }] },
    });
    t.act(0, "bew@toad");
    expect(t.prompt.purpose).toBe("main");
    t.act(0, "dinghy").act(0, "toad").act(0, "tar-pits");
    t.check({ locations: { toad: "base:tar-pits" } });
    expect(t.prompt.purpose).toBe("main");
  });
});

describe("Foolish Magician with fewer than three cards to put back", () => {
  it("deck and discard pile hold one card: draws it and puts back only what the hand holds", () => {
    const t = table({
      players: [
        { factions: RUS, hand: [c("foolish-magician", "fm")], deck: [c("toad", "toad")] },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    // Out of the game (as a conceded player's cards): every other card of seat 0's deck.
    const me = t.g.players[0]!;
    for (const u of me.deck.splice(1)) t.g.cards[u]!.zone = "removed";
    // The only card in hand is picked without a prompt.
    t.act(0, "fm@jungle-oasis").act(0, "label:deckBottom");
    expect(t.prompt.purpose).toBe("main");
    t.check({ locations: { toad: "deck:0" } });
    expect(t.hand(0)).toEqual([]);
  });
});

describe("Giant Turnip lowers only its own breakpoint", () => {
  it("the other bases keep theirs", () => {
    const t = table({
      players: [{ factions: RUS }, { factions: P1 }],
      bases: [
        { id: "giant-turnip", minions: [m("toad", 0, "toad")] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.check({ breakpoint: { "giant-turnip": 29, "tar-pits": 16 } });
  });
});

// The top of a deck (digest §10 TOPDECK-*, DECK-*): reveal until, play off the top, look at the top
// N, search and place, shuffle a card from play into its owner's deck. Exercised with a test-only
// kit of two small factions, so that decks are short enough to run out.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  card,
  chooseCard,
  draw,
  lookTopN,
  placeTopOrBottom,
  player,
  playOffTop,
  putInHand,
  putOnTop,
  registerFaction,
  revealTopN,
  revealUntil,
  searchAndPlace,
  searchDeck,
  searchZones,
  shuffleIntoDeck,
  shuffleIntoOwnerDeck,
  targets,
} from "../../src/engine/api.ts";
import { syncRng } from "../../src/engine/rng.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("topkit", "test", text("Top kit"), [
    minion({
      id: "digger",
      power: 2,
      count: 1,
      name: text("Kit Digger"),
      text: text("Play a minion off the top of your deck."),
      *onPlay(ctx) {
        yield* playOffTop(ctx, ctx.you, "minion");
      },
    }),
    minion({
      id: "twin",
      power: 2,
      count: 1,
      name: text("Kit Twin Digger"),
      text: text("Play two minions of power 2 or less off the top of your deck."),
      *onPlay(ctx) {
        yield* playOffTop(ctx, ctx.you, "minion", { times: 2, maxPower: 2 });
      },
    }),
    minion({ id: "pebble", power: 1, count: 3, name: text("Kit Pebble"), text: text("No ability.") }),
    minion({ id: "boulder", power: 5, count: 1, name: text("Kit Boulder"), text: text("No ability.") }),
    minion({
      id: "herald",
      power: 3,
      count: 1,
      name: text("Kit Herald"),
      text: text("Draw a card."),
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, 1);
      },
    }),
    action({
      id: "scry",
      count: 1,
      name: text("Kit Scry"),
      text: text("Look at the top three cards of your deck and put them back in the same order."),
      *onPlay(ctx) {
        putOnTop(ctx.g, lookTopN(ctx.g, ctx.you, 3));
      },
    }),
    action({
      id: "dig",
      count: 1,
      name: text("Kit Dig"),
      text: text("Search your deck for a minion and put it into your hand."),
      *onPlay(ctx) {
        const u = yield* searchDeck(ctx, ctx.you, (x) => card(ctx.g, x).def !== "topkit:dig", "searchDeck");
        if (u !== null) putInHand(ctx.g, u);
      },
    }),
    action({
      id: "rummage",
      count: 1,
      name: text("Kit Rummage"),
      text: text("Search your hand, deck and discard pile for a Kit Pebble and put it into your hand."),
      *onPlay(ctx) {
        const u = yield* searchZones(
          ctx,
          ctx.you,
          ["hand", "deck", "discard"],
          (x) => card(ctx.g, x).def === "topkit:pebble",
          "searchDeck",
          true,
        );
        if (u !== null) putInHand(ctx.g, u);
      },
    }),
    action({
      id: "wall",
      count: 1,
      attach: "base",
      name: text("Kit Wall"),
      text: text("Play on a base. Ongoing: Kit Pebbles can't be played here."),
      allowMinionPlay: (g, self, _seat, uid, base) =>
        !(card(g, self).at === base && card(g, uid).def === "topkit:pebble"),
    }),
    action({
      id: "sink",
      count: 1,
      name: text("Kit Sink"),
      text: text("Shuffle a minion into its owner's deck."),
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseCards",
          targets(ctx, "place", () => true),
        );
        if (t !== null) shuffleIntoOwnerDeck(ctx, t);
      },
    }),
    action({
      id: "tuck",
      count: 1,
      name: text("Kit Tuck"),
      text: text("Put a minion on the top or the bottom of its owner's deck."),
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseCards",
          targets(ctx, "place", () => true),
        );
        if (t !== null) yield* placeTopOrBottom(ctx, ctx.you, t);
      },
    }),
    action({
      id: "stack",
      count: 1,
      name: text("Kit Stack"),
      text: text("Search your deck for a minion and place it on top of your deck."),
      *onPlay(ctx) {
        yield* searchAndPlace(
          ctx,
          ctx.you,
          (u) => card(ctx.g, u).def.startsWith("topkit:b"),
          "searchDeck",
          "top",
        );
      },
    }),
    action({
      id: "probe",
      count: 1,
      name: text("Kit Probe"),
      text: text(
        "Reveal cards from the top of your deck until you reveal two minions; put them into your hand.",
      ),
      *onPlay(ctx) {
        const r = revealUntil(ctx.g, ctx.you, (u) => card(ctx.g, u).def.includes("pebble"), 2);
        for (const u of r.found) putInHand(ctx.g, u);
        shuffleIntoDeck(ctx.g, ctx.you, r.others);
      },
    }),
  ]),
);
registerFaction(
  faction("topkit2", "test", text("Top kit 2"), [
    minion({ id: "dummy", power: 1, count: 1, name: text("Kit Dummy"), text: text("No ability.") }),
    action({ id: "nop", count: 1, name: text("Kit Nop"), text: text("No effect.") }),
  ]),
);

const KIT: [string, string] = ["topkit", "topkit2"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];
/** Every card of the kit but those listed elsewhere goes to the discard pile, so decks are exact. */
const ALL = [
  "topkit:digger",
  "topkit:twin",
  "topkit:pebble",
  "topkit:pebble",
  "topkit:pebble",
  "topkit:boulder",
  "topkit:herald",
  "topkit:scry",
  "topkit:dig",
  "topkit:rummage",
  "topkit:wall",
  "topkit:sink",
  "topkit:tuck",
  "topkit:probe",
  "topkit:stack",
  "topkit2:dummy",
  "topkit2:nop",
];
type Entry = { card: string; as?: string };
function rest(...used: string[]): string[] {
  const out = ALL.slice();
  for (const u of used) out.splice(out.indexOf(u), 1);
  return out;
}
const e = (card: string, as: string): Entry => ({ card, as });
const keyOf = (x: string | Entry) => (typeof x === "string" ? x : x.card);

/** Seat 0 plays the kit: `hand`, `deck` (top first) and `discard`; every other kit card is listed
 * in `discard` unless `discardAll` is false (then they would go under the deck). */
function kit(hand: Entry[], deck: (string | Entry)[], discard: (string | Entry)[] | null = null, extra = {}) {
  const used = [...hand, ...deck, ...(discard ?? [])].map(keyOf);
  const disc = discard ?? rest(...used);
  return table({
    players: [{ factions: KIT, hand, deck, discard: disc }, { factions: ["dinosaurs", "aliens"] }],
    bases: BASES,
    baseBoxes: ["core"],
    ...extra,
  });
}

describe("play a minion off the top (TOPDECK-1, TOPDECK-4, TOPDECK-6)", () => {
  it("reveals until a minion, plays it as an extra with its ability, and shuffles the others back", () => {
    rules("TOPDECK-1", "TOPDECK-4", "TOPDECK-6", "TERM-REVEAL");
    const t = kit(
      [e("topkit:digger", "dig")],
      [e("topkit:scry", "a1"), e("topkit:sink", "a2"), e("topkit:herald", "h"), e("topkit:pebble", "p")],
      [],
    );
    const deck = player(t.g, 0).deck.length;
    t.act(0, "dig@jungle-oasis");
    // The herald was found; where it goes is the only choice.
    t.expectPrompt(0, "chooseBase");
    expect(card(t.g, t.uid("a1")).zone).toBe("limbo");
    expect(t.offers("h@tar-pits")).toBe(true);
    t.act(0, "h@tar-pits");
    expect(t.where("h")).toBe("base:tar-pits");
    // Its on-play ability resolved: one card drawn; the two revealed actions went back.
    expect(t.hand(0).length).toBe(1);
    expect(t.where("a1")).toBe("deck:0");
    expect(t.where("a2")).toBe("deck:0");
    expect(player(t.g, 0).deck.length).toBe(deck - 2);
    // Played as an extra, straight back to the main prompt.
    expect(t.g.turn.minionsPlayed).toBe(2);
    t.expectPrompt(0, "main");
    expect(t.g.log.some((l) => l.k === "reveal" && l.to === -1 && l.p[1] === t.uid("a1"))).toBe(true);
  });

  it("empty deck before the reveal reshuffles the discard pile, then reveals", () => {
    rules("TOPDECK-2");
    const others = rest("topkit:digger", "topkit:pebble").map((c) => ({ card: c }));
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [e("topkit:digger", "dig"), ...others],
          deck: [],
          discard: [e("topkit:pebble", "p")],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    expect(player(t.g, 0).deck.length).toBe(0);
    t.act(0, "dig@jungle-oasis").act(0, "p@tar-pits");
    expect(t.where("p")).toBe("base:tar-pits");
    expect(player(t.g, 0).discard.length).toBe(0);
  });

  it("a deck that runs out while revealing stops: nothing found, discard untouched (TOPDECK-3)", () => {
    rules("TOPDECK-3", "DECK-3");
    const t = kit([e("topkit:digger", "dig")], [e("topkit:scry", "a1"), e("topkit:sink", "a2")]);
    const discard = player(t.g, 0).discard.slice();
    t.act(0, "dig@jungle-oasis");
    expect(t.engine.prompt?.purpose).toBe("main");
    expect(player(t.g, 0).discard).toEqual(discard);
    expect(t.where("a1")).toBe("deck:0");
    expect(t.where("a2")).toBe("deck:0");
    expect(player(t.g, 0).deck.length).toBe(2);
    expect(t.g.turn.minionsPlayed).toBe(1);
  });

  it("a found minion is played only where it may be played", () => {
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [e("topkit:digger", "dig")],
          deck: [e("topkit:pebble", "p1"), e("topkit:herald", "h")],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: [
        { id: "jungle-oasis", actions: [{ card: "topkit:wall", owner: 0 }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "dig@tar-pits");
    expect(t.offers("p1@jungle-oasis")).toBe(false);
    expect(t.offers("p1@the-central-brain")).toBe(true);
  });

  it("a found minion that can't be played anywhere is discarded and the reveal ends (TOPDECK-5)", () => {
    rules("TOPDECK-5");
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [e("topkit:digger", "dig")],
          deck: [e("topkit:scry", "a"), e("topkit:pebble", "p1"), e("topkit:herald", "h")],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: [{ id: "jungle-oasis", actions: [{ card: "topkit:wall", owner: 0 }] }],
      baseBoxes: ["core"],
    });
    t.act(0, "dig@jungle-oasis");
    expect(t.where("p1")).toBe("discard:0");
    expect(t.where("h")).toBe("deck:0");
    expect(t.where("a")).toBe("deck:0");
    expect(t.g.turn.minionsPlayed).toBe(1);
    expect(t.g.log.some((l) => l.k === "topDeckDiscard" && l.p[0] === t.uid("p1"))).toBe(true);
  });

  it("play N off the top: a deck emptied by the first pass stops the second (OPEN-11)", () => {
    rules("OPEN-11", "TOPDECK-3");
    const t = kit([e("topkit:twin", "twin")], [e("topkit:scry", "a1"), e("topkit:pebble", "p1")]);
    const discard = player(t.g, 0).discard.length;
    t.act(0, "twin@jungle-oasis").act(0, "p1@tar-pits");
    expect(t.engine.prompt?.purpose).toBe("main");
    expect(player(t.g, 0).discard.length).toBe(discard);
    expect(t.where("a1")).toBe("deck:0");
    expect(player(t.g, 0).deck.length).toBe(1);
  });

  it("maxPower skips bigger minions, which are shuffled back", () => {
    const t = kit(
      [e("topkit:twin", "twin")],
      [e("topkit:boulder", "b"), e("topkit:pebble", "p1"), e("topkit:pebble", "p2")],
    );
    t.act(0, "twin@jungle-oasis").act(0, "p1@tar-pits").act(0, "p2@tar-pits");
    expect(t.where("b")).toBe("deck:0");
    expect(t.power("p2")).toBe(1);
  });
});

describe("reveal until N (TOPDECK-1 for other uses)", () => {
  it("stops at the second match and shuffles the rest into the deck", () => {
    const t = kit(
      [e("topkit:probe", "probe")],
      [
        e("topkit:scry", "a"),
        e("topkit:pebble", "p1"),
        e("topkit:sink", "b"),
        e("topkit:pebble", "p2"),
        e("topkit:pebble", "p3"),
      ],
    );
    t.act(0, "probe");
    expect(t.where("p1")).toBe("hand:0");
    expect(t.where("p2")).toBe("hand:0");
    expect(t.where("p3")).toBe("deck:0");
    expect(t.where("a")).toBe("deck:0");
    expect(t.where("b")).toBe("deck:0");
    expect(player(t.g, 0).deck.length).toBe(3);
  });
});

describe("look at the top N (TERM-LOOK, DECK-1)", () => {
  it("shows them to the looker only and puts them back in the same order", () => {
    rules("TERM-LOOK", "ZONE-5");
    const t = kit(
      [e("topkit:scry", "scry")],
      [e("topkit:pebble", "p1"), e("topkit:herald", "h"), e("topkit:boulder", "b"), e("topkit:sink", "s")],
    );
    t.act(0, "scry");
    expect(player(t.g, 0).deck.slice(0, 4)).toEqual([t.uid("p1"), t.uid("h"), t.uid("b"), t.uid("s")]);
    const seen = t.g.log.filter((l) => l.k === "seeCard");
    expect(seen.map((l) => l.p[0])).toEqual([t.uid("p1"), t.uid("h"), t.uid("b")]);
    expect(seen.every((l) => l.to === 0)).toBe(true);
    expect(t.g.log.some((l) => l.k === "lookTop" && l.to === -1 && l.p[1] === 3)).toBe(true);
  });

  it("a deck shorter than N is continued from the reshuffled discard pile (DECK-1: start or continue)", () => {
    rules("DECK-1", "DIFF-8");
    const t = kit([e("topkit:scry", "scry")], [e("topkit:pebble", "p1")]);
    const total = player(t.g, 0).deck.length + player(t.g, 0).discard.length;
    t.act(0, "scry");
    // 1 from the deck, then 2 from the rebuilt deck; all three back on top, p1 first; only the
    // Scry itself is in the discard pile.
    expect(player(t.g, 0).deck[0]).toBe(t.uid("p1"));
    expect(player(t.g, 0).discard).toEqual([t.uid("scry")]);
    expect(player(t.g, 0).deck.length).toBe(total);
    expect(t.g.log.filter((l) => l.k === "seeCard").length).toBe(3);
  });

  it("deck and discard empty: looks at nothing (OPEN-12)", () => {
    rules("OPEN-12", "DECK-5");
    const g = kit([e("topkit:scry", "scry")], [], []).g;
    const p = player(g, 0);
    // Put everything else in hand: nothing left to look at.
    for (const u of p.deck.splice(0)) {
      card(g, u).zone = "hand";
      p.hand.push(u);
    }
    expect(lookTopN(g, 0, 3)).toEqual([]);
  });
});

describe("search (DECK-4)", () => {
  it("offers the matching cards privately, takes one and shuffles the deck", () => {
    rules("DECK-4", "TERM-LOOK");
    const t = kit(
      [e("topkit:dig", "dig")],
      [e("topkit:scry", "a"), e("topkit:herald", "h"), e("topkit:pebble", "p")],
    );
    t.act(0, "dig");
    t.expectPrompt(0, "searchDeck");
    expect(t.offers("h")).toBe(true);
    expect(t.offers("dig")).toBe(false);
    syncRng(t.g);
    const rng = t.g.rng.slice();
    t.act(0, "h");
    expect(t.where("h")).toBe("hand:0");
    syncRng(t.g);
    expect(t.g.rng).not.toEqual(rng);
    expect(t.g.log.some((l) => l.k === "searchDeck" && l.to === -1)).toBe(true);
  });

  it("search and place on top: the deck is shuffled first, the card found ends on top", () => {
    const t = kit(
      [e("topkit:stack", "stack")],
      [e("topkit:pebble", "p1"), e("topkit:scry", "a"), e("topkit:boulder", "b"), e("topkit:sink", "c")],
      [],
    );
    t.act(0, "stack");
    t.check({ deckTop: { "0": ["b"] } });
  });

  it("revealing the top N shows them to everyone; they wait in limbo", () => {
    rules("TERM-REVEAL");
    const t = kit([], [e("topkit:pebble", "p1"), e("topkit:scry", "a")]);
    const got = revealTopN(t.g, 0, 2);
    expect(got).toEqual([t.uid("p1"), t.uid("a")]);
    expect(got.every((u) => card(t.g, u).zone === "limbo")).toBe(true);
    expect(t.g.log.filter((l) => l.k === "reveal" && l.to === -1).length).toBe(2);
    putOnTop(t.g, got);
    t.check({ deckTop: { "0": ["p1", "a"] } });
  });

  it("an empty deck is rebuilt from the discard pile before searching (DECK-1)", () => {
    rules("DECK-1");
    const others = rest("topkit:dig", "topkit:herald").map((c) => ({ card: c }));
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [e("topkit:dig", "dig"), ...others],
          deck: [],
          discard: [e("topkit:herald", "h")],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    t.act(0, "dig");
    // One card to choose, mandatory: no prompt, taken at once.
    expect(t.where("h")).toBe("hand:0");
  });

  it("with deck and discard pile both empty, finds nothing and asks nothing (OPEN-12)", () => {
    rules("OPEN-12");
    const others = rest("topkit:dig").map((c) => ({ card: c }));
    const t = table({
      players: [
        { factions: KIT, hand: [e("topkit:dig", "dig"), ...others], deck: [], discard: [] },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    t.act(0, "dig");
    t.expectPrompt(0, "main");
    expect(t.where("dig")).toBe("discard:0");
    expect(t.hand(0).length).toBe(others.length);
  });

  it("a declined search still shuffles the deck it looked through (DECK-4)", () => {
    const t = kit(
      [e("topkit:rummage", "r")],
      [e("topkit:pebble", "p1"), e("topkit:scry", "a"), e("topkit:sink", "b"), e("topkit:tuck", "c")],
      [],
    );
    t.act(0, "r");
    syncRng(t.g);
    const rng = t.g.rng.slice();
    // An empty answer declines (the prompt's minimum is 0).
    t.act(0);
    expect(t.where("p1")).toBe("deck:0");
    syncRng(t.g);
    expect(t.g.rng).not.toEqual(rng);
  });

  it("searches hand, deck and discard in one prompt, labelled by zone; declining is allowed", () => {
    const t = kit(
      [e("topkit:rummage", "r"), e("topkit:pebble", "ph")],
      [e("topkit:pebble", "pd")],
      [e("topkit:pebble", "px")],
    );
    t.act(0, "r");
    t.expectPrompt(0, "searchDeck");
    const labels = Object.fromEntries(t.prompt.options.map((o) => [o.card, o.label]));
    expect(labels).toEqual({ [t.uid("ph")]: "hand", [t.uid("pd")]: "deck", [t.uid("px")]: "discard" });
    t.act(0, "px");
    expect(t.where("px")).toBe("hand:0");
  });
});

describe("place on top or bottom, shuffle into its owner's deck (TERM-PLACE, CONFLICT-11)", () => {
  it("a minion controlled by another player goes into its owner's deck, which is shuffled", () => {
    rules("TERM-PLACE", "CONFLICT-11", "CONFLICT-12");
    const t = table({
      players: [{ factions: KIT, hand: [e("topkit:sink", "sink")] }, { factions: ["dinosaurs", "aliens"] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:war-raptor",
              owner: 1,
              controller: 0,
              as: "wr",
              counters: 1,
              attached: [{ card: "dinosaurs:upgrade", owner: 1, as: "up" }],
            },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    const deck1 = player(t.g, 1).deck.length;
    t.act(0, "sink");
    expect(t.where("wr")).toBe("deck:1");
    expect(player(t.g, 1).deck.length).toBe(deck1 + 1);
    const c = card(t.g, t.uid("wr"));
    expect(c.controller).toBe(1);
    expect(c.counters).toBe(0);
    expect(t.where("up")).toBe("discard:1");
    expect(t.g.log.some((l) => l.k === "shuffledIn")).toBe(true);
  });

  it("the player chooses top or bottom", () => {
    const t = table({
      players: [{ factions: KIT, hand: [e("topkit:tuck", "tuck")] }, { factions: ["dinosaurs", "aliens"] }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "dinosaurs:war-raptor", owner: 1, as: "wr" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "tuck");
    t.expectPrompt(0, "topOrBottom");
    t.act(0, "label:deckBottom");
    const deck = player(t.g, 1).deck;
    expect(deck[deck.length - 1]).toBe(t.uid("wr"));
  });

  it("shuffleIntoDeck sends each card to its owner's deck and shuffles that deck (OWN-PILES)", () => {
    rules("CONFLICT-11");
    const t = kit([], []);
    const g = t.g;
    // A card of seat 1 in seat 0's hand (an Anansi gift) shuffled "into your deck" by seat 0.
    const foreign = player(g, 1).hand[0] ?? player(g, 1).deck[0];
    if (foreign === undefined) throw new Error("no card");
    const p1 = player(g, 1);
    p1.deck.splice(p1.deck.indexOf(foreign), 1);
    card(g, foreign).zone = "hand";
    card(g, foreign).at = 0;
    player(g, 0).hand.push(foreign);
    const before = p1.deck.slice();
    shuffleIntoDeck(g, 0, [foreign]);
    expect(card(g, foreign).zone).toBe("deck");
    expect(card(g, foreign).at).toBe(1);
    expect(p1.deck.length).toBe(before.length + 1);
    // Seat 1's deck was shuffled (not just appended to).
    expect(p1.deck.slice(0, before.length)).not.toEqual(before);
  });
});

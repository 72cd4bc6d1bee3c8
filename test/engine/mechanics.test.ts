// General mechanics no core card uses but the engine must support for the expansions:
// talents, +1 power counters, playing from the top of the deck. Exercised with test-only cards.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  addCounters,
  card,
  chooseCard,
  moveMinion,
  playFromTopOfDeck,
  registerFaction,
  removeCounters,
  returnToHand,
  targets,
  transferCounters,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

registerFaction(
  faction("lab", "test", { en: "Lab", fr: "Labo" }, [
    minion({
      id: "sprout",
      power: 1,
      count: 4,
      name: { en: "Sprout", fr: "Pousse" },
      text: {
        en: "Talent: place a +1 power counter on this minion.",
        fr: "Talent : placez un marqueur +1 sur cette créature.",
      },
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          addCounters(ctx, ctx.self, 1);
        },
      },
    }),
    minion({
      id: "digger",
      power: 2,
      count: 3,
      name: { en: "Digger", fr: "Fouisseur" },
      text: {
        en: "Play a minion from the top of your deck.",
        fr: "Jouez une créature du dessus de votre pioche.",
      },
      *onPlay(ctx) {
        yield* playFromTopOfDeck(ctx, ctx.you, "minion");
      },
    }),
    minion({
      id: "rock",
      power: 3,
      count: 3,
      name: { en: "Rock", fr: "Rocher" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    }),
    action({
      id: "caster",
      count: 2,
      name: { en: "Caster", fr: "Lanceur" },
      text: {
        en: "Play an action from the top of your deck.",
        fr: "Jouez une action du dessus de votre pioche.",
      },
      *onPlay(ctx) {
        yield* playFromTopOfDeck(ctx, ctx.you, "action");
      },
    }),
    action({
      id: "feed",
      count: 3,
      name: { en: "Feed", fr: "Nourrir" },
      text: {
        en: "Place two +1 power counters on a minion.",
        fr: "Placez deux marqueurs +1 sur une créature.",
      },
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "powerUp",
          targets(ctx, "counter", () => true),
        );
        if (t !== null) addCounters(ctx, t, 2);
      },
    }),
    action({
      id: "siphon",
      count: 2,
      name: { en: "Siphon", fr: "Siphon" },
      text: {
        en: "Move all counters of one minion to another.",
        fr: "Déplacez tous les marqueurs d'une créature vers une autre.",
      },
      *onPlay(ctx) {
        const from = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseOwnMinion",
          targets(ctx, "counter", (m) => card(ctx.g, m).counters > 0),
        );
        if (from === null) return;
        const to = yield* chooseCard(
          ctx,
          ctx.you,
          "powerUp",
          targets(ctx, "counter", (m) => m !== from),
        );
        if (to !== null) transferCounters(ctx, from, to, card(ctx.g, from).counters);
      },
    }),
    action({
      id: "drain",
      count: 1,
      name: { en: "Drain", fr: "Drain" },
      text: { en: "Remove a counter from a minion.", fr: "Retirez un marqueur d'une créature." },
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseOwnMinion",
          targets(ctx, "counter", (m) => card(ctx.g, m).counters > 0),
        );
        if (t !== null) removeCounters(ctx, t, 1);
      },
    }),
    action({
      id: "shelf",
      count: 1,
      name: { en: "Shelf", fr: "Étagère" },
      attach: "minion",
      text: { en: "Play on a minion.", fr: "Jouez sur une créature." },
    }),
  ]),
);

const bases = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];
const lab = (extra: Record<string, unknown> = {}) => ({
  factions: ["lab", "aliens"] as [string, string],
  ...extra,
});
const other = (extra: Record<string, unknown> = {}) => ({
  factions: ["dinosaurs", "aliens"] as [string, string],
  ...extra,
});

describe("talents (TERM-TALENT)", () => {
  it("can be used once per turn, only in its controller's play phase, and survive a move but not leaving play", () => {
    rules("TERM-TALENT", "PLAY-5", "OPEN-4", "TERM-MOVE");
    const t = table({
      players: [
        lab({
          hand: [
            { card: "aliens:invasion", as: "inv" },
            { card: "aliens:beam-up", as: "beam" },
          ],
        }),
        other(),
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "lab:sprout", owner: 0, as: "s" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
      turn: { freeAction: 2 },
    });
    expect(t.offers("s")).toBe(true);
    t.act(0, "s");
    expect(t.power("s")).toBe(2);
    expect(t.offers("s")).toBe(false);
    // Moving keeps the "used this turn" mark.
    t.act(0, "inv").act(0, "tar-pits");
    expect(t.where("s")).toBe("base:tar-pits");
    expect(t.offers("s")).toBe(false);
    // Leaving play and coming back makes it a new card.
    t.act(0, "beam");
    expect(t.where("s")).toBe("hand:0");
    expect(card(t.g, t.uid("s")).counters).toBe(0);
    t.act(0, "s@jungle-oasis");
    expect(t.offers("s")).toBe(true);
  });

  it("is not offered during another player's turn", () => {
    const t = table({
      players: [other(), lab()],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "lab:sprout", owner: 1, as: "s" }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    expect(t.offers("s")).toBe(false);
  });
});

describe("+1 power counters (COUNTER-*)", () => {
  it("raise power, move with their minion, transfer, and vanish when it leaves play", () => {
    rules("COUNTER-1", "COUNTER-2", "COUNTER-5", "COUNTER-6", "COUNTER-8", "TERM-TRANSFER", "COMP-3");
    const t = table({
      players: [lab({ hand: [{ card: "lab:feed", as: "f" }] }), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "lab:rock", owner: 0, as: "r" },
            { card: "lab:sprout", owner: 0, as: "s", counters: 3 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
      turn: { freeAction: 3 },
    });
    expect(t.power("s")).toBe(4);
    t.act(0, "f").act(0, "r");
    expect(t.power("r")).toBe(5);
    const vpBefore = t.vp(0);
    expect(vpBefore).toBe(0); // counters come from the supply, not from VP
    const ctx = {
      g: t.g,
      you: 0,
      self: -1,
      base: -1,
      def: "test",
      isAction: false,
      played: false,
      special: false,
    };
    transferCounters(ctx, t.uid("s"), t.uid("r"), 2);
    expect([t.power("s"), t.power("r")]).toEqual([2, 7]);
    moveMinion(ctx, t.uid("r"), t.base("tar-pits"));
    expect(t.power("r")).toBe(7);
    returnToHand(ctx, t.uid("r"));
    expect(card(t.g, t.uid("r")).counters).toBe(0);
    expect(t.power("r")).toBe(3);
  });

  it("can't be placed on a minion protected from the acting player's actions (COUNTER-7)", () => {
    rules("COUNTER-7");
    const t = table({
      players: [lab({ hand: [{ card: "lab:feed", as: "f" }] }), other()],
      bases: [
        {
          id: "jungle-oasis",
          minions: [{ card: "dinosaurs:king-rex", owner: 1, as: "rex" }],
          actions: [{ card: "dinosaurs:wildlife-preserve", owner: 1 }],
        },
        { id: "tar-pits", minions: [{ card: "lab:rock", owner: 0, as: "r" }] },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "f");
    // The only legal target was the Lab's own rock: Rex is immune.
    expect(t.power("r")).toBe(5);
    expect(t.power("rex")).toBe(7);
  });

  it("removal never goes below zero and feeds power changes", () => {
    const t = table({
      players: [lab({ hand: [{ card: "lab:drain", as: "d" }] }), other()],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "lab:rock", owner: 0, as: "r", counters: 1 }] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "d");
    expect(t.power("r")).toBe(3);
    expect(card(t.g, t.uid("r")).counters).toBe(0);
  });
});

describe("playing from the top of the deck (TOPDECK-*)", () => {
  it("reveals until a minion, plays it, and shuffles the other revealed cards back", () => {
    rules("TOPDECK-1", "TOPDECK-4", "TOPDECK-6", "PLAY-13");
    const t = table({
      players: [
        lab({
          hand: [{ card: "lab:digger", as: "dig" }],
          deck: [
            { card: "lab:feed", as: "f1" },
            { card: "lab:feed", as: "f2" },
            { card: "lab:rock", as: "rock" },
            { card: "lab:sprout", as: "s" },
          ],
        }),
        other(),
      ],
      bases,
      baseBoxes: ["core"],
    });
    const deckBefore = t.g.players[0]?.deck.length ?? 0;
    t.act(0, "dig@jungle-oasis").expectPrompt(0, "chooseBase").act(0, "rock@tar-pits");
    expect(t.where("rock")).toBe("base:tar-pits");
    expect(t.where("f1")).toBe("deck:0");
    expect(t.where("f2")).toBe("deck:0");
    expect(t.g.players[0]?.deck.length).toBe(deckBefore - 1);
    // The free minion play was not used by the revealed minion.
    expect(t.g.turn.freeMinion).toBe(0);
    expect(t.g.turn.minionsPlayed).toBe(2);
  });

  it("reshuffles an empty deck before revealing, but stops when the deck runs out while revealing", () => {
    rules("TOPDECK-2", "TOPDECK-3", "DECK-1", "DECK-3");
    const t = table({
      players: [
        lab({ hand: [{ card: "lab:digger", as: "dig" }], discard: [{ card: "lab:rock", as: "rock" }] }),
        other(),
      ],
      bases,
      baseBoxes: ["core"],
    });
    // Empty the deck: everything unlisted goes to the discard pile first.
    const p = t.g.players[0];
    if (!p) throw new Error("no player");
    for (const uid of p.deck.splice(0)) {
      card(t.g, uid).zone = "discard";
      p.discard.push(uid);
    }
    t.act(0, "dig@jungle-oasis");
    // The discard pile became the deck and a minion was found in it.
    expect(t.prompt.purpose).toBe("chooseBase");

    const u = table({
      players: [
        lab({
          hand: [{ card: "lab:digger", as: "dig" }],
          deck: [{ card: "lab:feed", as: "f" }],
          discard: [{ card: "lab:rock", as: "rock" }],
        }),
        other(),
      ],
      bases,
      baseBoxes: ["core"],
    });
    const q = u.g.players[0];
    if (!q) throw new Error("no player");
    // Keep only Feed in the deck: the reveal finds no minion and must not reshuffle the discard.
    for (const uid of q.deck.splice(1)) {
      card(u.g, uid).zone = "removed";
    }
    u.act(0, "dig@jungle-oasis");
    expect(u.where("rock")).toBe("discard:0");
    expect(u.where("f")).toBe("deck:0");
    expect(u.prompt.kind).toBe("main");
  });

  it("discards a revealed card that can't be played (TOPDECK-5)", () => {
    rules("TOPDECK-5", "OPEN-30");
    const t = table({
      players: [
        lab({ hand: [{ card: "lab:caster", as: "c" }], deck: [{ card: "lab:shelf", as: "shelf" }] }),
        other(),
      ],
      bases,
      baseBoxes: ["core"],
    });
    t.act(0, "c");
    // No minion in play: the "play on a minion" action has no host and is discarded.
    expect(t.where("shelf")).toBe("discard:0");
  });
});

// The general mechanics Monster Smash brought to the engine (docs/boxes/monster-smash.md §1),
// exercised through a test-only faction written against the card API only, as the faction files
// will be: counters and their choices, talents and extra talent uses, prevention and
// replacement of destruction, "destroyed or discarded", power given by an action's counters,
// breakpoints set to a value, "if you were the winner", hand cards to the deck bottom.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  addCounters,
  addPowerUntil,
  baseOf,
  card,
  chooseCard,
  chooseCards,
  chooseTarget,
  countersForHandCards,
  defOf,
  destroyChosen,
  draw,
  handToDeck,
  isWinner,
  minionsOf,
  placeCounterOnEach,
  placeCountersSplit,
  player,
  playSelf,
  powerAtMost,
  registerFaction,
  removeAnyCounters,
  removeCounters,
  setBreakpointUntilEndOfTurn,
  targets,
  transferAnyCounters,
  yesNo,
} from "../../src/engine/api.ts";
import { breakpoint, playerPowerOn } from "../../src/engine/power.ts";
import { publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("mskit", "test", text("Monster Smash test kit"), [
    minion({
      id: "drone",
      power: 3,
      count: 2,
      name: text("Kit Drone"),
      text: text(
        "Before one of your minions is destroyed, you may remove a counter from this to prevent it.",
      ),
      preventDestroy(g, self, target) {
        const me = card(g, self);
        if (card(g, target).controller !== me.controller || me.counters < 1) return null;
        return function* (ctx) {
          if (!(yield* yesNo(ctx, ctx.you, "preventDestroy"))) return false;
          return removeCounters(ctx, ctx.self, 1) === 1;
        };
      },
    }),
    minion({
      id: "igor",
      power: 2,
      count: 2,
      name: text("Kit Igor"),
      text: text("After this minion is destroyed or discarded, place a counter on one of your minions."),
      onEvents: ["minionDestroyed", "minionDiscarded"],
      on(g, self, ev) {
        if ((ev.t !== "minionDestroyed" && ev.t !== "minionDiscarded") || ev.uid !== self) return null;
        const you = card(g, self).controller;
        return {
          def: "mskit:igor",
          ctx: { g, you, self, base: -1, def: "mskit:igor", isAction: false, played: false, special: false },
          *run(ctx) {
            const t = yield* chooseCard(
              ctx,
              you,
              "placeCounter",
              targets(ctx, "counter", () => true, minionsOf(g, you)),
            );
            if (t !== null) addCounters(ctx, t, 1);
          },
        };
      },
    }),
    minion({
      id: "teen",
      power: 3,
      count: 2,
      name: text("Kit Teen"),
      text: text("Talent: this minion gains +1 power until the end of the turn."),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          addPowerUntil(ctx, ctx.self, 1);
        },
      },
    }),
    action({
      id: "pack",
      count: 1,
      name: text("Kit Pack"),
      text: text(
        "Play on a base. Start of your turn: a counter on this. With a minion here, they add to your power.",
      ),
      attach: "base",
      onEvents: ["turnStart"],
      on(g, self, ev) {
        if (ev.t !== "turnStart" || ev.seat !== card(g, self).controller) return null;
        return {
          def: "mskit:pack",
          ctx: {
            g,
            you: ev.seat,
            self,
            base: -1,
            def: "mskit:pack",
            isAction: true,
            played: false,
            special: false,
          },
          *run(ctx) {
            addCounters(ctx, self, 1);
          },
        };
      },
      playerPowerBonus(g, self, seat, base) {
        const c = card(g, self);
        if (c.controller !== seat || baseOf(g, self) !== base) return 0;
        return minionsOf(g, seat, base).length > 0 ? c.counters : 0;
      },
    }),
    action({
      id: "grave",
      count: 1,
      name: text("Kit Grave"),
      text: text("Play on a base. Your minions destroyed here go to their owner's hand."),
      attach: "base",
      destroyedTo(g, self, m) {
        return card(g, m).at === card(g, self).at && card(g, m).controller === card(g, self).controller
          ? "hand"
          : null;
      },
    }),
    action({
      id: "show",
      count: 1,
      name: text("Kit Show"),
      text: text("Play on a base. Your minions here with counters are not affected by other players' cards."),
      attach: "base",
      shield(g, self, target, ctx) {
        const me = card(g, self);
        const t = card(g, target);
        const covered =
          t.zone === "base" && t.at === me.at && t.controller === me.controller && t.counters > 0;
        return covered && ctx.self >= 0 && ctx.you !== me.controller ? "immune" : null;
      },
    }),
    action({
      id: "gulp",
      count: 2,
      name: text("Kit Gulp"),
      text: text("Destroy a minion."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, () => true);
      },
    }),
    action({
      id: "prize",
      count: 1,
      name: text("Kit Prize"),
      text: text("Place a counter on a minion."),
      *onPlay(ctx) {
        const t = yield* chooseTarget(
          ctx,
          ctx.you,
          "placeCounter",
          "counter",
          targets(ctx, "counter", () => true),
        );
        if (t !== null) addCounters(ctx, t, 1);
      },
    }),
    action({
      id: "magic",
      count: 1,
      name: text("Kit Magic"),
      text: text("Transfer any number of your counters among your minions."),
      *onPlay(ctx) {
        const mine = minionsOf(ctx.g, ctx.you);
        yield* transferAnyCounters(ctx, ctx.you, {
          from: mine,
          to: () => mine,
          repeat: true,
          optional: true,
        });
      },
    }),
    action({
      id: "forever",
      count: 1,
      name: text("Kit Forever"),
      text: text("Remove any number of counters from your minions; draw that many."),
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, yield* removeAnyCounters(ctx, ctx.you, minionsOf(ctx.g, ctx.you)));
      },
    }),
    action({
      id: "shop",
      count: 1,
      name: text("Kit Shop"),
      text: text("Place three counters split any way you choose on your minions."),
      *onPlay(ctx) {
        yield* placeCountersSplit(ctx, ctx.you, 3, minionsOf(ctx.g, ctx.you));
      },
    }),
    action({
      id: "mob",
      count: 1,
      name: text("Kit Mob"),
      text: text("Put any number of cards from your hand on the bottom of your deck."),
      *onPlay(ctx) {
        const hand = player(ctx.g, ctx.you).hand;
        const picked = yield* chooseCards(ctx, ctx.you, "handToDeckBottom", hand.slice(), 0, hand.length);
        handToDeck(ctx.g, ctx.you, picked, "bottom");
      },
    }),
    action({
      id: "trade",
      count: 1,
      name: text("Kit Trade"),
      text: text(
        "Choose one of your minions of power 2 or less. Discard any number of actions from your hand; a counter on it for each.",
      ),
      *onPlay(ctx) {
        yield* countersForHandCards(ctx, {
          minion: powerAtMost(ctx.g, 2),
          card: (u) => defOf(ctx.g, u).type === "action",
          to: "discard",
        });
      },
    }),
    action({
      id: "buffet",
      count: 1,
      name: text("Kit Buffet"),
      text: text("Special: after a base scores, if you were the winner, a counter on each of your minions."),
      specials: [
        {
          window: "afterScoring",
          from: "hand",
          can: () => true,
          *use(ctx, w) {
            yield* playSelf(ctx, -1);
            if (isWinner(w, ctx.you)) placeCounterOnEach(ctx, minionsOf(ctx.g, ctx.you));
          },
        },
      ],
    }),
    action({
      id: "zero",
      count: 1,
      name: text("Kit Zero"),
      text: text("This base's breakpoint is 0 until the end of the turn."),
      attach: "base",
      *onPlay(ctx, base) {
        setBreakpointUntilEndOfTurn(ctx.g, base, 0);
      },
    }),
  ]),
);

type F = [string, string];
const KIT: F = ["mskit", "aliens"];
const OTHER: F = ["dinosaurs", "pirates"];
const three = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("+1 power counters (COUNTER-*)", () => {
  it("transfer any number among your minions, several times, each source once (TERM-TRANSFER, CONFLICT-8)", () => {
    rules("COUNTER-6", "TERM-TRANSFER", "CONFLICT-8");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "mskit:magic", as: "magic" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:teen", owner: 0, counters: 3, as: "a" },
            { card: "mskit:teen", owner: 0, as: "b" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "mskit:igor", owner: 0, counters: 1, as: "c" }] },
        {
          id: "the-central-brain",
          minions: [{ card: "dinosaurs:war-raptor", owner: 1, counters: 1, as: "theirs" }],
        },
      ],
    });
    t.act(0, "magic").expectPrompt(0, "counterSource");
    expect(t.offers("theirs")).toBe(false);
    t.act(0, "a").expectPrompt(0, "counterTarget");
    expect(t.offers("a")).toBe(false);
    t.act(0, "c").expectPrompt(0, "counterCount").act(0, "label:2");
    // c now has 3 counters and may give them on; a is spent as a source.
    t.expectPrompt(0, "counterSource");
    expect(t.offers("a")).toBe(false);
    t.act(0, "c").act(0, "b").act(0, "label:3");
    // b may pass its counters on in turn; the player stops there.
    t.expectPrompt(0, "counterSource").act(0);
    expect([
      t.g.cards[t.uid("a")]?.counters,
      t.g.cards[t.uid("b")]?.counters,
      t.g.cards[t.uid("c")]?.counters,
    ]).toEqual([1, 3, 0]);
    expect(t.power("b")).toBe(6);
    expect(t.prompt.kind).toBe("main");
  });

  it("transferring nothing is a legal choice of 'any number'", () => {
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "mskit:magic", as: "magic" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:teen", owner: 0, counters: 3, as: "a" },
            { card: "mskit:teen", owner: 0, as: "b" },
          ],
        },
        ...three.slice(1),
      ],
    });
    t.act(0, "magic").act(0);
    expect(t.g.cards[t.uid("a")]?.counters).toBe(3);
    expect(t.prompt.kind).toBe("main");
  });

  it("remove any number from your minions and draw that many; removing none draws none", () => {
    rules("COUNTER-1", "CONFLICT-8");
    const spec = {
      players: [{ factions: KIT, hand: [{ card: "mskit:forever", as: "f" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:teen", owner: 0, counters: 2, as: "a" },
            { card: "mskit:teen", owner: 0, counters: 1, as: "b" },
          ],
        },
        ...three.slice(1),
      ],
    };
    const t = table(spec);
    t.act(0, "f").expectPrompt(0, "removeCounters").act(0, "a").act(0, "label:2");
    t.expectPrompt(0, "removeCounters").act(0, "b");
    // One counter: no count to ask. Then nothing left to remove.
    expect(t.hand(0)).toHaveLength(3);
    expect(t.power("a")).toBe(3);
    const none = table(spec);
    none.act(0, "f").act(0);
    expect(none.hand(0)).toHaveLength(0);
  });

  it("split any way you choose, and counters leave with their card (COUNTER-5)", () => {
    rules("COUNTER-5", "CONFLICT-12");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "mskit:shop", as: "s" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:teen", owner: 0, as: "a" },
            { card: "mskit:teen", owner: 0, as: "b" },
          ],
        },
        ...three.slice(1),
      ],
    });
    t.act(0, "s").expectPrompt(0, "placeCounter").act(0, "a").act(0, "label:1").act(0, "b").act(0, "label:2");
    expect([t.power("a"), t.power("b")]).toEqual([4, 5]);
    expect(t.prompt.kind).toBe("main");
  });

  it("a protected minion gets no counter from another player's card, nor loses one to it (COUNTER-7)", () => {
    rules("COUNTER-7", "TERM-AFFECT");
    const t = table({
      players: [
        { factions: KIT, hand: [{ card: "mskit:prize", as: "prize" }] },
        { factions: ["mskit", "dinosaurs"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "mskit:show", owner: 1 }],
          minions: [
            { card: "mskit:teen", owner: 1, counters: 1, as: "shielded" },
            { card: "mskit:teen", owner: 1, as: "bare" },
          ],
        },
        ...three.slice(1),
      ],
    });
    // The only minion the card may affect gets the counter without a question.
    t.act(0, "prize");
    expect(t.g.cards[t.uid("shielded")]?.counters).toBe(1);
    expect(t.g.cards[t.uid("bare")]?.counters).toBe(1);
  });

  it("counters on an action count only because it says so, for eligibility too (COUNTER-4, SCORE-8, SCORE-9)", () => {
    rules("COUNTER-4", "SCORE-8", "SCORE-9", "START-1");
    const t = table({
      phase: "start",
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "mskit:pack", owner: 0, as: "pack" }],
          minions: [{ card: "mskit:igor", owner: 0, as: "igor" }],
        },
        ...three.slice(1),
      ],
    });
    const oasis = t.base("jungle-oasis");
    expect(t.g.cards[t.uid("pack")]?.counters).toBe(1);
    expect(playerPowerOn(t.g, 0, oasis)).toBe(3);
    const view = publicView(t.g, null).bases[0];
    expect(view?.actions[0]?.counters).toBe(1);
    expect(view?.total).toBe(3);
  });
});

describe("Prevention and replacement of destruction", () => {
  const spec = (counters: number) => ({
    players: [{ factions: OTHER }, { factions: KIT, hand: [] }],
    active: 0,
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          { card: "mskit:drone", owner: 1, counters, as: "drone" },
          { card: "mskit:teen", owner: 1, as: "teen" },
          { card: "dinosaurs:laseratops", owner: 0, as: "laser" },
        ],
      },
      ...three.slice(1),
    ],
  });

  it("a prevention asks its controller and pays its price to prevent (TERM-TO)", () => {
    rules("TERM-TO", "TERM-DESTROY");
    const t = table({
      ...spec(1),
      players: [
        { factions: ["mskit", "dinosaurs"], hand: [{ card: "mskit:gulp", as: "gulp" }] },
        { factions: KIT },
      ],
    });
    t.act(0, "gulp").act(0, "teen").expectPrompt(1, "preventDestroy").act(1, "yes");
    expect(t.where("teen")).toBe("base:jungle-oasis");
    expect(t.g.cards[t.uid("drone")]?.counters).toBe(0);
    expect(t.g.log.some((e) => e.k === "prevented")).toBe(true);
  });

  it("declined, or without the counter to pay, the minion is destroyed", () => {
    const declined = table({
      ...spec(1),
      players: [
        { factions: ["mskit", "dinosaurs"], hand: [{ card: "mskit:gulp", as: "gulp" }] },
        { factions: KIT },
      ],
    });
    declined.act(0, "gulp").act(0, "teen").act(1, "no");
    expect(declined.where("teen")).toBe("discard:1");
    const broke = table({
      ...spec(0),
      players: [
        { factions: ["mskit", "dinosaurs"], hand: [{ card: "mskit:gulp", as: "gulp" }] },
        { factions: KIT },
      ],
    });
    broke.act(0, "gulp").act(0, "teen");
    expect(broke.where("teen")).toBe("discard:1");
  });

  it("a destroyed minion can go to its owner's hand instead: it was still destroyed", () => {
    const t = table({
      players: [
        { factions: ["mskit", "dinosaurs"], hand: [{ card: "mskit:gulp", as: "gulp" }] },
        { factions: KIT },
      ],
      bases: [
        {
          id: "jungle-oasis",
          actions: [{ card: "mskit:grave", owner: 1 }],
          minions: [
            { card: "mskit:igor", owner: 1, as: "igor" },
            { card: "mskit:teen", owner: 1, as: "teen" },
          ],
        },
        ...three.slice(1),
      ],
    });
    t.act(0, "gulp").act(0, "igor");
    expect(t.where("igor")).toBe("hand:1");
    // Igor's "after destroyed" still happens: its only other minion gets the counter.
    expect(t.g.cards[t.uid("teen")]?.counters).toBe(1);
  });
});

describe("Destroyed or discarded (SCORE-16)", () => {
  it("a minion discarded with its scored base triggers its 'discarded' ability, before the base is replaced", () => {
    rules("SCORE-16", "CARD-DAME-AU-BOULEAU");
    const t = table({
      phase: "score",
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:igor", owner: 0, counters: 10, as: "igor" },
            { card: "mskit:teen", owner: 0, as: "here" },
          ],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "mskit:teen", owner: 0, as: "there" },
            { card: "mskit:drone", owner: 0 },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    // Igor's controller chooses among their minions still in play: not the ones leaving.
    t.expectPrompt(0, "placeCounter");
    expect(t.offers("here")).toBe(false);
    t.act(0, "there");
    expect(t.g.cards[t.uid("there")]?.counters).toBe(1);
    expect(t.where("igor")).toBe("discard:0");
    expect(t.g.cards[t.uid("igor")]?.counters).toBe(0);
  });
});

describe("Talents (TERM-TALENT)", () => {
  it("once per turn per card, from the main prompt, without using a play", () => {
    rules("TERM-TALENT", "OPEN-26", "PLAY-5");
    const t = table({
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "mskit:teen", owner: 0, as: "teen" }] },
        ...three.slice(1),
      ],
    });
    t.act(0, "teen");
    expect(t.power("teen")).toBe(4);
    expect(t.offers("teen")).toBe(false);
    expect(t.g.turn.freeMinion + t.g.turn.freeAction).toBe(2);
  });

  it("not offered to a player who doesn't control the card, nor again after use", () => {
    const t = table({
      players: [{ factions: KIT }, { factions: OTHER }],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "mskit:teen", owner: 0, controller: 1, as: "teen" }] },
        ...three.slice(1),
      ],
    });
    expect(t.offers("teen")).toBe(false);
  });
});

describe("Breakpoints set to a value (OPEN-2, OPEN-13)", () => {
  it("a breakpoint set to 0 makes the base eligible with no power; the view shows both values", () => {
    rules("OPEN-2", "OPEN-13", "SCORE-2", "CONFLICT-2");
    const t = table({
      players: [{ factions: KIT, hand: [{ card: "mskit:zero", as: "zero" }] }, { factions: OTHER }],
      bases: three,
    });
    const brain = t.base("the-central-brain");
    t.act(0, "zero@the-central-brain");
    expect(breakpoint(t.g, brain)).toBe(0);
    const view = publicView(t.g, null).bases[2];
    expect([view?.breakpoint, view?.printedBreakpoint]).toEqual([0, 19]);
    t.act(0, "end");
    // It scored for nobody and was replaced; the change left with it.
    expect(t.g.basesInPlay.includes(brain)).toBe(false);
    expect(t.g.lasting.some((l) => l.kind === "breakpointSet")).toBe(false);
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
  });
});

describe("After-scoring Specials know the result (SCORE-13)", () => {
  const scoring = (winnerCounters: number) =>
    table({
      phase: "score",
      players: [{ factions: KIT, hand: [{ card: "mskit:buffet", as: "buffet" }] }, { factions: OTHER }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "mskit:teen", owner: 0, counters: winnerCounters, as: "mine" },
            { card: "dinosaurs:king-rex", owner: 1, counters: 5 },
          ],
        },
        { id: "tar-pits", minions: [{ card: "mskit:teen", owner: 0, as: "far" }] },
        { id: "the-central-brain" },
      ],
    });

  it("'if you were the winner' holds for the winner", () => {
    const t = scoring(20);
    t.expectPrompt(0, "afterScoring").act(0, "buffet");
    expect(t.g.cards[t.uid("far")]?.counters).toBe(1);
  });

  it("and not for another player", () => {
    const t = scoring(0);
    t.expectPrompt(0, "afterScoring").act(0, "buffet");
    expect(t.g.cards[t.uid("far")]?.counters).toBe(0);
  });
});

describe("Hand cards to the bottom of the deck", () => {
  it("go to the owner's deck bottom in the order chosen; zero is allowed", () => {
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:mob", as: "mob" },
            { card: "mskit:gulp", as: "g1" },
            { card: "mskit:gulp", as: "g2" },
          ],
        },
        { factions: OTHER },
      ],
      bases: three,
    });
    t.act(0, "mob").expectPrompt(0, "handToDeckBottom").act(0, "g2", "g1");
    const deck = t.g.players[0]?.deck ?? [];
    expect(deck.slice(-2)).toEqual([t.uid("g2"), t.uid("g1")]);
    expect(t.g.log.some((e) => e.k === "handToDeckBottom" && e.p[1] === 2 && e.to === -1)).toBe(true);
    expect(t.g.log.filter((e) => e.k === "handToDeckSecret").every((e) => e.to === 0)).toBe(true);
  });
});

describe("Counters for cards given up from the hand (Angry Mob, Cull the Weak)", () => {
  const trade = (minions: { card: string; owner: number; as: string; controller?: number }[]) =>
    table({
      players: [
        {
          factions: KIT,
          hand: [
            { card: "mskit:trade", as: "trade" },
            { card: "mskit:gulp", as: "g1" },
            { card: "mskit:gulp", as: "g2" },
            { card: "mskit:teen", as: "minionCard" },
          ],
        },
        { factions: OTHER },
      ],
      bases: [{ id: "jungle-oasis", minions }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });

  it("offers only your minions that pass the card's filter, and only the hand cards it names", () => {
    rules("COUNTER-1", "TERM-PLACE", "TERM-YOURCARDS");
    const t = trade([
      { card: "mskit:igor", owner: 0, as: "small" },
      { card: "mskit:igor", owner: 0, as: "small2" },
      { card: "mskit:teen", owner: 0, as: "big" },
      { card: "dinosaurs:war-raptor", owner: 1, as: "theirs" },
    ]);
    t.act(0, "trade").expectPrompt(0, "chooseOwnMinion");
    const offered = ["small", "small2", "big", "theirs"].map((a) => t.offers(a));
    expect(offered).toEqual([true, true, false, false]);
    t.act(0, "small").expectPrompt(0, "toDiscardAny");
    expect([t.offers("g1"), t.offers("g2"), t.offers("minionCard")]).toEqual([true, true, false]);
    t.act(0, "g2", "g1");
    expect([t.where("g1"), t.where("g2"), t.where("minionCard")]).toEqual([
      "discard:0",
      "discard:0",
      "hand:0",
    ]);
    expect(t.g.cards[t.uid("small")]?.counters).toBe(2);
    expect(t.power("small")).toBe(4);
  });

  it("with no minion to choose, the cards may still be given up and no counter lands (CONFLICT-6)", () => {
    rules("CONFLICT-6");
    const t = trade([{ card: "mskit:teen", owner: 0, as: "big" }]);
    t.act(0, "trade").expectPrompt(0, "toDiscardAny").act(0, "g1");
    expect(t.where("g1")).toBe("discard:0");
    expect(t.g.cards[t.uid("big")]?.counters).toBe(0);
  });
});

// CS-5: actions that care about actions — the turn's journal of actions played ("the first time
// you play an action on this base each turn"), extra plays of a minion or an action from any zone,
// limited to some bases, returning an action to its owner's hand, "you can't play that action
// again this turn", and an ongoing allowance with a reward (the player decides at the play, once).
// CS-16: no card enters a base whose scoring has reached its discards. Test-only faction.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  actionsOn,
  addCounters,
  baseOf,
  card,
  cardCtx,
  chooseCard,
  chooseSeat,
  firstActionOnBaseThisTurn,
  forbidActionNameThisTurn,
  isStandard,
  offerExtraAction,
  offerExtraCard,
  offerExtraMinion,
  others,
  player,
  playsOnBase,
  playsOnMinion,
  registerFaction,
  returnActionToHand,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("actkit", "test", text("Actions kit"), [
    minion({ id: "thrall", power: 2, count: 3, name: text("Kit Thrall"), text: text("No ability.") }),
    minion({
      id: "child",
      power: 2,
      count: 1,
      name: text("Kit Child"),
      text: text("Ongoing: the first time each turn you play an action on this base, +1 counter here."),
      onEvents: ["actionPlayed"],
      on: (g, self, ev) =>
        ev.t === "actionPlayed" &&
        ev.seat === card(g, self).controller &&
        ev.base === card(g, self).at &&
        firstActionOnBaseThisTurn(g, ev.seat, ev.base)
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                addCounters(ctx, ctx.self, 1);
              },
            }
          : null,
    }),
    action({ id: "flag", count: 3, attach: "base", name: text("Kit Flag"), text: text("Play on a base.") }),
    action({
      id: "badge",
      count: 1,
      attach: "minion",
      name: text("Kit Badge"),
      text: text("Play on a minion."),
    }),
    action({
      id: "llama",
      count: 1,
      attach: "base",
      name: text("Kit Llama"),
      text: text(
        "Play on a base. Return one of your actions on another base to your hand; you may play it here as an extra.",
      ),
      *onPlay(ctx, here) {
        const g = ctx.g;
        const mine = g.basesInPlay
          .filter((b) => b !== here)
          .flatMap((b) => actionsOn(g, b))
          .filter((a) => card(g, a).controller === ctx.you);
        const a = yield* chooseCard(ctx, ctx.you, "chooseCards", mine);
        if (a === null || !returnActionToHand(ctx, a)) return;
        yield* offerExtraAction(ctx, ctx.you, { cards: [a], bases: [here] });
      },
    }),
    action({
      id: "collect",
      count: 1,
      name: text("Kit Collect"),
      text: text("Choose another player: play a card you own from their hand as an extra."),
      *onPlay(ctx) {
        const g = ctx.g;
        const from = yield* chooseSeat(ctx, ctx.you, "choosePlayer", others(g, ctx.you));
        if (from === null) return;
        const mine = player(g, from).hand.filter((u) => card(g, u).owner === ctx.you);
        yield* offerExtraCard(ctx, ctx.you, { cards: mine });
      },
    }),
    action({
      id: "echo",
      count: 2,
      name: text("Kit Echo"),
      text: text("Play an extra action. You can't play another copy of it this turn."),
      *onPlay(ctx) {
        const a = yield* offerExtraAction(ctx, ctx.you);
        if (a !== null) forbidActionNameThisTurn(ctx.g, ctx.you, a);
      },
    }),
    action({
      id: "hut",
      count: 1,
      attach: "base",
      name: text("Kit Hut"),
      text: text(
        "Play on a base. Ongoing: on your turn, you may play an extra action to place a counter on this card.",
      ),
      ongoingExtra: (g, self, seat) =>
        card(g, self).controller === seat ? { kind: "action", source: "actkit:hut", rewarded: true } : null,
      *allowanceReward(ctx) {
        addCounters(ctx, ctx.self, 1);
      },
    }),
    minion({
      id: "birch",
      power: 5,
      count: 1,
      name: text("Kit Birch"),
      text: text("Ongoing: after this minion is discarded with its base, play an extra minion."),
      onEvents: ["minionDiscarded"],
      on: (g, self, ev) =>
        ev.t === "minionDiscarded" && ev.uid === self
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                yield* offerExtraMinion(ctx, ctx.you);
              },
            }
          : null,
    }),
  ]),
);

type F = [string, string];
type Hand = NonNullable<Scenario["players"][number]["hand"]>;
type Minions = NonNullable<Scenario["bases"][number]["minions"]>;
type Actions = NonNullable<Scenario["bases"][number]["actions"]>;
const KIT: F = ["actkit", "aliens"];

const game = (
  hand: Hand,
  oasis: { minions?: Minions; actions?: Actions } = {},
  extra: Partial<Scenario> = {},
) =>
  table({
    players: [
      { factions: KIT, hand },
      {
        factions: ["robots", "wizards"],
        hand: [{ card: "actkit:thrall", owner: 0, as: "lent" }, "robots:zapbot"],
      },
      { factions: ["dinosaurs", "zombies"] },
    ],
    bases: [
      { id: "jungle-oasis", as: "oasis", minions: oasis.minions ?? [], actions: oasis.actions ?? [] },
      { id: "the-grey-opal", as: "opal" },
      { id: "tar-pits", as: "pits" },
      { id: "ninja-dojo" },
    ],
    ...extra,
  });

describe("actions that care about actions (CS-5)", () => {
  it("kinds of actions and the actions on a base (on it or on a minion there)", () => {
    rules("TERM-ATTACH", "TERM-STANDARD");
    const t = game([], {
      minions: [
        {
          card: "actkit:thrall",
          owner: 0,
          as: "th",
          attached: [{ card: "actkit:badge", owner: 0, as: "badge" }],
        },
      ],
      actions: [{ card: "actkit:flag", owner: 0, as: "flag" }],
    });
    const g = t.g;
    expect(actionsOn(g, t.base("oasis")).sort()).toEqual([t.uid("badge"), t.uid("flag")].sort());
    expect([
      playsOnBase(g, t.uid("flag")),
      playsOnMinion(g, t.uid("flag")),
      isStandard(g, t.uid("flag")),
    ]).toEqual([true, false, false]);
    expect([playsOnMinion(g, t.uid("badge")), isStandard(g, t.uid("badge"))]).toEqual([true, false]);
  });

  it("the journal counts actions played before the card that asks arrived ('the first time each turn')", () => {
    const first = game([{ card: "actkit:flag", as: "flag" }], {
      minions: [{ card: "actkit:child", owner: 0, as: "child" }],
    });
    first.act(0, "flag@oasis");
    expect(first.g.cards[first.uid("child")]?.counters).toBe(1);
    // A Flag played there before the Child: a second action there is not the first.
    const t = game(
      [
        { card: "actkit:flag", as: "f1" },
        { card: "actkit:child", as: "child" },
        { card: "actkit:flag", as: "f2" },
      ],
      {},
      { turn: { extras: [{ kind: "action", source: "actkit:echo" }] } },
    );
    t.act(0, "f1@oasis").act(0, "child@oasis").act(0, "f2@oasis");
    expect(t.g.cards[t.uid("child")]?.counters).toBe(0);
    expect(t.g.turn.playedActions?.map((a) => [a.uid, a.seat, a.base])).toEqual([
      [t.uid("f1"), 0, t.base("oasis")],
      [t.uid("f2"), 0, t.base("oasis")],
    ]);
  });

  it("returns an action to its owner's hand and replays it only where it may go", () => {
    rules("TERM-RETURN", "PLAY-9");
    const t = game(
      [{ card: "actkit:llama", as: "llama" }],
      {},
      {
        bases: [
          { id: "jungle-oasis", as: "oasis" },
          {
            id: "the-grey-opal",
            as: "opal",
            minions: [
              {
                card: "actkit:thrall",
                owner: 0,
                as: "th",
                attached: [{ card: "actkit:badge", owner: 0, as: "badge" }],
              },
            ],
            actions: [{ card: "actkit:flag", owner: 0, as: "flag" }],
          },
          { id: "tar-pits", as: "pits" },
          { id: "ninja-dojo" },
        ],
      },
    );
    t.act(0, "llama@oasis").expectPrompt(0, "chooseCards");
    t.act(0, "flag");
    expect(t.where("flag")).toBe("hand:0");
    t.expectPrompt(0, "playExtraAction");
    expect([t.offers("flag@oasis"), t.offers("flag@opal"), t.offers("flag@pits")]).toEqual([
      true,
      false,
      false,
    ]);
    t.act(0, "flag@oasis");
    expect(t.where("flag")).toBe("base:jungle-oasis");
    // An action on a minion may come back onto a minion of this base only: none here.
    const u = game(
      [{ card: "actkit:llama", as: "llama" }],
      {},
      {
        bases: [
          { id: "jungle-oasis", as: "oasis" },
          {
            id: "the-grey-opal",
            minions: [
              {
                card: "actkit:thrall",
                owner: 0,
                as: "th",
                attached: [{ card: "actkit:badge", owner: 0, as: "badge" }],
              },
            ],
          },
          { id: "tar-pits" },
          { id: "ninja-dojo" },
        ],
      },
    );
    u.act(0, "llama@oasis");
    expect(u.where("badge")).toBe("hand:0");
    u.expectPrompt(0, "main");
  });

  it("an extra card from another player's hand: only the cards offered, minion or action, now or never", () => {
    rules("PLAY-14", "CARD-EXTRA-CHOICE");
    const t = game([{ card: "actkit:collect", as: "collect" }]);
    t.act(0, "collect").act(0, "player:1").expectPrompt(0, "playExtraMinion");
    // Bob's own Zapbot is not Alice's to play.
    expect([t.offers("lent@oasis"), t.offers("robots:zapbot@oasis")]).toEqual([true, false]);
    t.act(0, "lent@opal");
    expect(t.where("lent")).toBe("base:the-grey-opal");
    expect(card(t.g, t.uid("lent")).controller).toBe(0);
  });

  it("'you can't play another copy of it this turn' holds for the rest of the turn, from anywhere", () => {
    rules("CONFLICT-3");
    const t = game(
      [
        { card: "actkit:echo", as: "e1" },
        { card: "actkit:flag", as: "f1" },
        { card: "actkit:flag", as: "f2" },
        { card: "actkit:thrall", as: "th" },
      ],
      {},
      { turn: { extras: [{ kind: "action", source: "actkit:echo" }] } },
    );
    t.act(0, "e1").act(0, "f1@oasis");
    expect(t.offers("f2@opal")).toBe(false);
    expect(t.offers("th@opal")).toBe(true);
    expect(t.g.lasting.some((l) => l.kind === "noPlayName")).toBe(true);
  });

  it("an allowance with a reward: the player decides at the play; only it fitting, it is used without asking", () => {
    rules("OPEN-17", "TERM-TO", "TERM-YOURTURN");
    const hand: Hand = [
      { card: "actkit:flag", as: "f1" },
      { card: "actkit:flag", as: "f2" },
      { card: "actkit:flag", as: "f3" },
    ];
    const hut = { actions: [{ card: "actkit:hut", owner: 0, as: "hut" }] };
    const counters = (t: ReturnType<typeof game>) => t.g.cards[t.uid("hut")]?.counters;
    const yes = game(hand, hut);
    yes.act(0, "f1@opal").expectPrompt(0, "useRewardedAllowance").act(0, "yes");
    expect(counters(yes)).toBe(1);
    // The free action is still there, and the Hut is spent for the turn.
    yes.act(0, "f2@opal");
    expect(counters(yes)).toBe(1);
    expect(yes.offers("f3@opal")).toBe(false);
    const no = game(hand, hut);
    no.act(0, "f1@opal").act(0, "no");
    expect(counters(no)).toBe(0);
    // Only the Hut fits now: charged to it, rewarded, no question.
    no.act(0, "f2@opal");
    expect(counters(no)).toBe(1);
    no.expectPrompt(0, "main");
  });
});

describe("a base whose scoring reached its discards takes no new card (CS-16)", () => {
  it("a minion discarded with the base plays another one elsewhere, not there", () => {
    rules("SCORE-16");
    const t = game(
      [{ card: "actkit:thrall", as: "th" }],
      {},
      {
        phase: "score",
        bases: [
          {
            id: "jungle-oasis",
            as: "oasis",
            minions: [{ card: "actkit:birch", owner: 0, as: "birch", counters: 7 }],
          },
          { id: "the-grey-opal", as: "opal" },
          { id: "tar-pits" },
          { id: "ninja-dojo" },
        ],
      },
    );
    t.expectPrompt(0, "playExtraMinion");
    expect(baseOf(t.g, t.uid("birch"))).toBe(-1);
    expect([t.offers("th@oasis"), t.offers("th@opal")]).toEqual([false, true]);
    t.act(0, "th@opal");
    expect(t.where("th")).toBe("base:the-grey-opal");
    expect(t.g.scoringStep).toBeUndefined();
  });
});

// CS-1: cards in another player's hand (owner ≠ holder). The holder plays and discards them like
// their own; wherever a card goes to a deck or a discard pile, it goes to its owner's (OWN-PILES,
// CONFLICT-11); the engine tells when a player plays or discards a card they don't own; only the
// holder sees it. Exercised with a test-only faction before Anansi Tales exists.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  addCounters,
  card,
  cardCtx,
  chooseCard,
  chooseSeat,
  destroyChosen,
  discardFromHand,
  giveToHand,
  others,
  player,
  registerFaction,
  shuffleIntoDeck,
} from "../../src/engine/api.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { playerView, publicView } from "../../src/engine/view.ts";
import { everyCard, rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("heldkit", "test", text("Held cards kit"), [
    minion({ id: "thrall", power: 2, count: 4, name: text("Kit Thrall"), text: text("No ability.") }),
    minion({
      id: "python",
      power: 3,
      count: 1,
      name: text("Kit Python"),
      text: text("Ongoing: after another player plays or discards a card they don't own, +1 counter here."),
      onEvents: ["notOwnedUsed"],
      on: (g, self, ev) =>
        ev.t === "notOwnedUsed" && ev.seat !== card(g, self).controller
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                addCounters(ctx, ctx.self, 1);
              },
            }
          : null,
    }),
    minion({
      id: "trickster",
      power: 2,
      count: 1,
      name: text("Kit Trickster"),
      text: text("Ongoing: after you place a card into another player's hand, +1 counter here."),
      onEvents: ["cardGiven"],
      on: (g, self, ev) =>
        ev.t === "cardGiven" && ev.by === card(g, self).controller
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                addCounters(ctx, ctx.self, 1);
              },
            }
          : null,
    }),
    action({
      id: "gift",
      count: 2,
      name: text("Kit Gift"),
      text: text("Place a card from your hand into another player's hand."),
      *onPlay(ctx) {
        const c = yield* chooseCard(ctx, ctx.you, "chooseCards", player(ctx.g, ctx.you).hand.slice());
        if (c === null) return;
        const to = yield* chooseSeat(ctx, ctx.you, "choosePlayer", others(ctx.g, ctx.you));
        if (to !== null) giveToHand(ctx, c, to);
      },
    }),
    action({
      id: "tip",
      count: 1,
      name: text("Kit Tip"),
      text: text("Place the top card of your deck into another player's hand."),
      *onPlay(ctx) {
        const top = player(ctx.g, ctx.you).deck[0];
        const to = yield* chooseSeat(ctx, ctx.you, "choosePlayer", others(ctx.g, ctx.you));
        if (top !== undefined && to !== null) giveToHand(ctx, top, to);
      },
    }),
    action({
      id: "toss",
      count: 1,
      name: text("Kit Toss"),
      text: text("Discard a card from your hand."),
      *onPlay(ctx) {
        const c = yield* chooseCard(ctx, ctx.you, "discardFromHand", player(ctx.g, ctx.you).hand.slice());
        if (c !== null) discardFromHand(ctx.g, ctx.you, [c]);
      },
    }),
    action({
      id: "smite",
      count: 1,
      name: text("Kit Smite"),
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
      text: text("Play on a minion. No ability."),
    }),
    action({
      id: "mix",
      count: 1,
      name: text("Kit Mix"),
      text: text("Shuffle every card of your hand into its owner's deck."),
      *onPlay(ctx) {
        shuffleIntoDeck(ctx.g, ctx.you, player(ctx.g, ctx.you).hand.slice());
      },
    }),
  ]),
);

type F = [string, string];
const KIT: F = ["heldkit", "aliens"];
const BOB: F = ["robots", "wizards"];
const CAROL: F = ["dinosaurs", "zombies"];
type Hand = NonNullable<Scenario["players"][number]["hand"]>;

/** Alice (0) and Carol (2) own cards that Bob (1), the active player, holds. */
const held = (
  bobHand: Hand,
  aliceMinions: Scenario["bases"][number]["minions"] = [],
  turn?: Scenario["turn"],
) =>
  table({
    active: 1,
    ...(turn ? { turn } : {}),
    players: [{ factions: KIT }, { factions: BOB, hand: bobHand }, { factions: CAROL }],
    bases: [
      { id: "jungle-oasis", minions: aliceMinions },
      { id: "the-grey-opal", minions: [{ card: "dinosaurs:war-raptor", owner: 2, as: "raptor" }] },
      { id: "tar-pits" },
      { id: "ninja-dojo" },
    ],
  });

const python = [{ card: "heldkit:python", owner: 0, as: "py" }];
const counters = (t: ReturnType<typeof held>, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("a card held by a player who doesn't own it (CS-1)", () => {
  it("is played by its holder, who controls it; destroyed, it goes to its owner's discard pile", () => {
    rules("TERM-OWNER", "PLAY-14", "CONFLICT-11", "TERM-CONTROL");
    const t = held(
      [
        { card: "heldkit:thrall", owner: 0, as: "thrall" },
        { card: "heldkit:smite", owner: 0, as: "smite" },
      ],
      python,
    );
    expect(t.offers("thrall@jungle-oasis")).toBe(true);
    t.act(1, "thrall@jungle-oasis");
    expect(card(t.g, t.uid("thrall")).controller).toBe(1);
    t.act(1, "smite").act(1, "thrall");
    expect(t.where("thrall")).toBe("discard:0");
    expect(t.where("smite")).toBe("discard:0");
    expect(t.hand(1)).toEqual([]);
  });

  it("tells when a player plays or discards a card they don't own, from a hand, and only then (CARD-MBORO-ONINI)", () => {
    rules("CARD-MBORO-ONINI", "TERM-OWNER");
    const t = held([{ card: "heldkit:thrall", owner: 0, as: "thrall" }, { card: "robots:zapbot" }], python);
    t.act(1, "thrall@jungle-oasis");
    expect(counters(t, "py")).toBe(1);
    // Bob's own minion: nothing.
    const u = held([{ card: "robots:zapbot", as: "zap" }], python);
    u.act(1, "zap@jungle-oasis");
    expect(counters(u, "py")).toBe(0);
  });

  it("discarded by its holder: to its owner's discard pile, and it counts as discarding a card not owned", () => {
    rules("TERM-DISCARD", "CONFLICT-11");
    const t = held(
      [
        { card: "heldkit:toss", owner: 0, as: "toss" },
        { card: "dinosaurs:augmentation", owner: 2, as: "aug" },
      ],
      python,
    );
    t.act(1, "toss");
    // Playing Alice's Toss was one use, discarding Carol's card another.
    expect(t.where("aug")).toBe("discard:2");
    expect(t.where("toss")).toBe("discard:0");
    expect(counters(t, "py")).toBe(2);
  });

  it("an attached action held and played goes to its owner's discard pile with its host", () => {
    const t = held(
      [
        { card: "heldkit:ward", owner: 0, as: "ward" },
        { card: "heldkit:smite", owner: 0, as: "smite" },
      ],
      [],
      { extras: [{ kind: "action", source: "heldkit:smite" }] },
    );
    t.act(1, "ward@raptor");
    expect(t.where("ward")).toBe("attached:raptor");
    expect(card(t.g, t.uid("ward")).controller).toBe(1);
    t.act(1, "smite"); // the only minion: no choice to make
    expect(t.where("ward")).toBe("discard:0");
    expect(t.where("raptor")).toBe("discard:2");
  });

  it("the hand limit keeps held cards, and discarding one counts", () => {
    rules("DRAW-2");
    const hand: Hand = [
      { card: "heldkit:thrall", owner: 0, as: "thrall" },
      ...everyCard("robots").slice(0, 10),
    ];
    const t = table({
      active: 1,
      phase: "draw",
      players: [
        { factions: KIT },
        { factions: BOB, hand, deck: ["wizards:portal", "wizards:scry"] },
        { factions: CAROL },
      ],
      bases: [
        { id: "jungle-oasis", minions: python },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
        { id: "ninja-dojo" },
      ],
    });
    t.expectPrompt(1, "handLimit");
    expect(t.offers("thrall")).toBe(true);
    t.act(1, "thrall", "wizards:portal", "wizards:scry");
    expect(t.where("thrall")).toBe("discard:0");
    expect(counters(t, "py")).toBe(1);
  });

  it("placed into another hand: named to the giver and the receiver only; the owner sees nothing", () => {
    rules("TERM-PLACE", "ZONE-5");
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [
            { card: "heldkit:gift", as: "gift" },
            { card: "heldkit:thrall", as: "thrall" },
            "heldkit:thrall",
          ],
        },
        { factions: BOB },
        { factions: CAROL },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "heldkit:trickster", owner: 0, as: "tr" }] },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
        { id: "ninja-dojo" },
      ],
    });
    t.act(0, "gift").act(0, "thrall").act(0, "player:1");
    expect(t.where("thrall")).toBe("hand:1");
    expect(counters(t, "tr")).toBe(1);
    const thrall = t.uid("thrall");
    const names = (seat: number) =>
      playerView(t.g, t.engine.prompt, seat)
        .log.filter((e) => e.k.startsWith("give"))
        .some((e) => e.k === "giveSecret" && e.p[1] === thrall);
    expect([names(0), names(1), names(2)]).toEqual([true, true, false]);
    expect(publicView(t.g, null).log.some((e) => e.k === "give" && e.p[1] === 1)).toBe(true);
    // Bob sees it in his hand, with its owner; nobody else sees it anywhere.
    expect(playerView(t.g, null, 1).hand.map((c) => [c.uid, c.owner])).toContainEqual([thrall, 0]);
    for (const seat of [0, 2]) {
      const v = playerView(t.g, null, seat);
      expect(v.hand.some((c) => c.uid === thrall)).toBe(false);
    }
    expect(publicView(t.g, null).players[1]?.handCount).toBe(1);
  });

  it("placed from a deck into a hand: named to the receiver only", () => {
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [{ card: "heldkit:tip", as: "tip" }],
          deck: [{ card: "heldkit:thrall", as: "top" }],
        },
        { factions: BOB },
        { factions: CAROL },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }, { id: "ninja-dojo" }],
    });
    t.act(0, "tip").act(0, "player:2");
    expect(t.where("top")).toBe("hand:2");
    const named = (seat: number) =>
      playerView(t.g, null, seat).log.some(
        (e) => (e.k === "giveSecret" || e.k === "giveCard") && e.p[1] === t.uid("top"),
      );
    expect([named(0), named(1), named(2)]).toEqual([false, false, true]);
  });

  it("shuffled into a deck: into its owner's, and every deck that got a card is shuffled", () => {
    rules("CONFLICT-11");
    const t = held([
      { card: "heldkit:mix", owner: 0, as: "mix" },
      { card: "heldkit:thrall", owner: 0, as: "thrall" },
      { card: "dinosaurs:augmentation", owner: 2, as: "aug" },
      { card: "robots:zapbot", as: "zap" },
    ]);
    t.act(1, "mix");
    expect([t.where("thrall"), t.where("aug"), t.where("zap")]).toEqual(["deck:0", "deck:2", "deck:1"]);
    expect(checkInvariants(t.g)).toEqual([]);
  });
});

describe("a player who leaves while holding or controlling other players' cards", () => {
  it("held cards go to their owners' discard piles; controlled minions stay, back under their owners' control", () => {
    rules("TERM-CONTROL-DURATION", "CONFLICT-11");
    const t = table({
      active: 0,
      players: [
        { factions: KIT },
        {
          factions: BOB,
          hand: [
            { card: "heldkit:thrall", owner: 0, as: "thrall" },
            { card: "robots:zapbot", as: "zap" },
          ],
        },
        { factions: CAROL },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 2, controller: 1, as: "lent" },
            { card: "robots:warbot", owner: 1, controller: 0, as: "borrowed" },
          ],
        },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
        { id: "ninja-dojo" },
      ],
    });
    expect(t.engine.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    expect(t.where("thrall")).toBe("discard:0");
    expect(t.where("lent")).toBe("base:jungle-oasis");
    expect(card(t.g, t.uid("lent")).controller).toBe(2);
    // Bob's own cards leave the game, wherever they are and whoever controls them.
    expect([t.where("zap"), t.where("borrowed")]).toEqual(["removed", "removed"]);
    expect(checkInvariants(t.g)).toEqual([]);
  });
});

// CS-2: where a resolved card goes (ORDER-1 step 5). The owner's discard pile by default
// (CONFLICT-11); the card's own destination ("place this card into another player's hand"); an
// override by the effect that played it, which beats the card's own (CARD-ANANSI-CADEAU); and
// replacements its controller may pick, offered only to a card that names no destination
// (CARD-TOILE-D-ANANSI). Exercised with a test-only faction.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  addCounters,
  card,
  cardCtx,
  draw,
  offerDestination,
  offerExtraAction,
  overrideDestination,
  registerFaction,
  setOwnDestination,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("destkit", "test", text("Destinations kit"), [
    action({
      id: "corn",
      count: 2,
      name: text("Kit Corn"),
      text: text("Draw a card. Place this card into another player's hand."),
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, 1);
        setOwnDestination(ctx, ctx.self, { to: "otherHand", chooser: ctx.you });
      },
    }),
    action({
      id: "ping",
      count: 2,
      name: text("Kit Ping"),
      text: text("Draw a card."),
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, 1);
      },
    }),
    minion({
      id: "spider",
      power: 2,
      count: 1,
      name: text("Kit Spider"),
      text: text(
        "Talent: play an extra action. When it has resolved, place it into another player's hand instead of wherever it would go.",
      ),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          const a = yield* offerExtraAction(ctx, ctx.you);
          if (a !== null) overrideDestination(ctx, a, { to: "otherHand", chooser: ctx.you });
        },
      },
    }),
    minion({
      id: "weaver",
      power: 2,
      count: 1,
      name: text("Kit Weaver"),
      text: text(
        "Ongoing: after you play a standard action, you may put it on top of your deck when it has resolved.",
      ),
      onEvents: ["actionPlayed"],
      on: (g, self, ev) =>
        ev.t === "actionPlayed" && ev.host === -1 && ev.base === -1 && ev.seat === card(g, self).controller
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                offerDestination(ctx, ev.uid, { to: "deck", where: "top" }, function* (c) {
                  addCounters(c, self, 1);
                });
              },
            }
          : null,
    }),
    minion({
      id: "giver",
      power: 1,
      count: 1,
      name: text("Kit Giver"),
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
  ]),
);

type F = [string, string];
const KIT: F = ["destkit", "aliens"];
type Hand = NonNullable<Scenario["players"][number]["hand"]>;

const game = (hand: Hand, minions: NonNullable<Scenario["bases"][number]["minions"]> = [], players = 3) =>
  table({
    players: [
      { factions: KIT, hand, deck: ["aliens:invader", "aliens:scout"] },
      { factions: ["robots", "wizards"] as F },
      { factions: ["dinosaurs", "zombies"] as F },
    ].slice(0, players),
    bases: [
      { id: "jungle-oasis", minions },
      { id: "the-grey-opal" },
      { id: "tar-pits" },
      { id: "ninja-dojo" },
    ].slice(0, players + 1),
  });

const counters = (t: ReturnType<typeof game>, alias: string) => t.g.cards[t.uid(alias)]?.counters;

describe("where a resolved card goes (CS-2, ORDER-1 step 5)", () => {
  it("a card that names its destination goes there: its player picks the other player", () => {
    rules("ORDER-1", "CONFLICT-1", "TERM-PLACE");
    const t = game(
      [{ card: "destkit:corn", as: "corn" }],
      [{ card: "destkit:giver", owner: 0, as: "giver" }],
    );
    t.act(0, "corn").expectPrompt(0, "chooseReceiver");
    expect([t.offers("player:1"), t.offers("player:2"), t.offers("player:0")]).toEqual([true, true, false]);
    t.act(0, "player:2");
    expect(t.where("corn")).toBe("hand:2");
    expect(counters(t, "giver")).toBe(1);
    // Its own effect happened first: the card drawn is in Alice's hand.
    expect(t.hand(0)).toHaveLength(1);
  });

  it("with one other player left, no question", () => {
    const t = game([{ card: "destkit:corn", as: "corn" }], [], 2);
    t.act(0, "corn");
    expect(t.where("corn")).toBe("hand:1");
    t.expectPrompt(0, "main");
  });

  it("an override by the effect that played it beats the card's own: one placement only (CARD-ANANSI-CADEAU)", () => {
    rules("CARD-ANANSI-CADEAU");
    const t = game(
      [{ card: "destkit:corn", as: "corn" }],
      [
        { card: "destkit:spider", owner: 0, as: "spider" },
        { card: "destkit:giver", owner: 0, as: "giver" },
      ],
    );
    t.act(0, "spider").act(0, "corn").expectPrompt(0, "chooseReceiver");
    t.act(0, "player:1");
    expect(t.where("corn")).toBe("hand:1");
    expect(counters(t, "giver")).toBe(1);
    t.expectPrompt(0, "main");
  });

  it("an override sends a plain action into a hand; without one it goes to its owner's discard pile", () => {
    const t = game(
      [{ card: "destkit:ping", as: "ping" }],
      [{ card: "destkit:spider", owner: 0, as: "spider" }],
    );
    t.act(0, "spider").act(0, "ping").act(0, "player:1");
    expect(t.where("ping")).toBe("hand:1");
    const u = game([{ card: "destkit:ping", as: "ping" }]);
    u.act(0, "ping");
    expect(u.where("ping")).toBe("discard:0");
  });

  it("a replacement is offered to the card's controller, who may keep the discard pile", () => {
    const t = game(
      [{ card: "destkit:ping", as: "ping" }],
      [{ card: "destkit:weaver", owner: 0, as: "weaver" }],
    );
    t.act(0, "ping").expectPrompt(0, "destination");
    // The card is still resolving while its controller decides (ORDER-3).
    expect(t.where("ping")).toBe("resolving");
    t.act(0, "label:destkit:weaver");
    expect(t.g.players[0]?.deck[0]).toBe(t.uid("ping"));
    expect(counters(t, "weaver")).toBe(1);
    const u = game(
      [{ card: "destkit:ping", as: "ping" }],
      [{ card: "destkit:weaver", owner: 0, as: "weaver" }],
    );
    u.act(0, "ping").act(0, "#discard");
    expect(u.where("ping")).toBe("discard:0");
    expect(counters(u, "weaver")).toBe(0);
  });

  it("a card that names its destination is offered no replacement (CARD-TOILE-D-ANANSI)", () => {
    rules("CARD-TOILE-D-ANANSI");
    const t = game(
      [{ card: "destkit:corn", as: "corn" }],
      [{ card: "destkit:weaver", owner: 0, as: "weaver" }],
    );
    t.act(0, "corn").expectPrompt(0, "chooseReceiver");
    t.act(0, "player:1");
    expect(t.where("corn")).toBe("hand:1");
  });

  it("a held card's destination is chosen by its player, and a discard goes to its owner's pile", () => {
    rules("CONFLICT-11");
    const t = table({
      active: 1,
      players: [
        { factions: KIT },
        {
          factions: ["robots", "wizards"],
          hand: [
            { card: "destkit:corn", owner: 0, as: "corn" },
            { card: "destkit:ping", owner: 0, as: "ping" },
          ],
        },
        { factions: ["dinosaurs", "zombies"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }, { id: "ninja-dojo" }],
      turn: { extras: [{ kind: "action", source: "destkit:spider" }] },
    });
    t.act(1, "corn").expectPrompt(1, "chooseReceiver");
    t.act(1, "player:0");
    expect(t.where("corn")).toBe("hand:0");
    t.act(1, "ping");
    expect(t.where("ping")).toBe("discard:0");
  });
});

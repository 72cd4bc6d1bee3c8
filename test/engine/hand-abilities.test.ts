// BGB-7: abilities used from the hand in the play phase (Fan: "on your turn, you may discard this
// card to draw a card"). Offered at the main prompt for every such card the active player holds,
// held foreign cards included; each card once, since using it discards it; no play is spent.

import { describe, expect, it } from "vitest";
import { faction, minion } from "../../cards/define.ts";
import { addCounters, card, cardCtx, discardFromHand, draw, registerFaction } from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("fankit", "test", text("Hand abilities kit"), [
    minion({
      id: "fan",
      power: 2,
      count: 2,
      name: text("Kit Fan"),
      text: text("On your turn, you may discard this card from your hand to draw a card."),
      playPhase: {
        from: "hand",
        can: () => true,
        *use(ctx) {
          discardFromHand(ctx.g, ctx.you, [ctx.self]);
          draw(ctx.g, ctx.you, 1);
        },
      },
    }),
    minion({
      id: "python",
      power: 1,
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
  ]),
);

const game = (active = 0) =>
  table({
    active,
    players: [
      {
        factions: ["fankit", "aliens"],
        hand: [
          { card: "fankit:fan", as: "fan1" },
          { card: "fankit:fan", as: "fan2" },
        ],
        deck: ["aliens:scout", "aliens:invader"],
      },
      {
        factions: ["robots", "wizards"],
        hand: [{ card: "robots:zapbot", as: "zap" }],
        deck: ["robots:hoverbot", "robots:warbot"],
      },
    ],
    bases: [
      { id: "jungle-oasis", minions: [{ card: "fankit:python", owner: 0, as: "py" }] },
      { id: "the-grey-opal" },
      { id: "tar-pits" },
    ],
  });

describe("abilities used from the hand in the play phase (BGB-7)", () => {
  it("each card in hand with such an ability is offered once; using it spends no play", () => {
    rules("TERM-YOURTURN", "TERM-TO");
    const t = game();
    expect([t.offers("#s" + t.uid("fan1")), t.offers("#s" + t.uid("fan2"))]).toEqual([true, true]);
    t.act(0, `#s${t.uid("fan1")}`);
    expect(t.where("fan1")).toBe("discard:0");
    expect(t.hand(0)).toHaveLength(2);
    expect(t.offers(`#s${t.uid("fan1")}`)).toBe(false);
    t.act(0, `#s${t.uid("fan2")}`);
    expect(t.where("fan2")).toBe("discard:0");
    // The free minion is still there.
    expect(t.offers("aliens:scout@tar-pits")).toBe(true);
  });

  it("is offered only to the player holding the card in their own play phase, a held card included", () => {
    rules("PLAY-14", "CARD-MBORO-ONINI");
    const t = table({
      active: 1,
      players: [
        { factions: ["fankit", "aliens"] },
        {
          factions: ["robots", "wizards"],
          hand: [{ card: "fankit:fan", owner: 0, as: "fan" }],
          deck: ["robots:hoverbot"],
        },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "fankit:python", owner: 0, as: "py" }] },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
      ],
    });
    t.act(1, `#s${t.uid("fan")}`);
    // Bob discarded a card he doesn't own: it goes to Alice's pile, and the Python notices.
    expect(t.where("fan")).toBe("discard:0");
    expect(t.g.cards[t.uid("py")]?.counters).toBe(1);
    // Not the active player: Alice's Fans are not offered in Bob's turn.
    const u = game(1);
    expect(u.offers(`#s${u.uid("fan1")}`)).toBe(false);
  });
});

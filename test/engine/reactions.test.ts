// CS-3: reaction windows at ORDER-1 step 4. An event some Special of the game answers opens a
// Me First round among the players it concerns, after the triggers of the card being resolved and
// before that card goes where it goes (step 5); one window per event, in event order. A game whose
// cards answer no such event never opens one, hidden timing or not. Test-only faction.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  addCounters,
  card,
  cardCtx,
  chooseCard,
  discardFromHand,
  draw,
  offerExtraMinion,
  player,
  registerFaction,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("reactkit", "test", text("Reactions kit"), [
    minion({ id: "thrall", power: 2, count: 3, name: text("Kit Thrall"), text: text("No ability.") }),
    minion({
      id: "mboro",
      power: 3,
      count: 2,
      name: text("Kit Mboro"),
      text: text(
        "Special: after another player plays or discards a card they don't own, you may play this minion.",
      ),
      specials: [
        {
          window: "notOwnedUsed",
          from: "hand",
          can: (_g, _self, seat, w) => w.event?.t === "notOwnedUsed" && w.event.seat !== seat,
          *use(ctx) {
            yield* offerExtraMinion(ctx, ctx.you, { cards: [ctx.self], optional: false });
          },
        },
      ],
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
    action({
      id: "ping",
      count: 1,
      name: text("Kit Ping"),
      text: text("Draw a card."),
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, 1);
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
  ]),
);

type F = [string, string];
type Hand = NonNullable<Scenario["players"][number]["hand"]>;
const KIT: F = ["reactkit", "aliens"];

/** Bob (1) is the active player; Alice (0) and Carol (2) may react. */
const game = (hands: [Hand, Hand, Hand], opts: { hiddenTiming?: boolean; python?: boolean } = {}) =>
  table({
    active: 1,
    options: { hiddenTiming: opts.hiddenTiming ?? false },
    players: [
      { factions: KIT, hand: hands[0], deck: ["aliens:scout", "aliens:invader"] },
      { factions: ["robots", "wizards"], hand: hands[1], deck: ["robots:zapbot", "robots:hoverbot"] },
      { factions: ["dinosaurs", "zombies"], hand: hands[2] },
    ],
    bases: [
      { id: "jungle-oasis", minions: opts.python ? [{ card: "reactkit:python", owner: 0, as: "py" }] : [] },
      { id: "the-grey-opal" },
      { id: "tar-pits" },
      { id: "ninja-dojo" },
    ],
  });

const mboro = { card: "reactkit:mboro", as: "mboro" };

describe("reaction windows (CS-3, ORDER-1 step 4)", () => {
  it("open after the card's triggers, for the players the event concerns; a Special there is an immediate extra", () => {
    rules("ORDER-1", "MEFIRST-1", "PLAY-10", "PLAY-12", "CARD-MBORO-ONINI");
    const t = game([[mboro], [{ card: "reactkit:thrall", owner: 0, as: "thrall" }], []], { python: true });
    t.act(1, "thrall@jungle-oasis");
    // Step 3 came first: the Python's counter is already there.
    expect(t.g.cards[t.uid("py")]?.counters).toBe(1);
    t.expectPrompt(0, "notOwnedUsed");
    expect(t.prompt.kind).toBe("meFirst");
    expect(t.prompt.window).toBe(`notOwnedUsed:c${t.uid("thrall")}`);
    t.act(0, "mboro").expectPrompt(0, "playExtraMinion");
    t.act(0, "mboro@the-grey-opal");
    expect(t.where("mboro")).toBe("base:the-grey-opal");
    expect(card(t.g, t.uid("mboro")).controller).toBe(0);
    // After a Special the round goes on clockwise (MEFIRST-6): Alice is asked again, and passes
    // (she has nothing left: without hidden timing she is skipped); then Bob's turn goes on.
    t.expectPrompt(1, "main");
    // Bob's play phase is untouched: his free minion was the held Thrall, Alice's play is hers.
    expect(t.g.turn.minionsPlayed).toBe(1);
  });

  it("a player's own play or a card they own opens nothing", () => {
    const t = game([[mboro], [{ card: "robots:zapbot", as: "zap" }], []]);
    t.act(1, "zap@jungle-oasis").expectPrompt(1, "main");
  });

  it("without hidden timing only players who can answer are asked; with it, every eligible player but the one who acted", () => {
    rules("OPEN-27", "MEFIRST-6");
    const held: Hand = [{ card: "reactkit:thrall", owner: 0, as: "thrall" }];
    const t = game([[mboro], held, []]);
    t.act(1, "thrall@jungle-oasis").expectPrompt(0, "notOwnedUsed");
    t.act(0, "pass").expectPrompt(1, "main");
    const h = game([[mboro], held, []], { hiddenTiming: true });
    h.act(1, "thrall@jungle-oasis");
    // From the active player clockwise, skipping him: Carol (who holds nothing), then Alice.
    h.expectPrompt(2, "notOwnedUsed");
    expect(h.prompt.options.map((o) => o.id)).toEqual(["pass"]);
    h.act(2, "pass").expectPrompt(0, "notOwnedUsed").act(0, "pass").expectPrompt(1, "main");
  });

  it("a game whose cards answer no such event opens no window, even with hidden timing", () => {
    const t = table({
      active: 1,
      options: { hiddenTiming: true },
      players: [
        { factions: ["aliens", "ninjas"] },
        { factions: ["robots", "wizards"], hand: [{ card: "aliens:invader", owner: 0, as: "inv" }] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }],
    });
    t.act(1, "inv@jungle-oasis").expectPrompt(1, "main");
    expect(t.vp(1)).toBe(1);
  });

  it("the card being resolved waits in no pile until the windows close (ORDER-3), also while a Special resolves", () => {
    rules("ORDER-3");
    const t = game([[mboro], [{ card: "reactkit:ping", owner: 0, as: "ping" }], []]);
    t.act(1, "ping").expectPrompt(0, "notOwnedUsed");
    expect(t.where("ping")).toBe("resolving");
    t.act(0, "mboro").expectPrompt(0, "playExtraMinion");
    expect(t.where("ping")).toBe("resolving");
    t.act(0, "mboro@tar-pits");
    expect(t.where("ping")).toBe("discard:0");
    t.expectPrompt(1, "main");
  });

  it("two events in one resolution open two windows, in order; a player who passed is asked again", () => {
    rules("MEFIRST-4");
    const t = game(
      [
        [mboro],
        [
          { card: "reactkit:toss", owner: 0, as: "toss" },
          { card: "reactkit:thrall", owner: 0, as: "thrall" },
          { card: "robots:zapbot", as: "zap" },
        ],
        [],
      ],
      { python: true },
    );
    t.act(1, "toss").act(1, "thrall");
    expect(t.g.cards[t.uid("py")]?.counters).toBe(2);
    // First window: Bob played Alice's Toss.
    t.expectPrompt(0, "notOwnedUsed");
    expect(t.prompt.window).toBe(`notOwnedUsed:c${t.uid("toss")}`);
    t.act(0, "pass");
    // Second window: Bob discarded Alice's Thrall.
    t.expectPrompt(0, "notOwnedUsed");
    expect(t.prompt.window).toBe(`notOwnedUsed:c${t.uid("thrall")}`);
    t.act(0, "mboro").act(0, "mboro@jungle-oasis");
    t.expectPrompt(1, "main");
    expect([t.where("toss"), t.where("thrall"), t.where("mboro")]).toEqual([
      "discard:0",
      "discard:0",
      "base:jungle-oasis",
    ]);
  });
});

// BGB-1: responses that interrupt a play. "When another player plays an action/minion" Specials
// answer a play after it was made and before its ability: cancelling it ("discard it; it has no
// effect", TERM-CANCEL) or taking its control. Nested plays open nested windows (ORDER-2); the
// play functions return false for a cancelled card; a restart in the middle replays. Test-only
// faction standing in for Wil Wheaton, Force of Wil and Control Minion.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import type { Scenario } from "../../src/drivers/scenario.ts";
import {
  cancelPlay,
  card,
  cardCtx,
  draw,
  offerExtraAction,
  offerExtraMinion,
  overrideDestination,
  playSelf,
  registerFaction,
  waitingPlay,
} from "../../src/engine/api.ts";
import { type DecisionRecord, Engine, serialize } from "../../src/engine/engine.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });
const opponentsAction = (seat: number, w: { event?: { t: string; seat?: number } }) =>
  w.event?.t === "actionPlayed" && w.event.seat !== seat;

registerFaction(
  faction("geekkit", "test", text("Responses kit"), [
    minion({ id: "thrall", power: 2, count: 3, name: text("Kit Thrall"), text: text("No ability.") }),
    minion({
      id: "wil",
      power: 2,
      count: 1,
      name: text("Kit Wil"),
      text: text(
        "Special: when another player plays an action, cancel it; then play this minion as an extra.",
      ),
      specials: [
        {
          window: "cardPlayed",
          from: "hand",
          can: (_g, _self, seat, w) => opponentsAction(seat, w),
          *use(ctx, w) {
            if (w.event?.t === "actionPlayed") cancelPlay(ctx, w.event.uid);
            yield* offerExtraMinion(ctx, ctx.you, { cards: [ctx.self], optional: false });
          },
        },
      ],
    }),
    action({
      id: "force",
      count: 2,
      name: text("Kit Force"),
      text: text("Special: when another player plays an action, play this card: cancel that action."),
      *onPlay(ctx) {
        const target = waitingPlay(ctx.g);
        if (target !== null) cancelPlay(ctx, target);
      },
      specials: [
        {
          window: "cardPlayed",
          from: "hand",
          can: (_g, _self, seat, w) => opponentsAction(seat, w),
          *use(ctx) {
            yield* playSelf(ctx, -1);
          },
        },
      ],
    }),
    action({
      id: "grab",
      count: 1,
      name: text("Kit Grab"),
      text: text("Special: when another player plays a minion, play this card: you control that minion."),
      *onPlay(ctx) {
        const m = waitingPlay(ctx.g);
        if (m !== null && card(ctx.g, m).zone === "base") card(ctx.g, m).controller = ctx.you;
      },
      specials: [
        {
          window: "cardPlayed",
          from: "hand",
          can: (_g, _self, seat, w) => w.event?.t === "minionPlayed" && w.event.seat !== seat,
          *use(ctx) {
            yield* playSelf(ctx, -1);
          },
        },
      ],
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
    action({
      id: "ward",
      count: 1,
      attach: "minion",
      name: text("Kit Ward"),
      text: text("Play on a minion. Ongoing: +2 power."),
      powerBonus: (g, self, target) =>
        card(g, self).at === target && card(g, self).zone === "attached" ? 2 : 0,
    }),
    minion({
      id: "machu",
      power: 1,
      count: 1,
      name: text("Kit Machu"),
      text: text("Ongoing: after you play an action, draw a card."),
      onEvents: ["actionPlayed"],
      on: (g, self, ev) =>
        ev.t === "actionPlayed" && ev.seat === card(g, self).controller
          ? {
              ctx: cardCtx(g, self),
              *run(ctx) {
                draw(ctx.g, ctx.you, 1);
              },
            }
          : null,
    }),
    minion({
      id: "spider",
      power: 2,
      count: 1,
      name: text("Kit Spider"),
      text: text("Talent: play an extra action; it goes into another player's hand when it has resolved."),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          const a = yield* offerExtraAction(ctx, ctx.you);
          if (a !== null) overrideDestination(ctx, a, { to: "otherHand", chooser: ctx.you });
        },
      },
    }),
  ]),
);

type F = [string, string];
type Hand = NonNullable<Scenario["players"][number]["hand"]>;
type Minions = NonNullable<Scenario["bases"][number]["minions"]>;
const KIT: F = ["geekkit", "aliens"];

/** Alice (0) is the active player; Bob (1) and Carol (2) may respond. */
const game = (hands: [Hand, Hand, Hand], minions: Minions = [], extra: Partial<Scenario> = {}) =>
  table({
    players: [
      { factions: KIT, hand: hands[0], deck: ["aliens:scout", "aliens:collector", "aliens:invader"] },
      { factions: ["geekkit", "robots"] as F, hand: hands[1] },
      { factions: ["dinosaurs", "zombies"], hand: hands[2] },
    ],
    bases: [
      { id: "jungle-oasis", minions },
      { id: "the-grey-opal" },
      { id: "tar-pits" },
      { id: "ninja-dojo" },
    ],
    ...extra,
  });

describe("responses that interrupt a play (BGB-1)", () => {
  it("a cancelled standard action has no effect, goes to its owner's discard pile, and was played", () => {
    rules("TERM-CANCEL", "CONFLICT-11", "MEFIRST-1");
    const t = game([
      [{ card: "geekkit:ping", as: "ping" }, "geekkit:ping"],
      [{ card: "geekkit:force", as: "force" }],
      [],
    ]);
    const hand = t.hand(0).length;
    t.act(0, "ping").expectPrompt(1, "cardPlayed");
    expect(t.where("ping")).toBe("resolving");
    t.act(1, "force");
    expect([t.where("ping"), t.where("force")]).toEqual(["discard:0", "discard:1"]);
    // No card drawn; the free action is spent; the journal counts it.
    expect(t.hand(0)).toHaveLength(hand - 1);
    t.expectPrompt(0, "main");
    expect(t.offers("geekkit:ping")).toBe(false);
    expect(t.g.turn.playedActions?.map((a) => a.uid)).toEqual([t.uid("ping"), t.uid("force")]);
  });

  it("a cancelled attach action is never attached: no ongoing effect, even for a moment", () => {
    rules("TERM-ATTACH");
    const t = game(
      [[{ card: "geekkit:ward", as: "ward" }], [{ card: "geekkit:wil", as: "wil" }], []],
      [{ card: "geekkit:thrall", owner: 0, as: "th" }],
    );
    t.act(0, "ward@th").expectPrompt(1, "cardPlayed");
    expect([t.where("ward"), t.power("th")]).toEqual(["resolving", 2]);
    t.act(1, "wil").expectPrompt(1, "playExtraMinion");
    expect(t.power("th")).toBe(2);
    t.act(1, "wil@the-grey-opal");
    expect([t.where("ward"), t.where("wil"), t.power("th")]).toEqual(["discard:0", "base:the-grey-opal", 2]);
    // Uncancelled, it is attached once the window closes.
    const u = game(
      [[{ card: "geekkit:ward", as: "ward" }], [{ card: "geekkit:wil" }], []],
      [{ card: "geekkit:thrall", owner: 0, as: "th" }],
    );
    u.act(0, "ward@th").act(1, "pass");
    expect([u.where("ward"), u.power("th")]).toEqual(["attached:th", 4]);
  });

  it("other cards' triggers on the play still resolve (BGB-Q2)", () => {
    rules("ORDER-1");
    const t = game(
      [[{ card: "geekkit:ping", as: "ping" }], [{ card: "geekkit:force" }], []],
      [{ card: "geekkit:machu", owner: 0 }],
    );
    t.act(0, "ping").act(1, "geekkit:force");
    // Machu's draw, not Ping's.
    expect(t.hand(0)).toHaveLength(1);
  });

  it("a cancel can be cancelled: the first play then resolves (ORDER-2)", () => {
    rules("ORDER-2", "MEFIRST-6");
    const t = game([
      [{ card: "geekkit:ping", as: "ping" }],
      [{ card: "geekkit:force", as: "f1" }],
      [{ card: "geekkit:force", owner: 1, as: "f2" }],
    ]);
    t.act(0, "ping").expectPrompt(1, "cardPlayed").act(1, "f1");
    // Bob's Force waits for responses: Alice has none, Carol holds a Force (Bob's).
    t.expectPrompt(2, "cardPlayed").act(2, "f2");
    expect([t.where("f1"), t.where("f2")]).toEqual(["discard:1", "discard:1"]);
    // Ping resolves: Alice draws.
    t.expectPrompt(0, "main");
    expect(t.where("ping")).toBe("discard:0");
    expect(t.hand(0)).toHaveLength(1);
  });

  it("taking control in the window: the minion's ability resolves for its new controller (TERM-YOU, BGB-Q1)", () => {
    rules("TERM-YOU", "TERM-CONTROL");
    const t = game([[{ card: "aliens:invader", as: "inv" }], [{ card: "geekkit:grab", as: "grab" }], []]);
    t.act(0, "inv@jungle-oasis").expectPrompt(1, "cardPlayed").act(1, "grab");
    expect([t.vp(0), t.vp(1)]).toEqual([0, 1]);
    expect(card(t.g, t.uid("inv")).controller).toBe(1);
    expect(t.where("inv")).toBe("base:jungle-oasis");
  });

  it("a cancelled card has no follow-up: an override of its destination does not apply", () => {
    rules("CARD-ANANSI-CADEAU");
    const t = game(
      [[{ card: "geekkit:ping", as: "ping" }], [{ card: "geekkit:force" }], []],
      [{ card: "geekkit:spider", owner: 0, as: "spider" }],
    );
    t.act(0, "spider").act(0, "ping").act(1, "geekkit:force");
    expect(t.where("ping")).toBe("discard:0");
    t.expectPrompt(0, "main");
  });

  it("nobody answers their own play; Mark of Sleep stops an action response, not a minion's", () => {
    rules("OPEN-27");
    const own = game([[{ card: "geekkit:ping", as: "ping" }, "geekkit:force"], [], []]);
    own.act(0, "ping").expectPrompt(0, "main");
    const asleep = game(
      [
        [{ card: "geekkit:ping" }],
        [
          { card: "geekkit:force", as: "force" },
          { card: "geekkit:wil", as: "wil" },
        ],
        [],
      ],
      [],
      {
        lasting: [{ noActions: 1, started: true }],
      },
    );
    asleep.act(0, "geekkit:ping").expectPrompt(1, "cardPlayed");
    expect([asleep.offers("force"), asleep.offers("wil")]).toEqual([false, true]);
  });

  it("with hidden timing every other player is asked at each play; a game without such cards asks nobody", () => {
    const t = game([[{ card: "geekkit:ping", as: "ping" }], [], []], [], { options: { hiddenTiming: true } });
    t.act(0, "ping").expectPrompt(1, "cardPlayed");
    expect(t.prompt.options.map((o) => o.id)).toEqual(["pass"]);
    t.act(1, "pass").expectPrompt(2, "cardPlayed").act(2, "pass").expectPrompt(0, "main");
    const core = table({
      options: { hiddenTiming: true },
      players: [
        { factions: ["aliens", "ninjas"], hand: [{ card: "aliens:invader", as: "inv" }] },
        { factions: ["robots", "wizards"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }],
    });
    core.act(0, "inv@jungle-oasis").expectPrompt(0, "main");
  });

  it("a restart in the middle of the responses replays to the same question", () => {
    const t = game([
      [{ card: "geekkit:ping", as: "ping" }],
      [{ card: "geekkit:force", as: "f1" }],
      [{ card: "geekkit:force", owner: 1, as: "f2" }],
    ]);
    // The state as the quiet point before the main prompt saved it (the prompt not yet raised).
    const quiet = JSON.parse(serialize(t.g));
    quiet.promptSeq -= 1;
    const snapshot = JSON.stringify(quiet);
    const decisions: DecisionRecord[] = [];
    const answer = (seat: number, ref: string) => {
      t.act(seat, ref);
      const last = t.engine.decisions;
      expect(last).toBe(decisions.length + 1);
    };
    const record = (seat: number, ref: string) => {
      const p = t.prompt;
      answer(seat, ref);
      const id = p.options.find((o) => o.card === t.uid(ref))?.id ?? ref;
      decisions.push({ seat, prompt: p.id, choice: [id] });
    };
    record(0, "ping");
    record(1, "f1");
    const restored = Engine.resume(snapshot, decisions, 0);
    expect(restored.prompt).toEqual(t.engine.prompt);
    expect(serialize(restored.g)).toBe(serialize(t.g));
  });
});

// Control changes (CS-11, BGB-2), attached actions that move (CS-12, BGB-5's transfer) and move
// restrictions (CS-13), with a test-only kit.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  addCounters,
  allActionsInPlay,
  allMinions,
  card,
  cardCtx,
  chooseBase,
  chooseCard,
  chooseSeat,
  destroyChosen,
  giveControl,
  minionsOf,
  moveMinion,
  moveOne,
  others,
  playerPowerOn,
  registerFaction,
  returnChosen,
  targets,
  transferAction,
  transferToAnotherMinion,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("ctrlkit", "test", text("Control kit"), [
    action({
      id: "seize",
      count: 1,
      name: text("Kit Seize"),
      text: text("Gain control of a minion."),
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseCards",
          targets(ctx, "control", () => true),
        );
        if (t !== null) giveControl(ctx, t, ctx.you);
      },
    }),
    action({
      id: "borrow",
      count: 1,
      name: text("Kit Borrow"),
      text: text("Gain control of a minion until the end of the turn."),
      *onPlay(ctx) {
        const t = yield* chooseCard(
          ctx,
          ctx.you,
          "chooseCards",
          targets(ctx, "control", () => true),
        );
        if (t !== null) giveControl(ctx, t, ctx.you, { kind: "endOfTurn" });
      },
    }),
    action({
      id: "gift",
      count: 1,
      name: text("Kit Gift"),
      text: text("Give one of your minions to another player."),
      *onPlay(ctx) {
        const t = yield* chooseCard(ctx, ctx.you, "chooseOwnMinion", minionsOf(ctx.g, ctx.you));
        const to = yield* chooseSeat(ctx, ctx.you, "choosePlayer", others(ctx.g, ctx.you));
        if (t !== null && to !== null) giveControl(ctx, t, to);
      },
    }),
    action({
      id: "nudge",
      count: 2,
      name: text("Kit Nudge"),
      text: text("Move a minion."),
      *onPlay(ctx) {
        yield* moveOne(ctx, allMinions(ctx.g));
      },
    }),
    action({
      id: "poke",
      count: 1,
      name: text("Kit Poke"),
      text: text("Destroy a minion."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, () => true);
      },
    }),
    action({
      id: "shoo",
      count: 1,
      name: text("Kit Shoo"),
      text: text("Return a minion to its owner's hand."),
      *onPlay(ctx) {
        yield* returnChosen(ctx, () => true);
      },
    }),
    action({
      id: "bewitch",
      count: 1,
      attach: "minion",
      name: text("Kit Bewitch"),
      text: text(
        "Play on a minion. Ongoing: it has +2 power. When it leaves play, move this card onto another minion.",
      ),
      powerBonus: (g, self, target) => (card(g, self).at === target ? 2 : 0),
      whenHostLeaves: transferToAnotherMinion,
    }),
    action({
      id: "banner",
      count: 1,
      attach: "base",
      name: text("Kit Banner"),
      text: text("Play on a base. Ongoing: your minions here have +1 power."),
      powerBonus: (g, self, target) => {
        const s = card(g, self);
        const t = card(g, target);
        return t.at === s.at && t.controller === s.controller ? 1 : 0;
      },
    }),
    action({
      id: "aegis",
      count: 1,
      attach: "minion",
      name: text("Kit Aegis"),
      text: text("Play on a minion. Ongoing: other players' cards can't take control of it or attach to it."),
      shield: (g, self, target, ctx, kind) =>
        card(g, self).at === target &&
        (kind === "control" || kind === "attach") &&
        ctx.you !== card(g, self).controller
          ? "immune"
          : null,
    }),
    action({
      id: "lawyer",
      count: 1,
      name: text("Kit Lawyer"),
      text: text("Move an action in play to another base or minion, as it was played."),
      *onPlay(ctx) {
        const { g } = ctx;
        const a = yield* chooseCard(ctx, ctx.you, "chooseCards", allActionsInPlay(g));
        if (a === null) return;
        if (card(g, a).zone === "base") {
          const b = yield* chooseBase(
            ctx,
            ctx.you,
            "chooseBase",
            g.basesInPlay.filter((x) => x !== card(g, a).at),
          );
          if (b !== null) transferAction(ctx, a, { base: b });
        } else {
          const m = yield* chooseCard(
            ctx,
            ctx.you,
            "transferTarget",
            allMinions(g).filter((x) => x !== card(g, a).at),
          );
          if (m !== null) transferAction(ctx, a, { minion: m });
        }
      },
    }),
    minion({
      id: "moai",
      power: 3,
      count: 1,
      name: text("Kit Moai"),
      text: text("Ongoing: other players can't move their minions to this base, nor move this minion."),
      allowMove(g, self, mover, uid, _from, to) {
        const me = card(g, self);
        if (mover === me.controller) return true;
        if (uid === self) return false;
        return !(to === me.at && card(g, uid).controller === mover);
      },
    }),
    minion({
      id: "tinker",
      power: 1,
      count: 2,
      name: text("Kit Tinker"),
      text: text("Talent: place a +1 power counter on this minion."),
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          addCounters(ctx, ctx.self, 1);
        },
      },
    }),
    minion({ id: "thug", power: 2, count: 4, name: text("Kit Thug"), text: text("No ability.") }),
  ]),
);

const KIT: [string, string] = ["ctrlkit", "aliens"];
const P1: [string, string] = ["dinosaurs", "pirates"];
const P2: [string, string] = ["robots", "zombies"];
const h = (card: string, as: string) => ({ card, as });
const m = (card: string, owner: number, as: string, extra: Record<string, unknown> = {}) => ({
  card,
  owner,
  as,
  ...extra,
});

/** Ends the active player's turn, answering the draw phase's hand limit if asked. */
function endTurn(t: ReturnType<typeof table>): void {
  t.act(t.g.turn.active, "end");
}

describe("control changes (CS-11, TERM-CONTROL)", () => {
  it("a permanent change lasts past the end of the turn; the minion counts for its controller; destroyed, it goes to its owner", () => {
    rules("TERM-CONTROL", "TERM-CONTROL-DURATION", "SCORE-8", "CONFLICT-11");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:seize", "seize"), h("ctrlkit:poke", "poke")] },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 1, "rex")] }, { id: "tar-pits" }],
      baseBoxes: ["core"],
      turn: { freeAction: 2 },
    });
    t.act(0, "seize");
    t.check({ controllers: { rex: 0 } });
    expect(playerPowerOn(t.g, 0, t.base("jungle-oasis"))).toBe(7);
    expect(playerPowerOn(t.g, 1, t.base("jungle-oasis"))).toBe(0);
    expect(t.g.log.some((l) => l.k === "control")).toBe(true);
    // Destroyed while Alice controls it: Bob's discard pile, Bob's again.
    t.act(0, "poke");
    t.check({ locations: { rex: "discard:1" }, controllers: { rex: 1 } });
  });

  it("a permanent change is not undone at the end of the turn", () => {
    const t = table({
      players: [{ factions: KIT, hand: [h("ctrlkit:seize", "seize")] }, { factions: P1 }],
      bases: [{ id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 1, "rex")] }, { id: "tar-pits" }],
      baseBoxes: ["core"],
    });
    t.act(0, "seize");
    endTurn(t);
    t.check({ active: 1, controllers: { rex: 0 } });
  });

  it("until the end of the turn: goes back at EOT-2 even after a move and an attachment, which stays the taker's", () => {
    rules("TERM-CONTROL-DURATION", "EOT-2", "EOT-4", "TERM-CONTROL");
    const t = table({
      players: [
        {
          factions: KIT,
          hand: [h("ctrlkit:borrow", "borrow"), h("ctrlkit:nudge", "nudge"), h("ctrlkit:bewitch", "bw")],
        },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 1, "rex")] }, { id: "tar-pits" }],
      baseBoxes: ["core"],
      turn: { freeAction: 3 },
    });
    t.act(0, "borrow");
    // One minion, one other base: no choice to make.
    t.act(0, "nudge");
    t.act(0, "bw@rex");
    t.check({ controllers: { rex: 0, bw: 0 }, locations: { rex: "base:tar-pits", bw: "attached:rex" } });
    expect(playerPowerOn(t.g, 0, t.base("tar-pits"))).toBe(9);
    endTurn(t);
    t.check({ active: 1, controllers: { rex: 1, bw: 0 }, locations: { rex: "base:tar-pits" } });
    expect(t.g.lasting.filter((l) => l.kind === "control")).toEqual([]);
    expect(t.g.log.some((l) => l.k === "controlReturned")).toBe(true);
  });

  it("goes back to the player who controlled it before, not to its owner", () => {
    const t = table({
      players: [{ factions: P1 }, { factions: KIT, hand: [h("ctrlkit:borrow", "borrow")] }, { factions: P2 }],
      active: 1,
      bases: [
        { id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 0, "rex", { controller: 2 })] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(1, "borrow");
    t.check({ controllers: { rex: 1 } });
    endTurn(t);
    t.check({ controllers: { rex: 2 } });
  });

  it("nested temporary changes unwind in order; a later permanent change wins", () => {
    const t = table({
      players: [{ factions: KIT }, { factions: P1 }, { factions: P2 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("dinosaurs:king-rex", 1, "rex"), m("dinosaurs:war-raptor", 1, "wr")],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
      lasting: [],
    });
    const g = t.g;
    const eot = { kind: "endOfTurn" } as const;
    const rex = t.uid("rex");
    const wr = t.uid("wr");
    // Any card of each seat gives "an effect of that player".
    const ctxOf = (seat: number) => ({ ...cardCtx(g, rex), you: seat, self: -1, played: false });
    expect(giveControl(ctxOf(0), rex, 0, eot)).toBe(true);
    expect(giveControl(ctxOf(2), rex, 2, eot)).toBe(true);
    expect(giveControl(ctxOf(0), wr, 0, eot)).toBe(true);
    expect(giveControl(ctxOf(2), wr, 2)).toBe(true);
    // Already its controller: nothing changes.
    expect(giveControl(ctxOf(2), wr, 2)).toBe(false);
    endTurn(t);
    t.check({ controllers: { rex: 1, wr: 2 } });
  });

  it("the lasting change ends with the card's stay in play", () => {
    rules("OPEN-4");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:borrow", "borrow"), h("ctrlkit:shoo", "shoo")] },
        { factions: P1 },
      ],
      bases: [{ id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 1, "rex")] }, { id: "tar-pits" }],
      baseBoxes: ["core"],
      turn: { freeAction: 2 },
    });
    t.act(0, "borrow").act(0, "shoo");
    t.check({ locations: { rex: "hand:1" }, controllers: { rex: 1 } });
    expect(t.g.lasting.filter((l) => l.kind === "control")).toEqual([]);
  });

  it("protected minions are not offered and can't be taken", () => {
    rules("TERM-AFFECT");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:seize", "seize")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("ctrlkit:thug", 1, "safe", { attached: [{ card: "ctrlkit:aegis", owner: 1 }] }),
            m("ctrlkit:thug", 1, "open"),
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "seize");
    // Only one target left: taken at once.
    t.check({ controllers: { safe: 1, open: 0 } });
  });

  it("giving one of your minions away (Toad-like) lasts; its talent flag survives (OPEN-4)", () => {
    rules("OPEN-4", "TERM-TALENT");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:seize", "seize")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("ctrlkit:tinker", 1, "used", { used: true })],
        },
        { id: "tar-pits", minions: [m("ctrlkit:tinker", 1, "fresh")] },
      ],
      baseBoxes: ["core"],
      turn: { freeAction: 2 },
    });
    t.act(0, "seize").act(0, "used");
    t.check({ controllers: { used: 0 } });
    expect(t.offers("used")).toBe(false);
  });

  it("a minion given to another player with the gift stays theirs", () => {
    const t = table({
      players: [{ factions: KIT, hand: [h("ctrlkit:gift", "gift")] }, { factions: P1 }, { factions: P2 }],
      bases: [
        { id: "jungle-oasis", minions: [m("ctrlkit:thug", 0, "th")] },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "gift").act(0, "player:2");
    t.check({ controllers: { th: 2 } });
    endTurn(t);
    t.check({ controllers: { th: 2 } });
  });

  it("scenario lasting control: the listed controller keeps it until the end of the turn", () => {
    const t = table({
      players: [{ factions: KIT }, { factions: P1 }],
      bases: [
        { id: "jungle-oasis", minions: [m("dinosaurs:king-rex", 1, "rex", { controller: 0 })] },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
      lasting: [{ control: "rex", prev: 1 }],
    });
    t.check({ controllers: { rex: 0 } });
    endTurn(t);
    t.check({ controllers: { rex: 1 } });
  });
});

describe("attached actions that move (CS-12, TERM-TRANSFER)", () => {
  it("when its host is destroyed, the action moves onto a minion its controller picks, which gets +2 at once", () => {
    rules("TERM-TRANSFER", "CONFLICT-12", "CONFLICT-1");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:poke", "poke")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("ctrlkit:thug", 1, "host", { attached: [{ card: "ctrlkit:bewitch", owner: 1, as: "bw" }] }),
            m("ctrlkit:thug", 0, "mine"),
          ],
        },
        {
          id: "tar-pits",
          minions: [
            m("ctrlkit:thug", 1, "theirs"),
            m("ctrlkit:thug", 0, "guarded", { attached: [{ card: "ctrlkit:aegis", owner: 0 }] }),
          ],
        },
      ],
      baseBoxes: ["core"],
    });
    expect(t.power("host")).toBe(4);
    t.act(0, "poke").act(0, "host");
    // Bewitch's controller (seat 1) chooses; Alice's guarded minion refuses Bob's action.
    t.expectPrompt(1, "transferTarget");
    expect(t.offers("mine")).toBe(true);
    expect(t.offers("theirs")).toBe(true);
    expect(t.offers("guarded")).toBe(false);
    const played = t.g.turn.actionsPlayed;
    t.act(1, "mine");
    t.check({ locations: { bw: "attached:mine", host: "discard:1" }, controllers: { bw: 1, mine: 0 } });
    expect(t.power("mine")).toBe(4);
    expect(t.g.turn.actionsPlayed).toBe(played);
  });

  it("a host whose player leaves the game takes nobody's turn: another player's attachment goes to its owner's discard pile", () => {
    rules("CONFLICT-12");
    const t = table({
      players: [
        { factions: KIT },
        { factions: P1 },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("dinosaurs:king-rex", 1, "rex", {
              attached: [{ card: "ctrlkit:bewitch", owner: 2, as: "bw" }],
            }),
            m("ctrlkit:thug", 0, "mine"),
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    expect(t.t.engine.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    // A concession is no effect: nothing waits in limbo for a choice nobody was asked.
    t.check({ locations: { rex: "removed", bw: "discard:2" } });
    expect(t.power("mine")).toBe(2);
    t.expectPrompt(0, "main");
    t.assertInvariants();
  });

  it("a host returned to hand moves it too; with no minion left to take it, it is discarded", () => {
    const t = table({
      players: [{ factions: KIT, hand: [h("ctrlkit:shoo", "shoo")] }, { factions: P1 }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("dinosaurs:king-rex", 1, "rex", {
              attached: [{ card: "ctrlkit:bewitch", owner: 0, as: "bw" }],
            }),
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    t.act(0, "shoo");
    t.check({ locations: { rex: "hand:1", bw: "discard:0" } });
  });

  it("a transfer is not a play: an action on a minion goes to another minion, one on a base to another base", () => {
    rules("TERM-TRANSFER");
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:lawyer", "law1")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [m("ctrlkit:thug", 1, "a")],
          actions: [{ card: "ctrlkit:banner", owner: 1, as: "ban" }],
        },
        { id: "tar-pits", minions: [m("ctrlkit:thug", 1, "b")] },
      ],
      baseBoxes: ["core"],
    });
    expect(t.power("a")).toBe(3);
    // One action in play, one other base: no choice to make.
    t.act(0, "law1");
    t.check({ locations: { ban: "base:tar-pits" }, controllers: { ban: 1 }, power: { a: 2, b: 3 } });
    expect(t.g.turn.actionsPlayed).toBe(1);
    expect(t.g.log.some((l) => l.k === "transferToBase")).toBe(true);
  });

  it("a host that refuses the action keeps it where it was", () => {
    const t = table({
      players: [{ factions: KIT }, { factions: ["ctrlkit", "pirates"] as [string, string] }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            m("ctrlkit:thug", 0, "a", { attached: [{ card: "ctrlkit:bewitch", owner: 0, as: "bw" }] }),
            m("ctrlkit:thug", 1, "guarded", { attached: [{ card: "ctrlkit:aegis", owner: 1 }] }),
          ],
        },
        { id: "tar-pits" },
      ],
      baseBoxes: ["core"],
    });
    const ctx = cardCtx(t.g, t.uid("bw"));
    expect(transferAction(ctx, t.uid("bw"), { minion: t.uid("guarded") })).toBe(false);
    expect(transferAction(ctx, t.uid("bw"), { base: t.base("tar-pits") })).toBe(false);
    // A minion is not an action: never transferred.
    expect(transferAction(ctx, t.uid("a"), { base: t.base("tar-pits") })).toBe(false);
    t.check({ locations: { bw: "attached:a" } });
  });
});

describe("move restrictions (CS-13, CONFLICT-3)", () => {
  const moai = () =>
    table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:nudge", "nudge")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
        { factions: P2 },
      ],
      bases: [
        { id: "jungle-oasis", minions: [m("ctrlkit:moai", 1, "moai"), m("ctrlkit:thug", 1, "bobs")] },
        { id: "tar-pits", minions: [m("ctrlkit:thug", 0, "mine"), m("robots:zapbot", 2, "carols")] },
        { id: "the-central-brain" },
      ],
      baseBoxes: ["core"],
    });

  it("another player can't move the Mo'ai nor their own minion onto its base, but can move a third player's there", () => {
    rules("CONFLICT-3", "TERM-MOVE");
    const t = moai();
    t.act(0, "nudge");
    t.expectPrompt(0, "move");
    expect(t.offers("moai")).toBe(false);
    expect(t.offers("bobs")).toBe(true);
    // The Mo'ai's base is not a destination for Alice's own minion: the other base is the only one.
    t.act(0, "mine");
    t.check({ locations: { mine: "base:the-central-brain" } });
  });

  it("a third player's minion may go there", () => {
    const t = moai();
    t.act(0, "nudge").act(0, "carols");
    expect(t.offers("jungle-oasis")).toBe(true);
    t.act(0, "jungle-oasis");
    t.check({ locations: { carols: "base:jungle-oasis" } });
  });

  it("its controller moves freely; a forbidden move asked directly does nothing", () => {
    const t = moai();
    const g = t.g;
    const alice = { ...cardCtx(g, t.uid("mine")), played: false };
    expect(moveMinion(alice, t.uid("mine"), t.base("jungle-oasis"))).toBe(false);
    expect(g.log.some((l) => l.k === "cantMove")).toBe(true);
    const bob = { ...cardCtx(g, t.uid("moai")), played: false };
    expect(moveMinion(bob, t.uid("moai"), t.base("tar-pits"))).toBe(true);
  });

  it("playing a minion onto its base is not moving", () => {
    const t = table({
      players: [
        { factions: KIT, hand: [h("ctrlkit:thug", "th")] },
        { factions: ["ctrlkit", "pirates"] as [string, string] },
      ],
      bases: [{ id: "jungle-oasis", minions: [m("ctrlkit:moai", 1, "moai")] }, { id: "tar-pits" }],
      baseBoxes: ["core"],
    });
    expect(t.offers("th@jungle-oasis")).toBe(true);
  });
});

// The turn (TURN-*, START-*, PLAY-*, DRAW-*, EOT-*), decks (DECK-*), control and ownership, power
// and victory, played through real core cards and a few test-only cards.

import { describe, expect, it } from "vitest";
import { bases as defineBases, faction, minion } from "../../cards/define.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import {
  addCounters,
  baseDef,
  breakpoint,
  card,
  cardCtx,
  gainVp,
  isInPlay,
  type PendingTrigger,
  playerPowerOn,
  power,
  printedPower,
  registerBases,
  registerFaction,
} from "../../src/engine/api.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { Seat } from "../../src/engine/types.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

// Test-only cards: an end-of-turn trigger that reads power (EOT-4), a talent (TERM-TALENT), and a
// base with breakpoint 0 (OPEN-2, OPEN-13).
registerFaction(
  faction("clock", "test", { en: "Clockwork", fr: "Horlogerie" }, [
    minion({
      id: "sundial",
      power: 2,
      count: 2,
      name: { en: "Sundial", fr: "Cadran solaire" },
      text: {
        en: "Ongoing: at the end of your turn, if this minion has power 5 or more, gain 1 VP.",
        fr: "Permanent : à la fin de votre tour, si cette créature a une force de 5 ou plus, gagnez 1 PV.",
      },
      onEvents: ["turnEnd"],
      on(g, self, ev): PendingTrigger | null {
        const c = card(g, self);
        if (ev.t !== "turnEnd" || !isInPlay(c) || ev.seat !== c.controller) return null;
        return {
          ctx: cardCtx(g, self),
          *run(ctx) {
            if (isInPlay(card(ctx.g, self)) && power(ctx.g, self) >= 5) gainVp(ctx.g, ctx.you, 1);
          },
        };
      },
    }),
    minion({
      id: "tinker",
      power: 2,
      count: 2,
      name: { en: "Tinker", fr: "Bricoleur" },
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
  ]),
);
registerBases(
  defineBases("test", [
    {
      id: "the-void",
      faction: "clock",
      breakpoint: 0,
      vp: [3, 2, 1],
      name: { en: "The Void", fr: "Le Néant" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    },
  ]),
);

type F = [string, string];
const AD: F = ["aliens", "dinosaurs"];
const NR: F = ["ninjas", "robots"];
const WZ: F = ["wizards", "zombies"];
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];
const logKeys = (t: TestTable) => t.g.log.map((l) => l.k);
const handCards = (faction: string, ids: string[]) => ids.map((id) => `${faction}:${id}`);

/** Takes every card but the first `keep` out of a player's deck (out of the game). */
function shrinkDeck(t: TestTable, seat: Seat, keep = 0): void {
  const p = t.g.players[seat];
  if (!p) throw new Error("no player");
  for (const u of p.deck.splice(keep)) card(t.g, u).zone = "removed";
}

describe("the five phases (TURN-*)", () => {
  it("start, play, scoring, draw 2, end, then the player to the left (TURN-1, TURN-4, DRAW-1, EOT-3)", () => {
    rules("TURN-1", "TURN-4", "DRAW-1", "EOT-3", "SETUP-13");
    const t = table({
      players: [{ factions: AD }, { factions: NR }, { factions: WZ }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "aliens:invader", owner: 0 },
            { card: "robots:zapbot", owner: 1 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
        { id: "ninja-dojo" },
      ],
    });
    expect(t.g.turn.phase).toBe("play");
    t.act(0, "end");
    const ks = logKeys(t);
    const at = (k: string) => ks.indexOf(k);
    expect(at("scoringBase")).toBeGreaterThan(-1);
    expect(at("scoringBase")).toBeLessThan(at("draw"));
    expect(at("draw")).toBeLessThan(at("endTurn"));
    expect(ks.lastIndexOf("turnStart")).toBeGreaterThan(at("endTurn"));
    expect(t.g.log.find((l) => l.k === "draw")?.p).toEqual([0, 2]);
    expect(t.hand(0)).toHaveLength(2);
    expect(t.vp(0)).toBe(2);
    expect([t.g.turn.number, t.g.turn.active, t.g.turn.phase]).toEqual([2, 1, "play"]);
    t.expectPrompt(1, "main");
  });

  it("only the active player gets the main prompt; others answer only what cards ask them (TURN-2)", () => {
    rules("TURN-2");
    const t = table({
      players: [{ factions: AD }, { factions: NR }, { factions: WZ }],
      bases: [...BASES, { id: "ninja-dojo" }],
    });
    const rng = makeChooserRng(12);
    let others = 0;
    for (let i = 0; i < 400 && t.engine.prompt; i++) {
      const p = t.prompt;
      if (p.kind === "main") expect(p.seat).toBe(t.g.turn.active);
      else if (p.seat !== t.g.turn.active) others++;
      expect(t.submitRaw(p.seat, randomChoice(p, rng))).toEqual({ ok: true });
    }
    expect(others).toBeGreaterThan(0);
  });

  it("'on your turn' abilities work only in their controller's play phase (TURN-3, TERM-YOURTURN)", () => {
    rules("TURN-3", "TERM-YOURTURN");
    const t = table({
      players: [
        { factions: AD, hand: ["dinosaurs:howl", "dinosaurs:augmentation"] },
        { factions: WZ, hand: handCards("wizards", ["mystic-studies", "mystic-studies", "summon"]) },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "wizards:archmage", owner: 1, as: "arch" }] },
        ...BASES.slice(1),
      ],
    });
    // Seat 0's turn: the Archmage gives seat 0 nothing, and seat 1 gets no main prompt.
    t.act(0, "dinosaurs:howl");
    expect(t.offers("dinosaurs:augmentation")).toBe(false);
    t.act(0, "end").expectPrompt(1, "main");
    // Seat 1's turn: one free action and one extra action from the Archmage, no third.
    t.act(1, "wizards:mystic-studies").act(1, "wizards:summon");
    expect(t.prompt.options.some((o) => o.id.startsWith("a"))).toBe(false);
  });
});

describe("playing cards (PLAY-*)", () => {
  it("one free minion and one free action, in either order, or none (PLAY-1, PLAY-2)", () => {
    rules("PLAY-1", "PLAY-2");
    const spec = {
      players: [
        {
          factions: AD,
          hand: ["aliens:invader", "aliens:collector", "dinosaurs:howl", "dinosaurs:augmentation"],
        },
        { factions: NR },
      ],
      bases: BASES,
    };
    const actionFirst = table(spec).act(0, "dinosaurs:howl").act(0, "aliens:invader@tar-pits");
    expect(actionFirst.prompt.options.map((o) => o.id)).toEqual(["end"]);
    const minionFirst = table(spec).act(0, "aliens:collector@tar-pits").act(0, "dinosaurs:augmentation");
    expect(minionFirst.prompt.options.map((o) => o.id)).toEqual(["end"]);
    const none = table(spec).act(0, "end");
    expect(none.hand(0)).toHaveLength(6);
  });

  it("a minion goes on any base under its player's control, then its ability resolves (PLAY-3)", () => {
    rules("PLAY-3", "TERM-CONTROL");
    const t = table({
      players: [{ factions: AD, hand: [{ card: "aliens:invader", as: "inv" }] }, { factions: NR }],
      bases: [{ id: "jungle-oasis", minions: [{ card: "robots:warbot", owner: 1 }] }, ...BASES.slice(1)],
    });
    t.act(0, "inv@jungle-oasis");
    expect(t.where("inv")).toBe("base:jungle-oasis");
    expect(card(t.g, t.uid("inv")).controller).toBe(0);
    expect(t.vp(0)).toBe(1);
  });

  it("a standard action is discarded after resolving; an attached one stays in play (PLAY-4, TERM-STANDARD)", () => {
    rules("PLAY-4", "TERM-STANDARD", "TERM-ATTACH", "TERM-CONTROL");
    const t = table({
      players: [
        {
          factions: AD,
          hand: [
            { card: "dinosaurs:upgrade", as: "up" },
            { card: "dinosaurs:howl", as: "howl" },
          ],
        },
        { factions: NR },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "robots:warbot", owner: 1, as: "wb" }] },
        ...BASES.slice(1),
      ],
      turn: { freeAction: 2 },
    });
    t.act(0, "howl");
    expect(t.where("howl")).toBe("discard:0");
    // Upgrade on another player's minion: it stays attached, still controlled by seat 0, and applies.
    t.act(0, "up@wb");
    expect(t.where("up")).toBe("attached:wb");
    expect(card(t.g, t.uid("up")).controller).toBe(0);
    expect(t.power("wb")).toBe(6);
  });

  it("extras are optional and usable any time later in the play phase, then expire (PLAY-8, PLAY-9, PLAY-11)", () => {
    rules("PLAY-8", "PLAY-9", "PLAY-11", "TERM-EXTRA", "OPEN-29", "DIFF-4");
    const spec = {
      players: [
        {
          factions: WZ,
          hand: [
            { card: "wizards:summon", as: "summon" },
            { card: "wizards:enchantress", as: "e1" },
            { card: "wizards:enchantress", as: "e2" },
            { card: "wizards:neophyte", as: "neo" },
          ],
        },
        { factions: NR, hand: [{ card: "ninjas:shinobi", as: "shin" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "zombies:zombie-lord", owner: 0 },
            { card: "zombies:grave-digger", owner: 0 },
            { card: "robots:warbot", owner: 1 },
          ],
        },
        ...BASES.slice(1),
      ],
    };
    const t = table(spec).act(0, "summon");
    expect(t.g.turn.extras).toHaveLength(1);
    // After the action, two minions: the free one and the extra (the extra is charged first,
    // OPEN-17); a third minion is not allowed.
    t.act(0, "e1@tar-pits").act(0, "e2@tar-pits");
    expect(t.offers("neo@tar-pits")).toBe(false);
    // Unused, the extra is simply lost when the play phase ends.
    const u = table(spec).act(0, "summon");
    expect(u.g.turn.extras).toHaveLength(1);
    u.act(0, "end");
    u.expectPrompt(1, "beforeScoring");
    expect(u.g.turn.phase).toBe("score");
    expect(u.g.turn.extras).toEqual([]);
  });

  it("an extra that names its card is now or never (PLAY-9 a)", () => {
    rules("PLAY-9");
    const t = table({
      players: [
        {
          factions: NR,
          hand: [{ card: "robots:hoverbot", as: "hb" }, "robots:microbot-guard"],
          deck: [{ card: "robots:zapbot", as: "zap" }],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    t.act(0, "hb@tar-pits").expectPrompt(0, "playExtraMinion");
    expect(t.prompt.min).toBe(0);
    t.act(0);
    expect(t.where("zap")).toBe("deck:0");
    expect(t.g.turn.extras).toEqual([]);
    expect(t.prompt.options.some((o) => o.id.startsWith("m"))).toBe(false);
  });

  it("an extra granted outside its player's play phase is offered at once and lost if declined (PLAY-10)", () => {
    rules("PLAY-10", "CONFLICT-9", "MEFIRST-7", "TERM-SPECIAL", "DIFF-4");
    const spec = {
      players: [
        { factions: AD },
        {
          factions: NR,
          hand: [
            { card: "ninjas:hidden-ninja", as: "hn" },
            { card: "robots:zapbot", as: "zap" },
            { card: "robots:microbot-guard", as: "mg" },
          ],
        },
      ],
      phase: "score" as const,
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "aliens:invader", owner: 0 },
            { card: "aliens:collector", owner: 0 },
          ],
        },
        ...BASES.slice(1),
      ],
    };
    // During seat 0's scoring, seat 1 plays a Zapbot through Hidden Ninja: its extra is now or never.
    const t = table(spec).act(1, "hn").act(1, "zap@jungle-oasis");
    t.expectPrompt(1, "playExtraMinion");
    t.act(1);
    expect(t.g.log.some((l) => l.k === "extraLost" && l.p[0] === 1)).toBe(true);
    expect(t.where("mg")).toBe("hand:1");
    expect(t.g.turn.extras).toEqual([]);
    // Accepted, the extra minion is played at once.
    const u = table(spec).act(1, "hn").act(1, "zap@jungle-oasis").act(1, "mg@tar-pits");
    expect(u.where("mg")).toBe("base:tar-pits");
  });

  it("a card played through a Special in your own turn doesn't use the free play (PLAY-12)", () => {
    rules("PLAY-12", "TERM-SPECIAL", "DIFF-13", "CONFLICT-13");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [{ card: "wizards:enchantress", as: "ench" }],
          discard: [{ card: "zombies:tenacious-z", as: "z" }],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    // Tenacious Z's Special plays it from the discard pile; the free minion is still there.
    t.act(0, "z").act(0, "tar-pits");
    expect(t.where("z")).toBe("base:tar-pits");
    expect(t.g.turn.freeMinion).toBe(1);
    t.act(0, "ench@tar-pits");
    expect(t.where("ench")).toBe("base:tar-pits");
  });

  it("'play a minion' means from your hand; 'a minion' means any minion in play (PLAY-14, CONFLICT-10, TERM-ANY)", () => {
    rules("PLAY-14", "CONFLICT-10", "TERM-ANY", "PLAY-13", "TERM-PLAY", "TERM-MOVE");
    const t = table({
      players: [
        {
          factions: ["ninjas", "dinosaurs"],
          hand: [
            { card: "ninjas:seeing-stars", as: "stars" },
            { card: "ninjas:way-of-deception", as: "wod" },
          ],
          discard: [{ card: "dinosaurs:war-raptor", as: "rd" }],
        },
        { factions: AD },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:war-raptor", owner: 0, as: "mine" },
            { card: "dinosaurs:laseratops", owner: 0, as: "laser" },
          ],
        },
        {
          id: "tar-pits",
          minions: [
            { card: "aliens:collector", owner: 1, as: "col" },
            { card: "aliens:supreme-overlord", owner: 1, as: "big" },
          ],
        },
        { id: "the-central-brain", minions: [{ card: "aliens:collector", owner: 1, as: "col2" }] },
      ],
      turn: { freeAction: 2 },
    });
    // A minion in the discard pile can't be played without a card that says so.
    expect(t.offers("rd@tar-pits")).toBe(false);
    // "A minion of power 3 or less": one's own too, on any base, whoever controls it.
    t.act(0, "stars");
    for (const m of ["mine", "col", "col2"]) expect(t.offers(m)).toBe(true);
    for (const m of ["laser", "big"]) expect(t.offers(m)).toBe(false);
    t.act(0, "col2");
    expect(t.where("col2")).toBe("discard:1");
    // Moved is not played: the Laseratops doesn't destroy the Collector of power 2 where it lands.
    t.act(0, "wod").act(0, "laser").act(0, "tar-pits");
    expect(t.where("laser")).toBe("base:tar-pits");
    expect(t.where("col")).toBe("base:tar-pits");
    t.expectPrompt(0, "main");
  });
});

describe("talents (TERM-TALENT)", () => {
  it("once per turn, in its controller's play phase, without using a card play (OPEN-26, DIFF-10)", () => {
    rules("TERM-TALENT", "OPEN-26", "DIFF-10", "PLAY-5");
    const t = table({
      players: [
        { factions: ["clock", "aliens"], hand: [{ card: "aliens:invader", as: "inv" }, "aliens:beam-up"] },
        { factions: AD, hand: [{ card: "dinosaurs:howl", as: "howl" }] },
      ],
      bases: [
        { id: "jungle-oasis", minions: [{ card: "clock:tinker", owner: 0, as: "tk" }] },
        ...BASES.slice(1),
      ],
    });
    t.act(0, "tk");
    expect(t.power("tk")).toBe(3);
    expect(t.offers("tk")).toBe(false);
    expect([t.g.turn.freeMinion, t.g.turn.freeAction]).toEqual([1, 1]);
    t.act(0, "inv@tar-pits").act(0, "aliens:beam-up").act(0, "inv");
    t.act(0, "end");
    // Not in another player's turn.
    t.expectPrompt(1, "main");
    expect(t.offers("tk")).toBe(false);
  });
});

describe("draw 2 and the hand limit (DRAW-*)", () => {
  const nine = [
    ...handCards("aliens", ["invader", "invader", "scout", "scout", "collector"]),
    ...handCards("dinosaurs", ["howl", "howl", "upgrade", "augmentation"]),
  ];

  it("after drawing, the active player discards down to exactly 10 cards of their choice (DRAW-2)", () => {
    rules("DRAW-1", "DRAW-2", "DIFF-9", "TERM-DISCARD", "CONFLICT-15");
    const t = table({
      players: [
        { factions: AD, hand: [...nine.slice(1), { card: "aliens:invader", as: "pick" }] },
        {
          factions: NR,
          hand: handCards("robots", [
            ...Array(4).fill("zapbot"),
            ...Array(3).fill("hoverbot"),
            ...Array(2).fill("microbot-guard"),
            ...Array(2).fill("microbot-fixer"),
            "warbot",
          ]),
        },
      ],
      phase: "draw",
      bases: BASES,
    });
    t.expectPrompt(0, "handLimit");
    expect([t.prompt.min, t.prompt.max, t.prompt.options.length]).toEqual([1, 1, 11]);
    t.act(0, "pick");
    expect(t.hand(0)).toHaveLength(10);
    expect(t.where("pick")).toBe("discard:0");
    // The discarded card is public; which card the player drew is not.
    expect(t.g.log.some((l) => l.k === "handLimit" && l.to === -1)).toBe(true);
    expect(t.g.log.filter((l) => l.k === "drawSecret").every((l) => l.to === 0)).toBe(true);
    // Seat 1 holds 12 cards but isn't the active player: nothing happens until their own draw phase.
    t.expectPrompt(1, "main");
    expect(t.hand(1)).toHaveLength(12);
  });

  it("ten cards after drawing is fine", () => {
    rules("DRAW-2");
    const t = table({
      players: [{ factions: AD, hand: nine.slice(1) }, { factions: NR }],
      phase: "draw",
      bases: BASES,
    });
    expect(t.hand(0)).toHaveLength(10);
    t.expectPrompt(1, "main");
  });

  it("an empty hand is not refilled before the draw phase (DRAW-3)", () => {
    rules("DRAW-3");
    const t = table({
      players: [{ factions: AD, hand: ["aliens:collector"] }, { factions: NR }],
      bases: BASES,
    });
    t.act(0, "aliens:collector@tar-pits");
    expect(t.hand(0)).toHaveLength(0);
    t.expectPrompt(0, "main");
    expect(t.hand(0)).toHaveLength(0);
  });

  it("with deck and discard empty, nothing is drawn and the hand limit still applies (DRAW-4, DECK-5)", () => {
    rules("DRAW-4", "OPEN-20", "DECK-5", "OPEN-12");
    const u = table({
      players: [{ factions: AD, hand: [...nine, "aliens:beam-up", "aliens:probe"] }, { factions: NR }],
      bases: BASES,
    });
    shrinkDeck(u, 0);
    u.act(0, "end").expectPrompt(0, "handLimit");
    expect(u.hand(0)).toHaveLength(11);
    expect(u.g.log.some((l) => l.k === "draw" && l.p[0] === 0)).toBe(false);
    // One card left and an empty discard: the draw takes what exists, no more.
    const v = table({
      players: [{ factions: AD, hand: ["aliens:invader"] }, { factions: NR }],
      bases: BASES,
    });
    shrinkDeck(v, 0, 1);
    v.act(0, "end");
    expect(v.hand(0)).toHaveLength(2);
    expect(v.g.players[0]?.deck).toEqual([]);
  });
});

describe("decks and discard piles (DECK-*)", () => {
  it("an empty deck is rebuilt from the discard pile only when a card is needed (DECK-1, DECK-2)", () => {
    rules("DECK-1", "DECK-2", "DIFF-8", "ORDER-3");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [
            { card: "wizards:mystic-studies", as: "ms1" },
            { card: "wizards:mystic-studies", as: "ms2" },
          ],
          deck: ["wizards:summon", "wizards:scry"],
          discard: ["zombies:walker", "zombies:walker", "zombies:walker"],
        },
        { factions: AD },
      ],
      bases: BASES,
      turn: { freeAction: 2 },
    });
    shrinkDeck(t, 0, 2);
    t.act(0, "ms1");
    // The deck is empty now, and the discard pile is left alone until a card is needed.
    expect(t.g.players[0]?.deck).toEqual([]);
    expect(t.g.log.some((l) => l.k === "reshuffle")).toBe(false);
    expect(t.g.players[0]?.discard).toHaveLength(4);
    t.act(0, "ms2");
    expect(t.g.log.some((l) => l.k === "reshuffle" && l.p[0] === 0)).toBe(true);
    // The four discarded cards (the first Mystic Studies included) became the deck; two were drawn.
    expect(t.g.players[0]?.deck).toHaveLength(2);
    expect(t.where("ms2")).toBe("discard:0");
    expect(t.g.players[0]?.discard).toEqual([t.uid("ms2")]);
  });

  it("looking at an empty deck reshuffles the discard pile first (DECK-1)", () => {
    rules("DECK-1", "DIFF-8", "TERM-LOOK");
    const t = table({
      players: [
        {
          factions: WZ,
          hand: [{ card: "zombies:walker", as: "w" }],
          discard: [{ card: "wizards:summon", as: "s" }],
        },
        { factions: AD },
      ],
      bases: BASES,
    });
    shrinkDeck(t, 0);
    t.act(0, "w@tar-pits").expectPrompt(0, "discardTop");
    expect(t.where("s")).toBe("deck:0");
    expect(t.g.log.some((l) => l.k === "seeCard" && l.to === 0 && l.p[0] === t.uid("s"))).toBe(true);
  });

  it("a searched deck is shuffled afterwards (DECK-4)", () => {
    rules("DECK-4", "TERM-REVEAL");
    const t = table({
      players: [{ factions: WZ, hand: [{ card: "wizards:scry", as: "scry" }] }, { factions: AD }],
      bases: BASES,
    });
    const before = t.g.players[0]?.deck.slice() ?? [];
    t.act(0, "scry").expectPrompt(0, "toHand");
    const picked = t.prompt.options[0]?.card as number;
    t.submitRaw(0, [t.prompt.options[0]?.id as string]);
    expect(t.hand(0)).toEqual([picked]);
    expect(t.g.log.some((l) => l.k === "reveal" && l.to === -1 && l.p[1] === picked)).toBe(true);
    const after = t.g.players[0]?.deck ?? [];
    expect(after.slice().sort()).toEqual(before.filter((u) => u !== picked).sort());
    expect(after).not.toEqual(before.filter((u) => u !== picked));
  });

  it("an empty base deck is rebuilt from the base discard, which may bring the scored base back (DECK-7)", () => {
    rules("DECK-7", "DIFF-7", "OPEN-19");
    const u = table({
      players: [{ factions: AD }, { factions: NR }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "aliens:invader", owner: 0 },
            { card: "robots:zapbot", owner: 1 },
          ],
        },
        ...BASES.slice(1),
      ],
    });
    // Every other base is in the base discard: the Oasis's replacement comes from it.
    for (const b of u.g.baseDeck.splice(0)) {
      const base = u.g.bases[b];
      if (base) base.zone = "discard";
      u.g.baseDiscard.push(b);
    }
    u.act(0, "end");
    expect(u.g.basesInPlay).toHaveLength(3);
    expect(u.g.basesInPlay).not.toContain(u.base("jungle-oasis"));
    expect([u.g.baseDeck.length, u.g.baseDiscard.length]).toEqual([13, 0]);
    expect(u.g.log.some((l) => l.k === "baseNew")).toBe(true);
  });
});

describe("end of turn (EOT-*)", () => {
  const spec = (assassinated: boolean) => ({
    players: [
      { factions: ["clock", "dinosaurs"] as F, hand: [{ card: "dinosaurs:augmentation", as: "aug" }] },
      { factions: NR },
    ],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          {
            card: "clock:sundial",
            owner: 0,
            as: "dial",
            attached: assassinated ? [{ card: "ninjas:assassination", owner: 1, as: "ass" }] : [],
          },
          { card: "dinosaurs:war-raptor", owner: 0, as: "raptor" },
        ],
      },
      ...BASES.slice(1),
    ],
  });

  it("end-of-turn effects see 'until the end of the turn' modifiers, which then expire (EOT-2, EOT-4)", () => {
    rules("EOT-2", "EOT-4", "TERM-DURATION");
    const t = table(spec(false));
    t.act(0, "aug").act(0, "dial");
    expect(t.power("dial")).toBe(6);
    t.act(0, "end");
    expect(t.vp(0)).toBe(1);
    expect(t.power("dial")).toBe(2);
    expect(t.g.lasting).toEqual([]);
  });

  it("the active player orders the end-of-turn effects, whoever controls them (EOT-1, CONFLICT-4)", () => {
    rules("EOT-1", "CONFLICT-4", "ORDER-5");
    const first = table(spec(true));
    first.act(0, "aug").act(0, "dial").act(0, "end");
    first.expectPrompt(0, "orderTriggers");
    expect(first.prompt.kind).toBe("order");
    first.act(0, "dial");
    expect(first.vp(0)).toBe(1);
    expect(first.where("dial")).toBe("discard:0");
    const second = table(spec(true));
    second.act(0, "aug").act(0, "dial").act(0, "end").act(0, "ass");
    expect(second.vp(0)).toBe(0);
    expect(second.where("dial")).toBe("discard:0");
  });
});

describe("control and ownership", () => {
  it("'your minions' are those you control; control lasts past the end of the turn (TERM-YOURCARDS, TERM-CONTROL-DURATION)", () => {
    rules(
      "TERM-YOURCARDS",
      "TERM-CONTROL",
      "TERM-CONTROL-DURATION",
      "TERM-OWNER",
      "CONFLICT-11",
      "TERM-DESTROY",
    );
    const t = table({
      players: [
        { factions: AD, hand: [{ card: "dinosaurs:howl", as: "howl" }] },
        { factions: NR, hand: [{ card: "ninjas:seeing-stars", as: "stars" }] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:zapbot", owner: 1, controller: 0, as: "taken" },
            { card: "robots:hoverbot", owner: 1, as: "theirs" },
          ],
        },
        ...BASES.slice(1),
      ],
    });
    const oasis = t.base("jungle-oasis");
    t.act(0, "howl");
    expect([t.power("taken"), t.power("theirs")]).toEqual([3, 3]);
    expect([playerPowerOn(t.g, 0, oasis), playerPowerOn(t.g, 1, oasis)]).toEqual([3, 3]);
    t.act(0, "end").expectPrompt(1, "main");
    expect(card(t.g, t.uid("taken")).controller).toBe(0);
    // Destroyed by its owner, it goes to its owner's discard pile and control ends.
    t.act(1, "stars").act(1, "taken");
    expect(t.where("taken")).toBe("discard:1");
    expect(card(t.g, t.uid("taken")).controller).toBe(1);
  });
});

describe("power and breakpoints", () => {
  it("power is printed value plus every modifier, floored at 0 once (CONFLICT-2, OPEN-2, TERM-INITIAL)", () => {
    rules("CONFLICT-2", "OPEN-2", "TERM-INITIAL", "CONFLICT-14", "TERM-POWER");
    const t = table({
      players: [{ factions: AD }, { factions: NR }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "aliens:collector",
              owner: 0,
              as: "col",
              attached: [
                { card: "ninjas:poison", owner: 1 },
                { card: "dinosaurs:upgrade", owner: 0 },
              ],
            },
          ],
        },
        ...BASES.slice(1),
      ],
      turn: { freeAction: 2 },
    });
    // 2 - 4 + 2 = 0: flooring after Poison alone would give 2.
    expect(t.power("col")).toBe(0);
    expect(printedPower(t.g, t.uid("col"))).toBe(2);
    addCounters(cardCtx(t.g, t.uid("col")), t.uid("col"), 1);
    expect(t.power("col")).toBe(1);
    expect(printedPower(t.g, t.uid("col"))).toBe(2);
    // The initial breakpoint is the printed one.
    const oasis = t.base("jungle-oasis");
    expect([breakpoint(t.g, oasis), baseDef("base:jungle-oasis").breakpoint]).toEqual([12, 12]);
  });

  it("a base whose breakpoint is 0 is eligible even with nothing on it and scores for nobody (OPEN-2, OPEN-13)", () => {
    rules("OPEN-2", "OPEN-13", "SCORE-2", "SCORE-11");
    const t = table({
      players: [{ factions: ["clock", "aliens"] }, { factions: AD }],
      baseBoxes: ["core", "test"],
      bases: [{ id: "the-void" }, ...BASES.slice(1)],
    });
    t.act(0, "end");
    expect(t.g.log.some((l) => l.k === "noPlace" && l.p[0] === t.base("the-void"))).toBe(true);
    expect(t.g.basesInPlay).not.toContain(t.base("the-void"));
    expect(t.g.baseDiscard).toContain(t.base("the-void"));
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
  });

  it("counters on an action do nothing, and the supply never runs out (COUNTER-4, OPEN-25)", () => {
    rules("COUNTER-4", "OPEN-25", "COUNTER-1");
    const t = table({
      players: [{ factions: AD }, { factions: NR }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: "dinosaurs:king-rex",
              owner: 0,
              as: "rex",
              attached: [{ card: "dinosaurs:upgrade", owner: 0, as: "up" }],
            },
          ],
          actions: [{ card: "aliens:jammed-signal", owner: 0, as: "js" }],
        },
        ...BASES.slice(1),
      ],
    });
    const oasis = t.base("jungle-oasis");
    card(t.g, t.uid("up")).counters = 3;
    card(t.g, t.uid("js")).counters = 2;
    expect(t.power("rex")).toBe(9);
    expect(playerPowerOn(t.g, 0, oasis)).toBe(9);
    // Thirty counters: more than the tokens in the box, and nobody's VP pays for them.
    expect(addCounters(cardCtx(t.g, t.uid("rex")), t.uid("rex"), 30)).toBe(true);
    expect(t.power("rex")).toBe(39);
    expect([t.vp(0), t.vp(1)]).toEqual([0, 0]);
  });
});

describe("end of the game (WIN-*)", () => {
  it("15 VP reached while scoring ends the game only at the end of the turn (WIN-3, SCORE-19, DIFF-3)", () => {
    rules("WIN-1", "WIN-3", "SCORE-19", "DIFF-3", "GOAL-2", "EOT-3");
    const nine = [
      ...handCards("aliens", ["invader", "invader", "scout", "scout", "collector"]),
      ...handCards("dinosaurs", ["howl", "howl", "upgrade", "augmentation"]),
    ];
    const t = table({
      players: [
        { factions: AD, vp: 13, hand: nine },
        { factions: NR, vp: 3 },
      ],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "aliens:supreme-overlord", owner: 0 },
            { card: "robots:zapbot", owner: 1 },
          ],
        },
        ...BASES.slice(1),
      ],
    });
    // Scored, then drawn: 15 VP and 11 cards. The game goes on through the draw phase.
    t.expectPrompt(0, "handLimit");
    expect(t.vp(0)).toBe(15);
    expect(t.engine.over).toBe(false);
    t.submitRaw(0, [t.prompt.options[0]?.id as string]);
    expect(t.engine.over).toBe(true);
    expect(t.g.result).toMatchObject({ winner: 0, reason: "vp" });
  });

  it("the check uses the VP target of the game", () => {
    rules("WIN-1");
    const t = table({
      players: [{ factions: AD, vp: 15 }, { factions: NR }],
      options: { vpTarget: 20 },
      bases: BASES,
    });
    t.act(0, "end");
    expect(t.engine.over).toBe(false);
    t.expectPrompt(1, "main");
  });
});

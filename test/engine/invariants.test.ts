// Every invariant can fire: each check is shown a state corrupted in exactly the way it guards
// against, starting from a sound position (where none fires). The checks read raw parts of the
// state (counters, modifiers, printed values), never a value already floored at 0, and the "nothing
// resolving or in limbo" check also runs once a game is over.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { baseDef, cardDef } from "../../src/engine/defs.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { power } from "../../src/engine/power.ts";
import type { GameState, Prompt } from "../../src/engine/types.ts";
import { type TestTable, table } from "../harness/table.ts";

const sound = (): TestTable =>
  table({
    players: [
      { factions: ["aliens", "ninjas"], hand: [{ card: "aliens:invader", as: "inHand" }] },
      { factions: ["robots", "wizards"], discard: [{ card: "robots:zapbot", as: "inDiscard" }] },
    ],
    bases: [
      {
        id: "jungle-oasis",
        as: "oasis",
        minions: [
          {
            card: "aliens:collector",
            owner: 0,
            as: "col",
            attached: [{ card: "ninjas:poison", owner: 0, as: "poison" }],
          },
          { card: "robots:warbot", owner: 1, counters: 2, as: "war" },
        ],
        actions: [{ card: "wizards:mystic-studies", owner: 1, as: "onBase" }],
      },
      { id: "the-grey-opal" },
      { id: "ninja-dojo" },
    ],
  });

const mainPrompt = (t: TestTable): Prompt => t.prompt;

type Corruption = [what: string, corrupt: (t: TestTable, g: GameState) => void, message: RegExp];

const corruptions: Corruption[] = [
  [
    "a card in another player's discard pile (OWN-PILES, CONFLICT-11)",
    (t, g) => {
      const uid = t.uid("inHand");
      g.players[0]!.hand.splice(g.players[0]!.hand.indexOf(uid), 1);
      g.players[1]!.discard.push(uid);
      g.cards[uid]!.zone = "discard";
      g.cards[uid]!.at = 1;
    },
    /card \d+ of player 0 is in discard:1/,
  ],
  [
    "a card in another player's deck (OWN-PILES)",
    (t, g) => {
      const uid = t.uid("inHand");
      g.players[0]!.hand.splice(g.players[0]!.hand.indexOf(uid), 1);
      g.players[1]!.deck.push(uid);
      g.cards[uid]!.zone = "deck";
      g.cards[uid]!.at = 1;
    },
    /card \d+ of player 0 is in deck:1/,
  ],
  [
    "a minion with -50 counters",
    (t, g) => {
      g.cards[t.uid("war")]!.counters = -50;
    },
    /has -50 counters/,
  ],
  [
    "a power modifier that is not a number",
    (t, g) =>
      void g.lasting.push({
        kind: "power",
        uid: t.uid("war"),
        stay: 1,
        amount: Number.NaN,
        until: { kind: "endOfTurn" },
      }),
    /power that is not a number/,
  ],
  [
    "a lasting power change on a card out of play",
    (t, g) =>
      void g.lasting.push({
        kind: "power",
        uid: t.uid("inHand"),
        stay: 0,
        amount: 2,
        until: { kind: "endOfTurn" },
      }),
    /lasting power on card \d+, which is not in play/,
  ],
  [
    "a breakpoint modifier that is not a number",
    (t, g) =>
      void g.lasting.push({
        kind: "breakpoint",
        base: t.base("oasis"),
        amount: Number.NaN,
        until: { kind: "endOfTurn" },
      }),
    /breakpoint that is not a number/,
  ],
  [
    "a card listed twice",
    (t, g) => void g.players[0]!.deck.push(t.uid("inHand")),
    /is both in (hand:0 and deck:0|deck:0 and hand:0)/,
  ],
  [
    "a card whose record disagrees with its zone",
    (t, g) => {
      g.cards[t.uid("inHand")]!.zone = "deck";
    },
    /listed in hand:0 but records deck:0/,
  ],
  ["a card in no zone", (_t, g) => void g.players[0]!.hand.splice(0), /is nowhere/],
  [
    "a minion recorded elsewhere",
    (t, g) => {
      g.cards[t.uid("war")]!.at = 99;
    },
    /on base \d+ records base:99/,
  ],
  [
    "an action among minions",
    (t, g) => void g.bases[t.base("oasis")]!.minions.push(t.uid("onBase")),
    /listed among minions|is both/,
  ],
  [
    "an attachment recorded elsewhere",
    (t, g) => {
      g.cards[t.uid("poison")]!.zone = "base";
    },
    /attachment \d+ of \d+ records base/,
  ],
  [
    "a base both in play and in the deck",
    (t, g) => void g.baseDeck.push(t.base("oasis")),
    /base \d+ is both in play and deck/,
  ],
  [
    "a base in no pile",
    (t, g) => void g.basesInPlay.splice(g.basesInPlay.indexOf(t.base("oasis")), 1),
    /is nowhere/,
  ],
  [
    "a base out of play still holding cards",
    (t, g) => {
      const b = t.base("oasis");
      g.basesInPlay.splice(g.basesInPlay.indexOf(b), 1);
      g.baseDiscard.push(b);
      g.bases[b]!.zone = "discard";
    },
    /out of play still holds cards/,
  ],
  [
    "counters kept out of play",
    (t, g) => {
      g.cards[t.uid("inDiscard")]!.counters = 1;
    },
    /keeps 1 counters out of play/,
  ],
  [
    "control kept out of play",
    (t, g) => {
      g.cards[t.uid("inDiscard")]!.controller = 0;
    },
    /controlled by 0 out of play/,
  ],
  [
    "attachments kept out of play",
    (t, g) => {
      g.cards[t.uid("inDiscard")]!.attached = [t.uid("poison")];
    },
    /keeps attachments out of play/,
  ],
  [
    "negative VP",
    (_t, g) => {
      g.players[1]!.vp = -1;
    },
    /player 1 has -1 VP/,
  ],
  [
    "a card left resolving at a quiet point",
    (t, g) => {
      g.players[0]!.hand.splice(0);
      Object.assign(g.cards[t.uid("inHand")]!, { zone: "resolving", at: 0 });
    },
    /still resolving at a quiet point/,
  ],
  [
    "a card left in limbo at a quiet point",
    (t, g) => {
      g.players[1]!.discard.splice(0);
      Object.assign(g.cards[t.uid("inDiscard")]!, { zone: "limbo", at: 1 });
    },
    /still limbo at a quiet point/,
  ],
];

describe("invariants", () => {
  it("none fires on a sound position", () => {
    const t = sound();
    expect(checkInvariants(t.g, mainPrompt(t), true)).toEqual([]);
  });

  it.each(corruptions)("fire on %s", (_what, corrupt, message) => {
    const t = sound();
    const p = mainPrompt(t);
    corrupt(t, t.g);
    const errors = checkInvariants(t.g, p, true);
    expect(
      errors.some((e) => message.test(e)),
      errors.join("\n"),
    ).toBe(true);
  });

  it("fire on -50 counters although the power shown is floored at 0", () => {
    const t = sound();
    t.g.cards[t.uid("war")]!.counters = -50;
    expect(power(t.g, t.uid("war"))).toBe(0);
    expect(checkInvariants(t.g)).toContain(`minion ${t.uid("war")} has -50 counters`);
  });

  it("accept a modified power or breakpoint below 0: the floor applies to the sum (CONFLICT-2)", () => {
    const t = sound();
    // The Collector (2) under Poison (-4) sums to -2, shown as 0.
    expect(power(t.g, t.uid("col"))).toBe(0);
    t.g.lasting.push({
      kind: "breakpoint",
      base: t.base("oasis"),
      amount: -20,
      until: { kind: "endOfTurn" },
    });
    expect(checkInvariants(t.g, mainPrompt(t), true)).toEqual([]);
  });

  it("fire on printed values below 0 (a card or base definition gone wrong)", () => {
    const t = sound();
    const minion = cardDef("robots:warbot");
    const base = baseDef("base:jungle-oasis");
    const [p, bp] = [minion.power, base.breakpoint];
    try {
      minion.power = -1;
      base.breakpoint = -1;
      const errors = checkInvariants(t.g);
      expect(errors).toContain(`card ${t.uid("war")} has a negative printed power`);
      expect(errors).toContain(`base ${t.base("oasis")} has a negative printed breakpoint`);
    } finally {
      minion.power = p;
      base.breakpoint = bp;
    }
  });

  it("fire on a prompt that can't be answered", () => {
    const t = sound();
    const p = mainPrompt(t);
    const o = p.options[0]!;
    expect(checkInvariants(t.g, { ...p, min: 2, max: 1 })).toContain(`prompt ${p.id} has min > max`);
    expect(checkInvariants(t.g, { ...p, min: p.options.length + 1, max: p.options.length + 1 })).toContain(
      `prompt ${p.id} has too few options`,
    );
    expect(checkInvariants(t.g, { ...p, options: [o, o] })).toContain(`prompt ${p.id} has duplicate options`);
  });
});

describe("a game that a concession ends in the middle of an effect", () => {
  it("leaves nothing resolving: the abandoned card goes to its owner's discard pile", () => {
    // Seat 0 plays Disintegrator and must choose its target; seat 1 leaves meanwhile.
    const t = table({
      players: [
        { factions: ["aliens", "ninjas"], hand: [{ card: "aliens:disintegrator", as: "dis" }] },
        { factions: ["robots", "wizards"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "robots:zapbot", owner: 1, as: "z1" },
            { card: "aliens:invader", owner: 0, as: "inv" },
          ],
        },
        { id: "the-grey-opal" },
        { id: "ninja-dojo" },
      ],
    });
    t.act(0, "dis").expectPrompt(0, "placeBottom");
    expect(t.engine.submit({ seat: 1, leave: true })).toEqual({ ok: true });
    expect(t.engine.over).toBe(true);
    expect(t.where("dis")).toBe("discard:0");
    expect(checkInvariants(t.g, null, true)).toEqual([]);
  });
});

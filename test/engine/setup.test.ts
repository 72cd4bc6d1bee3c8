// Setup (SETUP-*, GOAL-1, DIFF-1, DIFF-16, OPEN-24, OPEN-28) and the faction draft (DRAFT-*),
// through the real entry points: createState / Engine.start and src/engine/draft.ts.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { bases as defineBases, faction, minion } from "../../cards/define.ts";
import { cardDef, registerBases, registerFaction } from "../../src/engine/api.ts";
import {
  availableFor,
  draftPoolError,
  draftTurn,
  newDraft,
  pick,
  snakeOrder,
} from "../../src/engine/draft.ts";
import { defaultChoice, Engine } from "../../src/engine/engine.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { createState, SetupError, seatsFrom } from "../../src/engine/state.ts";
import type { GameSetup, GameState, Seat, Uid } from "../../src/engine/types.ts";
import { rules } from "../harness/table.ts";

// A box of our own ("test") with one faction and two bases, to see which bases a game uses.
registerFaction(
  faction("kit", "test", { en: "Kit", fr: "Kit" }, [
    minion({
      id: "pawn",
      power: 1,
      count: 20,
      name: { en: "Pawn", fr: "Pion" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    }),
  ]),
);
registerBases(
  defineBases("test", [
    {
      id: "test-field",
      faction: "kit",
      breakpoint: 10,
      vp: [3, 2, 1],
      name: { en: "Test Field", fr: "Terrain d'essai" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    },
    {
      id: "test-yard",
      faction: "kit",
      breakpoint: 10,
      vp: [3, 2, 1],
      name: { en: "Test Yard", fr: "Cour d'essai" },
      text: { en: "No ability.", fr: "Aucune capacité." },
    },
  ]),
);

type F = [string, string];
const PAIRS: F[] = [
  ["aliens", "wizards"],
  ["ninjas", "zombies"],
  ["pirates", "tricksters"],
  ["dinosaurs", "robots"],
];
const setupOf = (seed: number, n: number, extra: Partial<GameSetup> = {}): GameSetup => ({
  seed,
  players: PAIRS.slice(0, n).map((factions) => ({ factions })),
  ...extra,
});

const isMinion = (g: GameState, u: Uid) => cardDef(g.cards[u]?.def ?? "").type === "minion";
const hasNoMinion = (g: GameState, seat: Seat) => !(g.players[seat]?.hand ?? []).some((u) => isMinion(g, u));
const zoneCount = (g: GameState, seat: Seat) => {
  const p = g.players[seat];
  return { hand: p?.hand.length, deck: p?.deck.length, discard: p?.discard.length };
};

/** The first seed whose opening deal leaves exactly one player of a 2-player game without a minion. */
function seedWithMulligan(): { seed: number; seat: Seat } {
  for (let seed = 1; seed < 5000; seed++) {
    const g = createState(setupOf(seed, 2));
    const eligible = [0, 1].filter((s) => hasNoMinion(g, s));
    if (eligible.length === 1) return { seed, seat: eligible[0] as Seat };
  }
  throw new Error("no seed deals a hand without minions");
}

describe("players, decks and ownership", () => {
  it("a game has 2 to 4 players (GOAL-1)", () => {
    rules("GOAL-1");
    for (const n of [2, 3, 4]) expect(createState(setupOf(1, n)).players).toHaveLength(n);
    expect(() => createState({ seed: 1, players: [{ factions: ["aliens", "wizards"] }] })).toThrow(
      SetupError,
    );
    const five = [...PAIRS, ["kit", "aliens"] as F].map((factions) => ({ factions }));
    expect(() => createState({ seed: 1, players: five })).toThrow(SetupError);
  });

  it("each player shuffles two different factions into one 40-card deck they own (SETUP-1, SETUP-2)", () => {
    rules("SETUP-1", "SETUP-2", "TERM-OWNER");
    const g = createState(setupOf(3, 4));
    expect(checkInvariants(g)).toEqual([]);
    for (const p of g.players) {
      const mine = g.cards.filter((c) => c.owner === p.seat);
      expect(mine).toHaveLength(40);
      expect(new Set(mine.map((c) => c.def.split(":")[0]))).toEqual(new Set(p.factions));
      for (const f of p.factions) expect(mine.filter((c) => c.def.startsWith(`${f}:`))).toHaveLength(20);
      expect(mine.every((c) => c.controller === p.seat)).toBe(true);
      expect(p.hand.length + p.deck.length).toBe(40);
    }
    // Shuffled: two seeds deal the same factions in different orders.
    const other = createState(setupOf(4, 4));
    expect(other.players[0]?.deck).not.toEqual(g.players[0]?.deck);
  });

  it("a player can never take the same faction twice (SETUP-3)", () => {
    rules("SETUP-3");
    expect(() =>
      createState({ seed: 1, players: [{ factions: ["aliens", "aliens"] }, { factions: PAIRS[1] as F }] }),
    ).toThrow(SetupError);
    expect(() =>
      createState({ seed: 1, players: [{ factions: ["aliens", "nope"] }, { factions: PAIRS[1] as F }] }),
    ).toThrow(SetupError);
  });
});

describe("bases, opening hands, first player", () => {
  it("the base deck holds the bases of the chosen factions' boxes and no others (SETUP-5, DIFF-16)", () => {
    rules("SETUP-5", "DIFF-16");
    const coreOnly = createState(setupOf(1, 2));
    const defs = (g: GameState) => g.bases.map((b) => b.def);
    expect(coreOnly.bases).toHaveLength(16);
    expect(defs(coreOnly).some((d) => d.startsWith("base:test-"))).toBe(false);
    // One faction from the test box brings that box's two bases in.
    const mixed = createState({
      seed: 1,
      players: [{ factions: ["kit", "aliens"] }, { factions: PAIRS[1] as F }],
    });
    expect(mixed.bases).toHaveLength(18);
    expect(defs(mixed)).toEqual(expect.arrayContaining(["base:test-field", "base:test-yard"]));
    // An explicit choice of boxes (admin option) replaces the default.
    const chosen = createState({
      seed: 1,
      players: [{ factions: ["kit", "aliens"] }, { factions: PAIRS[1] as F }],
      baseBoxes: ["core"],
    });
    expect(chosen.bases).toHaveLength(16);
    // Shuffled face down: different seeds, different base decks.
    expect(createState(setupOf(2, 2)).baseDeck).not.toEqual(coreOnly.baseDeck);
  });

  it("one base more than there are players is laid out; each player draws 5 cards (SETUP-7, SETUP-9)", () => {
    rules("SETUP-7", "SETUP-9", "ZONE-2");
    for (const n of [2, 3, 4]) {
      const g = createState(setupOf(n, n));
      expect(g.basesInPlay).toHaveLength(n + 1);
      expect(g.baseDeck).toHaveLength(16 - (n + 1));
      expect(g.baseDiscard).toEqual([]);
      for (const p of g.players) expect(zoneCount(g, p.seat)).toEqual({ hand: 5, deck: 35, discard: 0 });
    }
  });

  it("the seeded RNG picks the first player; play then goes clockwise (SETUP-12, SETUP-13)", () => {
    rules("SETUP-12", "SETUP-13", "DIFF-25");
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const g = createState(setupOf(seed, 3));
      expect(createState(setupOf(seed, 3)).firstPlayer).toBe(g.firstPlayer);
      firsts.add(g.firstPlayer);
    }
    expect(firsts).toEqual(new Set([0, 1, 2]));
    // Turns follow the seats clockwise from the first player (everyone just ends their turn).
    const e = Engine.start(setupOf(5, 3));
    const first = e.g.firstPlayer;
    expect(e.g.log.find((l) => l.k === "gameStart")?.p).toEqual([first]);
    const turns = new Set<number>();
    while (e.g.turn.number <= 5) {
      const p = e.prompt;
      if (!p) throw new Error("no prompt");
      if (p.kind === "main") {
        turns.add(e.g.turn.number);
        expect([p.seat, e.g.turn.active]).toEqual(Array(2).fill((first + e.g.turn.number - 1) % 3));
      }
      expect(e.submit({ seat: p.seat, prompt: p.id, choice: defaultChoice(p) })).toEqual({ ok: true });
    }
    expect(turns.size).toBe(5);
    expect(seatsFrom(e.g, 2)).toEqual([2, 0, 1]);
  });

  it("follows the setup order: decks, bases, hands, then mulligans, which don't change the first player (SETUP-14)", () => {
    rules("SETUP-14");
    const { seed, seat } = seedWithMulligan();
    const e = Engine.start(setupOf(seed, 2));
    // Before any decision: decks, base deck, starting bases and opening hands are all there.
    expect(e.g.turn.phase).toBe("setup");
    expect(e.g.basesInPlay).toHaveLength(3);
    expect(e.prompt).toMatchObject({ seat, purpose: "mulligan" });
    const first = e.g.firstPlayer;
    e.submit({ seat, prompt: e.prompt?.id ?? 0, choice: ["yes"] });
    expect(e.g.firstPlayer).toBe(first);
    expect(e.g.turn.active).toBe(first);
    expect(e.prompt).toMatchObject({ seat: first, kind: "main" });
  });
});

describe("mulligan (SETUP-10)", () => {
  it("is offered only to a player without a minion, who may keep their hand", () => {
    rules("SETUP-10", "CONFLICT-7");
    const { seed, seat } = seedWithMulligan();
    const e = Engine.start(setupOf(seed, 2));
    const p = e.prompt;
    expect(p).toMatchObject({ seat, purpose: "mulligan", kind: "choose" });
    expect(p?.options.map((o) => o.id)).toEqual(["yes", "no"]);
    const hand = e.g.players[seat]?.hand.slice();
    e.submit({ seat, prompt: p?.id ?? 0, choice: ["no"] });
    expect(e.g.players[seat]?.hand).toEqual(hand);
    expect(e.prompt?.kind).toBe("main");
  });

  it("draws the new hand before shuffling the old one back: no old card, nothing discarded, only once", () => {
    rules("SETUP-10", "DIFF-1", "TERM-REVEAL");
    const { seed, seat } = seedWithMulligan();
    const e = Engine.start(setupOf(seed, 2));
    const pl = e.g.players[seat];
    if (!pl) throw new Error("no player");
    const old = pl.hand.slice();
    // Stack the deck: five actions on top, so the new hand has no minion either.
    const actions = pl.deck.filter((u) => !isMinion(e.g, u)).slice(0, 5);
    const rest = pl.deck.filter((u) => !actions.includes(u));
    pl.deck.splice(0, pl.deck.length, ...actions, ...rest);
    e.submit({ seat, prompt: e.prompt?.id ?? 0, choice: ["yes"] });
    // The new hand is exactly the top five cards, drawn before the old hand went back.
    expect(pl.hand).toEqual(actions);
    expect(pl.hand.some((u) => old.includes(u))).toBe(false);
    expect(old.every((u) => pl.deck.includes(u))).toBe(true);
    expect(zoneCount(e.g, seat)).toEqual({ hand: 5, deck: 35, discard: 0 });
    // The old hand was revealed to everyone.
    const reveals = e.g.log.filter((l) => l.k === "reveal" && l.to === -1).map((l) => l.p[1]);
    expect(reveals).toEqual(old);
    expect(e.g.log.some((l) => l.k === "mulligan" && l.p[0] === seat)).toBe(true);
    // Still no minion, but there is never a second mulligan.
    expect(hasNoMinion(e.g, seat)).toBe(true);
    expect(e.prompt?.purpose).not.toBe("mulligan");
    expect(e.prompt?.kind).toBe("main");
    expect(checkInvariants(e.g)).toEqual([]);
  });

  it("with hidden timing, every player confirms their hand in seat order from the first player (OPEN-28)", () => {
    rules("SETUP-10", "OPEN-28", "OPEN-27");
    const { seed, seat } = seedWithMulligan();
    const e = Engine.start(setupOf(seed, 2, { options: { hiddenTiming: true } }));
    const asked: { seat: number; options: string[] }[] = [];
    while (e.prompt?.purpose === "mulligan") {
      const p = e.prompt;
      asked.push({ seat: p.seat, options: p.options.map((o) => o.id) });
      e.submit({ seat: p.seat, prompt: p.id, choice: ["no"] });
    }
    expect(asked.map((a) => a.seat)).toEqual(seatsFrom(e.g, e.g.firstPlayer));
    for (const a of asked) expect(a.options).toEqual(a.seat === seat ? ["yes", "no"] : ["no"]);
  });
});

describe("faction draft (DRAFT-*)", () => {
  it("needs at least two factions per player in the pool (DRAFT-1, DIFF-15)", () => {
    rules("DRAFT-1", "DIFF-15");
    const six = ["aliens", "dinosaurs", "ninjas", "pirates", "robots", "wizards"];
    expect(draftPoolError(3, six, false)).toBeNull();
    expect(draftPoolError(4, six, false)).not.toBeNull();
    expect(() => newDraft(4, 0, six)).toThrow();
    // With duplicates allowed two factions are enough for anyone.
    expect(draftPoolError(4, ["aliens", "dinosaurs"], true)).toBeNull();
    expect(draftPoolError(2, ["aliens"], true)).not.toBeNull();
  });

  it("goes clockwise from the first picker, then back: P1..PN, PN..P1 (DRAFT-2, DRAFT-3)", () => {
    rules("DRAFT-2", "DRAFT-3");
    expect(snakeOrder(4, 0)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    expect(snakeOrder(3, 1)).toEqual([1, 2, 0, 0, 2, 1]);
    expect(snakeOrder(2, 1)).toEqual([1, 0, 0, 1]);
  });

  it("a pick must be in the pool, not taken, and not the picker's first faction (DRAFT-4, SETUP-3, OPEN-24)", () => {
    rules("DRAFT-4", "SETUP-3", "OPEN-24");
    const pool = ["aliens", "dinosaurs", "ninjas", "pirates", "robots", "wizards"];
    let d = newDraft(3, 2, pool);
    const picks: [Seat, string][] = [
      [2, "aliens"],
      [0, "ninjas"],
      [1, "robots"],
      [1, "pirates"],
      [0, "dinosaurs"],
      [2, "wizards"],
    ];
    for (const [seat, f] of picks) {
      expect(draftTurn(d)).toBe(seat);
      expect(availableFor(d, seat)).toContain(f);
      if (seat === 1 && f === "pirates") {
        expect(() => pick(d, 1, "robots")).toThrow("already-yours");
        expect(() => pick(d, 1, "aliens")).toThrow("taken");
        expect(() => pick(d, 1, "zombies")).toThrow("not-in-pool");
        expect(() => pick(d, 0, "pirates")).toThrow("not-your-pick");
      }
      d = pick(d, seat, f);
    }
    expect(draftTurn(d)).toBeNull();
    expect(d.picks).toEqual([
      ["ninjas", "dinosaurs"],
      ["robots", "pirates"],
      ["aliens", "wizards"],
    ]);
    // A server that allows duplicates lets two players take the same faction, never one player twice.
    let dup = newDraft(2, 0, ["aliens", "dinosaurs"], true);
    dup = pick(dup, 0, "aliens");
    dup = pick(dup, 1, "aliens");
    expect(() => pick(dup, 1, "aliens")).toThrow("already-yours");
    dup = pick(dup, 1, "dinosaurs");
    dup = pick(dup, 0, "dinosaurs");
    const g = createState({ seed: 1, players: dup.picks.map((p) => ({ factions: p as F })) });
    expect(g.cards.filter((c) => c.def === "aliens:invader").map((c) => c.owner)).toEqual([0, 0, 1, 1]);
  });

  it("the draft's first picker is not the game's first player (DRAFT-5)", () => {
    rules("DRAFT-5");
    // The same drafted factions: who picked first plays no part; the game's seed picks the first player.
    const players = PAIRS.slice(0, 3).map((factions) => ({ factions }));
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) firsts.add(createState({ seed, players }).firstPlayer);
    expect(firsts.size).toBe(3);
  });
});

// Undo's fairness rules (issue 26, src/engine/undo.ts): a player takes back their own latest
// decisions alone while nothing hidden came to light and nobody else answered; past that, only with
// everyone's consent; never across a player leaving. Across prompt kinds: the main prompt, a target
// choice, a Special window, yes/no (mulligan), an order of triggers. And an undo never re-rolls:
// the game replayed to the kept decisions is the game as it was, random position included.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { resolveRef } from "../../src/drivers/scenario.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { cardDef } from "../../src/engine/defs.ts";
import { type DecisionRecord, Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { createState } from "../../src/engine/state.ts";
import type { GameSetup, Seat } from "../../src/engine/types.ts";
import {
  type DecisionTrace,
  freelyUndoableBy,
  submitTraced,
  traceGame,
  undoVerdict,
} from "../../src/engine/undo.ts";
import { type TestTable, table } from "../harness/table.ts";

type F = [string, string];

/** Answers the pending prompt like TestTable.act, recording the decision's trace. */
function act(t: TestTable, traces: DecisionTrace[], seat: Seat, ...refs: string[]): void {
  const p = t.prompt;
  expect(p.seat).toBe(seat);
  const { result, trace } = submitTraced(t.engine, {
    seat,
    prompt: p.id,
    choice: refs.map((r) => resolveRef(t.t, p, r)),
  });
  expect(result).toEqual({ ok: true });
  traces.push(trace);
}

/** Three players, seat 0 in its play phase with a vanilla minion, a destroyer, a draw and a Special for seat 1. */
function three(): TestTable {
  return table({
    players: [
      {
        factions: ["dinosaurs", "wizards"] as F,
        hand: [
          { card: "dinosaurs:king-rex", as: "rex" },
          { card: "dinosaurs:laseratops", as: "laser" },
          { card: "wizards:mystic-studies", as: "studies" },
        ],
      },
      { factions: ["aliens", "ninjas"] as F },
      { factions: ["pirates", "zombies"] as F },
    ],
    bases: [
      {
        id: "tar-pits",
        minions: [
          { card: "zombies:walker", owner: 2, as: "walker" },
          { card: "pirates:first-mate", owner: 2, as: "mate" },
        ],
      },
      { id: "the-central-brain" },
      { id: "ninja-dojo" },
      { id: "jungle-oasis" },
    ],
  });
}

describe("undo: free, with consent, refused (issue 26)", () => {
  it("a main play that reveals nothing is undone freely, and so is the target choice after it", () => {
    const t = three();
    const traces: DecisionTrace[] = [];
    act(t, traces, 0, "laser@tar-pits");
    expect(traces[0]).toEqual({ seat: 0, leave: false, reveals: false });
    expect(undoVerdict(traces, 0)).toMatchObject({ ok: true, keep: 0, undone: 1, free: true });
    expect(t.prompt.kind).toBe("choose");
    act(t, traces, 0, "walker");
    // Tar Pits puts it at the bottom of its owner's deck: a card going into a deck reveals nothing.
    expect(t.where("walker")).toBe("deck:2");
    // The latest decision (the target) alone, then the play before it: two free undos in a row.
    expect(undoVerdict(traces, 0)).toMatchObject({ ok: true, keep: 1, undone: 1, free: true });
    expect(freelyUndoableBy(traces, 0)).toBe(2);
    // Nobody else decided anything: the other seats have nothing to undo.
    expect(undoVerdict(traces, 1)).toEqual({ ok: false, reason: "nothing-to-undo" });
  });

  it("a draw makes the undo need consent, though nobody else answered", () => {
    const t = three();
    const traces: DecisionTrace[] = [];
    act(t, traces, 0, "rex@tar-pits");
    act(t, traces, 0, "studies");
    expect(traces[1]?.reveals).toBe(true);
    expect(undoVerdict(traces, 0)).toMatchObject({
      ok: true,
      keep: 1,
      free: false,
      revealed: true,
      othersAnswered: false,
    });
    // The play before the draw can't be reached freely either: the draw stands in between.
    expect(freelyUndoableBy(traces, 0)).toBe(0);
  });

  it("ending the turn draws (a reveal); in a Special window a pass is free until another player answers (3 players)", () => {
    // Jungle Oasis at breakpoint: seat 0 ends its play phase, the base scores, seats 1 and 2 are asked.
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"] as F },
        {
          factions: ["ninjas", "wizards"] as F,
          hand: [{ card: "ninjas:shinobi", as: "sh1" }],
        },
        { factions: ["pirates", "zombies"] as F },
      ],
      phase: "score",
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0, as: "rex" },
            { card: "aliens:invader", owner: 0, as: "inv" },
            { card: "aliens:scout", owner: 0, as: "scout" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "pirates:pirate-king", owner: 2, as: "pk" }] },
        { id: "the-central-brain" },
        { id: "ninja-dojo" },
      ],
    });
    const traces: DecisionTrace[] = [];
    expect(t.prompt).toMatchObject({ seat: 1, kind: "meFirst" });
    act(t, traces, 1, "pass");
    expect(traces[0]?.reveals).toBe(false);
    // Seat 1 passed, seat 2 is asked: seat 1 may still take its pass back alone.
    expect(undoVerdict(traces, 1)).toMatchObject({ ok: true, keep: 0, free: true });
    act(t, traces, 2, "pk");
    // Seat 2 answered after seat 1: seat 1's undo now needs consent; seat 2's own stays free.
    expect(undoVerdict(traces, 1)).toMatchObject({
      ok: true,
      keep: 0,
      undone: 2,
      free: false,
      othersAnswered: true,
    });
    expect(undoVerdict(traces, 2)).toMatchObject({ ok: true, keep: 1, undone: 1, free: true });
    // Seat 0 never decided anything here: nothing to undo, whoever answered around it.
    expect(undoVerdict(traces, 0)).toEqual({ ok: false, reason: "nothing-to-undo" });
  });

  it("an order of triggers whose consequence draws needs consent (order prompt)", () => {
    const t = table({
      players: [
        { factions: ["ninjas", "pirates"] as F, hand: [{ card: "ninjas:seeing-stars", as: "stars" }] },
        { factions: ["robots", "wizards"] as F },
      ],
      bases: [
        {
          id: "cave-of-shinies",
          minions: [
            { card: "robots:microbot-guard", owner: 1, as: "mg" },
            { card: "robots:microbot-archive", owner: 1, as: "arch" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    const traces: DecisionTrace[] = [];
    act(t, traces, 0, "stars");
    act(t, traces, 0, "mg");
    expect(t.prompt.kind).toBe("order");
    // The target choice itself revealed nothing yet: the triggers wait for the order.
    expect(undoVerdict(traces, 0)).toMatchObject({ ok: true, free: true });
    act(t, traces, 0, "arch");
    // The Archive made seat 1 draw: seat 0's order answer brought a hidden card to light.
    expect(traces[2]?.reveals).toBe(true);
    expect(undoVerdict(traces, 0)).toMatchObject({ ok: true, keep: 2, free: false, revealed: true });
  });

  it("mulligan (yes/no): keeping a hand is free, taking a new one is not; another player's keep blocks it", () => {
    const setup = (seed: number): GameSetup => ({
      seed,
      players: [
        { factions: ["aliens", "dinosaurs"] },
        { factions: ["ninjas", "wizards"] },
        { factions: ["pirates", "zombies"] },
      ],
      options: { hiddenTiming: true },
    });
    let seed = 1;
    // A seed where the first player may take a new hand (a hand without minions).
    for (; seed < 5000; seed++) {
      const g = createState(setup(seed));
      const p = g.players[g.firstPlayer];
      if (p && !p.hand.some((u) => cardDef(g.cards[u]?.def ?? "").type === "minion")) break;
    }
    const keep = Engine.start(setup(seed));
    const first = keep.prompt;
    if (!first) throw new Error("no prompt");
    expect(first.purpose).toBe("mulligan");
    const traces: DecisionTrace[] = [];
    traces.push(submitTraced(keep, { seat: first.seat, prompt: first.id, choice: ["no"] }).trace);
    expect(undoVerdict(traces, first.seat)).toMatchObject({ ok: true, keep: 0, free: true });
    const second = keep.prompt;
    if (!second) throw new Error("no prompt");
    traces.push(submitTraced(keep, { seat: second.seat, prompt: second.id, choice: ["no"] }).trace);
    expect(undoVerdict(traces, first.seat)).toMatchObject({
      ok: true,
      keep: 0,
      free: false,
      othersAnswered: true,
    });

    const retake = Engine.start(setup(seed));
    const again = submitTraced(retake, { seat: first.seat, prompt: first.id, choice: ["yes"] }).trace;
    expect(again.reveals).toBe(true);
    expect(undoVerdict([again], first.seat)).toMatchObject({ ok: true, free: false, revealed: true });
  });

  it("a random pick (a Gremlin's random discard) needs consent, even when only the other player's card caused it", () => {
    const t = table({
      players: [
        {
          factions: ["dinosaurs", "wizards"] as F,
          hand: [
            { card: "dinosaurs:laseratops", as: "laser" },
            { card: "wizards:summon", as: "s1" },
            { card: "wizards:portal", as: "s2" },
          ],
        },
        { factions: ["tricksters", "ninjas"] as F },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "tricksters:gremlin", owner: 1, as: "gremlin" },
            { card: "ninjas:ninja-acolyte", owner: 1, as: "acolyte" },
          ],
        },
        { id: "ninja-dojo" },
        { id: "tar-pits" },
      ],
    });
    const traces: DecisionTrace[] = [];
    act(t, traces, 0, "laser@jungle-oasis");
    expect(traces[0]?.reveals).toBe(false);
    act(t, traces, 0, "gremlin");
    // The Gremlin's owner drew and seat 0 discarded a card picked at random.
    expect(t.hand(0)).toHaveLength(1);
    expect(traces[1]?.reveals).toBe(true);
    expect(undoVerdict(traces, 0)).toMatchObject({ ok: true, keep: 1, free: false, revealed: true });
  });

  it("is refused across a player leaving, and for a seat that never decided", () => {
    const traces: DecisionTrace[] = [
      { seat: 0, leave: false, reveals: false },
      { seat: 2, leave: true, reveals: false },
    ];
    expect(undoVerdict(traces, 0)).toEqual({ ok: false, reason: "player-left" });
    expect(undoVerdict(traces, 1)).toEqual({ ok: false, reason: "nothing-to-undo" });
    expect(undoVerdict([], 0)).toEqual({ ok: false, reason: "nothing-to-undo" });
  });
});

describe("undo never re-rolls nor teaches anything hidden (issue 26)", () => {
  const setup = (seed: number): GameSetup => ({
    seed,
    players: [
      { factions: ["aliens", "dinosaurs"] },
      { factions: ["ninjas", "wizards"] },
      { factions: ["pirates", "zombies"] },
    ],
    options: { maxTurns: 30 },
  });

  for (const seed of [3, 17, 101, 2026]) {
    it(`seed ${seed}: the state after an undo is the state saved then; the same draws come again`, () => {
      const e = Engine.start(setup(seed));
      const rng = makeChooserRng(seed * 7);
      const decisions: DecisionRecord[] = [];
      const states: string[] = [serialize(e.g)];
      const traces: DecisionTrace[] = [];
      while (e.prompt && decisions.length < 120) {
        const p = e.prompt;
        const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
        const { result, trace } = submitTraced(e, d);
        expect(result.ok).toBe(true);
        decisions.push(d);
        traces.push(trace);
        states.push(serialize(e.g));
      }
      // The traces of a live game are those of its replay from the setup (what the bot computes).
      expect(traceGame(setup(seed), decisions)).toEqual(traces);
      // The first decision that revealed something: undoing it alone is never free.
      const i = traces.findIndex((t) => t.reveals);
      expect(i).toBeGreaterThanOrEqual(0);
      const seat = (traces[i] as DecisionTrace).seat;
      const verdict = undoVerdict(traces.slice(0, i + 1), seat);
      expect(verdict).toMatchObject({ ok: true, free: false, revealed: true });
      if (!verdict.ok) return;
      // Consented: the game replays to the kept decisions, exactly as it was saved at that point.
      const back = Engine.replay(setup(seed), decisions.slice(0, verdict.keep));
      expect(serialize(back.g)).toBe(states[verdict.keep]);
      // Taking the same decision again draws the same cards: nothing is re-rolled.
      const again = decisions[verdict.keep] as DecisionRecord;
      expect(back.submit(again)).toEqual({ ok: true });
      expect(serialize(back.g)).toBe(states[verdict.keep + 1]);
    });
  }
});

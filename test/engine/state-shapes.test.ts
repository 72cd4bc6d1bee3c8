// The state's records keep the same fields, in the same order, from creation to the end of a game
// (issue 22): a field written only later (a card entering play, the first scoring, the turn's first
// action) gave those objects another hidden class in V8, and the engine's hottest reads (a card's
// zone or controller, the turn's phase) saw several, at a measurable cost per game. Unset fields
// stay undefined, which JSON leaves out: saved games do not change.

import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";

describe("state records keep their fields (issue 22)", () => {
  it("every card, the game and the turn have the same keys at every decision of seeded games", () => {
    const keys = { card: new Set<string>(), game: new Set<string>(), turn: new Set<string>() };
    let scored = false;
    let actions = false;
    for (let i = 0; i < 3; i++) {
      const rng = makeChooserRng(31 + i);
      const e = Engine.start(randomSetup(6200 + i, 4, ["core"], 400));
      for (let p = e.prompt; p; p = e.prompt) {
        e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
        for (const c of e.g.cards) keys.card.add(Object.keys(c).join());
        keys.game.add(Object.keys(e.g).join());
        keys.turn.add(Object.keys(e.g.turn).join());
        scored ||= e.g.scoringStep !== undefined;
        actions ||= e.g.turn.playedActions !== undefined;
      }
    }
    // The games went through what used to add fields: minions in play, scorings, actions played.
    expect(scored).toBe(true);
    expect(actions).toBe(true);
    expect([...keys.card]).toHaveLength(1);
    expect([...keys.game]).toHaveLength(1);
    expect([...keys.turn]).toHaveLength(1);
  }, 60_000); // three 4-player games: generous on a loaded machine

  it("the unset fields are left out of a saved game", () => {
    const e = Engine.start(randomSetup(6300, 2, ["core"], 400));
    const saved = JSON.parse(serialize(e.g));
    expect("uses" in saved.cards[0]).toBe(false);
    expect("memo" in saved.cards[0]).toBe(false);
    expect("scoringStep" in saved).toBe(false);
  });

  it("a game resumed from its saved text has a played game's keys and state", () => {
    // Issue 22 (src/bench/replay-micros.ts): JSON.parse's objects, without the unset fields, made
    // the engine's code deoptimise on a resumed game and stay slower for every game after it.
    const rng = makeChooserRng(41);
    const e = Engine.start(randomSetup(6400, 4, ["core"], 400), { snapshots: true, snapshotEvery: 40 });
    let resumed = 0;
    for (let p = e.prompt; p; p = e.prompt) {
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      const checkpoint = e.takeCheckpoint();
      if (!checkpoint) continue;
      const r = Engine.resume(checkpoint.state, [], checkpoint.decisions);
      expect(serialize(r.g)).toBe(serialize(e.g));
      expect(Object.keys(r.g)).toEqual(Object.keys(e.g));
      expect(Object.keys(r.g.turn)).toEqual(Object.keys(e.g.turn));
      expect(Object.keys(r.g.options)).toEqual(Object.keys(e.g.options));
      for (const c of r.g.cards) expect(Object.keys(c)).toEqual(Object.keys(e.g.cards[0] ?? {}));
      expect(r.prompt).toEqual(e.prompt);
      resumed++;
    }
    expect(resumed).toBeGreaterThan(2);
  }, 60_000);
});

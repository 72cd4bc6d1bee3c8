// Issue 22 (cold clicks): the game service writes a game's state as its snapshot when the game
// leaves the hot path (idle, evicted, the process stopping), not during play. The engine then
// serialises the state of its latest quiet point while it still stands at the main prompt raised
// there (`quietState`): the text must be the very one a checkpoint taken at that quiet point holds,
// and resuming it must give the live game (same prompt id, same state), at every such point of
// seeded games of every box, with decisions, concessions and standing orders among them.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { type DecisionRecord, Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameSetup } from "../../src/engine/types.ts";

const BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

/** Plays `setup` with two engines in step: the bot's (every 80) and one serialising every quiet point. */
function compareAtEveryQuietPoint(setup: GameSetup, chooserSeed: number, cap = 1500) {
  const bot = Engine.start(setup, { snapshots: true, snapshotEvery: 80 });
  const every = Engine.start(setup, { snapshots: true, snapshotEvery: 1 });
  const rng = makeChooserRng(chooserSeed);
  const log: DecisionRecord[] = [];
  const seen = { quiet: 0, notQuiet: 0, resumed: 0 };
  for (let n = 0; bot.prompt && n < cap; n++) {
    const p = bot.prompt;
    // Now and then a standing order or (late) a player leaving: decisions that are not answers.
    const roll = rng.int(1000);
    let d: DecisionRecord;
    if (roll < 30) d = { seat: p.seat, autoPass: rng.int(2) === 0 };
    else if (roll < 34 && n > 200 && bot.g.players.filter((x) => !x.out).length > 2)
      d = { seat: p.seat, leave: true };
    else d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    expect(bot.submit(d)).toEqual({ ok: true });
    expect(every.submit(d)).toEqual({ ok: true });
    log.push(d);
    bot.takeCheckpoint();
    const checkpoint = every.takeCheckpoint();
    const due = bot.quietStateDue;
    const state = bot.quietState();
    expect(state !== null).toBe(due);
    if (!state) {
      // Not at a fresh quiet point: nothing to hand out there, else the same point as the other engine's.
      if (checkpoint === null || bot.decisions === 0) seen.notQuiet++;
      continue;
    }
    seen.quiet++;
    expect(checkpoint).not.toBeNull();
    expect(state.decisions).toBe(bot.decisions);
    expect(state.state === checkpoint?.state).toBe(true);
    // Serialising it changed nothing of the live engine.
    expect(serialize(bot.g) === serialize(every.g)).toBe(true);
    if (seen.quiet % 5 === 1) {
      const resumed = Engine.resume(state.state, [], state.decisions, { snapshots: true, snapshotEvery: 80 });
      expect(serialize(resumed.g) === serialize(bot.g)).toBe(true);
      expect(resumed.prompt).toEqual(bot.prompt);
      seen.resumed++;
    }
    // Written: not handed out again until a decision moves the game on.
    bot.snapshotStored(state.decisions);
    expect(bot.quietStateDue).toBe(false);
    expect(bot.quietState()).toBeNull();
  }
  // The whole game replays to the same state.
  expect(serialize(Engine.replay(setup, log).g) === serialize(bot.g)).toBe(true);
  return seen;
}

describe("the state of the latest quiet point, serialised when the game goes idle", () => {
  it("is the quiet point's checkpoint, at every main prompt raised right after one (all boxes, several seeds)", {
    timeout: 120_000,
  }, () => {
    const totals = { quiet: 0, notQuiet: 0, resumed: 0 };
    const setups = [
      randomSetup(4601, 4, BOXES, 400),
      randomSetup(4602, 3, BOXES, 400),
      randomSetup(4603, 2, ["core"], 400),
      randomSetup(4604, 4, ["core", "monster-smash"], 400),
      randomSetup(4605, 3, ["culture-shock", "big-geeky-box"], 400),
    ];
    for (const [i, setup] of setups.entries()) {
      const seen = compareAtEveryQuietPoint(setup, 460 + i);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += seen[key];
    }
    expect(totals.quiet).toBeGreaterThan(300);
    expect(totals.resumed).toBeGreaterThan(50);
    expect(totals.notQuiet).toBeGreaterThan(100);
  });

  it("hands nothing out at the start, mid-effect, after a standing order, or once the game is over", () => {
    const setup = randomSetup(4610, 3, BOXES, 400);
    const e = Engine.start(setup, { snapshots: true, snapshotEvery: 80 });
    expect(e.quietState()).toBeNull();
    const rng = makeChooserRng(4610);
    let midEffect = 0;
    while (e.prompt) {
      const p = e.prompt;
      if (p.kind !== "main" && e.quietState() === null) midEffect++;
      if (p.kind !== "main") expect(e.quietState()).toBeNull();
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      e.takeCheckpoint();
      if (e.prompt?.kind === "main" && e.quietStateDue) {
        // A standing order changes the state after the quiet point: no longer the quiet point's.
        expect(e.submit({ seat: e.prompt.seat, autoPass: true })).toEqual({ ok: true });
        expect(e.quietState()).toBeNull();
      }
    }
    expect(midEffect).toBeGreaterThan(10);
    expect(e.over).toBe(true);
    expect(e.quietState()).toBeNull();
  });
});

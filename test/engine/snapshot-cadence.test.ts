// The engine serialises its state at quiet points only as often as its caller asks (issue 14:
// the bot snapshots every SNAPSHOT_EVERY decisions), hands each snapshot out once, and a snapshot
// taken anywhere restores the same game as the decisions before it.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { type DecisionRecord, Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameSetup } from "../../src/engine/types.ts";

const setup: GameSetup = {
  seed: 7,
  players: [
    { factions: ["aliens", "dinosaurs"] },
    { factions: ["robots", "pirates"] },
    { factions: ["ninjas", "zombies"] },
  ],
  options: { maxTurns: 400 },
};

describe("snapshots every n decisions", () => {
  it("serialises only once n decisions were taken since the last snapshot handed out, and hands each out once", () => {
    const every = 10;
    const e = Engine.start(setup, { snapshots: true, snapshotEvery: every });
    const rng = makeChooserRng(3);
    const log: DecisionRecord[] = [];
    const taken: { decisions: number; state: string }[] = [];
    let last = 0;
    while (e.prompt && log.length < 300) {
      const p = e.prompt;
      const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
      expect(e.submit(d)).toEqual({ ok: true });
      log.push(d);
      const checkpoint = e.takeCheckpoint();
      if (!checkpoint) continue;
      expect(checkpoint.decisions).toBe(e.decisions);
      expect(checkpoint.decisions - last).toBeGreaterThanOrEqual(every);
      // Handed out once: the engine no longer holds the string.
      expect(e.takeCheckpoint()).toBeNull();
      expect(e.checkpoint?.state).toBe("");
      taken.push({ decisions: checkpoint.decisions, state: checkpoint.state });
      last = checkpoint.decisions;
    }
    expect(taken.length).toBeGreaterThan(3);
    // Far fewer snapshots than quiet points (a main prompt every few decisions).
    expect(taken.length).toBeLessThanOrEqual(Math.ceil(log.length / every));
    // Each snapshot plus the decisions after it is the game as a full replay gives it.
    for (const { decisions, state } of taken) {
      const resumed = Engine.resume(state, log.slice(decisions), decisions);
      const replayed = Engine.replay(setup, log);
      expect(serialize(resumed.g) === serialize(replayed.g)).toBe(true);
      expect(resumed.prompt).toEqual(replayed.prompt);
    }
  });

  it("does not serialise again the state it resumes from", () => {
    const e = Engine.start(setup, { snapshots: true });
    const rng = makeChooserRng(4);
    let state: string | null = null;
    for (let i = 0; i < 200 && e.prompt; i++) {
      const p = e.prompt;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
      if (i > 20 && e.quiet && e.checkpoint) {
        state = e.checkpoint.state;
        break;
      }
    }
    if (!state) throw new Error("no quiet point reached");
    const resumed = Engine.resume(state, [], e.decisions, { snapshots: true, snapshotEvery: 5 });
    expect(resumed.checkpoint).toBeNull();
    expect(resumed.takeCheckpoint()).toBeNull();
  });
});

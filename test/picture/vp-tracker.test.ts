// The final chart without a replay: the VP gains read off the log after each decision (as the
// announcer does at every publish) must give exactly the chart the replay of the whole game gives,
// and a game not followed from its first line, or whose lines were missed, must say so (null: the
// caller replays it).

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import type { DecisionRecord } from "../../src/engine/engine.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { vpHistory } from "../../src/picture/index.ts";
import { VpTracker } from "../../src/picture/vp-tracker.ts";

/** A seeded random game played to its end, `look` called after every decision. */
function play(seed: number, players: number, boxes: string[], look: (engine: Engine, n: number) => void) {
  const setup = randomSetup(seed, players, boxes, 300);
  const engine = Engine.start(setup);
  const rng = makeChooserRng(seed ^ 0x2b2b);
  const decisions: DecisionRecord[] = [];
  look(engine, 0);
  while (engine.prompt) {
    const p = engine.prompt;
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    engine.submit(d);
    decisions.push(d);
    look(engine, decisions.length);
  }
  return { setup, engine, decisions };
}

describe("VpTracker", () => {
  it("gives the replay's chart when it looked after every decision (2, 3 and 4 players)", () => {
    for (const [seed, players, boxes] of [
      [3, 2, ["core"]],
      [4, 3, ["core", "monster-smash"]],
      [11, 4, ["core", "culture-shock", "monster-smash", "big-geeky-box"]],
    ] as const) {
      const tracker = new VpTracker();
      const { setup, engine, decisions } = play(seed, players, [...boxes], (e) => tracker.observe("g", e.g));
      const replayed = vpHistory(Engine.history(setup, decisions), players);
      const followed = tracker.history("g", players);
      expect(followed).toEqual(replayed);
      expect(followed?.series.map((s) => s.at(-1))).toEqual(engine.g.players.map((p) => p.vp));
      expect(engine.g.players.some((p) => p.vp > 0)).toBe(true);
    }
  });

  it("drops the gains of lines an undo took back and reads the replayed lines again", () => {
    const tracker = new VpTracker();
    const seen: { decisions: number; logSeq: number }[] = [];
    const { setup, decisions } = play(11, 4, ["core"], (e, n) => {
      tracker.observe("g", e.g);
      seen.push({ decisions: n, logSeq: e.g.logSeq });
    });
    // Undo to the decision after the first scoring (some gains were read past it), then play on.
    const full = vpHistory(Engine.history(setup, decisions), 4);
    const back = Math.floor(decisions.length / 2);
    const rewound = Engine.replay(setup, decisions.slice(0, back));
    expect(rewound.g.logSeq).toBeLessThan(seen.at(-1)?.logSeq ?? 0);
    tracker.observe("g", rewound.g);
    expect(tracker.history("g", 4)).toEqual(vpHistory(Engine.history(setup, decisions.slice(0, back)), 4));
    for (const d of decisions.slice(back)) {
      rewound.submit(d);
      tracker.observe("g", rewound.g);
    }
    expect(tracker.history("g", 4)).toEqual(full);
  });

  it("has no chart for a game first seen mid-game or whose lines were missed", () => {
    const late = new VpTracker();
    const missed = new VpTracker();
    play(4, 3, ["core"], (e, n) => {
      if (e.g.logSeq > e.g.log.length) late.observe("g", e.g);
      // Looked at once at the start, then only at the end: hundreds of lines missed.
      if (n === 0) missed.observe("g", e.g);
      if (!e.prompt) missed.observe("g", e.g);
    });
    expect(late.history("g", 3)).toBeNull();
    expect(missed.history("g", 3)).toBeNull();
    expect(new VpTracker().history("unknown", 3)).toBeNull();
  });

  it("forgets the games looked at least recently beyond its size", () => {
    const tracker = new VpTracker(2);
    const g = { log: [], logSeq: 0, players: [{}, {}] };
    tracker.observe("a", g);
    tracker.observe("b", g);
    tracker.observe("a", g);
    tracker.observe("c", g);
    expect(tracker.history("a", 2)).not.toBeNull();
    expect(tracker.history("b", 2)).toBeNull();
    expect(tracker.history("c", 2)).not.toBeNull();
  });
});

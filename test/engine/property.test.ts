// Property tests over decision sequences (fast-check): whatever legal answers the players give,
// the invariants hold after every step, the game can always go on, and replaying the decision log
// rebuilds the same game. When a property fails, fast-check shrinks the game to the shortest
// sequence of choices that still fails, which a plain random simulation cannot do.

import "../../cards/index.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DecisionRecord, Engine, serialize } from "../../src/engine/engine.ts";
import { checkInvariants } from "../../src/engine/invariants.ts";
import { randomSetup } from "../../src/engine/simulate.ts";
import type { Prompt } from "../../src/engine/types.ts";

/** A legal answer built from arbitrary numbers: how many options, then which ones. */
function answerFrom(p: Prompt, picks: number[]): string[] {
  const ids = p.options.map((o) => o.id);
  const count = p.min + ((picks[0] ?? 0) % (p.max - p.min + 1));
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(ids.splice((picks[i + 1] ?? 0) % ids.length, 1)[0] as string);
  return out;
}

const game = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.integer({ min: 2, max: 4 }),
  choices: fc.array(fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 400,
  }),
});

describe("any sequence of legal decisions", () => {
  it("keeps every invariant, always offers a legal answer, and replays to the same game", () => {
    fc.assert(
      fc.property(game, ({ seed, players, choices }) => {
        const setup = randomSetup(seed, players, ["core"], 200);
        const engine = Engine.start(setup);
        const log: DecisionRecord[] = [];
        for (const picks of choices) {
          const p = engine.prompt;
          if (!p) break;
          expect(checkInvariants(engine.g, p, p.kind === "main")).toEqual([]);
          expect(p.options.length).toBeGreaterThanOrEqual(p.min);
          const d = { seat: p.seat, prompt: p.id, choice: answerFrom(p, picks) };
          expect(engine.submit(d)).toEqual({ ok: true });
          log.push(d);
        }
        expect(checkInvariants(engine.g, engine.prompt)).toEqual([]);
        expect(serialize(Engine.replay(setup, log).g)).toBe(serialize(engine.g));
      }),
      { numRuns: 60 },
    );
  });

  it("can be resumed from any quiet snapshot plus the decisions since", () => {
    fc.assert(
      fc.property(game, ({ seed, players, choices }) => {
        const setup = randomSetup(seed, players, ["core"], 200);
        const engine = Engine.start(setup, { snapshots: true });
        const log: DecisionRecord[] = [];
        for (const picks of choices) {
          const p = engine.prompt;
          if (!p) break;
          const d = { seat: p.seat, prompt: p.id, choice: answerFrom(p, picks) };
          engine.submit(d);
          log.push(d);
        }
        const cp = engine.checkpoint;
        if (!cp) return;
        const resumed = Engine.resume(cp.state, log.slice(cp.decisions), cp.decisions);
        expect(resumed.prompt).toEqual(engine.prompt);
        expect(serialize(resumed.g)).toBe(serialize(engine.g));
      }),
      { numRuns: 60 },
    );
  });
});

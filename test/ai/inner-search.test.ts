// Hard's search of its answers inside effects (issue 23, stop 40; knob `innerSearch`, off by
// default): a sample of the engine's latest quiet state (EngineOptions.trail), replayed to the same
// prompt, compares the policy's answer with the next best ones as Hard compares plays.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { BOXES } from "../../cards/index.ts";
import { rememberedInHands } from "../../src/ai/determinize.ts";
import { aiDecide, HARD_BUDGET } from "../../src/ai/index.ts";
import { innerStats, replayable } from "../../src/ai/inner-search.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { validateChoice } from "../../src/engine/flow.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { GameState } from "../../src/engine/types.ts";
import { playerView } from "../../src/engine/view.ts";
import { permuteHidden } from "../kits/permute-hidden.ts";

const ALL_BOXES = BOXES.map((b) => b.id);
/** A small budget (Normal-like rivals off): the tests check legality and honesty, not strength. */
const ON = { budget: { innerSearch: true, iterations: 6, width: 2, oppLookahead: 0 } };

/** Inner prompts of seeded random games with the trail on (one answer at most, 2+ options). */
function* innerPositions(games: number, seed: number): Generator<Engine> {
  for (let s = 0; s < games; s++) {
    const e = Engine.start(randomSetup(seed + s, 4, ALL_BOXES, 40), { trail: true });
    const rng = makeChooserRng(s);
    for (let step = 0; e.prompt && step < 300; step++) {
      const p = e.prompt;
      if (p.kind !== "main" && p.kind !== "order" && p.max === 1 && p.options.length > 1) yield e;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
  }
}

describe("Hard's innerSearch knob", () => {
  it("is off by default, and without the engine's trail the policy answers", () => {
    expect(HARD_BUDGET.innerSearch ?? false).toBe(false);
    for (const e of innerPositions(1, 4800)) {
      const p = e.prompt as NonNullable<Engine["prompt"]>;
      const plain = Engine.resume(
        e.trail()?.state as string,
        e.trail()?.since ?? [],
        e.trail()?.decisions ?? 0,
      );
      expect(aiDecide(plain, p.seat, "hard", 3, ON)).toEqual(aiDecide(plain, p.seat, "hard", 3));
    }
  });

  it("answers legally and reproducibly, and otherwise than the policy somewhere", () => {
    let n = 0;
    let differed = 0;
    const before = { ...innerStats };
    for (const e of innerPositions(3, 4810)) {
      if (n >= 30) break;
      const p = e.prompt as NonNullable<Engine["prompt"]>;
      const a = aiDecide(e, p.seat, "hard", 7, ON);
      expect(validateChoice(p, p.seat, a)).toBeNull();
      expect(aiDecide(e, p.seat, "hard", 7, ON)).toEqual(a);
      if (JSON.stringify(a) !== JSON.stringify(aiDecide(e, p.seat, "hard", 7))) differed++;
      n++;
    }
    expect(n).toBeGreaterThan(20);
    expect(innerStats.searched - before.searched).toBeGreaterThan(10);
    expect(differed).toBeGreaterThan(0);
  });

  it("decides the same when other players' hidden cards at the quiet point are permuted; an all-seeing Hard does not", () => {
    let positions = 0;
    let cheatChanged = 0;
    for (const e of innerPositions(4, 4820)) {
      if (positions >= 12) break;
      const p = e.prompt as NonNullable<Engine["prompt"]>;
      const t = e.trail();
      if (!t || t.since.length === 0 || !replayable(e.g, p.seat, t.since)) continue;
      const quiet = JSON.parse(t.state) as GameState;
      const keep = [...(p.shown ?? []), ...rememberedInHands(quiet, p.seat).keys()];
      let other: Engine;
      try {
        other = Engine.resume(permuteHidden(quiet, p.seat, positions + 1, keep), t.since, t.decisions, {
          trail: true,
        });
      } catch {
        continue;
      }
      const real = Engine.resume(t.state, t.since, t.decisions, { trail: true });
      // Only permutations the seat cannot tell from the real game (the same view now).
      const view = (x: Engine) => JSON.stringify(playerView(x.g, x.prompt, p.seat));
      if (view(other) !== view(real)) continue;
      expect(aiDecide(other, p.seat, "hard", 5, ON)).toEqual(aiDecide(real, p.seat, "hard", 5, ON));
      const cheat = { budget: { ...ON.budget, cheat: true } };
      if (
        JSON.stringify(aiDecide(other, p.seat, "hard", 5, cheat)) !==
        JSON.stringify(aiDecide(real, p.seat, "hard", 5, cheat))
      )
        cheatChanged++;
      positions++;
    }
    expect(positions).toBeGreaterThan(8);
    expect(cheatChanged).toBeGreaterThan(0);
  });
});

// Hard's honesty with a knob on (test kit for the AI's knob tests, issue 23): on random 4-player
// play phases, the hidden cards the seat can't see dealt again at random must change none of its
// answers, while an all-seeing Hard's answers do change (so the check can fail for the right reason).

import { expect } from "vitest";
import { rememberedInHands } from "../../src/ai/determinize.ts";
import { aiDecide } from "../../src/ai/index.ts";
import type { SearchBudget } from "../../src/ai/search.ts";
import { Engine } from "../../src/engine/engine.ts";
import type { GameState } from "../../src/engine/types.ts";
import { mainPositions } from "./ai-positions.ts";
import { permuteHidden } from "./permute-hidden.ts";

/** Checks Hard with `budget` on `n` positions (seeds from `seedBase`), two permutations each;
 * returns how many were checked and how many an all-seeing Hard's first answer changed on. */
export function checkHonest(
  budget: Partial<SearchBudget>,
  n: number,
  seedBase: number,
): { positions: number; cheatChanged: number } {
  const on = { budget };
  const cheat = { budget: { ...budget, cheat: true } };
  let positions = 0;
  let cheatChanged = 0;
  for (const [s, e] of mainPositions(n, 4, seedBase).entries()) {
    const p = e.prompt;
    if (!p) continue;
    const real = Engine.fromState(JSON.parse(JSON.stringify(e.g)) as GameState);
    for (let k = 0; k < 2; k++) {
      const permuted = permuteHidden(e.g, p.seat, 53 * s + k, [...rememberedInHands(e.g, p.seat).keys()]);
      const other = Engine.fromState(permuted);
      expect(other.prompt?.options).toEqual(real.prompt?.options);
      expect(aiDecide(other, p.seat, "hard", 13, on), `position ${s}`).toEqual(
        aiDecide(real, p.seat, "hard", 13, on),
      );
      if (aiDecide(other, p.seat, "hard", 13, cheat)[0] !== aiDecide(real, p.seat, "hard", 13, cheat)[0])
        cheatChanged++;
      positions++;
    }
  }
  return { positions, cheatChanged };
}

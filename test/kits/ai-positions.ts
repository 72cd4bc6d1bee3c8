// Positions for the AI's search tests: main prompts with at least three plays, reached by random
// legal play from seeded all-box games (the seed series keeps each test file's positions its own).

import "../../cards/index.ts";
import { BOXES } from "../../cards/index.ts";
import { HARD_BUDGET } from "../../src/ai/index.ts";
import { type SearchBudget, sampledSearch, stats } from "../../src/ai/search.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";

export const ALL_BOXES = BOXES.map((b) => b.id);

/** `n` main prompts with at least three plays, from random games of `players` seeded `seedBase + s`. */
export function mainPositions(n: number, players: number, seedBase: number): Engine[] {
  const out: Engine[] = [];
  for (let s = 0; out.length < n && s < 4 * n; s++) {
    const e = Engine.start(randomSetup(seedBase + s, players, ALL_BOXES, 40));
    const rng = makeChooserRng(s);
    for (let i = 0; i < 30 + 7 * s || e.prompt?.kind !== "main"; i++) {
      const p = e.prompt;
      if (!p) break;
      e.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    }
    if (e.prompt?.kind === "main" && e.prompt.options.length >= 3) out.push(e);
  }
  return out;
}

/** Few samples and two candidates: the knob tests check what is compared, not strength. */
export const SMALL_HARD: SearchBudget = { ...HARD_BUDGET, iterations: 4, width: 2 };

/** Hard's sampled search at `e`'s prompt: its answer and the playouts it ran. */
export function sampledWork(e: Engine, b: SearchBudget, seed = 42): { id: string; playouts: number } {
  const p = e.prompt;
  if (!p) throw new Error("no prompt");
  const p0 = stats.playouts;
  const id = sampledSearch(e.g, p, seed, b);
  return { id, playouts: stats.playouts - p0 };
}

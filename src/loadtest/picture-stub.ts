// A picture renderer that draws nothing, for the load test (`--picture-renderer stub`): what the
// pictures cost the main thread itself (building and hashing jobs, the picture queue and budget,
// the picture edits sent) apart from what a drawing thread running beside it costs the main
// thread on a 2-core machine (the cores, caches and memory it shares). Each "drawing" takes
// STUB_DRAWING_MS of wall time on a timer (no CPU) and charges the budget as much CPU, so the budget gives as
// many turns as to drawings of that cost, and answers a fixed image of a board's usual size.

import { type BudgetOptions, DrawingBudget } from "../picture/budget.ts";
import type { DrawnPicture } from "../picture/draw-job.ts";
import type { PictureRenderer } from "../picture/pool.ts";

/** A drawing's CPU in the load test's compare runs (11.8 ms on average, stop 36). */
export const STUB_DRAWING_MS = 12;
/** A board picture's bytes, about (docs/pictures: 40–110 KB). */
const STUB_BYTES = 60_000;

export function stubPictureRenderer(budget: Omit<BudgetOptions, "concurrency">): PictureRenderer {
  const drawingBudget = new DrawingBudget({ ...budget, concurrency: 2 });
  return {
    budget: drawingBudget,
    async render(job) {
      await new Promise((resolve) => setTimeout(resolve, STUB_DRAWING_MS));
      drawingBudget.spend(STUB_DRAWING_MS);
      const picture: DrawnPicture = {
        bytes: new Uint8Array(STUB_BYTES),
        name: job.kind === "final" ? "final.png" : "board.png",
        width: 1200,
        height: 900,
        cpuMs: STUB_DRAWING_MS,
      };
      return picture;
    },
    async warm() {},
    async close() {},
  };
}

// A picture job as the picture pool's workers draw it (./worker.ts), and the inline renderer: the
// drawing (./draw.ts), after rebuilding the final picture's VP chart when the job carries the
// game's decisions instead of the chart (`replay`: the replay is CPU the main thread must not spend).

import type { Picture, PictureJob } from "./draw.ts";
import { drawPicture } from "./draw.ts";
import type { VpReplay } from "./vp-replay.ts";

/** A job, with what its VP chart is rebuilt from (final pictures). */
export interface PictureTask extends PictureJob {
  /**
   * The game's setup and decisions: the chart's series are replayed from them where the job is
   * drawn (the model's `chart` holds its texts and an empty series meanwhile).
   */
  replay?: VpReplay;
}

/**
 * The drawn picture; `chartFailed` says why a final picture goes without its chart, `cpuMs` what
 * the drawing cost the thread that drew it, `thread` that thread's own clock (set by the pool's
 * workers; the load test sums a worker's whole CPU, its start-up and collections included).
 */
export type DrawnPicture = Picture & { chartFailed?: string; cpuMs?: number; thread?: DrawingThread };

/** The worker thread that drew a picture, as its clock read after the drawing. */
export interface DrawingThread {
  /** The worker's id (worker_threads' threadId). */
  id: number;
  /** The thread's CPU ms since it started (loading the drawing and fonts included). */
  cpuMs: number;
  /** The thread's CPU ms before its first drawing: its start-up. */
  startupCpuMs: number;
}

/**
 * A task that draws nothing: the worker loads what a drawing needs (the canvas, the fonts) and
 * answers null. A pool warmed with it draws its first picture without that start-up.
 */
export interface WarmUp {
  warm: true;
}

export const WARM_UP: WarmUp = { warm: true };

export async function drawTask(task: PictureTask): Promise<DrawnPicture> {
  const { replay, ...job } = task;
  if (!replay || !job.model.chart) return drawPicture(job);
  try {
    // Loaded at the first final picture only: it registers every card.
    const { replayVpHistory } = await import("./vp-replay.ts");
    const { series } = replayVpHistory(replay);
    return drawPicture({ ...job, model: { ...job.model, chart: { ...job.model.chart, series } } });
  } catch (error) {
    const { chart: _, ...model } = job.model;
    return { ...drawPicture({ ...job, model }), chartFailed: (error as Error).message ?? String(error) };
  }
}

// What the pictures cost in a load test pass (issue 24): the drawings made (boards and final
// pictures) beside the picture edits sent (the stub counts those: `channel:picture`), and the
// drawing threads' CPU, split into the drawings themselves and the rest of the threads' lives
// (start-up: tsx, the canvas, the fonts; collections between drawings). The main thread's CPU and
// the whole process's are read by the pass itself: what is left is the other threads' (V8's
// helpers, libuv's), which pictures may add to as well.

import type { DrawnPicture } from "../picture/draw-job.ts";
import type { PictureRenderer } from "../picture/pool.ts";

export interface PictureCounts {
  /** Drawings finished, of boards and of game-over (final) pictures. */
  drawnBoards: number;
  drawnFinals: number;
  /** Of those, the drawings finished while the games were played (the rest: after the last click). */
  drawnWhilePlayed: number;
  /** The drawings' CPU while the games were played (what competed with the clicks). */
  drawCpuMsWhilePlayed: number;
  /**
   * Drawings started in the first second of the pass's drawing (from its first drawing's start: the
   * lobbies before it have no board) and their CPU: what the budget's burst lets through at once,
   * beside the rest of the pass (issue 24: short passes lose more), and when that first drawing
   * started (ms from the pass's first lobby step; -1: none).
   */
  startedFirstSecond: number;
  drawCpuMsFirstSecond: number;
  firstDrawingAtMs: number;
  /** Drawings that failed (the text board stood). */
  failed: number;
  /** The drawing threads' CPU inside the drawings (the workers' own clocks), by kind. */
  drawBoardCpuMs: number;
  drawFinalCpuMs: number;
  /** Encoded bytes handed to the uploads. */
  bytes: number;
  /** The drawing threads' whole CPU up to their last drawing, and its part before their first drawing. */
  workerThreadsCpuMs: number;
  workerStartupCpuMs: number;
}

export function emptyPictureCounts(): PictureCounts {
  return {
    drawnBoards: 0,
    drawnFinals: 0,
    drawnWhilePlayed: 0,
    drawCpuMsWhilePlayed: 0,
    startedFirstSecond: 0,
    drawCpuMsFirstSecond: 0,
    firstDrawingAtMs: -1,
    failed: 0,
    drawBoardCpuMs: 0,
    drawFinalCpuMs: 0,
    bytes: 0,
    workerThreadsCpuMs: 0,
    workerStartupCpuMs: 0,
  };
}

/**
 * `renderer`, counting what it draws into the returned `counts` (the workers' totals are their
 * last readings, summed when `finish` is called, before the pool closes).
 */
export function countingRenderer(renderer: PictureRenderer): {
  renderer: PictureRenderer;
  counts: PictureCounts;
  /** The pass's clock starts (its first lobby step); the first second of its drawings is counted apart. */
  begin(): void;
  /** The games are played (their last click answered): the drawings so far are counted apart. */
  played(): void;
  finish(): void;
} {
  const counts = emptyPictureCounts();
  const threads = new Map<number, NonNullable<DrawnPicture["thread"]>>();
  let playing = true;
  let begunAt: number | null = null;
  let firstAt: number | null = null;
  return {
    counts,
    renderer: {
      ...renderer,
      async render(job) {
        const now = performance.now();
        if (begunAt !== null && firstAt === null) {
          firstAt = now;
          counts.firstDrawingAtMs = Math.round(now - begunAt);
        }
        const early = firstAt !== null && now - firstAt < 1000;
        if (early) counts.startedFirstSecond += 1;
        let picture: DrawnPicture;
        try {
          picture = await renderer.render(job);
        } catch (error) {
          counts.failed += 1;
          throw error;
        }
        const cpuMs = picture.cpuMs ?? 0;
        if (job.kind === "final") {
          counts.drawnFinals += 1;
          counts.drawFinalCpuMs += cpuMs;
        } else {
          counts.drawnBoards += 1;
          counts.drawBoardCpuMs += cpuMs;
        }
        counts.bytes += picture.bytes.byteLength;
        if (early) counts.drawCpuMsFirstSecond += cpuMs;
        if (playing) {
          counts.drawnWhilePlayed += 1;
          counts.drawCpuMsWhilePlayed += cpuMs;
        }
        if (picture.thread) {
          const known = threads.get(picture.thread.id);
          if (!known || known.cpuMs < picture.thread.cpuMs) threads.set(picture.thread.id, picture.thread);
        }
        return picture;
      },
    },
    begin() {
      begunAt = performance.now();
    },
    played() {
      playing = false;
    },
    finish() {
      counts.workerThreadsCpuMs = 0;
      counts.workerStartupCpuMs = 0;
      for (const thread of threads.values()) {
        counts.workerThreadsCpuMs += thread.cpuMs;
        counts.workerStartupCpuMs += thread.startupCpuMs;
      }
    },
  };
}

export function addPictureCounts(into: PictureCounts, add: PictureCounts): void {
  const first = [into.firstDrawingAtMs, add.firstDrawingAtMs].filter((at) => at >= 0);
  for (const key of Object.keys(into) as (keyof PictureCounts)[]) into[key] += add[key];
  // A moment, not an amount: the earliest of the two (-1: none).
  into.firstDrawingAtMs = first.length > 0 ? Math.min(...first) : -1;
}

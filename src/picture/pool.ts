// Runs the drawing (./index.ts drawPicture, CPU-bound) on worker threads, so a render never holds
// the event loop that answers clicks. One pool per process, closed with the bot.

import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { typescriptWorker } from "../threads/typescript-worker.ts";
import { type BudgetOptions, DrawingBudget } from "./budget.ts";
import { type DrawnPicture, drawTask, type PictureTask, WARM_UP } from "./draw-job.ts";

/**
 * What the announcer needs of a renderer: a job in, the encoded picture out (or a rejection). A
 * final job may carry the game's decisions (`replay`): its VP chart is rebuilt where it is drawn.
 */
export interface PictureRenderer {
  render(job: PictureTask): Promise<DrawnPicture>;
  close(): Promise<void>;
  /**
   * The drawings' CPU budget (./budget.ts): whoever renders takes a turn first, and the pool
   * charges each drawing's CPU to it. Absent: every render starts at once.
   */
  budget?: DrawingBudget;
  /**
   * Resolves once every thread has loaded the drawing and its fonts (started with the pool, in the
   * background): what the load test waits for before its clock starts, as the bot's workers are
   * up long before its games. Absent: nothing to load.
   */
  warm?(): Promise<void>;
}

/**
 * Threads by default: one per core beyond the one the event loop needs, at least one. On the
 * 2-core machine this bot targets that is 1: renders queue in the pool (the announcer coalesces
 * them per game) rather than compete with the main thread for the second core.
 */
export function defaultPictureThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/**
 * The workers' nice value: the lowest priority, and on Linux the idle scheduling class besides. A
 * picture may wait a moment; a click's answer (the main thread) and the database (another process
 * on the same cores) may not.
 */
export const PICTURE_NICE = 19;

export function picturePool(
  threads = defaultPictureThreads(),
  /**
   * `nice`: the workers' nice value (null: the process's; absent: PICTURE_NICE). `budget`: the
   * drawings' share of one core and burst (./budget.ts; defaults PICTURE_CPU_SHARE and
   * PICTURE_BURST_MS), null for none.
   */
  options: { nice?: number | null; budget?: Omit<BudgetOptions, "concurrency"> | null } = {},
): PictureRenderer {
  const nice = options.nice === undefined ? PICTURE_NICE : options.nice;
  const pool = new Piscina({
    // The process's priority (nice null) means no idle class either: the load test compares them.
    ...typescriptWorker(new URL("./worker.ts", import.meta.url), nice === null ? {} : { nice, idle: true }),
    // Tasks arrive as messages, and the worker's event loop turns between them. With Piscina's
    // default (Atomics.wait between tasks) it never turned, so the callbacks that free each
    // picture's pixels (a fresh 4 MB per reading, freed by the canvas's finalizers) never ran: the
    // worker grew by 4 MB a picture (5.7 GB after 1,400) and every reading faulted in ~950 fresh
    // pages. Measured on the bench board (this pool, one worker, 200 pictures in a row, runs
    // alternated; the worker thread's counters): resident memory after 220 pictures 1.1 GB →
    // 0.3 GB, page faults per picture ~975 → ~430–590, system time ~1.4 → ~1.0 ms (with the
    // allocator's purge delay, ./skia-memory.ts: ~20–65 faults, ~0.2 ms).
    atomics: "disabled",
    minThreads: threads,
    maxThreads: threads,
    // A worker stays up while the bot runs: starting one loads the drawing and its fonts again.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  // Two turns per thread at a time (one drawn, one uploading or next in line): a turn given while
  // every thread is busy waits in the pool's queue, where a newer board can no longer take its place.
  const budget =
    options.budget === null
      ? undefined
      : new DrawingBudget({ mainBusy: mainThreadBusy(), ...options.budget, concurrency: 2 * threads });
  return {
    ...(budget ? { budget } : {}),
    async render(job) {
      // The worker moves the bytes here (no copy); they arrive as a Uint8Array, and discord.js
      // uploads a Buffer as it is: a view on the same memory.
      const picture = (await pool.run(job)) as DrawnPicture;
      budget?.spend(picture.cpuMs ?? 0);
      return {
        ...picture,
        bytes: Buffer.from(picture.bytes.buffer, picture.bytes.byteOffset, picture.bytes.length),
      };
    },
    async warm() {
      await Promise.all(Array.from({ length: threads }, () => pool.run(WARM_UP)));
    },
    close: () => pool.destroy(),
  };
}

/**
 * The event-loop utilisation of the thread that calls it (the pool's: the main thread) since the
 * previous call: how busy the thread that answers the clicks was (./budget.ts).
 */
export function mainThreadBusy(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, last);
    last = now;
    return since.utilization;
  };
}

/** The drawing on the calling thread: for tools and tests that want no worker. */
export function inlineRenderer(
  draw: (job: PictureTask) => Promise<DrawnPicture> = drawTask,
): PictureRenderer {
  return {
    render: (job) => draw(job),
    async close() {},
  };
}

// Worker threads whose code is TypeScript (the AI's decisions, the board pictures). A worker
// thread does not always inherit its parent's TypeScript loader: the bot runs under
// `node --import tsx`, the tools under `tsx`, the tests under vitest, whose own loader stays on the
// main thread. So every pool starts the same small JavaScript entry (./typescript-worker.mjs),
// which loads the pool's TypeScript module through tsx's API and runs its default export: one way
// to load TypeScript in a worker, whoever started the process.

/** What the entry reads from its `workerData`. */
export interface TypescriptWorkerData {
  /** The module (file URL) whose default export handles each task. */
  module: string;
  /**
   * The worker's CPU priority, a nice value (0 normal, 19 lowest): set by the thread on itself
   * (on Linux a thread has its own nice value), so the main thread answering clicks, and the
   * database, go first when the cores are busy. Absent: the parent's.
   */
  nice?: number;
  /**
   * Linux: the worker thread joins the idle scheduling class (SCHED_IDLE) — it runs only when the
   * main thread and the database leave a core free. For work that may wait (pictures, records).
   */
  idle?: boolean;
}

/** Piscina's `filename` and `workerData` for a pool whose tasks `module` handles. */
export function typescriptWorker(
  module: URL,
  options: { nice?: number; idle?: boolean } = {},
): { filename: string; workerData: TypescriptWorkerData } {
  return {
    filename: new URL("./typescript-worker.mjs", import.meta.url).href,
    workerData: {
      module: module.href,
      ...(options.nice !== undefined ? { nice: options.nice } : {}),
      ...(options.idle ? { idle: true } : {}),
    },
  };
}

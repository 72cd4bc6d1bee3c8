// Where an AI seat's decision is computed (issue 23). The bot runs them in a worker-thread pool
// (piscina): a Hard AI that searches for a second never blocks the event loop, so other games and
// players' clicks go on meanwhile. Tests may run them in the process, after the current event-loop
// turn (the same answers: a job is plain data and the AI is deterministic).

import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { typescriptWorker } from "../threads/typescript-worker.ts";
import { type AiJob, decideJob } from "./ai-job.ts";

export interface AiRunner {
  /** `signal`: the game closed meanwhile; the decision is dropped (rejects with an AbortError). */
  decide(job: AiJob, signal?: AbortSignal): Promise<string[]>;
  close(): Promise<void>;
}

/** In the process, after the event loop's current turn (tests, tools). */
export function inlineAiRunner(): AiRunner {
  return {
    decide: (job, signal) =>
      new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            signal?.throwIfAborted();
            resolve(decideJob(job));
          } catch (error) {
            reject(error);
          }
        }),
      ),
    close: async () => {},
  };
}

/**
 * A pool of worker threads, one fewer than the cores (at least one): the main thread keeps a core
 * for the clicks. The worker is TypeScript: src/threads/typescript-worker.ts loads it.
 */
export function poolAiRunner(options: { threads?: number } = {}): AiRunner {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const pool = new Piscina({
    ...typescriptWorker(new URL("./ai-worker.ts", import.meta.url)),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  return {
    // Piscina drops a queued task, or ends the worker running it, when its signal aborts.
    decide: (job, signal) => pool.run(job, signal ? { signal } : {}) as Promise<string[]>,
    close: () => pool.destroy(),
  };
}

// The entry of every worker thread of ./typescript-worker.ts. Plain JavaScript on purpose: it
// runs before any TypeScript loader exists in the thread, and loads the pool's module through
// tsx's API (not a loader registered for the whole thread: only that module and its imports).
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// Linux only: there pid 0 names the calling thread (threads have nice values of their own); on
// other systems it names the whole process, the main thread included.
if (typeof workerData?.nice === "number" && process.platform === "linux") {
  try {
    setPriority(0, workerData.nice);
  } catch {
    // Not allowed here (a sandbox): the worker runs at its parent's priority.
  }
}

const module = await tsImport(workerData.module, import.meta.url);

/** One task in, the module's answer out. */
export default function run(task) {
  return module.default(task);
}

// The entry of every worker thread of ./typescript-worker.ts. Plain JavaScript on purpose: it
// runs before any TypeScript loader exists in the thread, and loads the pool's module through
// tsx's API (not a loader registered for the whole thread: only that module and its imports).
import { spawnSync } from "node:child_process";
import { readlinkSync } from "node:fs";
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

// Linux only: SCHED_IDLE, the scheduler's class for work that runs only on a core nothing else
// wants. Nice 19 still takes a share of a busy core (the load test lost 14 % of its clicks per
// second to the pictures at nice 19 on 2 cores, 24 % at nice 0); an idle-class thread yields to the
// main thread and the database whenever they can run. Set by util-linux's chrt on this thread's id
// (an unprivileged thread may lower its own class); without chrt the thread keeps its nice value.
if (workerData?.idle === true && process.platform === "linux") {
  try {
    const tid = readlinkSync("/proc/thread-self").split("/").pop();
    if (tid) spawnSync("chrt", ["--idle", "-p", "0", tid], { stdio: "ignore", timeout: 10_000 });
  } catch {
    // No /proc or no chrt: the nice value above is all there is.
  }
}

const module = await tsImport(workerData.module, import.meta.url);

/** One task in, the module's answer out. */
export default function run(task) {
  return module.default(task);
}

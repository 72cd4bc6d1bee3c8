// The CPU time of the calling thread, for the drawings' budget (./budget.ts): on Linux from
// /proc/thread-self/schedstat (nanoseconds on a core, this thread alone); elsewhere, or where /proc
// cannot be read, the wall time, which is never less than the CPU time (the budget then errs on
// the side of fewer pictures).

import { readFileSync } from "node:fs";

let schedstat = process.platform === "linux";

/** A reading of this thread's clock, in ms; only differences of two readings mean something. */
export function threadCpuMs(): number {
  if (schedstat) {
    try {
      const ns = Number(readFileSync("/proc/thread-self/schedstat", "latin1").split(" ")[0]);
      if (Number.isFinite(ns)) return ns / 1e6;
    } catch {
      // No /proc here: the wall time from now on.
    }
    schedstat = false;
  }
  return performance.now();
}

// What a 20-channel run cost beyond its wall time, in figures a loaded machine moves less
// (issue 22, gc47): the process's CPU split into the main thread's (the event loop that answers
// every click) and V8's other threads' (TurboFan's concurrent compiles, the GC's helpers), and the
// collections counted by kind (perf_hooks' 'gc' entries: scavenges of the young generation,
// mark-compacts of the whole heap). The first run of a process on Node 20 costs more CPU per click
// than the second; these say where (docs/bench/README.md, "GC, heap growth and the compiler's
// threads").

import { constants, PerformanceObserver } from "node:perf_hooks";
import { processCpuMs, threadCpuMs } from "../loadtest/thread-cpu.ts";

export interface RunCounters {
  /** The process's CPU in the run, all threads, and the main thread's alone (null off Linux). */
  processCpuMs: number;
  mainThreadCpuMs: number | null;
  /** Young-generation collections (scavenges), full ones (mark-compacts), and the rest (incremental steps, weak callbacks). */
  scavenges: number;
  markCompacts: number;
  otherGcs: number;
  /** The collections' pauses on the main thread, in wall ms (a loaded machine lengthens them). */
  gcPauseMs: number;
}

/** Counts from now until the returned function is called (which stops the counting). */
export function startRunCounters(): () => RunCounters {
  const counts = { scavenges: 0, markCompacts: 0, otherGcs: 0, gcPauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) countGc(counts, entry);
  });
  observer.observe({ entryTypes: ["gc"] });
  const p0 = processCpuMs();
  const m0 = threadCpuMs();
  return () => {
    // Entries still buffered (the observer's callback runs later) are counted now.
    for (const entry of observer.takeRecords()) countGc(counts, entry);
    observer.disconnect();
    const m1 = threadCpuMs();
    return {
      processCpuMs: processCpuMs() - p0,
      mainThreadCpuMs: m0 === null || m1 === null ? null : m1 - m0,
      ...counts,
      gcPauseMs: Math.round(counts.gcPauseMs),
    };
  };
}

function countGc(
  counts: { scavenges: number; markCompacts: number; otherGcs: number; gcPauseMs: number },
  entry: { duration: number; detail?: unknown },
): void {
  const kind = (entry.detail as { kind?: number } | undefined)?.kind;
  if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.scavenges += 1;
  else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.markCompacts += 1;
  else counts.otherGcs += 1;
  counts.gcPauseMs += entry.duration;
}

/** A run's counters per click (CPU in ms per click, rounded to µs), as the bench's JSON gives them. */
export function perClickSplit(counters: RunCounters, clicks: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, clicks)) * 1000) / 1000;
  return {
    mainThreadCpuMs: counters.mainThreadCpuMs === null ? null : per(counters.mainThreadCpuMs),
    otherThreadsCpuMs:
      counters.mainThreadCpuMs === null ? null : per(counters.processCpuMs - counters.mainThreadCpuMs),
    scavenges: counters.scavenges,
    markCompacts: counters.markCompacts,
    gcPauseMsPerClick: per(counters.gcPauseMs),
  };
}

// CPU time of the calling thread alone (the event loop's, called from the main thread), for the
// load test: on a shared machine wall time is noise, while the main thread's CPU per click says
// what a change costs the thread that answers every click (issue 24: pictures on vs off). Linux
// reads it from /proc/thread-self/stat (user + system ticks, 10 ms each); elsewhere it is null.

import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100;

/** The calling thread's CPU time so far in ms, or null when the system does not tell. */
export function threadCpuMs(): number | null {
  if (process.platform !== "linux") return null;
  try {
    return parseTaskStat(readFileSync("/proc/thread-self/stat", "utf8"))?.cpuMs ?? null;
  } catch {
    return null;
  }
}

/** The whole process's CPU time so far in ms (every thread: the workers' included). */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * A /proc/<pid>/task/<tid>/stat line's (or /proc/thread-self/stat's) thread name and CPU time
 * (user + system) in ms; the name may hold spaces and parentheses, hence the last ")".
 */
export function parseTaskStat(stat: string): { name: string; cpuMs: number } | null {
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  // After the name: state is field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(close + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) return null;
  return { name: stat.slice(open + 1, close), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

/**
 * Every thread's CPU time so far in ms by the thread's name ("main" for the main thread; Node 20
 * names V8's platform workers, which run TurboFan's concurrent compiles and the GC's helpers,
 * "node" like the process), or null off Linux. Threads that ended are not counted (the process's
 * total still has them).
 */
export function threadsCpuMsByName(): Map<string, number> | null {
  if (process.platform !== "linux") return null;
  let tids: string[];
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    return null;
  }
  const byName = new Map<string, number>();
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    } catch {
      continue; // The thread ended between the listing and the read.
    }
    const thread = parseTaskStat(stat);
    if (!thread) continue;
    const key = tid === String(process.pid) ? "main" : thread.name;
    byName.set(key, (byName.get(key) ?? 0) + thread.cpuMs);
  }
  return byName;
}

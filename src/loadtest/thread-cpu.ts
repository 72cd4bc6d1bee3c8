// CPU time of the calling thread alone (the event loop's, called from the main thread), for the
// load test: on a shared machine wall time is noise, while the main thread's CPU per click says
// what a change costs the thread that answers every click (issue 24: pictures on vs off). Linux
// reads it from /proc/thread-self/stat (user + system ticks, 10 ms each); elsewhere it is null.

import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux Node supports). */
const TICKS_PER_SECOND = 100;

/** The calling thread's CPU time so far in ms, or null when the system does not tell. */
export function threadCpuMs(): number | null {
  if (process.platform !== "linux") return null;
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    // Fields after the command name (which may hold spaces, in parentheses): state is field 3,
    // utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** The whole process's CPU time so far in ms (every thread: the workers' included). */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

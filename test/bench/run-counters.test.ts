import { describe, expect, it } from "vitest";
import { perClickSplit, startRunCounters } from "../../src/bench/run-counters.ts";
import { parseTaskStat } from "../../src/loadtest/thread-cpu.ts";

describe("a thread's stat line", () => {
  it("gives the name between the outer parentheses and utime + stime in ms", () => {
    // Fields after the name: state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt,
    // majflt, cmajflt, utime (12 ticks), stime (3 ticks)…
    const line = "4242 (V8 (Default) Wo) S 1 4242 4242 0 -1 4194368 10 0 0 0 12 3 0 0 20 0 9 0 100";
    expect(parseTaskStat(line)).toEqual({ name: "V8 (Default) Wo", cpuMs: 150 });
  });

  it("is null for a line that is not one", () => {
    expect(parseTaskStat("garbage")).toBeNull();
    expect(parseTaskStat("1 (node) S x")).toBeNull();
  });
});

describe("a run's counters", () => {
  it("count the scavenges of a run that fills the young generation", async () => {
    const stop = startRunCounters();
    // ~100 MB of short-lived objects, each kept a moment (not optimised away): more than any young
    // generation's size, so it is collected.
    let recent: { i: number }[] = [];
    for (let i = 0; i < 4_000_000; i++) {
      recent.push({ i });
      if (recent.length === 1000) recent = [];
    }
    // Node reports a collection after it, from the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const counted = stop();
    expect(recent.length).toBe(0);
    expect(counted.scavenges).toBeGreaterThan(0);
    expect(counted.processCpuMs).toBeGreaterThan(0);
  });

  it("split the CPU per click between the main thread and the others", () => {
    const split = perClickSplit(
      {
        processCpuMs: 3000,
        mainThreadCpuMs: 2000,
        scavenges: 4,
        markCompacts: 1,
        otherGcs: 0,
        gcPauseMs: 50,
      },
      2000,
    );
    expect(split).toEqual({
      mainThreadCpuMs: 1,
      otherThreadsCpuMs: 0.5,
      scavenges: 4,
      markCompacts: 1,
      gcPauseMsPerClick: 0.025,
    });
  });
});

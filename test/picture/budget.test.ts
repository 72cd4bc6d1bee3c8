// The drawings' CPU budget (src/picture/budget.ts) on a clock the test moves: no wall time, so the
// machine's speed cannot change what is asserted.

import { describe, expect, it } from "vitest";
import { type BudgetClock, DrawingBudget } from "../../src/picture/budget.ts";
import { threadCpuMs } from "../../src/picture/thread-cpu.ts";

function manualClock() {
  let now = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  const clock: BudgetClock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: now + ms, wake })),
  };
  return {
    clock,
    async advance(ms: number) {
      now += ms;
      for (const s of sleepers.filter((s) => s.at <= now)) {
        sleepers.splice(sleepers.indexOf(s), 1);
        s.wake();
      }
      // Let the woken budget give its turns (promise callbacks).
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

/** Asks for a turn and records when it is given. */
function ask(budget: DrawingBudget, log: string[], name: string, clock: BudgetClock) {
  let end: (() => void) | undefined;
  const given = budget.turn().then((e) => {
    log.push(`${name}@${clock.now()}`);
    end = e;
  });
  return { given, end: () => end?.() };
}

describe("drawing budget", () => {
  it("gives turns at once within the burst, then as the time passed earns the CPU spent back", async () => {
    const time = manualClock();
    const budget = new DrawingBudget({ share: 0.1, burstMs: 50, concurrency: 1, clock: time.clock });
    const log: string[] = [];
    const a = ask(budget, log, "a", time.clock);
    await a.given;
    expect(log).toEqual(["a@0"]);
    // One at a time: b waits for a's turn to end, not for the clock.
    const b = ask(budget, log, "b", time.clock);
    await time.advance(0);
    expect(log).toEqual(["a@0"]);
    budget.spend(30);
    a.end();
    await b.given;
    expect(log).toEqual(["a@0", "b@0"]);
    // b's drawing overspends: 20 left, 120 spent, so 100 ms of CPU to earn back at 10 % = 1 s.
    budget.spend(120);
    const c = ask(budget, log, "c", time.clock);
    b.end();
    await time.advance(999);
    expect(log).toEqual(["a@0", "b@0"]);
    await time.advance(2);
    await c.given;
    expect(log).toEqual(["a@0", "b@0", "c@1001"]);
    c.end();
  });

  it("gives turns in the order they were asked for, so every waiting game gets its drawing", async () => {
    const time = manualClock();
    const budget = new DrawingBudget({ share: 0.5, burstMs: 10, concurrency: 2, clock: time.clock });
    const log: string[] = [];
    const turns = ["g1", "g2", "g3", "g4", "g5"].map((name) => ask(budget, log, name, time.clock));
    await time.advance(0);
    // Two at a time (the pool's threads).
    expect(log).toEqual(["g1@0", "g2@0"]);
    for (const [i, turn] of turns.entries()) {
      budget.spend(20);
      turn.end();
      await time.advance(i < 3 ? 100 : 0);
    }
    await Promise.all(turns.map((t) => t.given));
    expect(log.map((entry) => entry.split("@")[0])).toEqual(["g1", "g2", "g3", "g4", "g5"]);
  });

  it("takes up to a whole core while the main thread idles, its share while the main thread is busy", async () => {
    const time = manualClock();
    let busy = 0.95;
    const budget = new DrawingBudget({
      share: 0.1,
      burstMs: 10,
      concurrency: 1,
      clock: time.clock,
      mainBusy: () => busy,
    });
    budget.spend(110);
    await time.advance(500);
    // Busy: 10 % of the 500 ms passed.
    expect(budget.available()).toBeCloseTo(-50);
    busy = 0;
    await time.advance(40);
    // Idle: a whole core, the 40 ms passed.
    expect(budget.available()).toBeCloseTo(-10);
    busy = 0.3;
    await time.advance(50);
    // Between: 1 − 2 × 0.3 = 40 %, capped at the burst.
    expect(budget.available()).toBeCloseTo(10);
  });

  it("never lets the balance grow past the burst after a long quiet while", async () => {
    const time = manualClock();
    const budget = new DrawingBudget({ share: 0.1, burstMs: 50, concurrency: 4, clock: time.clock });
    await time.advance(1_000_000);
    expect(budget.available()).toBe(50);
    budget.spend(80);
    expect(budget.available()).toBe(-30);
    budget.spend(Number.NaN);
    expect(budget.available()).toBe(-30);
  });

  it("with no burst, a drawing starts at a zero balance and the next waits until its CPU is earned back", async () => {
    // burstMs 0 means "no drawing ahead of the share", not "never draw": the balance is capped at
    // 0, so a turn must be given at 0 (it used to wait for a balance above 0 that never came).
    const time = manualClock();
    const budget = new DrawingBudget({ share: 0.1, burstMs: 0, concurrency: 1, clock: time.clock });
    const log: string[] = [];
    const a = ask(budget, log, "a", time.clock);
    await time.advance(0);
    expect(log).toEqual(["a@0"]);
    budget.spend(20);
    const b = ask(budget, log, "b", time.clock);
    a.end();
    // 20 ms of CPU at 10 % of a core: 200 ms.
    await time.advance(199);
    expect(log).toEqual(["a@0"]);
    await time.advance(1);
    await time.advance(0);
    expect(log).toEqual(["a@0", "b@200"]);
    b.end();
  });

  it("a turn ended twice frees one place only", async () => {
    const time = manualClock();
    const budget = new DrawingBudget({ share: 1, burstMs: 1000, concurrency: 1, clock: time.clock });
    const log: string[] = [];
    const a = ask(budget, log, "a", time.clock);
    await a.given;
    const b = ask(budget, log, "b", time.clock);
    const c = ask(budget, log, "c", time.clock);
    a.end();
    a.end();
    await b.given;
    await time.advance(0);
    expect(log).toEqual(["a@0", "b@0"]);
    b.end();
    await c.given;
    c.end();
  });
});

describe("thread CPU clock", () => {
  it("moves forward with work done on this thread", () => {
    const before = threadCpuMs();
    let x = 0;
    // Enough work to cross the clock's resolution on any machine (work, not wall time, is measured).
    for (let i = 0; i < 5_000_000; i++) x = (x + i * 7) % 1_000_003;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(threadCpuMs()).toBeGreaterThan(before);
  });
});

import { describe, expect, it } from "vitest";
import { InFlight } from "../../src/bot/in-flight.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("in-flight interactions", () => {
  it("waits for every task, including those started while draining", async () => {
    const inFlight = new InFlight();
    const first = deferred();
    const second = deferred();
    inFlight.track(first.promise);
    const drained = inFlight.drain(5_000);
    inFlight.track(second.promise);
    first.resolve();
    await Promise.resolve();
    expect(inFlight.size).toBe(1);
    second.resolve();
    expect(await drained).toBe(true);
    expect(inFlight.size).toBe(0);
  });

  it("counts a failed task as settled", async () => {
    const inFlight = new InFlight();
    inFlight.track(Promise.reject(new Error("x"))).catch(() => undefined);
    expect(await inFlight.drain(1_000)).toBe(true);
  });

  it("gives up after the timeout", async () => {
    const inFlight = new InFlight();
    inFlight.track(new Promise(() => undefined));
    expect(await inFlight.drain(20)).toBe(false);
  });
});

// The AI work of a game that closes stops (ops follow-up: a deleted channel ends its game): the
// decision being computed is aborted (the worker pool drops it) and nothing is saved for it.

import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AiJob } from "../../src/app/ai-job.ts";
import type { AiRunner } from "../../src/app/ai-runner.ts";
import type { GameService } from "../../src/app/game-service.ts";
import { AiDriver } from "../../src/bot/ai-driver.ts";
import type { Announcer } from "../../src/discord/announcer.ts";
import type { Store } from "../../src/store/index.ts";
import { until } from "../support/until.ts";

/** The driver with only what deciding touches: the game service's AI calls and the runner. */
function driverOf(games: GameService, runner: AiRunner): AiDriver {
  return new AiDriver({
    games,
    announcer: {} as Announcer,
    store: {} as Store,
    client: () => null,
    log: pino({ level: "silent" }),
    runner,
  });
}

describe("AiDriver.forget", () => {
  it("aborts the decision being computed for the game; nothing is saved", async () => {
    let signal: AbortSignal | undefined;
    let started!: () => void;
    const deciding = new Promise<void>((resolve) => (started = resolve));
    const runner: AiRunner = {
      decide: (_job, s) =>
        new Promise((_resolve, reject) => {
          signal = s;
          started();
          s?.addEventListener("abort", () => reject(s.reason));
        }),
      close: async () => {},
    };
    let acted = 0;
    const games = {
      aiJob: async () => ({ gameId: "g1" }) as unknown as AiJob,
      aiAct: async () => {
        acted++;
        return { ok: false, reason: "cancelled" };
      },
      load: async () => null,
    } as unknown as GameService;
    const driver = driverOf(games, runner);
    driver.poke("g1");
    await deciding;
    expect(signal?.aborted).toBe(false);
    driver.forget("g1");
    expect(signal?.aborted).toBe(true);
    await driver.idle();
    expect(acted).toBe(0);
    expect(driver.busy).toBe(false);
    await driver.stop();
  });

  it("leaves the other games' decisions alone", async () => {
    const signals = new Map<string, AbortSignal>();
    // Each decision answers when the test says (after the forget), not after a delay that a busy
    // machine could let pass before the test gets to forget "a".
    const answers: (() => void)[] = [];
    const runner: AiRunner = {
      decide: (job, s) =>
        new Promise((resolve, reject) => {
          const id = (job as unknown as { gameId: string }).gameId;
          if (s) signals.set(id, s);
          s?.addEventListener("abort", () => reject(s.reason));
          answers.push(() => resolve(["x"]));
        }),
      close: async () => {},
    };
    const jobs = new Map([
      ["a", 1],
      ["b", 1],
    ]);
    const acted: string[] = [];
    const games = {
      aiJob: async (id: string) => {
        const left = jobs.get(id) ?? 0;
        jobs.set(id, left - 1);
        return left > 0 ? ({ gameId: id } as unknown as AiJob) : null;
      },
      aiAct: async (job: { gameId: string }) => {
        acted.push(job.gameId);
        return { ok: false, reason: "cancelled" };
      },
      load: async () => null,
    } as unknown as GameService;
    const driver = driverOf(games, runner);
    driver.poke("a");
    driver.poke("b");
    await until(() => signals.size === 2, "both decisions are being computed");
    driver.forget("a");
    for (const answer of answers) answer();
    await driver.idle();
    expect(acted).toEqual(["b"]);
    await driver.stop();
  });
});

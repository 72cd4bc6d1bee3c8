// The one way worker threads load TypeScript (src/threads/typescript-worker.ts): a pool runs a
// TypeScript module's default export under vitest (whose loader the worker does not inherit), and
// the nice value a pool asks for lowers the worker thread alone, not the thread that started it.

import { spawnSync } from "node:child_process";
import { platform } from "node:os";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import { typescriptWorker } from "../../src/threads/typescript-worker.ts";
import { threadNice, threadPolicy } from "./fixtures/thread-probe.ts";

/** util-linux's chrt, which the worker entry uses to join the idle class (absent: nice only). */
const hasChrt = platform() === "linux" && spawnSync("chrt", ["--version"]).status === 0;

const probeModule = new URL("./fixtures/thread-probe.ts", import.meta.url);

async function probeIn(options: { nice?: number; idle?: boolean }) {
  const pool = new Piscina({ ...typescriptWorker(probeModule, options), minThreads: 1, maxThreads: 1 });
  try {
    return await pool.run("hello");
  } finally {
    await pool.destroy();
  }
}

describe("TypeScript worker threads", () => {
  it("run a TypeScript module's default export in a worker thread", async () => {
    const answer = await probeIn({});
    expect(answer).toMatchObject({ echo: "hello", isMainThread: false });
  }, 60_000 /* a worker loads tsx and the module: slow on a busy machine */);

  it.runIf(platform() === "linux")(
    "lower the worker thread's priority and leave the starting thread's alone",
    async () => {
      const before = threadNice();
      const answer = await probeIn({ nice: 19 });
      expect(answer.nice).toBe(19);
      expect(answer.threadNice).toBe(19);
      // The thread that started the pool keeps its nice value (a process-wide setpriority would not).
      expect(threadNice()).toBe(before);
    },
    60_000 /* as above */,
  );

  it.runIf(hasChrt)(
    "put an idle-class worker in SCHED_IDLE and leave the starting thread's class alone",
    async () => {
      const before = threadPolicy();
      const plain = await probeIn({ nice: 19 });
      expect(plain.policy).toBe(0); // SCHED_OTHER: nice alone does not change the class
      const idle = await probeIn({ nice: 19, idle: true });
      expect(idle.policy).toBe(5); // SCHED_IDLE
      expect(idle.threadNice).toBe(19);
      expect(threadPolicy()).toBe(before);
    },
    60_000 /* as above */,
  );
});

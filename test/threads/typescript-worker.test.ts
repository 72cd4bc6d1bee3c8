// The one way worker threads load TypeScript (src/threads/typescript-worker.ts): a pool runs a
// TypeScript module's default export under vitest (whose loader the worker does not inherit), and
// the nice value a pool asks for lowers the worker thread alone, not the thread that started it.

import { platform } from "node:os";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import { typescriptWorker } from "../../src/threads/typescript-worker.ts";
import { threadNice } from "./fixtures/thread-probe.ts";

const probeModule = new URL("./fixtures/thread-probe.ts", import.meta.url);

async function probeIn(options: { nice?: number }) {
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
});

// The picture pool draws on a worker thread, whoever started the process (here vitest, in
// production `node --import tsx`): the worker loads the TypeScript drawing by itself.

import { afterAll, describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { type DecisionRecord, Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { publicView } from "../../src/engine/view.ts";
import { drawPicture, finalTask, pictureJob, vpHistory } from "../../src/picture/index.ts";
import { defaultPictureThreads, picturePool } from "../../src/picture/pool.ts";
import { crowdedTable, SAMPLE_PLAYERS } from "../../src/picture/samples.ts";
import { viewDefs } from "../../src/render/names.ts";

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

describe("picture pool", () => {
  const pool = picturePool(1);
  afterAll(() => pool.close());

  // Generous timeout: the first job starts the worker, which loads tsx and the drawing.
  it("draws a job on a worker thread and hands back the encoded image as a Buffer", {
    timeout: 60_000,
  }, async () => {
    const job = pictureJob(crowdedTable(4), "en");
    const picture = await pool.render(job);
    expect(Buffer.isBuffer(picture.bytes)).toBe(true);
    expect([...picture.bytes.subarray(0, 4)]).toEqual(PNG_MAGIC);
    expect(picture.name).toMatch(/\.(png|webp)$/);
    expect(picture).toMatchObject({ width: 800, name: "board.png" });
    expect(picture.height).toBeGreaterThan(400);
    // The worker says what the drawing cost its thread, and the pool charges it to the budget.
    expect(picture.cpuMs).toBeGreaterThan(0);
    expect(pool.budget?.available()).toBeLessThan(250);
  });

  it("replays a final picture's VP chart on the worker: the picture charted in the process, byte for byte", {
    timeout: 120_000 /* the worker loads every card for the replay: slow on a busy machine */,
  }, async () => {
    const setup = randomSetup(21, 3, ["core"], 300);
    const engine = Engine.start(setup);
    const rng = makeChooserRng(21);
    const decisions: DecisionRecord[] = [];
    while (engine.prompt) {
      const p = engine.prompt;
      const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
      engine.submit(d);
      decisions.push(d);
    }
    const view = publicView(engine.g, engine.prompt);
    const input = {
      gameId: "00000000-0000-4000-8000-000000000000",
      version: decisions.length,
      view,
      players: SAMPLE_PLAYERS.slice(0, 3),
      defs: viewDefs(engine.g, view),
    };
    const history = vpHistory(Engine.history(setup, decisions), 3);
    expect(history.series.flat().some((vp) => vp > 0)).toBe(true);
    const inProcess = drawPicture(pictureJob({ ...input, vpHistory: history }, "fr", "final"));
    const { task } = finalTask(input, "fr", { setup, decisions });
    // The job that crosses to the worker carries no series: the worker replays them.
    expect(task.model.chart?.series).toEqual([]);
    const drawn = await pool.render(task);
    expect(drawn.chartFailed).toBeUndefined();
    expect(Buffer.compare(drawn.bytes, Buffer.from(inProcess.bytes))).toBe(0);
  });

  it("loads its threads when warmed, and charges the budget a drawing's thread CPU since then, not the start-up", {
    timeout: 120_000 /* a fresh worker loads tsx, the canvas and the fonts: slow on a busy machine */,
  }, async () => {
    const fresh = picturePool(1);
    try {
      await fresh.warm?.();
      // Warming draws nothing and charges nothing.
      expect(fresh.budget?.available()).toBe(250);
      const picture = await fresh.render(pictureJob(crowdedTable(3), "en"));
      const thread = picture.thread;
      expect(thread?.startupCpuMs).toBeGreaterThan(0);
      // Charged: all the thread spent since it was warmed (the drawing, its collections), which is
      // its whole CPU but the start-up.
      expect(picture.cpuMs).toBeCloseTo((thread?.cpuMs ?? 0) - (thread?.startupCpuMs ?? 0), 6);
    } finally {
      await fresh.close();
    }
  });

  // Each reading of a picture's pixels is a fresh 4 MB of the canvas's memory (6 MB here), freed
  // by a callback that runs when the worker's event loop turns. A worker that waits for its tasks
  // with Atomics.wait (Piscina's default) never turns it: every picture's pixels stayed (the
  // worker grew by 4 MB a picture, 5.7 GB after 1,400) and every reading faulted in fresh pages.
  // Measured, not timed: the process's resident memory, which grew by ~4.5 MB a picture, and grows
  // so for ever with that pool. With this one it levels off, but only once the worker's collector
  // and allocator have reached their working size: measured from the 10th picture, a run beside
  // two test suites read 4.8 MB a picture once (stop 43), as the collections came late. From the
  // 40th (past the level the bench board reaches), growth that goes on is the leak's alone.
  it("frees each picture's pixels for the next: the worker does not grow by a picture per picture", {
    timeout: 300_000 /* eighty pictures and a fresh worker on a busy machine */,
  }, async () => {
    const fresh = picturePool(1, { budget: null });
    try {
      const job = pictureJob(crowdedTable(4), "en");
      for (let i = 0; i < 40; i++) await fresh.render(job);
      const before = process.memoryUsage().rss;
      const n = 40;
      for (let i = 0; i < n; i++) await fresh.render(job);
      expect((process.memoryUsage().rss - before) / n / 2 ** 20).toBeLessThan(3);
    } finally {
      await fresh.close();
    }
  });

  it("keeps one core for the event loop", () => {
    expect(defaultPictureThreads(1)).toBe(1);
    expect(defaultPictureThreads(2)).toBe(1);
    expect(defaultPictureThreads(4)).toBe(3);
    expect(defaultPictureThreads(64)).toBe(4);
  });
});

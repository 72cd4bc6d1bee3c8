// The picture pool draws on a worker thread, whoever started the process (here vitest, in
// production `node --import tsx`): the worker loads the TypeScript drawing by itself.

import { afterAll, describe, expect, it } from "vitest";
import { pictureJob } from "../../src/picture/index.ts";
import { defaultPictureThreads, picturePool } from "../../src/picture/pool.ts";
import { crowdedTable } from "../../src/picture/samples.ts";

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
  });

  it("keeps one core for the event loop", () => {
    expect(defaultPictureThreads(1)).toBe(1);
    expect(defaultPictureThreads(2)).toBe(1);
    expect(defaultPictureThreads(4)).toBe(3);
    expect(defaultPictureThreads(64)).toBe(4);
  });
});

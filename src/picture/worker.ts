// The picture pool's worker thread (./pool.ts, loaded by src/threads/typescript-worker.mjs): it
// imports only the drawing (./draw-job.ts: the canvas, the fonts, no discord.js; the cards only
// when a final picture's VP chart is replayed here).

import { Piscina } from "piscina";
import { type DrawnPicture, drawTask, type PictureTask } from "./draw-job.ts";
import { threadCpuMs } from "./thread-cpu.ts";

/**
 * One job in, one encoded picture out. Its bytes are moved to the main thread, not copied: the
 * copy would be the main thread's work (~80 KB per picture), and this thread has no use for them.
 */
export default async function draw(task: PictureTask): Promise<DrawnPicture> {
  const before = threadCpuMs();
  const picture = await drawTask(task);
  // What the drawing cost this thread: the pool charges it to the pictures' budget (./budget.ts).
  const cpuMs = threadCpuMs() - before;
  let { bytes } = picture;
  // A view on a shared buffer (Node's small-buffer pool) cannot be moved: this thread copies it.
  if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) bytes = new Uint8Array(bytes);
  const moved: DrawnPicture = { ...picture, bytes, cpuMs };
  return Piscina.move({
    get [Piscina.transferableSymbol]() {
      return [bytes.buffer];
    },
    get [Piscina.valueSymbol]() {
      return moved;
    },
  } as unknown as ArrayBuffer) as unknown as DrawnPicture;
}

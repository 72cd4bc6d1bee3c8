// The picture pool's worker thread (./pool.ts, loaded by src/threads/typescript-worker.mjs): it
// imports only the drawing (./draw-job.ts: the canvas, the fonts, no discord.js; the cards only
// when a final picture's VP chart is replayed here).

import { threadId } from "node:worker_threads";
import { Piscina } from "piscina";
import { type DrawnPicture, drawTask, type PictureTask, type WarmUp } from "./draw-job.ts";
import { registerFonts } from "./fonts.ts";
import { threadCpuMs } from "./thread-cpu.ts";

/**
 * This thread's clock when it started (on Linux it counts from the thread's start: 0; elsewhere
 * the wall time, from this module's load), and its CPU before the first drawing (loading the
 * canvas, fonts and this module): what the load test reports as the workers' start-up.
 */
const started = process.platform === "linux" ? 0 : threadCpuMs();
let startupCpuMs: number | undefined;
/** This thread's clock when its previous task ended (undefined before the first). */
let previousEnd: number | undefined;

/**
 * One job in, one encoded picture out. Its bytes are moved to the main thread, not copied: the
 * copy would be the main thread's work (~80 KB per picture), and this thread has no use for them.
 */
export default async function draw(task: PictureTask | WarmUp): Promise<DrawnPicture | null> {
  if ("warm" in task) {
    registerFonts();
    // A thread's first task ends its start-up.
    if (previousEnd === undefined) {
      previousEnd = threadCpuMs();
      startupCpuMs = previousEnd - started;
    }
    return null;
  }
  const before = threadCpuMs();
  startupCpuMs ??= before - started;
  const picture = await drawTask(task);
  // What the drawing cost this thread, and what the thread did since its previous task (the
  // collection of earlier drawings' garbage, this task's reading): the pool charges it all to the
  // pictures' budget (./budget.ts), which then holds the thread's whole CPU, not the drawings' alone.
  const after = threadCpuMs();
  const cpuMs = after - (previousEnd ?? before);
  previousEnd = after;
  let { bytes } = picture;
  // A view on a shared buffer (Node's small-buffer pool) cannot be moved: this thread copies it.
  if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) bytes = new Uint8Array(bytes);
  const thread = { id: threadId, cpuMs: after - started, startupCpuMs };
  const moved: DrawnPicture = { ...picture, bytes, cpuMs, thread };
  return Piscina.move({
    get [Piscina.transferableSymbol]() {
      return [bytes.buffer];
    },
    get [Piscina.valueSymbol]() {
      return moved;
    },
  } as unknown as ArrayBuffer) as unknown as DrawnPicture;
}

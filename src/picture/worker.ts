// The picture pool's worker thread (./pool.ts, loaded by src/threads/typescript-worker.mjs): it
// imports only the drawing (./draw.ts: the canvas, the fonts, no discord.js, no card definitions).

import { drawPicture, type Picture, type PictureJob } from "./draw.ts";

/** One job in, one encoded picture out (its bytes are copied back to the main thread). */
export default function draw(job: PictureJob): Picture {
  return drawPicture(job);
}

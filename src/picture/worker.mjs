// The picture pool's worker thread (./pool.ts). Plain JavaScript on purpose: a worker thread does
// not always inherit the parent's TypeScript loader (the bot runs under `node --import tsx`, the
// tests under vitest), so it loads the drawing through tsx's own API, whoever started it.
import { tsImport } from "tsx/esm/api";

const picture = await tsImport("./index.ts", import.meta.url);

/** One job in, one encoded picture out (its bytes are copied back to the main thread). */
export default function draw(job) {
  return picture.drawPicture(job);
}

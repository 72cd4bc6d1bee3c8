// Board picture benchmark: the end of a seeded 4-player game of all four boxes with 6 bases in
// play (seed 9: 16 minions, won on points), drawn again and again on this thread (one core, as
// one worker of the pool does it). Figures: the whole drawing (layout + paint + indexed PNG, what
// `drawPicture` costs a worker), in wall time and in CPU time of this thread (the machine may be
// shared: CPU time is what one core pays), its parts, the same with the VP chart (the final
// picture), the job built on the main thread, and the three encodings measured for the choice
// (indexed PNG, Skia's lossless WebP, Skia's RGBA PNG; each with the painting).

import { performance } from "node:perf_hooks";
import { drawPicture, encodeLayout, type PictureJob, pictureJob, pictureLayout } from "../picture/index.ts";
import { BOXES, randomGameEnd } from "../picture/samples.ts";
import { threadCpuMs } from "../picture/thread-cpu.ts";
import { percentile } from "./interaction.ts";

export interface PictureBench {
  /** drawPicture of the 4-player 6-base end-of-game board (target p50 ≤ 25 ms, p99 ≤ 60 ms). */
  boardRenderMsP50: number;
  boardRenderMsP99: number;
  /** Mean CPU time of this process per drawPicture (GC helper threads included). */
  boardRenderCpuMs: number;
  /** p50 of this thread's CPU time per drawPicture (what a pool worker pays; steady on a loaded machine). */
  boardRenderThreadCpuMsP50: number;
  /** Its parts, p50: layout (text measured); paint + encode in each format. */
  boardLayoutMsP50: number;
  boardPaintIndexedPngMsP50: number;
  boardPaintWebpMsP50: number;
  boardPaintRgbaPngMsP50: number;
  /** The final picture (the same table and the VP chart). */
  finalRenderMsP50: number;
  finalRenderMsP99: number;
  /** pictureJob on the main thread (what the event loop pays per board version). */
  pictureJobMsP50: number;
  /** Bytes of the board in the format sent (indexed PNG), in lossless WebP and in Skia's PNG. */
  boardImageBytes: number;
  boardWebpBytes: number;
  boardRgbaPngBytes: number;
  finalImageBytes: number;
  boardImageSize: string;
  pictureSamples: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

function timed(samples: number, f: () => void): number[] {
  for (let i = 0; i < Math.min(10, samples); i++) f(); // warm-up: JIT, font caches
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    f();
    out.push(performance.now() - t);
  }
  return out;
}

export function benchPicture(opts: { samples?: number } = {}): PictureBench {
  const samples = opts.samples ?? 200;
  const end = randomGameEnd(9, 4, [...BOXES]);
  if (end.view.bases.length !== 6)
    throw new Error(`the bench table has ${end.view.bases.length} bases, not 6`);
  const board: PictureJob = pictureJob(end, "en", "board");
  const final: PictureJob = pictureJob(end, "en", "final");
  const cpu0 = process.cpuUsage();
  const threadCpu: number[] = [];
  const render = timed(samples, () => {
    const before = threadCpuMs();
    drawPicture(board);
    threadCpu.push(threadCpuMs() - before);
  });
  const cpu = process.cpuUsage(cpu0);
  const renderCpuMs = (cpu.user + cpu.system) / 1000 / (samples + Math.min(10, samples));
  const layout = timed(samples, () => pictureLayout(board));
  const l = pictureLayout(board);
  const few = Math.max(20, Math.round(samples / 4));
  const indexed = timed(few, () => encodeLayout(l, "png"));
  const webp = timed(few, () => encodeLayout(l, "webp"));
  const rgba = timed(few, () => encodeLayout(l, "png-rgba"));
  const finalRender = timed(samples, () => drawPicture(final));
  const job = timed(samples, () => pictureJob(end, "en", "board"));
  const picture = drawPicture(board);
  return {
    boardRenderMsP50: round(percentile(render, 0.5)),
    boardRenderMsP99: round(percentile(render, 0.99)),
    boardRenderCpuMs: round(renderCpuMs),
    // The warm-up's drawings left out, as in the wall times.
    boardRenderThreadCpuMsP50: round(percentile(threadCpu.slice(Math.min(10, samples)), 0.5)),
    boardLayoutMsP50: round(percentile(layout, 0.5)),
    boardPaintIndexedPngMsP50: round(percentile(indexed, 0.5)),
    boardPaintWebpMsP50: round(percentile(webp, 0.5)),
    boardPaintRgbaPngMsP50: round(percentile(rgba, 0.5)),
    finalRenderMsP50: round(percentile(finalRender, 0.5)),
    finalRenderMsP99: round(percentile(finalRender, 0.99)),
    pictureJobMsP50: round(percentile(job, 0.5)),
    boardImageBytes: picture.bytes.length,
    boardWebpBytes: drawPicture(board, "webp").bytes.length,
    boardRgbaPngBytes: drawPicture(board, "png-rgba").bytes.length,
    finalImageBytes: drawPicture(final).bytes.length,
    boardImageSize: `${picture.width}x${picture.height}`,
    pictureSamples: samples,
  };
}

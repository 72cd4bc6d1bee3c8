// The drawing half of the picture's door, for the worker threads: it imports only the canvas,
// the fonts and the picture's own modules (no discord.js, no card definitions), so a worker loads
// fast and small. `drawPicture(job)` is re-exported by ./index.ts; a worker may import this file.

// First: the canvas's allocator reads its options when the canvas loads (./skia-memory.ts).
import "./skia-memory.ts";
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Locale } from "../i18n/locale.ts";
import { font, registerFonts } from "./fonts.ts";
import { type Layout, layoutPicture, type Measure } from "./layout.ts";
import type { PictureModel } from "./model.ts";
import { paint } from "./paint.ts";
import { encodeIndexedPng } from "./png.ts";

export interface PictureJob {
  kind: "board" | "final";
  locale: Locale;
  /** Everything drawn, as plain data (./model.ts). */
  model: PictureModel;
}

export interface Picture {
  /** The encoded image. */
  bytes: Uint8Array;
  /** File name of the attachment, e.g. "board.png" (the extension says the format). */
  name: string;
  width: number;
  height: number;
}

/** "png": indexed (./png.ts); "webp": Skia's lossless WebP; "png-rgba": Skia's PNG (measured). */
export type ImageFormat = "png" | "webp" | "png-rgba";

/** The format drawPicture encodes in (see the header). */
export const IMAGE_FORMAT: ImageFormat = "png";

let measureCtx: SKRSContext2D | null = null;
const widths = new Map<string, number>();

/** Text widths in the picture's fonts, cached (names repeat from one board to the next). */
const measure: Measure = (text, size, bold) => {
  const key = `${size}|${bold ? 1 : 0}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (!measureCtx) {
    registerFonts();
    measureCtx = createCanvas(1, 1).getContext("2d");
  }
  measureCtx.font = font(size, bold);
  const w = measureCtx.measureText(text).width;
  if (widths.size > 20_000) widths.clear();
  widths.set(key, w);
  return w;
};

/** The layout of a job's picture (boxes only, nothing drawn): what the tests check. */
export function pictureLayout(job: PictureJob): Layout {
  registerFonts();
  return layoutPicture(job.model, measure);
}

let reused: Canvas | null = null;

/**
 * The canvas of the previous picture when the size is the same (a worker draws board after
 * board of one table: allocating and first touching 4 MB of pixels each time costs more than the
 * painting). Painting covers every pixel, so nothing of the previous picture remains.
 */
function canvasOf(width: number, height: number): Canvas {
  if (!reused || reused.width !== width || reused.height !== height) reused = createCanvas(width, height);
  return reused;
}

/** Draws a layout and encodes it. */
export function encodeLayout(layout: Layout, format: ImageFormat = IMAGE_FORMAT): Uint8Array {
  const canvas = canvasOf(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  paint(ctx, layout.width, layout.height, layout.elements);
  if (format === "png")
    return encodeIndexedPng(
      layout.width,
      layout.height,
      ctx.getImageData(0, 0, layout.width, layout.height).data,
    );
  // WebP quality 100 is lossless in Skia's encoder: text stays sharp.
  return format === "webp" ? canvas.encodeSync("webp", 100) : canvas.encodeSync("png");
}

export function drawPicture(job: PictureJob, format: ImageFormat = IMAGE_FORMAT): Picture {
  const layout = pictureLayout(job);
  const bytes = encodeLayout(layout, format);
  return {
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    name: `${job.kind === "final" ? "final" : "board"}.${format === "webp" ? "webp" : "png"}`,
    width: layout.width,
    height: layout.height,
  };
}

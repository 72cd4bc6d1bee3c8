// The board picture's room: the one door the rest of the bot uses. It imports the engine's
// public view and the renderer's inputs (one way); nothing in src/engine or src/render imports it.
//
// Contract (shared by the drawing and the wiring):
// - `pictureJob(input, locale, kind)` turns what the text board shows (the public view, the
//   players, the names) into a plain JSON-serialisable job: everything the picture needs and
//   nothing else (no prompt, no log beyond the latest scoring), so it can cross to a worker thread
//   and two equal jobs mean an unchanged picture (compare `JSON.stringify(job)`). It needs the
//   card definitions (main thread, cards registered); the job carries names already resolved.
// - `drawPicture(job)` draws it (synchronous, CPU-bound: run it in the worker pool; it needs only
//   @napi-rs/canvas and the fonts, no card definitions) and returns the encoded image.
// - Game over: `pictureJob({ ...input, vpHistory }, locale, "final")` adds a chart of each
//   player's VP over the turns under the table. `vpHistory(entries, seats)` builds it from the
//   game's whole public log: `publicHistory(exported, current)?.entries` (src/app/history.ts) or
//   `Engine.history(setup, decisions)`; without it the final picture is the table alone.
//
// Size: 800 px wide (Discord shows it ~400 px wide on a phone), as tall as the table needs.
// Format: PNG with a 256-colour palette (./png.ts), measured against Skia's PNG and lossless WebP
// in docs/pictures/README.md: the fewest bytes and the least CPU of the three, and every client
// and viewer opens a PNG.

import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Locale } from "../i18n/locale.ts";
import type { BoardInput } from "../render/board.ts";
import { font, registerFonts } from "./fonts.ts";
import { type Layout, layoutPicture, type Measure } from "./layout.ts";
import { buildModel, type PictureModel } from "./model.ts";
import { paint } from "./paint.ts";
import { encodeIndexedPng } from "./png.ts";
import type { VpHistory } from "./vp-history.ts";

export type { Layout } from "./layout.ts";
export type { PictureModel } from "./model.ts";
export { type VpHistory, vpHistory } from "./vp-history.ts";

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

/** The board input, plus the VP history the final picture charts (optional). */
export type PictureInput = BoardInput & { vpHistory?: VpHistory };

export function pictureJob(
  input: PictureInput,
  locale: Locale,
  kind: PictureJob["kind"] = "board",
): PictureJob {
  return { kind, locale, model: buildModel(input, locale, kind) };
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

/** Draws a layout and encodes it. */
export function encodeLayout(layout: Layout, format: ImageFormat = IMAGE_FORMAT): Uint8Array {
  const canvas = createCanvas(layout.width, layout.height);
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

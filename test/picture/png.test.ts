// The indexed PNG encoder (src/picture/png.ts): what it writes decodes (Skia's decoder) to the
// pixels drawn — exactly when the image has few colours, within a few levels on a real board.

import "../../cards/index.ts";
import { inflateSync } from "node:zlib";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { pictureJob, pictureLayout } from "../../src/picture/index.ts";
import { paint } from "../../src/picture/paint.ts";
import { encodeIndexedPng } from "../../src/picture/png.ts";
import { crowdedTable } from "../../src/picture/samples.ts";

async function decoded(png: Buffer, w: number, h: number): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  expect([image.width, image.height]).toEqual([w, h]);
  const ctx = createCanvas(w, h).getContext("2d");
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, w, h).data;
}

/** The image data of a PNG: its IDAT chunks' data, joined. */
function idat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

describe("encodeIndexedPng", () => {
  it("is exact for an image of a few flat colours, odd sizes included", async () => {
    const [w, h] = [37, 23];
    const ctx = createCanvas(w, h).getContext("2d");
    ctx.fillStyle = "#2b2d31";
    ctx.fillRect(0, 0, w, h);
    const colours = ["#1e1f22", "#56B4E9", "#E69F00", "#009E73", "#CC79A7", "#ffffff"];
    colours.forEach((c, i) => {
      ctx.fillStyle = c;
      ctx.fillRect(i * 6, 0, 6, h);
    });
    const before = ctx.getImageData(0, 0, w, h).data;
    const after = await decoded(encodeIndexedPng(w, h, before), w, h);
    expect(Buffer.from(after)).toEqual(Buffer.from(before));
  });

  it("stays exact from one picture to the next, a smaller one after a larger one included", async () => {
    // The encoder keeps its rows' buffer between pictures: a picture must not take the size or
    // the rows of the one before (an odd width: rows not aligned on 4 bytes).
    const drawn = (w: number, h: number, colours: string[]) => {
      const ctx = createCanvas(w, h).getContext("2d");
      colours.forEach((c, i) => {
        ctx.fillStyle = c;
        ctx.fillRect(0, Math.floor((i * h) / colours.length), w, h);
      });
      return ctx.getImageData(0, 0, w, h).data;
    };
    const large = drawn(64, 40, ["#56B4E9", "#E69F00", "#009E73"]);
    const small = drawn(13, 7, ["#CC79A7", "#1e1f22"]);
    const column = drawn(1, 9, ["#56B4E9", "#ffffff", "#000000"]);
    // 256 colours, each pixel its own: runs of one pixel, every bin in the palette.
    const mosaic = new Uint8ClampedArray(16 * 16 * 4);
    for (let p = 0; p < 256; p++) mosaic.set([(p % 16) * 16, Math.floor(p / 16) * 16, 128, 255], 4 * p);
    for (const [w, h, px] of [
      [64, 40, large],
      [13, 7, small],
      [16, 16, mosaic],
      [1, 9, column],
      [64, 40, large],
    ] as const) {
      const png = encodeIndexedPng(w, h, px);
      // Exactly one filter byte and w indices per row: no rows left over from a larger picture.
      expect(inflateSync(idat(png)).length).toBe((w + 1) * h);
      const after = await decoded(png, w, h);
      expect(Buffer.from(after)).toEqual(Buffer.from(px));
    }
  });

  it("is exact when rows of several runs repeat the row above, the last rows included", async () => {
    // The encoder reads a row equal to the one above only once (its runs counted again, its
    // indices copied): rows of stripes, repeated, between rows of other stripes.
    const [w, h] = [29, 12];
    const ctx = createCanvas(w, h).getContext("2d");
    ctx.fillStyle = "#2b2d31";
    ctx.fillRect(0, 0, w, h);
    const colours = ["#56B4E9", "#E69F00", "#009E73", "#CC79A7"];
    for (let x = 0; x < w; x += 3) {
      ctx.fillStyle = colours[(x / 3) % colours.length] as string;
      ctx.fillRect(x, 2, 2, 4); // rows 2-5: one row read, three repeated
      ctx.fillStyle = colours[(x / 3 + 1) % colours.length] as string;
      ctx.fillRect(x + 1, 8, 1, 4); // rows 8-11, the last: likewise
    }
    const before = ctx.getImageData(0, 0, w, h).data;
    const png = encodeIndexedPng(w, h, before);
    expect(inflateSync(idat(png)).length).toBe((w + 1) * h);
    expect(Buffer.from(await decoded(png, w, h))).toEqual(Buffer.from(before));
  });

  it("keeps a real board within a few levels per channel (anti-aliased text)", async () => {
    const layout = pictureLayout(pictureJob(crowdedTable(4), "fr"));
    const ctx = createCanvas(layout.width, layout.height).getContext("2d");
    paint(ctx, layout.width, layout.height, layout.elements);
    const before = ctx.getImageData(0, 0, layout.width, layout.height).data;
    const after = await decoded(
      encodeIndexedPng(layout.width, layout.height, before),
      layout.width,
      layout.height,
    );
    let off = 0;
    let worst = 0;
    for (let i = 0; i < before.length; i++) {
      if (i % 4 === 3) continue;
      const d = Math.abs((before[i] as number) - (after[i] as number));
      worst = Math.max(worst, d);
      if (d > 8) off++;
    }
    // 5-bit bins: a colour shares its bin's colour (≤ 7 levels away) or, off the palette, goes
    // to the nearest one; the flat colours (nearly every pixel) stay exact.
    expect(off / (before.length * 0.75)).toBeLessThan(0.01);
    expect(worst, `worst ${worst}, off ${off}`).toBeLessThan(96);
  });
});

// A worker draws picture after picture with what it keeps between them (src/picture/draw.ts: the
// canvas of the previous picture of the same size; src/picture/png.ts: the encoder's buffers;
// src/picture/skia-memory.ts: the allocator keeps freed memory for the next reading): a picture
// drawn after another must be byte for byte the picture drawn first in a fresh thread, with
// nothing of the previous one left.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { drawPicture, pictureJob } from "../../src/picture/index.ts";
import { crowdedTable } from "../../src/picture/samples.ts";

describe("drawPicture, one picture after another", () => {
  it("draws each picture as in a fresh thread, nothing of the previous one left", () => {
    const a = pictureJob(crowdedTable(4), "en", "board");
    // Another table of the same size (so the canvas is reused): other texts in the same places.
    const b = structuredClone(a);
    b.model.title = a.model.title.toUpperCase();
    b.model.players = b.model.players.map((p) => ({ ...p, vpText: `${p.vpText}9`, active: !p.active }));
    // The first picture of this file's thread: drawn on a fresh canvas by a fresh encoder.
    const fresh = Buffer.from(drawPicture(b).bytes);
    const first = drawPicture(a);
    const again = drawPicture(b);
    expect([again.width, again.height]).toEqual([first.width, first.height]);
    expect(Buffer.from(first.bytes).equals(fresh)).toBe(false);
    expect(Buffer.from(again.bytes)).toEqual(fresh);
    expect(Buffer.from(drawPicture(a).bytes)).toEqual(Buffer.from(first.bytes));
  });
});

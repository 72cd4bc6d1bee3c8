// The snapshot column's compression (src/store/snapshot-codec.ts, issue 22): a snapshot reads back
// as the very text saved, and one stored raw-deflated by an earlier release still reads.
import { brotliCompressSync, constants, deflateRawSync, inflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BROTLI_TAG, decodeSnapshot, encodeSnapshot } from "../../src/store/snapshot-codec.ts";

/** A snapshot's text as JSON.stringify writes one: escapes of NUL and of lone surrogates included. */
const stateText = JSON.stringify({
  v: 1,
  g: {
    cards: Array.from({ length: 160 }, (_, uid) => ({ uid, def: "robots:warbot", zone: "deck", at: 0 })),
    players: [{ name: "ünïcödé ✓ 🎲 \u0000 \ud800 \udfff end" }],
  },
});

describe("a snapshot's compression", () => {
  it("is brotli, tagged, and reads back as the same text", () => {
    const bytes = Buffer.from(encodeSnapshot(stateText), "base64");
    expect(bytes[0]).toBe(BROTLI_TAG);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(stateText) / 10);
    expect(decodeSnapshot(bytes.toString("base64"))).toBe(stateText);
  });

  it("reads a raw-deflated snapshot of an earlier release", () => {
    for (const level of [1, 6, 9]) {
      const earlier = deflateRawSync(Buffer.from(stateText, "utf8"), { level }).toString("base64");
      expect(decodeSnapshot(earlier)).toBe(stateText);
    }
  });

  it("reads a brotli snapshot of any quality (rows written at quality 1 before stop 37)", () => {
    for (const quality of [0, 1, 5, 11]) {
      const body = brotliCompressSync(stateText, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 17 },
      });
      const row = Buffer.concat([Buffer.from([BROTLI_TAG]), body]).toString("base64");
      expect(decodeSnapshot(row)).toBe(stateText);
    }
  });

  it("writes brotli's quality 0 (the cheapest per decision between engine steps)", () => {
    const bytes = Buffer.from(encodeSnapshot(stateText), "base64");
    const quality0 = brotliCompressSync(stateText, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 0,
        [constants.BROTLI_PARAM_SIZE_HINT]: stateText.length,
        [constants.BROTLI_PARAM_LGWIN]: 17,
      },
    });
    expect(bytes.subarray(1)).toEqual(quality0);
  });

  it("tags with a first byte no raw deflate stream has (its reserved block type)", () => {
    // Bits 1-2 of a raw deflate stream's first byte are its block type, 11 being reserved.
    expect(BROTLI_TAG & 0b110).toBe(0b110);
    expect(() => inflateRawSync(Buffer.from([BROTLI_TAG, 0, 0, 0]))).toThrow();
    // No deflate stream of any text, any level, starts with a tagged byte.
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 0, max: 9 }), (text, level) => {
        const first = deflateRawSync(Buffer.from(text, "utf8"), { level })[0] ?? 0;
        expect(first & 0b110).not.toBe(0b110);
      }),
    );
  });

  it("refuses a tagged format it does not know rather than misread it", () => {
    expect(() => decodeSnapshot(Buffer.from([0xff, 1, 2, 3]).toString("base64"))).toThrow(
      /unknown snapshot format/,
    );
  });

  it("reads back any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (text) => {
        const json = JSON.stringify({ text });
        expect(decodeSnapshot(encodeSnapshot(json))).toBe(json);
      }),
    );
  });
});

// A fast, small PNG for the board picture: 8-bit indexed colour (≤ 256 colours) deflated by
// node:zlib. The picture is flat panels, a few player colours and anti-aliased text, so a palette
// of its 256 most used colours (colours binned at 5 bits per channel, each bin drawn with the
// first exact colour met) keeps every flat colour exact and text edges within a few levels.
// Measured on the bench board (800×1212): Skia's RGBA PNG 215 KB at ~75 ms of CPU, Skia's
// lossless WebP 100 KB at ~48 ms, this ~77 KB at ~25–30 ms with the painting and the reading back
// (docs/pictures/README.md); since issue 24's follow-up ~14 ms in all (the canvas's allocator
// without huge pages, ./skia-memory.ts; this encoder run by run, on signed pixels, with buffers
// kept between pictures).

import zlib from "node:zlib";

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** node:zlib's own CRC-32 (Node ≥ 20.15): native, the same value as the table's. */
const nativeCrc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;

function crc32(buf: Uint8Array, from: number, to: number): number {
  if (nativeCrc32) return nativeCrc32(buf.subarray(from, to)) >>> 0;
  let c = -1;
  for (let i = from; i < to; i++) c = (CRC_TABLE[(c ^ (buf[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const b = Buffer.alloc(12 + data.length);
  b.writeUInt32BE(data.length, 0);
  b.write(type, 4, "latin1");
  b.set(data, 8);
  b.writeUInt32BE(crc32(b, 4, 8 + data.length), 8 + data.length);
  return b;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const BINS = 1 << 15;

/** Per-call scratch (one encoder per worker thread; the picture is drawn synchronously). */
const count = new Uint32Array(BINS);
const first = new Int32Array(BINS);
const binIndex = new Uint8Array(BINS);

/**
 * The filtered rows, kept from one picture to the next: a fresh megabyte each time costs the
 * kernel's zeroing of every page at its first touch, more than the writing of the indices.
 */
let rows: Uint8Array = new Uint8Array(0);
function rowsScratch(bytes: number): Uint8Array {
  if (rows.length < bytes) rows = new Uint8Array(bytes);
  return rows.subarray(0, bytes);
}

/** Which rows repeat the row above, pixel for pixel (pass 1), kept likewise. */
let repeatsAbove: Uint8Array = new Uint8Array(0);
function repeatsScratch(height: number): Uint8Array {
  if (repeatsAbove.length < height) repeatsAbove = new Uint8Array(height);
  return repeatsAbove;
}

/** Where each run of one colour starts (pass 1), kept likewise; at most one run per pixel. */
let runStarts: Int32Array = new Int32Array(0);
function runsScratch(length: number): Int32Array {
  if (runStarts.length < length) runStarts = new Int32Array(length);
  return runStarts;
}

const binOf = (v: number) => ((v & 0xf8) << 7) | ((v >> 6) & 0x3e0) | ((v >> 19) & 0x1f);

/** Counts a run of `length` pixels of colour `v` in its bin; a bin's colour is the first met. */
function countRun(v: number, length: number): void {
  const k = binOf(v);
  if ((count[k] as number) === 0) first[k] = v;
  count[k] = (count[k] as number) + length;
}

/**
 * Encodes opaque RGBA pixels (`rgba.length === 4 × width × height`, alpha ignored) as an indexed
 * PNG. Exact when the image has at most 256 colours in distinct bins.
 */
export function encodeIndexedPng(
  width: number,
  height: number,
  rgba: Uint8Array | Uint8ClampedArray,
): Buffer {
  const n = width * height;
  if (rgba.length < 4 * n) throw new Error("not enough pixels");
  // Signed: an opaque pixel (alpha 255 in the top byte) read unsigned does not fit V8's small
  // integers, and every comparison and shift below would go through a double.
  const px = new Int32Array(rgba.buffer, rgba.byteOffset, n);
  count.fill(0);
  // Pass 1: the runs of one colour, row by row (a run ends with its row: rows are written apart),
  // each run counted in its colour's bin at once. Nine pixels in ten continue a run. A row equal
  // to the row above (a fifth of a board's rows: panels' plain stretches; one native compare) is
  // not read pixel by pixel: the runs of the row above are counted again, and pass 2 copies its
  // indices. The counts, so the palette and every byte, are the same as row by row.
  const starts = runsScratch(n + 1);
  const repeats = repeatsScratch(height);
  const bytes = Buffer.from(rgba.buffer, rgba.byteOffset, 4 * n);
  const rowBytes = 4 * width;
  let runs = 0;
  /** The runs of the last row read pixel by pixel: starts[firstRun..runs), ending at its rowEnd. */
  let firstRun = 0;
  let readRowEnd = 0;
  for (let y = 0, p = 0; y < height && width > 0; y++) {
    const rowEnd = p + width;
    if (y > 0 && bytes.compare(bytes, 4 * p, 4 * rowEnd, 4 * p - rowBytes, 4 * p) === 0) {
      repeats[y] = 1;
      for (let r = firstRun; r < runs; r++) {
        const from = starts[r] as number;
        countRun(px[from] as number, (r + 1 < runs ? (starts[r + 1] as number) : readRowEnd) - from);
      }
      p = rowEnd;
      continue;
    }
    repeats[y] = 0;
    firstRun = runs;
    readRowEnd = rowEnd;
    let start = p;
    let v = px[p] as number;
    for (p++; p < rowEnd; p++) {
      const w = px[p] as number;
      if (w === v) continue;
      countRun(v, p - start);
      starts[runs++] = start;
      start = p;
      v = w;
    }
    countRun(v, rowEnd - start);
    starts[runs++] = start;
  }
  starts[runs] = n;
  const used: number[] = [];
  for (let k = 0; k < BINS; k++) if ((count[k] as number) > 0) used.push(k);
  used.sort((a, b) => (count[b] as number) - (count[a] as number));
  const palette = used.slice(0, 256);
  const pr = palette.map((k) => (first[k] as number) & 0xff);
  const pg = palette.map((k) => ((first[k] as number) >> 8) & 0xff);
  const pb = palette.map((k) => ((first[k] as number) >> 16) & 0xff);
  palette.forEach((k, i) => {
    binIndex[k] = i;
  });
  // The rarer bins go to their nearest palette colour (weighted for the eye: green counts most),
  // searched outwards from the same green level so most of the palette is never looked at.
  const byGreen = palette.map((_, j) => j).sort((a, b) => (pg[a] as number) - (pg[b] as number));
  const greens = byGreen.map((j) => pg[j] as number);
  for (let u = palette.length; u < used.length; u++) {
    const v = first[used[u] as number] as number;
    const r = v & 0xff;
    const g = (v >> 8) & 0xff;
    const b = (v >> 16) & 0xff;
    let lo = 0;
    let hi = greens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((greens[mid] as number) < g) lo = mid + 1;
      else hi = mid;
    }
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    const consider = (k: number): boolean => {
      const j = byGreen[k] as number;
      const dg = g - (pg[j] as number);
      if (4 * dg * dg >= bestD) return false;
      const dr = r - (pr[j] as number);
      const db = b - (pb[j] as number);
      const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (d < bestD) {
        bestD = d;
        best = j;
      }
      return true;
    };
    for (let k = lo; k < greens.length && consider(k); k++);
    for (let k = lo - 1; k >= 0 && consider(k); k--);
    binIndex[used[u] as number] = best;
  }
  // Pass 2: one palette index per pixel, run by run, each row behind its filter byte (0: none);
  // a row that repeats the row above is a copy of its filtered row.
  const stride = width + 1;
  const raw = rowsScratch(stride * height);
  let o = 0;
  let rowEnd = 0;
  for (let r = 0; r < runs; r++) {
    const start = starts[r] as number;
    if (start >= rowEnd) {
      // The rows up to this run's (repeats of the row above) are copies of it.
      for (; rowEnd < start; rowEnd += width, o += stride) raw.copyWithin(o, o - stride, o);
      raw[o++] = 0;
      rowEnd += width;
    }
    // A read row's last run ends with it, whatever the next read row's first run.
    const end = Math.min(starts[r + 1] as number, rowEnd);
    const index = binIndex[binOf(px[start] as number)] as number;
    if (end - start > 32) {
      raw.fill(index, o, o + end - start);
      o += end - start;
    } else for (let i = start; i < end; i++) raw[o++] = index;
  }
  for (; rowEnd < n; rowEnd += width, o += stride) raw.copyWithin(o, o - stride, o);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // colour type: indexed
  const plte = new Uint8Array(palette.length * 3);
  for (let j = 0; j < palette.length; j++) {
    plte[3 * j] = pr[j] as number;
    plte[3 * j + 1] = pg[j] as number;
    plte[3 * j + 2] = pb[j] as number;
  }
  // Level 3: nearly the bytes of level 6 at two thirds of the time on this kind of image.
  const idat = zlib.deflateSync(raw, { level: 3 });
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", ihdr),
    chunk("PLTE", plte),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array()),
  ]);
}

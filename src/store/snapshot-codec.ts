// How a snapshot travels to and from the database (issue 22: WAL and bytes per game, and the game
// service's CPU per decision). The state's JSON text, about 34 KB at a quiet point of a 4-player
// game, is stored compressed in the `snapshot_z` column (about 5 KB: a seventh of the bytes sent,
// and fewer logged than PostgreSQL's own compression of the JSON column wrote). Both ways it
// crosses the wire as base64 text (the node driver would send a bytea parameter as hex, twice its
// size); SQL `decode`/`encode` convert.
//
// Brotli at quality 0 since stop 37 (quality 1 since issue 22 before): what a snapshot costs is not
// what a hot loop of compressions says. Measured between engine decisions, as the game service
// compresses (one snapshot after every 80 decisions of a game, same texts, same run, CPU time):
// quality 1 ~500-1,100 µs a snapshot against ~190 µs in a hot loop; quality 0 (brotli's one-pass
// "fast fragment" compressor, smaller tables to set up and touch) ~300-400 µs (~125 µs hot); raw
// deflate 1 ~480-650 µs. Quality 0 writes ~5.7 KB instead of ~5.1 KB (of a ~34 KB text; a game
// saves three or four). Any brotli quality reads back with the same decoder: rows of quality 1 load
// as they did. Its bytes start with `BROTLI_TAG`. Earlier releases stored raw deflate, still read:
// a raw deflate stream never starts with that byte (its block type bits, 1-2 of the first byte,
// would be 11, which deflate reserves).

import { brotliCompressSync, brotliDecompressSync, constants, inflateRawSync } from "node:zlib";

/** The first byte of a brotli snapshot; `0xfe` has the reserved deflate block type (bits 1-2 set). */
export const BROTLI_TAG = 0xfe;

const BROTLI_QUALITY = 0;
/**
 * A 128 KB window (brotli's default is 4 MB): a state is ~34 KB, so the same bytes come out, and the
 * compressor sets up half the work per call (~55 µs against ~105 µs on a 24 KB text).
 */
const BROTLI_WINDOW_BITS = 17;

/** The base64 text of the compressed snapshot, for `decode(…, 'base64')` into `snapshot_z`. */
export function encodeSnapshot(text: string): string {
  const body = brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    },
  });
  const tagged = Buffer.allocUnsafe(body.length + 1);
  tagged[0] = BROTLI_TAG;
  body.copy(tagged, 1);
  return tagged.toString("base64");
}

/** The snapshot's JSON text back from `encode(snapshot_z, 'base64')` (either format). */
export function decodeSnapshot(base64: string): string {
  const bytes = Buffer.from(base64, "base64");
  const first = bytes[0] ?? 0;
  // Bits 1-2 both set: not raw deflate, a tagged format.
  if ((first & 0b110) !== 0b110) return inflateRawSync(bytes).toString("utf8");
  if (first === BROTLI_TAG) return brotliDecompressSync(bytes.subarray(1)).toString("utf8");
  throw new Error(`unknown snapshot format (first byte ${first})`);
}

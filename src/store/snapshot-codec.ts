// How a snapshot travels to and from the database (issue 22: WAL and bytes per game). The state's
// JSON text, about 34 KB at a quiet point of a 4-player game, is stored raw-deflated in the
// `snapshot_z` column (about 4 KB: a tenth of the bytes sent, and fewer logged than PostgreSQL's
// own compression of the JSON column wrote). Both ways it crosses the wire as base64 text (the
// node driver would send a bytea parameter as hex, twice its size); SQL `decode`/`encode` convert.
// Deflate, not brotli: as small within 10 % here, and its level 6 is as fast at compressing.

import { deflateRawSync, inflateRawSync } from "node:zlib";

/** The base64 text of the compressed snapshot, for `decode(…, 'base64')` into `snapshot_z`. */
export function encodeSnapshot(text: string): string {
  return deflateRawSync(Buffer.from(text, "utf8")).toString("base64");
}

/** The snapshot's JSON text back from `encode(snapshot_z, 'base64')`. */
export function decodeSnapshot(base64: string): string {
  return inflateRawSync(Buffer.from(base64, "base64")).toString("utf8");
}

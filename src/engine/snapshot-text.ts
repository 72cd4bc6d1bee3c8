// The text of a snapshot (a quiet point's state, Engine checkpoints): the state's JSON with its two
// big lists written by position instead of by key (issue 22, stop 45). Node 20's JSON.stringify
// pays per value and per key (a toJSON lookup on every object, every key's text escaped again):
// ~2.0M instructions for a ~36 KB four-player state, ~21k per decision of the bot at SNAPSHOT_EVERY
// 80. Cards as rows `[uid, def, owner, controller, zone, at, counters, attached, stay, usedTurn]`
// (plus `uses`, `memo` when either is set) and log lines as `[k, p, to, turn]` (plus `w`) write
// ~17 KB instead of ~36 KB, with no keys to escape and one object fewer per card and per line.
//
// The text is marked: its first key is `z` (ROW_FORMAT), which no GameState has, so a reader tells
// it from the plain JSON of earlier releases (Engine.resume and the store's reader take both).
// The engine's `serialize` (JSON.stringify of the state: the digest, the AI's trail) is unchanged.

import { syncRng } from "./rng.ts";
import type { CardState, GameState, LogEntry } from "./types.ts";

/** The version of the row format (the `z` key of a snapshot text). */
export const ROW_FORMAT = 1;

type CardRow = (number | string | readonly number[] | null)[];
type LogRow = (LogEntry[keyof LogEntry] | null)[];

// The fields a row writes, checked against the state's types when compiling: a field added to
// CardState or LogEntry and not written by cardRow/logRow (and read back by their readers) would
// otherwise vanish from every snapshot without an error, and only a game that reached it would
// replay differently.
const CARD_FIELDS = [
  "uid",
  "def",
  "owner",
  "controller",
  "zone",
  "at",
  "counters",
  "attached",
  "stay",
  "usedTurn",
  "uses",
  "memo",
] as const;
const LOG_FIELDS = ["k", "p", "to", "turn", "w"] as const;
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when compiling only if the rows write every field of a card and of a log line. */
export const ROWS_WRITE_EVERY_FIELD: Exactly<(typeof CARD_FIELDS)[number], keyof CardState> &
  Exactly<(typeof LOG_FIELDS)[number], keyof LogEntry> = true;

function cardRow(c: CardState): CardRow {
  const row: CardRow = [
    c.uid,
    c.def,
    c.owner,
    c.controller,
    c.zone,
    c.at,
    c.counters,
    c.attached,
    c.stay,
    c.usedTurn,
  ];
  if (c.uses !== undefined || c.memo !== undefined) row.push(c.uses ?? null, c.memo ?? null);
  return row;
}

function logRow(e: LogEntry): LogRow {
  return e.w === undefined ? [e.k, e.p, e.to, e.turn] : [e.k, e.p, e.to, e.turn, e.w];
}

/**
 * The snapshot text of a state (its rng position synced first, as `serialize` does). Any key of the state other
 * than `cards` and `log` is written as JSON writes it. A row holds only the keys CardState and
 * LogEntry declare: test/engine/snapshot-text.test.ts reads every snapshot of seeded games of all
 * boxes back to the state's exact JSON, so a key added to either without its place here fails.
 */
export function snapshotText(g: GameState): string {
  syncRng(g);
  return writtenSnapshotText(g) ?? documentText(g);
}

/** `snapshotText` by JSON.stringify of the rows as arrays (the general path; any state). */
export function documentText(g: GameState): string {
  const doc: Record<string, unknown> = { z: ROW_FORMAT };
  const from = g as unknown as Record<string, unknown>;
  for (const key in from) doc[key] = from[key];
  const cards = new Array<CardRow>(g.cards.length);
  for (let i = 0; i < cards.length; i++) cards[i] = cardRow(g.cards[i] as CardState);
  const log = new Array<LogRow>(g.log.length);
  for (let i = 0; i < log.length; i++) log[i] = logRow(g.log[i] as LogEntry);
  doc.cards = cards;
  doc.log = log;
  return JSON.stringify(doc);
}

// The text written directly (stop 46): JSON.stringify pays per array as per object (the toJSON
// lookup up the prototype chain, the cycle check), and a row is an array, with one more for a
// card's attachments and a line's parameters: ~1.4M instructions a four-player snapshot, ~14k per
// decision of act() at SNAPSHOT_EVERY 80 (callgrind), the largest part of act() beyond the engine.
// The rows are written as bytes into one buffer instead (integers, and texts of printable ASCII
// without a quote or a backslash, as JSON writes them), ~0.9M; any other value (a text to escape,
// a number that is not an integer, a field of another type) and the whole state takes
// `documentText`, whose text this is byte for byte (test/engine/snapshot-text.test.ts).

/** The writer's buffer (one snapshot at a time: nothing it calls writes another), grown as needed. */
let buffer = new Uint8Array(1 << 15);
const ascii = new TextDecoder();

/** The buffer with room for `need` more bytes after `at` (a larger one, the bytes so far copied). */
function room(at: number, need: number): Uint8Array {
  if (at + need <= buffer.length) return buffer;
  const larger = new Uint8Array(Math.max(buffer.length * 2, at + need));
  larger.set(buffer.subarray(0, at));
  buffer = larger;
  return larger;
}

/** Writes `n` as JSON does if it is an integer (room for 11 bytes), else returns -1. */
function int(b: Uint8Array, at: number, n: unknown): number {
  if (typeof n !== "number" || (n | 0) !== n) return -1;
  if (n >= 0 && n < 10) {
    b[at] = 48 + n;
    return at + 1;
  }
  if (n >= 10 && n < 100) {
    const tens = (n / 10) | 0;
    b[at] = 48 + tens;
    b[at + 1] = 48 + n - 10 * tens;
    return at + 2;
  }
  const text = `${n}`;
  for (let i = 0; i < text.length; i++) b[at + i] = text.charCodeAt(i);
  return at + text.length;
}

/** Writes `s` quoted if it is printable ASCII without `"` or `\` (room for its length + 2), else -1. */
function text(b: Uint8Array, at: number, s: unknown): number {
  if (typeof s !== "string") return -1;
  b[at] = 34;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return -1;
    b[at + 1 + i] = c;
  }
  b[at + 1 + s.length] = 34;
  return at + 2 + s.length;
}

/** `null` (room for 4 bytes). */
function nullText(b: Uint8Array, at: number): number {
  b[at] = 110;
  b[at + 1] = 117;
  b[at + 2] = 108;
  b[at + 3] = 108;
  return at + 4;
}

/** Room a value needs: 11 for a number, a text's length + 2 (a value of another type fails anyway). */
const roomFor = (v: unknown): number => (typeof v === "string" ? v.length + 2 : 11);

/** The text of the cards' rows (`[` to `]`), or undefined when a value is not plain. */
function cardsText(cards: readonly CardState[]): string | undefined {
  let b = room(0, 1);
  let at = 0;
  b[at++] = 91;
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k] as CardState;
    const { attached, uses, memo } = c;
    if (!Array.isArray(attached)) return undefined;
    const more = uses !== undefined || memo !== undefined;
    b = room(
      at,
      140 + roomFor(c.def) + roomFor(c.zone) + 12 * attached.length + (more ? roomFor(memo) + 16 : 0),
    );
    if (k > 0) b[at++] = 44;
    b[at++] = 91;
    at = int(b, at, c.uid);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = text(b, at, c.def);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, c.owner);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, c.controller);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = text(b, at, c.zone);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, c.at);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, c.counters);
    if (at < 0) return undefined;
    b[at++] = 44;
    b[at++] = 91;
    for (let i = 0; i < attached.length; i++) {
      if (i > 0) b[at++] = 44;
      at = int(b, at, attached[i]);
      if (at < 0) return undefined;
    }
    b[at++] = 93;
    b[at++] = 44;
    at = int(b, at, c.stay);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, c.usedTurn);
    if (at < 0) return undefined;
    if (more) {
      // `uses ?? null`, `memo ?? null`, as cardRow writes them.
      b[at++] = 44;
      at = uses === undefined || uses === null ? nullText(b, at) : int(b, at, uses);
      if (at < 0) return undefined;
      b[at++] = 44;
      at = memo === undefined || memo === null ? nullText(b, at) : text(b, at, memo);
      if (at < 0) return undefined;
    }
    b[at++] = 93;
  }
  b = room(at, 1);
  b[at++] = 93;
  return ascii.decode(b.subarray(0, at));
}

/** The text of the log lines' rows (`[` to `]`), or undefined when a value is not plain. */
function logText(log: readonly LogEntry[]): string | undefined {
  let b = room(0, 1);
  let at = 0;
  b[at++] = 91;
  for (let k = 0; k < log.length; k++) {
    const e = log[k] as LogEntry;
    const { p, w } = e;
    if (!Array.isArray(p)) return undefined;
    // The places as JSON writes them (an object of arrays of seats and uids, rare).
    const places = w === undefined ? undefined : JSON.stringify(w);
    if (w !== undefined && places === undefined) return undefined;
    let need = 40 + roomFor(e.k) + (places === undefined ? 0 : places.length + 1);
    for (let i = 0; i < p.length; i++) need += roomFor(p[i]) + 1;
    b = room(at, need);
    if (k > 0) b[at++] = 44;
    b[at++] = 91;
    at = text(b, at, e.k);
    if (at < 0) return undefined;
    b[at++] = 44;
    b[at++] = 91;
    for (let i = 0; i < p.length; i++) {
      if (i > 0) b[at++] = 44;
      const v = p[i];
      at = typeof v === "number" ? int(b, at, v) : text(b, at, v);
      if (at < 0) return undefined;
    }
    b[at++] = 93;
    b[at++] = 44;
    at = int(b, at, e.to);
    if (at < 0) return undefined;
    b[at++] = 44;
    at = int(b, at, e.turn);
    if (at < 0) return undefined;
    if (places !== undefined) {
      b[at++] = 44;
      for (let i = 0; i < places.length; i++) {
        const c = places.charCodeAt(i);
        if (c > 0x7e) return undefined;
        b[at + i] = c;
      }
      at += places.length;
    }
    b[at++] = 93;
  }
  b = room(at, 1);
  b[at++] = 93;
  return ascii.decode(b.subarray(0, at));
}

/**
 * `documentText(g)` written directly (its rng synced by the caller): each key of the state in its order, the cards and the log as
 * rows of bytes, every other value by JSON.stringify (skipped when it writes nothing, as in an
 * object); undefined when a row holds a value the direct writer does not take.
 */
export function writtenSnapshotText(g: GameState): string | undefined {
  let out = `{"z":${ROW_FORMAT}`;
  const from = g as unknown as Record<string, unknown>;
  for (const key in from) {
    const value = from[key];
    let json: string | undefined;
    if (key === "cards") {
      if (!Array.isArray(value)) return undefined;
      json = cardsText(value as CardState[]);
      if (json === undefined) return undefined;
    } else if (key === "log") {
      if (!Array.isArray(value)) return undefined;
      json = logText(value as LogEntry[]);
      if (json === undefined) return undefined;
    } else json = JSON.stringify(value);
    if (json !== undefined) out += `,${JSON.stringify(key)}:${json}`;
  }
  return `${out}}`;
}

/** Whether a parsed snapshot document is in the row format (else: a state's plain JSON). */
export function isRowDocument(doc: unknown): doc is Record<string, unknown> & { z: number } {
  return typeof doc === "object" && doc !== null && typeof (doc as { z?: unknown }).z === "number";
}

/**
 * A parsed snapshot document as the state's plain JSON would have parsed (the same keys in the same
 * order, absent optional keys left out), to adopt as a state; a plain document as it is.
 */
export function stateOfDocument(doc: Record<string, unknown>): Record<string, unknown> {
  if (!isRowDocument(doc)) return doc;
  if (doc.z !== ROW_FORMAT) throw new Error(`unknown snapshot row format ${doc.z}`);
  const state: Record<string, unknown> = {};
  for (const key in doc) if (key !== "z") state[key] = doc[key];
  state.cards = (doc.cards as unknown[][]).map(cardOfRow);
  state.log = (doc.log as unknown[][]).map(logOfRow);
  return state;
}

function cardOfRow(row: unknown[]): Record<string, unknown> {
  const c: Record<string, unknown> = {
    uid: row[0],
    def: row[1],
    owner: row[2],
    controller: row[3],
    zone: row[4],
    at: row[5],
    counters: row[6],
    attached: row[7],
    stay: row[8],
    usedTurn: row[9],
  };
  if (row.length > 10) {
    if (row[10] !== null) c.uses = row[10];
    if (row[11] !== null) c.memo = row[11];
  }
  return c;
}

function logOfRow(row: unknown[]): Record<string, unknown> {
  const e: Record<string, unknown> = { k: row[0], p: row[1], to: row[2], turn: row[3] };
  if (row.length > 4) e.w = row[4];
  return e;
}

/** The state a snapshot text holds (either format), parsed, not yet adopted. */
export function parseSnapshotText(text: string): GameState {
  return stateOfDocument(JSON.parse(text) as Record<string, unknown>) as unknown as GameState;
}

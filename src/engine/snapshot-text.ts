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

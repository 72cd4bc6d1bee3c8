// Rebuilding a game from its row: the setup record, then the engine from the latest quiet
// snapshot (or from the engine setup before the first one) plus the decisions logged since (the
// tail, a handful at most). The code that replays them may be newer than the code that took them
// (docs/upgrades.md): a snapshot of an older state format is migrated, and a tail decision that no
// longer replays (refused, or answering a question that has changed) makes the restore fall back
// to the snapshot itself, reporting what it undid. Only a snapshot that cannot be resumed at all
// is an error.

import { createHash } from "node:crypto";
import { z } from "zod";
import { type Checkpoint, type DecisionRecord, Engine, type EngineOptions } from "../engine/engine.ts";
import { migrateState, STATE_VERSION, type StateJson } from "../engine/migrations.ts";
import { stateOfDocument } from "../engine/snapshot-text.ts";
import type { GameState, Prompt, PromptOption } from "../engine/types.ts";
import { type DecisionTrace, submitTraced, undoVerdict } from "../engine/undo.ts";
import { JsonText } from "../store/index.ts";
import { BASE64URL_CODES } from "../store/row-codec.ts";
import type { JsonValue, LoadedGame, DecisionRecord as StoredDecisionRow } from "../store/types.ts";
import { type GameSetupRecord, gameSetupSchema } from "./setup.ts";

export class GameRestoreError extends Error {
  override readonly name = "GameRestoreError";
  constructor(
    readonly gameId: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`game ${gameId} cannot be restored: ${detail}`, options);
  }
}

/**
 * What the snapshot column holds: the engine's state at a quiet point and its format (absent: 1).
 * Since 0.2 the state is the document itself (`g`); rows of earlier releases hold it serialised
 * as a string (`state`), which every later release still reads.
 */
export const snapshotSchema = z.union([
  z.object({ v: z.number().int().optional(), g: z.record(z.string(), z.unknown()) }),
  z.object({ v: z.number().int().optional(), state: z.string() }),
]);

// Extra keys a stored answer may carry (e.g. `auto` for a timer's default) are dropped. `asked` is
// the fingerprint of the prompt the answer was given to (absent in games of release 0.1.0).
// The schemas are the definition; a cold load reads its rows with the readers below, which accept
// and return exactly what they do (test/app/restore-readers.test.ts) at a fraction of the cost.
export const decisionSchema = z.union([
  z.object({
    seat: z.number().int(),
    prompt: z.number().int(),
    choice: z.array(z.string()),
    asked: z.string().optional(),
  }),
  z.object({ seat: z.number().int(), autoPass: z.boolean() }),
  z.object({ seat: z.number().int(), leave: z.literal(true) }),
]);

/** A decision as the log stores it: the engine's record, plus the question an answer answered. */
export type StoredDecision = DecisionRecord & { asked?: string };

export function parseDecision(answer: JsonValue): StoredDecision | null {
  // `decisionSchema.safeParse(answer)` without zod: a cold click reads ~40 of these (issue 22). The
  // first alternative that fits wins, its keys only, in its order (zod's union and objects).
  if (!isObject(answer)) return null;
  const { seat } = answer;
  if (!Number.isSafeInteger(seat)) return null;
  const { prompt, choice } = answer;
  const { asked } = answer;
  if (
    Number.isSafeInteger(prompt) &&
    isStringArray(choice) &&
    (asked === undefined || typeof asked === "string")
  ) {
    const decision: StoredDecision = { seat: seat as number, prompt: prompt as number, choice: [...choice] };
    // Kept when present even if undefined, as zod keeps it (never so in a JSON row).
    if ("asked" in answer) (decision as { asked?: string | undefined }).asked = asked;
    return decision;
  }
  if (typeof answer.autoPass === "boolean") return { seat: seat as number, autoPass: answer.autoPass };
  if (answer.leave === true) return { seat: seat as number, leave: true };
  return null;
}

/** A JSON object (not an array, not null): what zod's objects accept. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== "string") return false;
  return true;
}

/** The engine's record of a stored decision, without the question it answered (exports). */
export function engineDecision(decision: StoredDecision): DecisionRecord {
  if (!("choice" in decision)) return decision;
  return { seat: decision.seat, prompt: decision.prompt, choice: decision.choice };
}

/** The stored form of an answer to `prompt`: with the question, so that a changed prompt is detected on replay. */
export function storedAnswer(decision: DecisionRecord, prompt: Prompt): StoredDecision {
  return { ...decision, asked: promptFingerprint(prompt) };
}

/**
 * Names the question a prompt asks, everything but its id: who, what for, from which source, which
 * options with what they refer to, how many. Readable kind and purpose, then `y` and a 64-bit hash
 * of the rest in base64url (`fieldFingerprint`: the prompt's fields in a fixed order, no key names;
 * stop 45), or for a prompt of another shape `x` and the 16 hexadecimal digits of `xFingerprint`.
 */
export function promptFingerprint(prompt: Prompt): string {
  return fieldFingerprint(prompt) ?? walkedFingerprint(prompt);
}

/**
 * The fingerprint releases of issue 22 up to stop 44 stored (`x` and 16 hexadecimal digits): a
 * 64-bit hash of the prompt walked in key order, key names included (`QuestionHash`). Still how a
 * stored answer carrying one is compared.
 */
export function xFingerprint(prompt: Prompt): string {
  return quickFingerprint(prompt) ?? walkedFingerprint(prompt);
}

/** `promptFingerprint` by the general walk (`QuestionHash`), for any prompt. */
export function walkedFingerprint(prompt: Prompt): string {
  const hash = new QuestionHash();
  if (!hash.prompt(prompt)) {
    const record = prompt as unknown as Record<string, unknown>;
    for (const key of sortedKeys(record)) {
      if (key === "id" || record[key] === undefined) continue;
      hash.text(key);
      hash.value(record[key]);
    }
  }
  return `${prompt.kind}:${prompt.purpose}:x${hash.hex()}`;
}

/**
 * An object's keys in sorted order (`Array#sort`'s default order: UTF-16 code units), sorted in
 * place by insertion: a prompt's objects have a handful of keys, and `Array#sort` on each of them
 * was half a fingerprint's time (issue 22).
 */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  // An insertion sort in place: a handful of keys, often in order already (Array#sort costs more).
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] as string;
    let j = i - 1;
    if ((keys[j] as string) <= key) continue;
    while (j >= 0 && (keys[j] as string) > key) {
      keys[j + 1] = keys[j] as string;
      j--;
    }
    keys[j + 1] = key;
  }
  return keys;
}

/** Whether `asked`, a fingerprint stored with an answer (by any release), names `prompt`'s question. */
export function asksTheSame(asked: string, prompt: Prompt): boolean {
  if (LEGACY_FINGERPRINT.test(asked)) return asked === legacyPromptFingerprint(prompt);
  if (X_FINGERPRINT.test(asked)) return asked === xFingerprint(prompt);
  return asked === promptFingerprint(prompt);
}

/** A fingerprint of the walk in key order (`xFingerprint`): `:x` and 16 hexadecimal digits last. */
const X_FINGERPRINT = /:x[0-9a-f]{16}$/;

/** A fingerprint of releases up to 0.3 (canonical JSON, SHA-256): 12 hexadecimal digits last. */
const LEGACY_FINGERPRINT = /:[0-9a-f]{12}$/;

/**
 * Two 32-bit multiply-xorshift lanes (cyrb53's mixing) fed with a tagged walk of a JSON value: a
 * string is its length and characters, a container its size and items (an object its keys in
 * order), so that no two documents feed the same sequence.
 */
class QuestionHash {
  private h1 = 0xdeadbeef;
  private h2 = 0x41c6ce57;

  private feed(n: number): void {
    this.h1 = Math.imul(this.h1 ^ n, 2654435761);
    this.h2 = Math.imul(this.h2 ^ n, 1597334677);
  }

  text(s: string): void {
    // feed() inlined over the characters (the hot loop of a fingerprint): the same sequence.
    let h1 = Math.imul(this.h1 ^ (0x5300 + s.length), 2654435761);
    let h2 = Math.imul(this.h2 ^ (0x5300 + s.length), 1597334677);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  value(v: unknown): void {
    if (typeof v === "string") this.text(v);
    else if (typeof v === "number") {
      if (Number.isInteger(v) && v >= -0x40000000 && v < 0x40000000) {
        this.feed(0x4e00);
        this.feed(v | 0);
      } else this.text(`n${JSON.stringify(v)}`);
    } else if (typeof v === "boolean") this.feed(v ? 0x5401 : 0x5400);
    else if (v === null || v === undefined || typeof v !== "object") this.feed(0x4c00);
    else if (Array.isArray(v)) {
      this.feed(0x4100 + v.length);
      for (const item of v) this.value(item);
    } else if (!this.option(v as PromptOption)) {
      const record = v as Record<string, unknown>;
      const keys = sortedKeys(record);
      this.feed(0x4f00 + keys.length);
      for (const key of keys) {
        if (record[key] === undefined) continue;
        this.text(key);
        this.value(record[key]);
      }
    }
  }

  /**
   * The walk of `value` over an object whose own keys are all among a prompt option's, each with a
   * value (the engine's options, most of a prompt): the same sequence, its keys read by name in
   * their sorted order rather than listed and sorted (issue 22: a decision fingerprints ~10
   * options). False, having fed nothing, for any other object: `value` walks it.
   */
  option(o: PromptOption): boolean {
    const { base, card, id, label, seat, target } = o;
    const n =
      (base === undefined ? 0 : 1) +
      (card === undefined ? 0 : 1) +
      (id === undefined ? 0 : 1) +
      (label === undefined ? 0 : 1) +
      (seat === undefined ? 0 : 1) +
      (target === undefined ? 0 : 1);
    // Own keys besides these (or one of these holding undefined): the general walk.
    if (n !== ownKeyCount(o)) return false;
    this.feed(0x4f00 + n);
    if (base !== undefined) this.entry("base", base);
    if (card !== undefined) this.entry("card", card);
    if (id !== undefined) this.entry("id", id);
    if (label !== undefined) this.entry("label", label);
    if (seat !== undefined) this.entry("seat", seat);
    if (target !== undefined) this.entry("target", target);
    return true;
  }

  /**
   * `promptFingerprint`'s walk of a prompt whose own keys are all a prompt's, each with a value but
   * `id` (which it leaves out), in sorted order read by name (as `option`). False, having fed
   * nothing, for any other prompt.
   */
  prompt(p: Prompt): boolean {
    const { kind, max, min, options, purpose, seat, shown, source, window } = p;
    const n =
      (p.id === undefined ? 0 : 1) +
      (kind === undefined ? 0 : 1) +
      (max === undefined ? 0 : 1) +
      (min === undefined ? 0 : 1) +
      (options === undefined ? 0 : 1) +
      (purpose === undefined ? 0 : 1) +
      (seat === undefined ? 0 : 1) +
      (shown === undefined ? 0 : 1) +
      (source === undefined ? 0 : 1) +
      (window === undefined ? 0 : 1);
    if (n !== ownKeyCount(p)) return false;
    if (kind !== undefined) this.entry("kind", kind);
    if (max !== undefined) this.entry("max", max);
    if (min !== undefined) this.entry("min", min);
    if (options !== undefined) this.entry("options", options);
    if (purpose !== undefined) this.entry("purpose", purpose);
    if (seat !== undefined) this.entry("seat", seat);
    if (shown !== undefined) this.entry("shown", shown);
    if (source !== undefined) this.entry("source", source);
    if (window !== undefined) this.entry("window", window);
    return true;
  }

  private entry(key: string, v: unknown): void {
    this.text(key);
    this.value(v);
  }

  hex(): string {
    return finalHex(this.h1, this.h2);
  }
}

// The walk of `QuestionHash` for a prompt as the engine raises them: every key of a prompt and of
// its options present, unset ones undefined (stop 39: `QuestionHash.prompt` and `.option` read keys
// by name only when none is undefined, so every engine prompt took the general walk, listing and
// sorting the keys of each object: ~3 µs a prompt, ~8 % of a decision in the game service). Here
// each object's own keys are checked to be a prompt's, an option's or a source's (undefined ones
// counted, as the general walk counts them), each value's type is known at its key, and both lanes
// are fed per character in one pass. The same sequence fed, so the same fingerprint
// (test/app/fingerprint.test.ts, against the reference walk); undefined for anything else (a key
// or a value of another kind), which the general walk takes from the start.

const K1 = 2654435761;
const K2 = 1597334677;

/** The two lanes of the quick walk in progress (one walk at a time: it never calls out). */
let lane1 = 0;
let lane2 = 0;

/** `QuestionHash.feed`. */
function feedBoth(n: number): void {
  lane1 = Math.imul(lane1 ^ n, K1);
  lane2 = Math.imul(lane2 ^ n, K2);
}

/** `QuestionHash.text`, a lane at a time over the characters. */
function textBoth(s: string): void {
  let h1 = Math.imul(lane1 ^ (0x5300 + s.length), K1);
  let h2 = Math.imul(lane2 ^ (0x5300 + s.length), K2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, K1);
    h2 = Math.imul(h2 ^ c, K2);
  }
  lane1 = h1;
  lane2 = h2;
}

/** Whether `QuestionHash.value` feeds `v` as an integer (else as text, or it is no number). */
function smallInt(v: unknown): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= -0x40000000 && v < 0x40000000;
}

/** A key holding an integer fed as such, or nothing when undefined; false (not fed) for any other value. */
function intEntry(key: string, v: unknown): boolean {
  if (v === undefined) return true;
  if (!smallInt(v)) return false;
  textBoth(key);
  feedBoth(0x4e00);
  feedBoth(v);
  return true;
}

/** A key holding a string, or nothing when undefined; false (not fed) for any other value. */
function textEntry(key: string, v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== "string") return false;
  textBoth(key);
  textBoth(v);
  return true;
}

function quickFingerprint(p: Prompt): string | undefined {
  // Own keys all a prompt's: the general walk takes them in sorted order, undefined ones left out.
  if (!ownKeysAmong(p, PROMPT_KEYS, PROMPT_ORDER)) return undefined;
  const { kind, max, min, options, purpose, seat, shown, source, window } = p;
  if (typeof kind !== "string" || typeof purpose !== "string" || !Array.isArray(options)) return undefined;
  lane1 = 0xdeadbeef;
  lane2 = 0x41c6ce57;
  if (!textEntry("kind", kind) || !intEntry("max", max) || !intEntry("min", min)) return undefined;
  // The array's size, then each option: its count of own keys (undefined ones included, as the
  // general walk counts them), then its keys with a value in sorted order.
  textBoth("options");
  feedBoth(0x4100 + options.length);
  for (let i = 0; i < options.length; i++) {
    const o = options[i] as PromptOption;
    if (o === null || typeof o !== "object" || Array.isArray(o)) return undefined;
    const m = ownKeysAmong(o, OPTION_KEYS, OPTION_ORDER);
    if (!m) return undefined;
    feedBoth(0x4f00 + m);
    if (
      !intEntry("base", o.base) ||
      !intEntry("card", o.card) ||
      !textEntry("id", o.id) ||
      !textEntry("label", o.label) ||
      !intEntry("seat", o.seat) ||
      !intEntry("target", o.target)
    )
      return undefined;
  }
  if (!textEntry("purpose", purpose) || !intEntry("seat", seat)) return undefined;
  if (shown !== undefined) {
    if (!Array.isArray(shown)) return undefined;
    textBoth("shown");
    feedBoth(0x4100 + shown.length);
    for (let i = 0; i < shown.length; i++) {
      const card = shown[i];
      if (!smallInt(card)) return undefined;
      feedBoth(0x4e00);
      feedBoth(card);
    }
  }
  if (source !== undefined) {
    // As an option: its count of own keys, then base, card, def with a value.
    if (source === null || typeof source !== "object" || Array.isArray(source)) return undefined;
    const m = ownKeysAmong(source, SOURCE_KEYS);
    if (!m) return undefined;
    textBoth("source");
    feedBoth(0x4f00 + m);
    if (!intEntry("base", source.base) || !intEntry("card", source.card) || !textEntry("def", source.def))
      return undefined;
  }
  if (!textEntry("window", window)) return undefined;
  return `${kind}:${purpose}:x${finalHex(lane1, lane2)}`;
}

const PROMPT_KEYS = new Set([
  "id",
  "seat",
  "kind",
  "purpose",
  "options",
  "min",
  "max",
  "source",
  "window",
  "shown",
]);
const OPTION_KEYS = new Set(["id", "card", "base", "target", "seat", "label"]);
/** The keys of a prompt and of an option in the order the engine writes them (ask.ts `raise`, `option`). */
const PROMPT_ORDER: readonly string[] = [...PROMPT_KEYS];
const OPTION_ORDER: readonly string[] = [...OPTION_KEYS];
const SOURCE_KEYS = new Set(["card", "base", "def"]);

/**
 * How many own keys `o` has (undefined ones included), or 0 when one is not among `known`. A key at
 * its place in `order` (a subset of `known`, as the engine writes its prompts and options) is
 * known without looking it up (a decision's prompt has ~10 options of 6 keys each).
 */
function ownKeysAmong(o: object, known: ReadonlySet<string>, order?: readonly string[]): number {
  let n = 0;
  for (const key in o) {
    if (!hasOwn.call(o, key)) continue;
    if (key !== order?.[n] && !known.has(key)) return 0;
    n++;
  }
  return n;
}

/**
 * Whether every own key of an option is an option's (true for an option without keys): what
 * `ownKeysAmong(o, OPTION_KEYS, OPTION_ORDER) > 0 || ownKeyCount(o) === 0` tells, in one pass and
 * in a function of its own, so that its `for in` meets the options' shapes alone (shared with
 * prompts and sources, its feedback went megamorphic: a filtered lookup per key; issue 22).
 */
function optionKeysKnown(o: object): boolean {
  let n = 0;
  for (const key in o) {
    if (!hasOwn.call(o, key)) continue;
    // OPTION_ORDER[n] as constants (stop 48: ~4 % of a fingerprint less than the array's load).
    const expected =
      n === 0 ? "id" : n === 1 ? "card" : n === 2 ? "base" : n === 3 ? "target" : n === 4 ? "seat" : "label";
    if (key !== expected && !OPTION_KEYS.has(key)) return false;
    n++;
  }
  return true;
}

/**
 * `ownKeysAmong(p, PROMPT_KEYS, PROMPT_ORDER) > 0`, in a function of its own for the `y`
 * fingerprint's prompts alone (as `optionKeysKnown` for options).
 */
function promptKeysKnown(p: object): boolean {
  let n = 0;
  for (const key in p) {
    if (!hasOwn.call(p, key)) continue;
    if (key !== PROMPT_ORDER[n] && !PROMPT_KEYS.has(key)) return false;
    n++;
  }
  return n > 0;
}

/** The character codes of the hexadecimal digits, lowercase. */
const HEX_DIGITS = Array.from("0123456789abcdef", (c) => c.charCodeAt(0));

const hasOwn = Object.prototype.hasOwnProperty;

/** `Object.keys(o).length` without the array (a fingerprint counts the keys of every option). */
function ownKeyCount(o: object): number {
  let n = 0;
  for (const key in o) if (hasOwn.call(o, key)) n++;
  return n;
}

// The fingerprint stored since stop 45 (`y`): the same question as the walk in key order names
// (every field of the prompt, of its options and of its source but the prompt's id; an undefined
// field as an absent one, as in JSON), fed without key names. A prompt, an option and a source
// have a fixed set of fields (`PROMPT_KEYS`, `OPTION_KEYS`, `SOURCE_KEYS`): which of them are set
// is one number, each integer one feed, each text its length and then two characters a feed. Kind
// and purpose are the fingerprint's readable head: their lengths alone are fed (no two heads
// split alike). Any other key, or a value of another type (a number beyond 31 bits, a float),
// and the prompt takes the walk in key order instead (`x`). A third of the feeds of `x`, whose
// key names were most of what it fed: ~17k instructions per decision in the game service
// (callgrind, stop 45).

/**
 * A text's lanes (`y`): its length, then its UTF-16 code units two a feed (the last alone when
 * odd), into `FIELD_LANES` from the lanes given. For the rarer texts (a label, a window, a
 * source's definition); an option's id is fed inline (`fieldFingerprint`).
 */
const FIELD_LANES = new Int32Array(2);
function textLanes(h1: number, h2: number, s: string): void {
  const n = s.length;
  h1 = Math.imul(h1 ^ n, K1);
  h2 = Math.imul(h2 ^ n, K2);
  let i = 0;
  for (; i + 1 < n; i += 2) {
    const c = s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16);
    h1 = Math.imul(h1 ^ c, K1);
    h2 = Math.imul(h2 ^ c, K2);
  }
  if (i < n) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, K1);
    h2 = Math.imul(h2 ^ c, K2);
  }
  FIELD_LANES[0] = h1;
  FIELD_LANES[1] = h2;
}

/**
 * `promptFingerprint` of a prompt of the engine's shape (`y`), or undefined for any other. One
 * 32-bit feed of both lanes is `h = Math.imul(h ^ n, K)` each, written out where it is fed: the
 * lanes stay in locals (stop 48: through a typed array and helpers, ~8.4k instructions a decision
 * in the game service; the same feeds in the same order, the same fingerprint).
 */
export function fieldFingerprint(p: Prompt): string | undefined {
  if (!promptKeysKnown(p)) return undefined;
  const { kind, max, min, options, purpose, seat, shown, source, window } = p;
  if (typeof kind !== "string" || typeof purpose !== "string" || !Array.isArray(options)) return undefined;
  // Which fields are set (an undefined field as an absent one), each of its type or no `y`.
  let set = 0;
  if (max !== undefined) {
    if (!smallInt(max)) return undefined;
    set = 1;
  }
  if (min !== undefined) {
    if (!smallInt(min)) return undefined;
    set |= 2;
  }
  if (seat !== undefined) {
    if (!smallInt(seat)) return undefined;
    set |= 4;
  }
  if (window !== undefined) {
    if (typeof window !== "string") return undefined;
    set |= 8;
  }
  if (shown !== undefined) set |= 16;
  if (source !== undefined) {
    if (source === null || typeof source !== "object") return undefined;
    set |= 32;
  }
  let f = kind.length | (purpose.length << 16);
  let h1 = Math.imul(0xdeadbeef ^ f, K1);
  let h2 = Math.imul(0x41c6ce57 ^ f, K2);
  f = set + (options.length << 6);
  h1 = Math.imul(h1 ^ f, K1);
  h2 = Math.imul(h2 ^ f, K2);
  if (max !== undefined) {
    h1 = Math.imul(h1 ^ max, K1);
    h2 = Math.imul(h2 ^ max, K2);
  }
  if (min !== undefined) {
    h1 = Math.imul(h1 ^ min, K1);
    h2 = Math.imul(h2 ^ min, K2);
  }
  if (seat !== undefined) {
    h1 = Math.imul(h1 ^ seat, K1);
    h2 = Math.imul(h2 ^ seat, K2);
  }
  if (window !== undefined) {
    textLanes(h1, h2, window);
    h1 = FIELD_LANES[0] as number;
    h2 = FIELD_LANES[1] as number;
  }
  for (let i = 0; i < options.length; i++) {
    const o = options[i] as PromptOption;
    if (o === null || typeof o !== "object" || Array.isArray(o)) return undefined;
    if (!optionKeysKnown(o)) return undefined;
    const { base, card, id, label, seat: oseat, target } = o;
    let bits = 0;
    if (base !== undefined) {
      if (!smallInt(base)) return undefined;
      bits = 1;
    }
    if (card !== undefined) {
      if (!smallInt(card)) return undefined;
      bits |= 2;
    }
    if (id !== undefined) {
      if (typeof id !== "string") return undefined;
      bits |= 4;
    }
    if (label !== undefined) {
      if (typeof label !== "string") return undefined;
      bits |= 8;
    }
    if (oseat !== undefined) {
      if (!smallInt(oseat)) return undefined;
      bits |= 16;
    }
    if (target !== undefined) {
      if (!smallInt(target)) return undefined;
      bits |= 32;
    }
    h1 = Math.imul(h1 ^ bits, K1);
    h2 = Math.imul(h2 ^ bits, K2);
    if (base !== undefined) {
      h1 = Math.imul(h1 ^ base, K1);
      h2 = Math.imul(h2 ^ base, K2);
    }
    if (card !== undefined) {
      h1 = Math.imul(h1 ^ card, K1);
      h2 = Math.imul(h2 ^ card, K2);
    }
    if (id !== undefined) {
      // textLanes inline: an id is most of what a prompt feeds.
      const n = id.length;
      h1 = Math.imul(h1 ^ n, K1);
      h2 = Math.imul(h2 ^ n, K2);
      let j = 0;
      for (; j + 1 < n; j += 2) {
        const c = id.charCodeAt(j) | (id.charCodeAt(j + 1) << 16);
        h1 = Math.imul(h1 ^ c, K1);
        h2 = Math.imul(h2 ^ c, K2);
      }
      if (j < n) {
        const c = id.charCodeAt(j);
        h1 = Math.imul(h1 ^ c, K1);
        h2 = Math.imul(h2 ^ c, K2);
      }
    }
    if (label !== undefined) {
      textLanes(h1, h2, label);
      h1 = FIELD_LANES[0] as number;
      h2 = FIELD_LANES[1] as number;
    }
    if (oseat !== undefined) {
      h1 = Math.imul(h1 ^ oseat, K1);
      h2 = Math.imul(h2 ^ oseat, K2);
    }
    if (target !== undefined) {
      h1 = Math.imul(h1 ^ target, K1);
      h2 = Math.imul(h2 ^ target, K2);
    }
  }
  if (shown !== undefined) {
    if (!Array.isArray(shown)) return undefined;
    h1 = Math.imul(h1 ^ shown.length, K1);
    h2 = Math.imul(h2 ^ shown.length, K2);
    for (let i = 0; i < shown.length; i++) {
      const card = shown[i];
      if (!smallInt(card)) return undefined;
      h1 = Math.imul(h1 ^ card, K1);
      h2 = Math.imul(h2 ^ card, K2);
    }
  }
  if (source !== undefined) {
    if (Array.isArray(source) || (!ownKeysAmong(source, SOURCE_KEYS) && ownKeyCount(source) > 0))
      return undefined;
    const { base, card, def } = source;
    let bits = 0;
    if (base !== undefined) {
      if (!smallInt(base)) return undefined;
      bits = 1;
    }
    if (card !== undefined) {
      if (!smallInt(card)) return undefined;
      bits |= 2;
    }
    if (def !== undefined) {
      if (typeof def !== "string") return undefined;
      bits |= 4;
    }
    h1 = Math.imul(h1 ^ bits, K1);
    h2 = Math.imul(h2 ^ bits, K2);
    if (base !== undefined) {
      h1 = Math.imul(h1 ^ base, K1);
      h2 = Math.imul(h2 ^ base, K2);
    }
    if (card !== undefined) {
      h1 = Math.imul(h1 ^ card, K1);
      h2 = Math.imul(h2 ^ card, K2);
    }
    if (def !== undefined) {
      textLanes(h1, h2, def);
      h1 = FIELD_LANES[0] as number;
      h2 = FIELD_LANES[1] as number;
    }
  }
  return `${kind}:${purpose}:y${finalBase64(h1, h2)}`;
}

/**
 * `finalHex`'s 64 bits in base64url, 11 characters (the last holds 4 bits): as short as the packed
 * form row-codec.ts stores a hexadecimal hash in, so a `y` fingerprint is stored as it is.
 */
function finalBase64(a: number, b: number): string {
  finalMix(a, b);
  const h1 = FINAL[0] as number;
  const h2 = FINAL[1] as number;
  const c = BASE64URL_CODES;
  return String.fromCharCode(
    c[(h1 >>> 26) & 63] as number,
    c[(h1 >>> 20) & 63] as number,
    c[(h1 >>> 14) & 63] as number,
    c[(h1 >>> 8) & 63] as number,
    c[(h1 >>> 2) & 63] as number,
    c[((h1 << 4) | (h2 >>> 28)) & 63] as number,
    c[(h2 >>> 22) & 63] as number,
    c[(h2 >>> 16) & 63] as number,
    c[(h2 >>> 10) & 63] as number,
    c[(h2 >>> 4) & 63] as number,
    c[(h2 << 2) & 63] as number,
  );
}

/** The fingerprint stored answers of releases up to 0.3 carry: SHA-256 of the canonical JSON. */
export function legacyPromptFingerprint(prompt: Prompt): string {
  const { id: _id, ...question } = prompt;
  const hash = createHash("sha256")
    .update(canonicalJson(question) ?? "")
    .digest("hex")
    .slice(0, 12);
  return `${prompt.kind}:${prompt.purpose}:${hash}`;
}

/**
 * JSON with sorted keys: the fingerprint must not depend on the order code builds an object in.
 * Written as loops (a restore fingerprints every prompt of the tail it replays); the text is the
 * one stored answers were fingerprinted with: an `undefined` array item or an object value that
 * JSON cannot write (undefined, a function) leaves nothing, keys sort by UTF-16 code units.
 */
function canonicalJson(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      out += canonicalJson(value[i]) ?? "";
    }
    return `${out}]`;
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    let out = "{";
    let first = true;
    for (const key of keys) {
      const item = record[key];
      if (item === undefined) continue;
      out += `${first ? "" : ","}${JSON.stringify(key)}:${canonicalJson(item)}`;
      first = false;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

/** The snapshot column for a serialised state: `{ v, g }` with the state's text spliced in, not re-serialised. */
export function snapshotColumn(state: string): JsonText {
  return new JsonText(`{"v":${STATE_VERSION},"g":${state}}`);
}

export function parseSetup(gameId: string, setup: JsonValue): GameSetupRecord {
  const parsed = gameSetupSchema.safeParse(setup);
  if (!parsed.success) throw new GameRestoreError(gameId, `invalid setup (${parsed.error.message})`);
  return parsed.data;
}

export function parseDecisions(
  gameId: string,
  rows: readonly { seq: number; answer: JsonValue }[],
  firstSeq: number,
): StoredDecision[] {
  return rows.map((row, i) => {
    if (row.seq !== firstSeq + i)
      throw new GameRestoreError(gameId, `decision ${firstSeq + i} is missing (found ${row.seq})`);
    const decision = parseDecision(row.answer);
    if (!decision) throw new GameRestoreError(gameId, `decision ${row.seq} is malformed`);
    return decision;
  });
}

/** The tail decisions a restore could not replay, all of them undone. */
export interface UndoneTail {
  /** The decisions after the snapshot, as stored; every one is undone. */
  decisions: StoredDecisionRow[];
  /** The first decision that did not replay, and why. */
  failedSeq: number;
  reason: string;
}

export interface RestoredEngine {
  engine: Engine;
  /** Set when the engine stands at the snapshot because the tail after it no longer replays. */
  undone: UndoneTail | null;
}

/**
 * The engine as the bot runs it (the bench measures this mode too): a snapshot at the first quiet
 * point once `snapshotEvery` decisions were taken since the last one (SNAPSHOT_EVERY of the
 * configuration, src/config). Quiet points come every few decisions (each play phase), so the tail
 * a restore replays stays under `snapshotEvery` plus one effect's worth. 80 since issue 22 (40
 * before). Stop 34 measured 160: one snapshot fewer per complete game (~0.6 ms of CPU: the state's
 * JSON, ~35 KB, and its brotli; ~5 KB of WAL), but a cold load replays ~38 more decisions on average
 * (~0.7 ms of CPU, more in the tail), and the slowest clicks are cold ones (their replay sets the
 * click's p99): 80 stays the default.
 */
export function botEngineOptions(snapshotEvery: number): EngineOptions {
  return { snapshots: true, snapshotEvery };
}

/**
 * The snapshot columns to save after a step, when the engine took a snapshot that includes every
 * decision. The engine hands its serialised state over once: the save that follows stores it.
 */
export function snapshotToSave(engine: Engine): { snapshot: JsonText; snapshotSeq: number } | null {
  const checkpoint = engine.takeCheckpoint();
  if (!checkpoint) return null;
  return { snapshot: snapshotColumn(checkpoint.state), snapshotSeq: checkpoint.decisions };
}

/** The engine of a stored game, or null when its factions are not chosen yet. */
export function restoreEngine(
  loaded: LoadedGame,
  setup: GameSetupRecord,
  engineOptions: EngineOptions,
): RestoredEngine | null {
  const { game } = loaded;
  const engineSetup = setup.engine;
  if (!engineSetup) return null;
  // The engine takes the state it resumes from as its own and changes it: a tail that does not
  // replay starts over from the snapshot, parsed again from its text (what a load hands over).
  const column = game.snapshot;
  const text = column instanceof JsonText || !column ? column : new JsonText(JSON.stringify(column));
  const atSnapshot = (): Engine => {
    try {
      if (text === null) return Engine.start(engineSetup, engineOptions);
      if (!text) throw new Error("the snapshot was not read");
      return Engine.resume(snapshotState(text), [], game.snapshotSeq, engineOptions);
    } catch (error) {
      throw new GameRestoreError(game.id, (error as Error).message, { cause: error });
    }
  };
  const engine = atSnapshot();
  const failure = replayTail(engine, loaded.decisions, game.snapshotSeq + 1);
  if (!failure) return { engine, undone: null };
  return { engine: atSnapshot(), undone: { decisions: loaded.decisions, ...failure } };
}

/** Decisions replayed between two pauses of `quietStateAt` (a few hundred µs of engine time). */
const REBUILD_DECISIONS_PER_TURN = 8;

/**
 * The state of a stored game at its quiet point `quietAt` (a decision count past its snapshot), as
 * a checkpoint: the snapshot resumed and the log replayed up to that point only, serialising there
 * alone, with `pause()` awaited every few decisions so that clicks of other games are not held
 * behind the replay. Off the click path (a game leaving the hot path); null when the replay does not
 * reach a quiet point at `quietAt`.
 */
export async function quietStateAt(
  loaded: LoadedGame,
  setup: GameSetupRecord,
  quietAt: number,
  pause: () => Promise<void>,
): Promise<Checkpoint | null> {
  const from = loaded.game.snapshotSeq;
  if (quietAt <= from || loaded.decisions.length < quietAt - from) return null;
  const engine = atStoredSnapshot(loaded, setup, { snapshots: true, snapshotEvery: quietAt - from });
  if (!engine) return null;
  for (let seq = from + 1; seq <= quietAt; seq++) {
    if ((seq - from) % REBUILD_DECISIONS_PER_TURN === 0) await pause();
    const row = loaded.decisions[seq - from - 1];
    const decision = row && row.seq === seq ? parseDecision(row.answer) : null;
    if (!decision || !engine.submit(engineDecision(decision)).ok) return null;
  }
  const checkpoint = engine.checkpoint;
  if (!checkpoint || checkpoint.decisions !== quietAt || checkpoint.state === "") return null;
  return checkpoint;
}

/** The stored game's engine at its snapshot (its setup when it has none), or null when unreadable. */
function atStoredSnapshot(loaded: LoadedGame, setup: GameSetupRecord, options: EngineOptions): Engine | null {
  const { snapshot: column, snapshotSeq: from } = loaded.game;
  if (!setup.engine) return null;
  if (column === null) return from === 0 ? Engine.start(setup.engine, options) : null;
  if (!column) return null;
  const text = column instanceof JsonText ? column : new JsonText(JSON.stringify(column));
  return Engine.resume(snapshotState(text), [], from, options);
}

/**
 * The latest quiet point of a stored game at which a snapshot written off the hot path keeps every
 * undo as it was (a decision count past the stored snapshot), or null when there is none: then
 * nothing is written.
 *
 * An undo reads its verdict from the stored snapshot when the seat's latest decision is after it
 * (src/app/undo.ts `planUndo`), else from the whole log replayed from the setup: slower, and
 * impossible for a game that did not start from its setup (a prepared scenario). So the point is at
 * or before every decision each seat still in the game (AI seats too: a player may take theirs
 * back) could take back in a row by its undoes one after another: its free ones and one vote, the
 * chain stopping before its second undo that needs a vote. Those undoes then read from the snapshot
 * as before; a longer chain reaches behind it and reads the whole log, as one reaching behind an
 * every-80 snapshot did before. The tail since the stored snapshot is replayed, traced (what each
 * decision revealed), `pause()` awaited every few decisions.
 */
export async function undoSafeQuietPoint(
  loaded: LoadedGame,
  setup: GameSetupRecord,
  pause: () => Promise<void>,
): Promise<number | null> {
  const from = loaded.game.snapshotSeq;
  const engine = atStoredSnapshot(loaded, setup, {});
  if (!engine) return null;
  const traces: DecisionTrace[] = [];
  // The quiet points reached past the snapshot, in order (a decision count each).
  const quiet: number[] = [];
  for (let i = 0; i < loaded.decisions.length; i++) {
    if (i > 0 && i % REBUILD_DECISIONS_PER_TURN === 0) await pause();
    const row = loaded.decisions[i];
    const decision = row && row.seq === from + i + 1 ? parseDecision(row.answer) : null;
    if (!decision) return null;
    const { result, trace } = submitTraced(engine, engineDecision(decision));
    if (!result.ok) return null;
    traces.push(trace);
    const at = engine.lastQuietPoint;
    if (at > from && at !== quiet.at(-1)) quiet.push(at);
  }
  return latestUndoSafe(
    traces,
    from,
    quiet,
    engine.g.players.map((p) => p.out === true),
  );
}

/**
 * `undoSafeQuietPoint` over a tail already traced: `traces` the decisions after the first `from`,
 * `quiet` the quiet points reached past `from` in order, `out` the seats that left the game.
 */
export function latestUndoSafe(
  traces: readonly DecisionTrace[],
  from: number,
  quiet: readonly number[],
  out: readonly boolean[],
): number | null {
  let bound = from + traces.length;
  for (let seat = 0; seat < out.length; seat++) {
    if (out[seat]) continue;
    let kept = traces.length;
    let votes = 0;
    for (;;) {
      let latest = kept - 1;
      while (latest >= 0 && (traces[latest]?.seat !== seat || traces[latest]?.leave)) latest--;
      // None since the snapshot: the seat's undo reads the whole log, with or without this one.
      if (latest < 0) break;
      const verdict = undoVerdict(traces.slice(0, kept), seat);
      if (verdict.ok && !verdict.free && ++votes > 1) break;
      bound = Math.min(bound, from + latest);
      if (!verdict.ok) break;
      kept = latest;
    }
  }
  for (let i = quiet.length - 1; i >= 0; i--) {
    const at = quiet[i] as number;
    if (at <= bound) return at;
  }
  return null;
}

/**
 * The snapshot's state, migrated to this release's format: the column's own document (the engine
 * will change it), or a new one parsed from its text.
 */
export function snapshotState(stored: JsonValue | JsonText): GameState {
  const column = stored instanceof JsonText ? (JSON.parse(stored.text) as JsonValue) : stored;
  // `snapshotSchema.safeParse(column)` without zod (whose record copies the state's top level):
  // the document itself (`g`, a plain object), else its text (`state`), `v` an integer if any.
  const v = isObject(column) ? column.v : null;
  if (!isObject(column) || (v !== undefined && !Number.isSafeInteger(v)))
    throw new Error("the snapshot column is malformed");
  // Read from the column: the engine takes the document as its own state.
  let state: StateJson;
  if (isPlainObject(column.g)) state = column.g as StateJson;
  else if (typeof column.state === "string") state = JSON.parse(column.state) as StateJson;
  else throw new Error("the snapshot column is malformed");
  // Since version 2 the state's cards and log lines are rows (src/engine/snapshot-text.ts).
  state = stateOfDocument(state);
  return migrateState(state, (v as number | undefined) ?? 1) as unknown as GameState;
}

/** What zod's records accept: an object whose constructor, if it has one, is Object's own. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const ctor = (value as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== "function") return true;
  const proto = (ctor as { prototype?: unknown }).prototype;
  return isObject(proto) && Object.hasOwn(proto, "isPrototypeOf");
}

/** Submits the tail to the engine; the first decision that does not replay, if any. */
function replayTail(
  engine: Engine,
  rows: readonly StoredDecisionRow[],
  firstSeq: number,
): { failedSeq: number; reason: string } | null {
  for (const [i, row] of rows.entries()) {
    const seq = firstSeq + i;
    if (row.seq !== seq) return { failedSeq: seq, reason: `decision ${seq} is missing (found ${row.seq})` };
    const decision = parseDecision(row.answer);
    if (!decision) return { failedSeq: seq, reason: "malformed decision" };
    if ("choice" in decision && decision.asked !== undefined) {
      const prompt = engine.prompt;
      if (!prompt || !asksTheSame(decision.asked, prompt)) {
        const now = prompt ? promptFingerprint(prompt) : "no prompt";
        return { failedSeq: seq, reason: `the question changed (answered ${decision.asked}, now ${now})` };
      }
    }
    try {
      const result = engine.submit(decision);
      if (!result.ok) return { failedSeq: seq, reason: `refused (${result.reason})` };
    } catch (error) {
      return { failedSeq: seq, reason: `the engine failed (${(error as Error).message})` };
    }
  }
  return null;
}

/** The two lanes' final mixing (cyrb53's), into `FINAL`. */
const FINAL = new Int32Array(2);
function finalMix(a: number, b: number): void {
  const h1 = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  FINAL[0] = h1;
  FINAL[1] = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
}

/** The hash's 16 hexadecimal digits from its two lanes, mixed. */
function finalHex(a: number, b: number): string {
  finalMix(a, b);
  // Two runs of 8 digits (two toString(16) and padStart were a fifth of a fingerprint).
  return hex8(FINAL[0] as number) + hex8(FINAL[1] as number);
}

/** The 8 hex digits of a 32-bit value, in one string. */
function hex8(h: number): string {
  return String.fromCharCode(
    HEX_DIGITS[(h >>> 28) & 15] as number,
    HEX_DIGITS[(h >>> 24) & 15] as number,
    HEX_DIGITS[(h >>> 20) & 15] as number,
    HEX_DIGITS[(h >>> 16) & 15] as number,
    HEX_DIGITS[(h >>> 12) & 15] as number,
    HEX_DIGITS[(h >>> 8) & 15] as number,
    HEX_DIGITS[(h >>> 4) & 15] as number,
    HEX_DIGITS[h & 15] as number,
  );
}

// How the rows written at every click store their documents (issue 22: WAL per game): the same
// values in fewer bytes, read back as they were written. Each reader of these columns decodes.
//
// A decision's answer. Most answer the prompt of the same number as the decision's seq, by the
// row's own seat, with the question's fingerprint: `{"seat":2,"prompt":73,"choice":["c100"],
// "asked":"choose:destroy:x8140ef8e3aae306b"}`, about 80 bytes of which the seat and the prompt
// repeat the row. Those are stored as the JSON array `["choose:destroy:~gUDvjjquMGs","c100"]`
// (the question, its 64-bit hash in base64url rather than hexadecimal, then the choice), about
// half the size. Any other answer is stored as it is. No answer of any release is an array, so the
// two never meet: an array that was one (none is) is stored as `[0, answer]`.
//
// A posting intent (game_announcement.posting) is stored as `[key, after, fingerprint]`.

import { plainJson, plainString, storableJson } from "./storable-text.ts";
import type { JsonValue, NewDecision, PostingIntent } from "./types.ts";

// The end of a fingerprint of this release (restore.ts `promptFingerprint`): `:x` and 16
// lowercase hexadecimal digits (`endsWithHexHash`).
/** The same hash as stored: `~` and its 8 bytes in base64url. */
const PACKED_HASH = /:~([A-Za-z0-9_-]{11})$/;

/** The answer as the `answer` column stores it, for a decision at `seq` by `seat`. */
export function encodeAnswer(seq: number, seat: number | null | undefined, answer: JsonValue): JsonValue {
  if (Array.isArray(answer)) return [0, answer];
  if (answer === null || typeof answer !== "object") return answer;
  const keys = Object.keys(answer);
  const { asked, choice } = answer;
  // The keys in the order the game service writes them (restore.ts `storedAnswer`), so that the
  // decoded answer is the same document, key order included.
  if (
    keys.length !== 4 ||
    keys[0] !== "seat" ||
    keys[1] !== "prompt" ||
    keys[2] !== "choice" ||
    keys[3] !== "asked" ||
    answer.seat !== seat ||
    answer.prompt !== seq ||
    typeof asked !== "string" ||
    // Would read back as a packed hash.
    endsWithPackedHash(asked) ||
    !Array.isArray(choice)
  )
    return answer;
  // Written at every click: the array built by hand, the hash packed without a regular expression
  // or a Buffer (issue 22: the game service's cost per decision), into the same text as
  // `Buffer.from(hex, "hex").toString("base64url")` gives.
  const stored: JsonValue[] = [endsWithHexHash(asked) ? packedQuestion(asked) : asked];
  for (const c of choice) {
    if (typeof c !== "string") return answer;
    stored.push(c);
  }
  return stored;
}

/** A decision as its row stores it: the answer in its compact form. */
export function storedDecision(d: NewDecision): NewDecision {
  return { ...d, answer: encodeAnswer(d.seq, d.seat, d.answer) };
}

/**
 * The JSON parameter of a save's decision rows: `storableJson(decisions.map(storedDecision))`'s
 * text, written straight from the rows (issue 22: the copies, the encoded answer's array and
 * JSON.stringify were most of a save statement's time). Anything the direct writer does not take as
 * it is (a string to escape, an unusual row) takes that general path.
 */
export function storedDecisionsJson(decisions: readonly NewDecision[]): string {
  let out = "[";
  for (let i = 0; i < decisions.length; i++) {
    const row = storedDecisionJson(decisions[i] as NewDecision);
    if (row === undefined) return storableJson(decisions.map(storedDecision));
    out += i === 0 ? row : `,${row}`;
  }
  return `${out}]`;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** A row's text as `storedDecision` then JSON.stringify write it, or undefined (not plain). */
function storedDecisionJson(d: NewDecision): string | undefined {
  if (d === null || typeof d !== "object" || Object.getPrototypeOf(d) !== Object.prototype) return undefined;
  return clickRowJson(d) ?? anyRowJson(d);
}

/**
 * A row as the game service builds a click's (`{ seq, userId, seat, answer }` in that order, a
 * number, a string or null, a number or null): one text written at once, without the keys' checks
 * and a piece per key (stop 39). Undefined for any other row: `anyRowJson` writes it, or says
 * that only the general path can.
 */
function clickRowJson(d: NewDecision): string | undefined {
  let n = 0;
  for (const key in d) {
    if (!hasOwn.call(d, key)) continue;
    if (key !== (n === 0 ? "seq" : n === 1 ? "userId" : n === 2 ? "seat" : n === 3 ? "answer" : ""))
      return undefined;
    n++;
  }
  const { seq, userId, seat, answer } = d;
  if (n !== 4 || typeof seq !== "number" || !Number.isFinite(seq) || answer === undefined) return undefined;
  if (seat !== null && (typeof seat !== "number" || !Number.isFinite(seat))) return undefined;
  if (userId !== null && (typeof userId !== "string" || !plainString(userId))) return undefined;
  const stored = storedAnswerJson(seq, seat, answer);
  if (stored === undefined) return undefined;
  return `{"seq":${seq},"userId":${userId === null ? "null" : `"${userId}"`},"seat":${seat},"answer":${stored}}`;
}

/** A row's text by the general walk of its keys, or undefined (not plain). */
function anyRowJson(d: NewDecision): string | undefined {
  let out = "{";
  for (const key in d) {
    if (!hasOwn.call(d, key)) continue;
    const value = (d as unknown as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (!plainString(key)) return undefined;
    const text = key === "answer" ? storedAnswerJson(d.seq, d.seat, value as JsonValue) : plainJson(value);
    if (text === undefined) return undefined;
    out += out.length === 1 ? `"${key}":${text}` : `,"${key}":${text}`;
  }
  return `${out}}`;
}

/**
 * `encodeAnswer(seq, seat, answer)`'s JSON text: a click's answer (`encodeAnswer`'s compact case)
 * written directly, with no array in between; any other answer as `plainJson` writes its encoding.
 */
function storedAnswerJson(
  seq: number,
  seat: number | null | undefined,
  answer: JsonValue,
): string | undefined {
  if (answer === null || typeof answer !== "object" || Array.isArray(answer))
    return plainJson(encodeAnswer(seq, seat, answer));
  // The keys in the order `encodeAnswer` requires, read without listing them.
  let n = 0;
  for (const key in answer) {
    if (!hasOwn.call(answer, key)) continue;
    if (key !== (n === 0 ? "seat" : n === 1 ? "prompt" : n === 2 ? "choice" : n === 3 ? "asked" : "")) {
      n = -1;
      break;
    }
    n++;
  }
  const { asked, choice } = answer;
  if (
    n !== 4 ||
    Object.getPrototypeOf(answer) !== Object.prototype ||
    answer.seat !== seat ||
    answer.prompt !== seq ||
    typeof asked !== "string" ||
    !Array.isArray(choice)
  )
    return plainJson(encodeAnswer(seq, seat, answer));
  // A fingerprint of this release ends with its hash (`:x` and 16 hexadecimal digits), so it cannot
  // end as a packed one (13 characters from its end is a digit, not `:`): one walk of the end, not
  // two. Only the text before the hash is checked for characters to escape: the hash's, and the
  // packed hash's, are all plain.
  const hex = endsWithHexHash(asked);
  if (!hex && endsWithPackedHash(asked)) return plainJson(encodeAnswer(seq, seat, answer));
  if (!plainString(asked, hex ? asked.length - 18 : asked.length)) return undefined;
  let out = `["${hex ? packedQuestion(asked) : asked}"`;
  for (const c of choice) {
    if (typeof c !== "string") return plainJson(encodeAnswer(seq, seat, answer));
    if (!plainString(c)) return undefined;
    out += `,"${c}"`;
  }
  return `${out}]`;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The base64url digits' character codes (also the `y` prompt fingerprint's, src/app/restore.ts). */
export const BASE64URL_CODES: readonly number[] = Array.from(BASE64URL, (c) => c.charCodeAt(0));
/** The 11 character codes of a packed hash, reused (written whole before each read). */
const PACKED_CODES: number[] = new Array(11).fill(0);

/** Whether `text` ends as `PACKED_HASH` says: `:~` and 11 base64url characters. */
function endsWithPackedHash(text: string): boolean {
  const at = text.length - 13;
  if (at < 0 || text.charCodeAt(at) !== 0x3a || text.charCodeAt(at + 1) !== 0x7e) return false;
  for (let i = at + 2; i < text.length; i++) if (!BASE64URL.includes(text.charAt(i))) return false;
  return true;
}

/** Whether `text` ends as a fingerprint of this release does: `:x` and 16 lowercase hexadecimal digits. */
function endsWithHexHash(text: string): boolean {
  const at = text.length - 18;
  if (at < 0 || text.charCodeAt(at) !== 0x3a || text.charCodeAt(at + 1) !== 0x78) return false;
  for (let i = at + 2; i < text.length; i++) if (hexDigit(text.charCodeAt(i)) < 0) return false;
  return true;
}

/** A lowercase hexadecimal digit's value, else -1. */
function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** `question:x<16 hex digits>` as `question:~<its 8 bytes in base64url>` (11 characters, no padding). */
function packedQuestion(asked: string): string {
  const at = asked.length - 16;
  // The 64 bits as 6-bit groups from the first: ten whole groups, then the last 4 bits and two zero
  // bits; their characters' codes gathered, then one string (not a string per character).
  const codes = PACKED_CODES;
  let k = 0;
  let bits = 0;
  let held = 0;
  for (let i = at; i < asked.length; i++) {
    held = ((held << 4) | hexDigit(asked.charCodeAt(i))) & 0xfff;
    bits += 4;
    if (bits >= 6) {
      bits -= 6;
      codes[k++] = BASE64URL_CODES[(held >> bits) & 63] as number;
    }
  }
  codes[k] = BASE64URL_CODES[(held << (6 - bits)) & 63] as number;
  // The 11 codes as arguments of one call (a spread of the array cost more than the packing).
  const c = codes as [number, number, number, number, number, number, number, number, number, number, number];
  const hash = String.fromCharCode(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10]);
  return `${asked.slice(0, at - 1)}~${hash}`;
}

/** The answer a row stores (`encodeAnswer`'s, or as any earlier release wrote it). */
export function decodeAnswer(seq: number, seat: number | null, stored: JsonValue): JsonValue {
  if (!Array.isArray(stored)) return stored;
  const [question, ...choice] = stored;
  if (typeof question !== "string") return (choice[0] ?? null) as JsonValue;
  const hash = PACKED_HASH.exec(question)?.[1];
  const asked = hash
    ? `${question.slice(0, -hash.length - 1)}x${Buffer.from(hash, "base64url").toString("hex")}`
    : question;
  return { seat, prompt: seq, choice, asked };
}

/** The JSON text game_announcement.posting stores for an intent. */
export function encodePosting(posting: PostingIntent | null | undefined): string | null {
  if (!posting) return null;
  const { key, after, fingerprint, direct } = posting;
  // The DMs' intents (a fourth element) only when there are some: the rows of earlier releases and
  // of most clicks keep three.
  if (!direct?.length) return JSON.stringify([key, after, fingerprint]);
  const dms = direct.map((d) => [d.userId, d.key, d.channelId, d.after, d.fingerprint]);
  return JSON.stringify([key, after, fingerprint, dms]);
}

/** The intent a row stores (`encodePosting`'s, or the object earlier releases wrote). */
export function decodePosting(stored: unknown): PostingIntent | null {
  if (!Array.isArray(stored)) return (stored ?? null) as PostingIntent | null;
  const [key, after, fingerprint, dms] = stored as [string, string | null, string, unknown];
  if (!Array.isArray(dms)) return { key, after, fingerprint };
  const direct = (dms as [string, string, string, string | null, string][]).map(
    ([userId, dmKey, channelId, dmAfter, dmFingerprint]) => ({
      userId,
      key: dmKey,
      channelId,
      after: dmAfter,
      fingerprint: dmFingerprint,
    }),
  );
  return { key, after, fingerprint, direct };
}

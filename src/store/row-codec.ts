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

import type { JsonValue, PostingIntent } from "./types.ts";

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

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

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
  // The 64 bits as 6-bit groups from the first: ten whole groups, then the last 4 bits and two zero bits.
  let packed = "";
  let bits = 0;
  let held = 0;
  for (let i = at; i < asked.length; i++) {
    held = (held << 4) | hexDigit(asked.charCodeAt(i));
    bits += 4;
    if (bits >= 6) {
      bits -= 6;
      packed += BASE64URL.charAt((held >> bits) & 63);
    }
  }
  packed += BASE64URL.charAt((held << (6 - bits)) & 63);
  return `${asked.slice(0, at - 1)}~${packed}`;
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
  return posting ? JSON.stringify([posting.key, posting.after, posting.fingerprint]) : null;
}

/** The intent a row stores (`encodePosting`'s, or the object earlier releases wrote). */
export function decodePosting(stored: unknown): PostingIntent | null {
  if (!Array.isArray(stored)) return (stored ?? null) as PostingIntent | null;
  const [key, after, fingerprint] = stored as [string, string | null, string];
  return { key, after, fingerprint };
}

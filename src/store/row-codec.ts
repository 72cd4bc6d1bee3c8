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

/** The end of a fingerprint of this release (restore.ts `promptFingerprint`): `x` and 16 hexadecimal digits. */
const HEX_HASH = /:x([0-9a-f]{16})$/;
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
    PACKED_HASH.test(asked) ||
    !Array.isArray(choice) ||
    !choice.every((c) => typeof c === "string")
  )
    return answer;
  const hash = HEX_HASH.exec(asked)?.[1];
  const question = hash
    ? `${asked.slice(0, -hash.length - 1)}~${Buffer.from(hash, "hex").toString("base64url")}`
    : asked;
  return [question, ...choice];
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

// What PostgreSQL can store of a user's text. Neither text nor jsonb holds a NUL character, and
// jsonb refuses a lone UTF-16 surrogate (half an emoji, as JSON.stringify escapes it: 22P05
// "unsupported Unicode escape sequence"). Display names can carry both.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without NUL characters, each lone surrogate replaced by U+FFFD (as String#toWellFormed does). */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\ufffd");
}

/**
 * What JSON.stringify writes for a NUL or a lone surrogate (it escapes both, and nothing else of
 * the kind): text without this pattern holds neither. An escaped backslash before "u0000" matches
 * too; such text only takes the slow path.
 */
const UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/** JSON.stringify for a jsonb parameter: every string in `value` made storable first. */
export function storableJson(value: unknown): string {
  // Serialised once; only a document that has such a character is serialised again, string by string.
  const text = JSON.stringify(value);
  if (text === undefined || !UNSTORABLE_ESCAPE.test(text)) return text;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "string" ? storableText(v) : v));
}

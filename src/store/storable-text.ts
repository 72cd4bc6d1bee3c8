// What PostgreSQL can store of a user's text. Neither text nor jsonb holds a NUL character, and
// jsonb refuses a lone UTF-16 surrogate (half an emoji, as JSON.stringify escapes it: 22P05
// "unsupported Unicode escape sequence"). Display names can carry both.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without NUL characters, each lone surrogate replaced by U+FFFD (as String#toWellFormed does). */
export function storableText(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\ufffd");
}

/** JSON.stringify for a jsonb parameter: every string in `value` made storable first. */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "string" ? storableText(v) : v));
}

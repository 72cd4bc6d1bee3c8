// What PostgreSQL can store of a user's text. Neither text nor jsonb holds a NUL character, and
// jsonb refuses a lone UTF-16 surrogate (half an emoji, as JSON.stringify escapes it: 22P05
// "unsupported Unicode escape sequence"). Display names can carry both.

import { isoText } from "./iso-time.ts";

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

/**
 * `storableJson(value)` for the small documents a save writes at every decision (its patch, its
 * decision rows), written by hand (issue 22: JSON.stringify's own cost per call was most of the
 * save statement's time on ~120-byte documents): the same text, or the general path for anything
 * the hand-written walk does not take as it is (a string to escape, a class instance or `toJSON`,
 * an `undefined` array item, a number JSON writes as null). `skip`: a key of `value` left out.
 */
export function compactStorableJson(value: unknown, skip?: string): string {
  return plainJson(value, skip) ?? storableJson(skip === undefined ? value : without(value, skip));
}

/**
 * `compactStorableJson(patch, "snapshot")` for a save's patch: a decision's usual patch (the
 * setup's live keys with only its timer set, no timer index: `{"setupLive":{"timer":{"promptId":…,
 * "since":…,"reminded":…}},"nextTimerAt":null}`) written from a template, its keys checked in order
 * rather than walked and each written (stop 45); any other patch by `compactStorableJson`.
 */
export function savePatchJson(patch: object): string {
  return decisionPatchJson(patch) ?? compactStorableJson(patch, "snapshot");
}

function decisionPatchJson(patch: object): string | undefined {
  if (!keysInOrder(patch, "setupLive", "nextTimerAt", "")) return undefined;
  const { setupLive, nextTimerAt } = patch as { setupLive?: unknown; nextTimerAt?: unknown };
  if (nextTimerAt !== null || setupLive === null || typeof setupLive !== "object") return undefined;
  if (!keysInOrder(setupLive, "timer", "kick", "notices")) return undefined;
  const { timer, kick, notices } = setupLive as { timer?: unknown; kick?: unknown; notices?: unknown };
  if (kick !== undefined || notices !== undefined || timer === null || typeof timer !== "object")
    return undefined;
  if (!keysInOrder(timer, "promptId", "since", "reminded")) return undefined;
  const { promptId, since, reminded } = timer as { promptId?: unknown; since?: unknown; reminded?: unknown };
  if (!Number.isSafeInteger(promptId) || typeof since !== "string" || typeof reminded !== "boolean")
    return undefined;
  if (!plainString(since)) return undefined;
  return `{"setupLive":{"timer":{"promptId":${promptId},"since":"${since}","reminded":${reminded}}},"nextTimerAt":null}`;
}

/**
 * Whether `o` is a plain object whose own keys are `a`, `b`, then `c` (`""`: no third), in that
 * order, and no other.
 */
function keysInOrder(o: object, a: string, b: string, c: string): boolean {
  if (Object.getPrototypeOf(o) !== Object.prototype) return false;
  let n = 0;
  for (const key in o) {
    if (!hasOwn.call(o, key)) continue;
    if (key !== (n === 0 ? a : n === 1 ? b : c) || key === "") return false;
    n++;
  }
  return n === (c === "" ? 2 : 3);
}

/** `value` without its key `skip` (a shallow copy), as the general path writes it. */
function without(value: unknown, skip: string): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const { [skip]: _left, ...rest } = value as Record<string, unknown>;
  return rest;
}

/**
 * JSON.stringify's text of `value` when every string in it is printable ASCII without a quote or a
 * backslash (nothing to escape, so nothing unstorable either) and every object a plain one or a Date;
 * otherwise undefined. `skip`: a key of the top object left out.
 */
export function plainJson(value: unknown, skip?: string): string | undefined {
  switch (typeof value) {
    case "string":
      return plainString(value) ? `"${value}"` : undefined;
    case "number":
      return Number.isFinite(value) ? `${value}` : undefined;
    case "boolean":
      return value ? "true" : "false";
    case "object":
      break;
    default:
      return undefined;
  }
  if (value === null) return "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item = plainJson(value[i]);
      if (item === undefined) return undefined;
      out += i === 0 ? item : `,${item}`;
    }
    return `${out}]`;
  }
  const proto = Object.getPrototypeOf(value);
  // A save's timer date (`nextTimerAt`: every decision of a game with a turn timer) as JSON writes
  // it, `Date.prototype.toJSON`: its ISO text (plain), null when invalid. A date of its own kind
  // (a subclass, an own toJSON) takes the general path.
  if (proto === Date.prototype && !hasOwn.call(value, "toJSON")) {
    const time = (value as Date).getTime();
    return Number.isFinite(time) ? `"${isoText(time)}"` : "null";
  }
  // Any other class instance (JsonText) may write itself otherwise (toJSON).
  if (proto !== Object.prototype) return undefined;
  const record = value as Record<string, unknown>;
  let out = "{";
  for (const key in record) {
    if (!hasOwn.call(record, key) || key === skip) continue;
    const item = record[key];
    // JSON leaves out an undefined value; a function (an own `toJSON`) takes the general path.
    if (item === undefined) continue;
    if (!plainString(key)) return undefined;
    const text = plainJson(item);
    if (text === undefined) return undefined;
    out += out.length === 1 ? `"${key}":${text}` : `,"${key}":${text}`;
  }
  return `${out}}`;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Whether JSON writes `text` as it is between quotes: printable ASCII, no `"`, no `\`. `end`: only
 * its first `end` characters are looked at.
 */
export function plainString(text: string, end = text.length): boolean {
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

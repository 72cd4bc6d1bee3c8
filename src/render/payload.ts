// What every renderer returns: plain discord-api-types JSON that discord.js sends as-is, plus the
// limits Discord enforces on it. Raw JSON components are not checked by discord.js at all, so the
// renderers keep to these numbers themselves (and the tests check them with the fake's validators).

import type {
  APIActionRowComponent,
  APIButtonComponentWithCustomId,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIStringSelectComponent,
} from "discord.js";
import { isAiUser } from "../app/ai-user.ts";

export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface MessagePayload {
  /** Always set: an edit with "" clears an older content. */
  content: string;
  embeds: APIEmbed[];
  /** Always set: an edit with [] removes the buttons of an older version. */
  components: ActionRow[];
  /** Who may be pinged; names shown in content are user-controlled, so never the default. */
  allowedMentions: { parse: []; users?: string[] };
}

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  selectOptions: 25,
  selectText: 100,
  placeholder: 150,
  customId: 100,
} as const;

/** Room kept under the 6000-character embed total, so a late addition never tips a payload over. */
export const EMBED_BUDGET = 5800;

export type Button = APIButtonComponentWithCustomId;
export type StringSelect = APIStringSelectComponent;

export function row(...components: (Button | StringSelect)[]): ActionRow {
  return { type: 1, components };
}

export function mentionOnly(userIds: readonly string[]): MessagePayload["allowedMentions"] {
  // AI seats (issue 23) are not Discord users: nobody to ping.
  const users = [...new Set(userIds.filter((u) => !isAiUser(u)))];
  return users.length > 0 ? { parse: [], users } : { parse: [] };
}

/** Characters of an embed that count towards Discord's 6000 total. */
export function embedSize(e: APIEmbed): number {
  let n = chars(e.title ?? "") + chars(e.description ?? "");
  n += chars(e.footer?.text ?? "") + chars(e.author?.name ?? "");
  for (const f of e.fields ?? []) n += chars(f.name) + chars(f.value);
  return n;
}

export function embedsSize(embeds: readonly APIEmbed[]): number {
  return embeds.reduce((n, e) => n + embedSize(e), 0);
}

/** Discord counts code points, not UTF-16 units. */
export function chars(s: string): number {
  // Most texts have no character outside the Basic Multilingual Plane (no surrogate): their
  // length is their count. Else a surrogate pair is one code point, a lone surrogate one too.
  if (!SURROGATE.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}
const SURROGATE = /[\uD800-\uDFFF]/;

/** Cuts `s` to at most `max` code points, ending with "…" when cut. */
export function clip(s: string, max: number): string {
  if (max <= 0) return "";
  // A text has no more code points than UTF-16 units: one no longer than `max` units fits as it is
  // (most do, and are not scanned for surrogates: issue 22, rnd46).
  if (s.length <= max) return s;
  // Without a surrogate a unit is a code point: the first `max - 1` units are the first code points
  // (issue 22, rnd48: a select option's card text was split into an array of its characters).
  if (!SURROGATE.test(s)) return `${s.slice(0, max - 1)}…`;
  if (chars(s) <= max) return s;
  const cps = Array.from(s);
  return `${cps.slice(0, max - 1).join("")}…`;
}

/**
 * Joins whole lines while they fit in `max` code points; when some do not fit, the last line
 * says how many were left out (`more(n)`), so a list is shortened, never broken mid-line.
 */
export function fitLines(lines: readonly string[], max: number, more: (n: number) => string): string {
  // Counted in UTF-16 units first, which are never fewer than code points: most lists fit so.
  let units = -1;
  for (let i = 0; i < lines.length; i++) units += (lines[i] as string).length + 1;
  if (units <= max) return lines.join("\n");
  const total = lines.reduce((n, l) => n + chars(l) + 1, -1);
  if (total <= max) return lines.join("\n");
  const out: string[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const after = lines.length - i - 1;
    const withLine = used + (out.length ? 1 : 0) + chars(line);
    // The line fits only if the "+N more" of what follows still fits after it.
    if (withLine + (after > 0 ? 1 + chars(more(after)) : 0) <= max) {
      out.push(line);
      used = withLine;
      continue;
    }
    const rest = more(lines.length - i);
    if (used + (out.length ? 1 : 0) + chars(rest) <= max) out.push(rest);
    break;
  }
  return clip(out.join("\n"), max);
}

// Finding a card or base from what a user typed: suggestions for autocomplete, and the one entry
// a submitted value names (the key from a suggestion, or a name typed in full).

import { type LookupEntry, lookupEntries, lookupEntry } from "./card-index.ts";
import { cardName } from "./card-names.ts";
import { fold, matchRank } from "./fold.ts";
import type { Locale } from "./locale.ts";

/** Discord shows at most 25 autocomplete choices. */
export const MAX_SUGGESTIONS = 25;

interface Folded {
  entry: LookupEntry;
  names: string[];
}

let folded: Folded[] | undefined;

function foldedEntries(): Folded[] {
  folded ??= lookupEntries().map((entry) => ({
    entry,
    names: [...new Set([fold(entry.name.en), fold(entry.name.fr)])],
  }));
  return folded;
}

/**
 * Cards and bases whose English or French name contains `query` (case and accents ignored):
 * implemented ones first, then the closest matches (exact, prefix, word prefix, substring), then by
 * name in `locale`. At most `limit` results.
 */
export function searchCards(query: string, locale: Locale, limit = MAX_SUGGESTIONS): LookupEntry[] {
  const wanted = fold(query);
  const scored: { entry: LookupEntry; rank: number; name: string }[] = [];
  for (const { entry, names } of foldedEntries()) {
    let rank: number | null = null;
    for (const name of names) {
      const r = matchRank(name, wanted);
      if (r !== null && (rank === null || r < rank)) rank = r;
    }
    if (rank !== null) scored.push({ entry, rank, name: cardName(entry, locale) });
  }
  scored.sort(
    (a, b) =>
      Number(b.entry.implemented) - Number(a.entry.implemented) ||
      a.rank - b.rank ||
      a.name.localeCompare(b.name, locale),
  );
  return scored.slice(0, limit).map((s) => s.entry);
}

/**
 * The entry a submitted option value designates: a key picked from the suggestions, or a name
 * typed in full in either language (a reprint shared by two factions resolves to the playable
 * one), or the only entry the text matches. Null when it names nothing or several things.
 */
export function findCard(value: string, locale: Locale): LookupEntry | null {
  const byKey = lookupEntry(value.trim());
  if (byKey) return byKey;
  const wanted = fold(value);
  if (wanted === "") return null;
  const named = foldedEntries()
    .filter(({ names }) => names.includes(wanted))
    .map(({ entry }) => entry);
  if (named.length > 0) return named.find((entry) => entry.implemented) ?? named[0] ?? null;
  const matches = searchCards(value, locale, 2);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

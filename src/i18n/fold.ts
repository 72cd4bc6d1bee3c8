// Text folded for matching what a user types: no case, no accents, ligatures spelled out, and any
// run of punctuation or spaces as one space ("L'Énorme" and "l enorme" match).

const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[œæß]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** How well `query` (folded) matches `name` (folded): 0 exact, 1 prefix, 2 word prefix, 3 substring, null none. */
export function matchRank(name: string, query: string): number | null {
  if (query === "") return 3;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

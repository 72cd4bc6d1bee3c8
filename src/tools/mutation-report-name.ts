// The report name of a partial mutation run (`npm run mutation -- --mutate <files>`), made from
// what it mutates so that repeating the same run resumes its own incremental file. Many line
// ranges make a text longer than a file name may be (ENAMETOOLONG, 255 bytes): a long name keeps
// its start, readable, and ends with a hash of the whole text, so two runs still get two files.

import { createHash } from "node:crypto";

/** Longest slug kept whole; the report adds ".incremental.json" and the like after it. */
const MAX_SLUG = 120;

export function partialReportSlug(files: string): string {
  const slug = files.replace(/[^\w.-]+/g, "_").replace(/^_+|_+$/g, "") || "partial";
  if (slug.length <= MAX_SLUG) return slug;
  const hash = createHash("sha256").update(files).digest("hex").slice(0, 16);
  return `${slug.slice(0, MAX_SLUG - hash.length - 1)}-${hash}`;
}

/** Narrowing helpers for request bodies, which arrive as untrusted JSON. */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Discord counts characters, not UTF-16 code units: "🎲" is one character. */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export function optionalString(record: JsonRecord, key: string): string | undefined {
  const value = record[key];
  return typeof value === "string" ? value : undefined;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

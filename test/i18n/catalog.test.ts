import { describe, expect, it } from "vitest";
import { LOCALES, msg } from "../../src/i18n/index.ts";

// Both languages have every key by construction (Area<T>); this walks the built catalogs to catch
// what the compiler can't: empty texts, and entries that are a function in one language only.
function leaves(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  } else {
    out.set(path, value);
  }
  return out;
}

describe("the message catalog", () => {
  const en = leaves(msg("en"), "", new Map());
  const fr = leaves(msg("fr"), "", new Map());

  it("has the same entries in English and French", () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("has no empty text, and every function entry is a function in both languages", () => {
    for (const locale of LOCALES) {
      for (const [path, value] of locale === "en" ? en : fr) {
        const other = (locale === "en" ? fr : en).get(path);
        expect(typeof value, `${locale} ${path}`).toBe(typeof other);
        if (typeof value === "string") expect(value.trim(), `${locale} ${path}`).not.toBe("");
        else expect(typeof value, `${locale} ${path}`).toBe("function");
      }
    }
  });
});

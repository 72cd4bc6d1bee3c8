// Every text that names a /smashup subcommand names it as the reader's client shows it (issue 21):
// a French client lists `/smashup historique`, not `/smashup log` (commands/localization.ts).

import { describe, expect, it } from "vitest";
import { registry } from "../../commands/index.ts";
import { LOCALES, msg } from "../../src/i18n/index.ts";

/** Every string of a catalog, functions called with numbers and with words. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") {
    for (const arg of [2, "x"]) {
      try {
        texts((value as (...a: unknown[]) => unknown)(arg, arg, arg, arg), out);
      } catch {
        // A function that needs other arguments: its other call covers it.
      }
    }
  } else if (value && typeof value === "object") for (const v of Object.values(value)) texts(v, out);
  return out;
}

describe("command names in texts", () => {
  const smashup = registry.commandData().find((c) => c.name === "smashup") as {
    options?: { type: number; name: string; name_localizations?: Record<string, string> }[];
  };
  const subcommands = (smashup.options ?? []).filter((o) => o.type === 1);

  it("are the reader's language's", () => {
    for (const locale of LOCALES) {
      const known = new Set(
        subcommands.map((s) => (locale === "fr" ? (s.name_localizations?.fr ?? s.name) : s.name)),
      );
      const named = texts(msg(locale)).flatMap((t) =>
        [...t.matchAll(/\/smashup ([\p{L}-]+)/gu)].map((m) => m[1]),
      );
      expect(named.length, locale).toBeGreaterThan(0);
      for (const name of named) expect(known, `${locale}: /smashup ${name}`).toContain(name);
    }
  });
});

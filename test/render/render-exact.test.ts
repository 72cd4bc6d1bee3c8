// The render's shortcuts of issue 22 (rnd46) give what the plain definitions give: `parsePlay` and
// `isAbilityId` by character codes against the regular expressions they replaced, `clip` and `fitLines` with their
// length-first shortcut against counting code points, texts with surrogates included, `escaped`
// (which skips texts without a markdown character) against discord.js's escapeMarkdown.

import { escapeMarkdown } from "discord.js";
import { describe, expect, it } from "vitest";
import { escaped } from "../../src/render/controls.ts";
import { isAbilityId, parsePlay } from "../../src/render/options.ts";
import { chars, clip, fitLines } from "../../src/render/payload.ts";

function parsePlayByRegExp(id: string) {
  const m = /^m(\d+)@(\d+)$/.exec(id);
  if (m) return { card: Number(m[1]), base: Number(m[2]) };
  const a = /^a(\d+)(?:@([bm])(\d+))?$/.exec(id);
  if (!a) return null;
  if (a[2] === "b") return { card: Number(a[1]), base: Number(a[3]) };
  if (a[2] === "m") return { card: Number(a[1]), target: Number(a[3]) };
  return { card: Number(a[1]) };
}

describe("parsePlay", () => {
  it("reads every id as the regular expressions did", () => {
    const fixed = [
      "",
      "m",
      "a",
      "m1",
      "m12@",
      "m12@3",
      "m@3",
      "m12@3x",
      "m12@b3",
      "a7",
      "a07",
      "a7@",
      "a7@b",
      "a7@b9",
      "a7@m9",
      "a7@x9",
      "a7@m",
      "a7@m9@",
      "a7b9",
      "x12@3",
      "t5",
      "s5",
      "end",
      "pass",
      "a1٣",
      "m1@٣",
      "a12@m0",
      "m0@0",
      "A7",
      "M1@2",
      "a7@B9",
      "a 7",
      " a7",
      "a7 ",
      "a7\n",
      "m1@2\n",
      "a99999999999999999999",
    ];
    const alphabet = ["a", "m", "b", "@", "0", "1", "9", "x", "٣"];
    const random: string[] = [];
    let seed = 7;
    for (let n = 0; n < 20000; n++) {
      let s = "";
      const len = n % 8;
      for (let i = 0; i < len; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        s += alphabet[seed % alphabet.length];
      }
      random.push(s);
    }
    for (const id of [...fixed, ...random]) expect(parsePlay(id), id).toStrictEqual(parsePlayByRegExp(id));
  });

  it("isAbilityId tells talents and Specials as /^[ts]\\d+$/ did", () => {
    const ids = [
      "",
      "t",
      "s",
      "t1",
      "s12",
      "t1a",
      "ts1",
      "T1",
      "t٣",
      "t 1",
      "x1",
      "t01",
      "s1\n",
      "m1@2",
      "a7",
    ];
    let seed = 3;
    const alphabet = ["t", "s", "1", "0", "9", "a", "@", "٣"];
    for (let n = 0; n < 5000; n++) {
      let id = "";
      for (let len = n % 6; len > 0; len--) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        id += alphabet[seed % alphabet.length];
      }
      ids.push(id);
    }
    for (const id of ids) expect(isAbilityId(id), id).toBe(/^[ts]\d+$/.test(id));
  });
});

describe("clip and fitLines", () => {
  const texts = ["", "a", "abc", "😀", "a😀b", "😀😀😀", "\uD800", "x\uDC00y", "é", "Tar Pits (12/16)"];
  it("clip cuts by code points as before", () => {
    for (const t of texts)
      for (let max = 0; max <= 8; max++) {
        const cps = Array.from(t);
        const expected = max <= 0 ? "" : cps.length <= max ? t : `${cps.slice(0, max - 1).join("")}…`;
        expect(clip(t, max), `${t} ${max}`).toBe(expected);
      }
  });
  it("fitLines keeps the lines that fit by code points as before, surrogate pairs counted once", () => {
    const more = (n: number) => `+${n} more`;
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let n = 0; n < 3000; n++) {
      const lines = Array.from({ length: 1 + next(5) }, () => {
        let line = "";
        for (let k = next(9); k > 0; k--) line += texts[next(texts.length)];
        return line;
      });
      const max = next(40);
      expect(fitLines(lines, max, more), `${JSON.stringify(lines)} ${max}`).toBe(
        fitLinesByCodePoints(lines, max, more),
      );
    }
    expect(chars("😀😀\n😀😀")).toBe(5);
    expect(fitLines(["😀😀", "😀😀"], 5, more)).toBe("😀😀\n😀😀");
  });
});

/** fitLines as it was: every line counted in code points first. */
function fitLinesByCodePoints(lines: readonly string[], max: number, more: (n: number) => string): string {
  const total = lines.reduce((n, l) => n + chars(l) + 1, -1);
  if (total <= max) return lines.join("\n");
  const out: string[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const after = lines.length - i - 1;
    const withLine = used + (out.length ? 1 : 0) + chars(line);
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

describe("escaped", () => {
  it("is escapeMarkdown, for texts with and without markdown characters", () => {
    const alphabet = [
      "a",
      " ",
      "*",
      "_",
      "~",
      "|",
      "`",
      "\\",
      "#",
      "-",
      "1",
      ".",
      "[",
      "]",
      "(",
      ")",
      ">",
      "<",
      ":",
      "/",
      "\n",
      "é",
      "😀",
      "h",
      "t",
      "p",
      "s",
    ];
    let seed = 5;
    for (let n = 0; n < 20000; n++) {
      let s = "";
      for (let len = n % 12; len > 0; len--) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        s += alphabet[seed % alphabet.length];
      }
      expect(escaped(s), JSON.stringify(s)).toBe(escapeMarkdown(s));
    }
    for (const s of [
      "# Title",
      "- item",
      "1. first",
      "[link](http://x)",
      "<a:b:1>",
      "**bold**",
      "__u__",
      "a_b",
    ])
      expect(escaped(s), s).toBe(escapeMarkdown(s));
  });
});

// The fingerprint of a prompt is stored with every answer (`asked`): a restore compares it with
// the prompt the replay asks. Its text must never change for the same question, or every stored
// game would rewind at the next upgrade; the function was rewritten for speed (issue 14), so it is
// pinned here to the original algorithm on arbitrary documents, and to a value computed before.

import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import {
  asksTheSame,
  fieldFingerprint,
  legacyPromptFingerprint,
  promptFingerprint,
  walkedFingerprint,
  xFingerprint,
} from "../../src/app/restore.ts";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { allFactions } from "../../src/engine/defs.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import type { Prompt } from "../../src/engine/types.ts";

/** The question as JSON with sorted keys, its id left out: what a fingerprint must tell apart. */
function questionText(prompt: Prompt): string {
  const canonical = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (value !== null && typeof value === "object") {
      const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
    }
    return JSON.stringify(value);
  };
  const { id: _id, ...question } = prompt;
  return canonical(question);
}

/** The fingerprint as release 0.2 computed it. */
function referenceFingerprint(prompt: Prompt): string {
  const hash = createHash("sha256").update(questionText(prompt)).digest("hex").slice(0, 12);
  return `${prompt.kind}:${prompt.purpose}:${hash}`;
}

/**
 * The fingerprint this release stores (issue 22), as first written: every object's keys listed and
 * sorted, each walked by the general case. The function reads the keys of prompts and of their
 * options by name (issue 22, later): it must feed the very same sequence.
 */
function referenceWalkFingerprint(prompt: Prompt): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const feed = (n: number) => {
    h1 = Math.imul(h1 ^ n, 2654435761);
    h2 = Math.imul(h2 ^ n, 1597334677);
  };
  const text = (s: string) => {
    feed(0x5300 + s.length);
    for (let i = 0; i < s.length; i++) feed(s.charCodeAt(i));
  };
  const sorted = (o: object) => Object.keys(o).sort();
  const walk = (v: unknown): void => {
    if (typeof v === "string") text(v);
    else if (typeof v === "number") {
      if (Number.isInteger(v) && v >= -0x40000000 && v < 0x40000000) {
        feed(0x4e00);
        feed(v | 0);
      } else text(`n${JSON.stringify(v)}`);
    } else if (typeof v === "boolean") feed(v ? 0x5401 : 0x5400);
    else if (v === null || v === undefined || typeof v !== "object") feed(0x4c00);
    else if (Array.isArray(v)) {
      feed(0x4100 + v.length);
      for (const item of v) walk(item);
    } else {
      const record = v as Record<string, unknown>;
      const keys = sorted(record);
      feed(0x4f00 + keys.length);
      for (const key of keys) {
        if (record[key] === undefined) continue;
        text(key);
        walk(record[key]);
      }
    }
  };
  const record = prompt as unknown as Record<string, unknown>;
  for (const key of sorted(record)) {
    if (key === "id" || record[key] === undefined) continue;
    text(key);
    walk(record[key]);
  }
  const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  const hex = (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
  return `${prompt.kind}:${prompt.purpose}:x${hex}`;
}

const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("node"), { maxKeys: 5 }),
  ),
})).node;

describe("a prompt's fingerprint", () => {
  it("is the text the original algorithm gave, whatever the prompt holds", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 6 }), (extra) => {
        const prompt = { ...extra, id: 3, seat: 1, kind: "choose", purpose: "target" } as unknown as Prompt;
        expect(legacyPromptFingerprint(prompt)).toBe(referenceFingerprint(prompt));
        // A stored answer of an earlier release still names the same question.
        expect(asksTheSame(referenceFingerprint(prompt), prompt)).toBe(true);
      }),
      { numRuns: 500, seed: 14 },
    );
  });

  it("keeps the value stored answers carry", () => {
    const prompt = {
      id: 9,
      seat: 2,
      kind: "main",
      purpose: "main",
      options: [{ id: "end", label: "end" }, { id: "a12", card: 12, bases: [3, 1] }, undefined],
      min: 1,
      max: 1,
      note: undefined,
    } as unknown as Prompt;
    expect(legacyPromptFingerprint(prompt)).toBe(referenceFingerprint(prompt));
    expect(legacyPromptFingerprint(prompt)).toBe("main:main:7c6ead2edb1c");
    expect(asksTheSame("main:main:7c6ead2edb1c", prompt)).toBe(true);
    expect(asksTheSame("main:main:7c6ead2edb1c", { ...prompt, min: 2 } as Prompt)).toBe(false);
    // The fingerprint of issue 22 up to stop 44: pinned, as stored answers carry it.
    expect(xFingerprint(prompt)).toBe("main:main:xf086fb6211fee230");
    expect(asksTheSame("main:main:xf086fb6211fee230", prompt)).toBe(true);
    expect(asksTheSame("main:main:xf086fb6211fee230", { ...prompt, min: 2 } as Prompt)).toBe(false);
    // An option with a key of no option (`bases`): the walk in key order, `x`, stored then.
    expect(promptFingerprint(prompt)).toBe("main:main:xf086fb6211fee230");
    expect(asksTheSame(promptFingerprint(prompt), prompt)).toBe(true);
  });

  it("reads the keys of prompts and options by name, feeding what the general walk fed (issue 22)", () => {
    // Objects with a prompt's or an option's keys only, some undefined, some besides them.
    const optionKey = fc.constantFrom("base", "card", "id", "label", "seat", "target", "def", "bases");
    const promptKey = fc.constantFrom(
      ...["id", "seat", "kind", "purpose", "source", "options", "min", "max", "window", "shown", "note"],
    );
    const option = fc.dictionary(optionKey, fc.oneof(value, fc.constant(undefined)), { maxKeys: 6 });
    fc.assert(
      fc.property(
        fc.dictionary(promptKey, fc.oneof(value, fc.array(option, { maxLength: 4 })), { maxKeys: 8 }),
        fc.array(option, { maxLength: 6 }),
        (extra, options) => {
          const prompt = { id: 1, options, ...extra, kind: "choose", purpose: "target" } as unknown as Prompt;
          expect(xFingerprint(prompt)).toBe(referenceWalkFingerprint(prompt));
        },
      ),
      { numRuns: 1000, seed: 22 },
    );
  });

  it("feeds what the general walk fed for prompts shaped as the engine raises them (issue 22, stop 39)", () => {
    // The engine's prompts carry every key, unset ones undefined (options: all six): the quick walk
    // takes those; near misses (a wide number, a float, an unknown key, a non-object) leave it.
    const number = fc.oneof(
      fc.integer({ min: -5, max: 300 }),
      fc.constantFrom(0x40000000, -0x40000001, 1.5, -0),
    );
    const text = fc.oneof(fc.constantFrom("a12", "end", "yes", "m140@1", ""), fc.string({ maxLength: 5 }));
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(undefined));
    const option = fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(
          {
            id: maybe(text),
            card: maybe(number),
            base: maybe(number),
            target: maybe(number),
            seat: maybe(number),
            label: maybe(text),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: value },
    );
    const source = fc.record(
      { card: maybe(number), base: maybe(number), def: maybe(text) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.record({
          id: fc.integer({ min: 0, max: 500 }),
          seat: maybe(number),
          kind: fc.constantFrom("main", "choose"),
          purpose: text,
          options: fc.array(option, { maxLength: 6 }),
          min: fc.oneof(number, value),
          max: number,
          source: fc.oneof(maybe(source), value),
          window: maybe(text),
          shown: maybe(fc.oneof(fc.array(number, { maxLength: 3 }), value)),
        }),
        fc.boolean(),
        (prompt, extra) => {
          const p = (extra ? { ...prompt, note: 1 } : prompt) as unknown as Prompt;
          expect(xFingerprint(p)).toBe(referenceWalkFingerprint(p));
        },
      ),
      { numRuns: 3000, seed: 39 },
    );
  });

  it("is the value the general walk gives for every prompt of seeded games of every box (issue 22)", () => {
    const boxes = [...new Set(allFactions().map((f) => f.box))].sort();
    let prompts = 0;
    for (const [i, box] of ["core", ...boxes].entries()) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const rng = makeChooserRng(seed * 31 + i);
        const engine = Engine.start(randomSetup(seed * 7 + i, 4, box === "core" ? ["core"] : boxes, 12));
        for (let step = 0; engine.prompt && step < 400; step++) {
          const prompt = engine.prompt;
          expect(xFingerprint(prompt)).toBe(referenceWalkFingerprint(prompt));
          prompts++;
          engine.submit({ seat: prompt.seat, prompt: prompt.id, choice: randomChoice(prompt, rng) });
        }
      }
    }
    expect(prompts).toBeGreaterThan(1000);
  });

  it("is the same in every key order of the engine's objects, and changes with any value (issue 22)", () => {
    // The keys are sorted in place by insertion (issue 22): every order of four keys, nested.
    const keys = ["target", "card", "id", "base"] as const;
    const orders = (list: readonly string[]): string[][] =>
      list.length <= 1
        ? [list.slice()]
        : list.flatMap((k, i) =>
            orders([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [k, ...rest]),
          );
    const option = (order: readonly string[], values: Record<string, unknown>) =>
      Object.fromEntries(order.map((k) => [k, values[k]]));
    const values = { target: 7, card: 12, id: "a12", base: 3 };
    const prompt = (order: readonly string[], v: Record<string, unknown> = values) =>
      ({
        id: 4,
        seat: 1,
        kind: "choose",
        purpose: "target",
        options: [option(order, v), { id: "no" }],
        min: 0,
        max: 1,
      }) as unknown as Prompt;
    const all = orders(keys);
    expect(all).toHaveLength(24);
    const expected = promptFingerprint(prompt(["base", "card", "id", "target"]));
    for (const order of all) {
      expect(promptFingerprint(prompt(order))).toBe(expected);
      const reversedRoot = Object.fromEntries(Object.entries(prompt(order)).reverse()) as unknown as Prompt;
      expect(promptFingerprint(reversedRoot)).toBe(expected);
    }
    for (const key of keys) {
      const changed = { ...values, [key]: key === "id" ? "a13" : 8 };
      expect(promptFingerprint(prompt(keys, changed))).not.toBe(expected);
    }
  });

  it("tells apart documents that differ anywhere, and not those that differ in key order or id", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 6 }),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 6 }),
        (a, b) => {
          const pa = { ...a, id: 1, seat: 1, kind: "choose", purpose: "target" } as unknown as Prompt;
          const pb = { ...b, id: 2, seat: 1, kind: "choose", purpose: "target" } as unknown as Prompt;
          const same = referenceFingerprint(pa) === referenceFingerprint(pb);
          expect(promptFingerprint(pa) === promptFingerprint(pb)).toBe(same);
          const reversed = Object.fromEntries(Object.entries(pa).reverse()) as unknown as Prompt;
          expect(promptFingerprint(reversed)).toBe(promptFingerprint(pa));
        },
      ),
      { numRuns: 500, seed: 22 },
    );
  });
});

describe("a prompt's fingerprint by its fields (`y`, stop 45)", () => {
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(undefined));
  const number = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constantFrom(0x40000000, 1.5));
  const text = fc.oneof(fc.constantFrom("a12", "end", "m14@1", "", "é"), fc.string({ maxLength: 4 }));
  const option = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(
        {
          id: maybe(text),
          card: maybe(number),
          base: maybe(number),
          target: maybe(number),
          seat: maybe(number),
          label: maybe(text),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.oneof(value, fc.constant({ id: "a", bases: [1] })) },
  );
  const prompt = fc.record({
    id: fc.integer({ min: 0, max: 500 }),
    seat: maybe(fc.integer({ min: 0, max: 3 })),
    kind: fc.constantFrom("main", "choose", "a:b"),
    purpose: fc.constantFrom("main", "target", "", "b:c"),
    options: fc.array(option, { maxLength: 4 }),
    min: maybe(fc.integer({ min: 0, max: 2 })),
    max: maybe(number),
    source: maybe(
      fc.record({ card: maybe(number), base: maybe(number), def: maybe(text) }, { requiredKeys: [] }),
    ),
    window: maybe(text),
    shown: maybe(fc.array(number, { maxLength: 3 })),
  }) as unknown as fc.Arbitrary<Prompt>;

  it("tells apart questions that differ anywhere, and only those (id, key order and undefined keys aside)", () => {
    fc.assert(
      fc.property(prompt, prompt, fc.boolean(), (a, b, copy) => {
        // Half the pairs the same question (another id, keys in another order) or one value apart.
        const q = copy ? (Object.fromEntries(Object.entries(a).reverse()) as unknown as Prompt) : b;
        const same = questionText(a) === questionText(q);
        expect(promptFingerprint(a) === promptFingerprint(q)).toBe(same);
        // A prompt of another shape (a key of no option, a float) is fingerprinted as before.
        if (fieldFingerprint(a) === undefined) expect(promptFingerprint(a)).toBe(xFingerprint(a));
        else expect(promptFingerprint(a)).toMatch(/:y[A-Za-z0-9_-]{11}$/);
        expect(asksTheSame(promptFingerprint(a), a)).toBe(true);
        expect(asksTheSame(promptFingerprint(a), q)).toBe(same);
      }),
      { numRuns: 3000, seed: 45 },
    );
  });

  it("keeps the value stored answers carry", () => {
    const prompt = {
      id: 9,
      seat: 2,
      kind: "main",
      purpose: "main",
      options: [{ id: "m45@2", card: 45, base: 2 }, { id: "a70", card: 70 }, { id: "end" }],
      min: 1,
      max: 1,
      source: undefined,
    } as unknown as Prompt;
    expect(promptFingerprint(prompt)).toBe("main:main:ypl0Q1BgXzp8");
    // An answer stored by the release before (`x`) names the same question.
    expect(asksTheSame(xFingerprint(prompt), prompt)).toBe(true);
    expect(asksTheSame(xFingerprint(prompt), { ...prompt, max: 2 } as Prompt)).toBe(false);
  });

  it("takes an option's keys as an option's only when every own key is one (issue 22, stop 46)", () => {
    // The option key check is a function of its own (optionKeysKnown): its near misses, each
    // against the option written in the engine's order, and an extra key at every place.
    const engineOption = {
      id: "c7",
      card: 7,
      base: undefined,
      target: undefined,
      seat: undefined,
      label: undefined,
    };
    const ask = (...options: unknown[]) =>
      ({ id: 3, seat: 0, kind: "choose", purpose: "target", options, min: 1, max: 1 }) as unknown as Prompt;
    const expected = fieldFingerprint(ask(engineOption, { id: "end" }));
    expect(expected).toMatch(/:y[A-Za-z0-9_-]{11}$/);
    const entries = Object.entries(engineOption);
    for (let at = 0; at <= entries.length; at++) {
      const extra = Object.fromEntries([...entries.slice(0, at), ["note", 1], ...entries.slice(at)]);
      expect(fieldFingerprint(ask(extra, { id: "end" }))).toBeUndefined();
      expect(fieldFingerprint(ask({ id: "end" }, extra))).toBeUndefined();
      expect(promptFingerprint(ask(extra, { id: "end" }))).toBe(xFingerprint(ask(extra, { id: "end" })));
    }
    // Another order, fewer keys, no key at all: still an option's keys.
    const reversed = Object.fromEntries([...entries].reverse());
    expect(fieldFingerprint(ask(reversed, { id: "end" }))).toBe(expected);
    expect(fieldFingerprint(ask({ card: 7, id: "c7" }, { id: "end" }))).toBe(expected);
    expect(fieldFingerprint(ask(engineOption, {}))).toMatch(/:y[A-Za-z0-9_-]{11}$/);
    expect(fieldFingerprint(ask(engineOption, {}))).not.toBe(expected);
    // An inherited key is not the option's own: the option is fingerprinted by its own keys.
    const inherited = Object.assign(Object.create({ note: 1 }) as object, engineOption);
    expect(fieldFingerprint(ask(inherited, { id: "end" }))).toBe(expected);
    // The prompt's own keys (promptKeysKnown): a key more at every place leaves the `y` path; its
    // keys in another order, or all inherited (no own key), as the general walk takes them.
    const prompt = ask(engineOption, { id: "end" }) as unknown as Record<string, unknown>;
    const promptEntries = Object.entries(prompt);
    for (let at = 0; at <= promptEntries.length; at++) {
      const extra = Object.fromEntries([
        ...promptEntries.slice(0, at),
        ["note", 1],
        ...promptEntries.slice(at),
      ]) as unknown as Prompt;
      expect(fieldFingerprint(extra)).toBeUndefined();
      expect(promptFingerprint(extra)).toBe(xFingerprint(extra));
    }
    const reversedPrompt = Object.fromEntries([...promptEntries].reverse()) as unknown as Prompt;
    expect(fieldFingerprint(reversedPrompt)).toBe(expected);
    const allInherited = Object.create(prompt) as Prompt;
    expect(fieldFingerprint(allInherited)).toBeUndefined();
    expect(promptFingerprint(allInherited)).toBe(walkedFingerprint(allInherited));
    // Options of many shapes in one process (the check's feedback): the answers stay the same.
    for (let i = 0; i < 2000; i++) {
      const odd = i % 3 === 0 ? { ...engineOption, [`k${i % 7}`]: 1 } : i % 3 === 1 ? reversed : engineOption;
      const fingerprint = fieldFingerprint(ask(odd, { id: "end" }));
      expect(fingerprint).toBe(i % 3 === 0 ? undefined : expected);
    }
  });

  it("is `y` for every prompt of seeded games of every box, one per question", () => {
    const boxes = [...new Set(allFactions().map((f) => f.box))].sort();
    const questions = new Map<string, string>();
    // Every fingerprint in order, pinned: what the release of stop 45 stored (the code that writes
    // them may change, as at stop 48, never what it writes; 201 prompts with a source, 62 with a
    // label, 8 shown, 6 windows among them).
    const stored = createHash("sha256");
    let prompts = 0;
    for (const [i, box] of ["core", ...boxes].entries()) {
      for (const seed of [1, 2, 3]) {
        const rng = makeChooserRng(seed * 31 + i);
        const engine = Engine.start(randomSetup(seed * 7 + i, 4, box === "core" ? ["core"] : boxes, 12));
        for (let step = 0; engine.prompt && step < 400; step++) {
          const prompt = engine.prompt;
          const fingerprint = fieldFingerprint(prompt) as string;
          expect(fingerprint).toMatch(/^[^:]+:[^:]+:y[A-Za-z0-9_-]{11}$/);
          const question = questionText(prompt);
          expect(questions.get(fingerprint) ?? question).toBe(question);
          questions.set(fingerprint, question);
          stored.update(`${fingerprint}\n`);
          prompts++;
          engine.submit({ seat: prompt.seat, prompt: prompt.id, choice: randomChoice(prompt, rng) });
        }
      }
    }
    expect(prompts).toBeGreaterThan(600);
    expect(questions.size).toBeGreaterThan(200);
    expect(stored.digest("hex").slice(0, 16)).toBe("e174d24a656a809f");
  });
});

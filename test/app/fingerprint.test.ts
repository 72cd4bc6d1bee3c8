// The fingerprint of a prompt is stored with every answer (`asked`): a restore compares it with
// the prompt the replay asks. Its text must never change for the same question, or every stored
// game would rewind at the next upgrade; the function was rewritten for speed (issue 14), so it is
// pinned here to the original algorithm on arbitrary documents, and to a value computed before.

import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { promptFingerprint } from "../../src/app/restore.ts";
import type { Prompt } from "../../src/engine/types.ts";

/** The fingerprint as release 0.2 computed it. */
function referenceFingerprint(prompt: Prompt): string {
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
  const hash = createHash("sha256").update(canonical(question)).digest("hex").slice(0, 12);
  return `${prompt.kind}:${prompt.purpose}:${hash}`;
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
        expect(promptFingerprint(prompt)).toBe(referenceFingerprint(prompt));
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
    expect(promptFingerprint(prompt)).toBe(referenceFingerprint(prompt));
    expect(promptFingerprint(prompt)).toBe("main:main:7c6ead2edb1c");
  });
});

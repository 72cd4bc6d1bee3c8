// The compact forms of the rows written at every click (src/store/row-codec.ts, issue 22): each
// reads back as the very document it stands for, and a document stored by an earlier release
// reads as it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeAnswer, decodePosting, encodeAnswer, encodePosting } from "../../src/store/row-codec.ts";
import type { JsonValue } from "../../src/store/types.ts";

const roundTrip = (seq: number, seat: number | null, answer: JsonValue) =>
  decodeAnswer(seq, seat, JSON.parse(JSON.stringify(encodeAnswer(seq, seat, answer))));

describe("a decision's answer", () => {
  it("stores an answer to its own seq's prompt by its own seat as the question and the choice", () => {
    const answer = {
      seat: 2,
      prompt: 73,
      choice: ["c100", "end"],
      asked: "choose:destroy:x8140ef8e3aae306b",
    };
    const stored = encodeAnswer(73, 2, answer);
    expect(stored).toEqual(["choose:destroy:~gUDvjjquMGs", "c100", "end"]);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(answer).length / 2);
    // The same document, key order included.
    expect(JSON.stringify(roundTrip(73, 2, answer))).toBe(JSON.stringify(answer));
  });

  it("stores the fingerprint of stop 45 (`y`, its hash in base64url already) as it is, as short", () => {
    const answer = { seat: 2, prompt: 73, choice: ["c100", "end"], asked: "choose:destroy:ygUDvjjquMGs" };
    const stored = encodeAnswer(73, 2, answer);
    expect(stored).toEqual(["choose:destroy:ygUDvjjquMGs", "c100", "end"]);
    expect(JSON.stringify(stored).length).toBe(
      JSON.stringify(["choose:destroy:~gUDvjjquMGs", "c100", "end"]).length,
    );
    expect(JSON.stringify(roundTrip(73, 2, answer))).toBe(JSON.stringify(answer));
    // A row of the release before (a packed `x` hash) still reads as it was written.
    expect(decodeAnswer(73, 2, ["choose:destroy:~gUDvjjquMGs", "c100", "end"])).toEqual({
      ...answer,
      asked: "choose:destroy:x8140ef8e3aae306b",
    });
  });

  it("reads back every answer it stores, compact or not", () => {
    const answers: [number, number | null, JsonValue][] = [
      [1, 0, { seat: 0, prompt: 1, choice: [], asked: "main:main:x0000000000000000" }],
      [5, 1, { seat: 1, prompt: 5, choice: ["a"], asked: "main:main:0123456789ab" }], // release 0.3's fingerprint
      [5, 1, { seat: 1, prompt: 5, choice: ["a"], asked: "odd:~AAAAAAAAAAA" }], // looks packed: kept whole
      [5, 1, { seat: 1, prompt: 5, choice: ["a"], asked: "main:main:xFFFFFFFFFFFFFFFF" }], // not lowercase
      [5, 1, { seat: 1, prompt: 4, choice: ["a"], asked: "x" }], // another seq's prompt
      [5, 1, { seat: 0, prompt: 5, choice: ["a"], asked: "x" }], // another seat
      [5, null, { seat: 1, prompt: 5, choice: ["a"], asked: "x" }],
      [5, 1, { seat: 1, prompt: 5, choice: ["a"] }], // release 0.1: no question
      [5, 1, { seat: 1, prompt: 5, choice: ["a"], asked: "x", ai: "hard" }],
      [5, 1, { prompt: 5, seat: 1, choice: ["a"], asked: "x" }], // other key order
      [5, 1, { seat: 1, prompt: 5, choice: [1], asked: "x" }],
      [5, 1, { seat: 1, autoPass: true }],
      [5, 1, { seat: 1, leave: true, kick: true, voters: [0, 2] }],
      [5, 1, ["an", "array"]],
      [5, 1, [0, "x"]],
      [5, 1, "text"],
      [5, 1, null],
    ];
    for (const [seq, seat, answer] of answers)
      expect(JSON.stringify(roundTrip(seq, seat, answer)), JSON.stringify(answer)).toBe(
        JSON.stringify(answer),
      );
  });

  it("stores what the first encoder stored, for any answer (issue 22: written without regular expressions)", () => {
    const hexHash = fc.string({
      unit: fc.constantFrom(..."0123456789abcdefF"),
      minLength: 15,
      maxLength: 17,
    });
    const packed = fc.string({ unit: fc.constantFrom(..."AZaz09-_~:x+"), minLength: 10, maxLength: 12 });
    const asked = fc.oneof(
      // A fingerprint of this release, packed whatever its digits.
      fc.tuple(
        fc.constantFrom("main:main", "choose:destroy"),
        fc.constant(":x"),
        fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 16, maxLength: 16 }),
      ),
      fc.tuple(
        fc.constantFrom("main:main", "choose:destroy", ""),
        fc.constantFrom(":x", ":~", "x", ":"),
        hexHash,
      ),
      fc.tuple(fc.constantFrom("main:main", "a"), fc.constantFrom(":~", ":x", "~"), packed),
      fc.tuple(fc.string(), fc.constant(""), fc.string()),
    );
    const answer = fc.record({
      seat: fc.integer({ min: 0, max: 3 }),
      prompt: fc.integer({ min: 1, max: 5 }),
      choice: fc.oneof(
        fc.array(fc.string()),
        fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
      ),
      asked: asked.map(([a, b, c]) => a + b + c),
    });
    fc.assert(
      fc.property(answer, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 3 }), (a, seq, seat) => {
        expect(encodeAnswer(seq, seat, a)).toEqual(firstEncoder(seq, seat, a));
        expect(encodeAnswer(a.prompt, a.seat, a)).toEqual(firstEncoder(a.prompt, a.seat, a));
      }),
      { numRuns: 1000, seed: 22 },
    );
  });

  it("reads an answer of an earlier release as it was stored", () => {
    const old = { seat: 3, prompt: 9, choice: ["m1@0"], asked: "main:main:xfe189753805e8bdc" };
    expect(decodeAnswer(9, 3, old)).toBe(old);
  });
});

/** `encodeAnswer` as first written (regular expressions and a Buffer): the text stored rows hold. */
function firstEncoder(seq: number, seat: number | null | undefined, answer: JsonValue): JsonValue {
  if (Array.isArray(answer)) return [0, answer];
  if (answer === null || typeof answer !== "object") return answer;
  const keys = Object.keys(answer);
  const { asked, choice } = answer;
  if (
    keys.join() !== "seat,prompt,choice,asked" ||
    answer.seat !== seat ||
    answer.prompt !== seq ||
    typeof asked !== "string" ||
    /:~([A-Za-z0-9_-]{11})$/.test(asked) ||
    !Array.isArray(choice) ||
    !choice.every((c) => typeof c === "string")
  )
    return answer;
  const hash = /:x([0-9a-f]{16})$/.exec(asked)?.[1];
  const question = hash
    ? `${asked.slice(0, -hash.length - 1)}~${Buffer.from(hash, "hex").toString("base64url")}`
    : asked;
  return [question, ...choice];
}

describe("a posting intent", () => {
  it("stores key, after and fingerprint as an array and reads them back", () => {
    const intent = {
      key: "wait:prompt:3:",
      after: "200000000000000003",
      fingerprint: "Axy70G6tiEtNr58exyyDWn",
    };
    const text = encodePosting(intent);
    expect(text).toBe('["wait:prompt:3:","200000000000000003","Axy70G6tiEtNr58exyyDWn"]');
    expect(decodePosting(JSON.parse(text as string))).toEqual(intent);
    expect(decodePosting(JSON.parse(encodePosting({ ...intent, after: null }) as string))).toEqual({
      ...intent,
      after: null,
    });
    expect(encodePosting(null)).toBeNull();
    expect(decodePosting(null)).toBeNull();
  });

  it("reads an intent of an earlier release as it was stored", () => {
    const old = { key: "turn:3", after: "m0", fingerprint: "f" };
    expect(decodePosting(old)).toEqual(old);
  });
});

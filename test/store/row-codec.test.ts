// The compact forms of the rows written at every click (src/store/row-codec.ts, issue 22): each
// reads back as the very document it stands for, and a document stored by an earlier release
// reads as it was.
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

  it("reads an answer of an earlier release as it was stored", () => {
    const old = { seat: 3, prompt: 9, choice: ["m1@0"], asked: "main:main:xfe189753805e8bdc" };
    expect(decodeAnswer(9, 3, old)).toBe(old);
  });
});

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

// The hand-written check of a player's decision (issue 22: no zod per decision) accepts and
// returns exactly what the schema does, on valid, edge and malformed inputs.

import { describe, expect, it } from "vitest";
import { parsePlayerDecision, playerDecisionSchema } from "../../src/app/types.ts";

const long = "x".repeat(64);
const inputs: unknown[] = [
  { kind: "answer", promptId: 0, choice: [] },
  { kind: "answer", promptId: 12, choice: ["a", "b"], extra: 1 },
  { kind: "answer", promptId: 3, choice: [long] },
  { kind: "answer", promptId: 3, choice: [`${long}y`] },
  { kind: "answer", promptId: 3, choice: [""] },
  { kind: "answer", promptId: 3, choice: Array.from({ length: 200 }, () => "a") },
  { kind: "answer", promptId: 3, choice: Array.from({ length: 201 }, () => "a") },
  { kind: "answer", promptId: -1, choice: [] },
  { kind: "answer", promptId: -0, choice: [] },
  { kind: "answer", promptId: 1.5, choice: [] },
  { kind: "answer", promptId: Number.NaN, choice: [] },
  { kind: "answer", promptId: Number.POSITIVE_INFINITY, choice: [] },
  { kind: "answer", promptId: 2 ** 53, choice: [] },
  { kind: "answer", promptId: 2 ** 53 - 1, choice: [] },
  { kind: "answer", promptId: "3", choice: [] },
  { kind: "answer", promptId: 3, choice: "a" },
  { kind: "answer", promptId: 3, choice: [1] },
  { kind: "answer", promptId: 3, choice: [null] },
  { kind: "answer", promptId: 3 },
  { kind: "autoPass", on: true },
  { kind: "autoPass", on: false, promptId: 3 },
  { kind: "autoPass", on: "yes" },
  { kind: "autoPass" },
  { kind: "concede" },
  { kind: "concede", reason: "bored" },
  { kind: "leave" },
  { promptId: 3, choice: [] },
  null,
  undefined,
  "answer",
  42,
  [],
];

describe("a player's decision, checked by hand", () => {
  it("is what the schema parses, or refused where it refuses", () => {
    for (const input of inputs) {
      const parsed = playerDecisionSchema.safeParse(input);
      expect(parsePlayerDecision(input), JSON.stringify(input) ?? String(input)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it("returns a choice of its own (the caller's array is not kept)", () => {
    const choice = ["a"];
    const parsed = parsePlayerDecision({ kind: "answer", promptId: 1, choice });
    expect(parsed).toEqual({ kind: "answer", promptId: 1, choice: ["a"] });
    expect(parsed && "choice" in parsed && parsed.choice).not.toBe(choice);
  });
});

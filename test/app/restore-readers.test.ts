// The readers of a cold load (restore.ts: `parseDecision`, `snapshotState`) accept and return
// exactly what the zod schemas that define the stored rows do: written out by hand for speed
// (issue 22: a cold click reads its tail of ~40 decisions), they must not drift from them.

import { describe, expect, it } from "vitest";
import { decisionSchema, parseDecision, snapshotSchema, snapshotState } from "../../src/app/restore.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";

/** A seeded source of numbers in [0, 1). */
function seeded(seed: number): () => number {
  const chooser = makeChooserRng(seed);
  return () => chooser.int(1_000_000) / 1_000_000;
}

/** Values of every JSON type and a few that only code makes (no row holds them, zod still decides). */
const ATOMS: unknown[] = [
  0,
  1,
  2,
  -1,
  -0,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  2 ** 53 - 1,
  -(2 ** 53),
  "",
  "x",
  "3",
  true,
  false,
  null,
  undefined,
  [],
  ["a"],
  ["a", "b"],
  ["a", 1],
  [null],
  {},
  { a: 1 },
];

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Objects with some of the keys the alternatives read (and strangers), each set to a random atom. */
function randomAnswers(seed: number, n: number): unknown[] {
  const rng = seeded(seed);
  const keys = ["seat", "prompt", "choice", "asked", "autoPass", "leave", "auto", "extra"];
  const out: unknown[] = [null, 3, "seat", [], [{ seat: 1 }]];
  for (let i = 0; i < n; i++) {
    const o: Record<string, unknown> = {};
    for (const key of keys) if (rng() < 0.55) o[key] = rng() < 0.5 ? good(key, rng) : pick(rng, ATOMS);
    out.push(o);
  }
  return out;
}

/** A value the key's alternative accepts, so that whole alternatives match often. */
function good(key: string, rng: () => number): unknown {
  switch (key) {
    case "seat":
    case "prompt":
      return Math.floor(rng() * 5);
    case "choice":
      return pick(rng, [[], ["end"], ["c12", "b3"]]);
    case "asked":
      return "main:play:xdeadbeef00000000";
    case "autoPass":
      return rng() < 0.5;
    case "leave":
      return true;
    default:
      return pick(rng, ATOMS);
  }
}

describe("parseDecision", () => {
  it("returns what decisionSchema returns, for every kind of stored answer and malformed ones", () => {
    let accepted = 0;
    for (const answer of randomAnswers(22, 4000)) {
      const zod = decisionSchema.safeParse(answer);
      const mine = parseDecision(answer as never);
      expect(mine).toStrictEqual(zod.success ? zod.data : null);
      if (mine) {
        accepted++;
        // Keys in the schema's order (the decision is written back as JSON by exports and rewinds).
        expect(Object.keys(mine)).toEqual(Object.keys(zod.data as object));
      }
    }
    // Both outcomes are well represented, so the comparison means something.
    expect(accepted).toBeGreaterThan(400);
    expect(accepted).toBeLessThan(3600);
  });

  it("hands out its own choice array (the row's stays as loaded)", () => {
    const row = { seat: 0, prompt: 3, choice: ["a"], asked: "x" };
    const decision = parseDecision(row);
    expect(decision && "choice" in decision && decision.choice).not.toBe(row.choice);
  });
});

describe("snapshotState", () => {
  const g = { turn: { number: 1 }, players: [] };
  it("accepts exactly the columns snapshotSchema accepts", () => {
    const columns: unknown[] = [null, [], "x", 1, {}, { g }, { v: 2, g }, { state: JSON.stringify(g) }];
    const rng = seeded(7);
    const docs: unknown[] = [
      g,
      [],
      null,
      "s",
      1,
      JSON.stringify(g),
      Object.create(null),
      new Date(0),
      undefined,
    ];
    for (let i = 0; i < 600; i++) {
      const column: Record<string, unknown> = {};
      if (rng() < 0.6) column.g = pick(rng, docs);
      if (rng() < 0.4) column.state = pick(rng, docs);
      if (rng() < 0.5) column.v = pick(rng, [1, 2, 1.5, "2", undefined, null, Number.NaN]);
      columns.push(column);
    }
    let good = 0;
    for (const column of columns) {
      const zod = snapshotSchema.safeParse(column);
      let read: unknown;
      let malformed = false;
      try {
        read = snapshotState(column as never);
      } catch (error) {
        // Past the column's shape: its state's text or format (the same code reads either way).
        malformed = (error as Error).message === "the snapshot column is malformed";
        if (!malformed) continue;
      }
      expect(malformed).toBe(!zod.success);
      if (!zod.success) continue;
      good++;
      // The document itself when zod's first alternative matched, else parsed from `state`.
      const data = zod.data as { g?: unknown };
      if ("g" in data) expect(read).toBe((column as { g: unknown }).g);
      else expect(read).toEqual(JSON.parse((column as { state: string }).state));
    }
    expect(good).toBeGreaterThan(50);
  });
});

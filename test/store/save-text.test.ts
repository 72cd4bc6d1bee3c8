// A save's JSON parameters are written by hand (issue 22: storable-text.ts `compactStorableJson`,
// row-codec.ts `storedDecisionsJson`): the very text the general path (JSON.stringify, then every
// string made storable) writes, for any document, odd ones included.
import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { playedSaves } from "../../src/bench/service-decisions.ts";
import { JsonText } from "../../src/store/json-text.ts";
import { encodeAnswer, storedDecisionsJson } from "../../src/store/row-codec.ts";
import {
  compactStorableJson,
  plainJson,
  savePatchJson,
  storableJson,
} from "../../src/store/storable-text.ts";
import type { JsonValue, NewDecision } from "../../src/store/types.ts";

/** The general path, as saves wrote these parameters before. */
const reference = (decisions: NewDecision[]) =>
  storableJson(decisions.map((d) => ({ ...d, answer: encodeAnswer(d.seq, d.seat, d.answer) })));

const HASH = "choose:destroy:x8140ef8e3aae306b";

/** Strings of every kind a document may hold. */
const STRINGS = [
  "c100",
  "",
  "é",
  'a"b',
  "a\\b",
  "\u0000x",
  "\ud83d",
  "\udc00z",
  "😀",
  "line\nbreak",
  "\u007f",
  "~",
  HASH,
];

describe("a save's decision rows as text", () => {
  it("writes a click's row as the general path does", () => {
    const rows: NewDecision[] = [
      { seq: 46, userId: "u0", seat: 0, answer: { seat: 0, prompt: 46, choice: ["p3"], asked: HASH } },
    ];
    const text = storedDecisionsJson(rows);
    expect(text).toBe(reference(rows));
    expect(text).toBe('[{"seq":46,"userId":"u0","seat":0,"answer":["choose:destroy:~gUDvjjquMGs","p3"]}]');
  });

  it("writes any row as the general path does", () => {
    const answers: JsonValue[] = [
      { seat: 1, prompt: 3, choice: [], asked: HASH },
      { seat: 1, prompt: 3, choice: ["a", "b"], asked: "main:main" },
      { seat: 1, prompt: 3, choice: ["a"], asked: "x:y:~gUDvjjquMGs" },
      { seat: 2, prompt: 3, choice: ["a"], asked: HASH },
      { seat: 1, prompt: 4, choice: ["a"], asked: HASH },
      { prompt: 3, seat: 1, choice: ["a"], asked: HASH },
      { seat: 1, prompt: 3, choice: ["a"], asked: HASH, extra: 1 },
      { seat: 1, prompt: 3, choice: [1 as unknown as string], asked: HASH },
      { seat: 1, prompt: 3, choice: "a", asked: HASH },
      { seat: 1, autoPass: true },
      { seat: 1, leave: true },
      ["a", HASH],
      [],
      "text",
      7,
      null,
      ...STRINGS.map((s) => ({ seat: 1, prompt: 3, choice: [s], asked: HASH })),
      ...STRINGS.map((s) => ({ seat: 1, prompt: 3, choice: ["a"], asked: `${s}:x8140ef8e3aae306b` })),
      ...STRINGS.map((s) => ({ seat: 1, prompt: 3, choice: ["a"], asked: s })),
    ];
    const rows: NewDecision[][] = [];
    for (const answer of answers) {
      rows.push([{ seq: 3, userId: "u1", seat: 1, answer }]);
      rows.push([{ seq: 3, userId: null, seat: null, answer }]);
      rows.push([{ seq: 3, answer }]);
      rows.push([{ seq: 3, userId: undefined, seat: 1, answer }]);
      rows.push([{ answer, seat: 1, seq: 3 } as NewDecision]);
    }
    for (const s of STRINGS)
      rows.push([{ seq: 3, userId: s, seat: 1, answer: { seat: 1, prompt: 3, choice: [], asked: HASH } }]);
    rows.push([]);
    rows.push([
      { seq: 3, userId: "u1", seat: 1, answer: { seat: 1, autoPass: true } },
      { seq: 4, userId: "u2", seat: 2, answer: { seat: 2, prompt: 4, choice: ["x"], asked: HASH } },
      { seq: 5, userId: "u2", seat: 2, answer: { seat: 2, prompt: 5, choice: ["\u0000"], asked: HASH } },
    ]);
    for (const batch of rows) expect(storedDecisionsJson(batch)).toBe(reference(batch));
  });
});

describe("a save's patch as text", () => {
  const patches: Record<string, unknown>[] = [
    {
      setupLive: { timer: { promptId: 47, since: "2026-11-29T13:47:01.550Z", reminded: false } },
      nextTimerAt: null,
    },
    {
      setupLive: { timer: undefined, kick: undefined, notices: [1, 2] },
      nextTimerAt: "2026-11-29T13:47:01.550Z",
    },
    { status: "finished", summary: { a: [1, 2.5, -0, 1e21, -3], b: true, c: null } },
    { snapshot: new JsonText('{"v":1}'), snapshotSeq: 80, setupLive: {} },
    { snapshot: null, snapshotSeq: 0 },
    { setup: { 2: "two", 1: "one", b: "b", a: "a" } },
    { setup: { when: new Date(0) } },
    {
      setupLive: { timer: { promptId: 3, since: "x", reminded: true } },
      nextTimerAt: new Date(1796000000000),
    },
    { nextTimerAt: new Date(Number.NaN) },
    { nextTimerAt: new Date(-1e15) },
    { nextTimerAt: new Date(3e14) },
    { when: Object.assign(new Date(0), { toJSON: () => "own" }) },
    { when: new (class extends Date {})(0) },
    { setup: { list: [1, undefined, 3] } },
    { setup: { n: Number.NaN, m: Number.POSITIVE_INFINITY } },
    { setup: { own: { toJSON: () => "x" } } },
    { setup: Object.assign(Object.create(null), { a: 1 }) },
    { [`k${"\u0000"}`]: 1, 'quote"': 2 },
    ...STRINGS.map((s) => ({ setup: { name: s, names: [s], [s]: s } })),
  ];

  it("writes any patch without its snapshot as the general path does", () => {
    for (const patch of patches) {
      const { snapshot: _s, ...rest } = patch;
      expect(compactStorableJson(patch, "snapshot")).toBe(storableJson(rest));
      expect(compactStorableJson(patch)).toBe(storableJson(patch));
      expect(savePatchJson(patch)).toBe(storableJson(rest));
    }
  });

  it("writes a decision's usual patch from its template, and its near misses as the general path does (stop 45)", () => {
    const timer = { promptId: 18, since: "2026-11-30T16:58:28.338Z", reminded: false };
    const near: object[] = [
      { setupLive: { timer }, nextTimerAt: null },
      { setupLive: { timer, kick: undefined, notices: undefined }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, reminded: true } }, nextTimerAt: null },
      { nextTimerAt: null, setupLive: { timer } },
      { setupLive: { kick: undefined, timer }, nextTimerAt: null },
      { setupLive: { timer, kick: { targetUserId: "u1" } }, nextTimerAt: null },
      { setupLive: { timer, notices: [1] }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, extra: 1 } }, nextTimerAt: null },
      { setupLive: { timer: { since: timer.since, promptId: 18, reminded: false } }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, promptId: 1.5 } }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, since: 'a"b' } }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, since: "\u0000é" } }, nextTimerAt: null },
      { setupLive: { timer: { ...timer, reminded: "no" } }, nextTimerAt: null },
      { setupLive: { timer }, nextTimerAt: new Date(0) },
      { setupLive: { timer }, nextTimerAt: null, status: "finished" },
      { setupLive: { timer: undefined }, nextTimerAt: null },
      { setupLive: {}, nextTimerAt: null },
      { setupLive: Object.assign(Object.create(null), { timer }), nextTimerAt: null },
      { setupLive: { timer }, nextTimerAt: null, snapshot: null },
    ];
    for (const patch of near) {
      const { snapshot: _s, ...rest } = patch as { snapshot?: unknown };
      expect(savePatchJson(patch)).toBe(storableJson(rest));
    }
  });

  it("writes plain documents by hand, and leaves any other to the general path", () => {
    expect(plainJson({ a: [1, "b", null, false], c: { d: -0 } })).toBe(
      '{"a":[1,"b",null,false],"c":{"d":0}}',
    );
    expect(plainJson({ a: "é" })).toBeUndefined();
    expect(plainJson([undefined])).toBeUndefined();
  });

  it("writes a save's timer date by hand (a game with a turn timer: every decision's patch has one)", () => {
    expect(plainJson({ nextTimerAt: new Date(Date.UTC(2026, 10, 30, 2, 0, 1, 5)) })).toBe(
      '{"nextTimerAt":"2026-11-30T02:00:01.005Z"}',
    );
    expect(plainJson({ a: new Date(Number.NaN) })).toBe('{"a":null}');
    // A date that writes itself otherwise takes the general path.
    expect(plainJson({ a: Object.assign(new Date(0), { toJSON: () => "own" }) })).toBeUndefined();
    expect(plainJson({ a: new (class extends Date {})(0) })).toBeUndefined();
    expect(plainJson([undefined])).toBeUndefined();
  });
});

describe("every save of seeded games as text", () => {
  it("writes each decision's rows and patch as the general path does (many seeded saves)", async () => {
    // The saves a game service makes, captured: four-player games played through act() to their
    // end by a seeded player (the bench's), with and without a turn timer's patch keys.
    const saves = await playedSaves(4, 500, 7);
    expect(saves.length).toBeGreaterThan(400);
    // A click's answer packed independently of row-codec.ts: its hash's bytes in base64url.
    let packed = 0;
    const independent = (rows: NewDecision[]) =>
      storableJson(
        rows.map((d) => {
          const a = d.answer as { seat?: unknown; prompt?: unknown; choice?: string[]; asked?: string };
          const hash = /:x([0-9a-f]{16})$/.exec(a.asked ?? "");
          // Since stop 45 a fingerprint's hash is base64url already (`y`): stored as it is.
          const fields = /:y[A-Za-z0-9_-]{11}$/.test(a.asked ?? "");
          const click = Object.keys(a).join() === "seat,prompt,choice,asked" && a.seat === d.seat;
          if (!(hash || fields) || !click || a.prompt !== d.seq)
            return { ...d, answer: encodeAnswer(d.seq, d.seat, d.answer) };
          packed++;
          const question = hash
            ? `${(a.asked as string).slice(0, -17)}~${Buffer.from(hash[1] as string, "hex").toString("base64url")}`
            : (a.asked as string);
          return { ...d, answer: [question, ...(a.choice as string[])] };
        }),
      );
    let answers = 0;
    let templated = 0;
    for (const save of saves) {
      const rows = save.appendDecisions ?? [];
      const text = storedDecisionsJson(rows);
      expect(text).toBe(reference(rows));
      expect(text).toBe(independent(rows));
      answers += rows.length;
      const { snapshot: _s, players: _p, ...rest } = save.patch ?? {};
      expect(compactStorableJson(rest, "snapshot")).toBe(storableJson(rest));
      // The save's own writer (a decision's usual patch from its template).
      const { players: _players, ...patch } = save.patch ?? {};
      expect(savePatchJson(patch)).toBe(storableJson(rest));
      if (savePatchJson(patch).startsWith('{"setupLive":{"timer":') && rows.length === 1) templated++;
    }
    expect(answers).toBeGreaterThan(400);
    expect(templated).toBeGreaterThan(answers * 0.9);
    expect(packed).toBe(answers);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ComponentAction,
  decodeCustomId,
  encodeCustomId,
  gameIdToShort,
  MAX_MARKABLE,
} from "../../src/render/custom-id.ts";

const GAME = "0f8fad5b-d9cb-469f-a165-70867728950e";
const MAX = 2 ** 31 - 1;
const ref = { gameId: GAME, version: 17, promptId: 42 };
const big = { gameId: "ffffffff-ffff-ffff-ffff-ffffffffffff", version: MAX, promptId: MAX };
const allMarks = Array.from({ length: MAX_MARKABLE }, (_, i) => i);

/** One action of every verb, with the largest values each part can take. */
const largest: ComponentAction[] = [
  { prefix: "sg", ...big, verb: "hand" },
  { prefix: "sg", ...big, verb: "resp" },
  { prefix: "sg", ...big, verb: "board" },
  { prefix: "sg", ...big, verb: "auto", on: false },
  {
    prefix: "sg",
    ...big,
    verb: "card",
    ui: { page: 999, targetPage: 999, abilityPage: 999, card: 9_999_999 },
  },
  {
    prefix: "sg",
    ...big,
    verb: "page",
    ui: { page: 999, targetPage: 999, abilityPage: 999, card: 9_999_999 },
  },
  { prefix: "sg", ...big, verb: "page", ui: { page: 999, marked: allMarks } },
  { prefix: "sg", ...big, verb: "mark", ui: { page: 999, marked: allMarks } },
  { prefix: "sg", ...big, verb: "pick", arg: "a".repeat(40) },
  { prefix: "sg", ...big, verb: "pick" },
  { prefix: "sg", ...big, verb: "done", marked: allMarks },
  { prefix: "lb", ...big, verb: "join" },
  { prefix: "lb", ...big, verb: "leave" },
  { prefix: "lb", ...big, verb: "start" },
  { prefix: "lb", ...big, verb: "cancel" },
  { prefix: "lb", ...big, verb: "draft" },
  { prefix: "lb", ...big, verb: "opt", option: "hidden" },
  { prefix: "lb", ...big, verb: "fac", group: 99 },
  { prefix: "lb", ...big, verb: "page", page: 999 },
  { prefix: "lb", ...big, verb: "see", page: 999 },
  { prefix: "sg", ...big, verb: "disc" },
];

describe("custom_id codec", () => {
  it("writes the game id as 22 base64url characters in the documented layout", () => {
    expect(gameIdToShort(GAME)).toHaveLength(22);
    expect(encodeCustomId({ prefix: "sg", ...ref, verb: "hand" })).toBe(
      `sg:${gameIdToShort(GAME)}:17:42:hand`,
    );
    expect(encodeCustomId({ prefix: "sg", ...ref, verb: "pick", arg: "m12@3" })).toBe(
      `sg:${gameIdToShort(GAME)}:17:42:pick:m12@3`,
    );
    expect(gameIdToShort(GAME.toUpperCase())).toBe(gameIdToShort(GAME));
    expect(() => gameIdToShort("not-a-uuid")).toThrow();
  });

  it("round-trips every verb, and stays within 100 characters with the largest values", () => {
    for (const a of largest) {
      const id = encodeCustomId(a);
      expect(id.length, id).toBeLessThanOrEqual(100);
      expect(decodeCustomId(id)).toEqual(a);
    }
    expect(decodeCustomId(encodeCustomId({ prefix: "sg", ...ref, verb: "auto", on: true }))).toMatchObject({
      on: true,
    });
  });

  it("keeps the panel state: chosen card, pages and marks", () => {
    const card = decodeCustomId(
      encodeCustomId({ prefix: "sg", ...ref, verb: "card", ui: { page: 2, card: 0 } }),
    );
    expect(card).toEqual({ prefix: "sg", ...ref, verb: "card", ui: { page: 2, card: 0 } });
    const none = decodeCustomId(encodeCustomId({ prefix: "sg", ...ref, verb: "page", ui: {} }));
    expect(none).toEqual({ prefix: "sg", ...ref, verb: "page", ui: {} });
    const marks = decodeCustomId(
      encodeCustomId({ prefix: "sg", ...ref, verb: "done", marked: [239, 0, 7, 7] }),
    );
    expect(marks).toEqual({ prefix: "sg", ...ref, verb: "done", marked: [0, 7, 239] });
    const empty = decodeCustomId(encodeCustomId({ prefix: "sg", ...ref, verb: "mark", ui: { marked: [] } }));
    expect(empty).toEqual({ prefix: "sg", ...ref, verb: "mark", ui: { marked: [] } });
    expect(() => encodeCustomId({ prefix: "sg", ...ref, verb: "done", marked: [MAX_MARKABLE] })).toThrow();
  });

  it("refuses to encode values it could not decode", () => {
    expect(() => encodeCustomId({ prefix: "sg", ...ref, version: MAX + 1, verb: "hand" })).toThrow();
    expect(() => encodeCustomId({ prefix: "sg", ...ref, promptId: -1, verb: "hand" })).toThrow();
    expect(() => encodeCustomId({ prefix: "sg", ...ref, verb: "pick", arg: "has:colon" })).toThrow();
    expect(() => encodeCustomId({ prefix: "sg", ...ref, verb: "card", ui: { page: 1000 } })).toThrow();
  });

  it("rejects malformed, unknown and forged ids with null", () => {
    const g = gameIdToShort(GAME);
    const bad = [
      "",
      "sg",
      `sg:${g}:1:1`,
      `sg:${g}:1:1:hand:extra`,
      `sg:${g}:1:1:hand:x:y`,
      `xx:${g}:1:1:hand`,
      `sg:${g}:1:1:join`, // a lobby verb under the game prefix
      `lb:${g}:1:1:hand`,
      `sg:${g}:1:1:explode`,
      `sg:${g.slice(1)}:1:1:hand`,
      `sg:${g}A:1:1:hand`,
      `sg:${g.slice(0, 21)}B:1:1:hand`, // non-canonical: unused low bits set
      `sg:${g.slice(0, 21)}*:1:1:hand`,
      `sg:${g}:01:1:hand`,
      `sg:${g}:-1:1:hand`,
      `sg:${g}:1.5:1:hand`,
      `sg:${g}:${MAX + 1}:1:hand`,
      `sg:${g}:1:99999999999:hand`,
      `sg:${g}:1:1:auto`,
      `sg:${g}:1:1:auto:maybe`,
      `sg:${g}:1:1:pick:`,
      `sg:${g}:1:1:pick:a b`,
      `sg:${g}:1:1:done:AA`, // trailing zero digits are not canonical
      `sg:${g}:1:1:done:${"B".repeat(41)}`,
      `sg:${g}:1:1:done:!!`,
      `sg:${g}:1:1:card:p0`,
      `sg:${g}:1:1:card:z9`,
      `sg:${g}:1:1:card:c1p1`,
      `sg:${g}:1:1:mark:c1mB`,
      `lb:${g}:1:0:opt`,
      `lb:${g}:1:0:opt:colour`,
      `lb:${g}:1:0:fac`,
      `lb:${g}:1:0:fac:100`,
      `lb:${g}:1:0:page:x`,
      `lb:${g}:1:0:join:now`,
      `sg:${g}:1:1:pick:${"a".repeat(80)}`,
    ];
    for (const s of bad) expect(decodeCustomId(s), s).toBeNull();
  });

  it("never throws, and whatever it accepts it would have written the same way", () => {
    const g = gameIdToShort(GAME);
    const part = fc.oneof(
      fc.constantFrom(
        "sg",
        "lb",
        g,
        "0",
        "1",
        "42",
        "pick",
        "page",
        "done",
        "mark",
        "card",
        "fac",
        "opt",
        "p1m",
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 7 }), (parts) => {
        const s = parts.join(":");
        const a = decodeCustomId(s);
        if (a) expect(encodeCustomId(a)).toBe(s);
      }),
      { numRuns: 3000 },
    );
  });
});

// A save's statement is built once per shape and filled with each save's values (prisma-store.ts
// `shapedStatement`, issue 22): a statement carries its own save's values, whichever saves of the
// same or other shapes came before it.
import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { playedSaves, saveStatementOf } from "../../src/bench/service-decisions.ts";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { JsonText } from "../../src/store/json-text.ts";
import { ShapedSql, saveStatement } from "../../src/store/prisma-store.ts";

const ID = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";

function save(version: number, patch: Record<string, unknown>, announcement?: string) {
  return saveStatement(
    ID,
    version,
    patch,
    [
      {
        seq: version + 1,
        userId: `u${version}`,
        seat: 1,
        answer: { seat: 1, prompt: version + 1, choice: ["end"] },
      },
    ],
    undefined,
    announcement === undefined
      ? undefined
      : {
          gameId: announcement,
          version,
          messageId: `m${version}`,
          pingedWait: null,
          pingedTurn: version,
          pingMessageId: null,
          waitMessageIds: [],
          turnMessageIds: [],
        },
    announcement === ID,
  );
}

describe("a save's statement", () => {
  it("carries its own values, after saves of the same and other shapes", () => {
    const live = (v: number) => ({ setupLive: { timer: { promptId: v } }, nextTimerAt: null });
    const first = save(1, live(1));
    const snapshot = save(2, { ...live(2), snapshot: new JsonText('{"v":1}'), snapshotSeq: 2 }, OTHER);
    const inRow = save(3, live(3), ID);
    const again = save(4, live(4));
    expect(again.text).toBe(first.text);
    expect(again.values[0]).toBe(JSON.stringify(live(4)));
    expect(again.values[1]).toContain('"userId":"u4"');
    expect(again.values.slice(2)).toEqual([ID, 4]);
    expect(first.values).toContain(1);
    expect(first.values).not.toContain(4);
    expect(snapshot.text).not.toBe(first.text);
    expect(snapshot.values).toContain("m2");
    expect(snapshot.values).toContain(OTHER);
    expect(snapshot.values).toContain(2);
    expect(inRow.values).toContain(3);
    expect(inRow.values).not.toContain("m2");
    // The placeholders match the values, in every shape.
    for (const s of [first, snapshot, inRow, again])
      expect(s.text.match(/\$\d+/g)?.length ?? 0).toBe(s.values.length);
  });
});

describe("a save whose caller holds the setup (SaveGame.knownSetup)", () => {
  const statement = (setupKnown: boolean) =>
    saveStatement(ID, 1, { setupLive: { timer: null } }, [], undefined, undefined, false, setupKnown);

  it("reads the setup back only when the caller does not hold it, whichever was built first", () => {
    const known = statement(true);
    const unknown = statement(false);
    expect(known.text).not.toBe(unknown.text);
    expect(unknown.text).toContain("AS setup");
    expect(known.text).not.toContain("AS setup");
    expect(statement(true).text).toBe(known.text);
  });

  it("returns only what the caller cannot know when it holds the record too (SaveGame.knownRecord)", () => {
    const patch = { setupLive: { timer: null } };
    const rowKnown = saveStatement(ID, 1, patch, [], undefined, undefined, false, true, true);
    const known = statement(true);
    expect(rowKnown.text).not.toBe(known.text);
    for (const column of ["guild_id", "u.channel_id", "created_at", "u.board_channel_id", "AS summary"]) {
      expect(known.text).toContain(column);
      expect(rowKnown.text).not.toContain(column);
    }
    expect(rowKnown.text).toContain("u.version, u.updated_at, u.finished_at");
    expect(rowKnown.values).toEqual(known.values);
    // Only with the setup known; a summary the patch sets comes back.
    expect(saveStatement(ID, 1, patch, [], undefined, undefined, false, false, true).text).toBe(
      statement(false).text,
    );
    const summary = saveStatement(
      ID,
      1,
      { ...patch, summary: null },
      [],
      undefined,
      undefined,
      false,
      true,
      true,
    );
    expect(summary.text).toContain("AS summary");
    expect(summary.text).not.toContain("guild_id");
  });
});

describe("a save carrying a whole announcement record (announcementWrite)", () => {
  it("sends each of the record's values once, read by both its update and its insert", () => {
    const without = save(5, { setupLive: { timer: null } });
    const carrying = save(5, { setupLive: { timer: null } }, OTHER);
    // gameId, version, messageId, the two id lists, pingedTurn, pingMessageId, pingedWait,
    // noticesTold, posting: ten values (issue 22: each was sent twice, twenty).
    expect(carrying.values.length - without.values.length).toBe(10);
    expect(carrying.values.filter((v) => v === "m5")).toHaveLength(1);
    expect(carrying.values.filter((v) => v === OTHER)).toHaveLength(1);
  });
});

describe("a save's statement made without Prisma.Sql's constructor (ShapedSql.filled)", () => {
  /** What Prisma.Sql's constructor makes of the same strings and values. */
  function asPrismaMakesIt(strings: readonly string[], values: unknown[]) {
    const sql = new Prisma.Sql(strings, values as Prisma.Sql["values"]);
    return { strings: sql.strings, values: sql.values, sql: sql.sql, text: sql.text, keys: Object.keys(sql) };
  }
  const made = (s: Prisma.Sql) => ({
    strings: s.strings,
    values: s.values,
    sql: s.sql,
    text: s.text,
    keys: Object.keys(s).filter((k) => k !== "shapeText"),
  });

  it("is the statement Prisma.Sql makes of flat values, with its shape's text", () => {
    const strings = Object.freeze(["SELECT ", ", ", ", ", " FROM t"]);
    const values = ["a", 2, null];
    const filled = ShapedSql.filled(strings, values, "SELECT $1, $2, $3 FROM t");
    expect(filled).toBeInstanceOf(Prisma.Sql);
    expect(made(filled)).toEqual(asPrismaMakesIt(strings, values));
  });

  it("nests a statement given as a value, as Prisma.Sql does (the general path)", () => {
    const strings = ["SELECT ", ", ", " FROM t"];
    const values = [1, Prisma.sql`x = ${2} AND y = ${3}`];
    const filled = ShapedSql.filled(strings, values, "unused");
    expect(filled.values).toEqual([1, 2, 3]);
    expect(made(filled)).toEqual({ ...asPrismaMakesIt(strings, values), text: "unused" });
  });

  it("is, for saves of every shape, what Prisma.Sql makes of its strings and values", () => {
    const live = { setupLive: { timer: null }, nextTimerAt: null };
    const statements = [
      save(1, live),
      save(2, { ...live, snapshot: new JsonText('{"v":1}'), snapshotSeq: 2 }, OTHER),
      save(3, live, ID),
      save(4, { setup: { v: 1 }, status: "finished", summary: null }),
      saveStatement(ID, 1, live, [], 3, undefined, false, true, true),
    ];
    for (const s of statements) {
      expect(s).toBeInstanceOf(Prisma.Sql);
      expect(Object.isFrozen(s.strings)).toBe(true);
      const prisma = asPrismaMakesIt(s.strings, s.values as unknown[]);
      expect(made(s)).toEqual(prisma);
    }
  });

  it("is what Prisma.Sql makes, at every save of seeded games played through the service", async () => {
    const saves = await playedSaves(2, 900, 11);
    expect(saves.length).toBeGreaterThan(200);
    for (const save of saves) {
      const s = saveStatementOf(save);
      expect(made(s)).toEqual(asPrismaMakesIt(s.strings, s.values as unknown[]));
    }
  });
});

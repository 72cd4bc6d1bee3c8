// The store's statements on the pg pool (src/db/pool-query.ts) read their rows with the field setup
// of the statement's earlier results (issue 22: pg's own setup copied a dictionary at every run,
// 1.4 % of a click's CPU). The rows must be pg's, at the first run and every later one: the same
// values, types, keys and key order, for every kind of column a row can hold.

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { poolRows } from "../../src/db/pool-query.ts";
import { poolOf } from "../../src/db/prisma.ts";
import { Prisma } from "../../src/generated/prisma/client.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
let plain: pg.Client;

beforeAll(async () => {
  db = await openTestDatabase();
  plain = new pg.Client({ connectionString: db.url });
  await plain.connect();
});
afterAll(async () => {
  await plain.end();
  await db.close();
});

/** A row of many kinds of columns (the same name twice: the last one wins, as in pg). */
const statement = (n: number) => Prisma.sql`
  SELECT ${n}::int AS n, now() AS at, NULL::timestamptz AS finished, ${`t${n}`}::text AS "text",
    ${JSON.stringify({ n })}::jsonb AS doc, ARRAY[${`a${n}`}, 'b']::text[] AS ids, true AS flag,
    ${n}::bigint AS big, 1 AS dup, 2 AS dup, 3 AS "0", 'x' AS "constructor"
  FROM generate_series(1, 2) AS s(i)`;

/** The same statement through a plain pg client (pg's own result: its setup at every run). */
async function pgRows(sql: Prisma.Sql): Promise<Record<string, unknown>[]> {
  return (await plain.query(sql.text, sql.values as unknown[])).rows;
}

describe("a statement's rows on the pool", () => {
  it("are pg's own, at its first run and every later one, keys in pg's order", async () => {
    for (let n = 1; n <= 4; n++) {
      const ours = await poolRows<Record<string, unknown>>(db.prisma, statement(n));
      const theirs = await pgRows(statement(n));
      // `now()` is each transaction's own: the rest must match exactly.
      for (const [row, i] of ours.map((r, i) => [r, i] as const)) {
        const other = theirs[i] as Record<string, unknown>;
        expect(Object.keys(row)).toEqual(Object.keys(other));
        expect(Object.getPrototypeOf(row)).toBe(Object.getPrototypeOf(other));
        expect(row.at).toBeInstanceOf(Date);
        expect({ ...row, at: null }).toStrictEqual({ ...other, at: null });
      }
      expect(ours).toHaveLength(2);
      expect(ours[0]).toMatchObject({ n, finished: null, text: `t${n}`, doc: { n }, big: `${n}`, dup: 2 });
    }
  });

  it("keep a column named __proto__ as pg does (an own key, the prototype untouched)", async () => {
    const sql = Prisma.sql`SELECT ${1}::int AS "__proto__", 2 AS other`;
    for (let run = 0; run < 3; run++) {
      const [row] = await poolRows<Record<string, unknown>>(db.prisma, sql);
      const [other] = await pgRows(sql);
      expect(Object.keys(row as object)).toEqual(Object.keys(other as object));
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(row, "__proto__")?.value).toBe(1);
    }
  });

  it("set up a statement's fields with pg's `addFields` once, not at every run", async () => {
    const pool = poolOf(db.prisma);
    expect(pool).toBeDefined();
    const spy = vi.spyOn(pg.Result.prototype as unknown as { addFields(f: unknown): void }, "addFields");
    try {
      // A text of its own (no other test ran it): its first run sets the fields up, the next ones reuse them.
      const sql = Prisma.sql`SELECT ${7}::int AS seven, now() AS at -- once`;
      for (let run = 0; run < 5; run++) await poolRows(db.prisma, sql);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

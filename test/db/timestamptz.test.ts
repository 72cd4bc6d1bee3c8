// The store's quicker `timestamptz` parser (src/db/timestamptz.ts, issue 22) gives the very Dates
// pg's own (postgres-date) gives, for the form it reads itself and for every form it hands on.

import { describe, expect, it } from "vitest";
import { parseTimestamptz, pgTimestamptz } from "../../src/db/timestamptz.ts";

/** The same value both ways: a Date at the same time, or the same non-Date. */
function same(text: string): void {
  const ours = parseTimestamptz(text);
  const theirs = pgTimestamptz(text);
  if (theirs instanceof Date) {
    expect(ours, text).toBeInstanceOf(Date);
    expect((ours as Date).getTime(), text).toBe(theirs.getTime());
  } else expect(ours, text).toStrictEqual(theirs);
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

describe("a timestamptz column's text", () => {
  it("parses UTC times of every fraction's length as pg does", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let k = 0; k < 5000; k++) {
      const base = `${pad(1000 + next(9000), 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)} ${pad(next(24), 2)}:${pad(next(60), 2)}:${pad(next(60), 2)}`;
      const digits = next(7);
      const fraction = digits === 0 ? "" : `.${pad(next(10 ** digits), digits)}`;
      same(`${base}${fraction}+00`);
    }
    // Fractions whose `1000 * parseFloat` is not a whole number of ms (read as pg reads them).
    for (const f of [".145", ".1", ".29", ".57", ".999", ".9999", ".0005", ".001", ".1234567"])
      same(`2026-12-01 04:10:44${f}+00`);
  });

  it("hands every other form to pg's parser", () => {
    for (const text of [
      "2026-12-01 04:10:44.123+02",
      "2026-12-01 04:10:44.123-05:30",
      "2026-12-01 04:10:44+01",
      "0099-12-01 04:10:44.123+00",
      "0999-01-01 00:00:00+00",
      "12026-12-01 04:10:44.123+00",
      "2026-12-01 04:10:44.123+00 BC",
      "2026-12-01 04:10:44.+00",
      "2026-12-01 04:10:44.12a+00",
      "2026-12-01T04:10:44.123+00",
      "2026-13-01 04:10:44.123+00",
      "2026-02-30 24:10:44.123+00",
      "infinity",
      "-infinity",
      "2026-12-01",
      "",
    ])
      same(text);
  });

  it("is what the pool's rows are read with, not postgres-date's regular expressions", async () => {
    const { openTestDatabase } = await import("../support/database.ts");
    const { poolRows } = await import("../../src/db/pool-query.ts");
    const { Prisma } = await import("../../src/generated/prisma/client.ts");
    const db = await openTestDatabase();
    try {
      const sql = Prisma.sql`SELECT ${"2026-12-01 04:10:44.145+00"}::timestamptz(3) AS at, now() AS now -- timestamptz`;
      // postgres-date reads a text with its regular expressions: this one's is not read so.
      const read: unknown[] = [];
      const exec = RegExp.prototype.exec;
      RegExp.prototype.exec = function (this: RegExp, text: string) {
        read.push(text);
        return exec.call(this, text);
      };
      try {
        for (let run = 0; run < 3; run++) {
          const [row] = await poolRows<{ at: Date; now: Date }>(db.prisma, sql);
          expect(row?.at).toBeInstanceOf(Date);
          expect(row?.at.toISOString()).toBe("2026-12-01T04:10:44.145Z");
          expect(row?.now).toBeInstanceOf(Date);
        }
      } finally {
        RegExp.prototype.exec = exec;
      }
      expect(read).not.toContain("2026-12-01 04:10:44.145+00");
    } finally {
      await db.close();
    }
  });
});

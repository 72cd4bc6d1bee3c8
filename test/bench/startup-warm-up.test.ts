import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOnlySessionUrl, warmUpClicks } from "../../src/bench/startup-warm-up.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// The start-up warm-up (src/bench/startup-warm-up.ts): complete games through the click path, in
// temporary tables of a session of its own, on a Discord stub (no request leaves the process).

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const TABLES = ["game", "game_documents", "game_player", "decision", "game_board", "game_announcement"];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await db.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

describe("the start-up warm-up", () => {
  it("plays a whole game through the click path, leaving no row in the real tables", async () => {
    const warmed = await warmUpClicks(db.url, 1);
    expect(warmed).toMatchObject({ games: 1 });
    // A complete 4-player game is a few hundred clicks.
    expect(warmed.clicks).toBeGreaterThan(100);
    expect(await rowCounts()).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
  }, 120_000);

  it("runs on a session that cannot write the real tables", async () => {
    const client = new pg.Client({ connectionString: readOnlySessionUrl(db.url) });
    await client.connect();
    try {
      await expect(
        client.query("INSERT INTO player_settings (user_id, confirm_end_turn) VALUES ('warm', true)"),
      ).rejects.toThrow(/read-only/);
      // Its temporary tables it may write.
      await client.query("BEGIN READ WRITE");
      await client.query(
        "CREATE TEMPORARY TABLE player_settings (LIKE public.player_settings INCLUDING ALL)",
      );
      await client.query("COMMIT");
      await client.query("INSERT INTO player_settings (user_id, confirm_end_turn) VALUES ('warm', true)");
    } finally {
      await client.end();
    }
    const rows = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM player_settings",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

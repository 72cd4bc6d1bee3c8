import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBot } from "../../src/bot/bot.ts";
import { readOnlySessionUrl } from "../../src/bot/warm-up.ts";
import { parseConfig } from "../../src/config/config.ts";
import { startFakeDiscord } from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// The start-up warm-up (src/bot/warm-up.ts): complete games through the click path before the bot
// logs in, in temporary tables of a session of its own, on a Discord stub.

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
  it("plays a whole game through the click path at start, leaving no row and making no Discord request of its own", async () => {
    const fake = await startFakeDiscord();
    const guild = fake.createGuild({ name: "Table" });
    const config = parseConfig({
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_DEV_GUILD_ID: guild.id,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
    });
    const lines: { msg?: string; clicks?: number; games?: number; cpuMs?: number }[] = [];
    const log = pino(
      { level: "info" },
      { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    );
    const bot = await startBot({ config, log, warmUpGames: 1 });
    try {
      const warmed = lines.find((line) => line.msg === "click path warmed up");
      expect(warmed).toMatchObject({ games: 1 });
      // A complete 4-player game is a few hundred clicks.
      expect(warmed?.clicks).toBeGreaterThan(100);
      expect(lines.some((line) => line.msg?.includes("warm-up failed"))).toBe(false);
      // Its clicks answered a stub: the fake Discord saw only the start-up's own requests.
      const paths = fake.requests.map((request) => request.path);
      expect(paths.filter((path) => /\/(channels|interactions|webhooks)\//.test(path))).toEqual([]);
      expect(await rowCounts()).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
    } finally {
      await bot.stop();
      await fake.close();
    }
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

// The records room (issue 25): what closed games leave (src/records/read-game.ts), ratings
// (ratings.ts), their tables and queries (records-db.ts) and their views (render.ts). It reads the
// store's tables and the engine; nothing outside commands/ and the tools imports it.

import type { StatsView } from "../i18n/areas/stats.ts";
import type { Locale } from "../i18n/index.ts";
import { PrismaStore, type Store } from "../store/index.ts";
import { RecordsDb } from "./records-db.ts";
import { baseLines, factionLines, leaderboardLines, overviewLines, pairLines } from "./render.ts";

export { RecordsDb } from "./records-db.ts";
export * from "./render.ts";

/** Leaderboard rows shown (a phone screen). */
export const LEADERBOARD_ROWS = 15;

const dbs = new WeakMap<Store, RecordsDb>();

/** The records of a store's database; null for a store without one (a test double). */
export function recordsOf(store: Store): RecordsDb | null {
  if (!(store instanceof PrismaStore)) return null;
  let db = dbs.get(store);
  if (!db) {
    db = new RecordsDb(store.prisma);
    dbs.set(store, db);
  }
  return db;
}

export interface StatsAnswer {
  lines: string[];
  /** Closed games were left for a later catch-up. */
  behind: boolean;
}

/**
 * One view of a server's records, after recording the games that closed since the last view
 * (usually none or one: a single index probe).
 */
export async function statsView(
  db: RecordsDb,
  guildId: string,
  subject: string,
  view: StatsView,
  locale: Locale,
): Promise<StatsAnswer> {
  const { behind } = await db.catchUp(guildId);
  switch (view) {
    case "me": {
      const [server, player] = await Promise.all([db.serverStats(guildId), db.playerStats(guildId, subject)]);
      return { lines: overviewLines(server, player, locale), behind };
    }
    case "factions":
      return { lines: factionLines(await db.factionStats(guildId), locale), behind };
    case "pairs":
      return { lines: pairLines(await db.pairStats(guildId), locale), behind };
    case "bases":
      return { lines: baseLines(await db.baseStats(guildId), locale), behind };
    case "leaderboard":
      return { lines: leaderboardLines(await db.leaderboard(guildId, LEADERBOARD_ROWS), locale), behind };
  }
}

// The records room (issue 25): what closed games leave (src/records/read-game.ts), ratings
// (ratings.ts), their tables and queries (records-db.ts) and their views (render.ts). It reads the
// store's tables and the engine; commands/, the tools and the bot's wiring (the recorder) import it.

import { Prisma } from "../generated/prisma/client.ts";
import type { StatsView } from "../i18n/areas/stats.ts";
import type { Locale } from "../i18n/index.ts";
import { PrismaStore, type Store } from "../store/index.ts";
import {
  basesSql,
  factionsSql,
  leaderboardSql,
  pairsSql,
  playerSql,
  RecordsDb,
  serverSql,
} from "./records-db.ts";
import { baseLines, factionLines, leaderboardLines, overviewLines, pairLines } from "./render.ts";
import type { BaseRow, FactionRow, LeaderRow, PairRow, PlayerStats, ServerStats } from "./stats.ts";

export { type GameReader, inlineGameReader, poolGameReader } from "./game-reader.ts";
export { GameRecorder } from "./recorder.ts";
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

function viewSql(guildId: string, subject: string, view: StatsView): Prisma.Sql {
  switch (view) {
    case "me":
      return Prisma.sql`SELECT json_build_object('server', (${serverSql(guildId)}), 'player', (${playerSql(guildId, subject)}))`;
    case "factions":
      return factionsSql(guildId);
    case "pairs":
      return pairsSql(guildId);
    case "bases":
      return basesSql(guildId);
    case "leaderboard":
      return leaderboardSql(guildId, LEADERBOARD_ROWS);
  }
}

function render(data: unknown, view: StatsView, locale: Locale): string[] {
  switch (view) {
    case "me": {
      const { server, player } = data as { server: ServerStats; player: PlayerStats };
      return overviewLines(server, player, locale);
    }
    case "factions":
      return factionLines(data as FactionRow[], locale);
    case "pairs":
      return pairLines(data as PairRow[], locale);
    case "bases":
      return baseLines(data as BaseRow[], locale);
    case "leaderboard":
      return leaderboardLines(data as LeaderRow[], locale);
  }
}

/**
 * One view of a server's records: one statement, which also tells whether games closed since the
 * last view wait for their records; then (rarely) they are recorded and the view asked again.
 */
export async function statsView(
  db: RecordsDb,
  guildId: string,
  subject: string,
  view: StatsView,
  locale: Locale,
): Promise<StatsAnswer> {
  const sql = viewSql(guildId, subject, view);
  let answer = await db.view<unknown>(guildId, sql);
  let behind = false;
  if (answer.missing > 0) {
    behind = (await db.catchUp(guildId)).behind;
    answer = await db.view<unknown>(guildId, sql);
  }
  return { lines: render(answer.data, view, locale), behind };
}

// The records room's own reads and writes (issue 25): a server's past games for `/smashup games`,
// players' bug reports, and deleting a server's data. It queries the tables through the store's
// Prisma client; the game tables stay the store's (src/store), these statements only read them,
// except the deletion of a whole server's games.

import type { GameSummary } from "../app/types.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { PrismaStore } from "../store/prisma-store.ts";
import type { Store } from "../store/types.ts";

/** One ended game of a server, as `/smashup games` lists it. */
export interface PastGame {
  id: string;
  channelId: string;
  status: "finished" | "cancelled";
  createdAt: Date;
  /** When it ended (finished or cancelled). */
  endedAt: Date;
  summary: GameSummary;
}

export interface NewReport {
  guildId: string;
  gameId: string;
  decision: number;
  release: string;
  reporterId: string;
  text: string;
}

export interface ReportRecord extends NewReport {
  id: number;
  createdAt: Date;
}

/** What deleting a server's data removed. */
export interface DeletedData {
  games: number;
  reports: number;
  settings: number;
}

interface ReportRow {
  id: number;
  guild_id: string;
  game_id: string;
  decision: number;
  release: string;
  reporter_id: string;
  text: string;
  created_at: Date;
}

function reportOf(r: ReportRow): ReportRecord {
  return {
    id: r.id,
    guildId: r.guild_id,
    gameId: r.game_id,
    decision: r.decision,
    release: r.release,
    reporterId: r.reporter_id,
    text: r.text,
    createdAt: r.created_at,
  };
}

/** A server with thousands of games takes a while to delete: wait like any query. */
const DELETE_TRANSACTION = { maxWait: 60_000, timeout: 120_000 };

/** A page of `/smashup games`: ten lines fit a phone screen. */
export const GAMES_PAGE_SIZE = 8;

export class HistoryStore {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The server's ended games that reached play (they have a summary), newest first, a page at a
   * time; one more row than asked says whether a next page exists. Read newest first along the
   * (guild_id, finished_at) index (partial: closed games; the store sets finished_at whenever a
   * save closes a game), each game's documents by key, stopping at the page: EXPLAIN ANALYZE at
   * 10,000 games, 0.1 ms for the first page and 0.9 ms for page 50, where ordering by
   * COALESCE(finished_at, updated_at) sorted every ended game of the server (100-160 ms, loaded).
   */
  async listPastGames(
    guildId: string,
    page: number,
    pageSize = GAMES_PAGE_SIZE,
    /** Not the games of these channels (those the asker cannot see). */
    hiddenChannelIds: readonly string[] = [],
  ): Promise<PastGame[]> {
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        channel_id: string;
        status: "finished" | "cancelled";
        created_at: Date;
        ended_at: Date;
        summary: GameSummary;
      }[]
    >`
      SELECT g.id, g.channel_id, g.status, g.created_at, g.finished_at AS ended_at, d.summary
      FROM game g JOIN game_documents d ON d.game_id = g.id
      WHERE g.guild_id = ${guildId} AND g.finished_at IS NOT NULL AND g.status IN ('finished', 'cancelled')
        AND d.summary IS NOT NULL AND (d.summary->>'turns')::int > 0
        AND NOT (g.channel_id = ANY(${[...hiddenChannelIds]}::text[]))
      ORDER BY g.finished_at DESC, g.id DESC
      LIMIT ${pageSize + 1} OFFSET ${Math.max(0, page) * pageSize}`;
    return rows.map((r) => ({
      id: r.id,
      channelId: r.channel_id,
      status: r.status,
      createdAt: r.created_at,
      endedAt: r.ended_at,
      summary: r.summary,
    }));
  }

  /** The channel where the server's admins are told of new reports (null: nowhere). */
  async reportChannel(guildId: string): Promise<string | null> {
    const row = await this.prisma.recordSettings.findUnique({ where: { guildId } });
    return row?.reportChannelId ?? null;
  }

  async setReportChannel(guildId: string, channelId: string | null): Promise<void> {
    await this.prisma.recordSettings.upsert({
      where: { guildId },
      create: { guildId, reportChannelId: channelId },
      update: { reportChannelId: channelId },
    });
  }

  async addReport(report: NewReport): Promise<ReportRecord> {
    const rows = await this.prisma.$queryRaw<{ id: number; created_at: Date }[]>`
      INSERT INTO game_report (guild_id, game_id, decision, release, reporter_id, text)
      VALUES (${report.guildId}, ${report.gameId}::uuid, ${report.decision}, ${report.release},
              ${report.reporterId}, ${report.text})
      RETURNING id, created_at`;
    const row = rows[0];
    if (!row) throw new Error("the report was not stored");
    return { ...report, id: row.id, createdAt: row.created_at };
  }

  /** A report of this server (another server's report number reads as none). */
  async report(guildId: string, id: number): Promise<ReportRecord | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const rows = await this.prisma.$queryRaw<ReportRow[]>`
      SELECT * FROM game_report WHERE id = ${id} AND guild_id = ${guildId}`;
    const row = rows[0];
    return row ? reportOf(row) : null;
  }

  /** The server's latest reports, newest first (the admins' list). */
  async latestReports(guildId: string, limit = 10): Promise<ReportRecord[]> {
    const rows = await this.prisma.$queryRaw<ReportRow[]>`
      SELECT * FROM game_report WHERE guild_id = ${guildId} ORDER BY id DESC LIMIT ${limit}`;
    return rows.map(reportOf);
  }

  /** How many games of the server are open (lobby or play): its data is not deleted under them. */
  async openGames(guildId: string): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM game WHERE guild_id = ${guildId} AND status IN ('lobby', 'active')`;
    return rows[0]?.n ?? 0;
  }

  /** What the server's data holds: its games (any status) and reports. */
  async countData(guildId: string): Promise<{ games: number; reports: number }> {
    const rows = await this.prisma.$queryRaw<{ games: number; reports: number }[]>`
      SELECT (SELECT count(*)::int FROM game WHERE guild_id = ${guildId}) AS games,
             (SELECT count(*)::int FROM game_report WHERE guild_id = ${guildId}) AS reports`;
    return rows[0] ?? { games: 0, reports: 0 };
  }

  /**
   * Deletes every ended game of the server (their players, documents, decisions, announcements and
   * reports go with them: cascades and the decision trigger), then every row of every other table
   * that has a `guild_id` column (its settings, and the records and ratings made from its games,
   * whichever tables hold them), in one transaction. Open games are left alone (the caller refuses
   * while there are any).
   */
  async deleteGuildData(guildId: string): Promise<DeletedData> {
    return this.prisma.$transaction(async (tx) => {
      const reports = await tx.$executeRaw`
        DELETE FROM game_report r USING game g
        WHERE r.game_id = g.id AND g.guild_id = ${guildId} AND g.status IN ('finished', 'cancelled')`;
      const games = await tx.$executeRaw`
        DELETE FROM game WHERE guild_id = ${guildId} AND status IN ('finished', 'cancelled')`;
      const tables = await tx.$queryRaw<{ table_name: string }[]>`
        SELECT c.table_name::text AS table_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND c.column_name = 'guild_id' AND t.table_type = 'BASE TABLE'
          AND c.table_name NOT IN ('game', 'game_report')
        ORDER BY c.table_name`;
      let settings = 0;
      for (const { table_name: table } of tables) {
        const deleted = await tx.$executeRawUnsafe(
          `DELETE FROM "${table.replaceAll('"', '""')}" WHERE guild_id = $1`,
          guildId,
        );
        if (table === "guild_settings") settings = deleted;
      }
      return { games, reports, settings };
    }, DELETE_TRANSACTION);
  }
}

/** The records of the bot's store (always a PrismaStore outside unit tests with fakes). */
export function historyStoreOf(store: Store): HistoryStore {
  if (!(store instanceof PrismaStore)) throw new Error("the records need the database store");
  return new HistoryStore(store.prisma);
}

// The away room's own reads and writes (issue 26): players' time zones, their away windows per
// server, the servers' away settings, and the open games a player sits in. Through the store's
// Prisma client; the game tables stay the store's, these statements only read them, except
// moving a server's timer wake-ups earlier when its weekend rule is turned off.

import type { PauseRules, Span, TimerPauseSource } from "../app/timer-pauses.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { PrismaStore } from "../store/prisma-store.ts";
import type { Store } from "../store/types.ts";

export interface AwaySettings {
  /** Away days each player has per calendar year (of the server's time zone). */
  daysPerYear: number;
  /** Turn timers do not count Saturday and Sunday of `timeZone`. */
  noWeekendTimeouts: boolean;
  /** The server's IANA time zone. */
  timeZone: string;
}

export const DEFAULT_AWAY_SETTINGS: Readonly<AwaySettings> = {
  daysPerYear: 10,
  noWeekendTimeouts: false,
  timeZone: "UTC",
};

export interface AwayWindow extends Span {
  id: number;
}

/** What a window's change owes the player's tables. */
export type TablesNotice = "away" | "back";

/** One change of a window (`rev`: the window's count of changes, that one included). */
export interface OwedChange {
  id: number;
  rev: number;
}

export interface OwedWindow extends OwedChange {
  guildId: string;
  userId: string;
  notice: TablesNotice;
  /** The window's end: when the player is back. */
  end: Date;
}

interface SettingsRow {
  days_per_year: number;
  no_weekend_timeouts: boolean;
  time_zone: string;
}

interface WindowRow {
  id: number;
  starts_at: Date;
  ends_at: Date;
}

const windowOf = (r: WindowRow): AwayWindow => ({
  id: r.id,
  start: r.starts_at.getTime(),
  end: r.ends_at.getTime(),
});

export class AwayStore implements TimerPauseSource {
  constructor(private readonly prisma: PrismaClient) {}

  async settings(guildId: string): Promise<AwaySettings> {
    const rows = await this.prisma.$queryRaw<SettingsRow[]>`
      SELECT days_per_year, no_weekend_timeouts, time_zone FROM guild_away_settings WHERE guild_id = ${guildId}`;
    const row = rows[0];
    if (!row) return { ...DEFAULT_AWAY_SETTINGS };
    return {
      daysPerYear: row.days_per_year,
      noWeekendTimeouts: row.no_weekend_timeouts,
      timeZone: row.time_zone,
    };
  }

  /** Merges `patch` into the server's settings (defaults for what was never set). */
  async updateSettings(guildId: string, patch: Partial<AwaySettings>): Promise<AwaySettings> {
    const next = { ...(await this.settings(guildId)), ...patch };
    await this.prisma.$executeRaw`
      INSERT INTO guild_away_settings (guild_id, days_per_year, no_weekend_timeouts, time_zone, updated_at)
      VALUES (${guildId}, ${next.daysPerYear}, ${next.noWeekendTimeouts}, ${next.timeZone}, now())
      ON CONFLICT (guild_id) DO UPDATE SET
        days_per_year = EXCLUDED.days_per_year,
        no_weekend_timeouts = EXCLUDED.no_weekend_timeouts,
        time_zone = EXCLUDED.time_zone,
        updated_at = now()`;
    return next;
  }

  async timeZone(userId: string): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ time_zone: string }[]>`
      SELECT time_zone FROM player_time_zone WHERE user_id = ${userId}`;
    return rows[0]?.time_zone ?? null;
  }

  async setTimeZone(userId: string, zone: string): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO player_time_zone (user_id, time_zone, updated_at) VALUES (${userId}, ${zone}, now())
      ON CONFLICT (user_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, updated_at = now()`;
  }

  /** The player's away windows on the server that end after `after` (oldest first). */
  async windows(guildId: string, userIds: readonly string[], after: Date): Promise<AwayWindow[]> {
    if (userIds.length === 0) return [];
    const rows = await this.prisma.$queryRaw<WindowRow[]>`
      SELECT id, starts_at, ends_at FROM away_window
      WHERE guild_id = ${guildId} AND user_id = ANY(${[...userIds]}::text[]) AND ends_at > ${after}
      ORDER BY starts_at`;
    return rows.map(windowOf);
  }

  /** A new window, owing its tables the notice "away" in the same statement. */
  async addWindow(guildId: string, userId: string, start: Date, end: Date): Promise<OwedChange> {
    const rows = await this.prisma.$queryRaw<{ id: number; tables_rev: number }[]>`
      INSERT INTO away_window (guild_id, user_id, starts_at, ends_at, tables_owed, tables_rev)
      VALUES (${guildId}, ${userId}, ${start}, ${end}, 'away', 1)
      RETURNING id, tables_rev`;
    const row = rows[0] as { id: number; tables_rev: number };
    return { id: row.id, rev: row.tables_rev };
  }

  /**
   * Moves a window's end (coming back early: `back`, or staying longer: `away`), owing its tables
   * that notice in the same statement.
   */
  async setWindowEnd(id: number, end: Date, owed: TablesNotice): Promise<OwedChange> {
    const rows = await this.prisma.$queryRaw<{ tables_rev: number }[]>`
      UPDATE away_window SET ends_at = ${end}, tables_owed = ${owed}, tables_rev = tables_rev + 1
      WHERE id = ${id} RETURNING tables_rev`;
    return { id, rev: rows[0]?.tables_rev ?? 0 };
  }

  /** Every table of that change was told: nothing is owed any more (unless the window changed since). */
  async tablesTold(change: OwedChange): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE away_window SET tables_owed = NULL WHERE id = ${change.id} AND tables_rev = ${change.rev}`;
  }

  /** The windows whose latest change some table may not have been told of (a crash in between). */
  async owedChanges(): Promise<OwedWindow[]> {
    const rows = await this.prisma.$queryRaw<
      {
        id: number;
        guild_id: string;
        user_id: string;
        ends_at: Date;
        tables_owed: string;
        tables_rev: number;
      }[]
    >`
      SELECT id, guild_id, user_id, ends_at, tables_owed, tables_rev FROM away_window
      WHERE tables_owed IS NOT NULL ORDER BY id`;
    return rows.map((r) => ({
      id: r.id,
      rev: r.tables_rev,
      guildId: r.guild_id,
      userId: r.user_id,
      notice: r.tables_owed === "back" ? "back" : "away",
      end: r.ends_at,
    }));
  }

  /** The open games (lobby or in play) of the server the player sits in. */
  async openGamesOf(guildId: string, userId: string): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT g.id FROM game g JOIN game_player p ON p.game_id = g.id
      WHERE g.guild_id = ${guildId} AND g.status IN ('lobby', 'active') AND p.user_id = ${userId}
      ORDER BY g.created_at`;
    return rows.map((r) => r.id);
  }

  /**
   * Brings the server's timer wake-ups forward to `now` at the latest: after a rule that paused
   * them is lifted, the timer loop counts each game again (and puts it back to its counted time).
   */
  async wakeTimers(guildId: string, now: Date): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE game SET next_timer_at = ${now}
      WHERE guild_id = ${guildId} AND next_timer_at > ${now} AND status IN ('lobby', 'active')`;
  }

  /** The game service's pause rules for a wait (TimerPauseSource). */
  async rules(guildId: string, userIds: readonly string[], since: Date): Promise<PauseRules> {
    const [settings, away] = await Promise.all([
      this.settings(guildId),
      this.windows(guildId, userIds, since),
    ]);
    return {
      away: away.map(({ start, end }) => ({ start, end })),
      weekendZone: settings.noWeekendTimeouts ? settings.timeZone : null,
    };
  }
}

/** The away room on the bot's store; null on a store without a database (unit tests' fakes). */
export function awayStoreOf(store: Store): AwayStore | null {
  return store instanceof PrismaStore ? new AwayStore(store.prisma) : null;
}

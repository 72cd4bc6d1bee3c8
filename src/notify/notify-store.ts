// The notices room's own reads and writes (issue 26): each player's notify settings (columns of
// player_settings, whose other columns stay the store's) and the direct messages games owe players
// (direct_notice: the intent stored before the post, then what became of it).

import { LruCache } from "../app/lru-cache.ts";
import { poolRows } from "../db/pool-query.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { PrismaStore } from "../store/prisma-store.ts";
import type { Store } from "../store/types.ts";

export type NotifyMode = "channel" | "dm";

export interface NotifySettings {
  /** Channel pings (the default) or direct messages. */
  mode: NotifyMode;
  /** Also told when the player seated before them starts their turn. */
  before: boolean;
  /** The language of their DMs; null: the game's. */
  locale: "en" | "fr" | null;
  /** When Discord last refused them a DM (their DMs were then turned off). */
  dmRefusedAt: Date | null;
}

export const DEFAULT_NOTIFY: NotifySettings = {
  mode: "channel",
  before: false,
  locale: null,
  dmRefusedAt: null,
};

export type DirectNoticeStatus = "posting" | "sent" | "refused";

export interface DirectNoticeRow {
  gameId: string;
  userId: string;
  key: string;
  status: DirectNoticeStatus;
  channelId: string | null;
  after: string | null;
  fingerprint: string;
}

interface SettingsRow {
  user_id: string;
  notify_mode: string;
  notify_before: boolean;
  notify_locale: string | null;
  dm_refused_at: Date | null;
}

function settingsOf(row: SettingsRow | undefined): NotifySettings {
  if (!row) return { ...DEFAULT_NOTIFY };
  return {
    mode: row.notify_mode === "dm" ? "dm" : "channel",
    before: row.notify_before,
    locale: row.notify_locale === "fr" ? "fr" : row.notify_locale === "en" ? "en" : null,
    dmRefusedAt: row.dm_refused_at,
  };
}

/**
 * How long a player's settings read from the database are trusted. Every new wait of a game reads
 * the settings of who it waits on: without this, one more query per click (loadtest: 1.22 → 1.71
 * queries per click). This process's own changes are seen at once; another process's (another
 * shard) within this time, which a notification preference can afford.
 */
export const NOTIFY_SETTINGS_TTL_MS = 30_000;

export class NotifyStore {
  private readonly cache = new LruCache<string, { settings: NotifySettings; at: number }>(10_000);

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number = Date.now,
  ) {}

  async settings(userId: string): Promise<NotifySettings> {
    return (await this.settingsOfMany([userId])).get(userId) ?? { ...DEFAULT_NOTIFY };
  }

  /**
   * Everyone's settings if the cache holds them all (fresh), without a query; else null. For a
   * decision about to be saved, which cannot wait (src/discord/direct-notices.ts `foretell`).
   */
  cachedSettings(userIds: readonly string[]): Map<string, NotifySettings> | null {
    const out = new Map<string, NotifySettings>();
    const now = this.now();
    for (const id of userIds) {
      const hit = this.cache.get(id);
      if (!hit || now - hit.at >= NOTIFY_SETTINGS_TTL_MS) return null;
      out.set(id, { ...hit.settings });
    }
    return out;
  }

  /** Everyone's settings, from the cache or in one query (a user without a row has the defaults). */
  async settingsOfMany(userIds: readonly string[]): Promise<Map<string, NotifySettings>> {
    const out = new Map<string, NotifySettings>();
    const now = this.now();
    const missing: string[] = [];
    for (const id of userIds) {
      const hit = this.cache.get(id);
      if (hit && now - hit.at < NOTIFY_SETTINGS_TTL_MS) out.set(id, { ...hit.settings });
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const rows = await poolRows<SettingsRow>(
      this.prisma,
      Prisma.sql`
      SELECT user_id, notify_mode, notify_before, notify_locale, dm_refused_at
      FROM player_settings WHERE user_id = ANY(${missing}::text[])`,
    );
    for (const id of missing) {
      const settings = settingsOf(rows.find((r) => r.user_id === id));
      this.cache.set(id, { settings, at: now });
      out.set(id, { ...settings });
    }
    return out;
  }

  /** One upsert: what the patch leaves out keeps its stored value. */
  async update(
    userId: string,
    patch: { mode?: NotifyMode; before?: boolean; locale?: "en" | "fr"; refusedAt?: Date },
  ): Promise<NotifySettings> {
    const rows = await poolRows<SettingsRow>(
      this.prisma,
      Prisma.sql`
      INSERT INTO player_settings AS s (user_id, notify_mode, notify_before, notify_locale, dm_refused_at)
      VALUES (${userId}, ${patch.mode ?? DEFAULT_NOTIFY.mode}, ${patch.before ?? DEFAULT_NOTIFY.before},
              ${patch.locale ?? null}, ${patch.refusedAt ?? null})
      ON CONFLICT (user_id) DO UPDATE SET
        notify_mode = CASE WHEN ${patch.mode !== undefined} THEN EXCLUDED.notify_mode ELSE s.notify_mode END,
        notify_before = CASE WHEN ${patch.before !== undefined} THEN EXCLUDED.notify_before ELSE s.notify_before END,
        notify_locale = CASE WHEN ${patch.locale !== undefined} THEN EXCLUDED.notify_locale ELSE s.notify_locale END,
        dm_refused_at = CASE WHEN ${patch.refusedAt !== undefined} THEN EXCLUDED.dm_refused_at ELSE s.dm_refused_at END,
        updated_at = now()
      RETURNING user_id, notify_mode, notify_before, notify_locale, dm_refused_at`,
    );
    const settings = settingsOf(rows[0]);
    this.cache.set(userId, { settings, at: this.now() });
    return { ...settings };
  }

  /** The game's notices among these (user, key) pairs, in one query. */
  async noticesOf(
    gameId: string,
    wanted: readonly { userId: string; key: string }[],
  ): Promise<DirectNoticeRow[]> {
    if (wanted.length === 0) return [];
    const rows = await poolRows<{
      user_id: string;
      key: string;
      status: string;
      channel_id: string | null;
      after: string | null;
      fingerprint: string;
    }>(
      this.prisma,
      Prisma.sql`
      SELECT user_id, key, status, channel_id, after, fingerprint FROM direct_notice
      WHERE game_id = ${gameId}::uuid AND user_id = ANY(${wanted.map((w) => w.userId)}::text[])
        AND key = ANY(${wanted.map((w) => w.key)}::text[])`,
    );
    return rows.map((row) => ({
      gameId,
      userId: row.user_id,
      key: row.key,
      status: row.status as DirectNoticeStatus,
      channelId: row.channel_id,
      after: row.after,
      fingerprint: row.fingerprint,
    }));
  }

  /** Stores (or refreshes) the intent to post: before the post, so that a retry knows to look. */
  async saveIntent(row: Omit<DirectNoticeRow, "status">): Promise<void> {
    await poolRows(
      this.prisma,
      Prisma.sql`
      INSERT INTO direct_notice (game_id, user_id, key, status, channel_id, after, fingerprint)
      VALUES (${row.gameId}::uuid, ${row.userId}, ${row.key}, 'posting', ${row.channelId}, ${row.after},
              ${row.fingerprint})
      ON CONFLICT (game_id, user_id, key) DO UPDATE SET
        channel_id = EXCLUDED.channel_id, after = EXCLUDED.after, fingerprint = EXCLUDED.fingerprint
      WHERE direct_notice.status = 'posting'`,
    );
  }

  async settle(gameId: string, userId: string, key: string, status: "sent" | "refused"): Promise<void> {
    await poolRows(
      this.prisma,
      Prisma.sql`
      INSERT INTO direct_notice (game_id, user_id, key, status, fingerprint)
      VALUES (${gameId}::uuid, ${userId}, ${key}, ${status}, '')
      ON CONFLICT (game_id, user_id, key) DO UPDATE SET status = EXCLUDED.status`,
    );
  }
}

/** One notices store per database client: the command's changes reach the announcer's cache. */
const storesByClient = new WeakMap<PrismaClient, NotifyStore>();

export function notifyStoreOf(store: Store): NotifyStore | null {
  if (!(store instanceof PrismaStore)) return null;
  let found = storesByClient.get(store.prisma);
  if (!found) {
    found = new NotifyStore(store.prisma);
    storesByClient.set(store.prisma, found);
  }
  return found;
}

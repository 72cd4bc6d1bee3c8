import type pg from "pg";
import { poolRows, statementName } from "../db/pool-query.ts";
import { type PrismaClient, poolOf } from "../db/prisma.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { againIfDisconnected } from "./dead-connection.ts";
import {
  ChannelBusyError,
  DecisionConflictError,
  GameNotFoundError,
  GuildSettingsValidationError,
  VersionConflictError,
} from "./errors.ts";
import {
  DEFAULT_ENABLED_BOXES,
  defaultGuildSettings,
  guildSettingsPatchSchema,
  readStoredDefaults,
} from "./guild-settings.ts";
import { JsonText } from "./json-text.ts";
import { decodeAnswer, decodePosting, encodePosting, storedDecisionsJson } from "./row-codec.ts";
import { decodeSnapshot, encodeSnapshot } from "./snapshot-codec.ts";
import { savePatchJson, storableJson } from "./storable-text.ts";
import type {
  AnnouncementRecord,
  BoardClaim,
  ClaimedTimer,
  ClaimTimersInput,
  DecisionRecord,
  GamePatch,
  GameRecord,
  GameStatus,
  GuildSettings,
  GuildSettingsPatch,
  JsonValue,
  LoadedGame,
  NewDecision,
  NewGame,
  OpenGameHeader,
  PlayerRecord,
  PlayerSettings,
  SaveGame,
  SaveSnapshot,
  ShardFilter,
  Store,
  UnannouncedGame,
} from "./types.ts";

// Games are read and written with hand-written SQL rather than the Prisma
// query API, because every interaction loads and saves a game and must stay
// cheap: a load is one statement (game + players + pending decisions
// aggregated as JSON), and a save is one statement whose CTEs check the
// version, update the game and insert the decisions. A single statement is
// atomic by itself: if the decision insert fails, the update is undone too,
// without BEGIN/COMMIT round trips. Only a save that replaces the player list
// (lobby only, rare) takes an interactive transaction.

const OPEN_GAME_INDEX = "game_one_open_per_channel";
// Prisma gives an interactive transaction 2 s to get a connection and 5 s to finish, then fails
// it, while a plain query waits in the pool as long as it takes. When many channels start their
// games at once (npm run loadtest), the pool is busy for longer than that: wait like any query.
const PLAYERS_TRANSACTION = { maxWait: 60_000, timeout: 60_000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface GameRow {
  id: string;
  guild_id: string;
  channel_id: string;
  status: GameStatus;
  version: number;
  setup: JsonValue;
  /** A load's: the snapshot's text as stored, null without one; absent from what a save returns. */
  snapshot?: string | null;
  /** A load's: the compressed snapshot (base64, snapshot-codec.ts), which stands for `snapshot` when set. */
  snapshot_z?: string | null;
  snapshot_seq: number;
  summary: JsonValue | null;
  board_channel_id: string | null;
  board_message_id: string | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

interface AnnouncementRow {
  game_id: string;
  version: number;
  message_id: string | null;
  pinged_wait: string | null;
  pinged_turn: number | null;
  ping_message_id: string | null;
  wait_message_ids: string[] | null;
  turn_message_ids: string[] | null;
  notices_told: number;
  /** As stored (row-codec.ts `encodePosting`). */
  posting: unknown;
  /** The game row's announced version and pinged wait (saves that changed nothing else). */
  announced_version: number | null;
  announced_wait: string | null;
}

interface LoadedGameRow extends GameRow {
  unchanged: boolean;
  players: PlayerRecord[];
  decisions: (Omit<DecisionRecord, "createdAt"> & { createdAt: string })[];
}

interface GuildSettingsRow {
  guild_id: string;
  enabled_boxes: string[] | null;
  banned_factions: string[] | null;
  defaults: JsonValue;
  updated_at: Date;
}

/** The setup as the caller saved it: the document (`d`), and its turn-by-turn keys kept apart. */
const MERGED_SETUP = Prisma.raw(
  "(CASE WHEN g.setup_live IS NULL THEN d.setup ELSE d.setup || g.setup_live END)",
);

/** A game row (`g`) with its documents (`d`): what loads and scans read. */
const GAME_WITH_DOCUMENTS = Prisma.raw("game g JOIN game_documents d ON d.game_id = g.id");

/**
 * The columns of a load: the row, its players and the decisions after its snapshot. Given a
 * `known` version, a row still at that version reads none of its documents (CASE evaluates only
 * the branch taken): the caller holds them already.
 */
function loadGameColumns(known: number | null): Prisma.Sql {
  const unchanged = known === null ? Prisma.sql`false` : Prisma.sql`g.version = ${known}`;
  return Prisma.sql`
  g.id, g.guild_id, g.channel_id, g.status, g.version, d.snapshot_seq, d.summary, g.board_channel_id,
  g.board_message_id, g.created_at, g.updated_at, g.finished_at, ${unchanged} AS unchanged,
  CASE WHEN ${unchanged} THEN NULL ELSE ${MERGED_SETUP} END AS setup,
  CASE WHEN ${unchanged} THEN NULL ELSE d.snapshot::text END AS snapshot,
  CASE WHEN ${unchanged} THEN NULL ELSE encode(d.snapshot_z, 'base64') END AS snapshot_z,
  CASE WHEN ${unchanged} THEN '[]'::json ELSE COALESCE((
    SELECT json_agg(json_build_object('userId', p.user_id, 'seat', p.seat, 'factions', p.factions) ORDER BY p.seat)
    FROM game_player p WHERE p.game_id = g.id
  ), '[]'::json) END AS players,
  CASE WHEN ${unchanged} THEN '[]'::json ELSE COALESCE((
    SELECT json_agg(json_build_object(
      'seq', x.seq, 'userId', x.user_id, 'seat', x.seat, 'answer', x.answer, 'createdAt', x.created_at
    ) ORDER BY x.seq)
    FROM decision x WHERE x.game_id = g.id AND x.seq > d.snapshot_seq
  ), '[]'::json) END AS decisions`;
}

/** The game row's columns a save returns, but the setup's (`setup_live`, then the merged setup). */
const SAVED_ROW_COLUMNS = [
  "id",
  "guild_id",
  "channel_id",
  "status",
  "version",
  "board_channel_id",
  "board_message_id",
  "created_at",
  "updated_at",
  "finished_at",
];
const columnsOf = (table: string, columns: readonly string[]) =>
  Prisma.raw(columns.map((column) => `${table}.${column}`).join(", "));

/** What the update of a save returns of the game row (the documents are added from the patch). */
const SAVED_COLUMNS = columnsOf("g", [...SAVED_ROW_COLUMNS, "setup_live"]);

/** The saved row's columns without its setup: a save whose caller holds it. */
const SAVED_COLUMNS_BUT_SETUP = columnsOf("u", SAVED_ROW_COLUMNS);

/** What the update of a save whose caller holds the record returns (its id for the statement's joins). */
const SAVED_ROW_CHANGES = columnsOf("g", ["id", "version", "updated_at", "finished_at"]);

/** What a save whose caller holds the record returns: what the caller cannot know (`SaveGame.knownRecord`). */
interface SavedRow {
  version: number;
  updated_at: Date;
  finished_at: Date | null;
  /** Only when the patch sets one (the stored summary read back as a load reads it). */
  summary?: JsonValue | null;
  snapshot_seq: number;
}

/**
 * The record a save leaves, from the one its caller held and what the save returned: the patch's
 * columns as the statement writes them (a status, or a board's ids, null included; absent, kept).
 */
function savedRecord(
  known: GameRecord,
  patch: Omit<GamePatch, "players">,
  row: SavedRow,
  setup: JsonValue,
): GameRecord {
  return {
    id: known.id,
    guildId: known.guildId,
    channelId: known.channelId,
    status: patch.status ?? known.status,
    version: row.version,
    setup,
    snapshot: undefined,
    snapshotSeq: row.snapshot_seq,
    summary: row.summary === undefined ? known.summary : row.summary,
    boardChannelId: patch.boardChannelId === undefined ? known.boardChannelId : patch.boardChannelId,
    boardMessageId: patch.boardMessageId === undefined ? known.boardMessageId : patch.boardMessageId,
    createdAt: known.createdAt,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** A player who never changed a setting has these. */
const DEFAULT_PLAYER_SETTINGS: PlayerSettings = { confirmEndTurn: true };

export class PrismaStore implements Store {
  /** The client's own pg pool: every statement of the store goes straight to it (see `rows`). */
  private readonly pool: pg.Pool | undefined;

  /** Public for the records room (src/records: history, reports, stats), which queries its own tables through the same client. */
  constructor(readonly prisma: PrismaClient) {
    this.pool = poolOf(prisma);
  }

  /**
   * Runs a statement on the pg pool under the Prisma client (src/db/pool-query.ts): Prisma's
   * runtime costs a click more CPU than the rest of its path (issues 14, 22), so no statement of
   * the store goes through it. The same SQL, the same connections; without a pool of ours (a client
   * made elsewhere), through Prisma.
   */
  private rows<T>(statement: Prisma.Sql): Promise<T[]> {
    return poolRows<T>(this.prisma, statement);
  }

  /**
   * Runs `work` in one transaction: on a connection of the pg pool (BEGIN … COMMIT, each statement
   * named like `rows`'), else through Prisma's interactive transaction. A lobby's saves that replace
   * the players take one (issue 22: Prisma's runtime was most of a lobby step's CPU).
   */
  private async transaction<T>(
    work: (run: <R>(statement: Prisma.Sql) => Promise<R[]>) => Promise<T>,
  ): Promise<T> {
    const pool = this.pool;
    if (!pool)
      return this.prisma.$transaction(
        (tx) => work((statement) => tx.$queryRaw(statement)),
        PLAYERS_TRANSACTION,
      );
    const client = await pool.connect();
    // The server ending the session comes as an event of the connection too (the statement in
    // flight fails with it): without a listener it would end the process.
    client.on("error", ignoreConnectionError);
    let result: T;
    try {
      await client.query("BEGIN");
      result = await work(async <R>(statement: Prisma.Sql) => {
        const { text } = statement;
        const done = await client.query({ name: statementName(text), text, values: statement.values });
        return done.rows as R[];
      });
      await client.query("COMMIT");
    } catch (error) {
      // Undone, the connection goes back to the pool; one that cannot even roll back is dropped.
      const rolledBack = await client.query("ROLLBACK").then(
        () => true,
        () => false,
      );
      client.removeListener("error", ignoreConnectionError);
      client.release(rolledBack ? undefined : (error as Error));
      throw error;
    }
    client.removeListener("error", ignoreConnectionError);
    client.release();
    return result;
  }

  async getPlayerSettings(userId: string): Promise<PlayerSettings> {
    // Read by a click that ends a turn with plays left: on the pool, like the click's save.
    const rows = await againIfDisconnected(() =>
      this.rows<{ confirm_end_turn: boolean }>(Prisma.sql`
      SELECT confirm_end_turn FROM player_settings WHERE user_id = ${userId}`),
    );
    const row = rows[0];
    return row ? { confirmEndTurn: row.confirm_end_turn } : { ...DEFAULT_PLAYER_SETTINGS };
  }

  async updatePlayerSettings(userId: string, patch: Partial<PlayerSettings>): Promise<PlayerSettings> {
    // One upsert: a key the patch leaves out keeps its stored value. Safe to send twice.
    const confirm = patch.confirmEndTurn;
    const rows = await againIfDisconnected(() =>
      this.rows<{ confirm_end_turn: boolean }>(Prisma.sql`
      INSERT INTO player_settings AS s (user_id, confirm_end_turn)
      VALUES (${userId}, ${confirm ?? DEFAULT_PLAYER_SETTINGS.confirmEndTurn})
      ON CONFLICT (user_id) DO UPDATE SET
        confirm_end_turn = CASE WHEN ${confirm !== undefined} THEN EXCLUDED.confirm_end_turn ELSE s.confirm_end_turn END,
        updated_at = now()
      RETURNING confirm_end_turn`),
    );
    return { confirmEndTurn: single(rows).confirm_end_turn };
  }

  async getGuildSettings(guildId: string): Promise<GuildSettings> {
    // Read by every lobby opened: on the pool.
    const rows = await againIfDisconnected(() =>
      this.rows<GuildSettingsRow>(Prisma.sql`
      SELECT * FROM guild_settings WHERE guild_id = ${guildId}`),
    );
    const row = rows[0];
    return row ? toGuildSettings(row) : defaultGuildSettings(guildId);
  }

  async updateGuildSettings(guildId: string, patch: GuildSettingsPatch): Promise<GuildSettings> {
    const parsed = guildSettingsPatchSchema.safeParse(patch);
    if (!parsed.success) {
      throw new GuildSettingsValidationError(
        parsed.error.issues.map((issue) => `${issue.path.join(".") || "settings"}: ${issue.message}`),
      );
    }
    const { enabledBoxes, bannedFactions, defaults } = parsed.data;
    const ban = parsed.data.banFactions ?? [];
    const unban = parsed.data.unbanFactions ?? [];
    // One upsert; `defaults` is merged key by key and bans are added/removed
    // in SQL, so that two admins changing the settings at once both keep
    // their change.
    // Safe to send twice: the same patch gives the same settings.
    const rows = await againIfDisconnected(() =>
      this.rows<GuildSettingsRow>(Prisma.sql`
      INSERT INTO guild_settings AS s (guild_id, enabled_boxes, banned_factions, defaults)
      VALUES (
        ${guildId},
        ${enabledBoxes ?? [...DEFAULT_ENABLED_BOXES]}::text[],
        ${bannedFactions ?? ban.filter((f) => !unban.includes(f))}::text[],
        ${storableJson(defaults ?? {})}::jsonb
      )
      ON CONFLICT (guild_id) DO UPDATE SET
        enabled_boxes = CASE WHEN ${enabledBoxes !== undefined} THEN EXCLUDED.enabled_boxes ELSE s.enabled_boxes END,
        banned_factions = CASE WHEN ${bannedFactions !== undefined} THEN EXCLUDED.banned_factions ELSE ARRAY(
          SELECT DISTINCT f FROM unnest(s.banned_factions || ${ban}::text[]) AS f
          WHERE NOT (f = ANY(${unban}::text[])) ORDER BY f
        ) END,
        defaults = s.defaults || EXCLUDED.defaults,
        updated_at = now()
      RETURNING *`),
    );
    return toGuildSettings(single(rows));
  }

  async createGame(game: NewGame): Promise<LoadedGame> {
    const players = [...(game.players ?? [])].sort((a, b) => a.seat - b.seat);
    // A game in lobby has no snapshot yet (JSON null, stored as NULL).
    const text = snapshotText(game.snapshot);
    const snapshot = text === "null" ? null : text;
    const compressed = snapshot === null ? null : encodeSnapshot(snapshot);
    const snapshotSeq = snapshot === null ? 0 : (game.snapshotSeq ?? 0);
    // A game finishing between our failed insert and the lookup of the game
    // occupying the channel frees the channel: try again once in that case.
    for (let attempt = 1; ; attempt++) {
      try {
        // Sent twice after a lost connection, it finds the channel busy with the game it made.
        const rows = await againIfDisconnected(() =>
          this.rows<GameRow>(Prisma.sql`
          WITH created AS (
            INSERT INTO game (guild_id, channel_id, status)
            VALUES (${game.guildId}, ${game.channelId}, ${game.status ?? "lobby"}::game_status)
            RETURNING *
          ), documents AS (
            INSERT INTO game_documents (game_id, setup, snapshot_z, snapshot_seq)
            SELECT created.id, ${storableJson(game.setup)}::jsonb, decode(${compressed}::text, 'base64'), ${snapshotSeq}
            FROM created
            RETURNING setup, summary, snapshot_seq
          ), players AS (
            INSERT INTO game_player (game_id, user_id, seat, factions)
            SELECT created.id, p."userId", p.seat, p.factions
            FROM created, jsonb_to_recordset(${storableJson(players)}::jsonb) AS p("userId" text, seat int, factions text[])
          )
          SELECT created.*, documents.*, ${snapshot}::text AS snapshot FROM created, documents`),
        );
        return { game: toGameRecord(single(rows)), players, decisions: [] };
      } catch (error) {
        if (uniqueViolation(error) !== OPEN_GAME_INDEX) throw error;
        const existing = await this.findOpenGameId(game.channelId);
        if (existing) throw new ChannelBusyError(game.channelId, existing);
        if (attempt >= 2) throw error;
      }
    }
  }

  async loadGame(id: string): Promise<LoadedGame | null> {
    if (!UUID.test(id)) return null;
    const rows = await againIfDisconnected(() =>
      this.rows<LoadedGameRow>(
        Prisma.sql`SELECT ${loadGameColumns(null)} FROM ${GAME_WITH_DOCUMENTS} WHERE g.id = ${id}::uuid`,
      ),
    );
    return rows[0] ? toLoadedGame(rows[0]) : null;
  }

  async loadGameUnlessVersion(id: string, version: number): Promise<LoadedGame | "unchanged" | null> {
    if (!UUID.test(id)) return null;
    const rows = await againIfDisconnected(() =>
      this.rows<LoadedGameRow>(
        Prisma.sql`SELECT ${loadGameColumns(version)} FROM ${GAME_WITH_DOCUMENTS} WHERE g.id = ${id}::uuid`,
      ),
    );
    const row = rows[0];
    if (!row) return null;
    return row.unchanged ? "unchanged" : toLoadedGame(row);
  }

  async loadActiveGameByChannel(channelId: string): Promise<LoadedGame | null> {
    const rows = await againIfDisconnected(() =>
      this.rows<LoadedGameRow>(Prisma.sql`
      SELECT ${loadGameColumns(null)} FROM ${GAME_WITH_DOCUMENTS}
      WHERE g.channel_id = ${channelId} AND g.status IN ('lobby', 'active')`),
    );
    return rows[0] ? toLoadedGame(rows[0]) : null;
  }

  async latestPlayedGameId(guildId: string, channelId: string): Promise<string | null> {
    // By guild first: the (guild_id, status) index narrows it to the server's games.
    const rows = await againIfDisconnected(() =>
      this.rows<{ id: string }>(Prisma.sql`
      SELECT g.id FROM game g
      WHERE g.guild_id = ${guildId} AND g.status IN ('active', 'finished') AND g.channel_id = ${channelId}
      ORDER BY g.created_at DESC, g.id DESC LIMIT 1`),
    );
    return rows[0]?.id ?? null;
  }

  async listOpenGames(): Promise<OpenGameHeader[]> {
    const rows = await againIfDisconnected(() =>
      this.rows<
        Pick<GameRow, "id" | "guild_id" | "channel_id" | "version" | "setup" | "updated_at">
      >(Prisma.sql`
      SELECT g.id, g.guild_id, g.channel_id, g.version, ${MERGED_SETUP} AS setup, g.updated_at
      FROM ${GAME_WITH_DOCUMENTS}
      WHERE status IN ('lobby', 'active') ORDER BY created_at, id`),
    );
    return rows.map((row) => ({
      id: row.id,
      guildId: row.guild_id,
      channelId: row.channel_id,
      version: row.version,
      setup: row.setup,
      updatedAt: row.updated_at,
    }));
  }

  async loadAllDecisions(gameId: string): Promise<DecisionRecord[]> {
    if (!UUID.test(gameId)) return [];
    const rows = await againIfDisconnected(() =>
      this.rows<{
        seq: number;
        user_id: string | null;
        seat: number | null;
        answer: JsonValue;
        created_at: Date;
      }>(Prisma.sql`
      SELECT seq, user_id, seat, answer, created_at FROM decision WHERE game_id = ${gameId}::uuid ORDER BY seq`),
    );
    return rows.map((row) => ({
      seq: row.seq,
      userId: row.user_id,
      seat: row.seat,
      answer: decodeAnswer(row.seq, row.seat, row.answer),
      createdAt: row.created_at,
    }));
  }

  async saveGame({
    id,
    expectedVersion,
    patch = {},
    appendDecisions = [],
    dropDecisionsAfter,
    announcement,
    announcementInGameRow,
    knownSetup,
    knownRecord,
  }: SaveGame): Promise<GameRecord> {
    checkDecisionBatch(id, appendDecisions);
    if (dropDecisionsAfter !== undefined && (!Number.isInteger(dropDecisionsAfter) || dropDecisionsAfter < 0))
      throw new DecisionConflictError(id, `cannot drop the decisions after ${dropDecisionsAfter}`);
    // Both in one statement would insert and delete the same seqs at once.
    if (dropDecisionsAfter !== undefined && appendDecisions.length > 0)
      throw new DecisionConflictError(id, "a save either drops or appends decisions");
    if (!UUID.test(id)) throw new GameNotFoundError(id);
    const { players } = patch;
    const gamePatch = gamePatchOf(patch);
    // The caller holds the record as it was: only what the save changes beyond the patch comes back.
    const known = knownSetup !== undefined && knownRecord?.id === id ? knownRecord : undefined;
    const statement = saveStatement(
      id,
      expectedVersion,
      gamePatch,
      appendDecisions,
      dropDecisionsAfter,
      announcement,
      announcementInGameRow ?? false,
      knownSetup !== undefined,
      known !== undefined,
    );
    let rows: GameRow[];
    try {
      rows = await againIfDisconnected(() =>
        players === undefined
          ? this.rows<GameRow>(statement)
          : this.transaction(async (run) => {
              const updated = await run<GameRow>(statement);
              if (updated.length === 1) for (const step of replacePlayers(id, players)) await run(step);
              return updated;
            }),
      );
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === "decision_pkey")
        throw new DecisionConflictError(id, "a decision with that seq already exists");
      if (index === OPEN_GAME_INDEX) throw await this.channelBusyError(id, error);
      throw error;
    }
    const row = rows[0];
    if (row && known)
      return savedRecord(known, gamePatch, row as unknown as SavedRow, knownSetup as JsonValue);
    if (row) return toGameRecord(knownSetup === undefined ? row : { ...row, setup: knownSetup });
    const [current] = await this.rows<{ version: number }>(
      Prisma.sql`SELECT version FROM game WHERE id = ${id}::uuid`,
    );
    if (!current) throw new GameNotFoundError(id);
    throw new VersionConflictError(id, expectedVersion, current.version);
  }

  async saveSnapshot({ id, atVersion, snapshot, snapshotSeq }: SaveSnapshot): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const z = encodeSnapshot(snapshotText(snapshot));
    // The game's row locked as a save locks it (FOR NO KEY UPDATE): a save of the same game waits
    // for this statement or this one for the save, and the version is read after it, never before.
    // The version stays: no click is refused for it. Safe to send twice.
    const rows = await againIfDisconnected(() =>
      this.rows<{ written: number }>(Prisma.sql`
      WITH held AS (
        SELECT id FROM game WHERE id = ${id}::uuid AND version = ${atVersion} FOR NO KEY UPDATE
      )
      UPDATE game_documents x
      SET snapshot = NULL, snapshot_z = decode(${z}::text, 'base64'), snapshot_seq = ${snapshotSeq}::int
      FROM held h WHERE x.game_id = h.id AND x.snapshot_seq < ${snapshotSeq}::int
      RETURNING 1 AS written`),
    );
    return rows.length === 1;
  }

  async claimDueTimers({ now, leaseMs, limit, shards }: ClaimTimersInput): Promise<ClaimedTimer[]> {
    const until = new Date(now.getTime() + leaseMs);
    // One statement: the due rows are locked as they are picked (SKIP LOCKED: a row another
    // process is claiming right now is left to it) and stamped with the lease before the lock
    // goes, so each due timer is claimed by one process. Not sent twice after a lost connection:
    // a claim that was made then is freed by its lease.
    const rows = await this.rows<{ id: string; version: number }>(Prisma.sql`
      UPDATE game g SET timer_claimed_until = ${until}
      FROM (
        SELECT id FROM game
        WHERE next_timer_at <= ${now}
          AND (timer_claimed_until IS NULL OR timer_claimed_until <= ${now})
          AND ${shardCondition(shards)}
        ORDER BY next_timer_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE g.id = due.id
      RETURNING g.id, g.version`);
    return rows.map((row) => ({ id: row.id, version: row.version, claimedUntil: until }));
  }

  async releaseTimer(claim: ClaimedTimer, nextTimerAt: Date | null): Promise<void> {
    // A save since the claim cleared it (and set the next timer): then this changes nothing.
    await againIfDisconnected(() =>
      this.rows(Prisma.sql`
      UPDATE game SET
        timer_claimed_until = NULL,
        next_timer_at = CASE WHEN version = ${claim.version} THEN ${nextTimerAt}::timestamptz
                             ELSE next_timer_at END
      WHERE id = ${claim.id}::uuid AND timer_claimed_until = ${claim.claimedUntil}`),
    );
  }

  async claimBoard(gameId: string, version: number, holder: string, leaseMs: number): Promise<BoardClaim> {
    if (!UUID.test(gameId)) return "ok";
    // The final SELECT sees the row as it was before the upsert: why the claim was refused.
    const rows = await againIfDisconnected(() =>
      this.rows<{ claimed: boolean; version: number | null }>(Prisma.sql`
      WITH claimed AS (
        INSERT INTO game_board AS b (game_id, version, locked_by, locked_until)
        SELECT g.id, ${version}, ${holder}, now() + make_interval(secs => ${leaseMs / 1000})
        FROM game g WHERE g.id = ${gameId}::uuid
        ON CONFLICT (game_id) DO UPDATE SET
          version = EXCLUDED.version, locked_by = EXCLUDED.locked_by, locked_until = EXCLUDED.locked_until
        WHERE b.version <= EXCLUDED.version
          AND (b.locked_until IS NULL OR b.locked_until < now() OR b.locked_by = EXCLUDED.locked_by)
        RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM claimed) AS claimed,
             (SELECT version FROM game_board WHERE game_id = ${gameId}::uuid) AS version`),
    );
    const row = rows[0];
    if (!row || row.claimed || row.version === null) return "ok";
    return row.version > version ? "older" : "busy";
  }

  async releaseBoard(gameId: string, holder: string): Promise<void> {
    if (!UUID.test(gameId)) return;
    await againIfDisconnected(() =>
      this.rows(Prisma.sql`
      UPDATE game_board SET locked_by = NULL, locked_until = NULL
      WHERE game_id = ${gameId}::uuid AND locked_by = ${holder}`),
    );
  }

  async loadAnnouncement(gameId: string): Promise<AnnouncementRecord | null> {
    if (!UUID.test(gameId)) return null;
    const rows = await againIfDisconnected(() =>
      this.rows<AnnouncementRow>(Prisma.sql`
      SELECT a.*, g.announced_version, g.announced_wait FROM game_announcement a JOIN game g ON g.id = a.game_id
      WHERE a.game_id = ${gameId}::uuid`),
    );
    const row = rows[0];
    return row
      ? {
          gameId: row.game_id,
          // Saves that changed nothing but these two wrote them in the game's row (the newer, if it is).
          version: Math.max(row.version, row.announced_version ?? -1),
          messageId: row.message_id,
          pingedWait: (row.announced_version ?? -1) > row.version ? row.announced_wait : row.pinged_wait,
          pingedTurn: row.pinged_turn,
          pingMessageId: row.ping_message_id,
          waitMessageIds: row.wait_message_ids ?? [],
          turnMessageIds: row.turn_message_ids ?? [],
          noticesTold: row.notices_told,
          posting: decodePosting(row.posting),
        }
      : null;
  }

  async saveAnnouncement(a: AnnouncementRecord): Promise<void> {
    if (!UUID.test(a.gameId)) throw new GameNotFoundError(a.gameId);
    await againIfDisconnected(() =>
      this.rows(Prisma.sql`WITH ${announcementWrite(announcementParams(a))} SELECT 1 AS done`),
    );
  }

  async listUnannouncedGames(endedWithinMs: number, shards?: ShardFilter): Promise<UnannouncedGame[]> {
    const rows = await againIfDisconnected(() =>
      this.rows<{ id: string; version: number; announced: number | null }>(Prisma.sql`
      SELECT g.id, g.version, GREATEST(a.version, g.announced_version) AS announced
      FROM game g LEFT JOIN game_announcement a ON a.game_id = g.id
      WHERE (a.game_id IS NULL OR GREATEST(a.version, g.announced_version) < g.version)
        AND (g.status IN ('lobby', 'active')
             OR g.finished_at > now() - make_interval(secs => ${endedWithinMs / 1000}))
        AND ${shardCondition(shards, Prisma.raw("g.guild_id"))}
      ORDER BY g.created_at, g.id`),
    );
    return rows.map((row) => ({ id: row.id, version: row.version, announcedVersion: row.announced }));
  }

  async listShownGames(movedWithinMs: number, shards?: ShardFilter): Promise<string[]> {
    const rows = await againIfDisconnected(() =>
      this.rows<{ id: string }>(Prisma.sql`
      SELECT g.id
      FROM game g JOIN game_announcement a ON a.game_id = g.id
      WHERE a.message_id IS NOT NULL
        AND g.status IN ('active', 'finished')
        AND g.updated_at > now() - make_interval(secs => ${movedWithinMs / 1000})
        AND ${shardCondition(shards, Prisma.raw("g.guild_id"))}
      ORDER BY g.created_at, g.id`),
    );
    return rows.map((row) => row.id);
  }

  /** The error for a save that reopened a finished game in a channel that has another open game. */
  private async channelBusyError(gameId: string, cause: unknown): Promise<unknown> {
    const [game] = await this.rows<{ channel_id: string }>(
      Prisma.sql`SELECT channel_id FROM game WHERE id = ${gameId}::uuid`,
    );
    const existing = game && (await this.findOpenGameId(game.channel_id));
    return game && existing ? new ChannelBusyError(game.channel_id, existing) : cause;
  }

  private async findOpenGameId(channelId: string): Promise<string | undefined> {
    const rows = await this.rows<{ id: string }>(Prisma.sql`
      SELECT id FROM game WHERE channel_id = ${channelId} AND status IN ('lobby', 'active')`);
    return rows[0]?.id;
  }
}

/** The setup's keys a decision may change (the awaited prompt's timer, a kick vote, the timer's notices): stored apart. */
const LIVE_KEYS = Prisma.raw("ARRAY['timer', 'kick', 'notices']");

/**
 * What a save's statement is made of, beside its values: which parts it has. A click's saves take a
 * handful of these shapes; each is built once (`shapedStatement`).
 */
interface SaveShape {
  drop: boolean;
  setup: boolean;
  setupLive: boolean;
  summary: boolean;
  /** 0: the snapshot is kept, 1: cleared, 2: a new one. */
  snapshot: 0 | 1 | 2;
  seq: boolean;
  /** 0: no announcement, 1: in the game's row, 2: in its own table. */
  announced: 0 | 1 | 2;
  /** The caller holds the setup the save leaves: the statement does not read it back. */
  setupKnown: boolean;
  /** With `setupKnown`, the caller holds the record too: the statement returns only a `SavedRow`. */
  rowKnown: boolean;
}

/** The values of one save, which a shape's statement reads (each through a `Get`). */
interface SaveValues {
  id: string;
  expectedVersion: number;
  patch: string;
  decisions: string;
  dropAfter: number | undefined;
  snapshotZ: string | null;
  newSeq: number | undefined;
  announcement: AnnouncementParams | null;
}

/** How a shape's statement reads one of its values: built once, read at every save. */
type Get = (values: SaveValues) => unknown;
const get = (read: Get): Get => read;

/**
 * A save's patch without its players (which go to their own table): the patch itself unless it has
 * them (a lobby's saves), not a copy at every decision (issue 22).
 */
export function gamePatchOf(patch: SaveGame["patch"] = {}): Omit<SaveGame["patch"] & object, "players"> {
  if (patch.players === undefined) return patch;
  const { players: _players, ...rest } = patch;
  return rest;
}

/** The one statement of a save (exported for the bench's store, which builds it and sends nothing). */
export function saveStatement(
  id: string,
  expectedVersion: number,
  patch: Omit<SaveGame["patch"] & object, "players">,
  decisions: NewDecision[],
  dropAfter: number | undefined,
  announcement: AnnouncementRecord | undefined,
  announcementInGameRow: boolean,
  /** The caller holds the setup the save leaves: not read back (`SaveGame.knownSetup`). */
  setupKnown = false,
  /** With `setupKnown`, the caller holds the record too: only `SavedRow` comes back (`SaveGame.knownRecord`). */
  rowKnown = false,
): Prisma.Sql {
  // The patch travels as one JSON parameter: a key that is present sets the
  // column (null included), an absent key keeps it. The snapshot, the one large
  // document, travels apart, compressed.
  const { snapshot } = patch;
  // An earlier version's announcement rides along (announcement-queue.ts): one statement per click.
  // Only its version and pinged wait changed: columns of the game's row, which the save writes anyway.
  const inRow = announcement !== undefined && announcementInGameRow && announcement.gameId === id;
  const separate = announcement !== undefined && !inRow && UUID.test(announcement.gameId);
  // Without a snapshot, the log replays from its first decision.
  const newSeq = patch.snapshotSeq ?? (snapshot === null ? 0 : undefined);
  const shape: SaveShape = {
    drop: dropAfter !== undefined,
    setup: patch.setup !== undefined,
    setupLive: patch.setupLive !== undefined,
    summary: patch.summary !== undefined,
    snapshot: snapshot === undefined ? 0 : snapshot === null ? 1 : 2,
    seq: newSeq !== undefined,
    announced: inRow ? 1 : separate ? 2 : 0,
    setupKnown,
    rowKnown: setupKnown && rowKnown,
  };
  return shapedStatement(shape, {
    id,
    expectedVersion,
    // Both written once, straight from the save (no copy without the snapshot, no encoded rows).
    patch: savePatchJson(patch),
    decisions: storedDecisionsJson(decisions),
    dropAfter,
    // Compressed (snapshot-codec.ts); a JSON snapshot stored by an earlier release goes with it.
    snapshotZ: snapshot === undefined || snapshot === null ? null : encodeSnapshot(snapshotText(snapshot)),
    newSeq,
    announcement: announcement === undefined ? null : announcementParams(announcement),
  });
}

/** A shape's statement as built once: its text's pieces, and what reads each value. */
interface CompiledShape {
  strings: readonly string[];
  reads: Get[];
  text: string;
}

const compiledShapes = new Map<number, CompiledShape>();

/**
 * The statement of a save of this shape with these values. Its text is built once per shape (the
 * SQL fragments joined, the `$n` text written): a save only fills in its values (issue 22: the
 * fragments' joining was a tenth of the game service's allocation per decision).
 */
function shapedStatement(shape: SaveShape, values: SaveValues): Prisma.Sql {
  const key =
    (shape.drop ? 1 : 0) |
    (shape.setup ? 2 : 0) |
    (shape.setupLive ? 4 : 0) |
    (shape.summary ? 8 : 0) |
    (shape.seq ? 16 : 0) |
    (shape.snapshot << 5) |
    (shape.announced << 7) |
    (shape.setupKnown ? 512 : 0) |
    (shape.rowKnown ? 1024 : 0);
  let compiled = compiledShapes.get(key);
  if (!compiled) {
    const built = saveShapeSql(shape);
    // Every value of the shape is read from the save's values: none was written into it.
    const reads = built.values.map((read) => {
      if (typeof read !== "function") throw new Error("a save's shape holds a value of its own");
      return read as Get;
    });
    // Shared by every statement of the shape (`ShapedSql.filled`): frozen, so that nothing changes it.
    compiled = { strings: Object.freeze(built.strings.slice()), reads, text: built.text };
    compiledShapes.set(key, compiled);
  }
  const { reads } = compiled;
  const filled = new Array<unknown>(reads.length);
  for (let i = 0; i < reads.length; i++) filled[i] = (reads[i] as Get)(values);
  return ShapedSql.filled(compiled.strings, filled, compiled.text);
}

/** A statement whose text is its shape's, written once (Prisma.Sql writes it at every read). */
export class ShapedSql extends Prisma.Sql {
  private readonly shapeText: string;

  constructor(strings: readonly string[], values: readonly unknown[], shapeText: string) {
    super(strings, values);
    this.shapeText = shapeText;
  }

  /**
   * `new ShapedSql(strings, values, text)` without Prisma.Sql's constructor when no value is a
   * statement: that constructor nests statements given as values, and for flat values only copies
   * both arrays (a closure, a reduce and an instanceof per value; ~1.3k instructions per decision
   * under callgrind, issue 22). The shape's strings are shared, frozen; the values are the save's own.
   */
  static filled(strings: readonly string[], values: unknown[], shapeText: string): ShapedSql {
    for (let i = 0; i < values.length; i++)
      if (values[i] instanceof Prisma.Sql) return new ShapedSql(strings, values, shapeText);
    // Prisma.Sql's own fields in its constructor's order (`values`, `strings`), then ours.
    const sql = Object.create(ShapedSql.prototype) as { -readonly [K in keyof ShapedSql]: ShapedSql[K] } & {
      shapeText: string;
    };
    sql.values = values as Prisma.Sql["values"];
    sql.strings = strings as string[];
    sql.shapeText = shapeText;
    return sql as unknown as ShapedSql;
  }

  override get text(): string {
    return this.shapeText;
  }
}

/** The statement of a save of `shape`, each of its values a `Get` (built once per shape). */
function saveShapeSql(shape: SaveShape): Prisma.Sql {
  // Like `appended`, runs although the final SELECT does not read it (a data-modifying CTE), and
  // only when the version check let the update through.
  const dropped = !shape.drop
    ? Prisma.empty
    : Prisma.sql`, dropped AS (
      DELETE FROM decision d USING updated u WHERE d.game_id = u.id AND d.seq > ${get((v) => v.dropAfter)}
    )`;
  const live = shape.setup
    ? // A whole setup: its turn-by-turn keys go to setup_live (docs: GamePatch.setupLive).
      Prisma.sql`setup_live = (SELECT jsonb_object_agg(key, value) FROM jsonb_each(
                     CASE WHEN jsonb_typeof(i.p -> 'setup') = 'object' THEN i.p -> 'setup' ELSE '{}' END
                   ) WHERE key = ANY(${LIVE_KEYS})),`
    : shape.setupLive
      ? Prisma.sql`setup_live = i.p -> 'setupLive',`
      : Prisma.empty;
  const documents = documentsWrite(shape);
  const announcement = (read: (a: AnnouncementParams) => unknown) =>
    get((v) => read(v.announcement as AnnouncementParams));
  const announced =
    shape.announced === 2 ? Prisma.sql`, ${announcementWrite(ANNOUNCEMENT_GETS)}` : Prisma.empty;
  const announcedVersion =
    shape.announced === 1
      ? Prisma.sql`announced_wait = CASE WHEN ${announcement((a) => a.version)}::int >= COALESCE(g.announced_version, -1)
                     THEN ${announcement((a) => a.pingedWait)}::text ELSE g.announced_wait END,
        announced_version = GREATEST(g.announced_version, ${announcement((a) => a.version)}::int),`
      : Prisma.empty;
  return Prisma.sql`
    WITH input AS (
      SELECT ${get((v) => v.patch)}::jsonb AS p, ${get((v) => v.decisions)}::json AS d
    ), updated AS (
      UPDATE game g SET
        version = g.version + 1,
        status = COALESCE((i.p ->> 'status')::game_status, g.status),
        ${live}
        board_channel_id = CASE WHEN i.p -> 'boardChannelId' IS NULL THEN g.board_channel_id
                                ELSE i.p ->> 'boardChannelId' END,
        board_message_id = CASE WHEN i.p -> 'boardMessageId' IS NULL THEN g.board_message_id
                                ELSE i.p ->> 'boardMessageId' END,
        next_timer_at = CASE WHEN COALESCE(i.p ->> 'status', g.status::text) IN ('finished', 'cancelled') THEN NULL
                             WHEN i.p ? 'nextTimerAt' THEN (i.p ->> 'nextTimerAt')::timestamptz
                             ELSE g.next_timer_at END,
        -- The save is what a timer's claim was waiting for (or makes it stale: its save will conflict).
        timer_claimed_until = NULL,
        finished_at = CASE WHEN i.p ->> 'status' IN ('finished', 'cancelled') THEN COALESCE(g.finished_at, now())
                           WHEN i.p ->> 'status' IN ('lobby', 'active') THEN NULL
                           ELSE g.finished_at END,
        ${announcedVersion}
        updated_at = now()
      FROM input i
      WHERE g.id = ${get((v) => v.id)}::uuid AND g.version = ${get((v) => v.expectedVersion)}
      RETURNING ${shape.rowKnown ? SAVED_ROW_CHANGES : SAVED_COLUMNS}
    ), appended AS (
      INSERT INTO decision (game_id, seq, user_id, seat, answer)
      SELECT u.id, d.seq, d."userId", d.seat, d.answer
      FROM updated u, input i, json_to_recordset(i.d) AS d(seq int, "userId" text, seat int, answer json)
    )${dropped}${documents.write}${announced}
    SELECT ${
      shape.rowKnown
        ? Prisma.sql`u.version, u.updated_at, u.finished_at, ${shape.summary ? Prisma.sql`${documents.summary} AS summary, ` : Prisma.empty}`
        : Prisma.sql`${shape.setupKnown ? SAVED_COLUMNS_BUT_SETUP : Prisma.sql`u.*, ${documents.setup} AS setup`},
      ${documents.summary} AS summary, `
    }${documents.seq} AS snapshot_seq
    FROM updated u, input i, game_documents d WHERE d.game_id = u.id`;
}

/** An announcement record's values as its write sends them. */
interface AnnouncementParams {
  gameId: string;
  version: number;
  messageId: string | null;
  turnMessageIds: string[];
  pingedTurn: number | null;
  pingMessageId: string | null;
  waitMessageIds: string[];
  pingedWait: string | null;
  noticesTold: number;
  posting: string | null;
}

function announcementParams(a: AnnouncementRecord): AnnouncementParams {
  return {
    gameId: a.gameId,
    version: a.version,
    messageId: a.messageId,
    turnMessageIds: a.turnMessageIds ?? [],
    pingedTurn: a.pingedTurn,
    pingMessageId: a.pingMessageId ?? null,
    waitMessageIds: a.waitMessageIds ?? [],
    pingedWait: a.pingedWait,
    noticesTold: a.noticesTold ?? 0,
    posting: encodePosting(a.posting),
  };
}

/** An announcement's values in its write: as they are, or read from a save's values (a shape's). */
type AnnouncementSql = { [K in keyof AnnouncementParams]: unknown };

/** Every key of an announcement's values (the compiler checks the list is whole). */
const ANNOUNCEMENT_KEYS: Record<keyof AnnouncementParams, true> = {
  gameId: true,
  version: true,
  messageId: true,
  turnMessageIds: true,
  pingedTurn: true,
  pingMessageId: true,
  waitMessageIds: true,
  pingedWait: true,
  noticesTold: true,
  posting: true,
};

/** A shape's announcement write reads each value from the save's announcement. */
const ANNOUNCEMENT_GETS = Object.fromEntries(
  Object.keys(ANNOUNCEMENT_KEYS).map((k) => [
    k,
    get((v) => (v.announcement as AnnouncementParams)[k as keyof AnnouncementParams]),
  ]),
) as AnnouncementSql;

/**
 * Stores what Discord was shown of a game: three CTEs of a statement. A game deleted meanwhile has
 * nothing left to announce: inserts nothing rather than fail. Safe to send twice: the same record
 * gives the same row. An UPDATE first, the insert only for a game without a row yet: an upsert
 * (INSERT … ON CONFLICT DO UPDATE) logs a lock of the row before each update (issue 22: ~30 bytes
 * of WAL per click). Two processes inserting the first row at once: the later one's conflict
 * updates it as the UPDATE would have. Each value is a parameter once (`announcement_values`),
 * read by both the update and the insert: 10 parameters, not 20 (issue 22: a ping's intent and a
 * save carrying a whole record sent and serialised each value, its arrays and posting JSON twice).
 */
function announcementWrite(a: AnnouncementSql): Prisma.Sql {
  return Prisma.sql`announcement_values AS (
      SELECT ${a.gameId}::uuid AS game_id, ${a.version}::int AS version, ${a.messageId}::text AS message_id,
        ${a.turnMessageIds}::text[] AS turn_message_ids, ${a.pingedTurn}::int AS pinged_turn,
        ${a.pingMessageId}::text AS ping_message_id, ${a.waitMessageIds}::text[] AS wait_message_ids,
        ${a.pingedWait}::text AS pinged_wait, ${a.noticesTold}::int AS notices_told, ${a.posting}::json AS posting
    ), announcement_updated AS (
      UPDATE game_announcement a SET ${ANNOUNCEMENT_SETS_FROM_VALUES}
      FROM announcement_values v
      WHERE a.game_id = v.game_id
      RETURNING a.game_id
    ), announcement_inserted AS (
      INSERT INTO game_announcement AS a (game_id, version, message_id, pinged_wait, pinged_turn, ping_message_id,
        wait_message_ids, turn_message_ids, notices_told, posting)
      SELECT g.id, v.version, v.message_id, v.pinged_wait, v.pinged_turn, v.ping_message_id,
        v.wait_message_ids, v.turn_message_ids, v.notices_told, v.posting
      FROM announcement_values v JOIN game g ON g.id = v.game_id
      WHERE NOT EXISTS (SELECT 1 FROM announcement_updated)
      ON CONFLICT (game_id) DO UPDATE SET ${ANNOUNCEMENT_SETS_FROM_EXCLUDED}
    )`;
}

const ANNOUNCEMENT_COPIED = [
  "message_id",
  "turn_message_ids",
  "pinged_turn",
  "ping_message_id",
  "wait_message_ids",
  "pinged_wait",
  "posting",
];
/**
 * What an announcement write sets in a stored row, from `source`'s columns: the same for its update
 * and for its insert's conflict. The version and the notices told never go back.
 */
function announcementSets(source: string): Prisma.Sql {
  const copied = ANNOUNCEMENT_COPIED.map((column) => `${column} = ${source}.${column}`);
  const never = ["notices_told", "version"].map((c) => `${c} = GREATEST(a.${c}, ${source}.${c})`);
  return Prisma.raw([...copied, ...never, "updated_at = now()"].join(", "));
}
const ANNOUNCEMENT_SETS_FROM_VALUES = announcementSets("v");
const ANNOUNCEMENT_SETS_FROM_EXCLUDED = announcementSets("EXCLUDED");

/** A whole setup of the patch (`i.p`), without its turn-by-turn keys (those go to game.setup_live). */
const PATCH_SETUP = Prisma.sql`(CASE WHEN jsonb_typeof(i.p -> 'setup') = 'object'
  THEN (i.p -> 'setup') - ${LIVE_KEYS} ELSE i.p -> 'setup' END)`;

/**
 * The part of a save that writes the game's documents: only those the patch has, and only when one
 * of them changes (a decision's save sends the setup every time, mostly unchanged). Also what the
 * save returns of them: the statement does not see its own writes, so the patch's values, else the
 * stored ones (`d`).
 */
function documentsWrite(shape: SaveShape): {
  write: Prisma.Sql;
  setup: Prisma.Sql;
  summary: Prisma.Sql;
  seq: Prisma.Sql;
} {
  const sets: Prisma.Sql[] = [];
  const changes: Prisma.Sql[] = [];
  if (shape.setup) {
    sets.push(Prisma.sql`setup = ${PATCH_SETUP}`);
    changes.push(Prisma.sql`x.setup IS DISTINCT FROM ${PATCH_SETUP}`);
  }
  if (shape.summary) {
    sets.push(Prisma.sql`summary = NULLIF(i.p -> 'summary', 'null')`);
    changes.push(Prisma.sql`x.summary IS DISTINCT FROM NULLIF(i.p -> 'summary', 'null')`);
  }
  if (shape.snapshot !== 0) {
    // A JSON snapshot stored by an earlier release goes with it.
    sets.push(
      shape.snapshot === 1
        ? Prisma.sql`snapshot = NULL, snapshot_z = NULL`
        : Prisma.sql`snapshot = NULL, snapshot_z = decode(${get((v) => v.snapshotZ)}::text, 'base64')`,
    );
    changes.push(Prisma.sql`TRUE`);
  }
  if (shape.drop && shape.snapshot === 0 && !shape.seq) {
    // A snapshot beyond the decisions dropped goes with them (one written apart, by saveSnapshot,
    // after the dropping process read the game): the log then replays from the setup. The row is
    // written whatever it holds, so that a snapshot committed meanwhile is the one this reads.
    const beyond = Prisma.sql`x.snapshot_seq > ${get((v) => v.dropAfter)}::int`;
    sets.push(
      Prisma.sql`snapshot = CASE WHEN ${beyond} THEN NULL ELSE x.snapshot END`,
      Prisma.sql`snapshot_z = CASE WHEN ${beyond} THEN NULL ELSE x.snapshot_z END`,
      Prisma.sql`snapshot_seq = CASE WHEN ${beyond} THEN 0 ELSE x.snapshot_seq END`,
    );
    changes.push(Prisma.sql`TRUE`);
  }
  const newSeq = get((v) => v.newSeq);
  if (shape.seq) {
    sets.push(Prisma.sql`snapshot_seq = ${newSeq}`);
    changes.push(Prisma.sql`x.snapshot_seq IS DISTINCT FROM ${newSeq}`);
  }
  const setup = shape.setup ? PATCH_SETUP : Prisma.sql`d.setup`;
  return {
    write:
      sets.length === 0
        ? Prisma.empty
        : Prisma.sql`, documents AS (
      UPDATE game_documents x SET ${Prisma.join(sets, ", ")}
      FROM updated u, input i WHERE x.game_id = u.id AND (${Prisma.join(changes, " OR ")})
    )`,
    setup: Prisma.sql`(CASE WHEN u.setup_live IS NULL THEN ${setup} ELSE ${setup} || u.setup_live END)`,
    summary: shape.summary ? Prisma.sql`NULLIF(i.p -> 'summary', 'null')` : Prisma.sql`d.summary`,
    seq: shape.seq ? Prisma.sql`${newSeq}::int` : Prisma.sql`d.snapshot_seq`,
  };
}

/**
 * A snapshot's text for its compressed column: JSON.stringify's text as it is. Unlike a jsonb
 * parameter's, it needs no scan for escaped NULs or lone surrogates: the bytes are decompressed and
 * parsed by JavaScript, which reads those escapes (issue 22: one regular expression over ~34 KB less
 * per snapshot).
 */
function snapshotText(value: JsonValue | JsonText): string {
  return value instanceof JsonText ? value.text : JSON.stringify(value);
}

/**
 * The SQL condition "the game belongs to one of these shards": Discord's `(guild_id >> 22) % count`,
 * in numeric arithmetic (a snowflake may not fit a signed bigint). Always true without a filter.
 */
export function shardCondition(shards: ShardFilter | undefined, column = Prisma.raw("guild_id")): Prisma.Sql {
  if (!shards) return Prisma.sql`TRUE`;
  return Prisma.sql`(CASE WHEN ${column} ~ '^[0-9]{1,20}$'
      THEN mod(div(${column}::numeric, 4194304), ${shards.count})::int ELSE 0 END) = ANY(${[...shards.ids]}::int[])`;
}

/** A checked-out connection's error event: its statement fails with it, and says so. */
function ignoreConnectionError(): void {}

/** The statements that replace a game's players (in the save's transaction, after its update). */
function replacePlayers(gameId: string, players: PlayerRecord[]): Prisma.Sql[] {
  return [
    Prisma.sql`DELETE FROM game_player WHERE game_id = ${gameId}::uuid`,
    Prisma.sql`
    INSERT INTO game_player (game_id, user_id, seat, factions)
    SELECT ${gameId}::uuid, p."userId", p.seat, p.factions
    FROM jsonb_to_recordset(${storableJson(players)}::jsonb) AS p("userId" text, seat int, factions text[])`,
  ];
}

/**
 * Rejects a batch whose seqs are not positive and consecutive (the log has no
 * gaps); the database itself only catches seqs that already exist.
 */
function checkDecisionBatch(gameId: string, decisions: NewDecision[]) {
  const first = decisions[0]?.seq ?? 1;
  decisions.forEach((decision, i) => {
    if (!Number.isInteger(decision.seq) || decision.seq < 1 || decision.seq !== first + i) {
      const seqs = decisions.map((d) => d.seq).join(", ");
      throw new DecisionConflictError(gameId, `seqs must be consecutive positive integers, got ${seqs}`);
    }
  });
}

/** The name of the unique index or constraint a failed query violated, if that is why it failed. */
function uniqueViolation(error: unknown): string | undefined {
  // Straight from pg (the hot statements): the server's error as it is.
  const direct = error as { code?: unknown; constraint?: unknown };
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) {
    return direct?.code === "23505" && typeof direct.constraint === "string" ? direct.constraint : undefined;
  }
  const cause = (
    error.meta?.driverAdapterError as { cause?: { originalCode?: string; originalMessage?: string } }
  )?.cause;
  if (cause?.originalCode !== "23505") return undefined;
  return /unique constraint "([^"]+)"/.exec(cause.originalMessage ?? "")?.[1];
}

function single<T>(rows: T[]): T {
  const [row] = rows;
  if (!row || rows.length > 1) throw new Error(`expected exactly one row, got ${rows.length}`);
  return row;
}

function toGameRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    guildId: row.guild_id,
    channelId: row.channel_id,
    status: row.status,
    version: row.version,
    setup: row.setup,
    snapshot: snapshotOfRow(row),
    snapshotSeq: row.snapshot_seq,
    summary: row.summary,
    boardChannelId: row.board_channel_id,
    boardMessageId: row.board_message_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/** A load's snapshot as its JSON text (compressed or, stored by an earlier release, as JSON); a save's: undefined. */
function snapshotOfRow(row: GameRow): JsonText | null | undefined {
  if (row.snapshot_z) return new JsonText(decodeSnapshot(row.snapshot_z));
  if (row.snapshot === undefined) return undefined;
  return row.snapshot === null ? null : new JsonText(row.snapshot);
}

function toLoadedGame(row: LoadedGameRow): LoadedGame {
  return {
    game: toGameRecord(row),
    players: row.players,
    decisions: row.decisions.map((d) => ({
      ...d,
      answer: decodeAnswer(d.seq, d.seat, d.answer),
      createdAt: new Date(d.createdAt),
    })),
  };
}

function toGuildSettings(row: GuildSettingsRow): GuildSettings {
  return {
    guildId: row.guild_id,
    enabledBoxes: row.enabled_boxes ?? [...DEFAULT_ENABLED_BOXES],
    bannedFactions: row.banned_factions ?? [],
    defaults: readStoredDefaults(row.defaults),
    updatedAt: row.updated_at,
  };
}

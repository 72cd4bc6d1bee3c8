import type { GuildDefaults } from "./guild-settings.ts";
import type { JsonText } from "./json-text.ts";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const GAME_STATUSES = ["lobby", "active", "finished", "cancelled"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** Statuses that occupy a channel: at most one such game per channel (enforced by the database). */
export type OpenGameStatus = Extract<GameStatus, "lobby" | "active">;

/** A player's own settings, whatever the server or game. */
export interface PlayerSettings {
  /** End turn asks first while a minion and an action can still be played (default true). */
  confirmEndTurn: boolean;
}

export interface GuildSettings {
  guildId: string;
  enabledBoxes: string[];
  bannedFactions: string[];
  defaults: GuildDefaults;
  /** Null while the guild has never changed its settings (the values are the defaults). */
  updatedAt: Date | null;
}

export interface GuildSettingsPatch {
  enabledBoxes?: string[];
  /** Replaces the whole list. */
  bannedFactions?: string[];
  /** Added to / removed from the stored list in the database, so concurrent changes all stay. */
  banFactions?: string[];
  unbanFactions?: string[];
  /** Merged into the stored defaults key by key. */
  defaults?: Partial<GuildDefaults>;
}

export interface GameRecord {
  id: string;
  guildId: string;
  channelId: string;
  status: GameStatus;
  /** Bumped by every save; the optimistic-concurrency token. */
  version: number;
  setup: JsonValue;
  /**
   * Undefined when this copy of the row did not read it: a save returns the row without its
   * snapshot (the caller sent it, or it did not change), and the game service's cache keeps only
   * whether there is one (null: none yet). A load reads it as its text (JsonText): the engine
   * parses the state it resumes from, and a restore that must start over parses it again rather
   * than keeping a deep copy of every state it restores.
   */
  snapshot: JsonValue | JsonText | undefined;
  /** Number of decisions folded into `snapshot`. */
  snapshotSeq: number;
  summary: JsonValue | null;
  boardChannelId: string | null;
  boardMessageId: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export interface PlayerRecord {
  userId: string;
  seat: number;
  factions: string[];
}

export interface NewDecision {
  /** Position in the game's log, from 1, without gaps. */
  seq: number;
  userId?: string | null;
  seat?: number | null;
  answer: JsonValue;
}

export interface DecisionRecord {
  seq: number;
  userId: string | null;
  seat: number | null;
  answer: JsonValue;
  createdAt: Date;
}

export interface LoadedGame {
  game: GameRecord;
  /** Ordered by seat. */
  players: PlayerRecord[];
  /** The decisions not yet folded into the snapshot (seq > snapshotSeq), in order. */
  decisions: DecisionRecord[];
}

/** An open game without its snapshot and decisions: what a periodic scan (turn timers) needs. */
export interface OpenGameHeader {
  id: string;
  guildId: string;
  channelId: string;
  version: number;
  setup: JsonValue;
  updatedAt: Date;
}

/**
 * What Discord last accepted of a game's public messages: the game `version` whose board and owed
 * ping went out, the game message, and what was pinged (so that a ping is never sent twice).
 */
export interface AnnouncementRecord {
  gameId: string;
  version: number;
  messageId: string | null;
  /** Key of the last wait whose addressee was pinged or shown it (`prompt:<id>`, `pick:<n>`, `over`). */
  pingedWait: string | null;
  /** The last turn whose "it's your turn" ping went out. */
  pingedTurn: number | null;
  /** That ping's message, removed when the next turn's ping is posted (none known: undefined/null). */
  pingMessageId?: string | null;
  /** The pings of the current wait (its notice, reminders): removed when the wait moves on. */
  waitMessageIds?: string[];
  /** The pings of the current turn (kick votes): removed with the turn's ping. */
  turnMessageIds?: string[];
  /** The number of the last turn-timer notice (the setup's `notices`) Discord accepted; 0: none. */
  noticesTold?: number;
  /**
   * A notice the bot was about to post when this was written and has not recorded as posted since:
   * after a crash, the channel's messages say whether Discord took it (src/discord/announcer.ts).
   */
  posting?: PostingIntent | null;
}

/** A notice about to be posted: its key, the newest message of the channel before it, what it shows. */
export interface PostingIntent {
  key: string;
  /** Messages after this one may be it (null: the channel's latest messages). */
  after: string | null;
  /** A hash of its content, embeds' text and components' custom_ids. */
  fingerprint: string;
  /**
   * The players' DMs of the same wait, about to be posted (issue 22: a decision's save stores them
   * with the channel's notice, src/discord/direct-notices.ts `foretell`): absent when none.
   */
  direct?: DirectIntent[];
}

/** A DM about to be posted: to whom, its key in direct_notice, the DM channel, its mark, its text's hash. */
export interface DirectIntent {
  userId: string;
  key: string;
  channelId: string;
  /** Messages of the DM channel after this one may be it (null: its latest messages). */
  after: string | null;
  fingerprint: string;
}

/**
 * A claim to edit a game's public board at a version: `ok` (held until released or the lease
 * ends), `older` (a newer version was shown or is being shown: this one must not be), `busy`
 * (another process is editing it right now: try again in a moment).
 */
export type BoardClaim = "ok" | "older" | "busy";

/** A game whose stored version is ahead of what Discord was shown. */
export interface UnannouncedGame {
  id: string;
  version: number;
  /** Null when nothing of the game was ever announced. */
  announcedVersion: number | null;
}

export interface NewGame {
  guildId: string;
  channelId: string;
  status?: OpenGameStatus;
  setup: JsonValue;
  snapshot: JsonValue | JsonText;
  snapshotSeq?: number;
  players?: PlayerRecord[];
}

export interface GamePatch {
  status?: GameStatus;
  /** The whole setup. */
  setup?: JsonValue;
  /**
   * Without `setup`: the setup's turn-by-turn keys (`timer`, `kick`; an absent key is removed),
   * the rest of the stored setup unchanged. The store keeps them apart, so that a decision does
   * not rewrite the whole setup document.
   */
  setupLive?: JsonValue;
  /** A JsonText is sent as it is (the engine's state, serialised once). */
  snapshot?: JsonValue | JsonText;
  snapshotSeq?: number;
  summary?: JsonValue | null;
  boardChannelId?: string | null;
  boardMessageId?: string | null;
  /** Replaces the whole player list (lobby joins and leaves, faction picks). */
  players?: PlayerRecord[];
  /**
   * When the game's turn timer next asks for something; absent keeps the stored one. A game that
   * closes (finished, cancelled) has none, whatever is passed.
   */
  nextTimerAt?: Date | null;
}

export interface SaveGame {
  id: string;
  /** The version the caller loaded; the save fails with VersionConflictError if it has moved on. */
  expectedVersion: number;
  patch?: GamePatch;
  appendDecisions?: NewDecision[];
  /**
   * Deletes the decisions after this seq, in the same statement (a game rewound to its snapshot
   * when its latest decisions no longer replay, docs/upgrades.md). Not with `appendDecisions`.
   */
  dropDecisionsAfter?: number;
  /**
   * What Discord was shown of the game (an earlier version's announcement), written by the same
   * statement whether or not the version check lets the save through (announcement-queue.ts).
   */
  announcement?: AnnouncementRecord;
  /**
   * The stored announcement differs from `announcement` in its version (a greater one) and pinged
   * wait alone: the save writes those two in the game's row (which it writes anyway) instead of the
   * announcement's row (issue 22: WAL per game). Only when the version check lets the save through.
   */
  announcementInGameRow?: boolean;
  /**
   * The setup as this save leaves it, which the caller holds (the game service: the setup it just
   * sent): the returned record carries it instead of the stored one read back and parsed again
   * (issue 22: a click's save returned the whole setup, a fifth of its result's decoding).
   */
  knownSetup?: JsonValue;
  /**
   * With `knownSetup`: the game's record as the caller holds it at `expectedVersion` (the game
   * service: the one it cached). The save then returns only what the caller cannot know (the new
   * version, updated_at, finished_at, the snapshot's seq, which a snapshot written apart moves, and
   * a summary the patch sets), and the record is this one with the patch's columns (issue 22: a
   * click's save returned twelve columns, three of them dates to parse, that the service held).
   */
  knownRecord?: GameRecord;
}

/**
 * A snapshot written apart from a save (`Store.saveSnapshot`): the game's state after its first
 * `snapshotSeq` decisions, which the caller knows are the stored ones as long as the game is still
 * at `atVersion`.
 */
export interface SaveSnapshot {
  id: string;
  /** The version the caller holds the game at; another one, and nothing is written. */
  atVersion: number;
  snapshot: JsonValue | JsonText;
  snapshotSeq: number;
}

/**
 * The shards of a process: a game belongs to shard `(guild_id >> 22) % count` (Discord's formula);
 * a guild id that is not a number (tests) belongs to shard 0.
 */
export interface ShardFilter {
  ids: readonly number[];
  count: number;
}

/** A game whose turn timer this process claimed, until `claimedUntil` (its lease). */
export interface ClaimedTimer {
  id: string;
  version: number;
  claimedUntil: Date;
}

export interface ClaimTimersInput {
  /** The timer clock: games whose `nextTimerAt` is at or before it are due. */
  now: Date;
  /** How long the claim keeps other processes away (a process that dies frees it after that). */
  leaseMs: number;
  limit: number;
  /** Only games of these shards; every game when absent. */
  shards?: ShardFilter | undefined;
}

/**
 * Persistence of games and guild settings. Every method is atomic; `saveGame`
 * is the only way to change a game, and it fails as a whole when anything
 * (version check, decision insert) fails.
 */
export interface Store {
  /** A player's own settings (the defaults when they never changed one). */
  getPlayerSettings(userId: string): Promise<PlayerSettings>;
  /** Merges `patch` into the player's settings; returns them. */
  updatePlayerSettings(userId: string, patch: Partial<PlayerSettings>): Promise<PlayerSettings>;
  getGuildSettings(guildId: string): Promise<GuildSettings>;
  /** Validates the patch (GuildSettingsValidationError) and merges it into the stored settings. */
  updateGuildSettings(guildId: string, patch: GuildSettingsPatch): Promise<GuildSettings>;

  /** Throws ChannelBusyError when the channel already has a game in lobby or active. */
  createGame(game: NewGame): Promise<LoadedGame>;
  loadGame(id: string): Promise<LoadedGame | null>;
  /**
   * The game when its stored version is not `version`, else "unchanged" — one statement that
   * reads neither the snapshot nor the decisions of a game the caller already holds.
   */
  loadGameUnlessVersion(id: string, version: number): Promise<LoadedGame | "unchanged" | null>;
  /** The channel's game in lobby or active, if any. */
  loadActiveGameByChannel(channelId: string): Promise<LoadedGame | null>;
  /** The id of the server channel's latest game that reached play (active or finished), if any. */
  latestPlayedGameId(guildId: string, channelId: string): Promise<string | null>;
  /** Every open game (lobby or active), oldest first, without snapshots: one query. */
  listOpenGames(): Promise<OpenGameHeader[]>;
  /** The whole decision log of a game (export, replay from setup), in order. */
  loadAllDecisions(gameId: string): Promise<DecisionRecord[]>;
  /**
   * One atomic unit: version check, game update (version + 1) and decision
   * inserts. The row it returns has no snapshot (undefined). Throws VersionConflictError, GameNotFoundError or
   * DecisionConflictError, having written nothing.
   */
  saveGame(save: SaveGame): Promise<GameRecord>;
  /**
   * Stores a snapshot without changing the game's version (a save racing it is not refused): only
   * when the game is still at `atVersion` and its stored snapshot is older than `snapshotSeq`.
   * True when written. A snapshot is never needed to restore a game (the log is whole): a write
   * skipped or lost leaves a longer tail to replay. A save that drops decisions also drops a
   * snapshot beyond them, so a snapshot written while another process undid never outlives its log.
   */
  saveSnapshot(save: SaveSnapshot): Promise<boolean>;
  /**
   * Claims at most `limit` games whose turn timer is due and not claimed by a live lease, oldest
   * due first, atomically (two processes never claim the same game): an index range scan, whatever
   * the number of open games. A save clears the claim.
   */
  claimDueTimers(input: ClaimTimersInput): Promise<ClaimedTimer[]>;
  /**
   * Gives a claimed game back without saving it; when the game is still at `version`, its next
   * timer becomes `nextTimerAt` (recomputed from the stored setup).
   */
  releaseTimer(claim: ClaimedTimer, nextTimerAt: Date | null): Promise<void>;

  /** What Discord last accepted of the game's public messages, null if nothing yet. */
  loadAnnouncement(gameId: string): Promise<AnnouncementRecord | null>;
  /**
   * Claims the right to show the game's board at `version` for `leaseMs`, for `holder` (one per
   * process): atomic, so two processes never edit one board at once, and never back to an older
   * version. A game that does not exist is `ok` (nothing to protect).
   */
  claimBoard(gameId: string, version: number, holder: string, leaseMs: number): Promise<BoardClaim>;
  /** Ends `holder`'s claim on the board (its edit landed or failed). */
  releaseBoard(gameId: string, holder: string): Promise<void>;
  /** Records an accepted announcement; the announced version never goes back. */
  saveAnnouncement(announcement: AnnouncementRecord): Promise<void>;
  /**
   * Games whose board is behind the stored game, oldest first: open games, and games that ended
   * within `endedWithinMs` (their final board and summary are owed too).
   */
  listUnannouncedGames(endedWithinMs: number, shards?: ShardFilter): Promise<UnannouncedGame[]>;
  /**
   * Games in play with a board shown (an announced message), that moved within `movedWithinMs`:
   * active ones, and those that ended within that time. Their pictures are checked at start-up
   * (a crash may have lost the latest). Oldest first.
   */
  listShownGames(movedWithinMs: number, shards?: ShardFilter): Promise<string[]>;
}

// The game service: lobby, faction selection, play, kick votes, turn timers and admin ends, on
// top of the engine and the store. Each call loads the game (or takes its cached engine), applies
// one change, saves it in ONE versioned saveGame, and only then returns what to announce.

import "../../cards/index.ts";
import { randomInt } from "node:crypto";
import type { AiLevel } from "../ai/index.ts";
import { DEFAULT_SNAPSHOT_EVERY } from "../config/config.ts";
import {
  type Checkpoint,
  type DecisionRecord,
  defaultChoice,
  Engine,
  type EngineOptions,
} from "../engine/engine.ts";
import type { GameSetup, Prompt, Seat } from "../engine/types.ts";
import { gameLogger, type Logger } from "../log/logger.ts";
import {
  type AnnouncementQueue,
  ChannelBusyError,
  databaseUnreachable,
  GameNotFoundError,
  type GamePatch,
  type GameRecord,
  JsonText,
  type JsonValue,
  type LoadedGame,
  type NewDecision,
  type SaveGame,
  type ShardFilter,
  type Store,
  VersionConflictError,
} from "../store/index.ts";
import type { AiJob } from "./ai-job.ts";
import * as aiSeats from "./ai-seats.ts";
import { eventsSince, type Mark, mark, START_MARK, summarize } from "./engine-events.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import * as lobby from "./lobby.ts";
import { LruCache } from "./lru-cache.ts";
import { countedDeadline, countedKickOpensAt, countedNextTimerAt, countedTimerDue } from "./paused-timer.ts";
import { type AppReason, engineReason } from "./reasons.ts";
import { RELEASE } from "./release.ts";
import {
  botEngineOptions,
  engineDecision,
  GameRestoreError,
  parseDecisions,
  parseSetup,
  promptFingerprint,
  quietStateAt,
  restoreEngine,
  type StoredDecision,
  snapshotColumn,
  snapshotToSave,
  storedAnswer,
  type UndoneTail,
  undoSafeQuietPoint,
} from "./restore.ts";
import { type GameSetupRecord, gameSetupSchema } from "./setup.ts";
import { started } from "./started.ts";
import { holdsTableNotice, type TableNotice, withTableNotice } from "./table-notices.ts";
import { NO_PAUSES, type PauseRules, type TimerPauseSource } from "./timer-pauses.ts";
import { awaitedId, kickOpensAt, nextTimer, nextTimerAt, waitKey, withTimerNotices } from "./turn-timer.ts";
import {
  type ActInput,
  type ActResult,
  type AdminEndInput,
  type AdminEndResult,
  type CancelCause,
  type GameEvent,
  type GameExport,
  type GameSnapshot,
  type LobbyActionInput,
  type LobbyResult,
  lobbyActionSchema,
  type OpenLobbyInput,
  openLobbyInputSchema,
  type PlayerDecision,
  parsePlayerDecision,
  type Refusal,
  type RestorePass,
  type RewindReport,
  type Success,
  type TimeoutMove,
  type TimerEvent,
  type UndoInput,
  type UndoVoteInput,
  type VoteKickInput,
} from "./types.ts";
import * as undoes from "./undo.ts";

export interface GameServiceOptions {
  store: Store;
  log: Logger;
  /** The clock that stamps turn timers; tick() receives its own `now`. */
  now?: () => Date;
  /** Seeds of new games (a random 32-bit integer by default). */
  newSeed?: () => number;
  /** How many games keep their engine in memory. */
  cacheSize?: number;
  /**
   * Decisions between two snapshots of a game (SNAPSHOT_EVERY of the configuration, src/config;
   * restore.ts `botEngineOptions`). 80 when absent.
   */
  snapshotEvery?: number;
  /**
   * Told (under the game's lock, after the save) when a stored game was rewound to its snapshot
   * because its latest decisions no longer replay under this release: the table must hear of it.
   */
  onRewound?: (report: RewindReport) => void;
  /**
   * The shards whose games this process times (docs/scaling.md); read at every tick, since an
   * automatic shard count is known only once logged in. Every game's when absent or undefined.
   */
  shards?: () => ShardFilter | undefined;
  /** How long a claimed timer stays away from other processes (by the tick's clock). */
  timerLeaseMs?: number;
  /**
   * The announcer's records not stored yet: each save of a game carries its game's record in the
   * same statement (store/announcement-queue.ts). Shared with the Announcer.
   */
  announcements?: AnnouncementQueue<GameSnapshot>;
  /**
   * Told after every save that leaves a prompt of an AI seat pending (issue 23), with the lock
   * released soon after: the AI driver answers it off the caller's path.
   */
  onAiOwed?: (gameId: string) => void;
  /** Time the turn timers do not count (issue 26: away players, weekends); none when absent. */
  timerPauses?: TimerPauseSource;
  /**
   * Told right after the save that ended a game (finished, abandoned or cancelled): its records are
   * written off the caller's path (src/records/recorder.ts; a crash before that is caught up).
   */
  onClosed?: (gameId: string) => void;
}

/**
 * A game unchanged for this long (one to two of them: `snapshotIdle` runs this often and writes the
 * games it saw unchanged at its previous run) has its state written as its snapshot (issue 22: a
 * cold click after a restart or an eviction then replays nothing or a handful of decisions).
 */
export const IDLE_SNAPSHOT_MS = 60_000;
/** Idle games' snapshots written per `snapshotIdle` pass at most (the rest waits for the next one). */
const IDLE_SNAPSHOTS_PER_PASS = 50;
/** Evicted games waiting for their snapshot at most: beyond, the longest waiting is given up. */
const EVICTED_WAITING_MAX = 200;
/** At a graceful stop: how long the cached games' snapshots may take in all (`snapshotOnStop`). */
export const STOP_SNAPSHOTS_MS = 5_000;

/** Due timers claimed per query; a tick claims again while it gets full batches. */
const TIMER_BATCH = 50;
/** A tick stops after this many batches (the rest waits for the next tick). */
const MAX_TIMER_BATCHES = 20;
/** A process that dies with claimed timers holds them this long (then another one fires them). */
export const TIMER_LEASE_MS = 5 * 60_000;

/** A game at one version: its row, its parsed setup, and its engine (null before it starts). */
interface Current {
  record: GameRecord;
  setup: GameSetupRecord;
  engine: Engine | null;
  /**
   * The setup this process last saved: a save sends the whole setup only when a key other than
   * the timer and kick vote is no longer the same value (setups are replaced, never changed in place).
   */
  savedSetup?: GameSetupRecord;
}

/** An evicted game waiting for its snapshot (`GameService.evicted`), and its decisions then. */
interface Evicted {
  current: Current;
  decisions: number;
}

/** A snapshot taken by a decision and not written yet (GameService.snapshotLater). */
interface UnsavedSnapshot {
  engine: Engine;
  checkpoint: Checkpoint;
  /** The version the decision was saved as. */
  version: number;
}

/** A decision row to append, before its seq is known. */
interface DecisionRow {
  userId: string | null;
  seat: Seat;
  answer: JsonValue;
}

const refuse = (reason: AppReason): Refusal => ({ ok: false, reason });

/** A step's own events when it has none (a decision's usual case): never changed. */
const NO_EVENTS: readonly GameEvent[] = [];

/**
 * The own keys, in order, of a game's setup while it is played as the service saves it (the setup
 * the game started with, plus the timer and kick vote each decision sets).
 */
const PLAYING_SETUP_KEYS: readonly string[] = [
  "v",
  "hostId",
  "options",
  "seats",
  "stage",
  "bannedFactions",
  "locale",
  "seed",
  "release",
  "timer",
  "engine",
  "startedAt",
  "kick",
];

/**
 * The same keys in the order of a game restored from the store and played on: the schema's order
 * (zod's output, `gameSetupSchema`: `engine` and `startedAt` before `timer`, `release` last), then
 * `kick`, which the first decision after the restore adds (`commitDecision`).
 */
const RESTORED_SETUP_KEYS: readonly string[] = [
  "v",
  "hostId",
  "options",
  "seats",
  "stage",
  "bannedFactions",
  "locale",
  "seed",
  "engine",
  "startedAt",
  "timer",
  "release",
  "kick",
];

const hasOwnKey = Object.prototype.hasOwnProperty;

/** Whether the own enumerable keys of `setup` are exactly `keys`, in that order (and none inherited). */
function hasKeysInOrder(setup: GameSetupRecord, keys: readonly string[]): boolean {
  let n = 0;
  for (const key in setup) {
    if (key !== keys[n] || !hasOwnKey.call(setup, key)) return false;
    n++;
  }
  return n === keys.length;
}

/**
 * `Object.assign({}, setup)`: the same keys in the same order, the same values. A setup whose own
 * enumerable keys are `PLAYING_SETUP_KEYS` or `RESTORED_SETUP_KEYS` in that order (a decision's
 * usual case) is copied by a literal of those keys; any other (a key more or less, another order,
 * an inherited key) by Object.assign. (Setups carry no symbol keys: zod's output, JSON and copies
 * of them.) V8 copies a setup key by key through its slow paths (`{ ...setup }`:
 * CloneObjectIC_Slow, 3,470 instructions per decision under callgrind; Object.assign's
 * SetDataProperties ~3,000; issue 22), and a copy keeps its original's order, so a restored game
 * not covered would pay it at every decision until it ends.
 */
export function copySetup(setup: GameSetupRecord): GameSetupRecord {
  // The usual case alone here, small enough for V8 to inline with its literal (issue 22).
  if (hasKeysInOrder(setup, PLAYING_SETUP_KEYS)) return playingCopy(setup);
  return otherSetupCopy(setup);
}

/** `copySetup` of a setup whose keys are not `PLAYING_SETUP_KEYS`. */
function otherSetupCopy(setup: GameSetupRecord): GameSetupRecord {
  if (hasKeysInOrder(setup, RESTORED_SETUP_KEYS)) return restoredCopy(setup);
  return Object.assign({}, setup);
}

/** A setup of `PLAYING_SETUP_KEYS` copied, the keys in that order. */
function playingCopy(setup: GameSetupRecord): GameSetupRecord {
  return {
    v: setup.v,
    hostId: setup.hostId,
    options: setup.options,
    seats: setup.seats,
    stage: setup.stage,
    bannedFactions: setup.bannedFactions,
    locale: setup.locale,
    seed: setup.seed,
    release: setup.release,
    timer: setup.timer,
    engine: setup.engine,
    startedAt: setup.startedAt,
    kick: setup.kick,
  };
}

/** A setup of `RESTORED_SETUP_KEYS` copied, the keys in that order. */
function restoredCopy(setup: GameSetupRecord): GameSetupRecord {
  return {
    v: setup.v,
    hostId: setup.hostId,
    options: setup.options,
    seats: setup.seats,
    stage: setup.stage,
    bannedFactions: setup.bannedFactions,
    locale: setup.locale,
    seed: setup.seed,
    engine: setup.engine,
    startedAt: setup.startedAt,
    timer: setup.timer,
    release: setup.release,
    kick: setup.kick,
  };
}

export class GameService {
  private readonly store: Store;
  private readonly log: Logger;
  private readonly now: () => Date;
  private readonly newSeed: () => number;
  private readonly cache: LruCache<string, Current>;
  private readonly logs: LruCache<string, Logger>;
  private readonly locks = new KeyedMutex();
  /** The engine's options for every game this service starts, restores or rebuilds. */
  private readonly engineOptions: EngineOptions;
  private readonly onRewound: ((report: RewindReport) => void) | undefined;
  private readonly shards: () => ShardFilter | undefined;
  private readonly timerLeaseMs: number;
  private readonly announcements: AnnouncementQueue<GameSnapshot> | undefined;
  private readonly onAiOwed: ((gameId: string) => void) | undefined;
  private readonly timerPauses: TimerPauseSource | undefined;
  private readonly onClosed: ((gameId: string) => void) | undefined;
  /**
   * Snapshots taken by a decision, to be written after its answer (`snapshotLater`): the game's
   * latest one, with the engine it came from and the version its decision was saved as.
   */
  private readonly unsavedSnapshots = new Map<string, UnsavedSnapshot>();
  /** The pass writing `unsavedSnapshots`, while one is scheduled or running. */
  private snapshotPass: Promise<void> | null = null;
  /** Games evicted from the cache whose state is to be written as their snapshot (`evicted`). */
  private readonly evictedGames = new Map<string, Evicted>();
  /** The pass writing `evictedGames`, while one is scheduled or running. */
  private evictedPass: Promise<void> | null = null;
  /** The cached games as `snapshotIdle` saw them last: one still held at its next pass was idle. */
  private idleSeen = new WeakSet<Current>();
  /** The decisions each engine had when `quickSnapshot` last looked at it (nothing to do again until it moves). */
  private readonly quickChecked = new WeakMap<Engine, number>();

  constructor(options: GameServiceOptions) {
    this.store = options.store;
    this.shards = options.shards ?? (() => undefined);
    this.timerLeaseMs = options.timerLeaseMs ?? TIMER_LEASE_MS;
    this.announcements = options.announcements;
    this.log = options.log;
    this.onRewound = options.onRewound;
    this.onAiOwed = options.onAiOwed;
    this.timerPauses = options.timerPauses;
    this.onClosed = options.onClosed;
    this.now = options.now ?? (() => new Date());
    this.newSeed = options.newSeed ?? (() => randomInt(-(2 ** 31), 2 ** 31 - 1));
    this.cache = new LruCache(options.cacheSize ?? 200, (gameId, current) => this.evicted(gameId, current));
    this.engineOptions = botEngineOptions(options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY);
    this.logs = new LruCache(options.cacheSize ?? 200);
  }

  // ---------------------------------------------------------------------------------------------
  // Lobby and faction selection

  async openLobby(input: OpenLobbyInput): Promise<LobbyResult> {
    const parsed = openLobbyInputSchema.safeParse(input);
    if (!parsed.success) return refuse("malformed");
    const { guildId, channelId, hostId, hostName } = parsed.data;
    try {
      const settings = await this.store.getGuildSettings(guildId);
      const options = lobby.initialOptions(settings, parsed.data.options);
      if (typeof options === "string") return refuse(options);
      const setup = stamped(
        lobby.newLobbySetup({
          hostId,
          hostName,
          options,
          // Callers pass the server's language; without one, "auto" can only mean the default.
          locale:
            parsed.data.locale ?? (settings.defaults.locale === "auto" ? "en" : settings.defaults.locale),
          bannedFactions: settings.bannedFactions,
          seed: this.newSeed(),
        }),
      );
      const created = await this.store.createGame({
        guildId,
        channelId,
        status: "lobby",
        setup: asJson(setup),
        snapshot: null,
        players: [{ userId: hostId, seat: 0, factions: [] }],
      });
      const current: Current = { record: created.game, setup, engine: null };
      this.cache.set(created.game.id, current);
      this.gameLog(created.game).info("lobby opened");
      return success(current, [{ type: "lobbyOpened", hostId }]);
    } catch (error) {
      if (error instanceof ChannelBusyError)
        return { ok: false, reason: "busy-channel", existingGameId: error.existingGameId };
      // The database is down (its embedded server restarting): the caller says "try again".
      if (databaseUnreachable(error)) throw error;
      this.log.error({ err: error, guildId, channelId }, "opening a lobby failed");
      return refuse("internal");
    }
  }

  async lobbyAction(input: LobbyActionInput): Promise<LobbyResult> {
    const parsed = lobbyActionSchema.safeParse(input.action);
    if (!parsed.success) return refuse("malformed");
    const action = parsed.data;
    const { gameId, userId, version } = input;
    return this.exclusive(gameId, "lobby action", async () => {
      const current = await this.current(gameId, version);
      if (!current) return refuse("no-game");
      const closed = closedReason(current.record);
      if (closed) return refuse(closed);
      if (current.record.status === "active")
        return refuse(action.kind === "pick" ? "not-selecting" : "already-started");
      if (version !== undefined && current.record.version !== version) return refuse("stale");
      const { setup } = current;
      let step: lobby.Step;
      switch (action.kind) {
        case "join":
          step = lobby.join(setup, userId, action.name);
          break;
        case "leave":
          step = lobby.leave(setup, userId);
          break;
        case "options": {
          const settings = await this.store.getGuildSettings(current.record.guildId);
          step = lobby.setOptions(setup, userId, action.options, settings.enabledBoxes);
          break;
        }
        case "start":
          step = lobby.start(setup, userId);
          break;
        case "pick":
          step = lobby.pick(setup, userId, action.faction);
          break;
        case "cancel":
          step = lobby.cancel(setup, userId);
          break;
        case "addAi":
          step = aiSeats.addAi(setup, userId, action.level);
          break;
        case "removeAi":
          step = aiSeats.removeAi(setup, userId, action.seat);
          break;
      }
      if (!step.ok) return refuse(step.reason);
      return this.saveLobbyStep(current, step);
    });
  }

  /**
   * Saves a lobby step; when it completes the faction selection, starts the engine in the same
   * save. The timer follows what the game now waits on (a faction pick, the game's first prompt).
   */
  private async saveLobbyStep(
    current: Current,
    step: lobby.Step & { ok: true },
    now = this.now(),
  ): Promise<Success> {
    let setup = step.setup;
    const events = [...step.events];
    const patch: GamePatch = {};
    let engine: Engine | null = null;
    if (!step.cancel && setup.stage === "selecting") {
      // AI seats pick at once, by their own choice, whenever it is their pick (issue 23).
      const ai = aiSeats.aiPicks(setup);
      setup = ai.setup;
      events.push(...ai.events);
    }
    if (step.cancel) {
      patch.status = "cancelled";
      patch.summary = asJson(summarize(setup, null, step.cancel));
    } else if (lobby.selectionComplete(setup)) {
      const engineSetup = lobby.engineSetupOf(setup);
      engine = Engine.start(engineSetup, this.engineOptions);
      // The game's first prompt starts a wait of its own, whatever the selection's timer was.
      setup = {
        ...setup,
        stage: "playing",
        engine: engineSetup,
        startedAt: now.toISOString(),
        timer: undefined,
      };
      patch.status = "active";
      Object.assign(patch, snapshotPatch(engine));
      events.push({ type: "gameStarted" }, ...eventsSince(engine, START_MARK, setup));
    }
    setup = { ...setup, timer: nextTimer(setup, engine, now) };
    if (step.seatsChanged || engine) {
      patch.players = setup.seats.map((s, seat) => ({ userId: s.userId, seat, factions: s.factions }));
    }
    const next = await this.persist(current, setup, engine, patch);
    const { record } = next;
    if (engine) this.gameLog(record).info({ players: setup.seats.length }, "game started");
    if (step.cancel) this.gameLog(record).info({ by: step.cancel.kind }, "lobby closed");
    return success(next, events);
  }

  // ---------------------------------------------------------------------------------------------
  // Play

  /** Applies a decision of a player: an answer to the pending prompt, the standing order, a concession. */
  act(input: ActInput): Promise<ActResult> {
    // Not an async function: the lock's promise handed back as it is (an async frame resolved with
    // a promise costs a promise and two ticks more per decision).
    const decision = parsePlayerDecision(input.decision);
    if (!decision || !Number.isInteger(input.version)) return Promise.resolve(refuse("malformed"));
    const { gameId, userId, version } = input;
    return this.exclusive(gameId, "act", () => {
      // A click's usual case, the game cached at its version: no promise until the save's.
      const cached = this.cachedAt(gameId, version);
      if (cached) return this.actOn(cached, userId, version, decision);
      return this.fresh(gameId).then((current) => this.actOn(current, userId, version, decision));
    });
  }

  /** `act` on the game as held (under its lock): the checks, the engine step and its save. */
  private actOn(
    current: Current | null,
    userId: string,
    version: number,
    decision: PlayerDecision,
  ): Promise<ActResult> | Refusal {
    if (!current) return refuse("no-game");
    const refusal = playRefusal(current);
    if (refusal) return refuse(refusal);
    if (current.record.version !== version) return refuse("stale");
    const seat = lobby.seatOf(current.setup, userId);
    // A player who conceded waits on the table's vote (issue 23): an AI holds their seat.
    if (seat === null && aiSeats.concededSeatOf(current.setup, userId) !== null)
      return refuse("conceded-pending");
    if (seat === null) return refuse("not-in-game");
    if (decision.kind === "concede") return this.concede(current, seat, userId);
    const engine = current.engine as Engine;
    const record: DecisionRecord =
      decision.kind === "answer"
        ? { seat, prompt: decision.promptId, choice: decision.choice }
        : { seat, autoPass: decision.on };
    // The question it answers is stored with an answer (read before the engine moves on): the
    // record storedAnswer() gives, written as a literal (a click's usual case; an object spread of
    // the record cost more than the fingerprint's walk).
    const prompt = engine.prompt;
    const stored: StoredDecision =
      decision.kind === "answer" && prompt
        ? { seat, prompt: decision.promptId, choice: decision.choice, asked: promptFingerprint(prompt) }
        : record;
    const before = mark(engine);
    const result = engine.submit(record);
    if (!result.ok) return refuse(engineReason(result.reason));
    // A vote against an "absent" player ends when they act (a concession resets it: concede()).
    const kick = current.setup.kick;
    const clearKick = kick && kick.targetUserId === userId;
    // A player who acts is no longer away: their turn timeouts in a row start again from zero.
    const setup = aiSeats.withStrike(
      clearKick ? { ...current.setup, kick: undefined } : current.setup,
      seat,
      false,
    );
    // Checked first: the game's logger is an LRU touch, for a line most processes do not write.
    if (this.log.isLevelEnabled("debug")) {
      this.gameLog(current.record).debug({ seat, kind: decision.kind }, "decision applied");
    }
    return this.commitDecision(current, engine, before, setup, {
      row: { userId, seat, answer: asJson(stored) },
      now: this.now(),
      events: NO_EVENTS,
    });
  }

  /**
   * A player concedes (issue 23). While other people remain at the table, an AI holds the seat at
   * once, so that nobody waits on it, and the table votes (a kick vote on them, open at any time):
   * remove them — only then does the engine take the seat out, their cards leaving the game — or
   * keep an AI there. With nobody left to decide (a practice game, the last person conceding), the
   * concession applies at once, and so does every concession still waiting on the table.
   */
  private async concede(current: Current, seat: Seat, userId: string): Promise<Success | Refusal> {
    const engine = current.engine as Engine;
    if (engine.g.players[seat]?.out) return refuse("left-game");
    if (engine.over) return refuse("game-over");
    const out = (s: Seat) => engine.g.players[s]?.out === true;
    // Any concession resets a vote in progress (a new table decides).
    let setup: GameSetupRecord = { ...current.setup, kick: undefined };
    const electorate = aiSeats.electorate(setup, seat, out);
    if (electorate.length > 0) {
      setup = aiSeats.holdConcededSeat(setup, seat);
      // The vote runs from now (its message stays while it runs; no vote counted yet).
      setup = {
        ...setup,
        kick: { targetUserId: userId, voters: [] },
        timer: nextTimer({ ...setup, timer: undefined }, engine, this.now()),
      };
      const saved = await this.persist(current, setup, engine, { players: playerRows(setup) });
      this.gameLog(current.record).info(
        { seat, electorate: electorate.length },
        "concession put to the table",
      );
      return success(saved, [
        {
          type: "kickVote",
          targetUserId: userId,
          targetSeat: seat,
          voters: [],
          needed: electorate.length,
          conceded: true,
        },
      ]);
    }
    // The engine takes each seat out as the concession of its player (the engine's `leave`).
    const before = mark(engine);
    const rows: DecisionRow[] = [];
    for (const leaving of [...aiSeats.concededSeats(setup), seat]) {
      if (engine.over) break;
      const person = setup.seats[leaving]?.replaced?.userId ?? userId;
      setup = aiSeats.personBackAt(setup, leaving);
      const leave: DecisionRecord = { seat: leaving, leave: true };
      const result = engine.submit(leave);
      if (!result.ok) throw new Error(`the engine refused a concession: ${result.reason}`);
      rows.push({
        userId: person,
        seat: leaving,
        answer: asJson(leaving === seat ? leave : { ...leave, conceded: true }),
      });
    }
    this.gameLog(current.record).debug({ seat, seats: rows.length }, "concession applied");
    return this.commitDecision(current, engine, before, setup, {
      row: rows.at(-1) as DecisionRow,
      earlier: rows.slice(0, -1),
      patch: rows.length > 1 ? { players: playerRows(setup) } : {},
      now: this.now(),
      events: [],
    });
  }

  /**
   * The other players may vote to remove an absent player: the one the game waits on, once it has
   * waited for them long enough (turn-timer.ts). Once every other remaining player has voted, the
   * target leaves the game as if they had conceded. A vote lasts while the game waits on its target.
   */
  async voteKick(input: VoteKickInput): Promise<ActResult> {
    const { gameId, voterId, targetUserId } = input;
    return this.exclusive(gameId, "kick vote", async () => {
      // A player who conceded leaves the decision on their seat to the others.
      const opened = await this.openPlay(gameId, voterId, ({ setup }) =>
        aiSeats.concededSeatOf(setup, voterId) === null ? null : "conceded-pending",
      );
      if (!opened.ok) return opened;
      const { current, engine, seat: voterSeat } = opened;
      const { setup } = current;
      if (voterId === targetUserId) return refuse("kick-self");
      const targetSeat = aiSeats.voteTargetSeat(setup, targetUserId);
      // The table already put an AI in that seat (a button of a vote that is over).
      if (targetSeat === null && aiSeats.replacedSeatOf(setup, targetUserId) !== null)
        return refuse("vote-over");
      if (targetSeat === null || engine.g.players[targetSeat]?.out) return refuse("target-not-in-game");
      // The player conceded (issue 23): the AI holding their seat waits on this vote.
      const conceded = setup.seats[targetSeat]?.conceded === true;
      // AI seats (issue 23) neither vote nor are voted on.
      if (setup.seats[voterSeat]?.ai || (setup.seats[targetSeat]?.ai && !conceded)) return refuse("ai-seat");
      const prompt = engine.prompt;
      // A player the timer ended several turns of in a row, or who conceded, may be voted on at any time.
      const struck = conceded || (setup.strikes?.[targetSeat] ?? 0) >= aiSeats.STRIKES_FOR_VOTE;
      if (prompt?.seat !== targetSeat && !struck) return refuse("kick-not-awaited");
      if (prompt?.seat === targetSeat && !struck) {
        const opensAt = await this.countedKickOpensAt(current, prompt.id);
        if (this.now() < opensAt) return { ...refuse("kick-too-early"), availableAt: opensAt };
      }
      const replace = input.replace;
      // A vote for the other outcome (remove / replace with an AI) starts a new count.
      const sameVote = setup.kick?.targetUserId === targetUserId && setup.kick.replace === replace;
      const voters = sameVote ? (setup.kick?.voters ?? []) : [];
      if (voters.includes(voterId)) return refuse("already-voted");
      const allVoters = [...voters, voterId];
      const electorate = aiSeats.electorate(setup, targetSeat, (s) => engine.g.players[s]?.out === true);
      if (!electorate.every((u) => allVoters.includes(u))) {
        const kick = { targetUserId, voters: allVoters, ...(replace ? { replace } : {}) };
        const saved = await this.persist(current, { ...setup, kick }, engine);
        return success(saved, [
          {
            type: "kickVote",
            targetUserId,
            targetSeat,
            voters: allVoters,
            needed: electorate.length,
            ...(replace ? { replace } : {}),
            ...(conceded ? { conceded } : {}),
          },
        ]);
      }
      if (conceded)
        return this.settleConcession(current, engine, targetSeat, targetUserId, replace, allVoters);
      if (replace) return this.replaceByAi(current, engine, targetSeat, replace, allVoters);
      const before = mark(engine);
      const leave: DecisionRecord = { seat: targetSeat, leave: true };
      const result = engine.submit(leave);
      if (!result.ok) throw new Error(`the engine refused a kick: ${result.reason}`);
      this.gameLog(current.record).info({ seat: targetSeat }, "player removed by vote");
      return this.commitDecision(
        current,
        engine,
        before,
        { ...setup, kick: undefined },
        {
          row: {
            userId: null,
            seat: targetSeat,
            answer: asJson({ ...leave, kick: true, voters: allVoters }),
          },
          now: this.now(),
          events: [{ type: "kicked", targetUserId, seat: targetSeat }],
        },
      );
    });
  }

  /**
   * A vote decided to put an AI in the seat (issue 23): the engine is untouched (the seat keeps its
   * cards, VP and place), only who answers its prompts changes; the AI driver is told at the save.
   */
  private async replaceByAi(
    current: Current,
    engine: Engine,
    seat: Seat,
    level: AiLevel,
    voters: string[],
  ): Promise<Success> {
    const person = current.setup.seats[seat] as GameSetupRecord["seats"][number];
    let next = aiSeats.replaceByAi({ ...current.setup, kick: undefined }, seat, level);
    next = { ...next, timer: nextTimer({ ...next, timer: undefined }, engine, this.now()) };
    const saved = await this.persist(current, next, engine, { players: playerRows(next) });
    const ai = next.seats[seat] as GameSetupRecord["seats"][number];
    this.gameLog(current.record).info({ seat, level, voters: voters.length }, "player replaced by an AI");
    return success(saved, [
      {
        type: "aiReplaced",
        userId: person.userId,
        name: person.name,
        seat,
        aiUserId: ai.userId,
        aiName: ai.name,
      },
    ]);
  }

  /**
   * The table decided on a concession (issue 23): an AI of `level` keeps the seat (the player may
   * still take it back), or, without a level, the player leaves the game as the engine's concession
   * (their cards leave it; the stored decision is theirs, marked as decided by the table).
   */
  private async settleConcession(
    current: Current,
    engine: Engine,
    seat: Seat,
    userId: string,
    level: AiLevel | undefined,
    voters: string[],
  ): Promise<Success> {
    const undecided = { ...current.setup, kick: undefined };
    const person = undecided.seats[seat]?.replaced as NonNullable<
      GameSetupRecord["seats"][number]["replaced"]
    >;
    if (level) {
      const next = aiSeats.keepAiInConcededSeat(undecided, seat, level);
      const saved = await this.persist(current, next, engine);
      const ai = next.seats[seat] as GameSetupRecord["seats"][number];
      this.gameLog(current.record).info(
        { seat, level, voters: voters.length },
        "concession: an AI keeps the seat",
      );
      return success(saved, [
        { type: "aiReplaced", userId, name: person.name, seat, aiUserId: ai.userId, aiName: ai.name },
      ]);
    }
    const next = aiSeats.personBackAt(undecided, seat);
    const before = mark(engine);
    const leave: DecisionRecord = { seat, leave: true };
    const result = engine.submit(leave);
    if (!result.ok) throw new Error(`the engine refused a concession: ${result.reason}`);
    this.gameLog(current.record).info({ seat, voters: voters.length }, "concession: the player leaves");
    return this.commitDecision(current, engine, before, next, {
      row: { userId, seat, answer: asJson({ ...leave, conceded: true, voters }) },
      patch: { players: playerRows(next) },
      now: this.now(),
      events: [{ type: "kicked", targetUserId: userId, seat, conceded: true }],
    });
  }

  /** A player an AI replaced takes their seat back (issue 23); the table's timer restarts for them. */
  async takeSeatBack(input: { gameId: string; userId: string }): Promise<ActResult> {
    const { gameId, userId } = input;
    return this.exclusive(gameId, "take seat back", async () => {
      const current = await this.fresh(gameId);
      if (!current) return refuse("no-game");
      const refusal = playRefusal(current);
      if (refusal) return refuse(refusal);
      const engine = current.engine as Engine;
      const back = aiSeats.takeBack(current.setup, userId);
      const seat = aiSeats.replacedSeatOf(current.setup, userId);
      if (!back || seat === null) return refuse("not-replaced");
      if (engine.g.players[seat]?.out) return refuse("left-game");
      // A vote on them (their concession, say) ends: they play again.
      const kick = back.kick?.targetUserId === userId ? undefined : back.kick;
      const next = { ...back, kick, timer: nextTimer({ ...back, timer: undefined }, engine, this.now()) };
      const saved = await this.persist(current, next, engine, { players: playerRows(next) });
      const name = next.seats[seat]?.name ?? "";
      this.gameLog(current.record).info({ seat }, "player took their seat back from an AI");
      return success(saved, [{ type: "seatTakenBack", userId, name, seat }]);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Undo (issue 26; the rule is the engine's, src/engine/undo.ts; the rebuild, src/app/undo.ts)

  /**
   * A player takes back their latest decision (and every one after it): at once when the engine
   * says it is free, else a vote of the other people still playing starts (AI seats consent).
   * With `decision` (the Undo button of a play's confirmation), that decision must be their latest.
   */
  async undo(input: UndoInput): Promise<ActResult> {
    const { gameId, userId } = input;
    return this.exclusive(gameId, "undo", async () => {
      const opened = await this.openPlay(gameId, userId);
      if (!opened.ok) return opened;
      const { current, engine, seat } = opened;
      const { setup } = current;
      if (setup.seats[seat]?.ai) return refuse("not-in-game");
      const { loaded, decisions } = await this.undoLog(current);
      const plan = undoes.planUndo(loaded, setup.engine as GameSetup, decisions, seat, this.engineOptions);
      const { verdict } = plan;
      if (!verdict.ok) return refuse(verdict.reason === "player-left" ? "undo-player-left" : "undo-nothing");
      if (input.decision !== undefined && input.decision !== verdict.keep + 1) return refuse("stale");
      const electorate = undoes.undoElectorate(setup, engine, seat);
      if (verdict.free || electorate.length === 0) {
        return this.applyUndo(current, plan, decisions.length, {
          userId,
          seat,
          keep: verdict.keep,
          free: verdict.free,
        });
      }
      const running = setup.undo;
      if (running && running.decisions === engine.decisions) {
        return refuse(running.userId === userId ? "already-voted" : "undo-vote-running");
      }
      const vote = { userId, seat, keep: verdict.keep, decisions: engine.decisions, voters: [] };
      const saved = await this.persist(current, { ...setup, undo: vote }, engine);
      this.gameLog(current.record).info({ seat, undone: verdict.undone }, "undo vote opened");
      return success(saved, [
        {
          type: "undoVote",
          userId,
          seat,
          undone: verdict.undone,
          voters: [],
          needed: electorate.length,
          revealed: verdict.revealed,
        },
      ]);
    });
  }

  /** A vote on another player's undo: once every other person agreed it applies; one refusal ends it. */
  async voteUndo(input: UndoVoteInput): Promise<ActResult> {
    const { gameId, voterId, requesterId } = input;
    return this.exclusive(gameId, "undo vote", async () => {
      const opened = await this.openPlay(gameId, voterId, ({ setup }, engine) => {
        const vote = setup.undo;
        // A vote lapses as soon as anyone acts: it stands only at the decision it was opened at.
        if (!vote || vote.userId !== requesterId || vote.decisions !== engine.decisions) {
          return "undo-vote-over";
        }
        return voterId === requesterId ? "undo-own-vote" : null;
      });
      if (!opened.ok) return opened;
      const { current, engine } = opened;
      const { setup } = current;
      const vote = setup.undo as NonNullable<GameSetupRecord["undo"]>;
      const electorate = undoes.undoElectorate(setup, engine, vote.seat);
      if (!electorate.includes(voterId)) return refuse("not-in-game");
      if (!input.agree) {
        const saved = await this.persist(current, { ...setup, undo: undefined }, engine);
        return success(saved, [{ type: "undoRefused", userId: requesterId, by: voterId }]);
      }
      if (vote.voters.includes(voterId)) return refuse("already-voted");
      const voters = [...vote.voters, voterId];
      if (!electorate.every((u) => voters.includes(u))) {
        const saved = await this.persist(current, { ...setup, undo: { ...vote, voters } }, engine);
        return success(saved, [
          {
            type: "undoVote",
            userId: requesterId,
            seat: vote.seat,
            undone: engine.decisions - vote.keep,
            voters,
            needed: electorate.length,
            revealed: false,
          },
        ]);
      }
      const { loaded, decisions } = await this.undoLog(current);
      const plan = undoes.planUndo(
        loaded,
        setup.engine as GameSetup,
        decisions,
        vote.seat,
        this.engineOptions,
      );
      return this.applyUndo(current, plan, decisions.length, { ...vote, free: false });
    });
  }

  /**
   * The game in play for a decision of `userId` that is not an answer to a prompt (a vote, an undo):
   * the stored game, refused when it is not in play, then `check` (a refusal that comes before the
   * user's seat), then the user's seat, refused when they have none or left the game.
   */
  private async openPlay(
    gameId: string,
    userId: string,
    check?: (current: Current, engine: Engine) => AppReason | null,
  ): Promise<Refusal | { ok: true; current: Current; engine: Engine; seat: Seat }> {
    const current = await this.fresh(gameId);
    if (!current) return refuse("no-game");
    const refusal = playRefusal(current);
    if (refusal) return refuse(refusal);
    const engine = current.engine as Engine;
    const early = check?.(current, engine);
    if (early) return refuse(early);
    const seat = lobby.seatOf(current.setup, userId);
    if (seat === null) return refuse("not-in-game");
    if (engine.g.players[seat]?.out) return refuse("left-game");
    return { ok: true, current, engine, seat };
  }

  /** The stored game (its snapshot) and its whole log as the engine takes it, at the version held. */
  private async undoLog(current: Current): Promise<{ loaded: LoadedGame; decisions: DecisionRecord[] }> {
    const id = current.record.id;
    const [loaded, rows] = await Promise.all([this.store.loadGame(id), this.store.loadAllDecisions(id)]);
    const decisions = parseDecisions(id, rows, 1).map(engineDecision);
    const engine = current.engine as Engine;
    if (!loaded || loaded.game.version !== current.record.version || decisions.length !== engine.decisions) {
      throw new VersionConflictError(id, current.record.version, loaded?.game.version ?? -1);
    }
    return { loaded, decisions };
  }

  /**
   * Cuts the log to its first `keep` decisions in one save (the others deleted, the snapshot reset
   * to a quiet point at or before `keep`, the version bumped), then announces: saved before told.
   */
  private async applyUndo(
    current: Current,
    plan: undoes.UndoPlan,
    total: number,
    u: { userId: string; seat: Seat; keep: number; free: boolean },
  ): Promise<Success> {
    const { record, setup } = current;
    const rebuilt = plan.rebuild(u.keep);
    const engine = rebuilt.engine;
    // The channel's line about what was undone is a table notice kept in the setup: saved with the
    // undo, owed to the channel until Discord took it (after a crash too).
    const next = withTableNotice(
      stamped({
        ...setup,
        undo: undefined,
        // A vote on an absent player lapses; one on a concession or a struck player stands.
        kick: aiSeats.standingVote(setup),
        undone: undoes.withUndoneBranch(setup, record.version + 1, engine),
        timer: nextTimer({ ...setup, timer: undefined }, engine, this.now()),
      }),
      engine,
      { kind: "undone", userId: u.userId, undone: total - u.keep, free: u.free },
    );
    const saved = await this.save({
      id: record.id,
      expectedVersion: record.version,
      patch: { ...rebuilt.patch, setup: asJson(next), nextTimerAt: nextTimerAt(next) },
      dropDecisionsAfter: u.keep,
    });
    const snapshot =
      rebuilt.patch.snapshot === undefined
        ? current.record.snapshot
        : rebuilt.patch.snapshot === null
          ? null
          : undefined;
    const after: Current = { record: held({ ...saved, snapshot }), setup: next, engine, savedSetup: next };
    this.cache.set(record.id, after);
    if (this.onAiOwed && aiSeats.aiPromptSeat(next, engine) !== null) this.onAiOwed(record.id);
    const undone = total - u.keep;
    this.gameLog(saved).info({ seat: u.seat, undone, free: u.free }, "decisions undone");
    return success(after, [
      { type: "undone", userId: u.userId, seat: u.seat, undone, free: u.free, turn: engine.g.turn.number },
      // The prompt the game now waits on, as new (its ping is the wait the announcer owes).
      ...eventsSince(engine, { logSeq: engine.g.logSeq, promptId: null, over: engine.over }, next),
    ]);
  }

  /**
   * The decision an AI seat owes now, as a job for the AI driver's workers; null when the game
   * waits on no AI (a person, its end, or another process answered first).
   */
  async aiJob(gameId: string): Promise<AiJob | null> {
    return this.locks.run(gameId, async () => {
      const current = await this.freshOrReport(gameId);
      if (!current || closedReason(current.record)) return null;
      const seat = aiSeats.aiPromptSeat(current.setup, current.engine);
      const engine = current.engine;
      const level = seat === null ? null : aiSeats.aiLevelAt(current.setup, seat);
      if (seat === null || !engine?.prompt || !level || !current.setup.engine) return null;
      const loaded = await this.store.loadGame(gameId);
      if (!loaded || loaded.game.version !== current.record.version) return null;
      const column = loaded.game.snapshot;
      const snapshot =
        column === null || column === undefined
          ? null
          : column instanceof JsonText
            ? column.text
            : JSON.stringify(column);
      return {
        gameId,
        version: current.record.version,
        promptId: engine.prompt.id,
        seat,
        level,
        seed: aiSeats.aiSeed(current.setup, seat),
        setup: current.setup.engine,
        snapshot,
        snapshotSeq: loaded.game.snapshotSeq,
        tail: parseDecisions(gameId, loaded.decisions, loaded.game.snapshotSeq + 1),
      };
    });
  }

  /**
   * Saves an AI seat's answer to the job's prompt, through the same path as a player's (the decision
   * logged, then announced by the caller). Refused as stale when the prompt is no longer pending
   * for that AI (answered, or the player took the seat back); an illegal answer is replaced by the
   * safe default, so an AI never stalls a game.
   */
  async aiAct(job: AiJob, choice: readonly string[]): Promise<ActResult> {
    return this.exclusive(job.gameId, "AI decision", async () => {
      const current = await this.fresh(job.gameId);
      if (!current) return refuse("no-game");
      const refusal = playRefusal(current);
      if (refusal) return refuse(refusal);
      const engine = current.engine as Engine;
      const prompt = engine.prompt;
      const level = aiSeats.aiLevelAt(current.setup, job.seat);
      if (!prompt || prompt.id !== job.promptId || prompt.seat !== job.seat || !level) return refuse("stale");
      const before = mark(engine);
      let record: DecisionRecord = { seat: job.seat, prompt: prompt.id, choice: [...choice] };
      const stored = storedAnswer(record, prompt);
      if (!engine.submit(record).ok) {
        this.gameLog(current.record).warn({ seat: job.seat, promptId: prompt.id }, "AI answer refused");
        record = { seat: job.seat, prompt: prompt.id, choice: defaultChoice(prompt) };
        const fallback = engine.submit(record);
        if (!fallback.ok) throw new Error(`the engine refused its own default answer: ${fallback.reason}`);
        Object.assign(stored, storedAnswer(record, prompt));
      }
      return this.commitDecision(current, engine, before, current.setup, {
        row: { userId: null, seat: job.seat, answer: asJson({ ...stored, ai: level }) },
        now: this.now(),
        events: [],
      });
    });
  }

  /**
   * The one save after an engine step: the decision appended (seq = the engine's count), the
   * snapshot when the engine is at a quiet point, the timer, and the end of the game.
   */
  private commitDecision(
    current: Current,
    engine: Engine,
    before: Mark,
    setup: GameSetupRecord,
    step: {
      row: DecisionRow;
      /** Decisions applied before `row` in the same step (concessions that no one was left to decide). */
      earlier?: DecisionRow[];
      /** More columns of the same save (the players' rows when seats changed hands). */
      patch?: GamePatch;
      now: Date;
      events: readonly GameEvent[];
    },
  ): Promise<Success> {
    // A vote against an absent player lapses once the game no longer waits on them; a vote on a
    // player struck by the timer, or who conceded, stands until decided.
    const target = setup.kick ? aiSeats.voteTargetSeat(setup, setup.kick.targetUserId) : null;
    const awaited =
      target !== null &&
      (engine.prompt?.seat === target ||
        setup.seats[target]?.conceded === true ||
        (setup.strikes?.[target] ?? 0) >= aiSeats.STRIKES_FOR_VOTE);
    const timer = nextTimer(setup, engine, step.now);
    const kick = awaited ? setup.kick : undefined;
    // An undo vote lapses when anyone acts (issue 26). A decision that leaves them all as they
    // were (the same prompt still pending) keeps the setup itself: setups are never changed in place.
    let next = setup;
    if (timer !== setup.timer || kick !== setup.kick || setup.undo) {
      // `{ ...setup, timer, kick }` (and undo cleared), the same keys in the same order (`copySetup`).
      next = copySetup(setup);
      next.timer = timer;
      next.kick = kick;
      if (setup.undo) next.undo = undefined;
    }
    // The snapshot the engine took at a quiet point, if it did: written after the answer, apart
    // from the decision's save (`snapshotLater`).
    const checkpoint = engine.takeCheckpoint();
    const patch: GamePatch = step.patch ? { ...step.patch } : {};
    if (engine.over) {
      next = { ...next, stage: "over", kick: undefined };
      patch.status = "finished";
      patch.summary = asJson(summarize(next, engine));
    }
    const { row, earlier } = step;
    const seq = engine.decisions;
    // The decision rows as the store takes them, built as such (a decision's usual case: one row).
    const decisions: NewDecision[] = earlier
      ? [...earlier, row].map((r, i, all) => ({ seq: seq - all.length + 1 + i, ...r }))
      : [{ seq, userId: row.userId, seat: row.seat, answer: row.answer }];
    const ended = engine.over;
    // A decision that changed only the setup's live keys (timer, kick vote) of a setup saved as it
    // is (no undo vote lapsing, no end of the game): the stable setup is known to be the same, no
    // need to compare it key by key.
    const liveOnly = setup === current.setup && current.savedSetup === setup && !setup.undo && !ended;
    // A player's decision: the announcer puts the intent of the notice the new state owes in the
    // record this save carries (store/announcement-queue.ts), before the save starts.
    const foretell = this.announcements?.foretell;
    if (foretell && row.userId !== null) {
      const { record } = current;
      foretell(record.id, row.userId, () => foretold(record, patch, next, engine));
    }
    // The saved game turned into the step's result in the save's own continuation (one promise).
    return this.persist(current, next, engine, patch, decisions, liveOnly, (saved) => {
      if (checkpoint) this.snapshotLater(saved, engine, checkpoint);
      if (ended) {
        this.gameLog(saved.record).info({ winner: engine.g.result?.winner ?? null }, "game finished");
      }
      const events = eventsSince(engine, before, saved.setup);
      return success(saved, step.events.length > 0 ? [...step.events, ...events] : events);
    });
  }

  /**
   * The one save of a change: the new setup (plus `patch`, plus decisions) at the version `current`
   * was loaded with; the cache then holds the saved game.
   */
  private persist(
    current: Current,
    setup: GameSetupRecord,
    engine: Engine | null,
    patch?: GamePatch,
    appendDecisions?: NewDecision[],
    stableAsSaved?: boolean,
  ): Promise<Current>;
  private persist<R>(
    current: Current,
    setup: GameSetupRecord,
    engine: Engine | null,
    patch: GamePatch,
    appendDecisions: NewDecision[],
    stableAsSaved: boolean,
    then: (saved: Current) => R,
  ): Promise<R>;
  private persist<R>(
    current: Current,
    setup: GameSetupRecord,
    engine: Engine | null,
    patch: GamePatch = {},
    appendDecisions: NewDecision[] = [],
    /** The caller knows `setup` has the stable setup last saved (only live keys changed). */
    stableAsSaved = false,
    then?: (saved: Current) => R,
  ): Promise<Current | R> {
    const next = stamped(setup);
    // A decision changes at most the setup's timer, kick vote and timer notices: those alone are sent then (the
    // store keeps them apart), the rest of the setup only when it changed.
    const { timer, kick, notices } = next;
    // The setup's columns and the timer's index added to the caller's patch (its own object).
    if ((stableAsSaved && next === setup) || sameStableSetup(current.savedSetup, next))
      patch.setupLive = asJson({ timer, kick, notices });
    else patch.setup = asJson(next);
    patch.nextTimerAt = nextTimerAt(next);
    // Held as `held` holds a row (one copy, not two): without its snapshot, only whether it has one.
    const noSnapshot =
      patch.snapshot === undefined ? current.record.snapshot === null : patch.snapshot === null;
    const saving = this.save({
      id: current.record.id,
      expectedVersion: current.record.version,
      patch,
      appendDecisions,
      // The record's setup is `next` (below): the store need not read it back, nor the columns of
      // the record held (only what the save changes beyond the patch comes back).
      knownSetup: asJson(next),
      knownRecord: current.record,
    });
    return saving.then((record) => {
      const saved: Current = {
        record: recordWith(record, next, noSnapshot ? null : undefined),
        setup: next,
        engine,
        savedSetup: next,
      };
      this.cache.set(record.id, saved);
      if (this.onAiOwed && aiSeats.aiPromptSeat(next, engine) !== null) this.onAiOwed(record.id);
      return then ? then(saved) : saved;
    });
  }

  /**
   * A decision's snapshot, written once the event loop is idle (after the answer, the decision's
   * hold of the game's lock over; writeSnapshot takes it again): the decision's save carries none (issue 22: its compression and parameter were a sixth
   * of act()'s CPU). The decision itself is saved and acknowledged before; a snapshot written late,
   * or never (kill -9, a save of the game first), only leaves a longer tail for a restore to
   * replay. A game's newer snapshot replaces one not written yet.
   */
  private snapshotLater(saved: Current, engine: Engine, checkpoint: Checkpoint): void {
    this.unsavedSnapshots.set(saved.record.id, { engine, checkpoint, version: saved.record.version });
    this.snapshotPass ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.writeSnapshots(),
    );
  }

  /** Writes every snapshot waiting, those that come meanwhile too. */
  private async writeSnapshots(): Promise<void> {
    try {
      while (this.unsavedSnapshots.size > 0) {
        const waiting = [...this.unsavedSnapshots];
        this.unsavedSnapshots.clear();
        await Promise.all(waiting.map(([gameId, unsaved]) => this.writeSnapshot(gameId, unsaved)));
      }
    } finally {
      this.snapshotPass = null;
    }
  }

  /**
   * Writes one snapshot under the game's lock, at the version the game is held at: the version of
   * its decision's save, or a later one of the same engine (its log only grew since). A save of
   * another process first, or an undo here (a new engine), and it is dropped. Held for one
   * statement: a click that comes meanwhile waits that long, once every SNAPSHOT_EVERY decisions.
   */
  private writeSnapshot(gameId: string, unsaved: UnsavedSnapshot): Promise<void> {
    const { engine, checkpoint } = unsaved;
    return this.locks.run(gameId, async () => {
      const held = this.cache.get(gameId);
      if (held && held.engine !== engine) return;
      try {
        await this.store.saveSnapshot({
          id: gameId,
          atVersion: held ? held.record.version : unsaved.version,
          snapshot: snapshotColumn(checkpoint.state),
          snapshotSeq: checkpoint.decisions,
        });
      } catch (error) {
        this.log.warn({ gameId, err: error }, "snapshot not written (the game's log stays whole)");
      }
    });
  }

  /** Resolves once the snapshots taken so far are written (or dropped): tests, shutdown. */
  async snapshotsWritten(): Promise<void> {
    while (this.snapshotPass) await this.snapshotPass;
  }

  // ---------------------------------------------------------------------------------------------
  // Snapshots when a game leaves the hot path (issue 22, cold clicks)
  //
  // A cold click (the game not cached: after a restart, or once evicted) restores the game from
  // its latest snapshot (every SNAPSHOT_EVERY decisions) and replays the decisions since. The
  // game's state is written as its snapshot when it leaves the hot path instead: evicted, idle for
  // IDLE_SNAPSHOT_MS, or the process stopping. Nothing of it runs during play: a click's path is
  // unchanged (no query, no serialisation, no timestamp). The snapshot is the engine's state at its
  // latest quiet point short of the undoes the players may still ask for (`undoSafeQuietPoint`: an
  // undo then reads its verdict from the snapshot as before, never from the setup): serialised from
  // the engine when it still stands there (`Engine.quietState`), else rebuilt from the stored game
  // as a cold load would (`quietStateAt`: the tail left is the decisions since that point).
  // It goes in the same column as every snapshot, by the same statement (`Store.saveSnapshot`: at
  // the version held, never over a newer one, gone with the decisions an undo drops), so restore,
  // undo and other processes read it as any other.
  //
  // The state is read when nothing may be changing the game: its lock free (a step holds it from
  // the engine's move to the end of its save, so a free lock means the engine is the saved game's,
  // at the version held). The lock is not taken: a click that comes while the statement runs does
  // not wait on it here; in the database its save waits at most for that one statement's hold of
  // the game's row (FOR NO KEY UPDATE), or goes first and the snapshot is not written (another
  // version). One game at a time, a bounded number per pass.

  /** The cache pushed a game out: its state is written as its snapshot, after the caller's turn. */
  private evicted(gameId: string, current: Current): void {
    const engine = current.engine;
    // A step in progress holds the lock: its engine may be ahead of the record (not saved yet).
    if (!engine || !quickSnapshotWanted(engine) || this.locks.busy(gameId)) return;
    if (this.evictedGames.size >= EVICTED_WAITING_MAX) {
      const oldest = this.evictedGames.keys().next();
      if (!oldest.done) this.evictedGames.delete(oldest.value);
    }
    this.evictedGames.set(gameId, { current, decisions: engine.decisions });
    this.evictedPass ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.writeEvicted(),
    );
  }

  /** Writes the evicted games' snapshots, one at a time, those evicted meanwhile too. */
  private async writeEvicted(): Promise<void> {
    try {
      for (;;) {
        const next = this.evictedGames.entries().next();
        if (next.done) break;
        const [gameId, evicted] = next.value;
        this.evictedGames.delete(gameId);
        // Out of the cache, nothing reaches its engine: still the evicted game's (checked).
        if (evicted.current.engine?.decisions !== evicted.decisions) continue;
        await this.quickSnapshot(gameId, evicted.current);
      }
    } finally {
      this.evictedPass = null;
    }
  }

  /**
   * Writes the state of the cached games that were idle since the previous call (the same record
   * held, at most `limit` of them) as their snapshot; how many were written. The bot calls it every
   * IDLE_SNAPSHOT_MS.
   */
  async snapshotIdle(limit = IDLE_SNAPSHOTS_PER_PASS): Promise<number> {
    const seen = this.idleSeen;
    const now = new WeakSet<Current>();
    const idle: [string, Current][] = [];
    for (const [gameId, current] of this.cache.snapshot()) {
      now.add(current);
      if (seen.has(current) && current.engine && quickSnapshotWanted(current.engine))
        idle.push([gameId, current]);
    }
    this.idleSeen = now;
    let written = 0;
    for (const [gameId, current] of idle.slice(0, limit)) {
      // Moved on or gone meanwhile: no longer idle, or no longer ours to write.
      if (this.cache.peek(gameId) !== current) continue;
      if (await this.quickSnapshot(gameId, current)) written++;
    }
    return written;
  }

  /**
   * A graceful stop (after the last interaction): the cached games' state as their snapshots, the
   * most recently played first, one at a time, until `limit` or `ms` is reached; how many were
   * written. Games left out restore as before (their snapshot and a longer tail).
   */
  async snapshotOnStop(limit = this.cache.capacity, ms = STOP_SNAPSHOTS_MS): Promise<number> {
    const until = performance.now() + ms;
    await this.snapshotsWritten();
    while (this.evictedPass) await this.evictedPass;
    let written = 0;
    for (const [gameId, current] of this.cache.snapshot().reverse()) {
      if (written >= limit || performance.now() > until) break;
      if (!current.engine || !quickSnapshotWanted(current.engine)) continue;
      if (await this.quickSnapshot(gameId, current)) written++;
    }
    return written;
  }

  /**
   * Writes the game's state at a quiet point as its snapshot when its engine is the saved game's
   * (its lock free, or evicted); whether it was written. The point is the latest one that keeps
   * every undo as it was (`undoSafeQuietPoint`, from the stored game at the version held: one query
   * on the raw pool, its tail replayed and traced a few decisions per turn); nothing is written
   * when it is not past the stored snapshot. Its state is the engine's own when the engine still
   * stands there (`Engine.quietState`, read in the same turn as the checks), else rebuilt from the
   * stored game (`quietStateAt`: the log replayed up to that point only).
   */
  private async quickSnapshot(gameId: string, current: Current): Promise<boolean> {
    const engine = current.engine;
    if (!engine || !this.mayWriteFor(gameId, current)) return false;
    const decisions = engine.decisions;
    // Already looked at, at this decision: nothing more to write until the game moves on.
    if (this.quickChecked.get(engine) === decisions) return false;
    const { version } = current.record;
    try {
      const loaded = await this.store.loadGame(gameId);
      // Another version: another process's save, or an undo, since; the held engine is not that game.
      if (!loaded || loaded.game.version !== version) return false;
      if (loaded.game.snapshotSeq + loaded.decisions.length !== decisions) return false;
      this.quickChecked.set(engine, decisions);
      const at = await undoSafeQuietPoint(loaded, current.setup, nextTurn);
      if (at === null || at <= loaded.game.snapshotSeq) return false;
      // Read at once, in the same turn as the checks: no step can start in between.
      const here =
        at === engine.lastQuietPoint &&
        engine.decisions === decisions &&
        current.record.version === version &&
        this.mayWriteFor(gameId, current)
          ? engine.quietState()
          : null;
      const checkpoint = here ?? (await quietStateAt(loaded, current.setup, at, nextTurn));
      if (!checkpoint || checkpoint.decisions !== at) return false;
      const written = await this.store.saveSnapshot({
        id: gameId,
        atVersion: version,
        snapshot: snapshotColumn(checkpoint.state),
        snapshotSeq: checkpoint.decisions,
      });
      // The next snapshot of the bot's cadence counts from this one.
      if (written) engine.snapshotStored(checkpoint.decisions);
      return written;
    } catch (error) {
      this.log.warn({ gameId, err: error }, "idle snapshot not written (the game's log stays whole)");
      return false;
    }
  }

  /** No step holds the game (its engine is the saved game's) and the cache holds `current` or nothing. */
  private mayWriteFor(gameId: string, current: Current): boolean {
    if (this.locks.busy(gameId)) return false;
    const held = this.cache.peek(gameId);
    return held === undefined || held === current;
  }

  /** Resolves once the evicted games' snapshots are written (tests, the bench). */
  async evictedWritten(): Promise<void> {
    while (this.evictedPass) await this.evictedPass;
  }

  /** Every save of the service: it carries the game's queued announcement record, if any. */
  private save(input: SaveGame): Promise<GameRecord> {
    const saved = this.saveCarrying(input);
    const status = input.patch?.status;
    const onClosed = this.onClosed;
    // A decision's save, nearly always: its promise as it is (no async frame more per decision).
    if (!onClosed || (status !== "finished" && status !== "cancelled")) return saved;
    return saved.then((record) => {
      onClosed(record.id);
      return record;
    });
  }

  private saveCarrying(input: SaveGame): Promise<GameRecord> {
    const queue = this.announcements;
    if (!queue?.has(input.id)) return this.store.saveGame(input);
    return queue.carry(input.id, (announcement, announcementInGameRow) =>
      this.store.saveGame(announcement ? { ...input, announcement, announcementInGameRow } : input),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Turn timers

  /**
   * Reminders at half time and the safe default at expiry, for every game in play or in its
   * faction selection that has a turn timer and belongs to this process's shards.
   * The caller owns the clock and calls this periodically. The due games come from the store's
   * index (`next_timer_at`), each claimed by one process at a time; several processes may tick the
   * same database, and the version lets one change of each game through. A process that dies
   * holding claims frees them after the lease. `announce` gets each event while its game is still
   * locked: its snapshot's engine is live, so that is the moment to render it.
   */
  async tick(now: Date, announce?: (event: TimerEvent) => void): Promise<TimerEvent[]> {
    const out: TimerEvent[] = [];
    for (let batch = 0; batch < MAX_TIMER_BATCHES; batch++) {
      const claimed = await this.store.claimDueTimers({
        now,
        leaseMs: this.timerLeaseMs,
        limit: TIMER_BATCH,
        shards: this.shards(),
      });
      for (const claim of claimed) {
        const event = await this.locks.run(claim.id, async () => {
          let current: Current | null = null;
          try {
            current = await this.fresh(claim.id);
            const event = current && (await this.applyTimer(current, now));
            if (event) announce?.(event);
            else {
              // Not due after all (a save by an older release left an early time): the claim goes
              // back with the next time read from the stored setup.
              const next =
                current && !closedReason(current.record)
                  ? countedNextTimerAt(current.setup, await this.pauseRules(current))
                  : null;
              await this.store.releaseTimer({ ...claim, version: current?.record.version ?? -1 }, next);
            }
            return event;
          } catch (error) {
            // The claim stays until its lease ends: the timer is tried again then, not at once.
            this.cache.delete(claim.id);
            if (error instanceof VersionConflictError) return null;
            this.log.error({ err: error, gameId: claim.id }, "turn timer failed");
            return null;
          }
        });
        if (event) out.push(event);
      }
      if (claimed.length < TIMER_BATCH) break;
    }
    return out;
  }

  private async applyTimer(current: Current, now: Date): Promise<TimerEvent | null> {
    const gameId = current.record.id;
    if (closedReason(current.record)) return null;
    const { setup, engine } = current;
    const rules = await this.pauseRules(current);
    const due = countedTimerDue(setup, now, rules);
    const timer = setup.timer;
    const waiting = awaitedId(setup, engine);
    if (!due || !timer || waiting === null) return null;
    if (waiting !== timer.promptId) {
      // The timer lost track of what the game waits on: time it from now rather than punish anyone.
      await this.persist(
        current,
        { ...setup, timer: nextTimer({ ...setup, timer: undefined }, engine, now) },
        engine,
      );
      return null;
    }
    const prompt = engine?.prompt;
    // The notices are saved with the change that decides them: owed to the channel until delivered.
    const wait = waitKey(setup, engine) as string;
    if (due === "reminder") {
      const deadline = countedDeadline(setup, timer, rules);
      const seats = prompt ? [prompt.seat] : lobby.pendingPickers(setup);
      const events: GameEvent[] = seats.map((seat) => ({
        type: "reminder",
        promptId: waiting,
        seat,
        userId: setup.seats[seat]?.userId ?? "",
        deadline,
      }));
      const reminded = withTimerNotices({ ...setup, timer: { ...timer, reminded: true } }, events, wait);
      const saved = await this.persist(current, reminded, engine);
      return { kind: "reminder", gameId, snapshot: snapshotOf(saved), events };
    }
    if (!engine || !prompt) {
      const step = lobby.timeoutPicks(setup);
      const told = { ...step, setup: withTimerNotices(step.setup, step.events, wait) };
      const saved = await this.saveLobbyStep(current, told, now);
      this.gameLog(current.record).info({ pickId: waiting }, "faction pick timer expired");
      return { kind: "timeout", gameId, snapshot: saved.snapshot, events: saved.events };
    }
    const userId = setup.seats[prompt.seat]?.userId ?? "";
    const before = mark(engine);
    const answer: DecisionRecord = { seat: prompt.seat, prompt: prompt.id, choice: defaultChoice(prompt) };
    const result = engine.submit(answer);
    if (!result.ok) throw new Error(`the engine refused its own default answer: ${result.reason}`);
    this.gameLog(current.record).info({ seat: prompt.seat, promptId: prompt.id }, "turn timer expired");
    // A turn the timer ended counts towards a vote at any time (issue 23: replace with an AI).
    const struck = prompt.kind === "main" ? aiSeats.withStrike(setup, prompt.seat, true) : setup;
    const strikes = prompt.kind === "main" ? (struck.strikes?.[prompt.seat] ?? 0) : 0;
    const events: GameEvent[] = [
      {
        type: "timeout",
        promptId: prompt.id,
        seat: prompt.seat,
        userId,
        did: timeoutMove(prompt, answer.choice),
        ...(strikes > 0 ? { strikes } : {}),
      },
    ];
    // From the second turn in a row, the table is offered the vote on them at once (issue 23).
    let told = withTimerNotices(struck, events, wait);
    if (strikes >= aiSeats.STRIKES_FOR_VOTE) told = aiSeats.withStrikeVote(told, prompt.seat, wait);
    const saved = await this.commitDecision(current, engine, before, told, {
      row: {
        userId: null,
        seat: prompt.seat,
        answer: asJson({ ...storedAnswer(answer, prompt), auto: true }),
      },
      now,
      events,
    });
    return { kind: "timeout", gameId, snapshot: saved.snapshot, events: saved.events };
  }

  /**
   * What the timer of this game's current wait does not count (issue 26): the away windows of the
   * player(s) it waits on and the server's weekends, when a source of them was given.
   */
  private async pauseRules(current: Current): Promise<PauseRules> {
    const { setup, engine, record } = current;
    if (!this.timerPauses || !setup.timer) return NO_PAUSES;
    const prompt = setup.stage === "playing" ? engine?.prompt : undefined;
    const seats = prompt ? [prompt.seat] : setup.stage === "selecting" ? lobby.pendingPickers(setup) : [];
    const users = seats.flatMap((seat) => {
      const s = setup.seats[seat];
      return s && !s.ai ? [s.userId] : [];
    });
    return this.timerPauses.rules(record.guildId, users, new Date(setup.timer.since));
  }

  /** When a kick vote on the player prompt `promptId` waits for opens, in counted time. */
  private async countedKickOpensAt(current: Current, promptId: number): Promise<Date> {
    const { setup, record } = current;
    const plain = kickOpensAt(setup, record, promptId);
    if (!this.timerPauses) return plain;
    const since = setup.timer?.promptId === promptId ? new Date(setup.timer.since) : record.updatedAt;
    return countedKickOpensAt(since, plain, await this.pauseRules(current));
  }

  /** The service's clock (the one its turn timers are stamped with). */
  clock(): Date {
    return this.now();
  }

  /**
   * Saves a notice for a game's table that no move makes (issue 26: a player went away or came
   * back), owed to the channel like the timer's own; the snapshot to announce, or null when the
   * game is over or could not take it. The save also puts the timer's wake-up back to its plain
   * time: the next tick counts again with the new pauses.
   */
  async tellTable(gameId: string, notice: TableNotice): Promise<GameSnapshot | null> {
    const result = await this.exclusive(gameId, "table notice", async () => {
      const current = await this.fresh(gameId);
      if (!current) return refuse("no-game");
      const closed = closedReason(current.record);
      if (closed) return refuse(closed);
      // Told already (a start-up telling again what a crash may have cut short): as it is.
      if (holdsTableNotice(current.setup, notice.ref)) return success(current, []);
      const saved = await this.persist(
        current,
        withTableNotice(current.setup, current.engine, notice),
        current.engine,
      );
      return success(saved, []);
    });
    return result.ok ? result.snapshot : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Administration and history

  /**
   * Cancels the open game of a channel whatever its state, even one whose decision log no longer
   * replays (that is when admins need it most).
   */
  async adminEndGame(input: AdminEndInput): Promise<AdminEndResult> {
    const { guildId, channelId, adminId } = input;
    try {
      const open = await this.store.loadActiveGameByChannel(channelId);
      if (!open || open.game.guildId !== guildId) return refuse("no-game");
      const gameId = open.game.id;
      return await this.locks.run(gameId, async () => {
        try {
          return await this.forceCancel(gameId, { kind: "admin", userId: adminId });
        } finally {
          this.cache.delete(gameId);
        }
      });
    } catch (error) {
      this.log.error({ err: error, guildId, channelId }, "admin end-game failed");
      return refuse("internal");
    }
  }

  /**
   * Closes the open game (lobby or play) of a channel or thread Discord deleted: cancelled, so
   * nobody wins and the records count it abandoned, its summary saying why; its turn timer goes
   * with the save. Nothing is announced (there is nowhere to). Answers the game closed, if any.
   */
  async closeLostChannel(channelId: string, thread?: boolean): Promise<string | null> {
    const open = await this.store.loadActiveGameByChannel(channelId);
    if (!open) return null;
    const gameId = open.game.id;
    const cause: CancelCause =
      thread === undefined ? { kind: "channelDeleted" } : { kind: "channelDeleted", thread };
    const ended = await this.locks.run(gameId, async () => {
      try {
        return await this.forceCancel(gameId, cause);
      } finally {
        this.cache.delete(gameId);
      }
    });
    return ended.ok ? gameId : null;
  }

  private async forceCancel(gameId: string, cause: CancelCause): Promise<AdminEndResult> {
    // Another process may save in between; the admin's decision wins, so retry on the new version.
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.store.loadGame(gameId);
      if (!loaded || (loaded.game.status !== "lobby" && loaded.game.status !== "active"))
        return refuse("no-game");
      const setup = gameSetupSchema.safeParse(loaded.game.setup);
      const engine = setup.success ? this.engineOrNull(loaded, setup.data) : null;
      const patch: GamePatch = { status: "cancelled" };
      let next: GameSetupRecord | null = null;
      if (setup.success) {
        next = stamped({ ...setup.data, stage: "cancelled", timer: undefined, kick: undefined });
        patch.setup = asJson(next);
        patch.summary = asJson(summarize(next, engine, cause));
      }
      try {
        const record = await this.save({ id: gameId, expectedVersion: loaded.game.version, patch });
        if (cause.kind === "admin")
          this.gameLog(record).info({ adminId: cause.userId }, "game ended by an admin");
        else this.gameLog(record).info({ cause }, "game ended: its channel was deleted");
        const events: GameEvent[] = [{ type: "cancelled", cause }];
        // An unreadable setup cannot make a snapshot; the game is cancelled all the same.
        if (!next) return { ok: true, snapshot: null, events, gameId };
        return { ...success({ record, setup: next, engine }, events), gameId };
      } catch (error) {
        if (!(error instanceof VersionConflictError) || attempt >= 5) throw error;
      }
    }
  }

  private engineOrNull(loaded: LoadedGame, setup: GameSetupRecord): Engine | null {
    try {
      return restoreEngine(loaded, setup, this.engineOptions)?.engine ?? null;
    } catch (error) {
      this.gameLog(loaded.game).error({ err: error }, "game cannot be restored");
      return null;
    }
  }

  /** The whole game as its engine setup and every decision, replayable with Engine.replay. */
  async exportGame(gameId: string): Promise<GameExport | null> {
    const loaded = await this.store.loadGame(gameId);
    if (!loaded) return null;
    const setup = parseSetup(gameId, loaded.game.setup);
    if (!setup.engine) return null;
    const stored = parseDecisions(gameId, await this.store.loadAllDecisions(gameId), 1);
    const decisions = stored.map(engineDecision);
    return {
      gameId,
      setup: setup.engine,
      decisions,
      seats: setup.seats.map((s) => ({ userId: s.userId, name: s.name })),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  /**
   * The game as stored now, with its engine (cached when the version matches), for rendering.
   * Throws GameRestoreError (after logging it) when its decision log does not replay.
   */
  async load(gameId: string): Promise<GameSnapshot | null> {
    return this.locks.run(gameId, async () => {
      const current = await this.freshOrReport(gameId);
      return current && snapshotOf(current);
    });
  }

  /**
   * The game as this process last saved or read it, when that is at `version` or newer, without
   * asking the database (null otherwise: then `load`). For a click that is about to save: a copy
   * another process moved on is caught by the version of the save, as with `act`. Waits for a
   * change of the game in progress here, so the engine is never seen half-way through a step.
   */
  cached(gameId: string, version: number): Promise<GameSnapshot | null> {
    // Nothing in progress on the game here (a click's usual case): no lock to take and release.
    if (!this.locks.busy(gameId)) return Promise.resolve(this.cachedNow(gameId, version));
    return this.locks.run(gameId, () => Promise.resolve(this.cachedNow(gameId, version)));
  }

  private cachedNow(gameId: string, version: number): GameSnapshot | null {
    const current = this.cache.get(gameId);
    return current && current.record.version >= version ? snapshotOf(current) : null;
  }

  /** The server channel's game in play, else the last one it finished: the game whose story can be told. */
  async latestPlayedInChannel(guildId: string, channelId: string): Promise<GameSnapshot | null> {
    const id = await this.store.latestPlayedGameId(guildId, channelId);
    return id ? this.load(id) : null;
  }

  /** The channel's game in lobby or play, if any. */
  async activeInChannel(channelId: string): Promise<GameSnapshot | null> {
    const open = await this.store.loadActiveGameByChannel(channelId);
    return open ? this.load(open.game.id) : null;
  }

  private async freshOrReport(gameId: string): Promise<Current | null> {
    try {
      return await this.fresh(gameId);
    } catch (error) {
      if (error instanceof GameRestoreError)
        this.log.error({ err: error, gameId }, "game cannot be restored");
      throw error;
    }
  }

  /** The game as stored, reusing the cached engine when it is at the stored version. */
  private async fresh(gameId: string): Promise<Current | null> {
    return (await this.restore(gameId)).current;
  }

  /**
   * The game as stored, restored; an open game whose latest decisions no longer replay (a newer
   * release's rules) is rewound to its snapshot, saved so, and reported (docs/upgrades.md).
   */
  private async restore(gameId: string): Promise<{ current: Current | null; rewound: boolean }> {
    for (let attempt = 1; ; attempt++) {
      // A cached game still at the stored version is current: the load then reads only its version.
      const cached = this.cache.get(gameId);
      const loaded = cached
        ? await this.store.loadGameUnlessVersion(gameId, cached.record.version)
        : await this.store.loadGame(gameId);
      if (!loaded) {
        this.cache.delete(gameId);
        return { current: null, rewound: false };
      }
      if (loaded === "unchanged" && cached) return { current: cached, rewound: false };
      if (loaded === "unchanged") continue;
      this.cache.delete(gameId);
      const setup = parseSetup(gameId, loaded.game.setup);
      const restored = restoreEngine(loaded, setup, this.engineOptions);
      const engine = restored?.engine ?? null;
      if (restored?.undone && engine) {
        if (closedReason(loaded.game)) {
          // A closed game is only shown: its last quiet state is the best there is.
          this.gameLog(loaded.game).warn(
            { reason: restored.undone.reason },
            "closed game shown at its snapshot",
          );
        } else {
          try {
            return { current: await this.rewind(loaded, setup, engine, restored.undone), rewound: true };
          } catch (error) {
            // Another process saved (or rewound) the game meanwhile: restore what it saved.
            if (error instanceof VersionConflictError && attempt < 3) continue;
            throw error;
          }
        }
      }
      const current: Current = { record: held(loaded.game), setup, engine };
      this.cache.set(gameId, current);
      return { current, rewound: false };
    }
  }

  /**
   * Saves a game back at its snapshot: the undone decisions leave the log in the same statement,
   * the timer restarts for the prompt it now waits on, a vote in progress lapses. Then the table
   * is told what was undone and who plays.
   */
  private async rewind(
    loaded: LoadedGame,
    setup: GameSetupRecord,
    engine: Engine,
    undone: UndoneTail,
  ): Promise<Current> {
    const { game } = loaded;
    const next = stamped({
      ...setup,
      kick: undefined,
      undo: undefined,
      timer: nextTimer({ ...setup, timer: undefined }, engine, this.now()),
    });
    const record = await this.save({
      id: game.id,
      expectedVersion: game.version,
      patch: { setup: asJson(next), nextTimerAt: nextTimerAt(next) },
      dropDecisionsAfter: game.snapshotSeq,
    });
    const current: Current = { record: held({ ...record, snapshot: game.snapshot }), setup: next, engine };
    this.cache.set(game.id, current);
    this.gameLog(record).warn(
      {
        savedBy: setup.release ?? null,
        release: RELEASE,
        failedSeq: undone.failedSeq,
        reason: undone.reason,
        undone: undone.decisions.map((d) => ({ seq: d.seq, seat: d.seat, answer: d.answer })),
      },
      "game rewound to its snapshot: its latest decisions no longer replay",
    );
    const events: GameEvent[] = [
      {
        type: "rewound",
        undone: undone.decisions.length,
        by: [...new Set(undone.decisions.map((d) => d.userId).filter((u): u is string => u !== null))],
        turn: engine.g.turn.number,
        activeSeat: engine.g.turn.active,
        atStart: game.snapshot === null,
      },
      // The prompt the game now waits on, as new (its ping is the wait the announcer owes).
      ...eventsSince(engine, { logSeq: engine.g.logSeq, promptId: null, over: engine.over }, next),
    ];
    this.onRewound?.({ gameId: game.id, snapshot: snapshotOf(current), events });
    return current;
  }

  /**
   * Restores every open game last saved by another release, so that those whose latest decisions
   * no longer replay are rewound (and their tables told) before anyone clicks. Run at start-up.
   */
  async restoreOpenGames(): Promise<RestorePass> {
    const pass: RestorePass = { checked: 0, rewound: 0, failed: 0 };
    for (const header of await this.store.listOpenGames()) {
      const setup = gameSetupSchema.safeParse(header.setup);
      if (setup.success && (setup.data.release === RELEASE || !setup.data.engine)) continue;
      pass.checked++;
      await this.locks.run(header.id, async () => {
        try {
          if ((await this.restore(header.id)).rewound) pass.rewound++;
        } catch (error) {
          pass.failed++;
          this.log.error({ err: error, gameId: header.id }, "game cannot be restored");
        }
      });
    }
    return pass;
  }

  /**
   * The game for a caller who saw `version`: the cached copy when it is at that version or newer
   * (newer means the caller is stale; no need to ask the database), else the stored game. A cached
   * copy that another process has outdated is caught by the version check of the save.
   */
  private async current(gameId: string, version: number | undefined): Promise<Current | null> {
    return (version === undefined ? null : this.cachedAt(gameId, version)) ?? this.fresh(gameId);
  }

  /** The cached game when it is at `version` or newer (`current` without a promise: a click's usual case). */
  private cachedAt(gameId: string, version: number): Current | null {
    const cached = this.cache.get(gameId);
    return cached && cached.record.version >= version ? cached : null;
  }

  /**
   * Runs one change of a game under its lock. Whatever goes wrong leaves the stored game as it
   * was and drops the cached engine (it may hold a step that was never saved).
   */
  private exclusive<T extends Success | Refusal>(
    gameId: string,
    what: string,
    task: () => Promise<T> | T,
  ): Promise<T | Refusal> {
    // The task's promise caught as it is (no async frame more per decision); a task that throws
    // before returning one is caught the same.
    return this.locks.run(gameId, () =>
      started(task).catch((error: unknown) => {
        this.cache.delete(gameId);
        if (error instanceof VersionConflictError) return refuse("stale");
        if (error instanceof GameNotFoundError) return refuse("no-game");
        // The database is down (its embedded server restarting): the caller says "try again".
        if (databaseUnreachable(error)) throw error;
        const message = error instanceof GameRestoreError ? "game cannot be restored" : `${what} failed`;
        this.log.error({ err: error, gameId }, message);
        return refuse("internal");
      }),
    );
  }

  /** The game's logger, made once per game (a child logger costs more than a decision's other work). */
  private gameLog(record: GameRecord): Logger {
    let log = this.logs.get(record.id);
    if (!log) {
      log = gameLogger(this.log, { gameId: record.id, guildId: record.guildId, channelId: record.channelId });
      this.logs.set(record.id, log);
    }
    return log;
  }
}

/** Resolves at the event loop's next turn (after the I/O waiting: other games' clicks go first). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Whether a game's state would be worth writing as its snapshot now (nothing serialised). */
function quickSnapshotWanted(engine: Engine): boolean {
  if (engine.quietStateDue) return true;
  // Past a quiet point the last snapshot does not include: that point's state, rebuilt.
  return !engine.over && engine.prompt !== null && engine.lastQuietPoint > engine.lastSnapshot;
}

/** The store's player rows of a setup (who sits where). */
function playerRows(setup: GameSetupRecord) {
  return setup.seats.map((s, seat) => ({ userId: s.userId, seat, factions: s.factions }));
}

function snapshotOf(current: Current): GameSnapshot {
  return new HeldSnapshot(current.record, current.setup, current.engine);
}

/**
 * A game as the service hands it out: its seat lookups are methods and its names read when asked
 * (a snapshot per decision, most of which nobody asks for names; no closures per decision).
 */
class HeldSnapshot implements GameSnapshot {
  private seatNames: string[] | undefined;

  constructor(
    readonly record: GameRecord,
    readonly setup: GameSetupRecord,
    readonly engine: Engine | null,
  ) {}

  seatOf(userId: string): Seat | null {
    return lobby.seatOf(this.setup, userId);
  }

  userOf(seat: Seat): string | null {
    return this.setup.seats[seat]?.userId ?? null;
  }

  get names(): string[] {
    this.seatNames ??= this.setup.seats.map((s) => s.name);
    return this.seatNames;
  }
}

/**
 * The game as a decision's save will store it (its version one up, its status and summary from the
 * patch), for the announcer to render the notice it owes before the save (`foretell`).
 */
function foretold(
  record: GameRecord,
  patch: GamePatch,
  setup: GameSetupRecord,
  engine: Engine,
): GameSnapshot {
  const saved: GameRecord = {
    ...record,
    version: record.version + 1,
    status: patch.status ?? record.status,
    summary: patch.summary !== undefined ? (patch.summary as JsonValue | null) : record.summary,
  };
  return new HeldSnapshot(saved, setup, engine);
}

function success(current: Current, events: GameEvent[]): Success {
  return { ok: true, snapshot: snapshotOf(current), events };
}

/** The snapshot columns when the engine is at a quiet point that includes every decision. */
function snapshotPatch(engine: Engine): GamePatch {
  return snapshotToSave(engine) ?? {};
}

/**
 * A row as the cache holds it: without its snapshot document (the engine is the state; a cached
 * game only needs to know whether it has a snapshot), so that a thousand games in memory do not
 * also hold a thousand parsed states.
 */
function held(record: GameRecord): GameRecord {
  return record.snapshot === null ? record : { ...record, snapshot: undefined };
}

/**
 * `{ ...record, setup, snapshot }` written as a literal, the keys in the order the store writes a
 * record (prisma-store.ts `savedRecord`): a spread of a record took V8's slow clone at every
 * decision (a record made by a spread keeps its properties out of the object, which the fast clone
 * of V8 11 does not take), ~2 % of act()'s instructions with the bench store's own (issue 22).
 */
export function recordWith(
  record: GameRecord,
  setup: JsonValue,
  snapshot: GameRecord["snapshot"],
): GameRecord {
  return {
    id: record.id,
    guildId: record.guildId,
    channelId: record.channelId,
    status: record.status,
    version: record.version,
    setup,
    snapshot,
    snapshotSeq: record.snapshotSeq,
    summary: record.summary,
    boardChannelId: record.boardChannelId,
    boardMessageId: record.boardMessageId,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    finishedAt: record.finishedAt,
  };
}

/** The setup as this release saves it: stamped with the release. */
function stamped(setup: GameSetupRecord): GameSetupRecord {
  // Setups are replaced, never changed in place: one stamped already is kept (no copy per decision).
  return setup.release === RELEASE ? setup : { ...setup, release: RELEASE };
}

function closedReason(record: GameRecord): AppReason | null {
  if (record.status === "finished") return "game-over";
  if (record.status === "cancelled") return "cancelled";
  return null;
}

/** Why a game cannot take a player's decision now, if it cannot. */
function playRefusal(current: Current): AppReason | null {
  const closed = closedReason(current.record);
  if (closed) return closed;
  if (current.record.status === "lobby" || !current.engine) return "not-active";
  return null;
}

/** The keys of the setup turn by turn (the store keeps them apart): not part of the stable setup. */
const liveSetupKey = (key: string): boolean => key === "timer" || key === "kick" || key === "notices";

/** Whether `next` has the same stable setup as `saved`: every other key the same value (not a copy). */
function sameStableSetup(saved: GameSetupRecord | undefined, next: GameSetupRecord): boolean {
  if (!saved) return false;
  if (saved === next) return true;
  const a = saved as unknown as Record<string, unknown>;
  const b = next as unknown as Record<string, unknown>;
  // for-in rather than Object.keys (no arrays per decision): setups are plain objects, own keys only.
  for (const key in b) if (!liveSetupKey(key) && a[key] !== b[key]) return false;
  for (const key in a) if (!liveSetupKey(key) && !(key in b)) return false;
  return true;
}

/** Our records are zod-checked plain data; optional keys left undefined vanish in JSON. */
function asJson(value: object): JsonValue {
  return value as JsonValue;
}

/** What the default answer `choice` to `prompt` did, for the timeout notice. */
function timeoutMove(prompt: Prompt, choice: readonly string[]): TimeoutMove {
  if (prompt.kind === "main") return { kind: "end" };
  if (choice.length === 0 || choice.includes("pass") || choice.includes("no")) return { kind: "pass" };
  const picked = prompt.options.filter((o) => choice.includes(o.id));
  return {
    kind: "chose",
    cards: picked.flatMap((o) => (o.card === undefined ? [] : [o.card])),
    bases: picked.flatMap((o) => (o.base === undefined ? [] : [o.base])),
    seats: picked.flatMap((o) => (o.seat === undefined ? [] : [o.seat])),
  };
}

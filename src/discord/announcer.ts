// Everything a game shows in its channel: its one public message (lobby → faction selection →
// board), edited in place, re-posted at the bottom when it has scrolled far up or on request, and
// the notices that ping whoever must act. Called after the game service saved; it never throws:
// a Discord failure is logged, and the game is left "behind" for the reconciler (./reconciler.ts).
//
// What Discord accepted is stored per game (the store's announcement: the game version fully
// shown, the game message's id, the last wait and turn pinged), apart from the game's row and
// version, written only once Discord took the messages. So the table converges on the stored game
// whatever fails between a save and its announcement, and the ping a wait owes (notices.ts,
// `owedNotice`) goes out exactly once, whoever sends it: the interaction, a timer, or a
// reconciliation after a crash or a refused message.
//
// Where the game message is: the stored id, checked against the latest messages of the channel.
// That one read tells both whether the message is still near the bottom and, when no id is known,
// which recent message it is (the bot's message with embeds and this game's buttons). A player's
// click (the hot path, issue 22) skips it when this process read or posted the message there less
// than PLACE_TRUST_MS ago and posted few messages since: the edit alone goes out, and a failed
// edit (the message deleted, or moved by another process) reads the channel and tries again.
// Everything else (commands typed in the channel, timers, catch-up after a start) reads.
//
// Clicks faster than edits (issue 22: Discord's global limit of requests per bot is the bot's
// ceiling, and its per-channel limits queue a channel's edits): a click's board edit goes out at
// once when the game's last one is BOARD_EDIT_INTERVAL_MS old, else it waits for the interval and
// only the newest board of the burst is sent (latest-only.ts). Such a click's record keeps the
// version the board showed until the edit lands (so a crash in between leaves the game behind, for
// the reconciler), and the click's answer does not wait for it. A click's own answer (its panel)
// goes before the notices (`PublishInput.answer`): the clicker waits for the board, not the pings.

import { hash, randomUUID } from "node:crypto";
import { type Client, Routes } from "discord.js";
import type { GameEvent, GameExport, GameSnapshot } from "../app/index.ts";
import { KeyedMutex } from "../app/keyed-mutex.ts";
import { LruCache } from "../app/lru-cache.ts";
import type { Locale } from "../i18n/index.ts";
import { gameLogger, type Logger, lazyGameLogger } from "../log/logger.ts";
import { notifyStoreOf } from "../notify/notify-store.ts";
import {
  type DrawnPicture,
  finalJob,
  finalTask,
  type PictureJob,
  type PictureTask,
  pictureJob,
  VpTracker,
} from "../picture/index.ts";
import type { PictureRenderer } from "../picture/pool.ts";
import { gameIdToShort } from "../render/custom-id.ts";
import type { MessagePayload } from "../render/index.ts";
import type { AnnouncementQueue, AnnouncementRecord, PostingIntent, Store } from "../store/index.ts";
import {
  hashOfFileName,
  jobHash,
  pictureFileName,
  picturesOn,
  shownPictureName,
  withPicture,
} from "./board-picture.ts";
import { CONFIRM_PREFIX } from "./confirm-id.ts";
import {
  adjustNotice,
  type ChannelAdjustment,
  DirectNotices,
  type ForetoldDirect,
} from "./direct-notices.ts";
import { boardMessageLater, gameMessage } from "./game-message.ts";
import { LatestOnly, type PaceClock } from "./latest-only.ts";
import { loggableError } from "./loggable-error.ts";
import { closedByLostChannel } from "./lost-channels.ts";
import { NO_MENTIONS } from "./mentions.ts";
import { noticesFor, type OwedNotice, owedNotice, type TimerNotice, timerNotices } from "./notices.ts";
import { mayBeArchived, reopenIfArchived } from "./threads.ts";
import { boardInput } from "./views.ts";

/**
 * How long another process waits for a board whose editor stopped renewing its claim (it died
 * mid-edit). The editor renews it every BOARD_RENEW_MS while its edit is in flight, however long
 * Discord makes it wait (a rate limit), so a live editor keeps it.
 */
export const BOARD_LEASE_MS = 10_000;
const BOARD_RENEW_MS = 3_000;
const BOARD_RETRY_MS = 100;
/** The longest a publish waits for another process's edit of the same board. */
const BOARD_WAIT_MS = 120_000;

/** How many pages of 100 messages a check for a notice posted before a crash reads at most. */
const POSTED_SCAN_PAGES = 10;

/** The game message is re-posted once more than this many messages came after it. */
export const RECENT_MESSAGES = 20;
/**
 * How long a click trusts that the game message is where this process last read or posted it (near
 * the bottom), without reading the channel again: a chatty channel moves the board down at the
 * first publish after this (a command typed in the channel reads at once).
 */
export const PLACE_TRUST_MS = 30_000;
/** A click reads the channel anyway once this process itself posted this many messages since. */
const PLACE_TRUST_POSTS = RECENT_MESSAGES / 2;
const REMEMBERED_GAMES = 1000;
/** A queued announcement record not carried by a save within one to two of these is written alone. */
export const RECORD_FLUSH_MS = 5_000;
/**
 * The least time between two drawings of one game's pictures, by default (issue 24: pictures must
 * not slow the table). A player reads the picture between clicks, not during a burst of them.
 */
export const PICTURE_INTERVAL_MS = 2_000;
/**
 * The least time between two text edits of one game's board made for clicks, by default. Not
 * Discord's limit (read from its headers by discord.js, never hard-coded): a pace below the
 * per-channel limits bots meet in practice (about 5 requests per 5 s), and about as fast as a
 * player reads a board. A click of a quiet game edits the board at once.
 */
export const BOARD_EDIT_INTERVAL_MS = 1_000;

/**
 * The game message at a version. A board's text is rendered when `payload` is first read
 * (game-message.ts, `boardMessageLater`): only boards that are sent, or that answer a click, are.
 */
interface Board {
  version: number;
  readonly payload: MessagePayload;
}

/**
 * `payload`, or the one `render` makes when read: `render` is `boardMessageLater`'s, which renders
 * once and keeps it (the click's answer and the newest board share one).
 */
function boardAt(version: number, render: MessagePayload | (() => MessagePayload)): Board {
  if (typeof render !== "function") return { version, payload: render };
  return new LaterBoard(version, render);
}

/**
 * A board rendered when its payload is read. A class, not an object literal with a getter: a click
 * makes two, and V8 builds a literal's getter (and its closure) anew each time (issue 22, clk44).
 */
class LaterBoard implements Board {
  constructor(
    public version: number,
    private readonly render: () => MessagePayload,
  ) {}

  get payload(): MessagePayload {
    return this.render();
  }
}

/** The public message a clicked component sits on; editing it through the click answers the click. */
export interface OriginMessage {
  messageId: string;
  edit(payload: MessagePayload): Promise<unknown>;
}

export interface PublishInput {
  client: Client;
  snapshot: GameSnapshot;
  events?: readonly GameEvent[];
  /** Set when a component of a public message was clicked (its answer is the edit of that message). */
  origin?: OriginMessage | undefined;
  /** Post the game message again at the bottom of the channel (/smashup board). */
  repost?: boolean;
  /** A player whose own reply already shows their next choice: no public ping for them. */
  shownTo?: string | undefined;
  /** Only when Discord was not shown this version of the game yet (a reconciliation). */
  onlyIfBehind?: boolean;
  /**
   * A player's click on a component (buttons, selects): its board edit trusts where this process
   * last placed the game message (PLACE_TRUST_MS) instead of reading the channel first, and waits
   * for the game's edit interval when clicks come faster (BOARD_EDIT_INTERVAL_MS).
   */
  click?: boolean;
  /**
   * The click's own answer (its panel), sent once the board is placed (or its edit queued) and
   * before the notices: pings, their records and the old pings' removal do not hold it up. Not
   * called when the publish ends before (the caller answers then); its failure is the caller's
   * (the promise it returned rejects).
   */
  answer?: () => Promise<unknown>;
}

/** Where this process last knew a channel's game message to be near the bottom. */
interface Placement {
  messageId: string;
  /** When a read of the channel found it, or this process posted it (performance.now()). */
  at: number;
  /** Messages this process posted in the channel since. */
  posts: number;
  /** The game version its text shows (edits of an older or the same version are skipped). */
  version: number;
}

export interface Published {
  /** The game message after this publish, null if Discord refused it. */
  messageId: string | null;
  url: string | null;
  /** Discord was shown the game as stored (board and owed notice), now or earlier. */
  caughtUp: boolean;
}

interface RawMessage {
  id: string;
  author?: { id?: string };
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
}

/**
 * A picture to show on the game message, for the board at `version`: the board's, or once the game
 * is over the final one (the table and the VP chart), which the game-over message gets too (its
 * owed picture: `overPictures`). One drawing for both: the game-over board is never drawn apart.
 * The job's hash names the picture (./board-picture.ts).
 */
interface PictureRequest {
  client: Client;
  gameId: string;
  channelId: string;
  version: number;
  /**
   * The job, or how to build it when its drawing starts (null then: the game moved on since this
   * board, whose job can no longer be built; the next publish brings the newer board).
   */
  job: PictureJob | LazyJob;
  /**
   * The final job with the game's decisions, from which the worker replays the chart of the VP over
   * the turns (the game's whole log): its name stays the job's (`job`).
   */
  charted?: () => Promise<PictureTask>;
}

/** A click's board edit that waits for the game's edit interval: the newest board goes then. */
interface BoardEdit {
  client: Client;
  channelId: string;
  messageId: string;
  /** Whether the game shows pictures (the edit keeps the one the message has). */
  pictures: boolean;
}

/** A board's job built only if its drawing starts (most boards of a busy game are never drawn). */
type LazyJob = () => PictureJob | null;

/** The game-over message, what it shows, and the final picture it waits for. */
interface OverPicture {
  messageId: string;
  payload: MessagePayload;
}

export interface AnnouncerOptions {
  store: Store;
  log: Logger;
  /** The game as stored, with its live engine (GameService.load), for catching up. */
  load?: (gameId: string) => Promise<GameSnapshot | null>;
  /**
   * Whether other processes may publish the same games (this one runs only part of the shards):
   * then each board edit claims the board in the store first (docs/scaling.md). A process that
   * runs every shard publishes every game itself and skips the claim's two round trips. Asked at
   * each publish (the shards are known once logged in); true when absent.
   */
  sharedBoards?: () => boolean;
  /**
   * Draws the board pictures (src/picture/pool.ts, off the event loop); absent: text boards only.
   * A game whose lobby turned pictures off gets none either.
   */
  pictures?: PictureRenderer | undefined;
  /**
   * The least time between two drawings of one game's pictures (PICTURE_INTERVAL_MS): a burst of
   * clicks gets its first board's picture at once and its last board's when the interval is over,
   * none in between. 0: every board whose drawing can start, outside the drawings' CPU budget too
   * (tests that check each board).
   */
  pictureIntervalMs?: number;
  /** The pacing's clock (tests move it themselves). */
  pictureClock?: PaceClock;
  /**
   * The least time between two board edits of one game made for clicks (BOARD_EDIT_INTERVAL_MS):
   * the clicks of a burst get the newest board when the interval is over. 0: every click edits.
   */
  boardEditIntervalMs?: number;
  /** The board edits' pacing clock (tests move it themselves). */
  boardClock?: PaceClock;
  /** A game's setup and every decision (GameService.exportGame): the final picture's VP chart. */
  exportGame?: (gameId: string) => Promise<GameExport | null>;
  /**
   * Shared with the GameService: the records go with the game's next save instead of a write of
   * their own per click (store/announcement-queue.ts). Without it, each is written in the background.
   */
  queue?: AnnouncementQueue<GameSnapshot>;
  /** How long a queued record waits for a save to carry it (RECORD_FLUSH_MS). */
  recordFlushMs?: number;
  /** The players' DMs and before-me notices (issue 26); by default from the database store, none without one. */
  directNotices?: DirectNotices | null;
  /**
   * Discord answered 10003 Unknown Channel for the game's channel (deleted while no event told this
   * process: during a restart, or an archived thread discord.js did not hold): the game is to be
   * closed (src/discord/lost-channels.ts). Called once the publish is over, never awaited.
   */
  onChannelGone?: (where: { gameId: string; guildId: string; channelId: string }) => void;
}

/** What a game whose channel was never shown anything has on record, at `version`. */
function noAnnouncement(gameId: string, version: number): AnnouncementRecord {
  return {
    gameId,
    version,
    messageId: null,
    pingedWait: null,
    pingedTurn: null,
    pingMessageId: null,
    waitMessageIds: [],
    turnMessageIds: [],
    noticesTold: 0,
    posting: null,
  };
}

export class Announcer {
  private readonly store: Store;
  private readonly log: Logger;
  private readonly load: (gameId: string) => Promise<GameSnapshot | null>;
  private readonly sharedBoards: () => boolean;
  /** Games whose last publish Discord refused (in part), for the reconciler to retry soon. */
  private readonly refused = new Set<string>();
  /**
   * The newest version rendered per game, so that a late publish never shows an older board: kept
   * after the game ends too (the final board is the one that must not be undone); the LRU bounds it.
   */
  private readonly latest = new LruCache<string, Board>(REMEMBERED_GAMES);
  private readonly locks = new KeyedMutex();
  /** What this process knows the channels were shown (it writes every change of it). */
  private readonly known = new LruCache<string, AnnouncementRecord>(REMEMBERED_GAMES);
  /**
   * Per game: the read of its stored announcement begun while its click was decided (`expect`),
   * which the publish that follows takes instead of reading it then.
   */
  private readonly reading = new LruCache<string, Promise<AnnouncementRecord | null | undefined>>(
    REMEMBERED_GAMES,
  );
  /** Announcements being written, in order per game, off the clicks' path. */
  private readonly writes = new KeyedMutex();
  /** Per game: the notice its last decision's save was told it owes (`foretell`), for its publish. */
  private readonly foretold = new LruCache<string, Foretold>(REMEMBERED_GAMES);
  private readonly pendingWrites = new Set<Promise<void>>();
  /** This process, as the holder of a board's claim in the store. */
  private readonly holder = randomUUID();
  private readonly pictures: PictureRenderer | undefined;
  private readonly exportGame: ((gameId: string) => Promise<GameExport | null>) | undefined;
  /** The picture each game message shows (null: none), as last read from or sent to Discord. */
  private readonly shownPictures = new LruCache<string, { messageId: string; name: string | null }>(
    REMEMBERED_GAMES,
  );
  /**
   * One picture drawn and sent at a time per game, the newest waiting, at most one drawing per
   * game per interval: boards that come faster than their pictures are drawn never get theirs
   * (the latest board does).
   */
  private readonly pictureQueue: LatestOnly<string, PictureRequest>;
  /**
   * Games whose last board picture could not be built when its drawing started (the game had moved
   * on): their next publish builds its board's job at once, whether or not its drawing is due.
   */
  private readonly overdue = new Set<string>();
  /**
   * Per game: the game-over message that waits for the final picture, shown with the game
   * message's (the game's next drawing). Kept apart from the queue's requests, which replace each
   * other: a later publish of the ended game must not lose it.
   */
  private readonly overPictures = new LruCache<string, OverPicture>(REMEMBERED_GAMES);
  /** Each game's VP gains, read at every publish: the final picture's chart (src/picture/vp-tracker.ts). */
  private readonly vpTracker = new VpTracker();
  /** Start-up checks of the games' pictures in progress (checkPictures). */
  private readonly pictureChecks = new Set<Promise<void>>();
  private checksStopped = false;
  private readonly queue: AnnouncementQueue<GameSnapshot> | undefined;
  /** Per channel: where its game message was last read or posted (see PLACE_TRUST_MS). */
  private readonly placed = new LruCache<string, Placement>(REMEMBERED_GAMES);
  /** Per channel: the newest message id this process read or posted (a notice intent's mark). */
  private readonly marks = new LruCache<string, string>(REMEMBERED_GAMES);
  private readonly recordFlushMs: number;
  /** The queued records' games at the last flush tick: written at the next one if still queued. */
  private flushDue = new Set<string>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly directNotices: DirectNotices | null;
  /** The bot's client, as the last publish was given it (a decision's DMs are foretold with it). */
  private client: Client | undefined;
  private readonly onChannelGone: AnnouncerOptions["onChannelGone"];
  /** Clicks' board edits, at most one per game per interval, the newest board waiting. */
  private readonly boardEdits: LatestOnly<string, BoardEdit>;
  /**
   * Per game: the newest version whose publish showed everything but its board, which waits in
   * `boardEdits`: recorded as shown once the board shows it.
   */
  private readonly awaitingBoard = new LruCache<string, number>(REMEMBERED_GAMES);

  constructor(options: AnnouncerOptions) {
    this.store = options.store;
    const notifyStore = notifyStoreOf(options.store);
    this.directNotices =
      options.directNotices !== undefined
        ? options.directNotices
        : notifyStore && new DirectNotices(notifyStore, options.log);
    this.queue = options.queue;
    if (this.queue) this.queue.foretell = (gameId, shownTo, saved) => this.foretell(gameId, shownTo, saved);
    this.recordFlushMs = options.recordFlushMs ?? RECORD_FLUSH_MS;
    this.log = options.log;
    this.load = options.load ?? (async () => null);
    this.onChannelGone = options.onChannelGone;
    this.sharedBoards = options.sharedBoards ?? (() => true);
    this.pictures = options.pictures;
    this.exportGame = options.exportGame;
    const intervalMs = options.pictureIntervalMs ?? PICTURE_INTERVAL_MS;
    // The drawings' CPU budget (src/picture/budget.ts): a game's drawing waits for its turn, and
    // draws its newest board when the turn comes. Interval 0 asks for every board: no budget then.
    const budget = intervalMs > 0 ? options.pictures?.budget : undefined;
    this.pictureQueue = new LatestOnly<string, PictureRequest>((_, request) => this.showPicture(request), {
      intervalMs,
      ...(options.pictureClock ? { clock: options.pictureClock } : {}),
      ...(budget ? { gate: () => budget.turn() } : {}),
    });
    this.boardEdits = new LatestOnly<string, BoardEdit>((gameId, edit) => this.editBoardLater(gameId, edit), {
      intervalMs: options.boardEditIntervalMs ?? BOARD_EDIT_INTERVAL_MS,
      ...(options.boardClock ? { clock: options.boardClock } : {}),
    });
  }

  async publish(input: PublishInput): Promise<Published> {
    const { snapshot } = input;
    const record = snapshot.record;
    this.client = input.client;
    const log = lazyGameLogger(this.log, {
      gameId: record.id,
      guildId: record.guildId,
      channelId: record.channelId,
    });
    // Closed because its channel is gone: nothing to show anywhere, only recorded as shown.
    if (closedByLostChannel(record)) return this.recordLost(record.id, record.version, log);
    // Rendered (the board: read) before the first await: the snapshot's engine is live and moves on
    // with the next interaction of this game.
    let notices: MessagePayload[] = [];
    let timed: TimerNotice[] = [];
    let owed: OwedNotice | null = null;
    let rendered: (() => MessagePayload) | null = null;
    // What the decision's save was told this version owes, and the intent it stored (`foretell`).
    const foretold = this.takeForetold(snapshot);
    try {
      notices = noticesFor(snapshot, input.events ?? []);
      timed = timerNotices(snapshot, this.known.get(record.id)?.noticesTold ?? 0);
      owed = foretold ? foretold.owed : owedNotice(snapshot);
      if (snapshot.engine) rendered = boardMessageLater(snapshot, snapshot.engine);
    } catch (error) {
      log.error({ err: loggableError(error) }, "rendering the game's public messages failed");
    }
    // The pictures' jobs, also before the first await (plain data: drawn later, on a worker). The
    // board's is built now only when its drawing is due (it would start at once, or the last one
    // could not be built): a board whose drawing waits is most often replaced by a newer one before
    // it starts, so its job is built when (if) it starts, from the engine if still at this board.
    // (The last one's miss is made up for once: while its drawing waits for its turn in the
    // pictures' budget, the next boards' jobs are lazy again, not one job per click.)
    const due = this.pictureQueue.due(record.id) || this.overdue.delete(record.id);
    const { board, final, charted } = this.pictureJobs(snapshot, log, !due);
    // Set inside the lock: the game-over message this publish posted.
    const ended: { over: { messageId: string; payload: MessagePayload } | null } = { over: null };
    // Set inside the lock: Discord answered Unknown Channel (10003) for the game's channel.
    const gone = { channel: false };
    const published = await this.locks.run(record.id, async () => {
      let published: Published = { messageId: null, url: null, caughtUp: false };
      // Held by this process (nearly every click's): taken without a promise and a turn of the
      // microtask queue (`announcement`'s first two answers).
      const before =
        this.heldAnnouncement(record.id) ??
        (await this.announcement(record.id).catch((error: unknown) => {
          log.warn({ err: loggableError(error) }, "could not read what the game's channel was shown");
          return undefined;
        }));
      if (input.onlyIfBehind && before && before.version >= record.version)
        return { messageId: before.messageId, url: null, caughtUp: true };
      const state: AnnouncementRecord = before ? { ...before } : noAnnouncement(record.id, -1);
      const channel: ChannelCursor = { client: input.client, channelId: record.channelId, newest: undefined };
      // Set when the click's board edit waits for the game's edit interval (placeGameMessage).
      const later = { board: false };
      const origin = input.origin && answered(input.origin);
      // The board that answers a click on the game message itself (its text is rendered then only).
      let answer: Board | null = rendered && boardAt(record.version, rendered);
      // A later version was shown already: this one's board and owed notice are outdated.
      let outdated = (this.latest.get(record.id)?.version ?? -1) > record.version;
      let shown = true;
      // A game in a thread: an archived one must be reopened before its board can be edited.
      if (mayBeArchived(input.client, record.channelId)) await reopenIfArchived(input.client, record, log);
      try {
        let board = this.newest(snapshot, rendered ?? (await this.lobbyMessage(snapshot)));
        // Another process may have shown a newer version (or be showing one): never go back to
        // this one. The board then shows the game as stored now, which is newer still.
        // Alone on its games, no claim (`claimBoard`), and no await for none.
        let claim = this.sharedBoards() ? await this.claimBoard(record.id, board.version, log) : "free";
        if (claim === "older") {
          const newer = await this.storedBoard(record.id, board.version, log);
          if (newer) {
            board = newer;
            claim = await this.claimBoard(record.id, board.version, log);
          }
        }
        if (board.version > record.version) outdated = true;
        if (claim === "older") {
          // Still not the newest: the process showing a newer one answers for the board.
          outdated = true;
          answer = null;
        } else {
          answer = board;
          const renewing = claim === "ok" ? this.renewBoard(record.id, board.version) : undefined;
          try {
            const messageId = await this.placeGameMessage(
              { ...input, origin },
              board,
              state.messageId,
              channel,
              later,
            );
            state.messageId = messageId;
            published = {
              ...published,
              messageId,
              url: messageUrl(record.guildId, record.channelId, messageId),
            };
          } finally {
            if (renewing) await renewing.stop();
            if (claim === "ok") await this.releaseBoard(record.id, log);
          }
        }
      } catch (error) {
        shown = false;
        if (isUnknownChannel(error)) {
          // The channel is gone: nothing more is sent there; the game is closed once this is over.
          log.info("the game's channel is gone (Unknown Channel)");
          this.refused.delete(record.id);
          gone.channel = true;
          return published;
        }
        log.warn({ err: loggableError(error) }, "could not update the game's message");
      }
      // The click must be answered even when the channel refused the rest.
      if (origin && !origin.done && answer) {
        await origin.edit(answer.payload).catch((error: unknown) => {
          log.warn({ err: loggableError(error) }, "could not answer the click on the game's message");
        });
      }
      // The clicker's panel before the notices (its failure is its caller's to report).
      if (input.answer) await input.answer().catch(() => undefined);
      for (const payload of notices) {
        try {
          const posted = await this.post(input.client, record.channelId, payload);
          if (posted) keepUntilStale(state, posted.id, payload);
        } catch (error) {
          log.warn({ err: loggableError(error) }, "could not post a game notice");
        }
      }
      // Without the stored announcement, a notice could be a second one: the reconciler sends it.
      // The timer's notices go first (a timeout, then the next player's ping), in order; one refused
      // holds the rest back until the next try.
      let told = before !== undefined && !outdated;
      // A reminder (its button) goes once its wait moves on, like the wait's own ping; a timeout
      // (no button) stays as the record of what the bot did.
      const reminders: string[] = [];
      for (const notice of told ? timed : []) {
        if (notice.n <= (state.noticesTold ?? 0)) continue;
        try {
          if (notice.payload) {
            // Its intent is a write of its own, before the post (never foretold in a save): the
            // tick's save that decides a timer notice is no player's click, and the notice itself
            // is in that save (`setup.notices`), owed until told. Safe as before: written before the
            // post, never deferred; rare (twice a turn at most) against the clicks' waits.
            const posted = await this.postOnce(channel, state, `notice:${notice.n}`, notice.payload);
            if (posted) {
              keepUntilStale(state, posted.id, notice.payload);
              if (state.waitMessageIds?.includes(posted.id)) reminders.push(posted.id);
            }
          }
          state.noticesTold = notice.n;
          state.posting = null;
        } catch (error) {
          shown = false;
          told = false;
          log.warn({ err: loggableError(error) }, "could not post a turn timer notice");
          break;
        }
      }
      // A kick vote's button is stale as soon as no vote runs (its target acted, or it was decided),
      // not only at the next turn. Only at the newest version: an older one may predate the vote.
      // The same for an undo vote (issue 26): it lapses when anyone acts.
      if (told && !snapshot.setup.kick && !snapshot.setup.undo && (state.turnMessageIds?.length ?? 0) > 0) {
        const votes = state.turnMessageIds ?? [];
        state.turnMessageIds = [];
        for (const old of votes) await this.removeMessage(input.client, record.channelId, old, record.id);
      }
      // The players' own notices of a new wait (DMs, before-me) go before the channel's ping, which
      // they change (direct-notices.ts); failing, neither goes, and the wait is tried again.
      if (owed && told && this.directNotices && owed.key !== state.pingedWait) {
        try {
          const turnStart = startsTurn(owed, state.pingedTurn, input.events);
          // The DMs' intents the stored record holds for this wait: the decision's save stored them
          // (`foretell`), or an earlier try that did not end (a crash: they may have gone out).
          const intent = state.posting;
          const stored = intent?.key === noticeKey(owed) ? intent.direct : undefined;
          const adjustment = await this.directNotices.deliver({
            client: input.client,
            snapshot,
            owed,
            turnStart,
            shownTo: input.shownTo,
            boardMessageId: state.messageId,
            stored,
            // This process's foretold intents, nothing written since: no row to read for them.
            fresh: stored !== undefined && foretold?.posting != null && intent === foretold.posting,
          });
          owed = { ...owed, render: adjustedRender(owed, adjustment, snapshot.setup.locale) };
        } catch (error) {
          shown = false;
          told = false;
          log.warn({ err: loggableError(error) }, "could not send a player's direct notice");
        }
      }
      if (owed && told) {
        try {
          ended.over = await this.sendOwed(input, owed, state, channel, reminders, foretold?.posting ?? null);
        } catch (error) {
          shown = false;
          log.warn({ err: loggableError(error) }, "could not post a game notice");
        }
      }
      // Everything shown but the board, whose edit waits: recorded as shown once it lands.
      const waiting = later.board && shown && before !== undefined && !outdated;
      if (waiting)
        this.awaitingBoard.set(record.id, Math.max(this.awaitingBoard.get(record.id) ?? -1, record.version));
      else if (shown && before !== undefined && !outdated)
        state.version = Math.max(state.version, record.version);
      if (before !== undefined && (before === null || !sameAnnouncement(before, state))) {
        // A new wait alone (shown in its player's own reply) waits in memory for the board's edit,
        // whose record then moves the version and this wait together in the game's row, as a
        // shown click does (`lightChange`); lost in a crash, the catch-up shows the wait again.
        if (
          waiting &&
          before !== null &&
          sameAnnouncement({ ...before, pingedWait: state.pingedWait }, state)
        )
          this.known.set(record.id, state);
        else this.remember(state, log, before !== null && lightChange(before, state));
      }
      const caughtUp = before !== undefined && state.version >= record.version;
      // A board edit on its way says itself whether it was refused (editBoardLater).
      if (caughtUp || outdated || waiting) this.refused.delete(record.id);
      else this.refused.add(record.id);
      return { ...published, caughtUp };
    });
    if (gone.channel) {
      this.onChannelGone?.({ gameId: record.id, guildId: record.guildId, channelId: record.channelId });
      return published;
    }
    // The pictures follow the text, never holding up the click's answer: drawn, then sent in an
    // edit of their own.
    const request = {
      client: input.client,
      gameId: record.id,
      channelId: record.channelId,
      version: record.version,
    };
    // Once the game is over its board's job is the final one (pictureJobs): one drawing for the
    // game message and the game-over message.
    if (final && ended.over) this.overPictures.set(record.id, ended.over);
    if (board)
      this.pictureQueue.submit(record.id, { ...request, job: board, ...(charted ? { charted } : {}) });
    return published;
  }

  /**
   * The pictures' jobs of a snapshot (plain data, drawn later on a worker): the board's, and at
   * game over the final one, with its VP chart to replay when it is drawn, which is the board's
   * then too (the game message shows the final picture: the game-over board is not drawn apart,
   * a drawing of a table that no click will look at). Read before any await: a
   * live engine moves on with the game's next interaction. `lazy`: the board's job is built when
   * its drawing starts, if the engine is still at this board (it counts its decisions). None when
   * pictures are off.
   */
  private pictureJobs(
    snapshot: GameSnapshot,
    log: Logger,
    lazy = false,
  ): { board: PictureJob | LazyJob | null; final: PictureJob | null; charted?: PictureRequest["charted"] } {
    const { engine, record } = snapshot;
    if (!this.pictures || !engine || !picturesOn(snapshot.setup.options)) return { board: null, final: null };
    const locale = snapshot.setup.locale;
    try {
      // Every publish reads the game's new log lines: the final chart needs no replay.
      this.vpTracker.observe(record.id, engine.g);
      if (lazy && !engine.over) {
        const decisions = engine.decisions;
        const board: LazyJob = () => {
          if (engine.decisions !== decisions) return null;
          try {
            return pictureJob(boardInput(snapshot, engine), locale, "board");
          } catch (error) {
            log.error({ err: loggableError(error) }, "preparing the board picture failed");
            return null;
          }
        };
        return { board, final: null };
      }
      const drawn = boardInput(snapshot, engine);
      if (!engine.over) return { board: pictureJob(drawn, locale, "board"), final: null };
      // The game is over: its engine moves no more, so its board input may be read later.
      const history = this.vpTracker.history(record.id, engine.g.players.length);
      if (history) {
        const final = finalJob(drawn, locale);
        const { chart } = final.model;
        const charted = async (): Promise<PictureTask> =>
          chart
            ? { ...final, model: { ...final.model, chart: { ...chart, series: history.series } } }
            : final;
        return { board: final, final, charted };
      }
      // Not followed from its start here (a restart, another process): its log is replayed.
      const exportGame = this.exportGame;
      if (!exportGame) {
        const final = pictureJob(drawn, locale, "final");
        return { board: final, final };
      }
      const final = finalJob(drawn, locale);
      const charted = async () => {
        const exported = await exportGame(record.id);
        if (!exported) throw new Error("the game's history could not be rebuilt");
        return finalTask(drawn, locale, { setup: exported.setup, decisions: exported.decisions }).task;
      };
      return { board: final, final, charted };
    } catch (error) {
      log.error({ err: loggableError(error) }, "preparing the board picture failed");
      return { board: null, final: null };
    }
  }

  /**
   * Redraws the pictures a crash (or a refused upload) lost, once the game's text is caught up:
   * the game message shows the picture of an older board (the process died between the text edit
   * and the picture's), or the game-over message has no picture. Discord says which picture each
   * message shows (the job's hash in its embed's image name: ./board-picture.ts), so this reads
   * them back. Run by the reconciler at start-up. Never throws.
   */
  /**
   * Checks the pictures of `gameIds` (catchUpPictures), one game after the other in the
   * background: a start-up with many games must not hold up the turn timers' first tick. `settled`
   * waits for it.
   */
  checkPictures(client: Client, gameIds: readonly string[]): void {
    if (!this.pictures || gameIds.length === 0) return;
    const check = (async () => {
      for (const gameId of gameIds) {
        if (this.checksStopped) break;
        await this.catchUpPictures(client, gameId);
      }
    })().finally(() => this.pictureChecks.delete(check));
    this.pictureChecks.add(check);
  }

  /** Ends the pictures' start-up checks after the game in progress (the bot stops). */
  stopPictureChecks(): void {
    this.checksStopped = true;
  }

  async catchUpPictures(client: Client, gameId: string): Promise<void> {
    if (!this.pictures) return;
    const log = gameLogger(this.log, { gameId });
    try {
      const state = await this.announcement(gameId);
      const snapshot = state?.messageId ? await this.load(gameId) : null;
      // A game whose text is behind is caught up by a publish, which sends its pictures too.
      if (!state?.messageId || !snapshot?.engine || state.version < snapshot.record.version) return;
      const { board, final, charted } = this.pictureJobs(snapshot, log);
      if (!board) return;
      const { channelId, version } = snapshot.record;
      const messageId = state.messageId;
      const request = { client, gameId, channelId, version };
      const message = (await client.rest.get(Routes.channelMessage(channelId, messageId))) as RawMessage;
      const shown = shownPictureName(message);
      this.shownPictures.set(gameId, { messageId, name: shown });
      if (typeof board === "function") return;
      const boardOwed = !shown || hashOfFileName(shown) !== jobHash(board);
      const owed = final ? owedNotice(snapshot) : null;
      if (final && owed?.key === "over") {
        const payload = owed.render([], false);
        const over = payload && (await this.postedAfter(client, channelId, messageId, payload));
        if (payload && over && !shownPictureName(over)) {
          log.info("the game-over message has no picture: drawing it again");
          this.overPictures.set(gameId, { messageId: over.id, payload });
        }
      }
      if (!boardOwed && !this.overPictures.has(gameId)) return;
      // The picture goes under the text the message shows: the stored game's board.
      this.newest(snapshot, gameMessage(snapshot, []));
      this.pictureQueue.submit(gameId, { ...request, job: board, ...(charted ? { charted } : {}) });
    } catch (error) {
      log.warn({ err: loggableError(error) }, "could not check the game's pictures");
    }
  }

  /** The bot's message after `after` that shows `payload` (its text and buttons), if any. */
  private async postedAfter(
    client: Client,
    channelId: string,
    after: string,
    payload: MessagePayload,
  ): Promise<RawMessage | null> {
    const fingerprint = fingerprintOf(body(payload));
    return this.findPosted(client, channelId, { key: "", after, fingerprint });
  }

  /**
   * Draws a picture and shows it: on the game message when its board is still the newest and does
   * not show this very picture already (an unchanged board is not drawn again), else on the
   * game-over message. A failure is logged; the text stands.
   */
  private async showPicture(request: PictureRequest): Promise<boolean> {
    const { gameId, version, client, channelId } = request;
    const log = gameLogger(this.log, { gameId, channelId });
    // A newer board is on its way to the queue (its publish submits it): this one is not drawn.
    const newer = () => (this.latest.get(gameId)?.version ?? -1) > version;
    if (!this.pictures || newer()) return false;
    // The game-over message waiting for the final picture: this drawing is its (the game is over).
    const over = this.overPictures.get(gameId);
    let job: PictureJob | null;
    if (typeof request.job === "function") {
      job = request.job();
      // The game moved on since this board: the next publish builds its board's job at once.
      if (!job) {
        this.overdue.add(gameId);
        return false;
      }
    } else job = request.job;
    this.overdue.delete(gameId);
    const hash = jobHash(job);
    /** The game message, unless it shows this very picture already. */
    const target = (): string | null => {
      const messageId = this.known.get(gameId)?.messageId ?? null;
      const shown = this.shownPictures.get(gameId);
      if (messageId && shown?.messageId === messageId && shown.name && hashOfFileName(shown.name) === hash)
        return null;
      return messageId;
    };
    if (!over && !target()) return false;
    if (over) this.overPictures.delete(gameId);
    let task: PictureTask = job;
    if (request.charted) {
      try {
        task = await request.charted();
      } catch (error) {
        log.warn({ err: loggableError(error) }, "the final picture goes without its VP chart");
      }
    }
    let picture: DrawnPicture;
    try {
      picture = await this.pictures.render(task);
    } catch (error) {
      log.warn({ err: loggableError(error) }, "drawing the board picture failed: the text board stands");
      return true;
    }
    if (picture.chartFailed)
      log.warn({ err: picture.chartFailed }, "the final picture goes without its VP chart");
    const name = pictureFileName(picture.name, hash);
    const files = [{ name, data: picture.bytes, contentType: contentTypeOf(name) }];
    const attachments = [{ id: "0", filename: name }];
    // Under the game's lock: a board edit in between would show other text, or lose the picture.
    await this.locks.run(gameId, async () => {
      try {
        if (over) {
          const embeds = withPicture(over.payload, name).embeds;
          await client.rest.patch(Routes.channelMessage(channelId, over.messageId), {
            body: { embeds, attachments },
            files,
          });
        }
        // A board that moved on while it was drawn gets its picture all the same, under the newest
        // text: the newest board's own picture is drawn next (it waits in the queue), and a table
        // that plays faster than its pictures are drawn would otherwise never see one.
        const messageId = target();
        const board = this.latest.get(gameId);
        if (!messageId || !board) return;
        const claim = await this.claimBoard(gameId, board.version, log);
        if (claim === "older") return;
        try {
          // The whole newest board, not its embeds alone: while a click's paced board edit waits
          // (BOARD_EDIT_INTERVAL_MS), embeds alone would show newer text over older buttons.
          await client.rest.patch(Routes.channelMessage(channelId, messageId), {
            body: { ...body(withPicture(board.payload, name)), attachments },
            files,
          });
          this.shownPictures.set(gameId, { messageId, name });
        } finally {
          if (claim === "ok") await this.releaseBoard(gameId, log);
        }
        // The message shows the newest board now: a paced board edit waiting for it has nothing
        // left to send, and the publishes that waited for it are shown.
        const placement = this.placed.get(channelId);
        if (placement?.messageId === messageId && placement.version < board.version) {
          placement.version = board.version;
          await this.boardShown(gameId, board.version, log);
        }
      } catch (error) {
        log.warn({ err: loggableError(error) }, "could not show the board picture: the text board stands");
      }
    });
    return true;
  }

  /**
   * Posts the notice the game owes at this version unless it went out already (or its addressees
   * see it in their own reply), and records it in `state`.
   */
  private async sendOwed(
    input: PublishInput,
    owed: OwedNotice,
    state: AnnouncementRecord,
    channel: ChannelCursor,
    /** Reminders of the current wait posted by this publish, just before. */
    current: readonly string[],
    /** The intent of this notice the decision's save stored, if it did (`foretell`). */
    stored: PostingIntent | null,
  ): Promise<{ messageId: string; payload: MessagePayload } | null> {
    if (owed.key === state.pingedWait) return null;
    const turnStart = startsTurn(owed, state.pingedTurn, input.events);
    const channelId = input.snapshot.record.channelId;
    const over = owed.key === "over";
    let posted: RawMessage | null = null;
    const shown = channelNotice(owed, input.shownTo, turnStart);
    if (shown) posted = await this.postOnce(channel, state, noticeKey(owed), shown, stored);
    // Pings of the wait that ended are stale (a Special window answered, a pick made, a reminder
    // of it), and so are the turn's when a new turn starts or the game ends: the channel keeps the
    // board, the game-over message, the timer's records (timeouts) and what players wrote. Removed
    // after the new notice is posted, and recorded with it: a retry finds the new one in the
    // channel (postOnce) and removes nothing more. A reminder of this very wait posted just before
    // (an owed timer notice caught up with its wait's ping) is not stale.
    const stale = (state.waitMessageIds ?? []).filter((id) => !current.includes(id));
    state.waitMessageIds = (state.waitMessageIds ?? []).filter((id) => current.includes(id));
    if (turnStart || over) {
      if (state.pingMessageId) stale.push(state.pingMessageId);
      // A vote still running spans turns (issue 23: on a player who conceded or whom the timer
      // struck again): its buttons stay until it is decided or lapses.
      const voteRuns = !over && input.snapshot.setup.kick !== undefined;
      if (!voteRuns) {
        stale.push(...(state.turnMessageIds ?? []));
        state.turnMessageIds = [];
      }
      state.pingMessageId = turnStart ? (posted?.id ?? null) : null;
    } else if (posted) state.waitMessageIds.push(posted.id);
    for (const old of stale)
      if (old !== posted?.id) await this.removeMessage(input.client, channelId, old, state.gameId);
    state.pingedWait = owed.key;
    state.posting = null;
    if (turnStart) state.pingedTurn = owed.turn;
    return over && posted && shown ? { messageId: posted.id, payload: shown } : null;
  }

  /**
   * Posts a notice the channel is owed, once (docs/discord-design.md, "Sent is recorded"): the
   * intent (its key, the channel's newest message before it, a fingerprint of what it shows) is
   * stored before the post. When the stored announcement still holds the intent for this very
   * notice, the bot died or was refused between the two: the channel's messages since then say
   * whether Discord took it, and the one found stands for it. Also carries a nonce (`enforce_nonce`)
   * for a second process posting the same notice within Discord's window. `stored`: the intent the
   * decision's own save stored (`foretell`); when it is this very notice's, no write of its own.
   */
  private async postOnce(
    channel: ChannelCursor,
    state: AnnouncementRecord,
    key: string,
    payload: MessagePayload,
    stored: PostingIntent | null = null,
  ): Promise<RawMessage | null> {
    const { client, channelId } = channel;
    const intent = state.posting;
    const fingerprint = fingerprintOf(body(payload));
    if (stored && intent === stored && intent.key === key && intent.fingerprint === fingerprint) {
      // Stored by the decision's save, in this process, and taken by this publish alone
      // (`takeForetold`): nothing posted it since, the channel need not be read.
      this.known.set(state.gameId, state);
    } else {
      const found = await this.writeIntent(channel, state, key, fingerprint);
      if (found) return found;
    }
    const posted = await this.post(client, channelId, payload, nonceOf(state.gameId, key));
    if (posted) channel.newest = posted.id;
    return posted;
  }

  /**
   * Stores the intent of a notice before its post (`postOnce`). When the stored intent is this very
   * notice's already (a crash, a refusal, or another publish between intent and record), returns
   * the message the channel shows for it instead, if any.
   */
  private async writeIntent(
    channel: ChannelCursor,
    state: AnnouncementRecord,
    key: string,
    fingerprint: string,
  ): Promise<RawMessage | null> {
    const { client, channelId } = channel;
    const intent = state.posting;
    if (intent?.key === key) {
      const found = await this.findPosted(client, channelId, intent).catch((error: unknown) => {
        // Without Read Message History the channel cannot tell: the nonce is all that is left.
        this.log.warn({ err: loggableError(error), gameId: state.gameId }, "could not look for a notice");
        return null;
      });
      if (found) return found;
    }
    // Any message of the channel older than the notice marks where a check starts (findPosted reads
    // up to POSTED_SCAN_PAGES pages after it): the newest this process knows of, else one read.
    if (channel.newest === undefined)
      channel.newest =
        newer(this.marks.get(channelId), state.messageId) ?? (await this.newestMessage(client, channelId));
    state.posting = { key, after: channel.newest, fingerprint };
    this.known.set(state.gameId, state);
    const recorded = { ...state };
    await this.writes.run(state.gameId, async () => {
      // The intent is never deferred (it is what a restart relies on); it holds the queued record's
      // news too, which it replaces. After any save carrying an older record, to keep their order.
      await this.queue?.idle(state.gameId);
      this.queue?.take(state.gameId);
      await this.store.saveAnnouncement(recorded);
    });
    return null;
  }

  /**
   * A player's decision is about to be saved (store/announcement-queue.ts): when the game as it will
   * be saved owes a notice that this process's publish of it will post, the notice is rendered now,
   * as `sendOwed` renders it, and its intent (as `writeIntent` makes it) goes in the record the
   * save carries: stored before the post in the decision's own statement, not in a write of its own
   * (issue 22, stop 44: 0.255 queries per click). The publish of that very version takes the notice
   * (`takeForetold`) and posts it without writing again when it posts what the intent says; any
   * other notice (DMs changed it, a timer's notice went first, another process's publish) writes
   * its own intent as before. Synchronous: the save starts right after, carrying what is queued.
   */
  private foretell(gameId: string, shownTo: string, saved: () => GameSnapshot): void {
    this.foretold.delete(gameId);
    const queue = this.queue;
    // A publish, a board edit or a record's write of the game under way could post a notice of the
    // same wait, or store an older record after this save (losing the intent): none foretold then.
    if (!queue || this.locks.busy(gameId) || this.writes.busy(gameId)) return;
    // What the publish will start from (`announcement`); not held here (a first click since a
    // restart): the publish reads it, and writes the intent itself.
    const before = this.known.get(gameId) ?? queue.get(gameId);
    if (!before) return;
    let snapshot: GameSnapshot;
    let owed: OwedNotice | null;
    try {
      snapshot = saved();
      owed = owedNotice(snapshot);
    } catch {
      // The publish renders it again, and logs what fails.
      return;
    }
    if (!owed) return;
    const { engine } = snapshot;
    const foretold: Foretold = {
      version: snapshot.record.version,
      engine,
      decisions: engine?.decisions ?? 0,
      owed,
      posting: null,
    };
    // Also when nothing is posted: the publish takes the notice rendered (its board input) here.
    this.foretold.set(gameId, foretold);
    if (owed.key === before.pingedWait) return;
    // The channel's newest message this process knows of (`writeIntent`); else the publish reads it.
    const after = newer(this.marks.get(snapshot.record.channelId), before.messageId);
    if (!after) return;
    // A player's decision is no upgrade's rewind: no rewound event.
    const turnStart = startsTurn(owed, before.pingedTurn, undefined);
    const plain = channelNotice(owed, shownTo, turnStart);
    if (!plain) return;
    // The players' DMs of the wait, when known now (settings and DM channels held): their intents go
    // in the same save, and the channel's notice is the one that names them without pinging.
    const direct = this.foretellDirect(snapshot, owed, turnStart, shownTo, before.messageId);
    const shown = direct ? adjustNotice(plain, direct.adjustment, snapshot.setup.locale) : plain;
    const fingerprint = fingerprintOf(body(shown));
    foretold.posting = direct?.intents.length
      ? { key: noticeKey(owed), after, fingerprint, direct: direct.intents }
      : { key: noticeKey(owed), after, fingerprint };
    const record: AnnouncementRecord = { ...before, posting: foretold.posting };
    this.known.set(gameId, record);
    queue.put(record);
  }

  /** `DirectNotices.foretell`, or null (none, or it failed: the publish sends the DMs as before). */
  private foretellDirect(
    snapshot: GameSnapshot,
    owed: OwedNotice,
    turnStart: boolean,
    shownTo: string,
    boardMessageId: string | null,
  ): ForetoldDirect | null {
    if (!this.directNotices || !this.client) return null;
    try {
      return this.directNotices.foretell({
        client: this.client,
        snapshot,
        owed,
        turnStart,
        shownTo,
        boardMessageId,
      });
    } catch {
      return null;
    }
  }

  /**
   * What the save of the snapshot's very state (version, engine, decisions) was told it owes, taken
   * by one publish. A publish of an older version (a catch-up that loaded the game before the save)
   * leaves it to the publish of that state.
   */
  private takeForetold(snapshot: GameSnapshot): Foretold | undefined {
    const { record, engine } = snapshot;
    const foretold = this.foretold.get(record.id);
    if (!foretold || foretold.version > record.version) return undefined;
    this.foretold.delete(record.id);
    const same =
      foretold.version === record.version &&
      foretold.engine === engine &&
      foretold.decisions === (engine?.decisions ?? 0);
    return same ? foretold : undefined;
  }

  /** The bot's message among those after the intent's mark that shows what the intent recorded. */
  private async findPosted(
    client: Client,
    channelId: string,
    intent: PostingIntent,
  ): Promise<RawMessage | null> {
    const botId = client.user?.id;
    let after = intent.after;
    for (let page = 0; page < POSTED_SCAN_PAGES; page++) {
      const query = new URLSearchParams({ limit: "100" });
      if (after) query.set("after", after);
      const messages = (await client.rest.get(Routes.channelMessages(channelId), { query })) as RawMessage[];
      const found = messages.find((m) => m.author?.id === botId && fingerprintOf(m) === intent.fingerprint);
      if (found) return found;
      if (!after || messages.length < 100) return null;
      after = messages.reduce((newest, m) => (BigInt(m.id) > BigInt(newest) ? m.id : newest), after);
    }
    return null;
  }

  /** The id of the channel's newest message (null: none, or the history cannot be read). */
  private async newestMessage(client: Client, channelId: string): Promise<string | null> {
    const query = new URLSearchParams({ limit: "1" });
    try {
      const messages = (await client.rest.get(Routes.channelMessages(channelId), { query })) as RawMessage[];
      return messages[0]?.id ?? null;
    } catch {
      return null;
    }
  }

  private async post(
    client: Client,
    channelId: string,
    payload: MessagePayload,
    nonce?: string,
  ): Promise<RawMessage | null> {
    const extra = nonce ? { nonce, enforce_nonce: true } : {};
    const sent = await client.rest.post(Routes.channelMessages(channelId), {
      body: { ...body(payload), ...extra },
    });
    const posted = sent && typeof sent === "object" && "id" in sent ? (sent as RawMessage) : null;
    const placement = this.placed.get(channelId);
    if (placement) placement.posts += 1;
    if (posted) this.marks.set(channelId, posted.id);
    return posted;
  }

  /** Deletes one of the bot's messages; one already gone (or not deletable) is left to the log. */
  private async removeMessage(client: Client, channelId: string, messageId: string, gameId: string) {
    await client.rest.delete(Routes.channelMessage(channelId, messageId)).catch((error: unknown) => {
      this.log.debug({ err: loggableError(error), gameId }, "an old ping could not be removed");
    });
  }

  /**
   * What Discord was shown of the game (null: nothing yet): this process's copy, else the stored
   * one. Another process on the same database (an upgrade in progress) may make the copy stale: the
   * board is then edited once more, and a ping sent again carries the nonce of the first.
   */
  private async announcement(gameId: string): Promise<AnnouncementRecord | null> {
    const held = this.heldAnnouncement(gameId);
    if (held) return held;
    // Read for this click already (`expect`; undefined: that read failed).
    const reading = this.reading.get(gameId);
    if (reading) {
      this.reading.delete(gameId);
      const read = await reading;
      // Remembered or queued meanwhile by this process: newer than the read.
      const newer = this.known.get(gameId) ?? this.queue?.get(gameId);
      if (newer) return newer;
      if (read !== undefined) {
        if (read) this.known.set(gameId, read);
        return read;
      }
    }
    const stored = await this.store.loadAnnouncement(gameId);
    if (stored) this.known.set(gameId, stored);
    return stored;
  }

  /** What this process holds of the game's channel (`announcement` without a read), if anything. */
  private heldAnnouncement(gameId: string): AnnouncementRecord | undefined {
    // Not stored yet: waits for the game's next save.
    return this.known.get(gameId) ?? this.queue?.get(gameId);
  }

  /**
   * A click on this game is being decided: when this process does not hold what the game's channel
   * was shown (its first click since a restart or an eviction), it is read now, beside the game's
   * own load and save, rather than after them by the publish (one round trip less before the
   * click's answer): the publish takes it (`announcement`). Never throws.
   */
  expect(gameId: string): void {
    if (this.known.has(gameId) || this.queue?.has(gameId) || this.reading.has(gameId)) return;
    // A failed read is the publish's to make again (and to log if it fails again).
    this.reading.set(
      gameId,
      this.store.loadAnnouncement(gameId).catch(() => undefined),
    );
  }

  /** A read begun by `expect` for a click that did not hold up: not kept for the game's next publish. */
  forget(gameId: string): void {
    this.reading.delete(gameId);
  }

  /**
   * Records what the channel was shown: at once in memory, in the store in the background (a
   * click's answer does not wait for it; `settled` does). Lost in a crash, it is shown again.
   */
  private remember(state: AnnouncementRecord, log: Logger, inGameRow = false): void {
    this.known.set(state.gameId, state);
    if (this.queue) {
      // Goes with the game's next save (issue 22: no write of its own per click); its version and
      // pinged wait in the game's row when nothing else changed (`lightChange`).
      this.queue.put(state, inGameRow);
      this.scheduleFlush();
      return;
    }
    this.write(state.gameId, async () => state, log);
  }

  /** Writes a game's record in the background, in order with its other writes. */
  private write(gameId: string, record: () => Promise<AnnouncementRecord | undefined>, log: Logger): void {
    const write = this.writes
      .run(gameId, async () => {
        const state = await record();
        if (!state) return;
        try {
          await this.store.saveAnnouncement(state);
        } catch (error) {
          if (this.known.get(gameId) === state) this.known.delete(gameId);
          // Nor a read made before it: the next publish reads the store afresh.
          this.reading.delete(gameId);
          // The next record of the game is written whole (its version alone would lose this one's news).
          this.queue?.unstored(gameId);
          throw error;
        }
      })
      .catch((error: unknown) => {
        // Unrecorded, the messages will be shown again (a ping with the same nonce: not twice).
        log.warn({ err: loggableError(error) }, "could not record what the game's channel was shown");
      })
      .finally(() => this.pendingWrites.delete(write));
    this.pendingWrites.add(write);
  }

  /** Writes the queued records that no save carried since the last tick; ticks while any is queued. */
  private scheduleFlush(): void {
    if (this.flushTimer || !this.queue) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      const due = this.flushDue;
      this.flushDue = new Set(this.queue?.games() ?? []);
      this.flushQueued((gameId) => due.has(gameId));
      if ((this.queue?.size ?? 0) > 0) this.scheduleFlush();
    }, this.recordFlushMs);
    this.flushTimer.unref();
  }

  private flushQueued(which: (gameId: string) => boolean): void {
    const queue = this.queue;
    if (!queue) return;
    for (const gameId of queue.games()) {
      if (!which(gameId)) continue;
      const log = gameLogger(this.log, { gameId });
      // Taken when its turn comes: a save that carries it meanwhile leaves nothing to write.
      this.write(
        gameId,
        async () => {
          await queue.idle(gameId);
          return queue.take(gameId);
        },
        log,
      );
    }
  }

  /**
   * A game closed because its channel is gone: recorded as shown at `version` (so that no catch-up
   * tries it again), without a word to Discord.
   */
  private async recordLost(gameId: string, version: number, log: Logger): Promise<Published> {
    return this.locks.run(gameId, async () => {
      this.refused.delete(gameId);
      const before = await this.announcement(gameId).catch(() => undefined);
      if (before === undefined || (before && before.version >= version))
        return { messageId: before?.messageId ?? null, url: null, caughtUp: before !== undefined };
      const state: AnnouncementRecord = before
        ? { ...before, version, posting: null }
        : noAnnouncement(gameId, version);
      this.remember(state, log);
      return { messageId: state.messageId, url: null, caughtUp: true };
    });
  }

  /** Resolves once every announcement made so far is stored and its pictures shown (before a stop, in tests). */
  async settled(): Promise<void> {
    while (this.pictureChecks.size > 0) await Promise.all(this.pictureChecks);
    await this.pictureQueue.settled();
    await this.boardEdits.settled();
    this.flushQueued(() => true);
    while (this.pendingWrites.size > 0) await Promise.all(this.pendingWrites);
  }

  /**
   * Shows Discord the game as stored if it was not shown that version yet (its board, and the ping
   * it owes unless that went out already); `version`, when known, spares loading a game that is
   * not behind. Never throws; says whether the channel is caught up.
   */
  async catchUp(client: Client, gameId: string, version?: number): Promise<boolean> {
    try {
      const state = await this.announcement(gameId);
      if (state && version !== undefined && state.version >= version) return true;
      const snapshot = await this.load(gameId);
      if (!snapshot) return true;
      return (await this.publish({ client, snapshot, onlyIfBehind: true })).caughtUp;
    } catch (error) {
      this.log.warn({ err: loggableError(error), gameId }, "could not bring the game's channel up to date");
      return false;
    }
  }

  /** The game message's id as last shown (this process's record, else the stored one); null: unknown. */
  async messageIdOf(gameId: string): Promise<string | null> {
    return (await this.announcement(gameId).catch(() => null))?.messageId ?? null;
  }

  /** The games whose last publish Discord refused since the last call. */
  takeRefused(): string[] {
    const ids = [...this.refused];
    this.refused.clear();
    return ids;
  }

  /** A link to the game's message if it is among the channel's recent messages (e.g. for "this channel is busy"). */
  async find(client: Client, snapshot: GameSnapshot): Promise<string | null> {
    const { record } = snapshot;
    try {
      const recent = await this.recent(client, record.channelId);
      const id = this.locateIn(recent ?? [], client, record.id);
      return id ? messageUrl(record.guildId, record.channelId, id) : null;
    } catch (error) {
      this.log.warn({ err: error, gameId: record.id }, "could not look for the game's message");
      return null;
    }
  }

  private async lobbyMessage(snapshot: GameSnapshot): Promise<MessagePayload> {
    const settings = await this.store.getGuildSettings(snapshot.record.guildId);
    return gameMessage(snapshot, settings.enabledBoxes);
  }

  /** The board to show: this one, unless this process showed a newer version of the game already. */
  private newest(snapshot: GameSnapshot, payload: MessagePayload | (() => MessagePayload)): Board {
    const { id, version } = snapshot.record;
    const shown = this.latest.get(id);
    if (shown && shown.version > version) return shown;
    const board = boardAt(version, payload);
    this.latest.set(id, board);
    return board;
  }

  /**
   * Claims the game's board at `version` in the store, waiting while another process edits it.
   * When the store cannot tell (unreachable), the edit goes ahead as it would in a lone process.
   */
  private async claimBoard(gameId: string, version: number, log: Logger): Promise<"ok" | "older" | "free"> {
    // Alone on its games, this process's own lock and `latest` keep the board from going back.
    if (!this.sharedBoards()) return "free";
    const until = Date.now() + BOARD_WAIT_MS;
    try {
      for (;;) {
        const claim = await this.store.claimBoard(gameId, version, this.holder, BOARD_LEASE_MS);
        if (claim !== "busy") return claim;
        if (Date.now() > until) return "free";
        await new Promise((resolve) => setTimeout(resolve, BOARD_RETRY_MS));
      }
    } catch (error) {
      log.warn({ err: loggableError(error) }, "could not claim the game's board");
      return "free";
    }
  }

  /** Keeps this process's claim on the board alive while its edit is in flight, until stopped. */
  private renewBoard(gameId: string, version: number): { stop(): Promise<unknown> } {
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = this.store.claimBoard(gameId, version, this.holder, BOARD_LEASE_MS).catch(() => undefined);
    }, BOARD_RENEW_MS);
    timer.unref();
    return {
      stop() {
        clearInterval(timer);
        // A renewal still on its way would take the board again after the release.
        return renewal;
      },
    };
  }

  private async releaseBoard(gameId: string, log: Logger): Promise<void> {
    await this.store.releaseBoard(gameId, this.holder).catch((error: unknown) => {
      log.warn({ err: loggableError(error) }, "could not release the game's board (its lease will)");
    });
  }

  /** The board of the game as stored now, when it is newer than `version` (another process moved it on). */
  private async storedBoard(gameId: string, version: number, log: Logger): Promise<Board | null> {
    try {
      const stored = await this.load(gameId);
      if (!stored || stored.record.version <= version) return null;
      const payload = stored.engine
        ? boardMessageLater(stored, stored.engine)
        : await this.lobbyMessage(stored);
      return this.newest(stored, payload);
    } catch (error) {
      log.warn({ err: loggableError(error) }, "could not load the game's newer board");
      return null;
    }
  }

  /** Edits the game message where it is, or posts it anew at the bottom; returns its id. */
  private async placeGameMessage(
    input: PublishInput,
    board: Board,
    known: string | null,
    channel: ChannelCursor,
    /** Set when the board's edit waits for the game's edit interval (a click: BoardEdit). */
    later: { board: boolean },
  ): Promise<string> {
    const { client, snapshot, origin } = input;
    const { id: gameId, channelId } = snapshot.record;
    // The board's text is rendered here only when it goes out (a paced edit renders the newest then).
    const { version } = board;
    // A click on a board this process placed or found near the bottom a moment ago: the edit alone.
    const placement = known && input.click && !input.repost ? this.trustedPlacement(channelId, known) : null;
    if (placement && known) {
      if (origin?.messageId === known) {
        // Answering the click on the board itself (a failure is the publish's, the next one reads).
        this.placed.delete(channelId);
        await origin.edit(withPicture(board.payload, this.keptPicture(snapshot, known)));
        this.boardEdits.mark(gameId);
        this.placed.set(channelId, placement);
        placement.version = Math.max(placement.version, version);
        return known;
      }
      try {
        // Clicks faster than edits: a publish that waited for the game's lock behind a newer one
        // has nothing left to show (the board shows that version or a later one already).
        if (placement.version < version && this.boardEdits.due(gameId)) {
          await client.rest.patch(Routes.channelMessage(channelId, known), {
            body: body(withPicture(board.payload, this.keptPicture(snapshot, known))),
          });
          this.boardEdits.mark(gameId);
          placement.version = version;
        } else if (placement.version < version) {
          // The game's board was edited less than the interval ago: the newest board goes when it
          // is over, in one edit for the whole burst.
          const pictures = picturesOn(snapshot.setup.options);
          this.boardEdits.submit(gameId, { client, channelId, messageId: known, pictures });
          later.board = true;
        }
        if (origin) await origin.edit({ ...board.payload, components: [] });
        return known;
      } catch (error) {
        this.placed.delete(channelId);
        // Refused (a 5xx, a rate limit): the publish failed as any other, the next one reads.
        if (!isUnknownMessage(error)) throw error;
        // Deleted, or moved by another process: the channel's read below finds it or posts it anew.
        this.log.debug({ err: loggableError(error), gameId }, "the game message was not where it was left");
      }
    }
    const recent = await this.recent(client, channelId).catch((error: unknown) => {
      // Without Read Message History the distance is unknown: keep editing the known message.
      this.log.warn({ err: error, gameId }, "could not read the channel's recent messages");
      return null;
    });
    if (recent) {
      channel.newest = recent[0]?.id ?? null;
      if (channel.newest) this.marks.set(channelId, channel.newest);
    }
    const near = recent
      ? recent.some((m) => m.id === known)
        ? known
        : this.locateIn(recent, client, gameId)
      : known;
    const message = near ? recent?.find((m) => m.id === near) : undefined;
    if (near && message) this.shownPictures.set(gameId, { messageId: near, name: shownPictureName(message) });
    if (near && !input.repost) {
      // The text comes with the picture the message has until the new one follows (./board-picture.ts).
      const kept = this.keptPicture(snapshot, near);
      if (origin?.messageId === near) await origin.edit(withPicture(board.payload, kept));
      else {
        await client.rest.patch(Routes.channelMessage(channelId, near), {
          body: body(withPicture(board.payload, kept)),
        });
        // The click came from an older copy: it keeps its text, without buttons.
        if (origin) await origin.edit({ ...board.payload, components: [] });
      }
      // Found near the bottom by this read (not when the channel could not be read).
      if (message) this.placed.set(channelId, { messageId: near, at: performance.now(), posts: 0, version });
      return near;
    }
    const posted = (await client.rest.post(Routes.channelMessages(channelId), {
      body: body(board.payload),
    })) as RawMessage;
    channel.newest = posted.id;
    this.marks.set(channelId, posted.id);
    this.placed.set(channelId, { messageId: posted.id, at: performance.now(), posts: 0, version });
    this.shownPictures.set(gameId, { messageId: posted.id, name: null });
    if (origin) await origin.edit({ ...board.payload, components: [] });
    const old = near ?? known;
    if (old && old !== origin?.messageId) {
      await client.rest.delete(Routes.channelMessage(channelId, old)).catch((error: unknown) => {
        this.log.debug({ err: error, gameId }, "the old game message could not be deleted");
      });
    }
    return posted.id;
  }

  /**
   * The board edit of a burst of clicks, once the game's interval is over: the newest board this
   * process rendered, where the clicks left the game message, unless it shows that version already
   * or was moved since (by a publish that read the channel: it showed its board and records it).
   * Refused, the game goes to the reconciler, which reads the channel and shows the board. Resolves
   * `false` when it sent nothing.
   */
  private async editBoardLater(gameId: string, edit: BoardEdit): Promise<boolean> {
    const { client, channelId, messageId } = edit;
    const log = lazyGameLogger(this.log, { gameId, channelId });
    return this.locks.run(gameId, async () => {
      const board = this.latest.get(gameId);
      const placement = this.placed.get(channelId);
      if (!board || placement?.messageId !== messageId) return false;
      if (placement.version >= board.version) {
        await this.boardShown(gameId, placement.version, log);
        return false;
      }
      const claim = await this.claimBoard(gameId, board.version, log);
      if (claim === "older") return false;
      try {
        const shown = this.shownPictures.get(gameId);
        const kept = edit.pictures && shown?.messageId === messageId ? shown.name : null;
        await client.rest.patch(Routes.channelMessage(channelId, messageId), {
          body: body(withPicture(board.payload, kept)),
        });
        placement.version = board.version;
      } catch (error) {
        this.placed.delete(channelId);
        this.refused.add(gameId);
        log.warn({ err: loggableError(error) }, "could not update the game's message");
        return true;
      } finally {
        if (claim === "ok") await this.releaseBoard(gameId, log);
      }
      await this.boardShown(gameId, board.version, log);
      return true;
    });
  }

  /** The board shows `version`: the publishes that waited for it are recorded as shown. */
  private async boardShown(gameId: string, version: number, log: Logger): Promise<void> {
    const awaiting = this.awaitingBoard.get(gameId);
    if (awaiting === undefined || version < awaiting) return;
    this.awaitingBoard.delete(gameId);
    const before = await this.announcement(gameId).catch(() => undefined);
    if (!before || before.version >= awaiting) return;
    const state: AnnouncementRecord = { ...before, version: awaiting };
    this.remember(state, log, lightChange(before, state));
  }

  /** Where a click may edit the game message without reading the channel first (PLACE_TRUST_MS). */
  private trustedPlacement(channelId: string, messageId: string): Placement | null {
    const placement = this.placed.get(channelId);
    if (!placement || placement.messageId !== messageId) return null;
    if (performance.now() - placement.at > PLACE_TRUST_MS || placement.posts >= PLACE_TRUST_POSTS)
      return null;
    return placement;
  }

  /** The picture the game message keeps under new text until its own follows (./board-picture.ts). */
  private keptPicture(snapshot: GameSnapshot, messageId: string): string | null {
    const shown = this.shownPictures.get(snapshot.record.id);
    return shown?.messageId === messageId && picturesOn(snapshot.setup.options) ? shown.name : null;
  }

  private async recent(client: Client, channelId: string): Promise<RawMessage[] | null> {
    const query = new URLSearchParams({ limit: String(RECENT_MESSAGES + 1) });
    return (await client.rest.get(Routes.channelMessages(channelId), { query })) as RawMessage[];
  }

  /** The newest of `messages` that is this game's message: the bot's, with embeds and this game's buttons. */
  private locateIn(messages: readonly RawMessage[], client: Client, gameId: string): string | null {
    const short = gameIdToShort(gameId);
    const botId = client.user?.id;
    for (const m of messages) {
      if (m.author?.id !== botId || !m.embeds?.length) continue;
      const ids = customIds(m.components ?? []);
      if (ids.some((id) => isGameComponent(id, short))) return m.id;
    }
    return null;
  }
}

/** The origin, remembering whether it was edited. */
function answered(origin: OriginMessage): OriginMessage & { done: boolean } {
  const tracked = {
    messageId: origin.messageId,
    done: false,
    async edit(payload: MessagePayload) {
      await origin.edit(payload);
      tracked.done = true;
    },
  };
  return tracked;
}

function sameAnnouncement(a: AnnouncementRecord, b: AnnouncementRecord): boolean {
  return (
    a.version === b.version &&
    a.messageId === b.messageId &&
    a.pingedWait === b.pingedWait &&
    a.pingedTurn === b.pingedTurn &&
    (a.pingMessageId ?? null) === (b.pingMessageId ?? null) &&
    (a.waitMessageIds ?? []).join() === (b.waitMessageIds ?? []).join() &&
    (a.turnMessageIds ?? []).join() === (b.turnMessageIds ?? []).join() &&
    (a.noticesTold ?? 0) === (b.noticesTold ?? 0) &&
    (a.posting ?? null) === (b.posting ?? null)
  );
}

/**
 * Whether `after` moved on from `before` in its version (up) and its pinged wait alone, as most clicks
 * do (a new prompt, shown to its player in their own reply): the game's row takes those two (the
 * store's `announcementInGameRow`). A version that did not move up is written whole, so that the
 * stored record never has to tell apart two records of one version.
 */
function lightChange(before: AnnouncementRecord, after: AnnouncementRecord): boolean {
  return (
    after.version > before.version &&
    sameAnnouncement({ ...before, version: after.version, pingedWait: after.pingedWait }, after)
  );
}

/**
 * Records a one-off notice whose buttons go stale: a reminder (its Respond or pick button) with the
 * wait it reminds of, a kick vote while it runs. Notices without buttons are records and stay.
 */
function keepUntilStale(state: AnnouncementRecord, messageId: string, payload: MessagePayload): void {
  const ids = customIds(payload.components ?? []);
  if (ids.length === 0) return;
  if (state.waitMessageIds?.includes(messageId) || state.turnMessageIds?.includes(messageId)) return;
  if (ids.some((id) => id.startsWith(`${CONFIRM_PREFIX}:`)))
    state.turnMessageIds = [...(state.turnMessageIds ?? []), messageId];
  else state.waitMessageIds = [...(state.waitMessageIds ?? []), messageId];
}

/**
 * Discord creates one message per nonce within a few minutes (`enforce_nonce`): a notice posted by
 * two processes at once is not posted twice. At most 25 characters.
 */
export function nonceOf(gameId: string, key: string): string {
  // One call, no Hash object (the same digest: issue 22).
  return hash("sha256", `${gameId}/${key}`, "base64url").slice(0, 25);
}

/**
 * What a message shows, as Discord returns it: its text, its embeds' titles and descriptions, its
 * components' custom_ids (which name the game, its version and prompt). Two notices of one game
 * that show the same are the same notice for a player.
 */
export function fingerprintOf(message: {
  content?: string | undefined;
  embeds?: unknown;
  components?: unknown;
}): string {
  const embeds = Array.isArray(message.embeds)
    ? (message.embeds as { title?: string; description?: string }[])
    : [];
  const components = Array.isArray(message.components) ? message.components : [];
  const shown = [
    (message.content ?? "").trim(),
    embeds.map((e) => [e.title ?? "", e.description ?? ""]),
    customIds(components),
  ];
  return hash("sha256", JSON.stringify(shown), "base64url").slice(0, 22);
}

/** Discord's answer for a channel that is not there (deleted): code 10003 "Unknown Channel". */
/**
 * The owed notice's text as its players' DMs change it. Made here, not as an arrow in an object
 * literal, which tsx's keepNames names at every creation (a `defineProperty` a click, issue 22).
 */
function adjustedRender(
  plain: OwedNotice,
  adjustment: ChannelAdjustment,
  locale: Locale,
): OwedNotice["render"] {
  return (recipients, start) => {
    const shown = plain.render(recipients, start);
    return shown && adjustNotice(shown, adjustment, locale);
  };
}

function isUnknownChannel(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 10003;
}

/** Discord's answer for a message that is not there (deleted): 404, code 10008 "Unknown Message". */
function isUnknownMessage(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 404 || code === 10008;
}

/** The newer of two message ids (snowflakes), either absent. */
function newer(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a.length !== b.length ? (a.length > b.length ? a : b) : a > b ? a : b;
}

/**
 * Whether the wait `owed` pings as a turn's start: its turn not pinged yet, or a game rewound by an
 * upgrade (its latest decisions undone), which asks its player again as at the start of their turn.
 */
function startsTurn(
  owed: OwedNotice,
  pingedTurn: number | null | undefined,
  events: readonly GameEvent[] | undefined,
): boolean {
  const rewound = events?.some((e) => e.type === "rewound") ?? false;
  return owed.turn !== null && ((pingedTurn ?? -1) < owed.turn || rewound);
}

/**
 * The notice `owed` as the channel shows it: to its addressees but the player whose own reply shows
 * them their turn (`shownTo`); none when that leaves no one to ping, or when it renders nothing.
 * One reading for the publish's post (`sendOwed`) and the intent a save stores for it (`foretell`).
 */
function channelNotice(
  owed: OwedNotice,
  shownTo: string | undefined,
  turnStart: boolean,
): MessagePayload | null {
  const recipients = owed.pinged.filter((u) => u !== shownTo);
  if (owed.pinged.length > 0 && recipients.length === 0) return null;
  return owed.render(recipients, turnStart);
}

/** A wait's notice, as its intent and nonce name it. */
function noticeKey(owed: OwedNotice): string {
  return `wait:${owed.key}:${owed.turn ?? ""}`;
}

/** The notice a decision's save was told its game owes (`Announcer.foretell`). */
interface Foretold {
  /** The state it was rendered from: the saved version, at that engine's count of decisions. */
  version: number;
  engine: GameSnapshot["engine"];
  decisions: number;
  owed: OwedNotice;
  /** The intent the save stored for it (null: none, the publish writes it if it posts). */
  posting: PostingIntent | null;
}

/** Where a publish is in its channel: the newest message it knows of (undefined: not read yet). */
interface ChannelCursor {
  client: Client;
  channelId: string;
  newest: string | null | undefined;
}

function isGameComponent(customId: string, short: string): boolean {
  const [prefix, id] = customId.split(":");
  return id === short && (prefix === "sg" || prefix === "lb" || prefix === CONFIRM_PREFIX);
}

function customIds(components: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const c of components) {
    if (typeof c !== "object" || c === null) continue;
    const record = c as { custom_id?: unknown; components?: unknown };
    if (typeof record.custom_id === "string") out.push(record.custom_id);
    if (Array.isArray(record.components)) out.push(...customIds(record.components));
  }
  return out;
}

function body(payload: MessagePayload) {
  return {
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    // A payload that names nobody to ping pings nobody (the client's default does not apply to
    // these raw requests).
    allowed_mentions: payload.allowedMentions ?? NO_MENTIONS,
  };
}

function contentTypeOf(name: string): string {
  return name.endsWith(".webp") ? "image/webp" : name.endsWith(".jpg") ? "image/jpeg" : "image/png";
}

export function messageUrl(guildId: string, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}/${messageId}`;
}

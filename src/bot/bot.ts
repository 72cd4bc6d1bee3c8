import {
  Client,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  type RESTOptions,
} from "discord.js";
import { registry as defaultRegistry } from "../../commands/index.ts";
import type { CommandRegistry } from "../../commands/registry.ts";
import { type AiRunner, poolAiRunner } from "../app/ai-runner.ts";
import { GameService, type GameServiceOptions, IDLE_SNAPSHOT_MS } from "../app/index.ts";
import { AwayService } from "../away/away-service.ts";
import { awayStoreOf } from "../away/away-store.ts";
import { type Config, clientShards, RENAMED_VARIABLES } from "../config/config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import type { RestartPolicy } from "../db/embedded-supervisor.ts";
import { Announcer } from "../discord/announcer.ts";
import { clientCaches } from "../discord/client-cache.ts";
import { LostChannels } from "../discord/lost-channels.ts";
import { NO_MENTIONS } from "../discord/mentions.ts";
import { localeOf, msg } from "../i18n/index.ts";
import { type Logger, loggerFromConfig } from "../log/logger.ts";
import { defaultPictureThreads, type PictureRenderer, picturePool } from "../picture/pool.ts";
import { type GameReader, GameRecorder, poolGameReader, recordsOf } from "../records/index.ts";
import { AnnouncementQueue, PrismaStore, type ShardFilter, type Store } from "../store/index.ts";
import { AiDriver } from "./ai-driver.ts";
import { withoutDiscordJsVariables } from "./discord-client-env.ts";
import { InFlight } from "./in-flight.ts";
import { createInteractionRouter } from "./interaction-router.ts";
import { Reconciler } from "./reconciler.ts";
import { registerCommands } from "./register-commands.ts";
import { TurnTimerLoop } from "./turn-timer-loop.ts";

/** How long shutdown waits for interactions being handled before closing anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
export const SHUTTING_DOWN_MESSAGE = msg("en").play.router.shuttingDown;

export interface StartBotOptions {
  config: Config;
  /** Defaults to a logger built from the config. */
  log?: Logger;
  /**
   * A store to use instead of opening the database named by the config
   * (DATABASE_URL, or the embedded one). The caller keeps ownership: stop()
   * does not close it.
   */
  store?: Store;
  /** Defaults to every module of commands/. */
  registry?: CommandRegistry;
  /** The clock of the turn timers (and of the game service that stamps them); the system clock by default. */
  now?: () => Date;
  /** How often the turn timers are checked; every minute by default. */
  timerIntervalMs?: number;
  /** Seeds of new games (tests make games reproducible with it); random by default. */
  newSeed?: GameServiceOptions["newSeed"];
  /**
   * REST client settings on top of DISCORD_API_URL. Tests against the fake Discord lift the
   * global limit of 50 requests per second, which only the real Discord enforces.
   */
  rest?: Partial<RESTOptions>;
  /**
   * The embedded server's restarts after its death (tests hold a restart with beforeRestart, or
   * shorten the backoff); the number of attempts comes from DATABASE_RESTART_ATTEMPTS.
   */
  databaseRestart?: Pick<RestartPolicy, "beforeRestart" | "backoffMs">;
  /**
   * Called once the embedded server could not be restarted DATABASE_RESTART_ATTEMPTS times in a
   * row (after a fatal log line): main.ts exits non-zero, so that the service manager takes over.
   * By default the bot stops.
   */
  onDatabaseLost?: () => void;
  /** Draws the board pictures instead of a pool of PICTURE_THREADS workers; false: no pictures. */
  pictures?: PictureRenderer | false;
  /** The least time between two drawings of a game's picture (over PICTURE_INTERVAL_MS; tests). */
  pictureIntervalMs?: number;
  /** The least time between two board edits of a game's clicks (BOARD_EDIT_INTERVAL_MS; tests: 0). */
  boardEditIntervalMs?: number;
  /** Where AI seats decide (issue 23): a worker-thread pool by default. */
  aiRunner?: AiRunner;
  /**
   * Where closed games are read for the records: a worker thread at the lowest priority by default
   * (tests on a saturated machine pass one outside the idle class, which may not run for minutes).
   */
  gameReader?: GameReader;
}

export interface RunningBot {
  client: Client<true>;
  store: Store;
  log: Logger;
  games: GameService;
  /** Resolves once no interaction and no turn timer tick is being handled. */
  idle(): Promise<void>;
  /** Refuses new interactions, waits for those in flight, disconnects from Discord, closes the database. */
  stop(): Promise<void>;
}

/**
 * Starts the whole bot in this process: database (migrated), Discord client
 * logged in and ready, slash commands registered. main.ts is a thin wrapper
 * around it; tests call it directly (with DISCORD_API_URL pointing at a fake
 * Discord).
 */
export async function startBot(options: StartBotOptions): Promise<RunningBot> {
  const { config } = options;
  const log = options.log ?? loggerFromConfig(config);
  const registry = options.registry ?? defaultRegistry;

  let database: Database | undefined;
  let accepting = true;
  let stopped: Promise<void> | undefined;
  // Set once the client exists; the database's give-up (onGiveUp) can come at any time after start.
  let stop = (): Promise<void> => Promise.resolve();
  let store: Store;
  if (options.store) {
    store = options.store;
  } else {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      log,
      restart: {
        ...options.databaseRestart,
        attempts: config.DATABASE_RESTART_ATTEMPTS,
        onGiveUp: (error) => {
          log.fatal(
            { err: error, attempts: config.DATABASE_RESTART_ATTEMPTS },
            "the embedded database server could not be restarted: the bot exits so that its service manager (Docker restart:, systemd) restarts it",
          );
          accepting = false;
          if (options.onDatabaseLost) options.onDatabaseLost();
          else void stop();
        },
      },
    });
    store = new PrismaStore(database.prisma);
  }

  // Sharding is discord.js's own (@discordjs/ws): this process opens one gateway connection per
  // shard it runs, and Discord sends each guild's events, interactions included, to its shard.
  const { built: client, hidden } = withoutDiscordJsVariables(
    () =>
      new Client({
        intents: [GatewayIntentBits.Guilds],
        // Every message and interaction answer pings nobody unless it names whom (a notice's `users`):
        // many of them repeat what a user typed (a card name, a refusal), which may hold "@everyone".
        allowedMentions: NO_MENTIONS,
        // Only what the bot reads is cached (not every message and clicker it sees, issue 22).
        ...clientCaches(),
        ...clientShards(config),
        rest: { ...(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}), ...options.rest },
      }),
  );
  // SHARD_COUNT is the old name of a setting (src/config warns about it); the others are not ours.
  const foreign = hidden.filter((name) => !(name in RENAMED_VARIABLES));
  if (foreign.length > 0)
    log.warn(
      { variables: foreign },
      "ignoring discord.js's ShardingManager variables: shards come from DISCORD_SHARD_*",
    );
  const shards = (): ShardFilter | undefined => processShards(client);
  // The board pictures' workers (issue 24): started with the bot, closed after its last publish.
  const threads = config.PICTURE_THREADS ?? defaultPictureThreads();
  const pictures =
    options.pictures === false || threads === 0 ? undefined : (options.pictures ?? picturePool(threads));
  const now = options.now ?? (() => new Date());
  // The announcer's records ride on the games' saves (no write of their own per click).
  const announcements = new AnnouncementQueue();
  const awayStore = awayStoreOf(store);
  const games = new GameService({
    store,
    log,
    now,
    announcements,
    shards,
    snapshotEvery: config.SNAPSHOT_EVERY,
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    // A game rewound after an upgrade (docs/upgrades.md): its table hears what was undone.
    onRewound: ({ snapshot, events }) => void inFlight.track(announcer.publish({ client, snapshot, events })),
    // A prompt of an AI seat is pending: the driver answers it off the caller's path (issue 23).
    onAiOwed: (gameId) => ai.poke(gameId),
    // Away players and weekends pause the turn timers (issue 26).
    ...(awayStore ? { timerPauses: awayStore } : {}),
    // A game ended: its records are written a moment later, off the caller's path (issue 25).
    onClosed: (gameId) => recorder?.closed(gameId),
  });
  const announcer = new Announcer({
    store,
    log,
    pictures,
    ...pictureInterval(options.pictureIntervalMs ?? config.PICTURE_INTERVAL_MS),
    ...(options.boardEditIntervalMs !== undefined
      ? { boardEditIntervalMs: options.boardEditIntervalMs }
      : {}),
    exportGame: (gameId) => games.exportGame(gameId),
    load: (gameId) => games.load(gameId),
    queue: announcements,
    // Only a process that runs part of the shards shares its games' boards with other processes.
    sharedBoards: () => shards() !== undefined,
    // Discord no longer knows the game's channel: the game ends (src/discord/lost-channels.ts).
    onChannelGone: (where) => lost.gone(where),
  });
  const timers = new TurnTimerLoop({
    games,
    announcer,
    client,
    log,
    now,
    reconciler: new Reconciler({ store, announcer, client, log, shards }),
    paused: () => database?.available() === false,
    ...(options.timerIntervalMs ? { intervalMs: options.timerIntervalMs } : {}),
  });
  const inFlight = new InFlight();
  const records = recordsOf(store);
  // Reading a closed game replays it: on a worker thread, not the event loop's (issue 24).
  const gameReader = records ? (options.gameReader ?? poolGameReader()) : null;
  const recorder = records && gameReader ? new GameRecorder({ db: records, log, reader: gameReader }) : null;
  const aiRunner = options.aiRunner ?? poolAiRunner();
  const ai = new AiDriver({
    games,
    announcer,
    store,
    client: () => (client.isReady() ? client : null),
    log,
    runner: aiRunner,
  });
  // A deleted channel or thread ends its game; its AI work stops.
  const lost = new LostChannels({
    client,
    games,
    store,
    log,
    onClosed: (gameId) => {
      ai.forget(gameId);
      // Recorded as shown at once (no request to Discord: announcer.ts), so no catch-up tries it.
      void inFlight.track(announcer.catchUp(client, gameId));
    },
    track: (work) => void inFlight.track(work),
  });
  lost.watch();
  const route = createInteractionRouter({
    registry,
    store,
    log,
    games,
    announcer,
    databaseAvailable: () => database?.available() ?? true,
  });
  client.on(Events.InteractionCreate, (interaction) => {
    if (accepting) void inFlight.track(route(interaction));
    else void refuseWhileStopping(interaction, log);
  });
  client.on(Events.Error, (error) => log.error({ err: error }, "discord client error"));
  client.on(Events.Warn, (message) => log.warn(message));

  try {
    const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
    await client.login(config.DISCORD_TOKEN);
    const readyClient = await ready;
    const registered = await registerCommands(config, registry.commandData(), client.rest);
    // Games saved by another release are checked (and rewound if need be) before the timers run.
    const restored = await games.restoreOpenGames();
    if (restored.checked > 0) log.info(restored, "open games of another release restored");
    timers.start();
    // Games idle for a while get their state written as their snapshot (a cold click after a
    // restart or an eviction then replays next to nothing); nothing of it runs during play.
    const idleSnapshots = setInterval(() => {
      games.snapshotIdle().catch((err: unknown) => log.warn({ err }, "idle snapshots failed"));
    }, IDLE_SNAPSHOT_MS);
    idleSnapshots.unref();
    // AI decisions owed when the bot stopped (a crash between a save and the AI's answer).
    const resumed = await ai.resumeAll();
    if (resumed > 0) log.info({ games: resumed }, "games with AI seats resumed");
    // Games whose channel or thread was deleted while the bot was down (an archived thread, unknown
    // to discord.js until asked, included).
    void inFlight.track(lost.sweep());
    // Away notices a crash left owed to their tables (saved with the away window, not yet in every game).
    if (awayStore) {
      const away = new AwayService({
        away: awayStore,
        games,
        publish: (snapshot) => announcer.publish({ client, snapshot, events: [] }),
      });
      void inFlight.track(
        away
          .tellOwed()
          .then((owed) => owed > 0 && log.info({ owed }, "away notices owed to tables told"))
          .catch((err) => log.warn({ err }, "could not tell the tables the away notices owed")),
      );
    }
    // Games that ended while no recorder ran (a crash between the end's save and its recording).
    if (recorder)
      void inFlight.track(recorder.catchUpAll().catch((err) => log.warn({ err }, "records catch-up failed")));
    const shardIds = readyClient.options.shards;
    log.info(
      {
        user: readyClient.user.tag,
        commands: registered,
        shards: Array.isArray(shardIds) ? shardIds : [],
        shardCount: readyClient.options.shardCount,
        snapshotEvery: config.SNAPSHOT_EVERY,
      },
      "bot ready",
    );

    stop = () => {
      stopped ??= (async () => {
        accepting = false;
        clearInterval(idleSnapshots);
        await timers.stop();
        await ai.stop();
        await aiRunner.close();
        await recorder?.stop();
        await gameReader?.close();
        if (!(await inFlight.drain(SHUTDOWN_GRACE_MS))) {
          log.warn({ pending: inFlight.size }, "stopping with interactions still in flight");
        }
        announcer.stopPictureChecks();
        await announcer.settled();
        await pictures?.close();
        await client.destroy();
        // The snapshots taken by the last decisions, written after their answers (not needed to
        // restore a game: without them, a longer tail replays).
        await games.snapshotsWritten();
        // The cached games' state as their snapshots (bounded: STOP_SNAPSHOTS_MS, the cache's size):
        // the clicks after the restart replay next to nothing.
        const written = await games.snapshotOnStop().catch((err: unknown) => {
          log.warn({ err }, "snapshots at stop failed");
          return 0;
        });
        if (written > 0) log.info({ games: written }, "snapshots of the cached games written");
        await database?.close();
        log.info("bot stopped");
      })();
      return stopped;
    };
    return {
      client: readyClient,
      store,
      log,
      games,
      async idle() {
        // AI chains start from interactions and timers and may start more: wait until all are done.
        do {
          await inFlight.drain(SHUTDOWN_GRACE_MS);
          await timers.idle();
          await ai.idle();
          await announcer.settled();
          await recorder?.idle();
          await games.snapshotsWritten();
        } while (ai.busy || inFlight.size > 0);
      },
      stop: () => stop(),
    };
  } catch (error) {
    await pictures?.close();
    await gameReader?.close();
    await ai.stop();
    await aiRunner.close();
    await client.destroy();
    await database?.close();
    throw error;
  }
}

/**
 * The shards whose games this process times and reconciles, once logged in; undefined (every game)
 * when it runs them all, or before the automatic shard count is known.
 */
function processShards(client: Client): ShardFilter | undefined {
  const { shards, shardCount } = client.options;
  if (!Array.isArray(shards) || !shardCount || shards.length >= shardCount) return undefined;
  return { ids: shards, count: shardCount };
}

async function refuseWhileStopping(interaction: Interaction, log: Logger): Promise<void> {
  try {
    if (interaction.isAutocomplete()) await interaction.respond([]);
    else if (interaction.isRepliable()) {
      const content = msg(localeOf(interaction.locale)).play.router.shuttingDown;
      await interaction.reply({ content, flags: MessageFlags.Ephemeral });
    }
  } catch (error) {
    log.warn({ err: error }, "could not refuse an interaction during shutdown");
  }
}

/** The announcer's pictureIntervalMs option, when one is set (else its default). */
function pictureInterval(ms: number | undefined): { pictureIntervalMs?: number } {
  return ms === undefined ? {} : { pictureIntervalMs: ms };
}

// A table for end-to-end games: the real bot (startBot: discord.js client, game service, announcer,
// turn timer loop) on a fresh test database, logged in to the fake Discord, with a guild, a
// channel and its players as members. Games are reproducible (seeded) and the bot's log lines
// (info and above, as in production) are kept for the privacy checks.

import { Locale, Routes } from "discord.js";
import { type RunningBot, type StartBotOptions, startBot } from "../../../src/bot/bot.ts";
import { parseConfig } from "../../../src/config/config.ts";
import { createLogger } from "../../../src/log/logger.ts";
import { picturePool } from "../../../src/picture/pool.ts";
import { poolGameReader } from "../../../src/records/index.ts";
import type { LoadedGame } from "../../../src/store/index.ts";
import {
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeMessage,
  type FakeUser,
  startFakeDiscord,
  type UserDriver,
} from "../../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";
import { watchTicks } from "./ticks.ts";

export const PLAYER_NAMES = ["alice", "bob", "carol", "dave", "erin"] as const;

export interface TablePlayer {
  user: FakeUser;
  driver: UserDriver;
  name: string;
}

export interface TableOptions {
  players: number;
  /** The guild's preferred locale (the language of public messages). */
  guildLocale?: Locale;
  /** Each player's client language, by seat; English by default. */
  userLocales?: Locale[];
  /** The bot's clock (turn timers). */
  now?: () => Date;
  timerIntervalMs?: number;
  /** Seed of the first game; the next games count up from it. */
  seed?: number;
  /**
   * The bot runs its own embedded database server on this DATA_DIR, as `npm start` without
   * DATABASE_URL does (`db` is then not the bot's database).
   */
  dataDir?: string;
  databaseRestart?: StartBotOptions["databaseRestart"];
  /** Where AI seats decide (issue 23): the bot's worker pool by default; read at each start. */
  aiRunner?: () => StartBotOptions["aiRunner"];
  /** False: no board pictures (issue 24; on by default, as for a server that keeps the default). */
  pictures?: false;
}

export class Table {
  bot!: RunningBot;
  /** JSON log lines of every bot started on this table, info level and above. */
  readonly logs: Record<string, unknown>[] = [];
  private seed: number;
  private nextTick: () => Promise<void> = () => Promise.reject(new Error("no bot running"));

  private constructor(
    readonly fake: FakeDiscord,
    readonly db: TestDatabase,
    readonly guild: FakeGuild,
    readonly channel: FakeChannel,
    readonly players: TablePlayer[],
    private readonly options: TableOptions,
  ) {
    this.seed = options.seed ?? 1;
  }

  static async open(options: TableOptions): Promise<Table> {
    const db = await openTestDatabase();
    const fake = await startFakeDiscord();
    const guild = fake.createGuild({
      name: "Table",
      preferredLocale: options.guildLocale ?? Locale.EnglishUS,
    });
    const channel = guild.createTextChannel("smash-up");
    const players = Array.from({ length: options.players }, (_, i) => {
      const name = PLAYER_NAMES[i] ?? `player${i}`;
      const user = fake.createUser(name, { locale: options.userLocales?.[i] ?? Locale.EnglishUS });
      guild.addMember(user);
      return { user, driver: fake.user(user), name };
    });
    const table = new Table(fake, db, guild, channel, players, options);
    try {
      await table.start();
    } catch (error) {
      await table.close();
      throw error;
    }
    return table;
  }

  /** Starts a bot process on this table's database (again, after stop()). */
  async start(): Promise<RunningBot> {
    const { dataDir } = this.options;
    const config = parseConfig({
      DISCORD_TOKEN: this.fake.token,
      DISCORD_CLIENT_ID: this.fake.applicationId,
      DISCORD_DEV_GUILD_ID: this.guild.id,
      DISCORD_API_URL: this.fake.restUrl,
      ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: this.db.url }),
    });
    const log = createLogger({
      level: "info",
      pretty: false,
      destination: { write: (line: string) => this.logs.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const aiRunner = this.options.aiRunner?.();
    this.bot = await startBot({
      config,
      log,
      ...(dataDir ? {} : { store: this.db.store }),
      ...(this.options.databaseRestart ? { databaseRestart: this.options.databaseRestart } : {}),
      newSeed: () => this.seed++,
      rest: { globalRequestsPerSecond: 100_000 },
      ...(this.options.now ? { now: this.options.now } : {}),
      ...(this.options.timerIntervalMs ? { timerIntervalMs: this.options.timerIntervalMs } : {}),
      ...(aiRunner ? { aiRunner } : {}),
      // Pictures and records on workers of the test process's own priority: the bot's default, the
      // idle scheduling class, may not run for minutes while the suite keeps both cores busy (a
      // picture the test waits for would then depend on the machine's load). Budget as in the bot.
      pictures: this.options.pictures === false ? false : picturePool(1, { nice: null }),
      gameReader: poolGameReader({ idle: false, nice: 0 }),
      // Every board's picture drawn (the tests check each): no pacing between a game's drawings.
      pictureIntervalMs: 0,
      // Every click's board edited at once (the tests read the board after each): no pacing either.
      boardEditIntervalMs: 0,
    });
    this.nextTick = watchTicks(this.bot);
    return this.bot;
  }

  /** Waits until the bot has finished with every interaction and timer tick. */
  idle(): Promise<void> {
    return this.bot.idle();
  }

  /**
   * Waits for a whole turn timer tick on the clock as it is now, then until the bot is idle (see
   * support/ticks.ts). For a table opened with a short `timerIntervalMs`.
   */
  tick(): Promise<void> {
    return this.nextTick();
  }

  /** The stored game, as a comparable snapshot of everything that defines it. */
  async row(gameId: string): Promise<unknown> {
    const loaded = (await this.db.store.loadGame(gameId)) as LoadedGame;
    const all = await this.db.store.loadAllDecisions(gameId);
    return JSON.parse(JSON.stringify({ game: loaded.game, players: loaded.players, decisions: all }));
  }

  /**
   * A public message of the bot's with one row of `components` (raw API objects), posted through
   * the bot's own REST client: how a test forges buttons or menus for a player to click.
   */
  async forge(components: Record<string, unknown>[]): Promise<FakeMessage> {
    const posted = (await this.bot.client.rest.post(Routes.channelMessages(this.channel.id), {
      body: { content: "forged", components: [{ type: 1, components }] },
    })) as { id: string };
    return this.fake.message(posted.id) as FakeMessage;
  }

  async close(): Promise<void> {
    await this.bot?.stop();
    await this.fake.close();
    await this.db.close();
  }
}

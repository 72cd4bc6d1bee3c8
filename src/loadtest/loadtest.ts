// Load test: complete games played at once in several channels, through the code a click runs
// (the game service, the click handler's decide(), the private panel and the public board), on
// one database. It answers "does the database take a busy server": no refusal but the expected
// ones, no acknowledged decision missing from the stored log, every game to its end.
//
// The work is split into channels; `playChannels` plays a set of channels against one game
// service and returns plain data (latencies, counts, acknowledged decisions), so that a later
// version can run several bot processes, each with its own service and share of the channels,
// and merge their reports with `mergeReports` before `verify` reads the database.

import "../../cards/index.ts";
import { AsyncLocalStorage } from "node:async_hooks";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Client, Interaction } from "discord.js";
import { decide } from "../../commands/game/decide.ts";
import { privateView } from "../../commands/game/views.ts";
import { registry } from "../../commands/index.ts";
import { poolAiRunner } from "../app/ai-runner.ts";
import { isAiUser } from "../app/ai-user.ts";
import { type ActResult, GameService, type GameSnapshot, type LobbyResult } from "../app/index.ts";
import { percentile } from "../bench/interaction.ts";
import { AiDriver } from "../bot/ai-driver.ts";
import { createInteractionRouter, DATABASE_RESTARTING_MESSAGE } from "../bot/interaction-router.ts";
import { Announcer } from "../discord/announcer.ts";
import { gameMessage } from "../discord/game-message.ts";
import { randomChoice } from "../drivers/simulate.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { msg } from "../i18n/index.ts";
import { createLogger, type Logger } from "../log/logger.ts";
import { type NotifyStore, notifyStoreOf } from "../notify/notify-store.ts";
import { mainThreadBusy, picturePool } from "../picture/pool.ts";
import { encodeCustomId } from "../render/custom-id.ts";
import { AnnouncementQueue, databaseUnreachable, type Store } from "../store/index.ts";
import {
  asClick,
  type ClickCosts,
  countQueries,
  DiscordStub,
  newCosts,
  runTotals,
  startRunTotals,
  stopClickContexts,
} from "./discord-stub.ts";
import {
  addPictureCounts,
  countingRenderer,
  emptyPictureCounts,
  type PictureCounts,
} from "./picture-counts.ts";
import { stubPictureRenderer } from "./picture-stub.ts";
import { processCpuMs, threadCpuMs } from "./thread-cpu.ts";

export const DB_RESTARTING = "db-restarting";

/**
 * Refusals a busy table produces by itself: a double click, a click on a prompt that is not
 * yours (and "game-over" for the second click on the prompt that ended the game); and, when the
 * database server dies (--kill-db-every), "db-restarting": the bot's "the database is restarting,
 * try again in a moment", after which the player clicks again.
 */
export const EXPECTED_REFUSALS: ReadonlySet<string> = new Set(["stale", "not-your-prompt", DB_RESTARTING]);

export interface LoadPlan {
  channels: number;
  games: number;
  seed: number;
  /** Players per game (2 to 4). */
  players: number;
  /** VP to win (15 in a real game; lower for a shorter test). */
  vpTarget: number;
  /**
   * Share of prompts answered twice at the same moment by their player (a double click) and,
   * as often, also by a player who is not asked.
   */
  noise: number;
  /** Makes the channel ids of this run unique. */
  runId: string;
  /**
   * What a click runs: `handler` (the default) the bot's own interaction handler, as Discord calls
   * it, with Discord's REST layer stubbed and counted (./discord-stub.ts); `service` only the game
   * service's decision and the rendering of the panel and board (what the load test ran before).
   */
  path?: ClickPath;
  /** Several processes play the same database (--processes): their boards are claimed (docs/scaling.md). */
  sharedBoards?: boolean;
  /** The boards' pictures drawn (on the bot's worker pool) and sent, as in the bot (handler path). */
  pictures?: boolean;
  /** With pictures: the least ms between two drawings of a game (absent: the bot's default). */
  pictureIntervalMs?: number;
  /** With pictures: the workers' nice value (absent: the bot's, PICTURE_NICE; null: the process's). */
  pictureNice?: number | null;
  /** With pictures: the drawings' share of one core (absent: the bot's, PICTURE_CPU_SHARE). */
  pictureShare?: number;
  /** With pictures: the CPU ms the drawings may spend at once after a quiet while (absent: PICTURE_BURST_MS). */
  pictureBurstMs?: number;
  /** With pictures: false turns off the budget's boost while the main thread idles (mainBusy). */
  pictureIdleBoost?: boolean;
  /**
   * With pictures: `stub` draws nothing (./picture-stub.ts): each drawing takes a fixed time off the
   * main thread and charges the budget as much, so the main thread's picture path (jobs, hashes,
   * queues, picture edits) is measured without a drawing thread competing for the cores.
   */
  pictureRenderer?: "pool" | "stub";
  /** One seat of every game played by an AI of this level (issue 23), through the bot's AI driver
   * and worker pool (handler path); the other seats click as people. */
  ai?: "easy" | "normal" | "hard";
  /**
   * How the clicks' queries and Discord requests are counted: `context` (the default) per click,
   * before and after its answer, through AsyncLocalStorage; `totals` as plain totals of the run
   * (queriesBefore holds them all), which costs the clicks nothing (a timed run: issue 22); `both`
   * for the test that the totals count what the clicks' contexts count. With totals, all channels
   * start clicking together (the lobby's queries stay out), in one round, without noise.
   */
  counting?: "context" | "totals" | "both";
  /**
   * Every player chose DMs (`/smashup notify how: dm`, issue 26) before their game started: their
   * turns' notices are DMs, the channel's notices name them (handler path).
   */
  dms?: boolean;
  /** The game service's snapshot cadence (SNAPSHOT_EVERY); 80 when absent. */
  snapshotEvery?: number;
  /** No query counting (pg's query methods left unwrapped): the start-up warm-up (src/bench/startup-warm-up.ts). */
  uncounted?: boolean;
}

export type ClickPath = "handler" | "service";

/** A decision the service acknowledged: it must be in the stored log afterwards, as it was. */
export interface Acknowledged {
  gameId: string;
  seq: number;
  userId: string;
  promptId: number;
  choice: string[];
}

/** What one set of channels did; plain data (it may cross a process boundary). */
export interface ChannelsReport {
  gameIds: string[];
  /** Milliseconds of every interaction, lobby steps included. */
  latencies: number[];
  refusals: Record<string, number>;
  /** Unexpected outcomes, described (failures by the definition of the load test). */
  failures: string[];
  acknowledged: Acknowledged[];
  /** Games still active after MAX_CLICKS (a stuck game). */
  unfinished: number;
  /** Clicks on a game's prompt (lobby steps not included), and what they cost outside the process. */
  clicks: number;
  /** Discord REST requests of those clicks, by kind (handler path only). */
  discordRequests: Record<string, number>;
  /** Database queries of those clicks before their answer was sent, and after (in the background). */
  queriesBefore: number;
  queriesAfter: number;
  /** The event loop's delay while the channels played, 99th percentile (perf_hooks), in ms. */
  eventLoopDelayP99Ms: number;
  /**
   * CPU time of the main thread (the event loop's) while the channels played, in ms (null: the
   * system does not tell, ./thread-cpu.ts), and of the whole process (worker threads included).
   */
  mainThreadCpuMs: number | null;
  processCpuMs: number;
  /**
   * Wall ms from the first lobby step to the last click's answer (the games being played), and
   * then until the background work was done (the last pictures drawn and sent, the records
   * written): a picture drawn after the last click slows no click, so the pictures' throughput
   * comparison reads both apart (src/tools/loadtest.ts).
   */
  playedMs: number;
  settleMs: number;
  /** With pictures: the drawings made and what the drawing threads spent (./picture-counts.ts). */
  pictureCounts: PictureCounts;
  /** Counted `both` ways: the run's plain totals, beside the clicks' own counts above. */
  totals?: { queries: number; discord: Record<string, number> };
}

/** Meets all channels of a round at each lobby step, so that they open, join and start together. */
export interface Barrier {
  wait(): Promise<void>;
}

const GUILD = "loadtest-guild";
/** How long a click is tried again while the database is down, before it counts as failed. */
const DATABASE_DOWN_PATIENCE_MS = 600_000;
const MAX_CLICKS = 5_000;

/** Plays the games of `channelIndexes` (0-based, round by round), all channels at once. */
export async function playChannels(
  store: Store,
  plan: LoadPlan,
  channelIndexes: number[],
  barrier: (round: number) => Barrier,
): Promise<ChannelsReport> {
  // The start-up warm-up counts nothing: the prototypes of pg stay as they are.
  if (!plan.uncounted) countQueries();
  const counting = plan.counting ?? "context";
  const totals = counting !== "context";
  if (totals && (Math.ceil(plan.games / plan.channels) > 1 || plan.noise > 0 || plan.ai))
    throw new Error("counting by totals needs one round of channels, no noise and no AI");
  if (counting === "totals") stopCountingContexts();
  runTotals.on = false;
  const report = emptyReport();
  const errors: string[] = [];
  const log = createLogger({
    level: "error",
    pretty: false,
    destination: {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        errors.push(`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ""}`);
      },
    },
  });
  let nextSeed = plan.seed;
  // As in the bot: the announcer's records ride on the game's next save.
  const queue = new AnnouncementQueue();
  let driver: AiDriver | undefined;
  const service = new GameService({
    store,
    log,
    // A lobby's seed is its channel's (gameSeeds), not the order in which the channels' lobbies
    // reached the service: every pass of a run plays the same games.
    newSeed: () => gameSeeds.getStore() ?? nextSeed++,
    announcements: queue,
    ...(plan.snapshotEvery !== undefined ? { snapshotEvery: plan.snapshotEvery } : {}),
    ...(plan.ai ? { onAiOwed: (gameId: string) => driver?.poke(gameId) } : {}),
  });
  const clicker =
    (plan.path ?? "handler") === "handler"
      ? handlerClicker(store, service, log, {
          sharedBoards: plan.sharedBoards ?? false,
          queue,
          pictures: plan.pictures ?? false,
          ...(plan.pictureIntervalMs !== undefined ? { pictureIntervalMs: plan.pictureIntervalMs } : {}),
          ...(plan.pictureNice !== undefined ? { pictureNice: plan.pictureNice } : {}),
          ...(plan.pictureShare !== undefined ? { pictureShare: plan.pictureShare } : {}),
          ...(plan.pictureBurstMs !== undefined ? { pictureBurstMs: plan.pictureBurstMs } : {}),
          ...(plan.pictureIdleBoost === false ? { pictureIdleBoost: false } : {}),
          ...(plan.pictureRenderer === "stub" ? { pictureRenderer: "stub" as const } : {}),
          contexts: counting !== "totals",
        })
      : serviceClicker(service, { contexts: counting !== "totals" });
  // AI seats (issue 23): answered as in the bot, by the AI driver on its worker pool, their moves
  // published through the same announcer and (stubbed) Discord as the clicks.
  const runner = plan.ai ? poolAiRunner() : undefined;
  if (runner) {
    if (!clicker.announcer) throw new Error("AI seats need the handler path");
    driver = new AiDriver({
      games: service,
      announcer: clicker.announcer,
      store,
      client: () => clicker.client ?? null,
      log,
      runner,
    });
  }
  // How long callbacks waited for the event loop (a render on it would show here), 10 ms samples.
  await clicker.ready?.();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The players' DM choices, made as the command makes them (the announcer's settings cache sees them).
  const dmChoices = plan.dms ? notifyStoreOf(store) : null;
  const mainCpuBefore = threadCpuMs();
  const processCpuBefore = processCpuMs();
  const rounds = Math.ceil(plan.games / plan.channels);
  const playStarted = performance.now();
  clicker.begin?.();
  for (let round = 0; round < rounds; round++) {
    const here = channelIndexes.filter((channel) => channel < channelsInRound(plan, round));
    const meet = barrier(round);
    // Counted by totals: from the moment every channel's lobby is done (see playGame).
    const clicking = totals ? { wait: () => meet.wait().then(startOnce) } : null;
    await Promise.all(
      here.map((channel) =>
        playGame(service, clicker, plan, channel, round, meet, report, clicking, dmChoices),
      ),
    );
  }
  const played = performance.now();
  clicker.played?.();
  report.playedMs = Math.round(played - playStarted);
  await driver?.stop();
  await runner?.close();
  await clicker.settled();
  report.settleMs = Math.round(performance.now() - played);
  delay.disable();
  report.eventLoopDelayP99Ms = Math.round(delay.percentile(99) / 1e5) / 10;
  const mainCpuAfter = threadCpuMs();
  report.mainThreadCpuMs =
    mainCpuBefore === null || mainCpuAfter === null ? null : Math.round(mainCpuAfter - mainCpuBefore);
  report.processCpuMs = Math.round(processCpuMs() - processCpuBefore);
  if (clicker.pictureCounts) report.pictureCounts = { ...clicker.pictureCounts };
  runTotals.on = false;
  report.clicks = clicker.costs.length;
  if (counting === "totals") {
    report.queriesBefore = runTotals.queries;
    report.discordRequests = { ...runTotals.discord };
  } else {
    for (const costs of clicker.costs) {
      report.queriesBefore += costs.queriesBefore;
      report.queriesAfter += costs.queriesAfter;
      for (const [kind, n] of Object.entries(costs.discord))
        report.discordRequests[kind] = (report.discordRequests[kind] ?? 0) + n;
    }
  }
  if (counting === "both") report.totals = { queries: runTotals.queries, discord: { ...runTotals.discord } };
  report.failures.push(...errors.map((message) => `logged: ${message}`));
  return report;
}

/** Games each channel plays in turn in a `--pictures compare` pass unless `--games` says. */
export const COMPARE_GAMES_PER_CHANNEL = 3;

/**
 * The games of a run when `--games` is not given: one per channel, and three per channel in turn
 * for a picture compare. Each pass starts from a quiet bot, whose drawing budget spends its burst
 * at once (~0.24 s of drawing CPU, stop 36): 3.4 % of a core over a one-game pass of ~7 s, 1.1 %
 * over a three-game one. The comparison is of sustained play (issue 24: pictures never slow the
 * table), and a bot pays the burst once per quiet spell, not once per 7 s.
 */
export function defaultGames(channels: number, pictures: string): number {
  return pictures === "compare" ? channels * COMPARE_GAMES_PER_CHANNEL : channels;
}

/**
 * Ends the tracking of clicks' async contexts (until a click counted by context runs again), for a
 * timed run whose clicks make none: Node's promise hooks stay on while a storage is enabled.
 */
export function stopCountingContexts(): void {
  stopClickContexts();
  acts.disable();
  gameSeeds.disable();
}

/**
 * Starts the run's totals once: when the first channel is past the barrier after the lobbies. The
 * lobbies' opens ran in `gameSeeds` contexts, which enabled that storage again (and with it Node's
 * promise hooks on every promise of the timed clicks, a cost the bot, which tracks no async
 * context, does not pay): it is disabled again here, before the first timed click.
 */
function startOnce(): void {
  if (runTotals.on) return;
  gameSeeds.disable();
  startRunTotals();
}

const acts = new AsyncLocalStorage<ActResult[]>();
/** The seed of the lobby being opened (playGame): its channel's, whatever the order of the opens. */
const gameSeeds = new AsyncLocalStorage<number>();

/**
 * The seed of the game in `channel` (0-based) in `round`: the same in every pass of a run (passes
 * play in channels of their own, named after the pass), so that two passes compared play the same
 * games, seat for seat and choice for choice (the players' chooser is seeded from it too).
 */
export function channelSeed(
  plan: Pick<LoadPlan, "seed" | "channels">,
  round: number,
  channel: number,
): number {
  return (plan.seed + round * plan.channels + channel) | 0;
}
/** The results of the click in flight on each game, for clicks without an async context. */
const actsByGame = new Map<string, ActResult[]>();
const watched = new WeakSet<GameService>();
/**
 * Hands every result of `service.act` to the click whose async context called it, or without
 * contexts, to the click in flight on its game (one at a time per game: no noise).
 */
function watchActs(service: GameService): void {
  if (watched.has(service)) return;
  watched.add(service);
  const act = service.act.bind(service);
  service.act = async (input) => {
    const result = await act(input);
    (acts.getStore() ?? actsByGame.get(input.gameId))?.push(result);
    return result;
  };
}

/** The refusal whose text the handler answered with (it refuses a stale or foreign click itself). */
function refusalShown(answer: string | undefined): ActResult | null {
  const reasons = msg("en").app.reason;
  for (const [reason, text] of Object.entries(reasons))
    if (answer?.startsWith(text)) return { ok: false, reason: reason as keyof typeof reasons };
  return null;
}

/** A player's click on the prompt of a game, played one way or another; says what the service did. */
export interface Clicker {
  click(input: ClickInput): Promise<ActResult | null>;
  /** What each click cost (one entry per click). */
  readonly costs: ClickCosts[];
  /** Resolves once the clicks' background work (announcement records) is done. */
  settled(): Promise<void>;
  /** The handler path's announcer and (stubbed) Discord client, which AI seats publish through. */
  readonly announcer?: Announcer;
  readonly client?: Client;
  /** With pictures: what was drawn (complete once `settled` resolved). */
  readonly pictureCounts?: PictureCounts;
  /** Resolves once the clicker is ready to be timed (the picture workers loaded, as in a running bot). */
  ready?(): Promise<void>;
  /** The pass's clock starts (its first lobby step). */
  begin?(): void;
  /** The games' last click was answered: what follows is the background's drain. */
  played?(): void;
}

export interface ClickInput {
  guildId: string;
  channelId: string;
  gameId: string;
  userId: string;
  version: number;
  promptId: number;
  choice: string[];
  /** The choice as indexes in the prompt's options. */
  marked: number[];
}

/**
 * A random click on the snapshot's pending prompt, by the seat it waits for: several options are
 * marked in the panel, then sent in the prompt's order. Null when nothing is pending.
 */
export function randomClick(snapshot: GameSnapshot, rng: { int(n: number): number }): ClickInput | null {
  const prompt = snapshot.engine?.prompt;
  if (!prompt) return null;
  const index = (id: string) => prompt.options.findIndex((o) => o.id === id);
  const choice = randomChoice(prompt, rng).sort((a, b) => index(a) - index(b));
  return {
    guildId: snapshot.record.guildId,
    channelId: snapshot.record.channelId,
    gameId: snapshot.record.id,
    userId: snapshot.userOf(prompt.seat) as string,
    version: snapshot.record.version,
    promptId: prompt.id,
    choice,
    marked: choice.map(index),
  };
}

/** The game service's decision and the renders of the click (the load test's path before issue 22). */
export function serviceClicker(service: GameService, options: { contexts?: boolean } = {}): Clicker {
  const costs: ClickCosts[] = [];
  const context = { games: service };
  const run = (options.contexts ?? true) ? asClick : <T>(_: ClickCosts, task: () => Promise<T>) => task();
  return {
    costs,
    settled: async () => {},
    click(input) {
      const cost = newCosts();
      costs.push(cost);
      return run(cost, async () => {
        const result = await decide(context, {
          gameId: input.gameId,
          userId: input.userId,
          version: input.version,
          decision: { kind: "answer", promptId: input.promptId, choice: input.choice },
        });
        cost.answered = true;
        if (!result.ok) return result;
        privateView(result.snapshot, input.userId, "en");
        gameMessage(result.snapshot, ["core"]);
        return result;
      });
    },
  };
}

/**
 * The bot's interaction handler, as Discord calls it: the player picks their answer in the select
 * of their private panel. What the service did is read from its `act` (the handler answers Discord,
 * not its caller).
 */
export function handlerClicker(
  store: Store,
  service: GameService,
  log: Logger,
  /** `queue`: the one `service` carries announcement records of (as in the bot). */
  options: {
    sharedBoards?: boolean;
    queue?: AnnouncementQueue;
    pictures?: boolean;
    pictureIntervalMs?: number;
    pictureNice?: number | null;
    pictureShare?: number;
    pictureBurstMs?: number;
    pictureIdleBoost?: boolean;
    pictureRenderer?: "pool" | "stub";
    /** Counted per click through async contexts (the default), or only by the run's totals. */
    contexts?: boolean;
  } = {},
): Clicker {
  const contexts = options.contexts ?? true;
  const stub = new DiscordStub();
  const budgetOptions = {
    ...(options.pictureShare !== undefined ? { share: options.pictureShare } : {}),
    ...(options.pictureBurstMs !== undefined ? { burstMs: options.pictureBurstMs } : {}),
  };
  const pool = !options.pictures
    ? undefined
    : options.pictureRenderer === "stub"
      ? stubPictureRenderer({
          ...budgetOptions,
          ...(options.pictureIdleBoost === false ? {} : { mainBusy: mainThreadBusy() }),
        })
      : picturePool(undefined, {
          ...(options.pictureNice !== undefined ? { nice: options.pictureNice } : {}),
          budget: {
            ...budgetOptions,
            // The pool's main-thread boost is replaced by none: the share holds while the main thread idles.
            ...(options.pictureIdleBoost === false ? { mainBusy: undefined } : {}),
          },
        });
  const counting = pool ? countingRenderer(pool) : undefined;
  const pictures = counting?.renderer;
  const announcer = new Announcer({
    store,
    log,
    load: (gameId) => service.load(gameId),
    sharedBoards: () => options.sharedBoards ?? false,
    pictures,
    ...(options.pictureIntervalMs !== undefined ? { pictureIntervalMs: options.pictureIntervalMs } : {}),
    exportGame: (gameId) => service.exportGame(gameId),
    ...(options.queue ? { queue: options.queue } : {}),
  });
  const route = createInteractionRouter({ registry, store, log, games: service, announcer });
  watchActs(service);
  const costs: ClickCosts[] = [];
  return {
    costs,
    announcer,
    client: stub.client,
    ...(counting
      ? {
          pictureCounts: counting.counts,
          // The bot's workers are up long before its games: a pass does not time their start-up.
          ready: async () => pool?.warm?.(),
          begin: () => counting.begin(),
          played: () => counting.played(),
        }
      : {}),
    settled: async () => {
      await announcer.settled();
      counting?.finish();
      await pictures?.close();
    },
    click(input) {
      const cost = newCosts();
      costs.push(cost);
      const results: ActResult[] = [];
      const ref = {
        prefix: "sg" as const,
        gameId: input.gameId,
        version: input.version,
        promptId: input.promptId,
      };
      // One option: picked in the panel's select; none or several: marked, then "Done".
      const target = { guildId: input.guildId, channelId: input.channelId, userId: input.userId };
      const interaction = stub.select({
        ...target,
        customId: encodeCustomId(
          input.choice.length === 1
            ? { ...ref, verb: "pick" }
            : { ...ref, verb: "done", marked: input.marked },
        ),
        values: input.choice.length === 1 ? input.choice : [],
      });
      // Without async contexts, a click's answer is found by its interaction's token, and what the
      // service did by its game (one click in flight per game).
      const routed = async (sent: Interaction) => {
        if (contexts) return route(sent);
        stub.track(sent, cost);
        try {
          await route(sent);
        } finally {
          stub.untrack(sent);
        }
      };
      const play = async () => {
        await routed(interaction);
        if (results.length === 0 && input.choice.length === 1 && input.choice[0] === "end") {
          // End turn with plays left asks first (render/end-turn.ts): the player's second tap.
          await routed(
            stub.select({ ...target, customId: encodeCustomId({ ...ref, verb: "endok" }), values: [] }),
          );
        }
        const acted = results.find((r) => r.ok) ?? results.at(-1);
        // The router answers a click during the embedded server's restart instead of throwing:
        // it is retried like the service path's unreachable database (whileDatabaseDown).
        if (!acted && cost.answer?.startsWith(DATABASE_RESTARTING_MESSAGE))
          throw Object.assign(new Error("the database is restarting"), { code: "ECONNREFUSED" });
        return acted ?? refusalShown(cost.answer);
      };
      if (contexts) return asClick(cost, () => acts.run(results, play));
      actsByGame.set(input.gameId, results);
      return play().finally(() => actsByGame.delete(input.gameId));
    },
  };
}

async function playGame(
  service: GameService,
  clicker: Clicker,
  plan: LoadPlan,
  channel: number,
  round: number,
  barrier: Barrier,
  report: ChannelsReport,
  /** Counted by totals: met by every channel once its lobby is done, before its first click. */
  clicking: Barrier | null = null,
  /** Set: every player chooses DMs before the game starts (LoadPlan.dms). */
  dmChoices: NotifyStore | null = null,
): Promise<void> {
  // With AI seats, the last seat is the AI's (added by the host): the others are people.
  const people = plan.ai ? plan.players - 1 : plan.players;
  const users = Array.from({ length: people }, (_, seat) => `lt-${plan.runId}-${channel}-${seat}`);
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      report.latencies.push(performance.now() - started);
    }
  };
  const lobbyStep = async (
    what: string,
    call: () => Promise<LobbyResult>,
    gameId?: string,
  ): Promise<GameSnapshot | null> => {
    const { value: result, retried } = await whileDatabaseDown(report, () => timed(call));
    if (result.ok) return result.snapshot;
    // A step tried again after the database came back may have been applied the first time (its
    // commit made it, its answer did not): the game as stored says where it is.
    const applied = retried
      ? (gameId ?? (result.reason === "busy-channel" ? result.existingGameId : undefined))
      : undefined;
    if (applied) {
      const stored = await whileDatabaseDown(report, () => service.load(applied));
      if (stored.value) return stored.value;
    }
    report.failures.push(`channel ${channel}, round ${round}: ${what} refused (${result.reason})`);
    return null;
  };

  await barrier.wait();
  const seed = channelSeed(plan, round, channel);
  const opened = await lobbyStep("open", () =>
    gameSeeds.run(seed, () =>
      service.openLobby({
        guildId: GUILD,
        channelId: `lt-${plan.runId}-${channel}`,
        hostId: users[0] as string,
        hostName: "Player 0",
        options: { selectionMode: "random", vpTarget: plan.vpTarget },
      }),
    ),
  );
  await barrier.wait();
  // A refused lobby still meets the others at every step, or they would wait for it forever.
  let snapshot = opened;
  if (opened) {
    report.gameIds.push(opened.record.id);
    const gameId = opened.record.id;
    const joined = await Promise.all(
      users
        .slice(1)
        .map((userId, i) =>
          lobbyStep(
            `join of seat ${i + 1}`,
            () => service.lobbyAction({ gameId, userId, action: { kind: "join", name: `Player ${i + 1}` } }),
            gameId,
          ),
        ),
    );
    if (joined.some((s) => s === null)) snapshot = null;
    const level = plan.ai;
    if (snapshot && level) {
      snapshot = await lobbyStep(
        "add an AI",
        () => service.lobbyAction({ gameId, userId: users[0] as string, action: { kind: "addAi", level } }),
        gameId,
      );
    }
  }
  if (dmChoices) for (const userId of users) await dmChoices.update(userId, { mode: "dm" });
  await barrier.wait();
  if (snapshot) {
    const gameId = snapshot.record.id;
    snapshot = await lobbyStep(
      "start",
      () => service.lobbyAction({ gameId, userId: users[0] as string, action: { kind: "start" } }),
      gameId,
    );
  }
  await clicking?.wait();
  if (!snapshot) return;
  await clickToTheEnd(service, clicker, plan, snapshot, seed, users, timed, report);
}

/** Every prompt answered by its player with a random legal choice, with some noise clicks. */
async function clickToTheEnd(
  service: GameService,
  clicker: Clicker,
  plan: LoadPlan,
  first: GameSnapshot,
  /** The game's seed (channelSeed): the players' choices follow from it. */
  seed: number,
  users: string[],
  timed: <T>(call: () => Promise<T>) => Promise<T>,
  report: ChannelsReport,
): Promise<void> {
  // From the game's seed, not its channel's name (a pass's own): every pass makes the same choices.
  const rng = makeChooserRng(seed ^ 0x5eed);
  const gameId = first.record.id;
  let snapshot = first;
  for (let clicks = 0; snapshot.record.status === "active"; clicks++) {
    if (clicks >= MAX_CLICKS) {
      report.unfinished += 1;
      return;
    }
    const prompt = snapshot.engine?.prompt;
    if (!prompt) {
      report.failures.push(`game ${gameId}: active without a prompt at version ${snapshot.record.version}`);
      return;
    }
    const userId = snapshot.userOf(prompt.seat) as string;
    if (isAiUser(userId)) {
      // The AI driver answers (off this path): wait for the game to move on, not a person's click.
      const moved = await aiMoved(service, snapshot, report);
      if (!moved) return;
      snapshot = moved;
      continue;
    }
    // Several options are marked in the panel, then sent in the prompt's order.
    const index = (id: string) => prompt.options.findIndex((o) => o.id === id);
    const choice = randomChoice(prompt, rng).sort((a, b) => index(a) - index(b));
    const input = {
      guildId: snapshot.record.guildId,
      channelId: snapshot.record.channelId,
      gameId,
      userId,
      version: snapshot.record.version,
      promptId: prompt.id,
      choice,
      marked: choice.map(index),
    };
    // The player's click, with what the bot renders for it: their panel and the public board.
    const click = (as: string) =>
      whileDatabaseDown(report, () =>
        timed(async () => {
          const result = (await clicker.click({ ...input, userId: as })) ?? {
            ok: false as const,
            reason: "malformed" as const,
          };
          if (!result.ok) return { result, seq: -1 };
          // Read now: the live engine moves on with the game's next click.
          return { result, seq: result.snapshot.engine?.decisions ?? -1 };
        }),
      ).then(({ value, retried }) => ({ ...value, retried }));
    const noisy = rng.int(1000) < plan.noise * 1000;
    // Looked for only when noisy: the players' own work counts in the bench's CPU per click.
    const other = noisy ? users.find((u) => u !== userId && snapshot.seatOf(u) !== null) : undefined;
    const results = other
      ? await Promise.all([click(other), click(userId), click(userId)])
      : [await click(userId)];
    let next: GameSnapshot | null = null;
    const refused: string[] = [];
    for (const { result, seq } of results) {
      if (result.ok) {
        if (next) report.failures.push(`game ${gameId}: two clicks on prompt ${prompt.id} both applied`);
        next = result.snapshot;
        report.acknowledged.push({
          gameId,
          seq,
          userId,
          promptId: prompt.id,
          choice: input.choice,
        });
      } else {
        refused.push(result.reason);
      }
    }
    for (const reason of refused) {
      report.refusals[reason] = (report.refusals[reason] ?? 0) + 1;
      // The click that came second to the one that ended the game is as stale as any other.
      const expected =
        EXPECTED_REFUSALS.has(reason) || (reason === "game-over" && next?.record.status === "finished");
      if (!expected) report.failures.push(`game ${gameId}: click on prompt ${prompt.id} refused (${reason})`);
    }
    if (!next && results.some((r) => r.retried)) {
      // Clicked again after the database came back: the first click's commit may have made it
      // (unacknowledged, so not counted), and the game as stored moved on.
      const stored = (await whileDatabaseDown(report, () => service.load(gameId))).value;
      if (stored && stored.record.version > snapshot.record.version) next = stored;
    }
    if (!next) {
      report.failures.push(`game ${gameId}: no click on prompt ${prompt.id} was applied`);
      return;
    }
    snapshot = next;
  }
}

/** How long to wait for an AI's move before the game counts as stuck (a Hard decision on a busy
 * machine takes seconds; the driver retries a failed one after a minute). */
const AI_PATIENCE_MS = 600_000;

/** The game as stored once the AI driver has moved it past `snapshot`'s version. */
async function aiMoved(
  service: GameService,
  snapshot: GameSnapshot,
  report: ChannelsReport,
): Promise<GameSnapshot | null> {
  const giveUpAt = performance.now() + AI_PATIENCE_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const stored = (await whileDatabaseDown(report, () => service.load(snapshot.record.id))).value;
    if (stored && stored.record.version > snapshot.record.version) return stored;
    if (performance.now() > giveUpAt) {
      report.failures.push(`game ${snapshot.record.id}: the AI did not move for ${AI_PATIENCE_MS / 1000} s`);
      return null;
    }
  }
}

/**
 * `call`, clicked again (after a moment) while the database cannot be reached, as a player told
 * "the database is restarting" does; each such answer counts as a db-restarting refusal. `retried`
 * says whether the call that returned was a second try: its first may have been applied.
 */
async function whileDatabaseDown<T>(
  report: ChannelsReport,
  call: () => Promise<T>,
): Promise<{ value: T; retried: boolean }> {
  const giveUpAt = performance.now() + DATABASE_DOWN_PATIENCE_MS;
  for (let retried = false; ; retried = true) {
    try {
      return { value: await call(), retried };
    } catch (error) {
      if (!databaseUnreachable(error) || performance.now() > giveUpAt) throw error;
      report.refusals[DB_RESTARTING] = (report.refusals[DB_RESTARTING] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Channels with a game in round `round` (games are dealt to channels round by round). */
export function channelsInRound(plan: Pick<LoadPlan, "channels" | "games">, round: number): number {
  return Math.max(0, Math.min(plan.channels, plan.games - round * plan.channels));
}

/** A barrier for `parties` callers in one process. */
export function localBarrier(parties: number): Barrier {
  let waiting: (() => void)[] = [];
  return {
    wait() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < parties) return;
        const release = waiting;
        waiting = [];
        for (const go of release) go();
      });
    },
  };
}

function emptyReport(): ChannelsReport {
  return {
    gameIds: [],
    latencies: [],
    refusals: {},
    failures: [],
    acknowledged: [],
    unfinished: 0,
    clicks: 0,
    discordRequests: {},
    queriesBefore: 0,
    queriesAfter: 0,
    eventLoopDelayP99Ms: 0,
    mainThreadCpuMs: 0,
    processCpuMs: 0,
    playedMs: 0,
    settleMs: 0,
    pictureCounts: emptyPictureCounts(),
  };
}

export function mergeReports(reports: ChannelsReport[]): ChannelsReport {
  const merged = emptyReport();
  for (const r of reports) {
    merged.gameIds.push(...r.gameIds);
    merged.latencies.push(...r.latencies);
    merged.failures.push(...r.failures);
    merged.acknowledged.push(...r.acknowledged);
    merged.unfinished += r.unfinished;
    merged.clicks += r.clicks;
    merged.queriesBefore += r.queriesBefore;
    merged.queriesAfter += r.queriesAfter;
    merged.eventLoopDelayP99Ms = Math.max(merged.eventLoopDelayP99Ms, r.eventLoopDelayP99Ms);
    merged.mainThreadCpuMs =
      merged.mainThreadCpuMs === null || r.mainThreadCpuMs === null
        ? null
        : merged.mainThreadCpuMs + r.mainThreadCpuMs;
    merged.processCpuMs += r.processCpuMs;
    // Processes play side by side: the slowest one's time is the run's.
    merged.playedMs = Math.max(merged.playedMs, r.playedMs);
    merged.settleMs = Math.max(merged.settleMs, r.settleMs);
    addPictureCounts(merged.pictureCounts, r.pictureCounts);
    for (const [kind, n] of Object.entries(r.discordRequests))
      merged.discordRequests[kind] = (merged.discordRequests[kind] ?? 0) + n;
    for (const [reason, n] of Object.entries(r.refusals))
      merged.refusals[reason] = (merged.refusals[reason] ?? 0) + n;
  }
  return merged;
}

export interface Verified {
  /** Games stored as finished. */
  finished: number;
  /** Acknowledged decisions missing from the stored log, or stored differently. */
  lost: number;
  /** How each lost decision differs, for the operator. */
  lostDetails: string[];
}

/** Reads back every game the run played: its status and its whole decision log. */
export async function verify(store: Store, report: ChannelsReport): Promise<Verified> {
  const bySeq = new Map<string, Acknowledged>();
  for (const a of report.acknowledged) bySeq.set(`${a.gameId}:${a.seq}`, a);
  let finished = 0;
  const lostDetails: string[] = [];
  const found = new Set<string>();
  for (const gameId of report.gameIds) {
    const loaded = await store.loadGame(gameId);
    if (loaded?.game.status === "finished") finished += 1;
    for (const stored of await store.loadAllDecisions(gameId)) {
      const key = `${gameId}:${stored.seq}`;
      const ack = bySeq.get(key);
      if (!ack) continue;
      const answer = stored.answer as { prompt?: number; choice?: string[] };
      if (
        stored.userId === ack.userId &&
        answer.prompt === ack.promptId &&
        sameList(answer.choice, ack.choice)
      )
        found.add(key);
      else
        lostDetails.push(`game ${gameId}: decision ${stored.seq} stored as ${JSON.stringify(stored.answer)}`);
    }
  }
  for (const [key, ack] of bySeq) {
    if (!found.has(key) && !lostDetails.some((d) => d.startsWith(`game ${ack.gameId}: decision ${ack.seq} `)))
      lostDetails.push(`game ${ack.gameId}: acknowledged decision ${ack.seq} is not stored`);
  }
  return { finished, lost: lostDetails.length, lostDetails };
}

/** The costs of a click on a prompt outside the process, on average. */
export function perClick(
  report: ChannelsReport,
): Pick<LoadtestSummary, "queriesPerClick" | "queriesBeforeAnswerPerClick" | "discordRequestsPerClick"> {
  const per = (n: number) => Math.round((n / Math.max(1, report.clicks)) * 100) / 100;
  const requests = Object.values(report.discordRequests).reduce((a, b) => a + b, 0);
  return {
    queriesPerClick: per(report.queriesBefore + report.queriesAfter),
    queriesBeforeAnswerPerClick: per(report.queriesBefore),
    discordRequestsPerClick: per(requests),
  };
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The summary the CLI prints as its last line with --json. */
export interface LoadtestSummary {
  db: string;
  channels: number;
  games: number;
  finished: number;
  interactions: number;
  failed: number;
  lost: number;
  p50Ms: number;
  p99Ms: number;
  clicksPerSecond: number;
  path: ClickPath;
  /** Database queries per click on a prompt, all of them and those before its answer. */
  queriesPerClick: number;
  queriesBeforeAnswerPerClick: number;
  /** Discord REST requests per click on a prompt (0 on the service path, which makes none). */
  discordRequestsPerClick: number;
  /** Board pictures drawn and sent. */
  pictures: boolean;
  /** The event loop's delay while the games were played, 99th percentile (the worst process's). */
  eventLoopDelayP99Ms: number;
}

export interface LoadtestResult {
  summary: LoadtestSummary;
  /** What the channels did (verify() checks it against the database again). */
  report: ChannelsReport;
  refusals: Record<string, number>;
  failures: string[];
  lostDetails: string[];
  decisions: number;
  seconds: number;
}

/** The whole load test on a migrated database reached through `store`, in this process. */
export async function runLoadtest(store: Store, db: string, plan: LoadPlan): Promise<LoadtestResult> {
  const started = performance.now();
  const report = await playShare(store, plan, 0, 1);
  const seconds = (performance.now() - started) / 1000;
  return summarizeRun(store, db, plan, report, seconds);
}

/**
 * The channels of process `index` of `processes` (every processes-th channel), played with a game
 * service of its own: what one bot process of a multi-process run does (--processes).
 */
export async function playShare(
  store: Store,
  plan: LoadPlan,
  index: number,
  processes: number,
): Promise<ChannelsReport> {
  const all = Array.from({ length: Math.min(plan.channels, plan.games) }, (_, i) => i);
  const channels = all.filter((channel) => channel % processes === index);
  const rounds = Math.ceil(plan.games / plan.channels);
  // Each process meets its own channels of a round (no barrier across processes).
  const barriers = Array.from({ length: rounds }, (_, round) =>
    localBarrier(channels.filter((channel) => channel < channelsInRound(plan, round)).length),
  );
  return playChannels(
    store,
    { ...plan, sharedBoards: processes > 1 },
    channels,
    (round) => barriers[round] as Barrier,
  );
}

/** Checks the merged report against the database and sums it up. */
export async function summarizeRun(
  store: Store,
  db: string,
  plan: LoadPlan,
  report: ChannelsReport,
  seconds: number,
): Promise<LoadtestResult> {
  const checked = await verify(store, report);
  const failed = report.failures.length + report.unfinished;
  return {
    summary: {
      db,
      channels: plan.channels,
      games: plan.games,
      finished: checked.finished,
      interactions: report.latencies.length,
      failed,
      lost: checked.lost,
      p50Ms: percentile(report.latencies, 0.5),
      p99Ms: percentile(report.latencies, 0.99),
      clicksPerSecond: Math.round((report.latencies.length / seconds) * 10) / 10,
      path: plan.path ?? "handler",
      ...perClick(report),
      pictures: plan.pictures ?? false,
      eventLoopDelayP99Ms: report.eventLoopDelayP99Ms,
    },
    report,
    refusals: report.refusals,
    failures: [...report.failures, ...(report.unfinished ? [`${report.unfinished} games stuck`] : [])],
    lostDetails: checked.lostDetails,
    decisions: report.acknowledged.length,
    seconds: Math.round(seconds * 10) / 10,
  };
}

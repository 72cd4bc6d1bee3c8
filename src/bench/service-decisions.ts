// What the game service costs per decision around the engine: the same seeded four-player games
// played through `GameService.act()` (decision checks, the stored answer, events, timer, the save's
// patch and its parameters as the store serialises them) and by the bare engine (`submit` of the
// same decisions), interleaved game by game. The store answers at once: the database is measured
// by the other benches; this is the process's own work per decision.

import { recordWith } from "../app/game-service.ts";
import { GameService } from "../app/index.ts";
import { botEngineOptions, snapshotColumn } from "../app/restore.ts";
import { DEFAULT_SNAPSHOT_EVERY } from "../config/config.ts";
import { randomChoice } from "../drivers/simulate.ts";
import type { DecisionRecord } from "../engine/engine.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup } from "../engine/types.ts";
import { createLogger } from "../log/logger.ts";
import { defaultGuildSettings } from "../store/guild-settings.ts";
import type { JsonText } from "../store/json-text.ts";
import { gamePatchOf, saveStatement } from "../store/prisma-store.ts";
import { encodeSnapshot } from "../store/snapshot-codec.ts";
import type { GameRecord, LoadedGame, NewGame, SaveGame, SaveSnapshot, Store } from "../store/types.ts";

export interface ServiceDecisionBench {
  /** Time per decision through GameService.act() / the bare engine's submit, same decisions. */
  serviceVsBareRatio: number;
  serviceDecisionMicros: number;
  bareDecisionMicros: number;
  /**
   * CPU time per decision of the `act()` calls alone over the bare engine's `submit` calls alone,
   * the same decisions, each played back to back (a game replayed through the service by the
   * decisions it took with the bench's player): the game service's own work per decision.
   */
  serviceActVsBareRatio: number;
  serviceActCpuMicros: number;
  bareSubmitCpuMicros: number;
  /** The same in wall time (what a busy machine inflates, on both sides alike on average). */
  serviceActVsBareWallRatio: number;
  /**
   * The `act()` calls timed inside the played games (the bench's player picking its choices in
   * between, which evicts caches) over the bare engine's submit calls (the figure before the replay).
   */
  serviceActInPlayVsBareRatio: number;
  /**
   * act() over the bare engine's submit when both take each decision in lockstep (the same
   * decision through act() and on a bare engine, one right after the other, which one first
   * turning game by game), CPU time of each call. Back to back, the bare engine keeps its code and
   * state in the processor's caches from one decision to the next, which act()'s own work between
   * two steps evicts; in lockstep, whichever side goes first pays those misses for both (measured
   * at stop 37: the second one's submit ~0.55-0.6× the first's, either way round). The figure
   * tells the service's own work from the engine's cache misses it causes; it is not the target.
   */
  serviceActVsBareLockstepRatio: number;
  /** In lockstep: act() when it goes first ÷ act() when the bare engine went first (the misses). */
  serviceActFirstVsSecondRatio: number;
  /**
   * Where act()'s CPU beyond the bare engine goes, the same decisions back to back in turns with the
   * two above: the engine as the bot runs it (snapshots at quiet points, SNAPSHOT_EVERY), then each
   * snapshot also compressed as the store's save does; and act() through a store that builds no
   * statement (the game service alone, its engine in bot mode). All ÷ `bareSubmitCpuMicros`.
   */
  botEngineVsBareRatio: number;
  botEngineWithCodecVsBareRatio: number;
  serviceActWithoutStatementVsBareRatio: number;
  botEngineCpuMicros: number;
  botEngineWithCodecCpuMicros: number;
  serviceActWithoutStatementCpuMicros: number;
  serviceActMicros: number;
  bareSubmitMicros: number;
  serviceGames: number;
}

/**
 * A store that keeps nothing but builds each save's statement as the real one does, unsent
 * (`statement: false`: nor that, to tell the statement's share of a decision).
 */
export function instantStore(options: { statement?: boolean } = {}): Store {
  const statement = options.statement ?? true;
  const games = new Map<string, GameRecord>();
  let next = 0;
  const store = {
    async getGuildSettings(guildId: string) {
      return defaultGuildSettings(guildId);
    },
    async createGame(game: NewGame): Promise<LoadedGame> {
      next += 1;
      const id = `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`;
      const record: GameRecord = {
        id,
        guildId: game.guildId,
        channelId: game.channelId,
        status: game.status ?? "lobby",
        version: 0,
        setup: game.setup,
        snapshot: null,
        snapshotSeq: 0,
        summary: null,
        boardChannelId: null,
        boardMessageId: null,
        createdAt: new Date(0),
        updatedAt: new Date(0),
        finishedAt: null,
      };
      games.set(id, record);
      return { game: record, players: game.players ?? [], decisions: [] };
    },
    async loadGameUnlessVersion(id: string, version: number): Promise<LoadedGame | "unchanged" | null> {
      const record = games.get(id);
      if (!record) return null;
      if (record.version !== version) throw new Error("the bench store only serves cached games");
      return "unchanged";
    },
    // A snapshot written after a decision's answer (GameService.snapshotLater): compressed as the
    // real store compresses it, not sent.
    async saveSnapshot(save: SaveSnapshot): Promise<boolean> {
      if (statement) encodeSnapshot((save.snapshot as JsonText).text);
      return true;
    },
    async saveGame(save: SaveGame): Promise<GameRecord> {
      const record = games.get(save.id) as GameRecord;
      const rest = gamePatchOf(save.patch);
      // The real save's statement, built as prisma-store.ts builds it (the answers encoded, the
      // snapshot deflated, every parameter made storable), only not sent: the service's work per
      // decision, not the database's.
      if (statement) saveStatementOf(save);
      // Written out as the real store writes the record a save leaves (prisma-store.ts
      // `savedRecord`), not as a spread (V8's slow clone of a record at every decision).
      const saved = recordWith(record, rest.setup ?? record.setup, record.snapshot);
      saved.status = rest.status ?? record.status;
      saved.version = record.version + 1;
      games.set(save.id, saved);
      return saved;
    },
  };
  return store as unknown as Store;
}

/** The statement the real store builds for `save` (prisma-store.ts), not sent. */
export function saveStatementOf(save: SaveGame) {
  return saveStatement(
    save.id,
    save.expectedVersion,
    gamePatchOf(save.patch),
    save.appendDecisions ?? [],
    save.dropDecisionsAfter,
    save.announcement,
    save.announcementInGameRow ?? false,
    // As the real store: a setup the service holds is not read back, nor a record it holds.
    save.knownSetup !== undefined,
    save.knownRecord?.id === save.id,
  );
}

/**
 * The saves a game service makes on the instant store (no statement built), captured: `games`
 * four-player games played through act() to their end by the bench's seeded player.
 */
export async function playedSaves(games: number, chooserSeed: number, newSeed: number): Promise<SaveGame[]> {
  const saves: SaveGame[] = [];
  const inner = instantStore({ statement: false });
  const store = Object.assign(Object.create(inner) as Store, {
    saveGame: (save: SaveGame) => {
      saves.push(save);
      return inner.saveGame(save);
    },
  });
  let seed = newSeed;
  const service = new GameService({
    store,
    log: createLogger({ level: "silent", pretty: false }),
    newSeed: () => seed++,
  });
  for (let i = 0; i < games; i++) await playThroughService(service, chooserSeed + i, `saves-${i}`);
  return saves;
}

interface Played {
  setup: GameSetup;
  decisions: DecisionRecord[];
  /** Time spent in `service.act()` alone, the bench's player picking its choices in between. */
  actMs: number;
}

const TIMER_HOURS = Number(process.env.SERVICE_BENCH_TIMER_HOURS ?? 0);

/** A four-player game of the service, started: its id, its engine setup and its version. */
export async function startThroughService(service: GameService, channel: string) {
  const opened = await service.openLobby({
    guildId: "bench",
    channelId: channel,
    hostId: "u0",
    hostName: "P0",
    options: {
      selectionMode: "random",
      boxes: ["core"],
      // SERVICE_BENCH_TIMER_HOURS=12: the games have a turn timer (each decision's save then sets
      // next_timer_at and the setup's timer), as a server's games with one.
      ...(TIMER_HOURS ? { turnTimerHours: TIMER_HOURS as 12 } : {}),
    },
  });
  if (!opened.ok) throw new Error(`bench lobby refused: ${opened.reason}`);
  const gameId = opened.snapshot.record.id;
  for (let seat = 1; seat < 4; seat++) {
    const joined = await service.lobbyAction({
      gameId,
      userId: `u${seat}`,
      action: { kind: "join", name: `P${seat}` },
    });
    if (!joined.ok) throw new Error(`bench join refused: ${joined.reason}`);
  }
  const started = await service.lobbyAction({ gameId, userId: "u0", action: { kind: "start" } });
  if (!started.ok || !started.snapshot.engine) throw new Error("bench start refused");
  return { gameId, snapshot: started.snapshot, setup: started.snapshot.setup.engine as GameSetup };
}

export async function playThroughService(
  service: GameService,
  chooserSeed: number,
  channel: string,
): Promise<Played> {
  const started = await startThroughService(service, channel);
  const { gameId, setup } = started;
  const rng = makeChooserRng(chooserSeed);
  const decisions: DecisionRecord[] = [];
  let snapshot = started.snapshot;
  let actMs = 0;
  for (let prompt = snapshot.engine?.prompt; prompt; prompt = snapshot.engine?.prompt) {
    const choice = randomChoice(prompt, rng);
    const input = {
      gameId,
      userId: `u${prompt.seat}`,
      version: snapshot.record.version,
      decision: { kind: "answer" as const, promptId: prompt.id, choice },
    };
    const t0 = performance.now();
    const result = await service.act(input);
    actMs += performance.now() - t0;
    if (!result.ok) throw new Error(`bench decision refused: ${result.reason}`);
    decisions.push({ seat: prompt.seat, prompt: prompt.id, choice });
    snapshot = result.snapshot;
  }
  return { setup, decisions, actMs };
}

/**
 * `decisions` through `service.act()` on the game `gameId` at `version`, back to back (their
 * players the seats' users `u<seat>`); resolves with the version the last one left.
 */
export async function actAll(
  service: GameService,
  gameId: string,
  version: number,
  decisions: readonly DecisionRecord[],
): Promise<number> {
  let at = version;
  for (const d of decisions) {
    const result = await service.act({
      gameId,
      userId: `u${d.seat}`,
      version: at,
      decision: {
        kind: "answer",
        promptId: "prompt" in d ? d.prompt : 0,
        choice: "choice" in d ? d.choice : [],
      },
    });
    if (!result.ok) throw new Error(`replay refused: ${result.reason}`);
    at = result.snapshot.record.version;
  }
  return at;
}

/** CPU time (user + system, this process) and wall time of a stretch of work, in ms. */
interface Spent {
  cpuMs: number;
  wallMs: number;
}

function since(cpu0: NodeJS.CpuUsage, wall0: number): Spent {
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - wall0 };
}

/**
 * The decisions of `played` again, through `act()` on a new game of the same setup, back to back:
 * the act() calls alone, as the bare engine's submit calls are timed (nothing in between).
 */
export async function replayThroughService(
  service: GameService,
  played: Played,
  channel: string,
  /**
   * Also write each decision's snapshot before the next decision (GameService.snapshotsWritten), in
   * the time measured: the decision's work and the idle work it leaves, together. Without, the
   * snapshots wait until the replay is over (its steps never leave the microtask queue).
   */
  withIdleWork = false,
): Promise<Spent> {
  const started = await startThroughService(service, channel);
  if (JSON.stringify(started.setup) !== JSON.stringify(played.setup))
    throw new Error("bench replay: another setup");
  const { gameId } = started;
  let version = started.snapshot.record.version;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (const d of played.decisions) {
    const choice = "choice" in d ? d.choice : [];
    const prompt = "prompt" in d ? d.prompt : 0;
    const result = await service.act({
      gameId,
      userId: `u${d.seat}`,
      version,
      decision: { kind: "answer", promptId: prompt, choice },
    });
    if (!result.ok) throw new Error(`bench replay refused: ${result.reason}`);
    version = result.snapshot.record.version;
    if (withIdleWork) await service.snapshotsWritten();
  }
  return since(cpu0, wall0);
}

/** Plays the decisions on a bare engine; returns the time of the `submit` calls alone. */
function playBare({ setup, decisions }: Played): Spent {
  const engine = Engine.start(setup);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  for (const d of decisions) engine.submit(d);
  return since(cpu0, wall0);
}

/**
 * The decisions on the engine as the bot runs it (snapshots at quiet points, `botEngineOptions`),
 * each snapshot taken after the step as the service takes it and, with `codec`, compressed as the
 * store's save compresses it: the time of those calls alone.
 */
function playBotEngine({ setup, decisions }: Played, snapshotEvery: number, codec: boolean): Spent {
  const engine = Engine.start(setup, botEngineOptions(snapshotEvery));
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let bytes = 0;
  for (const d of decisions) {
    engine.submit(d);
    const checkpoint = engine.takeCheckpoint();
    if (checkpoint && codec) bytes += encodeSnapshot(snapshotColumn(checkpoint.state).text).length;
  }
  const spent = since(cpu0, wall0);
  if (codec && bytes === 0) throw new Error("bench: no snapshot taken");
  return spent;
}

/** CPU time (user + system, this process) since `cpu0`, in ms. */
function cpuSince(cpu0: NodeJS.CpuUsage): number {
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000;
}

/** What a `process.cpuUsage` pair costs, in ms (taken off each call timed on its own). */
function cpuUsageCost(): number {
  const n = 2000;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) cpuSince(process.cpuUsage());
  return cpuSince(cpu0) / n;
}

interface Lockstep {
  act: number;
  bare: number;
}

/**
 * Each decision of `played` through `act()` on a new game of the same setup and on a bare engine,
 * one right after the other (`bareFirst`: the bare engine first), each call's CPU time on its own.
 */
async function lockstep(service: GameService, played: Played, channel: string, bareFirst: boolean) {
  const started = await startThroughService(service, channel);
  const engine = Engine.start(played.setup);
  const { gameId } = started;
  let version = started.snapshot.record.version;
  const spent: Lockstep = { act: 0, bare: 0 };
  const bare = (d: DecisionRecord) => {
    const cpu0 = process.cpuUsage();
    engine.submit(d);
    spent.bare += cpuSince(cpu0);
  };
  for (const d of played.decisions) {
    if (bareFirst) bare(d);
    const choice = "choice" in d ? d.choice : [];
    const prompt = "prompt" in d ? d.prompt : 0;
    const cpu0 = process.cpuUsage();
    const result = await service.act({
      gameId,
      userId: `u${d.seat}`,
      version,
      decision: { kind: "answer", promptId: prompt, choice },
    });
    spent.act += cpuSince(cpu0);
    if (!result.ok) throw new Error(`bench lockstep refused: ${result.reason}`);
    version = result.snapshot.record.version;
    if (!bareFirst) bare(d);
  }
  return spent;
}

export async function benchServiceDecisions(opts: {
  games: number;
  seed: number;
  /** The game service's snapshot cadence (SNAPSHOT_EVERY); 80 when absent. */
  snapshotEvery?: number;
}): Promise<ServiceDecisionBench> {
  let seed = opts.seed;
  const snapshotEvery = opts.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  const serviceOf = (store: Store) =>
    new GameService({
      store,
      log: createLogger({ level: "silent", pretty: false }),
      newSeed: () => seed++,
      snapshotEvery,
    });
  const service = serviceOf(instantStore());
  // The same service on a store that builds no statement: the statement's share, apart.
  const statementless = serviceOf(instantStore({ statement: false }));
  const replayOf = async (played: Played, gameSeed: number, channel: string, on = service) => {
    const after = seed;
    seed = gameSeed;
    const spent = await replayThroughService(on, played, channel);
    seed = after;
    return spent;
  };
  const lockstepOf = async (played: Played, gameSeed: number, channel: string, bareFirst: boolean) => {
    const after = seed;
    seed = gameSeed;
    const spent = await lockstep(service, played, channel, bareFirst);
    seed = after;
    return spent;
  };
  // Warm-up (JIT), not measured.
  for (let i = 0; i < 10; i++) {
    const gameSeed = seed;
    const played = await playThroughService(service, i, `warm-${i}`);
    playBare(played);
    playBotEngine(played, snapshotEvery, false);
    playBotEngine(played, snapshotEvery, true);
    await replayOf(played, gameSeed, `warm-replay-${i}`);
    await replayOf(played, gameSeed, `warm-replay-${i}`, statementless);
    await lockstepOf(played, gameSeed, `warm-lockstep-${i}`, i % 2 === 0);
  }
  const callCost = cpuUsageCost();
  // In lockstep: act() and submit() each call on its own (its cpuUsage pair's cost taken off),
  // act() as it went first and as it went second apart.
  const stepped = { act: 0, bare: 0, actFirst: 0, actSecond: 0, firstDecisions: 0, secondDecisions: 0 };
  let serviceMs = 0;
  let bareMs = 0;
  let inPlayActMs = 0;
  let inPlaySubmitMs = 0;
  const act = { cpuMs: 0, wallMs: 0 };
  const submit = { cpuMs: 0, wallMs: 0 };
  // The decomposition's CPU (bot engine, bot engine and codec, act without the statement).
  const parts = { bot: 0, codec: 0, statementless: 0 };
  let decisions = 0;
  for (let i = 0; i < opts.games; i++) {
    const gameSeed = seed;
    const t0 = performance.now();
    const played = await playThroughService(service, 1000 + i, `game-${i}`);
    const t1 = performance.now();
    const bare = playBare(played);
    bareMs += performance.now() - t1;
    serviceMs += t1 - t0;
    inPlayActMs += played.actMs;
    inPlaySubmitMs += bare.wallMs;
    decisions += played.decisions.length;
    // act() and submit() back to back, in turns first, so that a busy machine weighs on both alike.
    const replayFirst = i % 2 === 0;
    const replayed = replayFirst ? await replayOf(played, gameSeed, `replay-${i}`) : null;
    const bareAgain = playBare(played);
    const replayedAfter = replayed ?? (await replayOf(played, gameSeed, `replay-${i}`));
    act.cpuMs += replayedAfter.cpuMs;
    act.wallMs += replayedAfter.wallMs;
    submit.cpuMs += bareAgain.cpuMs;
    submit.wallMs += bareAgain.wallMs;
    // The decomposition, after (its order turning too): it does not touch the figures above.
    const steps = [
      () => {
        parts.bot += playBotEngine(played, snapshotEvery, false).cpuMs;
      },
      () => {
        parts.codec += playBotEngine(played, snapshotEvery, true).cpuMs;
      },
      async () => {
        parts.statementless += (await replayOf(played, gameSeed, `plain-${i}`, statementless)).cpuMs;
      },
    ];
    for (let k = 0; k < steps.length; k++) await (steps[(i + k) % steps.length] as () => unknown)();
    // Lockstep last (it does not touch the figures above), the bare engine first every other game.
    const bareFirst = i % 2 === 1;
    const step = await lockstepOf(played, gameSeed, `lockstep-${i}`, bareFirst);
    const n = played.decisions.length;
    const actCpu = step.act - n * callCost;
    stepped.act += actCpu;
    stepped.bare += step.bare - n * callCost;
    if (bareFirst) {
      stepped.actSecond += actCpu;
      stepped.secondDecisions += n;
    } else {
      stepped.actFirst += actCpu;
      stepped.firstDecisions += n;
    }
  }
  return {
    serviceVsBareRatio: round(serviceMs / bareMs),
    serviceDecisionMicros: round((serviceMs * 1000) / decisions),
    bareDecisionMicros: round((bareMs * 1000) / decisions),
    serviceActVsBareRatio: round(act.cpuMs / submit.cpuMs),
    serviceActCpuMicros: round((act.cpuMs * 1000) / decisions),
    bareSubmitCpuMicros: round((submit.cpuMs * 1000) / decisions),
    serviceActVsBareWallRatio: round(act.wallMs / submit.wallMs),
    serviceActInPlayVsBareRatio: round(inPlayActMs / inPlaySubmitMs),
    serviceActVsBareLockstepRatio: round(stepped.act / stepped.bare),
    serviceActFirstVsSecondRatio: round(
      stepped.actFirst / stepped.firstDecisions / (stepped.actSecond / stepped.secondDecisions),
    ),
    botEngineVsBareRatio: round(parts.bot / submit.cpuMs),
    botEngineWithCodecVsBareRatio: round(parts.codec / submit.cpuMs),
    serviceActWithoutStatementVsBareRatio: round(parts.statementless / submit.cpuMs),
    botEngineCpuMicros: round((parts.bot * 1000) / decisions),
    botEngineWithCodecCpuMicros: round((parts.codec * 1000) / decisions),
    serviceActWithoutStatementCpuMicros: round((parts.statementless * 1000) / decisions),
    serviceActMicros: round((inPlayActMs * 1000) / decisions),
    bareSubmitMicros: round((inPlaySubmitMs * 1000) / decisions),
    serviceGames: opts.games,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

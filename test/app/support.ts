// Shared helpers of the game service tests: a service on a test database with a manual clock, a
// captured log, lobbies filled and started in one call, and a random player.

import { expect } from "vitest";
import type { ActResult, GameSnapshot, LobbyResult, Success } from "../../src/app/index.ts";
import { GameService, type GameServiceOptions, type LobbyOptions } from "../../src/app/index.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { createLogger, type Logger } from "../../src/log/logger.ts";
import type { Store } from "../../src/store/index.ts";

export const GUILD = "guild-1";
export const USERS = ["u-alice", "u-bob", "u-carol", "u-dave"] as const;
export const NAMES = ["Alice", "Bob", "Carol", "Dave"] as const;

export class ManualClock {
  constructor(public current: Date = new Date("2030-01-01T00:00:00Z")) {}
  readonly now = (): Date => new Date(this.current.getTime());
  advanceHours(hours: number): Date {
    this.current = new Date(this.current.getTime() + hours * 3_600_000);
    return this.now();
  }
}

export interface CapturedLog {
  log: Logger;
  lines: Record<string, unknown>[];
}

export function captureLog(level: "debug" | "info" = "info"): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({
    level,
    pretty: false,
    destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { log, lines };
}

export function newService(
  store: Store,
  options: {
    clock?: ManualClock;
    seed?: number;
    log?: Logger;
    cacheSize?: number;
    onRewound?: GameServiceOptions["onRewound"];
    snapshotEvery?: number;
  } = {},
): GameService {
  let seed = options.seed ?? 1234;
  return new GameService({
    store,
    log: options.log ?? captureLog().log,
    now: (options.clock ?? new ManualClock()).now,
    newSeed: () => seed++,
    cacheSize: options.cacheSize ?? 50,
    ...(options.onRewound ? { onRewound: options.onRewound } : {}),
    ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
  });
}

let channels = 0;
export function newChannel(): string {
  channels += 1;
  return `channel-${channels}`;
}

export function ok<T extends LobbyResult | ActResult>(result: T): Success {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

/** Opens a lobby hosted by USERS[0] and seats `players` players in join order. */
export async function openTable(
  service: GameService,
  players: number,
  options: Partial<LobbyOptions> = {},
): Promise<Success> {
  let result = ok(
    await service.openLobby({
      guildId: GUILD,
      channelId: newChannel(),
      hostId: USERS[0],
      hostName: NAMES[0],
      options,
    }),
  );
  for (let i = 1; i < players; i++) {
    result = ok(
      await service.lobbyAction({
        gameId: result.snapshot.record.id,
        userId: USERS[i] as string,
        action: { kind: "join", name: NAMES[i] as string },
      }),
    );
  }
  return result;
}

/** A game with random factions, started and waiting for its first prompt. */
export async function startedGame(
  service: GameService,
  players: number,
  options: Partial<LobbyOptions> = {},
): Promise<Success> {
  const table = await openTable(service, players, { selectionMode: "random", ...options });
  const started = ok(
    await service.lobbyAction({
      gameId: table.snapshot.record.id,
      userId: USERS[0],
      action: { kind: "start" },
    }),
  );
  expect(started.snapshot.record.status).toBe("active");
  return started;
}

/** Answers the pending prompt with a random legal choice, as its addressee. */
export async function playRandomStep(
  service: GameService,
  snapshot: GameSnapshot,
  rng: { int(n: number): number },
): Promise<ActResult> {
  const prompt = snapshot.engine?.prompt;
  if (!prompt) throw new Error("no prompt pending");
  return service.act({
    gameId: snapshot.record.id,
    userId: snapshot.userOf(prompt.seat) as string,
    version: snapshot.record.version,
    decision: { kind: "answer", promptId: prompt.id, choice: randomChoice(prompt, rng) },
  });
}

export function chooser(seed: number) {
  return makeChooserRng(seed);
}

/** The stored row and the whole decision log, to prove a refusal changed nothing. */
export async function storedState(store: Store, gameId: string) {
  const loaded = await store.loadGame(gameId);
  return { loaded, decisions: await store.loadAllDecisions(gameId) };
}

/** Expects `action` to be refused with `reason` and to leave the stored game and its log exactly as they were. */
export async function expectRefusal(
  store: Store,
  gameId: string,
  reason: string,
  action: () => Promise<{ ok: boolean }>,
): Promise<void> {
  const before = await storedState(store, gameId);
  expect(await action()).toMatchObject({ ok: false, reason });
  expect(await storedState(store, gameId)).toEqual(before);
}

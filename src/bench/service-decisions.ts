// What the game service costs per decision around the engine: the same seeded four-player games
// played through `GameService.act()` (decision checks, the stored answer, events, timer, the save's
// patch and its parameters as the store serialises them) and by the bare engine (`submit` of the
// same decisions), interleaved game by game. The store answers at once: the database is measured
// by the other benches; this is the process's own work per decision.

import { GameService } from "../app/index.ts";
import { randomChoice } from "../drivers/simulate.ts";
import type { DecisionRecord } from "../engine/engine.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup } from "../engine/types.ts";
import { createLogger } from "../log/logger.ts";
import { defaultGuildSettings } from "../store/guild-settings.ts";
import { JsonText } from "../store/json-text.ts";
import { storableJson } from "../store/storable-text.ts";
import type { GameRecord, LoadedGame, NewGame, SaveGame, Store } from "../store/types.ts";

export interface ServiceDecisionBench {
  /** Time per decision through GameService.act() / the bare engine's submit, same decisions. */
  serviceVsBareRatio: number;
  serviceDecisionMicros: number;
  bareDecisionMicros: number;
  /**
   * The same, per decision, counting only the `act()` calls and the bare engine's `submit` calls:
   * without the bench's player picking a choice (randomChoice), the lobby and the engines' start.
   */
  serviceActVsBareRatio: number;
  serviceActMicros: number;
  bareSubmitMicros: number;
  serviceGames: number;
}

/** A store that keeps nothing but serialises what a save sends, as the real one does. */
function instantStore(): Store {
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
    async saveGame(save: SaveGame): Promise<GameRecord> {
      const record = games.get(save.id) as GameRecord;
      const { snapshot, players, ...rest } = save.patch ?? {};
      // The parameters the real save sends (prisma-store.ts: saveStatement).
      storableJson(rest);
      storableJson(save.appendDecisions ?? []);
      if (snapshot instanceof JsonText) snapshot.storable(storableJson);
      else if (snapshot !== undefined) storableJson(snapshot);
      void players;
      const saved: GameRecord = {
        ...record,
        version: record.version + 1,
        status: rest.status ?? record.status,
        setup: rest.setup ?? record.setup,
      };
      games.set(save.id, saved);
      return saved;
    },
  };
  return store as unknown as Store;
}

interface Played {
  setup: GameSetup;
  decisions: DecisionRecord[];
  /** Time spent in `service.act()` alone. */
  actMs: number;
}

async function playThroughService(
  service: GameService,
  chooserSeed: number,
  channel: string,
): Promise<Played> {
  const opened = await service.openLobby({
    guildId: "bench",
    channelId: channel,
    hostId: "u0",
    hostName: "P0",
    options: { selectionMode: "random", boxes: ["core"] },
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
  const setup = started.snapshot.setup.engine as GameSetup;
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

/** Plays the decisions on a bare engine; returns the time of the `submit` calls alone. */
function playBare({ setup, decisions }: Played): number {
  const engine = Engine.start(setup);
  const t0 = performance.now();
  for (const d of decisions) engine.submit(d);
  return performance.now() - t0;
}

export async function benchServiceDecisions(opts: {
  games: number;
  seed: number;
}): Promise<ServiceDecisionBench> {
  let seed = opts.seed;
  const service = new GameService({
    store: instantStore(),
    log: createLogger({ level: "silent", pretty: false }),
    newSeed: () => seed++,
  });
  // Warm-up (JIT), not measured.
  for (let i = 0; i < 10; i++) playBare(await playThroughService(service, i, `warm-${i}`));
  let serviceMs = 0;
  let bareMs = 0;
  let actMs = 0;
  let submitMs = 0;
  let decisions = 0;
  for (let i = 0; i < opts.games; i++) {
    const t0 = performance.now();
    const played = await playThroughService(service, 1000 + i, `game-${i}`);
    const t1 = performance.now();
    submitMs += playBare(played);
    bareMs += performance.now() - t1;
    serviceMs += t1 - t0;
    actMs += played.actMs;
    decisions += played.decisions.length;
  }
  return {
    serviceVsBareRatio: round(serviceMs / bareMs),
    serviceDecisionMicros: round((serviceMs * 1000) / decisions),
    bareDecisionMicros: round((bareMs * 1000) / decisions),
    serviceActVsBareRatio: round(actMs / submitMs),
    serviceActMicros: round((actMs * 1000) / decisions),
    bareSubmitMicros: round((submitMs * 1000) / decisions),
    serviceGames: opts.games,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

// Closed games stored the way the game service leaves them (game row, setup at stage "over",
// summary, every decision), made by playing seeded random games with the engine: the records read
// them as they read real ones. Decision times are spread `stepMs` apart from `startAt`, so turn
// times are known; seats may be AI seats (`ai` in the setup's seat, as the lobby writes them).

import type { AiLevel } from "../../../src/ai/index.ts";
import { summarize } from "../../../src/app/engine-events.ts";
import type { GameSetupRecord } from "../../../src/app/setup.ts";
import type { PrismaClient } from "../../../src/db/prisma.ts";
import { playRandomGame, randomSetup } from "../../../src/drivers/simulate.ts";
import type { JsonValue, Store } from "../../../src/store/index.ts";

export interface FinishedGameSpec {
  seed: number;
  /** One user id per seat. */
  users: string[];
  /** Seats (by index) taken by an AI of this level. */
  ai?: Record<number, AiLevel>;
  /** "abandoned": cancelled by an admin halfway (after `cancelAfter` decisions). */
  end?: "finished" | "abandoned";
  cancelAfter?: number;
  startAt?: Date;
  stepMs?: number;
}

export interface StoredGame {
  gameId: string;
  winner: number | null;
  vp: number[];
  decisions: number;
  turns: number;
}

/** Plays the game to its end (or to `cancelAfter`) and stores it closed in `guildId`'s `channelId`. */
export async function storeClosedGame(
  db: { store: Store; prisma: PrismaClient },
  guildId: string,
  channelId: string,
  spec: FinishedGameSpec,
): Promise<StoredGame> {
  const players = spec.users.length;
  // Two boxes: enough factions for four players, with their bases.
  const engineSetup = randomSetup(spec.seed, players, ["core", "big-geeky-box"], 200);
  const run = playRandomGame(engineSetup, spec.seed * 7 + 1, false);
  if (run.error) throw new Error(run.error);
  const abandoned = spec.end === "abandoned";
  if (!abandoned && (!run.engine.over || run.engine.g.result?.reason === "turnCap"))
    throw new Error(`seed ${spec.seed} did not finish`);
  const decisions = abandoned ? run.decisions.slice(0, spec.cancelAfter ?? 40) : run.decisions;
  const seats = spec.users.map((userId, i) => ({
    userId,
    name: userId,
    factions: [...(engineSetup.players[i]?.factions ?? [])],
    ...(spec.ai?.[i] ? { ai: spec.ai[i] } : {}),
  }));
  const setup: GameSetupRecord = {
    v: 1,
    hostId: spec.users[0] as string,
    options: {
      boxes: ["core"],
      selectionMode: "random",
      vpTarget: 15,
      turnTimerHours: 0,
      hiddenTiming: false,
    },
    seats,
    stage: abandoned ? "cancelled" : "over",
    bannedFactions: [],
    locale: "en",
    seed: spec.seed,
    engine: {
      seed: engineSetup.seed,
      players: engineSetup.players,
      baseBoxes: ["core", "big-geeky-box"],
      options: { vpTarget: 15, hiddenTiming: false },
    },
  };
  const engine = abandoned ? null : run.engine;
  const summary = abandoned
    ? summarize(setup, null, { kind: "admin", userId: "admin" })
    : summarize(setup, engine);
  const created = await db.store.createGame({
    guildId,
    channelId,
    status: "active",
    setup: setup as unknown as JsonValue,
    snapshot: {},
    players: seats.map((s, seat) => ({ userId: s.userId, seat, factions: s.factions })),
  });
  const gameId = created.game.id;
  await db.store.saveGame({
    id: gameId,
    expectedVersion: created.game.version,
    patch: { status: abandoned ? "cancelled" : "finished", summary: summary as unknown as JsonValue },
    appendDecisions: decisions.map((d, i) => ({
      seq: i + 1,
      seat: d.seat,
      userId: spec.users[d.seat] ?? null,
      answer: d as unknown as JsonValue,
    })),
  });
  const start = spec.startAt ?? new Date("2030-01-01T00:00:00Z");
  const step = spec.stepMs ?? 1000;
  await db.prisma.$executeRaw`
    UPDATE decision SET created_at = ${start}::timestamptz + make_interval(secs => seq * ${step / 1000}::float8)
    WHERE game_id = ${gameId}::uuid`;
  await db.prisma.$executeRaw`
    UPDATE game SET finished_at = ${start}::timestamptz + make_interval(secs => ${((decisions.length + 1) * step) / 1000}::float8)
    WHERE id = ${gameId}::uuid`;
  return {
    gameId,
    winner: engine?.g.result?.winner ?? null,
    vp: (engine ?? run.engine).g.players.map((p) => p.vp),
    decisions: decisions.length,
    turns: run.engine.g.turn.number,
  };
}

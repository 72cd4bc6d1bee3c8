// Rebuilding a game from its row: the setup record, then the engine from the latest quiet
// snapshot (or from the engine setup before the first one) plus the decisions logged since. A log
// that does not replay is an error to report, never something to skip.

import { z } from "zod";
import { type DecisionRecord, Engine } from "../engine/engine.ts";
import type { JsonValue, LoadedGame } from "../store/types.ts";
import { type GameSetupRecord, gameSetupSchema } from "./setup.ts";

export class GameRestoreError extends Error {
  override readonly name = "GameRestoreError";
  constructor(
    readonly gameId: string,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`game ${gameId} cannot be restored: ${detail}`, options);
  }
}

/** What the snapshot column holds: the engine's serialised state at a quiet point. */
const snapshotSchema = z.object({ state: z.string() });

// Extra keys a stored answer may carry (e.g. `auto` for a timer's default) are dropped.
const decisionSchema = z.union([
  z.object({ seat: z.number().int(), prompt: z.number().int(), choice: z.array(z.string()) }),
  z.object({ seat: z.number().int(), autoPass: z.boolean() }),
  z.object({ seat: z.number().int(), leave: z.literal(true) }),
]);

export function parseDecision(answer: JsonValue): DecisionRecord | null {
  const parsed = decisionSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export function snapshotColumn(state: string): JsonValue {
  return { state };
}

export function parseSetup(gameId: string, setup: JsonValue): GameSetupRecord {
  const parsed = gameSetupSchema.safeParse(setup);
  if (!parsed.success) throw new GameRestoreError(gameId, `invalid setup (${parsed.error.message})`);
  return parsed.data;
}

export function parseDecisions(
  gameId: string,
  rows: readonly { seq: number; answer: JsonValue }[],
  firstSeq: number,
): DecisionRecord[] {
  return rows.map((row, i) => {
    if (row.seq !== firstSeq + i)
      throw new GameRestoreError(gameId, `decision ${firstSeq + i} is missing (found ${row.seq})`);
    const decision = parseDecision(row.answer);
    if (!decision) throw new GameRestoreError(gameId, `decision ${row.seq} is malformed`);
    return decision;
  });
}

/** The engine of a stored game, or null when its factions are not chosen yet. */
export function restoreEngine(loaded: LoadedGame, setup: GameSetupRecord): Engine | null {
  const { game } = loaded;
  if (!setup.engine) return null;
  const tail = parseDecisions(game.id, loaded.decisions, game.snapshotSeq + 1);
  try {
    if (game.snapshot === null) return Engine.replay(setup.engine, tail, { snapshots: true });
    const snapshot = snapshotSchema.safeParse(game.snapshot);
    if (!snapshot.success) throw new Error("the snapshot column is malformed");
    return Engine.resume(snapshot.data.state, tail, game.snapshotSeq, { snapshots: true });
  } catch (error) {
    throw new GameRestoreError(game.id, (error as Error).message, { cause: error });
  }
}

// One decision owed by an AI seat (issue 23), as plain data a worker thread can take: the game's
// latest stored snapshot and the decisions since, the seat, its level and seed. `decideJob`
// rebuilds the engine from them exactly as a restore does and asks the AI (src/ai) for its answer,
// so the answer is the same wherever it runs: in the worker pool or, for tests, in the process.

import "../../cards/index.ts";
import { type AiLevel, aiDecide } from "../ai/index.ts";
import { defaultChoice, Engine } from "../engine/engine.ts";
import type { Seat } from "../engine/types.ts";
import { JsonText } from "../store/json-text.ts";
import { engineDecision, type StoredDecision, snapshotState } from "./restore.ts";
import type { EngineSetupRecord } from "./setup.ts";

export interface AiJob {
  gameId: string;
  /** The stored game's version the job was read at (for logs; the answer is checked by prompt). */
  version: number;
  /** The prompt the AI answers (it must still be pending when the answer is saved). */
  promptId: number;
  seat: Seat;
  level: AiLevel;
  seed: number;
  setup: EngineSetupRecord;
  /** The snapshot column's text (null: the game has none yet, it starts from `setup`). */
  snapshot: string | null;
  snapshotSeq: number;
  /** The decisions stored after the snapshot. */
  tail: StoredDecision[];
}

/** The AI's answer to the job's prompt; a failing or illegal AI falls back on the safe default. */
export function decideJob(job: AiJob): string[] {
  const engine =
    job.snapshot === null
      ? Engine.start(job.setup)
      : Engine.resume(snapshotState(new JsonText(job.snapshot)), [], job.snapshotSeq);
  for (const decision of job.tail) {
    const result = engine.submit(engineDecision(decision));
    if (!result.ok) throw new Error(`the AI job's decisions do not replay: ${result.reason}`);
  }
  const prompt = engine.prompt;
  if (!prompt || prompt.id !== job.promptId || prompt.seat !== job.seat)
    throw new Error(`the AI job's prompt ${job.promptId} is not pending for seat ${job.seat}`);
  return aiDecide(engine, job.seat, job.level, job.seed);
}

/** The safe answer when the AI cannot give a legal one (never a stalled game). */
export { defaultChoice };

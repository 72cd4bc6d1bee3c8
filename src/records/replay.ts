// Replaying a game's file under today's release (issue 25). Every stored answer carries the
// fingerprint of the question it answered, written by the release that stored it: the replay
// compares each question today's engine asks with it, so it tells the first decision where today's
// release diverges from the stored game (a question asked differently, an answer refused, another
// end), or that it reproduces the game exactly. Pure: a file in, an engine and a verdict out.

import { asksTheSame } from "../app/restore.ts";
import { Engine } from "../engine/engine.ts";
import { captureLog } from "../engine/log.ts";
import { syncRng } from "../engine/rng.ts";
import { createState } from "../engine/state.ts";
import type { GameState, LogEntry } from "../engine/types.ts";
import type { GameFile } from "./report-file.ts";

export interface Divergence {
  /** The decision (1-based) where today's release parts from the stored game; total+1: the end. */
  at: number;
  kind: "question" | "refused" | "result";
  detail: string;
}

export interface ReplayResult {
  engine: Engine;
  /** Decisions applied (the position is after this many). */
  applied: number;
  total: number;
  /** The first place where today's release differs from the stored game, null: none seen. */
  divergence: Divergence | null;
  /** Every log line from the start (private ones included: the file holds every hidden card). */
  log: LogEntry[];
  /** The state right after setup (the mulligans not yet asked), for a scenario of the game. */
  initial: GameState;
}

/** Replays `file` up to decision `to` (default: all), noting the first divergence. */
export function replayGameFile(file: GameFile, to?: number): ReplayResult {
  const total = file.decisions.length;
  const stop = Math.max(0, Math.min(total, to ?? total));
  const log: LogEntry[] = [];
  const g = createState(file.setup);
  // The generator's position lives beside the state until synced: the copy must carry it.
  syncRng(g);
  const initial = structuredClone(g);
  captureLog(g, (e) => log.push(e));
  const engine = Engine.fromState(g);
  let divergence: Divergence | null = null;
  let applied = 0;
  for (const stored of file.decisions.slice(0, stop)) {
    const at = applied + 1;
    const prompt = engine.prompt;
    if (!divergence && "choice" in stored && stored.asked && prompt && !asksTheSame(stored.asked, prompt)) {
      divergence = {
        at,
        kind: "question",
        detail: `the stored answer was to "${stored.asked}", today's release asks ${prompt.kind}:${prompt.purpose} of seat ${prompt.seat}`,
      };
    }
    const decision =
      "choice" in stored ? { seat: stored.seat, prompt: stored.prompt, choice: stored.choice } : stored;
    const result = engine.submit(decision);
    if (!result.ok) {
      divergence ??= { at, kind: "refused", detail: `today's release refuses it (${result.reason})` };
      break;
    }
    applied++;
  }
  if (!divergence && applied === total && stop === total && file.summary) {
    const ended = resultDifference(engine.g, file.summary);
    if (ended) divergence = { at: total + 1, kind: "result", detail: ended };
  }
  return { engine, applied, total, divergence, log, initial };
}

/** How today's end differs from the stored summary (VP, winner), or null. */
function resultDifference(g: GameState, summary: NonNullable<GameFile["summary"]>): string | null {
  const vpToday = g.players.map((p) => p.vp);
  const vpStored = [...summary.players].sort((a, b) => a.seat - b.seat).map((p) => p.vp);
  // A cancelled game ended before its result: only the VP can be compared.
  const winnerToday = g.result?.winner ?? null;
  const winnerStored = summary.winner?.seat ?? null;
  const cancelled = summary.outcome === "cancelled";
  if (vpToday.join() !== vpStored.join())
    return `VP today ${vpToday.join("/")}, stored ${vpStored.join("/")}`;
  if (!cancelled && winnerToday !== winnerStored)
    return `winner today ${winnerToday}, stored ${winnerStored}`;
  return null;
}

// The AI players' room: the one door the rest of the bot uses. It imports the engine (one way);
// nothing in src/engine imports it.
//
// Contract (shared by the seat integration and the AI players themselves):
// - `aiDecide` answers the engine's pending prompt for `seat` with a legal choice. It must decide
//   only from what that seat may know (its player view, the public log, cards it was shown):
//   hidden cards are sampled, never read.
// - It is synchronous and deterministic for a given (engine state, decisions, seat, level, seed),
//   so a replay reproduces an AI's game and the service may run it in a worker.
// - `aiPickFaction` chooses a faction among those still available in the lobby.
//
// This first version answers uniformly at random among the legal choices (a placeholder the
// AI branch replaces with the real Easy/Normal/Hard players behind the same signatures).

import type { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { randomChoice } from "../engine/simulate.ts";
import type { Seat } from "../engine/types.ts";

export type AiLevel = "easy" | "normal" | "hard";

export const AI_LEVELS: readonly AiLevel[] = ["easy", "normal", "hard"];

/** A legal answer to `engine.prompt`, which must be addressed to `seat`. */
export function aiDecide(engine: Engine, seat: Seat, level: AiLevel, seed: number): string[] {
  const prompt = engine.prompt;
  if (!prompt || prompt.seat !== seat) throw new Error(`no prompt for seat ${seat}`);
  void level;
  return randomChoice(prompt, makeChooserRng(seed ^ (engine.decisions * 0x9e3779b1)));
}

/** A faction among `available` (ids), for an AI seat that already holds `mine`. */
export function aiPickFaction(
  available: readonly string[],
  mine: readonly string[],
  level: AiLevel,
  seed: number,
): string {
  void mine;
  void level;
  if (available.length === 0) throw new Error("no faction available");
  return available[makeChooserRng(seed).int(available.length)] as string;
}

// Submitting a player's decision. Staleness is the prompt: an answer is for the prompt its button
// was rendered for, and stands as long as that prompt is still pending. The version sent to the
// game service is the one just loaded, so saves stay fenced (two clicks at once: one applies);
// when something that did not touch the prompt was saved in between (a kick vote, a timer
// reminder, a standing order), the answer is submitted once more on the new version.

import type { ActResult, PlayerDecision } from "../../src/app/index.ts";
import type { CommandContext } from "../types.ts";

export async function decide(
  context: CommandContext,
  input: { gameId: string; userId: string; version: number; decision: PlayerDecision },
): Promise<ActResult> {
  const first = await context.games.act(input);
  if (first.ok || first.reason !== "stale") return first;
  const current = await context.games.load(input.gameId);
  if (!current) return first;
  const { decision } = input;
  if (decision.kind === "answer" && current.engine?.prompt?.id !== decision.promptId) return first;
  return context.games.act({ ...input, version: current.record.version });
}

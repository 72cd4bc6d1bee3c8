// A bot whose AI died before answering (as a crash mid-AI-turn leaves it) restarted with a working
// AI: the start resumes the decision the AI owed, once.

import { expect } from "vitest";
import { aiPromptSeat } from "../../../src/app/ai-seats.ts";
import type { Table } from "./table.ts";

/**
 * Checks that an AI owes a decision in `gameId`, restarts the table's bot with `useWorkingAi()`
 * called while it is down, and checks that the start made that decision: no AI prompt left, and
 * the new decisions numbered on from the old ones. Returns the seat the AI owed and the new decisions.
 */
export async function restartResumesAi(table: Table, gameId: string, useWorkingAi: () => void) {
  const stuck = await table.bot.games.load(gameId);
  const seat = stuck ? aiPromptSeat(stuck.setup, stuck.engine) : null;
  expect(seat).not.toBeNull();
  const before = (await table.db.store.loadAllDecisions(gameId)).length;

  await table.bot.stop();
  useWorkingAi();
  await table.start();
  await table.idle();

  const resumed = await table.bot.games.load(gameId);
  expect(resumed && aiPromptSeat(resumed.setup, resumed.engine)).toBeNull();
  const decisions = await table.db.store.loadAllDecisions(gameId);
  expect(decisions.length).toBeGreaterThan(before);
  expect(decisions.map((d) => d.seq)).toEqual(decisions.map((_, i) => i + 1));
  return { seat, added: decisions.slice(before) };
}

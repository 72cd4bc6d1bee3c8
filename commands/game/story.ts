// What happened since a player's last turn, above their panel when they open it at the start of
// their turn: the turn ping says it too, but a player whose own answer showed them their turn was
// not pinged, and one coming back may open their hand from the board rather than the ping.

import type { GameSnapshot } from "../../src/app/index.ts";
import { boardInput } from "../../src/discord/views.ts";
import type { LogEntry } from "../../src/engine/types.ts";
import { publicView } from "../../src/engine/view.ts";
import type { Locale } from "../../src/i18n/index.ts";
import { sinceLastTurnText } from "../../src/render/history.ts";
import { Names } from "../../src/render/names.ts";

/** Keys of the lines a player writes by acting in their turn (after them, the story is old news). */
const ACTING = /^(playMinion|playAction|playActionOn|playActionOnMinion|talent|special)$/;

/** The summary for `userId` if their turn has just begun (nothing played yet), else undefined. */
export function storySinceLastTurn(
  snapshot: GameSnapshot,
  userId: string,
  locale: Locale,
): string | undefined {
  const engine = snapshot.engine;
  const seat = snapshot.seatOf(userId);
  if (!engine || seat === null || engine.over) return undefined;
  const g = engine.g;
  const prompt = engine.prompt;
  if (g.turn.active !== seat || prompt?.kind !== "main" || prompt.seat !== seat) return undefined;
  const view = publicView(g, prompt);
  const start = view.log.findLastIndex((e: LogEntry) => e.k === "turnStart");
  if (start < 0 || view.log.slice(start).some((e) => ACTING.test(e.k) && e.p[0] === seat)) return undefined;
  const board = boardInput(snapshot, engine);
  const names = new Names(locale, board.players, board.defs).resolver();
  return sinceLastTurnText(board.view, seat, names, locale) || undefined;
}

// What an engine step produced, as events for the caller: the log lines added (public ones and
// each seat's private ones apart), the new pending prompt, the end of the game.

import type { Engine } from "../engine/engine.ts";
import type { LogEntry } from "../engine/types.ts";
import type { GameSetupRecord } from "./setup.ts";
import type { CancelCause, GameEvent, GameSummary } from "./types.ts";

/** The engine's position before a step, to tell what the step added. */
export interface Mark {
  logSeq: number;
  promptId: number | null;
  over: boolean;
}

export function mark(engine: Engine): Mark {
  return { logSeq: engine.g.logSeq, promptId: engine.prompt?.id ?? null, over: engine.over };
}

/** Before the first step of a new game: everything is new. */
export const START_MARK: Mark = { logSeq: 0, promptId: null, over: false };

export function eventsSince(engine: Engine, before: Mark, setup: GameSetupRecord): GameEvent[] {
  const g = engine.g;
  const events: GameEvent[] = [];
  // The state keeps only the latest lines; a step that logged more than that loses its oldest.
  const log = g.log;
  const added = Math.min(g.logSeq - before.logSeq, log.length);
  if (added > 0) {
    // The public lines read from the log as they are (no copy of the step's lines first); a
    // step's usual case logs nothing private.
    const publicEntries: LogEntry[] = [];
    let privateLines = false;
    for (let i = log.length - added; i < log.length; i++) {
      const e = log[i] as LogEntry;
      if (e.to === -1) publicEntries.push(e);
      else privateLines = true;
    }
    if (publicEntries.length > 0) events.push({ type: "log", entries: publicEntries });
    if (privateLines) {
      const privateBySeat = new Map<number, LogEntry[]>();
      for (let i = log.length - added; i < log.length; i++) {
        const e = log[i] as LogEntry;
        if (e.to === -1) continue;
        const list = privateBySeat.get(e.to) ?? [];
        list.push(e);
        privateBySeat.set(e.to, list);
      }
      for (const [seat, list] of privateBySeat) {
        const userId = setup.seats[seat]?.userId;
        if (userId) events.push({ type: "privateLog", seat, userId, entries: list });
      }
    }
  }
  const prompt = engine.prompt;
  if (prompt && prompt.id !== before.promptId) {
    const userId = setup.seats[prompt.seat]?.userId;
    if (userId) {
      const event: GameEvent = {
        type: "prompt",
        promptId: prompt.id,
        seat: prompt.seat,
        userId,
        kind: prompt.kind,
        purpose: prompt.purpose,
        activeSeat: g.turn.active,
      };
      if (prompt.window) event.window = prompt.window;
      events.push(event);
    }
  }
  if (engine.over && !before.over) events.push({ type: "gameOver", summary: summarize(setup, engine) });
  return events;
}

/** The summary stored with a finished or cancelled game. */
export function summarize(
  setup: GameSetupRecord,
  engine: Engine | null,
  cancelledBy?: CancelCause,
): GameSummary {
  const g = engine?.g;
  const result = g?.result ?? null;
  const winnerSeat = result?.winner ?? null;
  const winnerSeatRecord = winnerSeat === null ? undefined : setup.seats[winnerSeat];
  const summary: GameSummary = {
    outcome: cancelledBy ? "cancelled" : "finished",
    winner:
      winnerSeat !== null && winnerSeatRecord
        ? { seat: winnerSeat, userId: winnerSeatRecord.userId, name: winnerSeatRecord.name }
        : null,
    reason: result?.reason ?? null,
    players: setup.seats.map((seat, i) => ({
      seat: i,
      userId: seat.userId,
      name: seat.name,
      factions: seat.factions,
      vp: g?.players[i]?.vp ?? 0,
      out: g?.players[i]?.out ?? false,
    })),
    turns: g?.turn.number ?? 0,
    decisions: engine?.decisions ?? 0,
  };
  if (cancelledBy) summary.cancelledBy = cancelledBy;
  return summary;
}

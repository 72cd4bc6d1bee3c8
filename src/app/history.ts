// The whole public story of a game: every log line from its first, rebuilt by replaying its
// decisions (the state keeps only the latest lines). A game whose earliest decisions no longer
// replay under this release (docs/upgrades.md) keeps the lines it rebuilt and is marked partial;
// without any, the lines kept in the current state stand in.

import { Engine } from "../engine/engine.ts";
import { captureLog } from "../engine/log.ts";
import { createState } from "../engine/state.ts";
import type { GameState, LogEntry, Seat } from "../engine/types.ts";
import type { GameExport } from "./types.ts";

export interface PublicHistory {
  /** Public lines only (`to === -1`): nothing a player holds privately. */
  entries: LogEntry[];
  /** The game state the lines name their cards and bases in. */
  g: GameState;
  /** Whose turn each turn number was. */
  activeOf(turn: number): Seat | undefined;
  partial: boolean;
}

export function publicHistory(exported: GameExport, current: GameState | null): PublicHistory | null {
  const all: LogEntry[] = [];
  let partial = false;
  let g: GameState | null = null;
  try {
    g = createState(exported.setup);
    captureLog(g, (e) => all.push(e));
    const engine = Engine.fromState(g);
    for (const d of exported.decisions) {
      if (!engine.submit(d).ok) {
        partial = true;
        break;
      }
    }
  } catch {
    partial = true;
  }
  if ((partial && all.length === 0) || !g) {
    if (!current) return null;
    return withTurns(current.log, current, true);
  }
  return withTurns(all, g, partial);
}

function withTurns(lines: readonly LogEntry[], g: GameState, partial: boolean): PublicHistory {
  const entries = lines.filter((e) => e.to === -1);
  const active = new Map<number, Seat>();
  for (const e of entries) if (e.k === "turnStart") active.set(Number(e.p[0]), Number(e.p[1]));
  return { entries, g, activeOf: (turn) => active.get(turn), partial };
}

// Notices for a game's table that no move of the game makes (issue 26: a player of the table went
// away, or came back; a player took decisions back): numbered and kept with the timer's notices (setup `notices`), so that the
// announcer owes them to the channel until Discord took them, after a crash too.

import type { Engine } from "../engine/engine.ts";
import type { GameSetupRecord } from "./setup.ts";
import { KEPT_TIMER_NOTICES, waitKey } from "./turn-timer.ts";

export type TableNotice = (
  | { kind: "away"; userId: string; until: Date }
  | { kind: "back"; userId: string }
  | { kind: "undone"; userId: string; undone: number; free: boolean }
) & {
  /**
   * What the notice tells of (an away window's change: `away:<window>:<rev>`): a notice whose
   * `ref` the game already holds is not saved again (told once, even when a start-up retells it).
   */
  ref?: string;
};

/** Whether the game already holds the notice of `ref`. */
export function holdsTableNotice(setup: GameSetupRecord, ref: string | undefined): boolean {
  return ref !== undefined && (setup.notices ?? []).some((kept) => kept.ref === ref);
}

/** The setup with `notice` appended after the last notice kept. */
export function withTableNotice(
  setup: GameSetupRecord,
  engine: Engine | null,
  notice: TableNotice,
): GameSetupRecord {
  const kept = setup.notices ?? [];
  const n = (kept.at(-1)?.n ?? 0) + 1;
  const seat = setup.seats.findIndex((s) => s.userId === notice.userId);
  const record = {
    n,
    kind: notice.kind,
    wait: waitKey(setup, engine) ?? "",
    seat,
    userId: notice.userId,
    ...(notice.kind === "away" ? { until: notice.until.toISOString() } : {}),
    ...(notice.kind === "undone" ? { undone: notice.undone, free: notice.free } : {}),
    ...(notice.ref !== undefined ? { ref: notice.ref } : {}),
  };
  return { ...setup, notices: [...kept, record].slice(-KEPT_TIMER_NOTICES) };
}

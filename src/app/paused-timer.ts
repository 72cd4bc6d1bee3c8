// The turn timer's questions (turn-timer.ts) asked in counted time (timer-pauses.ts): with no
// pause rules every answer is the plain one. The store's `next_timer_at`, written by every save
// without reading any rules, is the plain time: never later than the counted one, so the timer
// loop wakes up early at worst, asks again here, and puts the game back with the counted time.

import type { GameSetupRecord } from "./setup.ts";
import { countedMs, instantAfterCounted, type PauseRules } from "./timer-pauses.ts";
import type { Timer } from "./turn-timer.ts";

const HOUR_MS = 3_600_000;

/** What the timer asks for at `now` in counted time, if anything. */
export function countedTimerDue(
  setup: GameSetupRecord,
  now: Date,
  rules: PauseRules,
): "reminder" | "timeout" | null {
  const timer = setup.timer;
  if (!timer || setup.options.turnTimerHours === 0) return null;
  const length = setup.options.turnTimerHours * HOUR_MS;
  const elapsed = countedMs(rules, Date.parse(timer.since), now.getTime());
  if (elapsed >= length) return "timeout";
  if (elapsed >= length / 2 && !timer.reminded) return "reminder";
  return null;
}

/** The timeout's instant, pauses known today included (a reminder shows it). */
export function countedDeadline(setup: GameSetupRecord, timer: Timer, rules: PauseRules): Date {
  const length = setup.options.turnTimerHours * HOUR_MS;
  return new Date(instantAfterCounted(rules, Date.parse(timer.since), length));
}

/** When the timer next asks for something in counted time; null when nothing will ever fire. */
export function countedNextTimerAt(setup: GameSetupRecord, rules: PauseRules): Date | null {
  const timer = setup.timer;
  const hours = setup.options.turnTimerHours;
  if (!timer || hours === 0) return null;
  const length = hours * HOUR_MS;
  return new Date(instantAfterCounted(rules, Date.parse(timer.since), timer.reminded ? length : length / 2));
}

/**
 * A kick vote opens once the wait has lasted long enough in counted time: `plain` is when it
 * opens without pauses (turn-timer.ts kickOpensAt), `since` when the wait began.
 */
export function countedKickOpensAt(since: Date, plain: Date, rules: PauseRules): Date {
  return new Date(instantAfterCounted(rules, since.getTime(), plain.getTime() - since.getTime()));
}

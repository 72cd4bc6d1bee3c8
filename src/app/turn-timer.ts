// The turn timer measures how long the pending prompt has waited: a reminder at half time, the
// safe default answer at expiry. It restarts whenever a save leaves a new prompt pending, so it
// counts a player's inactivity, not the length of their turn.

import type { Engine } from "../engine/engine.ts";
import type { GameSetupRecord } from "./setup.ts";

const HOUR_MS = 3_600_000;

export type Timer = NonNullable<GameSetupRecord["timer"]>;

/** The timer to store after a step: unchanged while the same prompt waits, restarted for a new one. */
export function nextTimer(setup: GameSetupRecord, engine: Engine, now: Date): Timer | undefined {
  const prompt = engine.prompt;
  if (setup.options.turnTimerHours === 0 || engine.over || !prompt) return undefined;
  if (setup.timer?.promptId === prompt.id) return setup.timer;
  return { promptId: prompt.id, since: now.toISOString(), reminded: false };
}

export function deadlineOf(setup: GameSetupRecord, timer: Timer): Date {
  return new Date(Date.parse(timer.since) + setup.options.turnTimerHours * HOUR_MS);
}

/** What the timer asks for at `now`, if anything. */
export function timerDue(setup: GameSetupRecord, now: Date): "reminder" | "timeout" | null {
  const timer = setup.timer;
  if (!timer || setup.options.turnTimerHours === 0) return null;
  const since = Date.parse(timer.since);
  const length = setup.options.turnTimerHours * HOUR_MS;
  const elapsed = now.getTime() - since;
  if (elapsed >= length) return "timeout";
  if (elapsed >= length / 2 && !timer.reminded) return "reminder";
  return null;
}

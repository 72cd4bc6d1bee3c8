// The turn timer measures how long the pending prompt has waited: a reminder at half time, the
// safe default answer at expiry. It restarts whenever a save leaves a new prompt pending, so it
// counts a player's inactivity, not the length of their turn. Every game keeps that bookkeeping,
// timer or not: a kick vote needs to know how long the game has waited for its target. The faction
// selection is timed the same way, each draft pick (or the whole free pick) being one wait.

import type { Engine } from "../engine/engine.ts";
import { isoText as isoTextOf } from "../store/iso-time.ts";
import type { GameRecord } from "../store/types.ts";
import type { GameSetupRecord, TimerNoticeRecord } from "./setup.ts";
import type { GameEvent } from "./types.ts";

const HOUR_MS = 3_600_000;
/** How long a game without a turn timer waits for a player before the others may vote them out. */
const UNTIMED_KICK_WAIT_MS = 30 * 60_000;

export type Timer = NonNullable<GameSetupRecord["timer"]>;

/**
 * What the game waits on, as an id that changes whenever it waits on something new: the engine's
 * pending prompt, or during the faction selection the number of picks made in a draft (each pick
 * is a new wait) and 0 in a free pick (everyone picks at once: one wait for all).
 */
export function awaitedId(setup: GameSetupRecord, engine: Engine | null): number | null {
  if (setup.stage === "selecting") {
    const draft = setup.draft;
    if (!draft) return null;
    return draft.order.length > 0 ? draft.picks.reduce((n, p) => n + p.length, 0) : 0;
  }
  if (setup.stage !== "playing" || !engine || engine.over) return null;
  return engine.prompt?.id ?? null;
}

/** What the game waits on as a key that tells a faction pick from a prompt (`pick:<n>`, `prompt:<id>`). */
export function waitKey(setup: GameSetupRecord, engine: Engine | null): string | null {
  const id = awaitedId(setup, engine);
  if (id === null) return null;
  return setup.stage === "selecting" ? `pick:${id}` : `prompt:${id}`;
}

/** How many of the timer's notices a game keeps: one owed longer than that many others is dropped. */
export const KEPT_TIMER_NOTICES = 8;

/**
 * The setup with the timer's notices of `events` (reminders, timeouts) appended, numbered after the
 * last one, for the save that decides them: each is then owed to the channel until delivered.
 * `wait` is what the game waited on when they were decided.
 */
export function withTimerNotices(
  setup: GameSetupRecord,
  events: readonly GameEvent[],
  wait: string,
): GameSetupRecord {
  const kept = setup.notices ?? [];
  let n = kept.at(-1)?.n ?? 0;
  const added: TimerNoticeRecord[] = [];
  for (const event of events) {
    if (event.type === "reminder") {
      added.push({
        n: ++n,
        kind: "reminder",
        wait,
        seat: event.seat,
        userId: event.userId,
        deadline: event.deadline.toISOString(),
      });
    } else if (event.type === "timeout") {
      added.push({
        n: ++n,
        kind: "timeout",
        wait,
        seat: event.seat,
        userId: event.userId,
        ...(event.factions ? { factions: event.factions } : {}),
        ...(event.did ? { did: event.did } : {}),
        ...(event.strikes ? { strikes: event.strikes } : {}),
      });
    }
  }
  if (added.length === 0) return setup;
  return { ...setup, notices: [...kept, ...added].slice(-KEPT_TIMER_NOTICES) };
}

/** The timer to store after a step: unchanged while the same thing waits, restarted for a new one. */
export function nextTimer(setup: GameSetupRecord, engine: Engine | null, now: Date): Timer | undefined {
  const id = awaitedId(setup, engine);
  if (id === null) return undefined;
  // An AI seat (issue 23) is never timed: it answers at once, and the AI driver resumes it after a crash.
  const seat = setup.stage === "playing" ? engine?.prompt?.seat : undefined;
  if (seat !== undefined && setup.seats[seat]?.ai) return undefined;
  if (setup.timer?.promptId === id) return setup.timer;
  return { promptId: id, since: isoString(now), reminded: false };
}

/** The latest time written as ISO text, and its text: a busy process's clicks come many to a millisecond. */
let isoTime = Number.NaN;
let isoText = "";

/**
 * `date.toISOString()`, written once per millisecond (an invalid date throws, as it does), in
 * JavaScript (`iso-time.ts`: V8's own formatter was a ninth of act()'s work beyond the engine).
 */
function isoString(date: Date): string {
  const time = date.getTime();
  if (time !== isoTime) {
    isoText = isoTextOf(time);
    isoTime = time;
  }
  return isoText;
}

export function deadlineOf(setup: GameSetupRecord, timer: Timer): Date {
  return new Date(Date.parse(timer.since) + setup.options.turnTimerHours * HOUR_MS);
}

/** What the timer asks for at `now`, if anything (nothing in games without a turn timer). */
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

/**
 * When the other players may start voting out the player prompt `promptId` waits for: once it has
 * waited half the turn timer (when its reminder goes out), or 30 minutes in a game without one.
 * A timer that lost track of the prompt (a game saved before every game kept one) counts from the
 * game's last save, which came after the prompt was raised.
 */
export function kickOpensAt(setup: GameSetupRecord, record: GameRecord, promptId: number): Date {
  const timer = setup.timer;
  const since = timer?.promptId === promptId ? Date.parse(timer.since) : record.updatedAt.getTime();
  const hours = setup.options.turnTimerHours;
  return new Date(since + (hours > 0 ? (hours * HOUR_MS) / 2 : UNTIMED_KICK_WAIT_MS));
}

/**
 * When the timer next asks for something (what `timerDue` will answer first): half time until the
 * reminder went out, then the deadline. Null when nothing will ever fire. Stored with every save
 * (the game's `next_timer_at`), so that the timer loop reads the due games from an index.
 */
export function nextTimerAt(setup: GameSetupRecord): Date | null {
  const timer = setup.timer;
  const hours = setup.options.turnTimerHours;
  if (!timer || hours === 0) return null;
  const length = hours * HOUR_MS;
  return new Date(timeOf(timer.since) + (timer.reminded ? length : length / 2));
}

/** `Date.parse(text)`, without parsing the text `isoString` wrote last (a timer started by this click). */
function timeOf(text: string): number {
  return text === isoText ? isoTime : Date.parse(text);
}

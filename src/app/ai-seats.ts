// AI seats (issue 23) as pure transitions of a game's setup record: the host adds or removes AI
// players in the lobby, AI seats pick their factions by their own choice (src/ai), a kick vote may
// put an AI in an absent player's seat, and that player may take it back. The seat keeps its
// place in the turn order and its cards: only who answers its prompts changes.

import { type AiLevel, aiPickFaction } from "../ai/index.ts";
import type { Engine } from "../engine/engine.ts";
import type { Seat } from "../engine/types.ts";
import { msg } from "../i18n/index.ts";

export { AI_USER_PREFIX, isAiUser } from "./ai-user.ts";

import { AI_USER_PREFIX } from "./ai-user.ts";
import type { Step } from "./lobby.ts";
import * as lobby from "./lobby.ts";
import type { GameSetupRecord, SeatRecord } from "./setup.ts";
import type { GameEvent } from "./types.ts";

/** Turn timeouts in a row after which the table may vote on a player at any time. */
export const STRIKES_FOR_VOTE = 2;

/** Draws of an AI's faction picks, apart from the lobby's other streams. */
const AI_PICK_SALT = 0x3c6e_f372;
/** Seeds of an AI seat's game decisions, apart from the engine's own stream. */
const AI_DECIDE_SALT = 0x7f4a_7c15;

/** The level of the AI sitting at `seat`, or null for a person. */
export function aiLevelAt(setup: GameSetupRecord, seat: Seat): AiLevel | null {
  return setup.seats[seat]?.ai ?? null;
}

export function hasAiSeats(setup: GameSetupRecord): boolean {
  return setup.seats.some((s) => s.ai !== undefined);
}

/** The seat of the AI whose answer the engine waits for, or null (a person, or nothing). */
export function aiPromptSeat(setup: GameSetupRecord, engine: Engine | null): Seat | null {
  if (setup.stage !== "playing" || !engine || engine.over) return null;
  const seat = engine.prompt?.seat;
  return seat !== undefined && aiLevelAt(setup, seat) ? seat : null;
}

/**
 * The seed an AI seat decides with: from the game's seed and the seat, so that a game replays the
 * same moves (aiDecide adds the engine's decision count).
 */
export function aiSeed(setup: GameSetupRecord, seat: Seat): number {
  return (setup.seed ^ AI_DECIDE_SALT ^ Math.imul(seat + 1, 0x9e37_79b1)) | 0;
}

/** How an AI seat is named on the board, in the log and at game over (the game's language). */
export function aiName(level: AiLevel, locale: GameSetupRecord["locale"], replaced?: string): string {
  const t = msg(locale).aiSeats;
  return replaced ? t.replacedName(t.level[level], replaced) : t.name(t.level[level]);
}

/** An unused `ai:<n>` id for a new AI seat. */
function newAiUserId(setup: GameSetupRecord): string {
  const taken = new Set(setup.seats.map((s) => s.userId));
  for (let n = 1; ; n++) if (!taken.has(`${AI_USER_PREFIX}${n}`)) return `${AI_USER_PREFIX}${n}`;
}

const refuse = (reason: Extract<Step, { ok: false }>["reason"]): Step => ({ ok: false, reason });

/** The host seats an AI player of `level` in a free seat of the lobby. */
export function addAi(setup: GameSetupRecord, userId: string, level: AiLevel): Step {
  if (setup.hostId !== userId) return refuse("not-host");
  if (setup.stage !== "lobby") return refuse("already-started");
  if (setup.seats.length >= lobby.MAX_PLAYERS) return refuse("lobby-full");
  const aiUser = newAiUserId(setup);
  const seat: SeatRecord = { userId: aiUser, name: aiName(level, setup.locale), factions: [], ai: level };
  const seats = [...setup.seats, seat];
  return {
    ok: true,
    setup: { ...setup, seats },
    events: [{ type: "joined", userId: aiUser, seat: seats.length - 1 }],
    seatsChanged: true,
  };
}

/** The host takes the AI at `seat` off the lobby. */
export function removeAi(setup: GameSetupRecord, userId: string, seat: number): Step {
  if (setup.hostId !== userId) return refuse("not-host");
  if (setup.stage !== "lobby") return refuse("already-started");
  const target = setup.seats[seat];
  if (!target?.ai) return refuse("not-an-ai");
  return {
    ok: true,
    setup: { ...setup, seats: setup.seats.filter((_, i) => i !== seat) },
    events: [{ type: "left", userId: target.userId }],
    seatsChanged: true,
  };
}

/**
 * The picks the AI seats owe now (the drafter whose turn it is, or every AI short of two factions
 * in a free pick), made one after another until a person must pick or the selection is complete.
 * Each AI chooses among what it may pick (aiPickFaction), seeded from the lobby's seed and the
 * number of picks made, so a replayed lobby picks the same.
 */
export function aiPicks(setup: GameSetupRecord): { setup: GameSetupRecord; events: GameEvent[] } {
  let current = setup;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 16; guard++) {
    const seat = lobby.pendingPickers(current).find((s) => aiLevelAt(current, s) !== null);
    if (seat === undefined) break;
    const record = current.seats[seat] as SeatRecord;
    const choices = lobby.pickableFactions(current, seat);
    if (choices.length === 0) break;
    const made = current.seats.reduce((n, s) => n + s.factions.length, 0);
    const faction = aiPickFaction(
      choices,
      record.factions,
      record.ai as AiLevel,
      (current.seed ^ AI_PICK_SALT) + made,
    );
    // An AI that answers outside its choices falls back on the first: the lobby never stalls.
    const step = lobby.pick(
      current,
      record.userId,
      choices.includes(faction) ? faction : (choices[0] as string),
    );
    if (!step.ok) break;
    current = step.setup;
    events.push(...step.events);
  }
  return { setup: current, events };
}

/**
 * The seat of `targetUserId` passes to an AI of `level` (a kick vote decided "replace"): the
 * person's name and id are kept on the seat, so that they may take it back.
 */
export function replaceByAi(setup: GameSetupRecord, seat: Seat, level: AiLevel): GameSetupRecord {
  const person = setup.seats[seat];
  if (!person || person.ai) throw new Error(`seat ${seat} holds no person to replace`);
  const replaced = { userId: person.userId, name: person.name };
  const seats = setup.seats.map((s, i) =>
    i === seat
      ? {
          userId: newAiUserId(setup),
          name: aiName(level, setup.locale, person.name),
          factions: s.factions,
          ai: level,
          replaced,
        }
      : s,
  );
  const strikes = setup.strikes?.map((n, i) => (i === seat ? 0 : n));
  return { ...setup, seats, ...(strikes ? { strikes } : {}) };
}

/**
 * The AI that holds a conceding player's seat while the table decides (issue 23): a fast player,
 * so that nobody waits on the seat meanwhile.
 */
export const CARETAKER_LEVEL: AiLevel = "normal";

/**
 * `seat`'s player conceded and others remain to decide: an AI holds the seat (cards, VP and place
 * kept; the engine is not told anything yet) until the table removes them or keeps an AI there.
 */
export function holdConcededSeat(setup: GameSetupRecord, seat: Seat): GameSetupRecord {
  const held = replaceByAi(setup, seat, CARETAKER_LEVEL);
  return { ...held, seats: held.seats.map((s, i) => (i === seat ? { ...s, conceded: true as const } : s)) };
}

/** The seat an AI holds for `userId` while the table decides on their concession, or null. */
export function concededSeatOf(setup: GameSetupRecord, userId: string): Seat | null {
  const seat = setup.seats.findIndex((s) => s.ai && s.conceded && s.replaced?.userId === userId);
  return seat < 0 ? null : seat;
}

/** The seats whose concession the table has not decided yet. */
export function concededSeats(setup: GameSetupRecord): Seat[] {
  return setup.seats.flatMap((s, seat) => (s.ai && s.conceded ? [seat] : []));
}

/** The table decided to keep an AI of `level` in a conceded seat: the player may still take it back. */
export function keepAiInConcededSeat(setup: GameSetupRecord, seat: Seat, level: AiLevel): GameSetupRecord {
  const seats = setup.seats.map((s, i) => {
    if (i !== seat || !s.replaced) return s;
    const { conceded: _, ...rest } = s;
    return { ...rest, ai: level, name: aiName(level, setup.locale, s.replaced.name) };
  });
  return { ...setup, seats };
}

/**
 * The people who decide what becomes of `seat` (a concession, a kick vote): every other seat a
 * person plays and that is still in the game (`out`: whether a seat left the game).
 */
export function electorate(setup: GameSetupRecord, seat: Seat, out: (seat: Seat) => boolean): string[] {
  return setup.seats.filter((s, i) => i !== seat && !out(i) && !s.ai).map((s) => s.userId);
}

/**
 * The seat a kick vote on `userId` is about: theirs, or the one an AI holds for them while the table
 * decides on their concession.
 */
export function voteTargetSeat(setup: GameSetupRecord, userId: string): Seat | null {
  const own = setup.seats.findIndex((s) => s.userId === userId);
  return own >= 0 ? own : concededSeatOf(setup, userId);
}

/** The name `userId` joined with: seated, or replaced by an AI (a vote, a concession); null if neither. */
export function personName(setup: GameSetupRecord, userId: string): string | null {
  for (const s of setup.seats) {
    if (s.userId === userId) return s.name;
    if (s.replaced?.userId === userId) return s.replaced.name;
  }
  return null;
}

/** The seat an AI holds for `userId` (replaced by a vote), or null. */
export function replacedSeatOf(setup: GameSetupRecord, userId: string): Seat | null {
  const seat = setup.seats.findIndex((s) => s.ai && s.replaced?.userId === userId);
  return seat < 0 ? null : seat;
}

/**
 * The replaced player sits down again in place of the AI (after a concession too: they changed
 * their mind before or after the table decided).
 */
export function takeBack(setup: GameSetupRecord, userId: string): GameSetupRecord | null {
  const seat = replacedSeatOf(setup, userId);
  return seat === null ? null : personBackAt(setup, seat);
}

/** The person an AI replaced sits at `seat` again (the AI and any concession mark leave). */
export function personBackAt(setup: GameSetupRecord, seat: Seat): GameSetupRecord {
  const held = setup.seats[seat] as SeatRecord;
  if (!held.replaced) return setup;
  const person = held.replaced as NonNullable<SeatRecord["replaced"]>;
  const seats = setup.seats.map((s, i) =>
    i === seat ? { userId: person.userId, name: person.name, factions: s.factions } : s,
  );
  return { ...setup, seats };
}

/**
 * A vote on the player at `seat`, whom the timer struck again, opens (issue 23): saved as a running
 * vote with no vote yet, and as a notice owed to the channel with the vote's buttons. Not while
 * another vote runs (the table is busy with it; `/smashup kick` still works).
 */
export function withStrikeVote(setup: GameSetupRecord, seat: Seat, wait: string): GameSetupRecord {
  const userId = setup.seats[seat]?.userId;
  if (setup.kick || !userId || setup.seats[seat]?.ai) return setup;
  const kept = setup.notices ?? [];
  const notice = { n: (kept.at(-1)?.n ?? 0) + 1, kind: "vote" as const, wait, seat, userId };
  return { ...setup, kick: { targetUserId: userId, voters: [] }, notices: [...kept, notice] };
}

/**
 * The vote in progress when it stands whatever the game waits on (its target conceded, or the timer
 * struck them again): an undo keeps it, as any move does.
 */
export function standingVote(setup: GameSetupRecord): GameSetupRecord["kick"] {
  const kick = setup.kick;
  const seat = kick ? voteTargetSeat(setup, kick.targetUserId) : null;
  if (!kick || seat === null) return undefined;
  const struck = (setup.strikes?.[seat] ?? 0) >= STRIKES_FOR_VOTE;
  return setup.seats[seat]?.conceded || struck ? kick : undefined;
}

/** The setup after a turn timeout at `seat` (`turn`: the timer ended a turn) or an act by its player. */
export function withStrike(setup: GameSetupRecord, seat: Seat, struck: boolean): GameSetupRecord {
  const before = setup.strikes?.[seat] ?? 0;
  const after = struck ? before + 1 : 0;
  if (before === after) return setup;
  const strikes = setup.seats.map((_, i) => (i === seat ? after : (setup.strikes?.[i] ?? 0)));
  return { ...setup, strikes };
}

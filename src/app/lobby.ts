// The lobby and the faction selection as pure transitions of a game's setup record: who sits
// where, the options, and the draft (DRAFT-*), free pick or random assignment. The service
// persists the result and starts the engine once every seat has two factions.

import { allFactions, factionDef } from "../engine/defs.ts";
import { availableFor, draftTurn, newDraft, pickError } from "../engine/draft.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { Seat } from "../engine/types.ts";
import type { GuildSettings } from "../store/types.ts";
import type { AppReason } from "./reasons.ts";
import {
  type EngineSetupRecord,
  type GameSetupRecord,
  type LobbyOptions,
  lobbyOptionsSchema,
  TURN_TIMER_HOURS,
} from "./setup.ts";
import { awaitedId } from "./turn-timer.ts";
import type { CancelCause, GameEvent } from "./types.ts";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

// The draft's first picker, the random assignment and the picks of a timed-out picker draw from
// streams derived from the lobby seed, distinct from the engine's own stream (DRAFT-5: chosen
// separately from the first player).
const DRAFT_SALT = 0x2f6b_1d3a;
const RANDOM_SALT = 0x51c7_e94b;
const TIMEOUT_SALT = 0x6a09_e667;

export type Step =
  | {
      ok: true;
      setup: GameSetupRecord;
      events: GameEvent[];
      /** The seat list changed (the store's player rows must follow). */
      seatsChanged?: boolean;
      /** The lobby closes. */
      cancel?: CancelCause;
    }
  | { ok: false; reason: AppReason };

const refuse = (reason: AppReason): Step => ({ ok: false, reason });

/**
 * The server's default timer is in minutes; a lobby offers a few durations. Round up to the
 * nearest offered one, so a game is never stricter than the server asked (0 stays "no timer").
 */
export function timerHoursFromMinutes(minutes: number): LobbyOptions["turnTimerHours"] {
  if (minutes <= 0) return 0;
  const offered = TURN_TIMER_HOURS.filter((h) => h > 0);
  return offered.find((h) => h * 60 >= minutes) ?? offered[offered.length - 1] ?? 0;
}

/** The options of a new lobby: the server's defaults, overridden by what the host asked. */
export function initialOptions(
  settings: GuildSettings,
  requested: Record<string, unknown> = {},
): LobbyOptions | AppReason {
  const base: LobbyOptions = {
    boxes: settings.enabledBoxes,
    selectionMode: settings.defaults.selectionMode,
    vpTarget: settings.defaults.vpTarget,
    turnTimerHours: timerHoursFromMinutes(settings.defaults.turnTimerMinutes),
    hiddenTiming: settings.defaults.hiddenTiming,
    baseDeck: settings.defaults.baseDeck,
    pictures: settings.defaults.pictures,
  };
  return checkedOptions({ ...base, ...requested }, settings.enabledBoxes);
}

/** Options as typed by a user: unknown keys and values outside the offered ones are refused. */
function checkedOptions(
  candidate: Record<string, unknown>,
  enabledBoxes: readonly string[],
): LobbyOptions | AppReason {
  const parsed = lobbyOptionsSchema.strict().safeParse(candidate);
  if (!parsed.success) return "invalid-options";
  const boxes = [...new Set(parsed.data.boxes)];
  if (boxes.some((box) => !enabledBoxes.includes(box))) return "box-not-enabled";
  return { ...parsed.data, boxes };
}

export function newLobbySetup(input: {
  hostId: string;
  hostName: string;
  options: LobbyOptions;
  locale: GameSetupRecord["locale"];
  bannedFactions: string[];
  seed: number;
}): GameSetupRecord {
  return {
    v: 1,
    hostId: input.hostId,
    options: input.options,
    seats: [{ userId: input.hostId, name: input.hostName, factions: [] }],
    stage: "lobby",
    bannedFactions: input.bannedFactions,
    locale: input.locale,
    seed: input.seed,
  };
}

export function seatOf(setup: GameSetupRecord, userId: string): Seat | null {
  const seat = setup.seats.findIndex((s) => s.userId === userId);
  return seat < 0 ? null : seat;
}

/** Registered (playable) factions of the lobby's boxes, minus the server's banned ones. */
export function factionPool(setup: GameSetupRecord): string[] {
  return allFactions()
    .filter((f) => setup.options.boxes.includes(f.box) && !setup.bannedFactions.includes(f.id))
    .map((f) => f.id)
    .sort();
}

export function join(setup: GameSetupRecord, userId: string, name: string): Step {
  if (setup.stage !== "lobby") return refuse("already-started");
  if (seatOf(setup, userId) !== null) return refuse("already-joined");
  if (setup.seats.length >= MAX_PLAYERS) return refuse("lobby-full");
  const seats = [...setup.seats, { userId, name, factions: [] }];
  return {
    ok: true,
    setup: { ...setup, seats },
    events: [{ type: "joined", userId, seat: seats.length - 1 }],
    seatsChanged: true,
  };
}

/**
 * A player leaves the lobby or the faction selection. When the host leaves, the host role passes
 * to the next player in join order, so a table is not lost because its opener walked away; a lobby
 * left empty closes. Leaving the selection takes the others back to the lobby with no faction:
 * the draft order and what is left to pick depended on who sat at the table.
 */
export function leave(setup: GameSetupRecord, userId: string): Step {
  if (setup.stage !== "lobby" && setup.stage !== "selecting") return refuse("already-started");
  if (seatOf(setup, userId) === null) return refuse("not-in-game");
  const selecting = setup.stage === "selecting";
  const seats = setup.seats
    .filter((s) => s.userId !== userId)
    .map((s) => (selecting ? { ...s, factions: [] } : s));
  const events: GameEvent[] = [{ type: "left", userId }];
  // The host role passes to a person: AI seats (issue 23) never host, and a lobby of AIs alone closes.
  const next = seats.find((s) => !s.ai);
  if (!next) {
    const cause: CancelCause = { kind: "hostLeft", userId };
    events.push({ type: "cancelled", cause });
    return {
      ok: true,
      setup: { ...setup, seats, stage: "cancelled" },
      events,
      seatsChanged: true,
      cancel: cause,
    };
  }
  let after: GameSetupRecord = { ...setup, seats };
  if (selecting) {
    after = { ...after, stage: "lobby", draft: undefined, timer: undefined };
    events.push({ type: "backToLobby", userId });
  }
  if (setup.hostId === userId) {
    after.hostId = next.userId;
    events.push({ type: "hostChanged", hostId: next.userId });
  }
  return { ok: true, setup: after, events, seatsChanged: true };
}

export function setOptions(
  setup: GameSetupRecord,
  userId: string,
  patch: Record<string, unknown>,
  enabledBoxes: readonly string[],
): Step {
  if (setup.hostId !== userId) return refuse("not-host");
  if (setup.stage !== "lobby") return refuse("already-started");
  const options = checkedOptions({ ...setup.options, ...patch }, enabledBoxes);
  if (typeof options === "string") return refuse(options);
  return { ok: true, setup: { ...setup, options }, events: [{ type: "optionsChanged", options }] };
}

export function cancel(setup: GameSetupRecord, userId: string): Step {
  if (setup.hostId !== userId) return refuse("not-host");
  if (setup.stage !== "lobby" && setup.stage !== "selecting") return refuse("already-started");
  const cause: CancelCause = { kind: "host", userId };
  return {
    ok: true,
    setup: { ...setup, stage: "cancelled" },
    events: [{ type: "cancelled", cause }],
    cancel: cause,
  };
}

/** The host starts the faction selection; in random mode every seat gets its factions at once. */
export function start(setup: GameSetupRecord, userId: string): Step {
  if (setup.hostId !== userId) return refuse("not-host");
  if (setup.stage !== "lobby") return refuse("already-started");
  const n = setup.seats.length;
  if (n < MIN_PLAYERS) return refuse("not-enough-players");
  const pool = factionPool(setup);
  // DRAFT-1: at least two factions per player; factions are unique across players in every mode.
  if (pool.length < 2 * n) return refuse("not-enough-factions");
  const { selectionMode } = setup.options;
  if (selectionMode === "random") {
    const rng = makeChooserRng(setup.seed ^ RANDOM_SALT);
    const left = pool.slice();
    const seats = setup.seats.map((seat) => ({
      ...seat,
      factions: [0, 1].map(() => left.splice(rng.int(left.length), 1)[0] as string),
    }));
    return { ok: true, setup: { ...setup, seats, stage: "selecting" }, events: [] };
  }
  const firstPicker = selectionMode === "draft" ? makeChooserRng(setup.seed ^ DRAFT_SALT).int(n) : null;
  const draft =
    firstPicker === null
      ? { order: [], picks: setup.seats.map(() => []), pool, allowDuplicates: false }
      : newDraft(n, firstPicker, pool);
  return {
    ok: true,
    setup: { ...setup, stage: "selecting", draft },
    events: [{ type: "selectionStarted", mode: selectionMode, firstPicker }],
  };
}

export function pick(setup: GameSetupRecord, userId: string, faction: string): Step {
  if (setup.stage !== "selecting" || !setup.draft) return refuse("not-selecting");
  const seat = seatOf(setup, userId);
  if (seat === null) return refuse("not-in-game");
  const draft = setup.draft;
  const isDraft = draft.order.length > 0;
  const error = isDraft ? draftPickError(draft, seat, faction) : freePickError(draft, seat, faction);
  if (error) return refuse(error);
  const picks = draft.picks.map((p, s) => (s === seat ? [...p, faction] : p));
  const next = { ...draft, picks };
  const seats = setup.seats.map((s, i) => ({ ...s, factions: picks[i] ?? [] }));
  return {
    ok: true,
    setup: { ...setup, seats, draft: next },
    events: [{ type: "factionPicked", seat, userId, faction, next: isDraft ? draftTurn(next) : null }],
  };
}

function draftPickError(draft: NonNullable<GameSetupRecord["draft"]>, seat: Seat, faction: string) {
  if (draftTurn(draft) === null) return "picks-done";
  return pickError(draft, seat, faction) as AppReason | null;
}

function freePickError(
  draft: NonNullable<GameSetupRecord["draft"]>,
  seat: Seat,
  faction: string,
): AppReason | null {
  const mine = draft.picks[seat] ?? [];
  if (mine.length >= 2) return "picks-done";
  if (!draft.pool.includes(faction)) return "not-in-pool";
  if (mine.includes(faction)) return "already-yours";
  if (!draft.allowDuplicates && draft.picks.some((p) => p.includes(faction))) return "taken";
  return null;
}

/** Who must pick now: the drafter whose turn it is, or everyone short of two factions in free pick. */
export function pendingPickers(setup: GameSetupRecord): Seat[] {
  const draft = setup.draft;
  if (setup.stage !== "selecting" || !draft) return [];
  if (draft.order.length > 0) {
    const next = draftTurn(draft);
    return next === null ? [] : [next];
  }
  return draft.picks.flatMap((p, seat) => (p.length < 2 ? [seat] : []));
}

/**
 * The safe default when a pick's time runs out: every pending picker gets random legal factions
 * (the drafter one, a free picker up to two), drawn from the lobby's seed so it is reproducible.
 */
export function timeoutPicks(setup: GameSetupRecord): Step & { ok: true } {
  const drafting = (setup.draft?.order.length ?? 0) > 0;
  const made = setup.seats.reduce((n, s) => n + s.factions.length, 0);
  const rng = makeChooserRng((setup.seed ^ TIMEOUT_SALT) + made);
  const waitId = awaitedId(setup, null) ?? 0;
  let current = setup;
  const timeouts: GameEvent[] = [];
  const picks: GameEvent[] = [];
  for (const seat of pendingPickers(setup)) {
    const userId = setup.seats[seat]?.userId ?? "";
    const factions: string[] = [];
    const count = drafting ? 1 : 2 - (setup.seats[seat]?.factions.length ?? 0);
    for (let i = 0; i < count; i++) {
      const choices = pickableFactions(current, seat);
      const faction = choices[rng.int(choices.length)];
      // The pool holds two factions per player (DRAFT-1): a pending picker always has a choice.
      if (faction === undefined) throw new Error(`no faction left to pick for seat ${seat}`);
      const step = pick(current, userId, faction);
      if (!step.ok) throw new Error(`the random pick was refused: ${step.reason}`);
      current = step.setup;
      picks.push(...step.events);
      factions.push(faction);
    }
    timeouts.push({ type: "timeout", promptId: waitId, seat, userId, factions });
  }
  return { ok: true, setup: current, events: [...timeouts, ...picks] };
}

/** Factions a seat may pick now (for the pick menus). */
export function pickableFactions(setup: GameSetupRecord, seat: Seat): string[] {
  const draft = setup.draft;
  if (setup.stage !== "selecting" || !draft) return [];
  if (draft.order.length > 0) return availableFor(draft, seat);
  return draft.pool.filter((f) => freePickError(draft, seat, f) === null);
}

export function selectionComplete(setup: GameSetupRecord): boolean {
  return setup.stage === "selecting" && setup.seats.every((s) => s.factions.length === 2);
}

/**
 * The engine setup of a game whose seats all have their two factions. Base deck (SETUP-5): the
 * boxes of the chosen factions, plus every box of the lobby when the server asked for all bases.
 */
export function engineSetupOf(setup: GameSetupRecord): EngineSetupRecord {
  const boxes = new Set<string>(setup.options.baseDeck === "boxes" ? setup.options.boxes : []);
  const players = setup.seats.map((seat) => {
    const [a, b] = seat.factions;
    if (a === undefined || b === undefined) throw new Error(`seat of ${seat.userId} has no two factions`);
    for (const f of [a, b]) {
      const def = factionDef(f);
      if (!def) throw new Error(`faction ${f} is not registered`);
      boxes.add(def.box);
    }
    return { factions: [a, b] as [string, string] };
  });
  return {
    seed: setup.seed,
    players,
    baseBoxes: [...boxes].sort(),
    options: { vpTarget: setup.options.vpTarget, hiddenTiming: setup.options.hiddenTiming },
  };
}

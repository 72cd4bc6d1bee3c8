// The game service's contract with its callers (commands/, the announcer, the timer loop): inputs,
// results and events. Plain data, no discord.js; every refusal is a reason key, never a throw.

import { z } from "zod";
import type { DecisionRecord, Engine } from "../engine/engine.ts";
import type { GameResult, LogEntry, PromptKind, Seat } from "../engine/types.ts";
import type { GameRecord } from "../store/types.ts";
import type { AppReason } from "./reasons.ts";
import type { EngineSetupRecord, GameSetupRecord, LobbyOptions } from "./setup.ts";

/** A game as the caller renders it. */
export interface GameSnapshot {
  record: GameRecord;
  setup: GameSetupRecord;
  /**
   * The live engine (null before the factions are chosen). It is the service's cached instance:
   * read it synchronously right after the call, never submit to it.
   */
  engine: Engine | null;
  seatOf(userId: string): Seat | null;
  userOf(seat: Seat): string | null;
  /** Display names by seat. */
  names: string[];
}

export interface GameSummary {
  outcome: "finished" | "cancelled";
  /** Who ended a cancelled game. */
  cancelledBy?: CancelCause;
  winner: { seat: Seat; userId: string; name: string } | null;
  /** How the game ended (the engine's reason), null when cancelled before the end. */
  reason: GameResult["reason"] | null;
  players: { seat: Seat; userId: string; name: string; factions: string[]; vp: number; out: boolean }[];
  turns: number;
  decisions: number;
}

export type CancelCause =
  | { kind: "host" | "admin" | "hostLeft"; userId: string }
  /**
   * The game's channel or thread was deleted (Discord's CHANNEL_DELETE / THREAD_DELETE, or 10003
   * Unknown Channel to a publish): `thread` says which, when known.
   */
  | { kind: "channelDeleted"; thread?: boolean };

/**
 * What happened, for the caller to announce. Public events never carry a hidden card: log lines
 * only some seat may see travel in `privateLog`, and prompts carry no options.
 */
export type GameEvent =
  | { type: "lobbyOpened"; hostId: string }
  | { type: "joined"; userId: string; seat: Seat }
  | { type: "left"; userId: string }
  /** A player left during the faction selection: the others are back in the lobby, with no faction. */
  | { type: "backToLobby"; userId: string }
  | { type: "hostChanged"; hostId: string }
  | { type: "optionsChanged"; options: LobbyOptions }
  | { type: "selectionStarted"; mode: "draft" | "free"; firstPicker: Seat | null }
  /** `next`: the seat whose draft pick it is now (null in free pick or when the selection is over). */
  | { type: "factionPicked"; seat: Seat; userId: string; faction: string; next: Seat | null }
  | { type: "gameStarted" }
  /** New public log lines (engine log keys with their parameters, src/engine/log.ts). */
  | { type: "log"; entries: LogEntry[] }
  /** New log lines only `seat` may see (cards they drew, looked at...). */
  | { type: "privateLog"; seat: Seat; userId: string; entries: LogEntry[] }
  /** A new prompt is pending. `activeSeat` is the player whose turn it is. */
  | {
      type: "prompt";
      promptId: number;
      seat: Seat;
      userId: string;
      kind: PromptKind;
      purpose: string;
      window?: string;
      activeSeat: Seat;
    }
  | {
      type: "kickVote";
      targetUserId: string;
      targetSeat: Seat;
      voters: string[];
      needed: number;
      /** The vote replaces the player by an AI of this level (issue 23) instead of removing them. */
      replace?: "easy" | "normal" | "hard";
      /** The player conceded: an AI holds the seat until the vote decides (none yet: it opens). */
      conceded?: true;
    }
  /** A vote removed the player (`conceded`: the table accepted their concession). */
  | { type: "kicked"; targetUserId: string; seat: Seat; conceded?: true }
  /** A vote put an AI in `userId`'s seat (issue 23); `aiUserId` plays it now. */
  | { type: "aiReplaced"; userId: string; name: string; seat: Seat; aiUserId: string; aiName: string }
  /** A player an AI replaced took their seat back. */
  | { type: "seatTakenBack"; userId: string; name: string; seat: Seat }
  /** Half of the turn timer has passed on this prompt (or faction pick). */
  | { type: "reminder"; promptId: number; seat: Seat; userId: string; deadline: Date }
  /**
   * The turn timer expired: the safe default answer was applied for this player; during the
   * faction selection, the factions picked for them at random.
   */
  | {
      type: "timeout";
      promptId: number;
      seat: Seat;
      userId: string;
      factions?: string[];
      /** What the bot did in their place (a game prompt). */
      did?: TimeoutMove;
      /** Turns in a row the timer ended for this player, this one included (a turn's end). */
      strikes?: number;
    }
  | { type: "gameOver"; summary: GameSummary }
  | { type: "cancelled"; cause: CancelCause }
  /** Undo (issue 26): `userId` took back their latest `undone` decisions, alone (`free`) or by consent. */
  | { type: "undone"; userId: string; seat: Seat; undone: number; free: boolean; turn: number }
  /** An undo waits for the other players' consent: `voters` agreed so far, out of `needed`. */
  | {
      type: "undoVote";
      userId: string;
      seat: Seat;
      undone: number;
      voters: string[];
      needed: number;
      /** Why consent is needed. */
      revealed: boolean;
    }
  /** A player refused an undo: the vote is over. */
  | { type: "undoRefused"; userId: string; by: string }
  /**
   * The game went back to its last snapshot: its `undone` latest decisions (by the users `by`) no
   * longer replay under this release. `turn` and `activeSeat` say where it stands now; `atStart`:
   * back to the start of the game (the mulligans).
   */
  | { type: "rewound"; undone: number; by: string[]; turn: number; activeSeat: Seat; atStart: boolean };

/** `availableAt`: when the same request may succeed (a kick vote asked too early). */
export type Refusal = { ok: false; reason: AppReason; existingGameId?: string; availableAt?: Date };
export type Success = { ok: true; snapshot: GameSnapshot; events: GameEvent[] };

export type LobbyResult = Success | Refusal;
export type ActResult = Success | Refusal;
/** `snapshot` is null only when the stored setup was unreadable (the game is cancelled anyway). */
export type AdminEndResult =
  | { ok: true; gameId: string; snapshot: GameSnapshot | null; events: GameEvent[] }
  | Refusal;

/** A stored game rewound to its snapshot, with what to announce to its table. */
export interface RewindReport {
  gameId: string;
  snapshot: GameSnapshot;
  events: GameEvent[];
}

/** What the start-up restore pass did: games checked (last saved by another release), rewound, failed. */
export interface RestorePass {
  checked: number;
  rewound: number;
  failed: number;
}

export interface TimerEvent {
  kind: "reminder" | "timeout";
  gameId: string;
  snapshot: GameSnapshot;
  events: GameEvent[];
}

/** Enough to rebuild the whole game with Engine.replay(setup, decisions). */
export interface GameExport {
  gameId: string;
  setup: EngineSetupRecord;
  decisions: DecisionRecord[];
  /** Who sat where (seat order = the engine's seats). */
  seats: { userId: string; name: string }[];
}

// Inputs come from custom_ids and slash options, so they are validated again here.

const userId = z.string().min(1).max(64);

// Option values are checked by the lobby against the offered ones (reason "invalid-options");
// the schemas below only check the shape of the input (reason "malformed").
const optionsPatch = z.record(z.string(), z.unknown());

export const lobbyActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("join"), name: z.string().min(1).max(100) }),
  z.object({ kind: z.literal("leave") }),
  z.object({ kind: z.literal("options"), options: optionsPatch }),
  z.object({ kind: z.literal("start") }),
  z.object({ kind: z.literal("pick"), faction: z.string().min(1).max(64) }),
  z.object({ kind: z.literal("cancel") }),
  z.object({ kind: z.literal("addAi"), level: z.enum(["easy", "normal", "hard"]) }),
  z.object({ kind: z.literal("removeAi"), seat: z.number().int().min(0).max(3) }),
]);
export type LobbyAction =
  | { kind: "join"; name: string }
  | { kind: "leave" }
  | { kind: "options"; options: Partial<LobbyOptions> }
  | { kind: "start" }
  | { kind: "pick"; faction: string }
  | { kind: "cancel" }
  /** The host seats an AI player (issue 23). */
  | { kind: "addAi"; level: "easy" | "normal" | "hard" }
  /** The host takes the AI at `seat` off the lobby. */
  | { kind: "removeAi"; seat: number };

export const playerDecisionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("answer"),
    promptId: z.number().int().nonnegative(),
    choice: z.array(z.string().min(1).max(64)).max(200),
  }),
  z.object({ kind: z.literal("autoPass"), on: z.boolean() }),
  z.object({ kind: z.literal("concede") }),
]);
export type PlayerDecision = z.infer<typeof playerDecisionSchema>;

/**
 * `playerDecisionSchema.safeParse(input)`'s data, or null where it fails, without zod: the check of
 * every decision (issue 22: zod was a tenth of the game service's own work per decision). The same
 * rules, unknown keys dropped; test/app/player-decision.test.ts holds it to the schema.
 */
export function parsePlayerDecision(input: unknown): PlayerDecision | null {
  if (typeof input !== "object" || input === null) return null;
  const d = input as Record<string, unknown>;
  switch (d.kind) {
    case "answer": {
      const { promptId, choice } = d;
      if (typeof promptId !== "number" || !Number.isSafeInteger(promptId) || promptId < 0) return null;
      if (!Array.isArray(choice) || choice.length > 200) return null;
      for (const c of choice) if (typeof c !== "string" || c.length < 1 || c.length > 64) return null;
      return { kind: "answer", promptId, choice: [...(choice as string[])] };
    }
    case "autoPass":
      return typeof d.on === "boolean" ? { kind: "autoPass", on: d.on } : null;
    case "concede":
      return { kind: "concede" };
    default:
      return null;
  }
}

export const openLobbyInputSchema = z.object({
  guildId: z.string().min(1),
  channelId: z.string().min(1),
  hostId: userId,
  hostName: z.string().min(1).max(100),
  options: optionsPatch.optional(),
  locale: z.enum(["en", "fr"]).optional(),
});
export interface OpenLobbyInput {
  guildId: string;
  channelId: string;
  hostId: string;
  /** Display name of the host, shown in public messages. */
  hostName: string;
  /** Overrides of the server's defaults. */
  options?: Partial<LobbyOptions>;
  /** Language of the game's public messages; the server's default when absent. */
  locale?: "en" | "fr";
}

export interface LobbyActionInput {
  gameId: string;
  userId: string;
  /**
   * The version the user saw. When given and the game moved on, the action is refused as stale;
   * leave it out for actions that do not depend on what the user saw (join, leave, cancel).
   */
  version?: number;
  action: LobbyAction;
}

export interface ActInput {
  gameId: string;
  userId: string;
  version: number;
  decision: PlayerDecision;
}

export interface VoteKickInput {
  gameId: string;
  voterId: string;
  targetUserId: string;
  /** Replace the player by an AI of this level instead of removing them (issue 23). */
  replace?: "easy" | "normal" | "hard";
}

/** `/smashup undo` or the Undo button (issue 26): `decision`, when given, must be the asker's latest one. */
export interface UndoInput {
  gameId: string;
  userId: string;
  decision?: number;
}

/** A vote on another player's undo: `agree` false refuses it. */
export interface UndoVoteInput {
  gameId: string;
  voterId: string;
  requesterId: string;
  agree: boolean;
}

export interface AdminEndInput {
  guildId: string;
  channelId: string;
  adminId: string;
}

/**
 * The safe default the bot played for a player out of time: ended their turn, passed (or said no),
 * or chose these options' cards, bases or players.
 */
export type TimeoutMove =
  | { kind: "end" }
  | { kind: "pass" }
  | { kind: "chose"; cards: number[]; bases: number[]; seats: Seat[] };

// What a game row's `setup` column holds: the lobby (host, options, seats), the faction selection,
// and, once the game has started, the engine setup (factions + seed) from which the engine state
// is rebuilt. Validated with zod whenever it is read back from the database.

import { z } from "zod";
import { BASE_DECKS } from "../store/guild-settings.ts";

export const TURN_TIMER_HOURS = [0, 12, 24, 48, 72] as const;

export const lobbyOptionsSchema = z.object({
  /** Boxes whose factions may be chosen (only boxes the server enabled). */
  boxes: z.array(z.string()).min(1),
  selectionMode: z.enum(["draft", "free", "random"]),
  vpTarget: z.number().int().min(1).max(100),
  /** 0: no timer. */
  turnTimerHours: z.union(
    TURN_TIMER_HOURS.map((h) => z.literal(h)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]],
  ),
  /** Ask every player in every Special window (OPEN-27). */
  hiddenTiming: z.boolean(),
  /**
   * The server's base deck option when the lobby opened (SETUP-5): "boxes" puts every base of the
   * lobby's boxes in the deck. Absent (lobbies opened before the option existed): the factions' boxes.
   */
  baseDeck: z.enum(BASE_DECKS).optional(),
  /**
   * The board as a picture next to the text board (issue 24); the server's default when the lobby
   * opened. Absent (lobbies opened before the option existed): on.
   */
  pictures: z.boolean().optional(),
});
export type LobbyOptions = z.infer<typeof lobbyOptionsSchema>;

export const seatSchema = z.object({
  userId: z.string(),
  /** Display name when the player joined (for public messages and logs). */
  name: z.string(),
  factions: z.array(z.string()).max(2),
  /** An AI player sits here (src/ai); its `userId` is then an `ai:<n>` id, never a Discord user. */
  ai: z.enum(["easy", "normal", "hard"]).optional(),
  /** The player an AI replaced in play (a kick vote): they may take the seat back. */
  replaced: z.object({ userId: z.string(), name: z.string() }).optional(),
  /**
   * The `replaced` player conceded: the AI only holds the seat until the table decides (a kick vote
   * on them, at any time) to remove them from the game or to keep an AI there (issue 23).
   */
  conceded: z.literal(true).optional(),
});
export type SeatRecord = z.infer<typeof seatSchema>;

export const draftSchema = z.object({
  order: z.array(z.number().int()),
  picks: z.array(z.array(z.string())),
  pool: z.array(z.string()),
  allowDuplicates: z.boolean(),
});

/** The engine's GameSetup, fixed when the game starts; with the decision log it reproduces the game. */
export const engineSetupSchema = z.object({
  seed: z.number().int(),
  players: z
    .array(z.object({ factions: z.tuple([z.string(), z.string()]) }))
    .min(2)
    .max(4),
  /** SETUP-5: the boxes of the chosen factions (or all the lobby's boxes, LobbyOptions.baseDeck). */
  baseBoxes: z.array(z.string()).min(1),
  options: z.object({ vpTarget: z.number().int().min(1), hiddenTiming: z.boolean() }),
});
export type EngineSetupRecord = z.infer<typeof engineSetupSchema>;

/**
 * A notice of the turn timer: `n` counts them in the game; `wait` names what the game waited on
 * (`prompt:<id>`, `pick:<n>`: a reminder about a wait that is over is not sent any more).
 */
export const timerNoticeSchema = z.object({
  n: z.number().int(),
  /**
   * `away` / `back` (issue 26): a player of the table went away (until `until`) or came back;
   * `undone`: a player took back `undone` decisions (`free`: without the table's consent);
   * `vote` (issue 23): the table may vote on the player the timer struck again (remove / an AI).
   */
  kind: z.enum(["reminder", "timeout", "away", "back", "undone", "vote"]),
  wait: z.string(),
  seat: z.number().int(),
  userId: z.string(),
  /** A reminder's deadline (ISO). */
  deadline: z.string().optional(),
  /** An away notice: when the player is back (ISO). */
  until: z.string().optional(),
  /** A table notice: what it tells of (src/app/table-notices.ts), so that it is saved once. */
  ref: z.string().optional(),
  /** An undo notice: how many decisions were taken back, and whether without a vote. */
  undone: z.number().int().optional(),
  free: z.boolean().optional(),
  /** A faction pick's timeout: the factions picked for the player. */
  factions: z.array(z.string()).optional(),
  /** A prompt's timeout: what the bot did in the player's place (the app's `TimeoutMove`). */
  did: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("end") }),
      z.object({ kind: z.literal("pass") }),
      z.object({
        kind: z.literal("chose"),
        cards: z.array(z.number().int()),
        bases: z.array(z.number().int()),
        seats: z.array(z.number().int()),
      }),
    ])
    .optional(),
  /** A turn the timer ended: how many in a row for this player (issue 23: from the second, the
   * table is told it may vote to replace them with an AI). */
  strikes: z.number().int().optional(),
});

export const gameSetupSchema = z.object({
  v: z.literal(1),
  hostId: z.string(),
  options: lobbyOptionsSchema,
  /** Seats in turn order once the game starts (join order in the lobby). */
  seats: z.array(seatSchema).max(4),
  stage: z.enum(["lobby", "selecting", "playing", "over", "cancelled"]),
  /** Factions banned by the server when the lobby opened. */
  bannedFactions: z.array(z.string()),
  /** Language of the public messages of this game. */
  locale: z.enum(["en", "fr"]),
  /** Seed of the game's random generator, drawn when the lobby opens. */
  seed: z.number().int(),
  /** Faction selection in progress (draft: `order` is the snake order; free pick: `order` is empty). */
  draft: draftSchema.optional(),
  /** Set when every seat has its two factions and the engine starts. */
  engine: engineSetupSchema.optional(),
  /** When the engine started (ISO time): the start of the first turn, for the records' turn times. */
  startedAt: z.string().optional(),
  /** Pending vote to remove the absent player the game waits on: the target and the voters so far. */
  kick: z
    .object({
      targetUserId: z.string(),
      voters: z.array(z.string()),
      /** The vote replaces the player by an AI of this level instead of removing them (issue 23). */
      replace: z.enum(["easy", "normal", "hard"]).optional(),
    })
    .optional(),
  /**
   * A pending undo (issue 26, src/app/undo.ts): `userId` takes back the decisions after the first
   * `keep`, with the consent of every other person still playing; the vote stands while the game
   * is at `decisions` (any decision applied lapses it).
   */
  undo: z
    .object({
      userId: z.string(),
      seat: z.number().int(),
      keep: z.number().int().nonnegative(),
      decisions: z.number().int().nonnegative(),
      voters: z.array(z.string()),
    })
    .optional(),
  /**
   * The latest undos (issue 26): the version each saved and the prompt then pending. A button
   * rendered before one (a lower version) for a later prompt (a higher id) belongs to the undone
   * branch: the replayed game reuses its prompt ids for questions that may differ.
   */
  undone: z.array(z.object({ version: z.number().int(), promptId: z.number().int() })).optional(),
  /**
   * Turn timeouts in a row, by seat (a turn whose main prompt the timer ended); reset when the
   * player acts. From STRIKES_FOR_VOTE on, the table may vote to remove or replace them at any time.
   */
  strikes: z.array(z.number().int().nonnegative()).optional(),
  /**
   * When the current prompt (or faction pick, turn-timer.ts awaitedId) was raised, and whether the
   * turn timer's reminder went out. Kept in every game in play: kick votes wait on it too.
   */
  timer: z.object({ promptId: z.number().int(), since: z.string(), reminded: z.boolean() }).optional(),
  /**
   * The turn timer's notices (a reminder, a timeout), numbered in the order they were decided, saved
   * with the change that decided them: the channel owes each until Discord accepted it (the
   * announcement's `noticesTold`, src/discord/announcer.ts). The latest few are kept.
   */
  notices: z.array(timerNoticeSchema).optional(),
  /** The release (package.json version) that last saved the game; absent in games saved before releases stamped it. */
  release: z.string().optional(),
});
export type TimerNoticeRecord = z.infer<typeof timerNoticeSchema>;
export type GameSetupRecord = z.infer<typeof gameSetupSchema>;

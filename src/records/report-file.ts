// A game's file (issue 25): its engine setup (seed included), every decision and the release that
// stored it — what `npm run -s replay` reproduces the game from. The seed and the decisions reveal
// every hidden card, so who may have it is decided here and only here (`mayHaveGameFile`).

import { z } from "zod";
import type { StoredDecision } from "../app/restore.ts";
import { engineSetupSchema } from "../app/setup.ts";
import type { GameExport } from "../app/types.ts";
import type { GameStatus, JsonValue } from "../store/types.ts";

export const GAME_FILE_FORMAT = "smashup-game/1";

// An answer keeps `asked`, the fingerprint of the question it answered under the release that
// stored it (src/app/restore.ts): the replay tells where today's release asks something else.
const decisionSchema = z.union([
  z
    .object({
      seat: z.number().int().min(0),
      prompt: z.number().int(),
      choice: z.array(z.string()),
      asked: z.string().optional(),
    })
    .strict(),
  z.object({ seat: z.number().int().min(0), autoPass: z.boolean() }).strict(),
  z.object({ seat: z.number().int().min(0), leave: z.literal(true) }).strict(),
]);

export const gameFileSchema = z.object({
  format: z.literal(GAME_FILE_FORMAT),
  gameId: z.string(),
  /** The release that last stored the game (null: stored before releases were stamped). */
  release: z.string().nullable(),
  /** The release that wrote this file. */
  exportedBy: z.string(),
  status: z.enum(["lobby", "active", "finished", "cancelled"]),
  setup: engineSetupSchema,
  decisions: z.array(decisionSchema),
  seats: z.array(z.object({ userId: z.string(), name: z.string() })),
  /** The end as the storing release recorded it (finished or cancelled games). */
  summary: z
    .object({
      winner: z.object({ seat: z.number().int() }).passthrough().nullable(),
      players: z.array(z.object({ seat: z.number().int(), vp: z.number().int() }).passthrough()),
      turns: z.number().int(),
      decisions: z.number().int(),
    })
    .passthrough()
    .nullable()
    .optional(),
  /** The report the file was given with: `--to` defaults to its decision. */
  report: z
    .object({
      id: z.number().int(),
      decision: z.number().int().min(0),
      release: z.string(),
      text: z.string(),
    })
    .optional(),
});
export type GameFile = z.infer<typeof gameFileSchema>;

export interface FileReport {
  id: number;
  decision: number;
  release: string;
  text: string;
}

export function gameFile(input: {
  exported: Omit<GameExport, "decisions">;
  /** The stored decisions, with the question each answer answered. */
  decisions: readonly StoredDecision[];
  summary: JsonValue | null;
  release: string | null;
  exportedBy: string;
  status: GameStatus;
  report?: FileReport;
}): GameFile {
  const { exported } = input;
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    gameId: exported.gameId,
    release: input.release,
    exportedBy: input.exportedBy,
    status: input.status,
    setup: exported.setup,
    decisions: input.decisions.map((d) => ({ ...d })),
    seats: exported.seats,
  };
  if (input.summary !== null) file.summary = input.summary as GameFile["summary"];
  if (input.report) file.report = input.report;
  return file;
}

/** `smashup-<first 8 of the id>[-report-<n>].json` */
export function gameFileName(gameId: string, reportId?: number): string {
  const short = gameId.replace(/[^0-9a-f]/gi, "").slice(0, 8) || "game";
  return `smashup-${short}${reportId === undefined ? "" : `-report-${reportId}`}.json`;
}

export function gameFileBytes(file: GameFile): Buffer {
  return Buffer.from(`${JSON.stringify(file, null, 1)}\n`, "utf8");
}

/** Reads a game file (JSON text); throws with zod's explanation when it is not one. */
export function parseGameFile(text: string): GameFile {
  return gameFileSchema.parse(JSON.parse(text));
}

/**
 * The one rule of who may have a game's file: the server's admins at any time (they handle the
 * reports), its players once it is over (finished or cancelled), nobody else — never a player
 * while the game runs, since the seed and the decisions reveal every hidden card.
 */
export function mayHaveGameFile(status: GameStatus, asker: { admin: boolean; player: boolean }): boolean {
  if (asker.admin) return true;
  return asker.player && (status === "finished" || status === "cancelled");
}

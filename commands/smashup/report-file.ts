// Handing out a game's file (issue 25) as an attachment of a private answer, after the one check
// of src/records/report-file.ts: the server's admins at any time, the game's players once it is
// over, nobody else. Every path that attaches a game file goes through `sendGameFile`.

import type { ChatInputCommandInteraction, MessageComponentInteraction } from "discord.js";
import { gameSetupSchema } from "../../src/app/index.ts";
import { RELEASE } from "../../src/app/release.ts";
import { parseDecision, type StoredDecision } from "../../src/app/restore.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import type { Locale } from "../../src/i18n/index.ts";
import {
  type FileReport,
  gameFile,
  gameFileBytes,
  gameFileName,
  mayHaveGameFile,
} from "../../src/records/report-file.ts";
import { isServerAdmin } from "../admin/access.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";

export interface GameFileAttachment {
  attachment: Buffer;
  name: string;
}

/**
 * The game's file for the user of `interaction`, or null when they may not have it (or the game
 * has no engine setup yet). Reads the game from the store: no engine is restored for it.
 */
export async function gameFileFor(
  interaction: ChatInputCommandInteraction | MessageComponentInteraction,
  context: CommandContext,
  gameId: string,
  report?: FileReport,
): Promise<GameFileAttachment | null> {
  const loaded = await context.store.loadGame(gameId);
  if (!loaded || loaded.game.guildId !== interaction.guildId) return null;
  const setup = gameSetupSchema.safeParse(loaded.game.setup);
  const player = setup.success && setup.data.seats.some((s) => s.userId === interaction.user.id);
  if (!mayHaveGameFile(loaded.game.status, { admin: isServerAdmin(interaction), player })) return null;
  const exported = await context.games.exportGame(gameId);
  if (!exported) return null;
  // The answers as stored, with the question each answered (the export drops it).
  const decisions = (await context.store.loadAllDecisions(gameId)).map((row) => parseDecision(row.answer));
  if (decisions.some((d) => d === null)) return null;
  const file = gameFile({
    exported,
    decisions: decisions as StoredDecision[],
    summary: loaded.game.summary,
    release: setup.success ? (setup.data.release ?? null) : null,
    exportedBy: RELEASE,
    status: loaded.game.status,
    ...(report ? { report } : {}),
  });
  return { attachment: gameFileBytes(file), name: gameFileName(gameId, report?.id) };
}

/** Fills the deferred private answer with the game's file, or refuses. */
export async function sendGameFile(
  interaction: MessageComponentInteraction | ChatInputCommandInteraction,
  context: CommandContext,
  gameId: string,
  locale: Locale,
): Promise<void> {
  const t = pastGames[locale];
  const file = await gameFileFor(interaction, context, gameId);
  if (!file) throw new UserError(t.fileRefused);
  await interaction.editReply({ content: t.fileAttached, files: [file], allowedMentions: { parse: [] } });
}

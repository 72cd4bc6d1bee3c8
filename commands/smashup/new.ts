// `/smashup new [boxes] [selection] [vp] [timer] [hidden-timing] [pictures] [thread]`: opens a lobby in
// this channel, or in a new public thread of it (`thread`, or the server's default) so that one
// channel holds several games. The lobby is a channel message of its own (later the selection, then
// the board), so it can be edited for as long as the game lasts; the host gets a private link to it.

import { type ChatInputCommandInteraction, Routes } from "discord.js";
import { z } from "zod";
import { type LobbyOptions, TURN_TIMER_HOURS } from "../../src/app/index.ts";
import { loggableError } from "../../src/discord/loggable-error.ts";
import { interactionName } from "../../src/discord/members.ts";
import { missingGamePermissions } from "../../src/discord/permissions.ts";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { missingThreadPermissions, openGameThread } from "../../src/discord/threads.ts";
import { fold } from "../../src/i18n/fold.ts";
import { boxName, type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { fillReply, textPayload } from "../game/respond.ts";
import { localize } from "../localization.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import { spelledCommand } from "./channel-game.ts";
import { localizedOption, subcommandTexts } from "./game-texts.ts";
import { quoteInput } from "./quote-input.ts";
import type { Subcommand } from "./subcommand.ts";

const MODES = ["draft", "free", "random"] as const;
const MAX_SUGGESTIONS = 25;

const optionsSchema = z.object({
  selection: z.enum(MODES).nullable(),
  vp: z.number().int().min(1).max(100).nullable(),
  timer: z
    .number()
    .int()
    .refine((h) => (TURN_TIMER_HOURS as readonly number[]).includes(h))
    .nullable(),
  hidden: z.boolean().nullable(),
  pictures: z.boolean().nullable(),
});

export function newSubcommand(): Subcommand {
  const en = msg("en");
  const fr = msg("fr");
  return {
    ...subcommandTexts("new"),
    options: (builder) =>
      builder
        .addStringOption((o) => localizedOption(o, "boxes").setAutocomplete(true).setMaxLength(100))
        .addStringOption((o) =>
          localizedOption(o, "selection").addChoices(
            ...MODES.map((mode) => ({
              name: en.lobby.modes[mode],
              name_localizations: { fr: fr.lobby.modes[mode] },
              value: mode,
            })),
          ),
        )
        .addIntegerOption((o) => localizedOption(o, "vp").setMinValue(1).setMaxValue(100))
        .addIntegerOption((o) =>
          localizedOption(o, "timer").addChoices(
            ...TURN_TIMER_HOURS.map((h) => ({
              name: en.lobby.timerOption(h),
              name_localizations: { fr: fr.lobby.timerOption(h) },
              value: h,
            })),
          ),
        )
        .addBooleanOption((o) => localizedOption(o, "hiddenTiming"))
        .addBooleanOption((o) => localizedOption(o, "pictures"))
        .addBooleanOption((o) =>
          localize(
            o,
            { en: en.threads.option.name, fr: fr.threads.option.name },
            { en: en.threads.option.description, fr: fr.threads.option.description },
          ),
        ),
    async execute(interaction, context) {
      await openLobby(interaction, context);
    },
    async autocomplete(interaction, context) {
      const locale = localeOf(interaction.locale);
      const typed = String(interaction.options.getFocused());
      const settings = await context.store.getGuildSettings(interaction.guildId ?? "");
      await interaction.respond(boxSuggestions(typed, settings.enabledBoxes, locale));
    },
  };
}

async function openLobby(interaction: ChatInputCommandInteraction, context: CommandContext): Promise<void> {
  const locale = localeOf(interaction.locale);
  const m = msg(locale);
  const guildId = interaction.guildId;
  if (!guildId) throw new UserError(m.app.reason.malformed);
  await interaction.deferReply({ flags: "Ephemeral" });
  const settings = await context.store.getGuildSettings(guildId);
  const options = requestedOptions(interaction, settings.enabledBoxes, locale);
  // Typed in a thread already: the game plays there (Discord has no threads in threads).
  const here =
    interaction.channel ?? (await interaction.client.channels.fetch(interaction.channelId).catch(() => null));
  const inThread = here?.isThread() ?? false;
  const newThread = !inThread && (interaction.options.getBoolean(THREAD_OPTION) ?? settings.defaults.thread);
  const missing = missingPermissionNames(interaction, { inThread, newThread, locale });
  if (missing.length > 0) {
    const list = missing.join(", ");
    const text = newThread ? m.threads.missingPermissions(list) : m.play.missingPermissions(list);
    await fillReply(interaction, textPayload(text));
    return;
  }
  let channelId = interaction.channelId;
  if (newThread) {
    try {
      channelId = await openGameThread(
        interaction.client,
        interaction.channelId,
        m.threads.threadName(interactionName(interaction)),
      );
    } catch (error) {
      context.log.warn({ err: loggableError(error), channelId }, "could not open a thread for a new game");
      await fillReply(interaction, textPayload(m.threads.notOpened));
      return;
    }
  }
  const result = await context.games.openLobby({
    guildId,
    channelId,
    hostId: interaction.user.id,
    hostName: interactionName(interaction),
    options,
    locale: publicLocale(settings, interaction.guildLocale),
  });
  if (!result.ok) {
    if (newThread) await closeEmptyThread(interaction, channelId, context);
    if (result.reason === "busy-channel" && result.existingGameId) {
      const existing = await context.games.load(result.existingGameId);
      const link = existing && (await context.announcer.find(interaction.client, existing));
      const text = link ? m.play.busyChannel(link) : m.play.busyChannelFar(spelledCommand("board", locale));
      // In a channel (not a thread), a second game fits in a thread of it.
      const hint = inThread ? "" : `\n${m.threads.busyHint}`;
      await fillReply(interaction, textPayload(`${text}${hint}`));
      return;
    }
    await fillReply(interaction, textPayload(m.app.reason[result.reason]));
    return;
  }
  const published = await context.announcer.publish({
    client: interaction.client,
    snapshot: result.snapshot,
    events: result.events,
  });
  const board = spelledCommand("board", locale);
  const opened = (url: string) =>
    newThread ? m.threads.lobbyOpened(`<#${channelId}>`, url) : m.play.lobbyOpened(url);
  await fillReply(
    interaction,
    textPayload(published.url ? opened(published.url) : m.play.lobbyNotPosted(board)),
  );
}

const THREAD_OPTION = msg("en").threads.option.name;

/**
 * What the bot lacks to run the game where it will be played, named in the asker's language: in a
 * thread (this one, or the one it opens) posting needs Send Messages in Threads, and opening one
 * needs Create Public Threads in the channel.
 */
function missingPermissionNames(
  interaction: ChatInputCommandInteraction,
  where: { inThread: boolean; newThread: boolean; locale: Locale },
): string[] {
  const m = msg(where.locale);
  const thread = where.inThread || where.newThread;
  const game = missingGamePermissions(interaction.appPermissions, { thread }).map((p) =>
    thread && p === "sendMessages" ? m.threads.permissions.sendMessagesInThreads : m.play.permissions[p],
  );
  const opening = where.newThread
    ? missingThreadPermissions(interaction.appPermissions)
        .filter((p) => p !== "sendMessagesInThreads")
        .map((p) => m.threads.permissions[p])
    : [];
  return [...opening, ...game];
}

/** A thread opened for a lobby that could not open: archived (the bot may archive its own thread). */
async function closeEmptyThread(
  interaction: ChatInputCommandInteraction,
  threadId: string,
  context: CommandContext,
): Promise<void> {
  await interaction.client.rest
    .patch(Routes.channel(threadId), { body: { archived: true } })
    .catch((error: unknown) => {
      context.log.warn({ err: loggableError(error), threadId }, "could not archive an unused game thread");
    });
}

/** The options the host typed, checked here for their shape (the game service checks their values). */
function requestedOptions(
  interaction: ChatInputCommandInteraction,
  enabledBoxes: readonly string[],
  locale: Locale,
): Partial<LobbyOptions> {
  const m = msg(locale);
  const parsed = optionsSchema.safeParse({
    selection: interaction.options.getString("selection"),
    vp: interaction.options.getInteger("vp"),
    timer: interaction.options.getInteger("timer"),
    hidden: interaction.options.getBoolean("hidden-timing"),
    pictures: interaction.options.getBoolean("pictures"),
  });
  if (!parsed.success) throw new UserError(m.app.reason["invalid-options"]);
  const { selection, vp, timer, hidden, pictures } = parsed.data;
  const options: Partial<LobbyOptions> = {};
  const boxes = interaction.options.getString("boxes");
  if (boxes !== null) options.boxes = parseBoxes(boxes, enabledBoxes, locale);
  if (selection !== null) options.selectionMode = selection;
  if (vp !== null) options.vpTarget = vp;
  if (timer !== null) options.turnTimerHours = timer as LobbyOptions["turnTimerHours"];
  if (hidden !== null) options.hiddenTiming = hidden;
  if (pictures !== null) options.pictures = pictures;
  return options;
}

/** "core, Monster Smash" → box ids, by id or by name in either language. */
export function parseBoxes(typed: string, enabledBoxes: readonly string[], locale: Locale): string[] {
  const parts = typed
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new UserError(msg(locale).play.unknownBox(quoteInput(typed)));
  return parts.map((part) => {
    const wanted = fold(part);
    const box = enabledBoxes.find(
      (id) => fold(id) === wanted || fold(boxName(id, "en")) === wanted || fold(boxName(id, "fr")) === wanted,
    );
    if (!box) throw new UserError(msg(locale).play.unknownBox(quoteInput(part)));
    return box;
  });
}

/** Suggestions while typing a comma-separated list of boxes: the boxes not listed yet that match the last part. */
export function boxSuggestions(typed: string, enabledBoxes: readonly string[], locale: Locale) {
  const parts = typed.split(",").map((p) => p.trim());
  const last = fold(parts.pop() ?? "");
  const chosen = parts.filter(Boolean);
  return enabledBoxes
    .filter((id) => !chosen.includes(id))
    .filter((id) => fold(id).includes(last) || fold(boxName(id, locale)).includes(last))
    .slice(0, MAX_SUGGESTIONS)
    .map((id) => {
      const value = [...chosen, id].join(",");
      const name = [...chosen.map((c) => boxName(c, locale)), boxName(id, locale)].join(", ");
      return { name: name.slice(0, 100), value: value.slice(0, 100) };
    });
}

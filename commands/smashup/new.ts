// `/smashup new [boxes] [selection] [vp] [timer] [hidden-timing] [pictures]`: opens a lobby in this channel.
// The lobby is a channel message of its own (later the selection, then the board), so it can be
// edited for as long as the game lasts; the host gets a private link to it.

import type { ChatInputCommandInteraction } from "discord.js";
import { z } from "zod";
import { type LobbyOptions, TURN_TIMER_HOURS } from "../../src/app/index.ts";
import { interactionName } from "../../src/discord/members.ts";
import { missingGamePermissions } from "../../src/discord/permissions.ts";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { fold } from "../../src/i18n/fold.ts";
import { boxName, type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import { fillReply, tellPrivately, textPayload } from "../game/respond.ts";
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
        .addBooleanOption((o) => localizedOption(o, "pictures")),
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
  const missing = missingGamePermissions(interaction.appPermissions);
  if (missing.length > 0) {
    const list = missing.map((p) => m.play.permissions[p]).join(", ");
    await tellPrivately(interaction, textPayload(m.play.missingPermissions(list)));
    return;
  }
  const guildId = interaction.guildId;
  if (!guildId) throw new UserError(m.app.reason.malformed);
  await interaction.deferReply({ flags: "Ephemeral" });
  const settings = await context.store.getGuildSettings(guildId);
  const options = requestedOptions(interaction, settings.enabledBoxes, locale);
  const result = await context.games.openLobby({
    guildId,
    channelId: interaction.channelId,
    hostId: interaction.user.id,
    hostName: interactionName(interaction),
    options,
    locale: publicLocale(settings, interaction.guildLocale),
  });
  if (!result.ok) {
    if (result.reason === "busy-channel" && result.existingGameId) {
      const existing = await context.games.load(result.existingGameId);
      const link = existing && (await context.announcer.find(interaction.client, existing));
      const text = link ? m.play.busyChannel(link) : m.play.busyChannelFar(spelledCommand("board", locale));
      await fillReply(interaction, textPayload(text));
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
  await fillReply(
    interaction,
    textPayload(published.url ? m.play.lobbyOpened(published.url) : m.play.lobbyNotPosted(board)),
  );
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

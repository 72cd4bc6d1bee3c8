// `/smashup-admin`: the server's Smash Up settings (boxes, banned factions, default options) and
// ending a stuck game. A separate top-level command so that Discord can hide it from members
// without Manage Server (default_member_permissions); every handler checks the permission again.

import {
  type ApplicationCommandOptionChoiceData,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from "discord.js";
import { TURN_TIMER_HOURS } from "../../src/app/setup.ts";
import { msg } from "../../src/i18n/index.ts";
import { onPrivatePanel } from "../game/respond.ts";
import { descriptionLocalizations, localizations, localize } from "../localization.ts";
import { answerTimeZoneAutocomplete } from "../time-zone-option.ts";
import type { CommandModule } from "../types.ts";
import { UserError } from "../user-error.ts";
import { isServerAdmin, requireServerAdmin } from "./access.ts";
import { AWAY_SUBCOMMAND, awayAdminSubcommand, changeAwaySettings } from "./away.ts";
import { chooseBaseDeck, chooseBoxes, showBoxes } from "./boxes.ts";
import { ADMIN_PREFIX, decodeAdminId } from "./custom-id.ts";
import {
  changeDefaults,
  chooseDefault,
  DEFAULT_OPTIONS,
  PICTURES_OPTION,
  SELECTION_MODES,
  THREAD_OPTION,
} from "./defaults.ts";
import { answerEndGame, askEndGame } from "./end-game.ts";
import { changeBan, FACTION_OPTION, suggestFactions } from "./factions.ts";
import { changeRatings, RATINGS_SUBCOMMAND, ratingsSubcommand } from "./records.ts";
import { addRecordsSubcommands, deleteDataComponents, runRecordsSubcommand } from "./reports.ts";

export const ADMIN_COMMAND = "smashup-admin";

const en = { ...msg("en").admin, threadOption: msg("en").threads.adminOption };
const fr = { ...msg("fr").admin, threadOption: msg("fr").threads.adminOption };
const d = (key: keyof typeof en.descriptions) => ({ en: en.descriptions[key], fr: fr.descriptions[key] });

function choice<T extends string | number>(value: T, enName: string, frName: string) {
  return { name: enName, name_localizations: localizations(enName, frName), value };
}

/** `ban` and `unban`: one faction, suggested as the admin types. */
function factionSubcommand(
  sub: SlashCommandSubcommandBuilder,
  name: { en: string; fr: string },
  description: "ban" | "unban",
): SlashCommandSubcommandBuilder {
  return localize(sub, name, d(description)).addStringOption((o) =>
    localize(o, { en: FACTION_OPTION, fr: "faction" }, d("factionOption"))
      .setRequired(true)
      .setAutocomplete(true)
      .setMaxLength(100),
  );
}

const data = new SlashCommandBuilder()
  .setName(ADMIN_COMMAND)
  .setDescription(en.commandDescription)
  .setDescriptionLocalizations(descriptionLocalizations(en.commandDescription, fr.commandDescription))
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) => localize(sub, { en: "boxes", fr: "boîtes" }, d("boxes")))
  .addSubcommand((sub) => factionSubcommand(sub, { en: "ban", fr: "bannir" }, "ban"))
  .addSubcommand((sub) => factionSubcommand(sub, { en: "unban", fr: "débannir" }, "unban"))
  .addSubcommand((sub) =>
    localize(sub, { en: "defaults", fr: "défauts" }, d("defaults"))
      .addIntegerOption((o) =>
        localize(o, { en: DEFAULT_OPTIONS.vp, fr: "objectif-pv" }, d("vpTargetOption"))
          .setMinValue(1)
          .setMaxValue(100),
      )
      .addIntegerOption((o) =>
        localize(o, { en: DEFAULT_OPTIONS.timer, fr: "minuteur" }, d("turnTimerOption")).addChoices(
          ...TURN_TIMER_HOURS.map(
            (h): ApplicationCommandOptionChoiceData<number> =>
              h === 0
                ? choice(h, en.choices.timerNone, fr.choices.timerNone)
                : choice(h, en.choices.hours(h), fr.choices.hours(h)),
          ),
        ),
      )
      .addStringOption((o) =>
        localize(o, { en: DEFAULT_OPTIONS.mode, fr: "sélection" }, d("selectionOption")).addChoices(
          ...SELECTION_MODES.map((mode) =>
            choice(mode, en.choices.selection[mode], fr.choices.selection[mode]),
          ),
        ),
      )
      .addBooleanOption((o) =>
        localize(o, { en: DEFAULT_OPTIONS.hidden, fr: "timing-caché" }, d("hiddenTimingOption")),
      )
      .addStringOption((o) =>
        localize(o, { en: DEFAULT_OPTIONS.lang, fr: "langue" }, d("languageOption")).addChoices(
          choice("auto", en.defaults.languageName.auto, fr.defaults.languageName.auto),
          choice("en", en.defaults.languageName.en, fr.defaults.languageName.en),
          choice("fr", en.defaults.languageName.fr, fr.defaults.languageName.fr),
        ),
      )
      .addBooleanOption((o) => localize(o, { en: PICTURES_OPTION, fr: "images" }, d("picturesOption")))
      .addBooleanOption((o) =>
        localize(
          o,
          { en: THREAD_OPTION, fr: msg("fr").threads.option.name },
          { en: en.threadOption, fr: fr.threadOption },
        ),
      ),
  )
  .addSubcommand((sub) => localize(sub, { en: "end-game", fr: "fin-de-partie" }, d("endGame")))
  .addSubcommand(ratingsSubcommand);
// The records' subcommands (issue 25): a report with its game's file, deleting the server's data.
addRecordsSubcommands(data);
// Away time (issue 26): yearly allowance, weekends, the server's time zone.
data.addSubcommand(awayAdminSubcommand);

export const admin: CommandModule = {
  commands: [
    {
      data: data.toJSON(),
      async execute(interaction, context) {
        const caller = requireServerAdmin(interaction);
        const name = interaction.options.getSubcommand();
        switch (name) {
          case "boxes":
            return showBoxes(interaction, caller, context);
          case "ban":
          case "unban":
            return changeBan(name, interaction, caller, context);
          case "defaults":
            return changeDefaults(interaction, caller, context);
          case "end-game":
            return askEndGame(interaction, caller, context);
          case RATINGS_SUBCOMMAND:
            return changeRatings(interaction, caller, context);
          case AWAY_SUBCOMMAND:
            return changeAwaySettings(interaction, caller, context);
          default:
            if (await runRecordsSubcommand(name, interaction, caller, context)) return;
            throw new UserError(msg(caller.locale).admin.refused.invalidButton);
        }
      },
      async autocomplete(interaction, context) {
        const name = interaction.options.getSubcommand(false);
        if (isServerAdmin(interaction) && name === AWAY_SUBCOMMAND) {
          await answerTimeZoneAutocomplete(interaction);
          return;
        }
        if (!isServerAdmin(interaction) || (name !== "ban" && name !== "unban")) {
          await interaction.respond([]);
          return;
        }
        await suggestFactions(name, interaction, requireServerAdmin(interaction), context);
      },
    },
  ],
  components: [
    deleteDataComponents,
    {
      prefix: ADMIN_PREFIX,
      async handle(interaction, context) {
        const caller = requireServerAdmin(interaction);
        const component = decodeAdminId(interaction.customId);
        const invalid = new UserError(msg(caller.locale).admin.refused.invalidButton);
        // Admin panels are private: one of their custom_ids on a public message is forged, and
        // answering it with update() would replace that public message with an admin panel.
        if (!component || !interaction.isMessageComponent() || !onPrivatePanel(interaction)) throw invalid;
        switch (component.kind) {
          case "boxes":
            if (!interaction.isStringSelectMenu()) throw invalid;
            return chooseBoxes(interaction, caller, context);
          case "baseDeck":
            if (!interaction.isStringSelectMenu()) throw invalid;
            return chooseBaseDeck(interaction, caller, context);
          case "default":
            if (!interaction.isStringSelectMenu()) throw invalid;
            return chooseDefault(component.key, interaction, caller, context);
          case "end":
            if (!interaction.isButton()) throw invalid;
            return answerEndGame(component.gameId, component.confirm, interaction, caller, context);
        }
      },
    },
  ],
};

import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import { localeOf, msg } from "../../src/i18n/index.ts";
import { game } from "../game/index.ts";
import { descriptionLocalizations, nameLocalizations } from "../localization.ts";
import type { CommandModule } from "../types.ts";
import { UserError } from "../user-error.ts";
import { aiSubcommand } from "./ai.ts";
import { awaySubcommand } from "./away.ts";
import { cardSubcommand } from "./card.ts";
import { gamesSubcommand, pastGamesComponents } from "./games.ts";
import { helpSubcommand } from "./help.ts";
import { logComponents, logSubcommand } from "./log.ts";
import { newSubcommand } from "./new.ts";
import { notifySubcommand } from "./notify.ts";
import { endTurnSubcommand, playSubcommand, talentSubcommand } from "./play.ts";
import { reportSubcommand } from "./report.ts";
import { rulesSubcommand } from "./rules.ts";
import { leaderboardSubcommand, statsComponents, statsSubcommand } from "./stats.ts";
import type { Subcommand } from "./subcommand.ts";
import {
  autopassSubcommand,
  boardSubcommand,
  concedeSubcommand,
  discardSubcommand,
  handSubcommand,
  kickSubcommand,
} from "./table-commands.ts";
import { undoSubcommand } from "./undo.ts";

// Every player-facing action is a subcommand of /smashup, so the bot takes a
// single name in the guild's command list. Add a subcommand by appending it here.
const subcommands: Subcommand[] = [];
subcommands.push(
  newSubcommand(),
  handSubcommand(),
  playSubcommand(),
  talentSubcommand(),
  endTurnSubcommand(),
  boardSubcommand(),
  discardSubcommand(),
  autopassSubcommand(),
  concedeSubcommand(),
  kickSubcommand(),
);
subcommands.push(undoSubcommand());
subcommands.push(aiSubcommand());
subcommands.push(logSubcommand());
// The records of past games (issue 25): the server's history and a player's bug report.
subcommands.push(gamesSubcommand(), reportSubcommand());
subcommands.push(cardSubcommand(), rulesSubcommand());
subcommands.push(statsSubcommand(), leaderboardSubcommand());
// Notices where you are (issue 26): channel pings or DMs, and "the player before me started".
subcommands.push(notifySubcommand());
// Away time (issue 26): pauses the player's turn timers on the server.
subcommands.push(awaySubcommand());
subcommands.push(helpSubcommand(() => subcommands));

const data = new SlashCommandBuilder()
  .setName("smashup")
  .setDescription(msg("en").help.commandDescription)
  .setDescriptionLocalizations(
    descriptionLocalizations(msg("en").help.commandDescription, msg("fr").help.commandDescription),
  )
  .setContexts(InteractionContextType.Guild);
for (const sub of subcommands) {
  data.addSubcommand((builder) => {
    const described = builder.setName(sub.name).setDescription(sub.description);
    if (sub.fr) {
      described
        .setNameLocalizations(nameLocalizations(sub.name, sub.fr.name))
        .setDescriptionLocalizations(descriptionLocalizations(sub.description, sub.fr.description));
    }
    return sub.options ? sub.options(described) : described;
  });
}

// The games' buttons and selects (lobby, board, panels) belong to the /smashup module.
export const smashup: CommandModule = {
  components: [...(game.components ?? []), logComponents, pastGamesComponents, statsComponents],
  commands: [
    {
      data: data.toJSON(),
      async execute(interaction, context) {
        const name = interaction.options.getSubcommand();
        const sub = subcommands.find((candidate) => candidate.name === name);
        if (!sub) throw new UserError(msg(localeOf(interaction.locale)).play.router.unknownCommand);
        await sub.execute(interaction, context);
      },
      async autocomplete(interaction, context) {
        const name = interaction.options.getSubcommand(false);
        const sub = subcommands.find((candidate) => candidate.name === name);
        if (sub?.autocomplete) await sub.autocomplete(interaction, context);
        else await interaction.respond([]);
      },
    },
  ],
};

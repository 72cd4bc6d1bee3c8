// `/smashup-admin ratings ai-games:` (issue 25): whether games with an AI seat change the people's
// ratings on this server. The ratings are computed again at once from the recorded games.

import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from "discord.js";
import { MessageFlags } from "discord.js";
import { stats as statsText } from "../../src/i18n/areas/stats.ts";
import { recordsOf } from "../../src/records/index.ts";
import { localize } from "../localization.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";

const en = statsText.en.admin;
const fr = statsText.fr.admin;
export const RATINGS_SUBCOMMAND = en.name;

export function ratingsSubcommand(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return localize(
    sub,
    { en: en.name, fr: fr.name },
    { en: en.description, fr: fr.description },
  ).addBooleanOption((o) =>
    localize(
      o,
      { en: en.option, fr: fr.option },
      { en: en.optionDescription, fr: fr.optionDescription },
    ).setRequired(true),
  );
}

export async function changeRatings(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const records = recordsOf(context.store);
  if (!records) throw new UserError(statsText[caller.locale].unavailable);
  const rateAi = interaction.options.getBoolean(en.option, true);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  await records.catchUp(caller.guildId);
  await records.setRateAiGames(caller.guildId, rateAi);
  const rated = await records.rerate(caller.guildId);
  context.log.info({ rateAi, rated }, "records: AI games rating setting changed");
  await interaction.editReply({ content: statsText[caller.locale].admin.now(rateAi, rated) });
}

// `/smashup stats [user:]` and `/smashup leaderboard`: the server's records (src/records), only for
// the asker, with the other views in a select and a Share button that posts the view in the
// channel. The records catch up on the games closed since the last view before answering.

import { publicLocale } from "../../src/discord/public-locale.ts";
import { type StatsView, stats as statsText } from "../../src/i18n/areas/stats.ts";
import { type Locale, localeOf } from "../../src/i18n/index.ts";
import {
  decodeStatsId,
  privateStatsPayload,
  type RecordsDb,
  recordsOf,
  STATS_PREFIX,
  sharedStatsPayload,
  statsView,
} from "../../src/records/index.ts";
import { fillReply, messageOptions, onPrivatePanel } from "../game/respond.ts";
import type { CommandContext, ComponentHandler } from "../types.ts";
import { UserError } from "../user-error.ts";
import { deferPrivately } from "./channel-game.ts";
import type { Subcommand } from "./subcommand.ts";

const en = statsText.en;
const fr = statsText.fr;

function records(context: CommandContext, locale: Locale): RecordsDb {
  const db = recordsOf(context.store);
  if (!db) throw new UserError(statsText[locale].unavailable);
  return db;
}

async function answerView(db: RecordsDb, guildId: string, subject: string, view: StatsView, locale: Locale) {
  const answer = await statsView(db, guildId, subject, view, locale);
  return privateStatsPayload(
    answer.lines,
    view,
    subject,
    locale,
    answer.behind ? statsText[locale].behind : undefined,
  );
}

export function statsSubcommand(): Subcommand {
  return {
    name: en.statsCommand.name,
    description: en.statsCommand.description,
    fr: { name: fr.statsCommand.name, description: fr.statsCommand.description },
    options: (builder) =>
      builder.addUserOption((o) =>
        o
          .setName(en.statsCommand.user)
          .setNameLocalizations({ fr: fr.statsCommand.user })
          .setDescription(en.statsCommand.userDescription)
          .setDescriptionLocalizations({ fr: fr.statsCommand.userDescription }),
      ),
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const db = records(context, locale);
      await deferPrivately(interaction);
      const subject = interaction.options.getUser(en.statsCommand.user)?.id ?? interaction.user.id;
      await fillReply(interaction, await answerView(db, interaction.guildId ?? "", subject, "me", locale));
    },
  };
}

export function leaderboardSubcommand(): Subcommand {
  return {
    name: en.leaderboardCommand.name,
    description: en.leaderboardCommand.description,
    fr: { name: fr.leaderboardCommand.name, description: fr.leaderboardCommand.description },
    async execute(interaction, context) {
      const locale = localeOf(interaction.locale);
      const db = records(context, locale);
      await deferPrivately(interaction);
      await fillReply(
        interaction,
        await answerView(db, interaction.guildId ?? "", interaction.user.id, "leaderboard", locale),
      );
    },
  };
}

/** The select of views (`st:v:<subject>`) and Share (`st:s:<view>:<subject>`) under a private answer. */
export const statsComponents: ComponentHandler = {
  prefix: STATS_PREFIX,
  async handle(interaction, context) {
    const locale = localeOf(interaction.locale);
    // Only on the asker's private answer: a forged id on a public message changes nothing.
    if (!interaction.isMessageComponent() || !onPrivatePanel(interaction))
      throw new UserError(statsText[locale].stale);
    const values = interaction.isStringSelectMenu() ? interaction.values : [];
    const action = decodeStatsId(interaction.customId, values);
    if (!action) throw new UserError(statsText[locale].stale);
    const db = records(context, locale);
    const guildId = interaction.guildId ?? "";
    if (action.kind === "view") {
      await interaction.deferUpdate();
      await interaction.editReply(
        messageOptions(await answerView(db, guildId, action.subject, action.view, locale)),
      );
      return;
    }
    // Share: the view in the server's public language, posted as the answer to the click.
    const shared = publicLocale(await context.store.getGuildSettings(guildId), interaction.guildLocale);
    await interaction.deferReply();
    const answer = await statsView(db, guildId, action.subject, action.view, shared);
    await interaction.editReply(
      messageOptions(sharedStatsPayload(answer.lines, interaction.user.id, shared)),
    );
  },
};

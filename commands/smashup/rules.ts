import { type APIEmbed, MessageFlags } from "discord.js";
import {
  findTopic,
  type Locale,
  localeOf,
  msg,
  type RuleTopicId,
  searchTopics,
} from "../../src/i18n/index.ts";
import { localize } from "../localization.ts";
import { UserError } from "../user-error.ts";
import { quoteInput } from "./quote-input.ts";
import type { Subcommand } from "./subcommand.ts";

const MAX_OPTION_LENGTH = 100;
const COLOR = 0x64748b;

/** `/smashup rules topic:<autocomplete>`: one rule topic explained, only for the asker. */
export function rulesSubcommand(): Subcommand {
  const en = msg("en").rules;
  const fr = msg("fr").rules;
  return {
    name: "rules",
    description: en.description,
    fr: { name: "règles", description: fr.description },
    options: (builder) =>
      builder.addStringOption((option) =>
        localize(option, { en: "topic", fr: "sujet" }, { en: en.topicOption, fr: fr.topicOption })
          .setRequired(true)
          .setAutocomplete(true)
          .setMaxLength(MAX_OPTION_LENGTH),
      ),
    async execute(interaction) {
      const locale = localeOf(interaction.locale);
      const typed = interaction.options.getString("topic", true);
      const topic = findTopic(typed);
      if (!topic) throw new UserError(msg(locale).rules.unknown(quoteInput(typed)));
      await interaction.reply({ flags: MessageFlags.Ephemeral, embeds: [ruleEmbed(topic, locale)] });
    },
    async autocomplete(interaction) {
      const locale = localeOf(interaction.locale);
      const topics = msg(locale).rules.topics;
      const typed = String(interaction.options.getFocused());
      await interaction.respond(
        searchTopics(typed)
          .slice(0, 25)
          .map((id) => ({ name: topics[id].title, value: id })),
      );
    },
  };
}

export function ruleEmbed(topic: RuleTopicId, locale: Locale): APIEmbed {
  const m = msg(locale).rules;
  return {
    title: m.topics[topic].title,
    description: m.topics[topic].body,
    color: COLOR,
  };
}

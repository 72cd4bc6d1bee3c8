import { MessageFlags } from "discord.js";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import type { Subcommand } from "./subcommand.ts";

/** Discord's limits on a message's content and on an embed's description. */
const MAX_CONTENT = 2000;
const MAX_DESCRIPTION = 4096;

/** `/smashup help`: what the bot does and the subcommands it has, only for the asker, in their language. */
export function helpSubcommand(listSubcommands: () => readonly Subcommand[]): Subcommand {
  const en = msg("en").help;
  const fr = msg("fr").help;
  return {
    name: "help",
    description: en.description,
    fr: { name: "aide", description: fr.description },
    async execute(interaction) {
      const locale = localeOf(interaction.locale);
      const help = helpMessage(listSubcommands(), locale);
      await interaction.reply({
        flags: MessageFlags.Ephemeral,
        content: help.content,
        embeds: [{ description: help.commands }],
      });
    },
  };
}

/** How a user whose client speaks `locale` sees the subcommand (Discord shows localized names). */
function spelled(sub: Subcommand, locale: Locale): string {
  return `\`/smashup ${locale === "fr" && sub.fr ? sub.fr.name : sub.name}\``;
}

/**
 * The help message: the game in a few lines and how to start one (once `/smashup new` exists) in
 * the content, every subcommand in an embed below it (22 subcommands no longer fit one message's
 * 2,000 characters in French; an embed's description holds 4,096).
 */
export function helpMessage(
  subcommands: readonly Subcommand[],
  locale: Locale,
): { content: string; commands: string } {
  const m = msg(locale).help;
  const newGame = subcommands.find((sub) => sub.name === "new");
  const commands = [
    m.commandsHeading,
    ...subcommands.map((sub) =>
      m.line(spelled(sub, locale), locale === "fr" && sub.fr ? sub.fr.description : sub.description),
    ),
  ].join("\n");
  const start = newGame ? [m.howToStart(spelled(newGame, locale))] : [];
  const content = [m.title, m.intro, ...start].join("\n\n");
  return {
    content: content.length <= MAX_CONTENT ? content : `${content.slice(0, MAX_CONTENT - 1)}…`,
    commands: commands.length <= MAX_DESCRIPTION ? commands : `${commands.slice(0, MAX_DESCRIPTION - 1)}…`,
  };
}

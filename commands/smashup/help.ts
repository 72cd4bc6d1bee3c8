import { MessageFlags } from "discord.js";
import { type Locale, localeOf, msg } from "../../src/i18n/index.ts";
import type { Subcommand } from "./subcommand.ts";

/** Discord's limit on a message's content. */
const MAX_CONTENT = 2000;

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
      await interaction.reply({
        flags: MessageFlags.Ephemeral,
        content: helpText(listSubcommands(), locale),
      });
    },
  };
}

/** How a user whose client speaks `locale` sees the subcommand (Discord shows localized names). */
function spelled(sub: Subcommand, locale: Locale): string {
  return `\`/smashup ${locale === "fr" && sub.fr ? sub.fr.name : sub.name}\``;
}

/**
 * The help message: the game in a few lines, how to start one (once `/smashup new` exists), and
 * every subcommand. Always within one message's content; the intro gives way first if the list
 * grows long.
 */
export function helpText(subcommands: readonly Subcommand[], locale: Locale): string {
  const m = msg(locale).help;
  const newGame = subcommands.find((sub) => sub.name === "new");
  const commands = [
    m.commandsHeading,
    ...subcommands.map((sub) =>
      m.line(spelled(sub, locale), locale === "fr" && sub.fr ? sub.fr.description : sub.description),
    ),
  ].join("\n");
  const start = newGame ? [m.howToStart(spelled(newGame, locale))] : [];
  const full = [m.title, m.intro, ...start, commands].join("\n\n");
  if (full.length <= MAX_CONTENT) return full;
  const short = [m.title, ...start, commands].join("\n\n");
  return short.length <= MAX_CONTENT ? short : `${short.slice(0, MAX_CONTENT - 1)}…`;
}

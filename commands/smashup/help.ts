import { MessageFlags } from "discord.js";
import type { Subcommand } from "./subcommand.ts";

/** `/smashup help`: what the bot does and the subcommands it has, only for the asker. */
export function helpSubcommand(listSubcommands: () => readonly Subcommand[]): Subcommand {
  return {
    name: "help",
    description: "How to play Smash Up with this bot",
    async execute(interaction) {
      const lines = listSubcommands().map((sub) => `• \`/smashup ${sub.name}\` — ${sub.description}`);
      await interaction.reply({
        flags: MessageFlags.Ephemeral,
        content: [
          "**Smash Up** — the shufflebuilding card game, played right here in the channel.",
          "Each player smashes two factions into one deck and plays minions and actions on bases;",
          "when a base's total power reaches its breakpoint it scores. First to the VP target (15) wins.",
          "",
          ...lines,
        ].join("\n"),
      });
    },
  };
}

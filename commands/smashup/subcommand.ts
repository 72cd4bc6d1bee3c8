import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from "discord.js";
import type { CommandContext } from "../types.ts";

/** One `/smashup <name>` subcommand; the list in ./index.ts makes the command. */
export interface Subcommand {
  name: string;
  description: string;
  /** Adds the subcommand's options. */
  options?(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(interaction: ChatInputCommandInteraction, context: CommandContext): Promise<void>;
}

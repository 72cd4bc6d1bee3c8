import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from "discord.js";
import type { CommandContext } from "../types.ts";

/** One `/smashup <name>` subcommand; the list in ./index.ts makes the command. */
export interface Subcommand {
  name: string;
  description: string;
  /** What French-speaking users see instead of `name` and `description` (../localization.ts checks them). */
  fr?: { name: string; description: string };
  /** Adds the subcommand's options. */
  options?(builder: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(interaction: ChatInputCommandInteraction, context: CommandContext): Promise<void>;
  /** Answers the suggestions of its autocomplete options. */
  autocomplete?(interaction: AutocompleteInteraction, context: CommandContext): Promise<void>;
}

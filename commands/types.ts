import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { GameService } from "../src/app/index.ts";
import type { Announcer } from "../src/discord/announcer.ts";
import type { Logger } from "../src/log/logger.ts";
import type { Store } from "../src/store/index.ts";

/** What every handler gets besides its interaction. */
export interface CommandContext {
  store: Store;
  /** Already carries the interaction's guildId, channelId and userId. */
  log: Logger;
  /** The game service, shared by every handler and the turn timer loop. */
  games: GameService;
  /** Posts and edits the games' public messages; it never throws. */
  announcer: Announcer;
}

export interface SlashCommand {
  /** Registered with Discord as-is (build it with discord.js' SlashCommandBuilder). */
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(interaction: ChatInputCommandInteraction, context: CommandContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, context: CommandContext): Promise<void>;
}

export type ComponentInteraction = MessageComponentInteraction | ModalSubmitInteraction;

/**
 * Buttons, select menus and modals whose custom_id starts with `<prefix>:`.
 * The rest of the custom_id is the handler's own business (e.g. game id,
 * version and prompt id).
 */
export interface ComponentHandler {
  prefix: string;
  handle(interaction: ComponentInteraction, context: CommandContext): Promise<void>;
}

/** One file or folder of commands/: its slash commands and the components they put on messages. */
export interface CommandModule {
  commands?: SlashCommand[];
  components?: ComponentHandler[];
}

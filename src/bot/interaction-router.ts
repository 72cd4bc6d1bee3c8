import { type Interaction, MessageFlags } from "discord.js";
import type { CommandRegistry } from "../../commands/registry.ts";
import type { CommandContext } from "../../commands/types.ts";
import { UserError } from "../../commands/user-error.ts";
import { GameService } from "../app/index.ts";
import { Announcer } from "../discord/announcer.ts";
import { loggableError } from "../discord/loggable-error.ts";
import { localeOf, msg } from "../i18n/index.ts";
import { type Logger, lazyChild } from "../log/logger.ts";
import { databaseUnreachable, type Store } from "../store/index.ts";

export const FAILURE_MESSAGE = msg("en").play.router.failure;
export const UNKNOWN_COMMAND_MESSAGE = msg("en").play.router.unknownCommand;
export const STALE_COMPONENT_MESSAGE = msg("en").play.router.staleComponent;
export const DATABASE_RESTARTING_MESSAGE = msg("en").play.router.databaseRestarting;

export interface InteractionRouterOptions {
  registry: CommandRegistry;
  store: Store;
  log: Logger;
  /** Shared with the turn timer loop; a service of its own on `store` by default. */
  games?: GameService;
  /** Shared with the turn timer loop; an announcer of its own by default. */
  announcer?: Announcer;
  /** False while the embedded database server is being restarted (Database.available). */
  databaseAvailable?: () => boolean;
}

/**
 * The bot's one interaction handler: routes slash commands by name and
 * components by custom_id prefix to commands/, and turns every error into an
 * ephemeral answer for the user (plus a log line). It never throws. While the database is down
 * (its embedded server restarting, or unreachable), the answer says so: try again in a moment.
 */
export function createInteractionRouter(options: InteractionRouterOptions) {
  const { registry, store, log } = options;
  const databaseAvailable = options.databaseAvailable ?? (() => true);
  const games = options.games ?? new GameService({ store, log });
  const announcer = options.announcer ?? new Announcer({ store, log, load: (gameId) => games.load(gameId) });
  return async function routeInteraction(interaction: Interaction): Promise<void> {
    // Made at its first line only: a click logs nothing at the usual levels (issue 22).
    const interactionLog = lazyChild(log, {
      interactionId: interaction.id,
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      userId: interaction.user.id,
    });
    const context: CommandContext = { store, log: interactionLog, games, announcer };
    try {
      // Known to be down: answered at once, without waiting on a connection that is refused.
      if (!databaseAvailable()) throw new DatabaseRestarting();
      if (interaction.isChatInputCommand()) {
        const command = registry.command(interaction.commandName);
        if (!command) throw new UserError(msg(localeOf(interaction.locale)).play.router.unknownCommand);
        interactionLog.debug({ command: interaction.commandName }, "command");
        await command.execute(interaction, context);
      } else if (interaction.isAutocomplete()) {
        const command = registry.command(interaction.commandName);
        if (command?.autocomplete) await command.autocomplete(interaction, context);
        else await interaction.respond([]);
      } else if (interaction.isMessageComponent() || interaction.isModalSubmit()) {
        const handler = registry.component(interaction.customId);
        if (!handler) throw new UserError(msg(localeOf(interaction.locale)).play.router.staleComponent);
        // Its fields built only when the line is written (a click's path, issue 22).
        if (log.isLevelEnabled("debug"))
          interactionLog.debug({ customId: interaction.customId }, "component");
        await handler.handle(interaction, context);
      }
    } catch (error) {
      const restarting =
        error instanceof DatabaseRestarting || !databaseAvailable() || databaseUnreachable(error);
      await reportFailure(interaction, restarting ? new DatabaseRestarting() : error, interactionLog);
    }
  };
}

/** The click could not reach the database: it may be tried again once the server is back. */
class DatabaseRestarting extends Error {}

async function reportFailure(interaction: Interaction, error: unknown, log: Logger): Promise<void> {
  const refused = error instanceof UserError;
  const restarting = error instanceof DatabaseRestarting;
  // A refusal's text may quote the user's own cards: it stays out of info-level lines.
  if (refused) log.debug({ reason: error.message }, "interaction refused");
  else if (restarting) log.warn("interaction refused: the database is restarting");
  else log.error({ err: loggableError(error) }, "interaction failed");
  try {
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    if (!interaction.isRepliable()) return;
    const texts = msg(localeOf(interaction.locale)).play.router;
    const answer = {
      content: refused ? error.message : restarting ? texts.databaseRestarting : texts.failure,
      flags: MessageFlags.Ephemeral,
    } as const;
    // After a defer or a reply, the interaction's first response is spent:
    // a follow-up is the only way left to reach the user.
    if (interaction.replied || interaction.deferred) await interaction.followUp(answer);
    else await interaction.reply(answer);
  } catch (replyError) {
    log.warn({ err: loggableError(replyError) }, "could not tell the user about the failure");
  }
}

import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
} from "discord-api-types/v10";
import { clone, type JsonRecord } from "../json.ts";
import type { SnowflakeFactory } from "../snowflakes.ts";

const GLOBAL = "global";

/**
 * Registered application commands, global and per guild. Bodies reaching it
 * have been validated; this only stores them the way Discord returns them.
 * Like Discord, an overwrite keeps the id of a command whose (type, name) stays.
 */
export class CommandRegistry {
  private readonly scopes = new Map<string, Map<string, APIApplicationCommand>>();

  constructor(
    private readonly ids: SnowflakeFactory,
    private readonly applicationId: string,
  ) {}

  list(guildId?: string): APIApplicationCommand[] {
    return [...this.scope(guildId).values()];
  }

  get(guildId: string | undefined, commandId: string): APIApplicationCommand | undefined {
    return this.scope(guildId).get(commandId);
  }

  overwrite(guildId: string | undefined, bodies: readonly JsonRecord[]): APIApplicationCommand[] {
    const previous = this.scope(guildId);
    const next = new Map<string, APIApplicationCommand>();
    for (const body of bodies) {
      const existing = [...previous.values()].find((command) => sameIdentity(command, body));
      const command = this.build(guildId, body, existing?.id);
      next.set(command.id, command);
    }
    this.scopes.set(guildId ?? GLOBAL, next);
    return [...next.values()];
  }

  /** POST is an upsert by (type, name), as documented. */
  upsert(
    guildId: string | undefined,
    body: JsonRecord,
  ): { command: APIApplicationCommand; created: boolean } {
    const scope = this.scope(guildId);
    const existing = [...scope.values()].find((command) => sameIdentity(command, body));
    const command = this.build(guildId, body, existing?.id);
    scope.set(command.id, command);
    return { command, created: existing === undefined };
  }

  edit(guildId: string | undefined, commandId: string, patch: JsonRecord): APIApplicationCommand | undefined {
    const existing = this.get(guildId, commandId);
    if (!existing) return undefined;
    const command = this.build(guildId, { ...existing, ...patch }, commandId);
    this.scope(guildId).set(commandId, command);
    return command;
  }

  delete(guildId: string | undefined, commandId: string): boolean {
    return this.scope(guildId).delete(commandId);
  }

  /** What a user in the guild would see: the guild's command if any, else the global one. */
  resolve(
    guildId: string,
    name: string,
    type = ApplicationCommandType.ChatInput,
  ): APIApplicationCommand | undefined {
    const match = (command: APIApplicationCommand) => command.name === name && command.type === type;
    return this.list(guildId).find(match) ?? this.list().find(match);
  }

  private scope(guildId: string | undefined): Map<string, APIApplicationCommand> {
    const key = guildId ?? GLOBAL;
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = new Map();
      this.scopes.set(key, scope);
    }
    return scope;
  }

  private build(
    guildId: string | undefined,
    body: JsonRecord,
    id: string | undefined,
  ): APIApplicationCommand {
    const type =
      typeof body.type === "number"
        ? (body.type as ApplicationCommandType)
        : ApplicationCommandType.ChatInput;
    const command: APIApplicationCommand = {
      id: id ?? this.ids.next(),
      application_id: this.applicationId,
      version: this.ids.next(),
      type,
      name: String(body.name),
      name_localizations: (body.name_localizations as APIApplicationCommand["name_localizations"]) ?? null,
      description: typeof body.description === "string" ? body.description : "",
      description_localizations:
        (body.description_localizations as APIApplicationCommand["description_localizations"]) ?? null,
      default_member_permissions:
        typeof body.default_member_permissions === "string" ? body.default_member_permissions : null,
      nsfw: body.nsfw === true,
      integration_types: (body.integration_types as ApplicationIntegrationType[] | undefined) ?? [
        ApplicationIntegrationType.GuildInstall,
      ],
      contexts:
        (body.contexts as InteractionContextType[] | null | undefined) ??
        (guildId
          ? null
          : [
              InteractionContextType.Guild,
              InteractionContextType.BotDM,
              InteractionContextType.PrivateChannel,
            ]),
    };
    if (guildId) command.guild_id = guildId;
    if (Array.isArray(body.options)) command.options = clone(body.options) as APIApplicationCommandOption[];
    return command;
  }
}

function sameIdentity(command: APIApplicationCommand, body: JsonRecord): boolean {
  const type = typeof body.type === "number" ? body.type : ApplicationCommandType.ChatInput;
  return command.name === body.name && command.type === type;
}

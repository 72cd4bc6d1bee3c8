import {
  type APIApplicationCommand,
  type APIApplicationCommandAutocompleteGuildInteraction,
  type APIApplicationCommandOptionChoice,
  type APIChatInputApplicationCommandGuildInteraction,
  type APIInteraction,
  type APIMessageComponentGuildInteraction,
  type APIModalSubmitGuildInteraction,
  ApplicationCommandType,
  ButtonStyle,
  ComponentType,
  GatewayDispatchEvents,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  MessageType,
} from "discord-api-types/v10";
import { clone } from "../json.ts";
import type { FakeChannel } from "../model/channels.ts";
import { type ComponentQuery, describeComponent, describeQuery } from "../model/component-query.ts";
import { InteractionRecord } from "../model/interactions.ts";
import type { FakeMessage } from "../model/messages.ts";
import { hasAll } from "../model/permissions.ts";
import type { FakeUser } from "../model/users.ts";
import type { World } from "../model/world.ts";
import { baseGuildInteraction } from "../payloads/interaction-payloads.ts";
import { buildCommandOptions, type CommandInput, CommandInputError } from "./command-options.ts";
import { InteractionFailedError, InteractionResult } from "./interaction-result.ts";
import { buildModalSubmission, type ModalValues } from "./modal-submission.ts";

export interface InteractOptions {
  /** How long to wait for the bot (real ms); defaults to the fake's waitTimeoutMs. */
  timeoutMs?: number;
  /**
   * After a DEFERRED_UPDATE_MESSAGE (deferUpdate), wait for the edit or a
   * follow-up before resolving (default true). Set false when the bot only
   * acknowledges on purpose.
   */
  awaitEdit?: boolean;
}

export interface SlashOptions extends InteractOptions {
  /** Sends the command even if default_member_permissions would hide it from this user. */
  bypassPermissions?: boolean;
}

export type MessageTarget = FakeMessage | InteractionResult;

function targetMessage(target: MessageTarget): FakeMessage {
  return "record" in target ? target.reply : target;
}

/**
 * Acts as one Discord user: slash commands, autocomplete, button clicks, select
 * menus, modal submits. Each call dispatches a complete INTERACTION_CREATE to
 * the bot and resolves when the bot has answered (and, for deferrals, has
 * filled in its answer), without sleeping.
 */
export class UserDriver {
  constructor(
    private readonly world: World,
    readonly user: FakeUser,
  ) {}

  /** This user's ephemeral messages, oldest first. */
  get ephemerals(): FakeMessage[] {
    return this.world.ephemeralsFor(this.user);
  }

  async slash(
    channel: FakeChannel,
    name: string,
    input: CommandInput = {},
    options: SlashOptions = {},
  ): Promise<InteractionResult> {
    const command = this.usableCommand(channel, name, options);
    const built = buildCommandOptions(command, input, { guild: channel.guild, user: this.user });
    const payload: APIChatInputApplicationCommandGuildInteraction = {
      ...baseGuildInteraction(this.world, this.user, channel),
      type: InteractionType.ApplicationCommand,
      data: {
        id: command.id,
        name: command.name,
        type: ApplicationCommandType.ChatInput,
        // Discord leaves `options` out when the user typed none.
        ...(built.options.length > 0 ? { options: built.options } : {}),
        ...(command.guild_id ? { guild_id: command.guild_id } : {}),
        ...(built.resolved ? { resolved: built.resolved } : {}),
      },
    };
    return this.run(payload, channel, `/${built.path}`, undefined, options);
  }

  /** Types into an autocomplete option and returns the suggestions the bot answered. */
  async autocomplete(
    channel: FakeChannel,
    name: string,
    input: CommandInput & { focused: string; value: string },
    options: SlashOptions = {},
  ): Promise<APIApplicationCommandOptionChoice[]> {
    const command = this.usableCommand(channel, name, options);
    const built = buildCommandOptions(
      command,
      input,
      { guild: channel.guild, user: this.user },
      {
        name: input.focused,
        value: input.value,
      },
    );
    const payload: APIApplicationCommandAutocompleteGuildInteraction = {
      ...baseGuildInteraction(this.world, this.user, channel),
      type: InteractionType.ApplicationCommandAutocomplete,
      data: {
        id: command.id,
        name: command.name,
        type: ApplicationCommandType.ChatInput,
        // The focused option carries raw text; the shape is the autocomplete variant.
        options: built.options as APIApplicationCommandAutocompleteGuildInteraction["data"]["options"],
        ...(command.guild_id ? { guild_id: command.guild_id } : {}),
        ...(built.resolved ? { resolved: built.resolved } : {}),
      },
    };
    const result = await this.run(
      payload,
      channel,
      `autocomplete /${built.path} ${input.focused}`,
      undefined,
      options,
    );
    return result.choices;
  }

  /** Clicks a button found by custom_id, label, RegExp or predicate. */
  async click(
    target: MessageTarget,
    query: ComponentQuery,
    options: InteractOptions = {},
  ): Promise<InteractionResult> {
    const message = this.reachableMessage(targetMessage(target));
    const component = message.component(query);
    if (component.type !== ComponentType.Button) {
      throw new CommandInputError(`${describeComponent(component)} is not a button; use select()`);
    }
    if (component.style === ButtonStyle.Link || component.style === ButtonStyle.Premium) {
      throw new CommandInputError(`${describeComponent(component)} does not send an interaction`);
    }
    if (component.disabled) throw new CommandInputError(`${describeComponent(component)} is disabled`);
    return this.componentInteraction(
      message,
      { custom_id: component.custom_id, component_type: ComponentType.Button },
      `button ${describeQuery(query)}`,
      options,
    );
  }

  /** Picks values in a string select menu, within its min/max and among its options. */
  async select(
    target: MessageTarget,
    query: ComponentQuery,
    values: readonly string[],
    options: InteractOptions = {},
  ): Promise<InteractionResult> {
    const message = this.reachableMessage(targetMessage(target));
    const component = message.component(query);
    if (component.type !== ComponentType.StringSelect) {
      throw new CommandInputError(
        `${describeComponent(component)} is not a string select (other selects are not supported)`,
      );
    }
    if (component.disabled) throw new CommandInputError(`${describeComponent(component)} is disabled`);
    const min = component.min_values ?? 1;
    const max = component.max_values ?? 1;
    if (values.length < min || values.length > max) {
      throw new CommandInputError(
        `select ${component.custom_id} takes ${min} to ${max} values, got ${values.length}`,
      );
    }
    for (const value of values) {
      if (!component.options.some((option) => option.value === value)) {
        throw new CommandInputError(
          `select ${component.custom_id} has no option "${value}"; options: ${component.options.map((o) => o.value).join(", ")}`,
        );
      }
    }
    return this.componentInteraction(
      message,
      { custom_id: component.custom_id, component_type: ComponentType.StringSelect, values: [...values] },
      `select ${describeQuery(query)}`,
      options,
    );
  }

  /** Submits the modal a previous interaction opened, with values keyed by input custom_id. */
  async submitModal(
    opened: InteractionResult,
    values: ModalValues,
    options: InteractOptions = {},
  ): Promise<InteractionResult> {
    const modal = opened.modal;
    if (opened.record.callbackType !== InteractionResponseType.Modal || !modal) {
      throw new CommandInputError(`${opened.record.label} did not open a modal`);
    }
    if (opened.record.user.id !== this.user.id)
      throw new CommandInputError("only the user who opened a modal can submit it");
    if (opened.record.modalSubmitted)
      throw new CommandInputError(`the modal "${modal.title}" was already submitted`);
    const components = buildModalSubmission(modal, values);
    opened.record.modalSubmitted = true;
    const channel = opened.record.channel;
    const source = opened.record.sourceMessageId
      ? this.world.messages.get(opened.record.sourceMessageId)
      : undefined;
    const payload: APIModalSubmitGuildInteraction = {
      ...baseGuildInteraction(this.world, this.user, channel),
      type: InteractionType.ModalSubmit,
      data: { custom_id: modal.custom_id, components },
      ...(source ? { message: clone(source.data) } : {}),
    };
    return this.run(payload, channel, `modal ${modal.custom_id}`, source?.id, options, opened.record);
  }

  /** Posts a plain message as this user (seen by the bot only with the GuildMessages intent). */
  say(channel: FakeChannel, content: string): FakeMessage {
    this.requireMember(channel);
    return this.world.createMessage({
      channel,
      author: this.user,
      body: { content },
      files: [],
      type: MessageType.Default,
    });
  }

  private async componentInteraction(
    message: FakeMessage,
    data: APIMessageComponentGuildInteraction["data"],
    label: string,
    options: InteractOptions,
  ): Promise<InteractionResult> {
    const channel = this.world.channels.get(message.channelId);
    if (!channel) throw new Error(`message ${message.id} is in an unknown channel`);
    const payload: APIMessageComponentGuildInteraction = {
      ...baseGuildInteraction(this.world, this.user, channel),
      type: InteractionType.MessageComponent,
      data,
      message: clone(message.data),
    };
    return this.run(payload, channel, label, message.id, options);
  }

  private reachableMessage(message: FakeMessage): FakeMessage {
    if (message.deleted) throw new CommandInputError(`message ${message.id} was deleted`);
    const owner = message.meta.ephemeralFor;
    if (owner && owner.id !== this.user.id) {
      throw new CommandInputError(
        `${this.user.username} cannot see ${owner.username}'s ephemeral message ${message.id}`,
      );
    }
    if (message.author.id !== this.world.botUser.id) {
      throw new CommandInputError(`message ${message.id} was not sent by the bot`);
    }
    const channel = this.world.channels.get(message.channelId);
    if (channel) this.requireMember(channel);
    else if (!message.meta.ephemeralFor && !this.world.dms.channel(message.channelId)) {
      throw new CommandInputError(`message ${message.id} is in a deleted channel`);
    }
    return message;
  }

  private requireMember(channel: FakeChannel): void {
    if (!channel.guild.member(this.user)) {
      throw new CommandInputError(
        `${this.user.username} is not a member of guild "${channel.guild.name}": call guild.addMember(user) first`,
      );
    }
  }

  /** The command as this user's client would offer it: registered, allowed in guilds, permitted. */
  private usableCommand(channel: FakeChannel, name: string, options: SlashOptions): APIApplicationCommand {
    this.requireMember(channel);
    if (channel.deleted) throw new CommandInputError(`#${channel.name} was deleted`);
    if (channel.isArchivedThread) {
      // "Users cannot edit messages, add reactions, use application commands, or join archived threads."
      throw new CommandInputError(`#${channel.name} is an archived thread: Discord offers no commands there`);
    }
    const guild = channel.guild;
    const command = this.world.commands.resolve(guild.id, name);
    if (!command) {
      const known = [...this.world.commands.list(guild.id), ...this.world.commands.list()].map((c) => c.name);
      throw new CommandInputError(
        `/${name} is not registered in guild "${guild.name}" (registered: ${known.join(", ") || "none"})`,
      );
    }
    if (command.contexts && !command.contexts.includes(InteractionContextType.Guild)) {
      throw new CommandInputError(
        `/${name} is not available in guilds (contexts ${command.contexts.join(",")})`,
      );
    }
    const required = command.default_member_permissions;
    if (required !== null && !options.bypassPermissions) {
      const permissions = guild.permissionsOf(this.user, channel);
      if (!hasAll(permissions, BigInt(required))) {
        throw new CommandInputError(
          `/${name} is hidden from ${this.user.username}: it needs permissions ${required} (pass bypassPermissions to send it anyway)`,
        );
      }
    }
    return command;
  }

  private async run(
    payload: APIInteraction,
    channel: FakeChannel,
    label: string,
    sourceMessageId: string | undefined,
    options: InteractOptions,
    triggeredBy?: InteractionRecord,
  ): Promise<InteractionResult> {
    const { world } = this;
    if (!world.gateway?.hasSession)
      throw new Error(`cannot send ${label}: no bot is logged in to the fake Discord`);
    const record = new InteractionRecord(
      payload,
      this.user,
      channel,
      world.clock.now(),
      performance.now(),
      label,
      sourceMessageId,
    );
    record.triggeredBy = triggeredBy;
    record.skippedAtCreation = world.skippedMs;
    world.registerInteraction(record);
    world.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, () => payload);
    const awaitEdit = options.awaitEdit ?? true;
    await world.notifier.waitFor(() => this.settled(record, awaitEdit), {
      timeoutMs: options.timeoutMs ?? world.options.waitTimeoutMs,
      describe: () => this.describePending(record, awaitEdit),
    });
    return new InteractionResult(world, record);
  }

  private settled(record: InteractionRecord, awaitEdit: boolean): true | undefined {
    if (record.state === "failed") throw new InteractionFailedError(record, this.rejectedRequests(record));
    if (record.state === "pending") return undefined;
    if (record.awaitingDeferredEdit) return undefined;
    if (
      awaitEdit &&
      record.callbackType === InteractionResponseType.DeferredMessageUpdate &&
      record.awaitingUpdateEdit &&
      record.followUpIds.length === 0
    ) {
      return undefined;
    }
    return true;
  }

  private rejectedRequests(record: InteractionRecord): string {
    const rejected = this.world.requests.filter(
      (request) =>
        request.status >= 400 && (request.path.includes(record.token) || request.path.includes(record.id)),
    );
    if (rejected.length === 0) return "";
    return `; the bot's answers were rejected: ${rejected
      .map(
        (request) =>
          `${request.method} ${request.route} → ${request.status} ${JSON.stringify(request.response)}`,
      )
      .join("; ")}`;
  }

  private describePending(record: InteractionRecord, awaitEdit: boolean): string {
    if (record.state === "pending") {
      return `waiting for the bot to answer ${record.label} (no callback received)${this.rejectedRequests(record)}`;
    }
    if (record.awaitingDeferredEdit) {
      return `waiting for the bot to fill in its deferred reply to ${record.label} (still "thinking...")`;
    }
    return `waiting for the bot to edit the message after deferring the update of ${record.label}${
      awaitEdit ? " (pass { awaitEdit: false } if acknowledging without an edit is intended)" : ""
    }`;
  }
}

import {
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  ApplicationCommandOptionType,
  ChannelType,
} from "discord-api-types/v10";
import { FakeChannel } from "../model/channels.ts";
import type { FakeGuild } from "../model/guilds.ts";
import { FakeRole } from "../model/roles.ts";
import { FakeUser } from "../model/users.ts";

export type OptionValue = string | number | boolean | FakeUser | FakeChannel | FakeRole;

/** What a user types after `/name`: an optional group and subcommand, then option values by name. */
export interface CommandInput {
  group?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
}

/** For autocomplete: the option being typed and its partial text. */
export interface FocusedOption {
  name: string;
  value: string;
}

export interface BuiltCommandOptions {
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved | undefined;
  /** "smashup new": the command path as the user sees it. */
  path: string;
}

/** A mistake in the test itself: Discord's client would not let a user send this. */
export class CommandInputError extends Error {
  override name = "CommandInputError";
}

function fail(message: string): never {
  throw new CommandInputError(message);
}

function names(options: readonly APIApplicationCommandOption[]): string {
  return options.map((option) => option.name).join(", ") || "(none)";
}

class ResolvedBuilder {
  readonly data: APIInteractionDataResolved = {};
  used = false;

  constructor(private readonly guild: FakeGuild) {}

  user(user: FakeUser): void {
    this.used = true;
    this.data.users = { ...this.data.users, [user.id]: user.toAPI() };
    const member = this.guild.member(user);
    if (!member) return;
    const { user: _user, deaf: _deaf, mute: _mute, ...rest } = member.toAPI();
    this.data.members = {
      ...this.data.members,
      [user.id]: { ...rest, permissions: this.guild.permissionsOf(user).toString() },
    };
  }

  role(role: FakeRole): void {
    this.used = true;
    this.data.roles = { ...this.data.roles, [role.id]: role.toAPI() };
  }

  channel(channel: FakeChannel, asUser: FakeUser): void {
    this.used = true;
    this.data.channels = {
      ...this.data.channels,
      [channel.id]: {
        id: channel.id,
        name: channel.name,
        type: ChannelType.GuildText,
        permissions: channel.guild.permissionsOf(asUser, channel).toString(),
      },
    };
  }
}

function convert(
  definition: APIApplicationCommandBasicOption,
  value: OptionValue,
  resolved: ResolvedBuilder,
  user: FakeUser,
): APIApplicationCommandInteractionDataBasicOption {
  const { name } = definition;
  const wrong = (expected: string): never =>
    fail(
      `option "${name}" expects ${expected}, got ${value instanceof Object ? value.constructor.name : JSON.stringify(value)}`,
    );
  switch (definition.type) {
    case ApplicationCommandOptionType.String: {
      if (typeof value !== "string") return wrong("a string");
      if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
        fail(
          `option "${name}" only accepts its choices: ${definition.choices.map((c) => c.value).join(", ")}`,
        );
      }
      if (definition.min_length !== undefined && value.length < definition.min_length) {
        fail(`option "${name}" needs at least ${definition.min_length} characters`);
      }
      if (definition.max_length !== undefined && value.length > definition.max_length) {
        fail(`option "${name}" accepts at most ${definition.max_length} characters`);
      }
      return { name, type: definition.type, value };
    }
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const integer = definition.type === ApplicationCommandOptionType.Integer;
      if (typeof value !== "number" || (integer && !Number.isInteger(value))) {
        return wrong(integer ? "an integer" : "a number");
      }
      if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
        fail(
          `option "${name}" only accepts its choices: ${definition.choices.map((c) => c.value).join(", ")}`,
        );
      }
      if (definition.min_value !== undefined && value < definition.min_value) {
        fail(`option "${name}" must be at least ${definition.min_value}`);
      }
      if (definition.max_value !== undefined && value > definition.max_value) {
        fail(`option "${name}" must be at most ${definition.max_value}`);
      }
      return definition.type === ApplicationCommandOptionType.Integer
        ? { name, type: definition.type, value }
        : { name, type: definition.type, value };
    }
    case ApplicationCommandOptionType.Boolean:
      if (typeof value !== "boolean") return wrong("a boolean");
      return { name, type: definition.type, value };
    case ApplicationCommandOptionType.User:
      if (!(value instanceof FakeUser)) return wrong("a FakeUser");
      resolved.user(value);
      return { name, type: definition.type, value: value.id };
    case ApplicationCommandOptionType.Role:
      if (!(value instanceof FakeRole)) return wrong("a FakeRole");
      resolved.role(value);
      return { name, type: definition.type, value: value.id };
    case ApplicationCommandOptionType.Mentionable:
      if (value instanceof FakeUser) resolved.user(value);
      else if (value instanceof FakeRole) resolved.role(value);
      else return wrong("a FakeUser or a FakeRole");
      return { name, type: definition.type, value: value.id };
    case ApplicationCommandOptionType.Channel:
      if (!(value instanceof FakeChannel)) return wrong("a FakeChannel");
      if (definition.channel_types && !definition.channel_types.includes(ChannelType.GuildText)) {
        fail(`option "${name}" does not accept text channels`);
      }
      resolved.channel(value, user);
      return { name, type: definition.type, value: value.id };
    case ApplicationCommandOptionType.Attachment:
      return fail(`option "${name}": attachment options are not supported by the fake Discord`);
  }
}

function focusedOption(
  definition: APIApplicationCommandBasicOption,
  focused: FocusedOption,
): APIApplicationCommandInteractionDataBasicOption {
  if (
    !(
      definition.type === ApplicationCommandOptionType.String ||
      definition.type === ApplicationCommandOptionType.Integer ||
      definition.type === ApplicationCommandOptionType.Number
    ) ||
    !definition.autocomplete
  ) {
    fail(`option "${definition.name}" does not have autocomplete enabled`);
  }
  // While typing, Discord sends the raw text, even for numeric options.
  return {
    name: definition.name,
    type: definition.type,
    value: focused.value,
    focused: true,
  } as APIApplicationCommandInteractionDataBasicOption;
}

function pickSubcommand(command: APIApplicationCommand, input: CommandInput) {
  const top = command.options ?? [];
  const hasSubcommands = top.some(
    (option) =>
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup,
  );
  if (!hasSubcommands) {
    if (input.group || input.subcommand) fail(`/${command.name} has no subcommands`);
    return {
      leaves: top as APIApplicationCommandBasicOption[],
      path: [command.name],
      wrap: (o: APIApplicationCommandInteractionDataBasicOption[]) =>
        o as APIApplicationCommandInteractionDataOption[],
    };
  }
  let level: readonly APIApplicationCommandOption[] = top;
  const path = [command.name];
  let group: string | undefined;
  if (input.group !== undefined) {
    const found = top.find(
      (option) => option.type === ApplicationCommandOptionType.SubcommandGroup && option.name === input.group,
    );
    if (!found || found.type !== ApplicationCommandOptionType.SubcommandGroup) {
      return fail(`/${command.name} has no subcommand group "${input.group}"; it has: ${names(top)}`);
    }
    level = found.options ?? [];
    group = found.name;
    path.push(found.name);
  }
  if (input.subcommand === undefined) fail(`/${path.join(" ")} needs a subcommand: ${names(level)}`);
  const subcommand = level.find(
    (option) => option.type === ApplicationCommandOptionType.Subcommand && option.name === input.subcommand,
  );
  if (!subcommand || subcommand.type !== ApplicationCommandOptionType.Subcommand) {
    return fail(`/${path.join(" ")} has no subcommand "${input.subcommand}"; it has: ${names(level)}`);
  }
  path.push(subcommand.name);
  const wrap = (
    options: APIApplicationCommandInteractionDataBasicOption[],
  ): APIApplicationCommandInteractionDataOption[] => {
    const leaf: APIApplicationCommandInteractionDataOption = {
      name: subcommand.name,
      type: ApplicationCommandOptionType.Subcommand,
      options,
    };
    return group === undefined
      ? [leaf]
      : [{ name: group, type: ApplicationCommandOptionType.SubcommandGroup, options: [leaf as never] }];
  };
  return { leaves: subcommand.options ?? [], path, wrap };
}

/**
 * Turns a test's option values into the `data.options` (and `data.resolved`)
 * Discord would send, checked against the registered definition: unknown or
 * missing required options, wrong types, values outside the choices or bounds
 * are test mistakes and throw CommandInputError.
 */
export function buildCommandOptions(
  command: APIApplicationCommand,
  input: CommandInput,
  context: { guild: FakeGuild; user: FakeUser },
  focused?: FocusedOption,
): BuiltCommandOptions {
  const { leaves, path, wrap } = pickSubcommand(command, input);
  const provided = input.options ?? {};
  for (const name of Object.keys(provided)) {
    if (!leaves.some((option) => option.name === name)) {
      fail(`/${path.join(" ")} has no option "${name}"; it has: ${names(leaves)}`);
    }
  }
  if (focused && !leaves.some((option) => option.name === focused.name)) {
    fail(`/${path.join(" ")} has no option "${focused.name}" to autocomplete; it has: ${names(leaves)}`);
  }
  const resolved = new ResolvedBuilder(context.guild);
  const options: APIApplicationCommandInteractionDataBasicOption[] = [];
  for (const definition of leaves) {
    if (focused && definition.name === focused.name) {
      options.push(focusedOption(definition, focused));
      continue;
    }
    const value = provided[definition.name];
    if (value === undefined) {
      if (definition.required && !focused)
        fail(`/${path.join(" ")} is missing required option "${definition.name}"`);
      continue;
    }
    options.push(convert(definition, value, resolved, context.user));
  }
  return {
    options: wrap(options),
    resolved: resolved.used ? resolved.data : undefined,
    path: path.join(" "),
  };
}

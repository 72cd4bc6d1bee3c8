import { ApplicationCommandOptionType, ApplicationCommandType } from "discord-api-types/v10";
import { FormErrors, type FormPath, fieldErrors } from "../form-errors.ts";
import { charLength, type JsonRecord } from "../json.ts";
import { validateChoice } from "./autocomplete-limits.ts";
import { checkArray, checkBoolean, checkInteger, checkRecord, checkString } from "./checks.ts";
import { validateLocalizations } from "./localization-limits.ts";

export const COMMAND_LIMITS = {
  name: 32,
  description: 100,
  options: 25,
  choices: 25,
  totalCharacters: 4000,
  stringLength: 6000,
  chatInputCommandsPerScope: 100,
  contextMenuCommandsPerScope: 5,
} as const;

/** Discord's documented naming rule for CHAT_INPUT commands and for every option. */
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

const BASIC_OPTION_TYPES: ReadonlySet<number> = new Set([
  ApplicationCommandOptionType.String,
  ApplicationCommandOptionType.Integer,
  ApplicationCommandOptionType.Boolean,
  ApplicationCommandOptionType.User,
  ApplicationCommandOptionType.Channel,
  ApplicationCommandOptionType.Role,
  ApplicationCommandOptionType.Mentionable,
  ApplicationCommandOptionType.Number,
  ApplicationCommandOptionType.Attachment,
]);

const CHOICE_TYPES: ReadonlySet<number> = new Set([
  ApplicationCommandOptionType.String,
  ApplicationCommandOptionType.Integer,
  ApplicationCommandOptionType.Number,
]);

/**
 * Counts toward the 4000-character budget of a command: names, descriptions and
 * choice names/values, where a localized field counts with its longest version.
 */
class SizeCounter {
  total = 0;

  add(base: string | undefined, localized: readonly string[] = []): void {
    const lengths = [base, ...localized].filter((text) => text !== undefined).map(charLength);
    this.total += Math.max(0, ...lengths);
  }
}

function checkChatInputName(value: unknown, path: FormPath, errors: FormErrors): string | undefined {
  const name = checkString(value, path, errors, { min: 1, max: COMMAND_LIMITS.name, required: true });
  if (name !== undefined && (!CHAT_INPUT_NAME.test(name) || name.toLowerCase() !== name)) {
    errors.add(path, {
      code: "APPLICATION_COMMAND_INVALID_NAME",
      message: "Command name is invalid",
    });
  }
  return name;
}

function checkLocalizedNames(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  chatInput: boolean,
): string[] {
  const names = validateLocalizations(value, path, errors, { min: 1, max: COMMAND_LIMITS.name });
  if (chatInput) {
    for (const name of names) {
      if (!CHAT_INPUT_NAME.test(name) || name.toLowerCase() !== name) {
        errors.add(path, {
          code: "APPLICATION_COMMAND_INVALID_NAME",
          message: `Command name "${name}" is invalid`,
        });
      }
    }
  }
  return names;
}

/**
 * Validates one command as sent to POST/PUT /applications/:id[/guilds/:id]/commands.
 * Adds errors under `path` (e.g. ["0"] for the first command of a bulk PUT).
 */
export function validateCommand(value: unknown, path: FormPath, errors: FormErrors): void {
  const command = checkRecord(value, path, errors);
  if (!command) return;
  const type = checkInteger(command.type, [...path, "type"], errors, {
    min: ApplicationCommandType.ChatInput,
    max: ApplicationCommandType.Message,
  });
  const chatInput = (type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  const size = new SizeCounter();
  if (chatInput) {
    size.add(
      checkChatInputName(command.name, [...path, "name"], errors),
      checkLocalizedNames(command.name_localizations, [...path, "name_localizations"], errors, true),
    );
    size.add(
      checkString(command.description, [...path, "description"], errors, {
        min: 1,
        max: COMMAND_LIMITS.description,
        required: true,
      }),
      validateLocalizations(
        command.description_localizations,
        [...path, "description_localizations"],
        errors,
        {
          min: 1,
          max: COMMAND_LIMITS.description,
        },
      ),
    );
    validateOptionList(command.options, [...path, "options"], errors, size, "command");
  } else {
    size.add(
      checkString(command.name, [...path, "name"], errors, {
        min: 1,
        max: COMMAND_LIMITS.name,
        required: true,
      }),
      checkLocalizedNames(command.name_localizations, [...path, "name_localizations"], errors, false),
    );
    if (typeof command.description === "string" && command.description !== "") {
      errors.add([...path, "description"], {
        code: "APPLICATION_COMMAND_DESCRIPTION_NOT_ALLOWED",
        message: "Context menu commands cannot have a description",
      });
    }
    if (command.options !== undefined) {
      errors.add([...path, "options"], {
        code: "APPLICATION_COMMAND_OPTIONS_NOT_ALLOWED",
        message: "Context menu commands cannot have options",
      });
    }
  }
  const permissions = command.default_member_permissions;
  if (
    permissions !== undefined &&
    permissions !== null &&
    !(typeof permissions === "string" && /^\d+$/.test(permissions))
  ) {
    errors.add([...path, "default_member_permissions"], {
      code: "NUMBER_TYPE_COERCE",
      message: `Value "${String(permissions)}" is not snowflake.`,
    });
  }
  checkBoolean(command.nsfw, [...path, "nsfw"], errors);
  if (size.total > COMMAND_LIMITS.totalCharacters) {
    errors.add(path, {
      code: "APPLICATION_COMMAND_TOO_LARGE",
      message: `Command exceeds maximum size (${COMMAND_LIMITS.totalCharacters})`,
    });
  }
}

/** Where an option list sits: the only nesting Discord allows is command > group > subcommand > options. */
type OptionLevel = "command" | "group" | "subcommand";

function validateOptionList(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  size: SizeCounter,
  level: OptionLevel,
): void {
  const options = checkArray(value, path, errors, { max: COMMAND_LIMITS.options });
  if (!options) return;
  const names = new Set<string>();
  let sawOptional = false;
  let sawSubcommand = false;
  let sawBasic = false;
  options.forEach((raw, index) => {
    const optionPath = [...path, index];
    const option = checkRecord(raw, optionPath, errors);
    if (!option) return;
    const type = checkInteger(option.type, [...optionPath, "type"], errors, {
      min: ApplicationCommandOptionType.Subcommand,
      max: ApplicationCommandOptionType.Attachment,
      required: true,
    });
    const name = checkChatInputName(option.name, [...optionPath, "name"], errors);
    size.add(
      name,
      checkLocalizedNames(option.name_localizations, [...optionPath, "name_localizations"], errors, true),
    );
    size.add(
      checkString(option.description, [...optionPath, "description"], errors, {
        min: 1,
        max: COMMAND_LIMITS.description,
        required: true,
      }),
      validateLocalizations(
        option.description_localizations,
        [...optionPath, "description_localizations"],
        errors,
        {
          min: 1,
          max: COMMAND_LIMITS.description,
        },
      ),
    );
    if (name !== undefined) {
      if (names.has(name)) {
        errors.add([...optionPath, "name"], {
          code: "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
          message: `Option name ${name} is already used in these options`,
        });
      }
      names.add(name);
    }
    if (type === undefined) return;
    if (
      type === ApplicationCommandOptionType.Subcommand ||
      type === ApplicationCommandOptionType.SubcommandGroup
    ) {
      sawSubcommand = true;
      validateSubcommand(option, type, optionPath, errors, size, level);
      return;
    }
    sawBasic = true;
    if (level === "group") {
      errors.add([...optionPath, "type"], {
        code: "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
        message: "Sub-command groups can only contain sub-commands",
      });
    }
    const required = checkBoolean(option.required, [...optionPath, "required"], errors) === true;
    if (required && sawOptional) {
      errors.add([...optionPath, "required"], {
        code: "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
        message: "Required options must be placed before non-required options",
      });
    }
    if (!required) sawOptional = true;
    validateBasicOption(option, type, optionPath, errors, size);
  });
  if (sawSubcommand && sawBasic) {
    errors.add(path, {
      code: "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
      message: "Sub-command and sub-command group option types are mutually exclusive to all other types",
    });
  }
}

function validateSubcommand(
  option: JsonRecord,
  type: number,
  path: FormPath,
  errors: FormErrors,
  size: SizeCounter,
  level: OptionLevel,
): void {
  const group = type === ApplicationCommandOptionType.SubcommandGroup;
  const allowedHere = group ? level === "command" : level !== "subcommand";
  if (!allowedHere) {
    errors.add([...path, "type"], {
      code: "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
      message: group
        ? "Sub-command groups can only appear at the top level of a command"
        : "Sub-commands can only appear at the top level or inside a sub-command group",
    });
    return;
  }
  validateOptionList(option.options, [...path, "options"], errors, size, group ? "group" : "subcommand");
}

function validateBasicOption(
  option: JsonRecord,
  type: number,
  path: FormPath,
  errors: FormErrors,
  size: SizeCounter,
): void {
  if (!BASIC_OPTION_TYPES.has(type)) return;
  const autocomplete = checkBoolean(option.autocomplete, [...path, "autocomplete"], errors) === true;
  if (option.choices !== undefined && option.choices !== null) {
    if (!CHOICE_TYPES.has(type)) {
      errors.add([...path, "choices"], {
        code: "APPLICATION_COMMAND_OPTION_CHOICES_NOT_ALLOWED",
        message: "Choices are only allowed for string, integer and number options",
      });
    }
    if (autocomplete) {
      errors.add([...path, "autocomplete"], {
        code: "APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_EXCLUSIVE",
        message: "Autocomplete and choices are mutually exclusive",
      });
    }
    const choices = checkArray(option.choices, [...path, "choices"], errors, { max: COMMAND_LIMITS.choices });
    choices?.forEach((choice, index) => {
      const choicePath = [...path, "choices", index];
      validateChoice(choice, choicePath, errors);
      if (typeof choice !== "object" || choice === null) return;
      const { name, value, name_localizations } = choice as JsonRecord;
      const localized =
        typeof name_localizations === "object" && name_localizations !== null
          ? Object.values(name_localizations).filter((text): text is string => typeof text === "string")
          : [];
      size.add(typeof name === "string" ? name : undefined, localized);
      if (typeof value === "string") size.add(value);
      const expected = type === ApplicationCommandOptionType.String ? "string" : "number";
      if (
        typeof value !== expected ||
        (type === ApplicationCommandOptionType.Integer && !Number.isInteger(value))
      ) {
        errors.add(
          [...choicePath, "value"],
          fieldErrors.badType(`a valid ${ApplicationCommandOptionType[type]?.toLowerCase()}`),
        );
      }
    });
  }
  if (autocomplete && !CHOICE_TYPES.has(type)) {
    errors.add([...path, "autocomplete"], {
      code: "APPLICATION_COMMAND_AUTOCOMPLETE_NOT_ALLOWED",
      message: "Autocomplete is only allowed for string, integer and number options",
    });
  }
  if (type === ApplicationCommandOptionType.String) {
    const min = checkInteger(option.min_length, [...path, "min_length"], errors, {
      min: 0,
      max: COMMAND_LIMITS.stringLength,
    });
    const max = checkInteger(option.max_length, [...path, "max_length"], errors, {
      min: 1,
      max: COMMAND_LIMITS.stringLength,
    });
    if (min !== undefined && max !== undefined && min > max) {
      errors.add([...path, "min_length"], {
        code: "BASE_TYPE_BAD_LENGTH",
        message: "min_length must not exceed max_length",
      });
    }
  }
  if (type === ApplicationCommandOptionType.Integer || type === ApplicationCommandOptionType.Number) {
    const { min_value: min, max_value: max } = option;
    if (typeof min === "number" && typeof max === "number" && min > max) {
      errors.add([...path, "min_value"], {
        code: "NUMBER_TYPE_MAX",
        message: "min_value must not exceed max_value",
      });
    }
  }
}

/**
 * Bulk overwrite (PUT) checks each command, then that names are unique per type
 * and that the per-scope counts hold. The errors of the whole list come back in
 * one Invalid Form Body answer, keyed by index, like Discord's.
 */
export function validateCommandList(value: unknown): FormErrors {
  const errors = new FormErrors();
  const commands = checkArray(value, [], errors, {
    max: COMMAND_LIMITS.chatInputCommandsPerScope + 10,
    required: true,
  });
  if (!commands) return errors;
  const seen = new Map<string, number>();
  const perType = new Map<number, number>();
  commands.forEach((command, index) => {
    validateCommand(command, [index], errors);
    if (typeof command !== "object" || command === null) return;
    const record = command as JsonRecord;
    const type = typeof record.type === "number" ? record.type : ApplicationCommandType.ChatInput;
    perType.set(type, (perType.get(type) ?? 0) + 1);
    if (typeof record.name !== "string") return;
    const key = `${type}:${record.name}`;
    if (seen.has(key)) {
      errors.add([index, "name"], {
        code: "APPLICATION_COMMANDS_DUPLICATE_NAME",
        message: `Application command names must be unique (${record.name})`,
      });
    }
    seen.set(key, index);
  });
  for (const [type, count] of perType) {
    const max =
      type === ApplicationCommandType.ChatInput
        ? COMMAND_LIMITS.chatInputCommandsPerScope
        : COMMAND_LIMITS.contextMenuCommandsPerScope;
    if (count > max) {
      errors.add([], fieldErrors.maxLength(max));
    }
  }
  return errors;
}

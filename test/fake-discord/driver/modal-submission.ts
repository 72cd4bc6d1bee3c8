import {
  type APIModalInteractionResponseCallbackData,
  type APIModalSubmissionComponent,
  type APITextInputComponent,
  ComponentType,
  type ModalSubmitComponent,
} from "discord-api-types/v10";
import { CommandInputError } from "./command-options.ts";

/** Values a user enters, keyed by custom_id: text for inputs, lists for selects, booleans for checkboxes. */
export type ModalValues = Record<string, string | string[] | boolean | null>;

function fail(message: string): never {
  throw new CommandInputError(message);
}

function textInputValue(input: APITextInputComponent, given: ModalValues[string] | undefined): string {
  if (given !== undefined && typeof given !== "string")
    fail(`text input "${input.custom_id}" takes a string`);
  const value = given ?? input.value ?? "";
  const required = input.required ?? true;
  if (required && value === "") fail(`text input "${input.custom_id}" is required`);
  if (value !== "" && input.min_length !== undefined && value.length < input.min_length) {
    fail(`text input "${input.custom_id}" needs at least ${input.min_length} characters`);
  }
  if (input.max_length !== undefined && value.length > input.max_length) {
    fail(`text input "${input.custom_id}" accepts at most ${input.max_length} characters`);
  }
  return value;
}

function labelledValue(
  component: Exclude<
    Extract<
      APIModalInteractionResponseCallbackData["components"][number],
      { type: ComponentType.Label }
    >["component"],
    undefined
  >,
  given: ModalValues[string] | undefined,
): ModalSubmitComponent {
  const base = { id: component.id };
  switch (component.type) {
    case ComponentType.TextInput:
      return {
        ...base,
        type: component.type,
        custom_id: component.custom_id,
        value: textInputValue(component, given),
      };
    case ComponentType.StringSelect: {
      const values =
        given === undefined
          ? []
          : Array.isArray(given)
            ? given
            : fail(`select "${component.custom_id}" takes a list`);
      for (const value of values) {
        if (!component.options.some((option) => option.value === value)) {
          fail(`select "${component.custom_id}" has no option "${value}"`);
        }
      }
      const min = component.min_values ?? 1;
      const max = component.max_values ?? 1;
      if ((component.required ?? true) && (values.length < min || values.length > max)) {
        fail(`select "${component.custom_id}" takes ${min} to ${max} values`);
      }
      return { ...base, type: component.type, custom_id: component.custom_id, values };
    }
    case ComponentType.Checkbox:
      return { ...base, type: component.type, custom_id: component.custom_id, value: given === true };
    case ComponentType.CheckboxGroup:
      return {
        ...base,
        type: component.type,
        custom_id: component.custom_id,
        values: Array.isArray(given) ? given : [],
      };
    case ComponentType.RadioGroup:
      return {
        ...base,
        type: component.type,
        custom_id: component.custom_id,
        value: typeof given === "string" ? given : null,
      };
    default:
      return fail(`modal component type ${component.type} is not supported by the fake Discord`);
  }
}

/**
 * Builds the `data.components` of a MODAL_SUBMIT from the modal the bot opened
 * and the user's values. The Discord client enforces required fields and
 * lengths, so breaking them is a test mistake (CommandInputError).
 */
export function buildModalSubmission(
  modal: APIModalInteractionResponseCallbackData,
  values: ModalValues,
): APIModalSubmissionComponent[] {
  const known = new Set<string>();
  const submission = modal.components.map((component): APIModalSubmissionComponent => {
    switch (component.type) {
      case ComponentType.ActionRow:
        return {
          type: ComponentType.ActionRow,
          id: component.id,
          components: component.components.map((input) => {
            known.add(input.custom_id);
            return {
              type: ComponentType.TextInput,
              id: input.id,
              custom_id: input.custom_id,
              value: textInputValue(input, values[input.custom_id]),
            };
          }),
        };
      case ComponentType.Label: {
        const inner = component.component;
        known.add(inner.custom_id);
        return {
          type: ComponentType.Label,
          id: component.id,
          component: labelledValue(inner, values[inner.custom_id]),
        };
      }
      case ComponentType.TextDisplay:
        return { type: ComponentType.TextDisplay, id: component.id };
      default:
        return fail("the modal holds a component type the fake Discord does not know");
    }
  });
  for (const key of Object.keys(values)) {
    if (!known.has(key))
      fail(`the modal "${modal.title}" has no input "${key}"; it has: ${[...known].join(", ")}`);
  }
  return submission;
}

import type { FormErrors, FormPath } from "../form-errors.ts";
import { checkArray, checkRecord, checkString } from "./checks.ts";
import { validateLocalizations } from "./localization-limits.ts";

export const AUTOCOMPLETE_LIMITS = { choices: 25, choiceName: 100, choiceValue: 100 } as const;

/** Checks the `data` of an APPLICATION_COMMAND_AUTOCOMPLETE_RESULT (type 8) callback. */
export function validateAutocompleteResult(value: unknown, path: FormPath, errors: FormErrors): void {
  const data = checkRecord(value, path, errors);
  if (!data) return;
  const choicesPath = [...path, "choices"];
  const choices = checkArray(data.choices, choicesPath, errors, { max: AUTOCOMPLETE_LIMITS.choices });
  choices?.forEach((choice, index) => {
    validateChoice(choice, [...choicesPath, index], errors);
  });
}

/** Same rules for autocomplete results and for the static `choices` of a command option. */
export function validateChoice(value: unknown, path: FormPath, errors: FormErrors): void {
  const choice = checkRecord(value, path, errors);
  if (!choice) return;
  checkString(choice.name, [...path, "name"], errors, {
    min: 1,
    max: AUTOCOMPLETE_LIMITS.choiceName,
    required: true,
  });
  validateLocalizations(choice.name_localizations, [...path, "name_localizations"], errors, {
    min: 1,
    max: AUTOCOMPLETE_LIMITS.choiceName,
  });
  if (typeof choice.value === "string") {
    checkString(choice.value, [...path, "value"], errors, { max: AUTOCOMPLETE_LIMITS.choiceValue });
  } else if (typeof choice.value !== "number" || !Number.isFinite(choice.value)) {
    errors.add([...path, "value"], {
      code: "BASE_TYPE_REQUIRED",
      message: "Choice value must be a string or a number",
    });
  }
}

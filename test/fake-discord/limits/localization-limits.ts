import { Locale } from "discord-api-types/v10";
import type { FormErrors, FormPath } from "../form-errors.ts";
import { isRecord } from "../json.ts";
import { checkString, type LengthRule } from "./checks.ts";

export const VALID_LOCALES: ReadonlySet<string> = new Set(Object.values(Locale));

/**
 * Checks a `*_localizations` map: every key must be one of Discord's locales and
 * every value obeys the same length rule as the field it localizes. Returns the
 * valid values so callers can apply further rules (command-name regex, sizes).
 */
export function validateLocalizations(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  rule: Omit<LengthRule, "required">,
): string[] {
  if (value === undefined || value === null) return [];
  if (!isRecord(value)) {
    errors.add(path, { code: "DICT_TYPE_CONVERT", message: "Only dictionaries may be used in a DictType" });
    return [];
  }
  const values: string[] = [];
  for (const [locale, text] of Object.entries(value)) {
    if (!VALID_LOCALES.has(locale)) {
      errors.add([...path, locale], {
        code: "ENUM_TYPE_COERCE",
        message: `Value "${locale}" is not a valid enum value.`,
      });
      continue;
    }
    const checked = checkString(text, [...path, locale], errors, { ...rule, required: true });
    if (checked !== undefined) values.push(checked);
  }
  return values;
}

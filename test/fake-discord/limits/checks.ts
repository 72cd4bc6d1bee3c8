import { type FormErrors, type FormPath, fieldErrors } from "../form-errors.ts";
import { charLength, isRecord, type JsonRecord } from "../json.ts";

/** Small field checkers shared by every validator; each reports at most one error per field. */

export interface LengthRule {
  min?: number;
  max: number;
  required?: boolean;
}

export function checkString(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  rule: LengthRule,
): string | undefined {
  if (value === undefined || value === null) {
    if (rule.required) errors.add(path, fieldErrors.required());
    return undefined;
  }
  if (typeof value !== "string") {
    errors.add(path, { code: "STRING_TYPE_CONVERT", message: "Could not interpret value as string." });
    return undefined;
  }
  const min = rule.min ?? 0;
  const length = charLength(value);
  if (length < min || length > rule.max) {
    errors.add(path, min > 0 ? fieldErrors.badLength(min, rule.max) : fieldErrors.maxLength(rule.max));
  }
  return value;
}

export function checkArray(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  rule: LengthRule,
): unknown[] | undefined {
  if (value === undefined || value === null) {
    if (rule.required) errors.add(path, fieldErrors.required());
    return undefined;
  }
  if (!Array.isArray(value)) {
    errors.add(path, { code: "BASE_TYPE_ARRAY", message: "Must be an array." });
    return undefined;
  }
  const min = rule.min ?? 0;
  if (value.length < min || value.length > rule.max) {
    errors.add(path, min > 0 ? fieldErrors.badLength(min, rule.max) : fieldErrors.maxLength(rule.max));
  }
  return value;
}

export function checkInteger(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  rule: { min: number; max: number; required?: boolean },
): number | undefined {
  if (value === undefined || value === null) {
    if (rule.required) errors.add(path, fieldErrors.required());
    return undefined;
  }
  if (typeof value !== "number" || !Number.isInteger(value)) {
    errors.add(path, { code: "NUMBER_TYPE_COERCE", message: `Value "${String(value)}" is not int.` });
    return undefined;
  }
  if (value < rule.min) errors.add(path, fieldErrors.minValue(rule.min));
  else if (value > rule.max) errors.add(path, fieldErrors.maxValue(rule.max));
  return value;
}

export function checkRecord(value: unknown, path: FormPath, errors: FormErrors): JsonRecord | undefined {
  if (isRecord(value)) return value;
  errors.add(path, { code: "DICT_TYPE_CONVERT", message: "Only dictionaries may be used in a DictType" });
  return undefined;
}

export function checkBoolean(value: unknown, path: FormPath, errors: FormErrors): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  errors.add(path, { code: "BOOLEAN_TYPE_CONVERT", message: "Must be either true or false." });
  return undefined;
}

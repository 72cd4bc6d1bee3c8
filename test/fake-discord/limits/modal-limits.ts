import { ComponentType, TextInputStyle } from "discord-api-types/v10";
import type { FormErrors, FormPath } from "../form-errors.ts";
import { isRecord, type JsonRecord } from "../json.ts";
import { checkArray, checkBoolean, checkInteger, checkRecord, checkString } from "./checks.ts";
import { ComponentScope, invalidComponentType, isSelectType, validateSelect } from "./component-limits.ts";

export const MODAL_LIMITS = {
  customId: 100,
  title: 45,
  components: 5,
  labelText: 45,
  labelDescription: 100,
  textInputPlaceholder: 100,
  textInputLength: 4000,
} as const;

/**
 * Checks the `data` of a MODAL (type 9) interaction callback: a title, a
 * custom_id and 1 to 5 top-level components (an action row with one text input,
 * a label wrapping an input, or a text display).
 */
export function validateModal(value: unknown, path: FormPath, errors: FormErrors): void {
  const modal = checkRecord(value, path, errors);
  if (!modal) return;
  const scope = new ComponentScope(errors);
  checkString(modal.custom_id, [...path, "custom_id"], errors, {
    min: 1,
    max: MODAL_LIMITS.customId,
    required: true,
  });
  checkString(modal.title, [...path, "title"], errors, { min: 1, max: MODAL_LIMITS.title, required: true });
  const componentsPath = [...path, "components"];
  const components = checkArray(modal.components, componentsPath, errors, {
    min: 1,
    max: MODAL_LIMITS.components,
    required: true,
  });
  components?.forEach((component, index) => {
    const componentPath = [...componentsPath, index];
    const record = checkRecord(component, componentPath, errors);
    if (!record) return;
    switch (record.type) {
      case ComponentType.ActionRow:
        validateModalRow(record, componentPath, scope);
        break;
      case ComponentType.Label:
        validateLabel(record, componentPath, scope);
        break;
      case ComponentType.TextDisplay:
        checkString(record.content, [...componentPath, "content"], errors, {
          min: 1,
          max: 4000,
          required: true,
        });
        break;
      default:
        invalidComponentType(componentPath, errors, record.type, "a modal");
    }
  });
}

function validateModalRow(row: JsonRecord, path: FormPath, scope: ComponentScope): void {
  const childrenPath = [...path, "components"];
  const children = checkArray(row.components, childrenPath, scope.errors, { min: 1, max: 1, required: true });
  const input = children?.[0];
  if (input === undefined) return;
  if (!isRecord(input) || input.type !== ComponentType.TextInput) {
    invalidComponentType(
      [...childrenPath, 0],
      scope.errors,
      isRecord(input) ? input.type : input,
      "a modal row",
    );
    return;
  }
  validateTextInput(input, [...childrenPath, 0], scope, { labelRequired: true });
}

function validateLabel(label: JsonRecord, path: FormPath, scope: ComponentScope): void {
  const { errors } = scope;
  checkString(label.label, [...path, "label"], errors, {
    min: 1,
    max: MODAL_LIMITS.labelText,
    required: true,
  });
  checkString(label.description, [...path, "description"], errors, { max: MODAL_LIMITS.labelDescription });
  const innerPath = [...path, "component"];
  const inner = checkRecord(label.component, innerPath, errors);
  if (!inner) return;
  if (inner.type === ComponentType.TextInput)
    validateTextInput(inner, innerPath, scope, { labelRequired: false });
  else if (isSelectType(inner.type)) validateSelect(inner, innerPath, scope);
  else if (
    inner.type === ComponentType.FileUpload ||
    inner.type === ComponentType.RadioGroup ||
    inner.type === ComponentType.CheckboxGroup ||
    inner.type === ComponentType.Checkbox
  ) {
    scope.checkCustomId(inner.custom_id, [...innerPath, "custom_id"]);
  } else invalidComponentType(innerPath, errors, inner.type, "a label");
}

function validateTextInput(
  input: JsonRecord,
  path: FormPath,
  scope: ComponentScope,
  options: { labelRequired: boolean },
): void {
  const { errors } = scope;
  scope.checkCustomId(input.custom_id, [...path, "custom_id"]);
  checkInteger(input.style, [...path, "style"], errors, {
    min: TextInputStyle.Short,
    max: TextInputStyle.Paragraph,
    required: true,
  });
  checkString(input.label, [...path, "label"], errors, {
    min: 1,
    max: MODAL_LIMITS.labelText,
    required: options.labelRequired,
  });
  checkString(input.placeholder, [...path, "placeholder"], errors, {
    max: MODAL_LIMITS.textInputPlaceholder,
  });
  checkString(input.value, [...path, "value"], errors, { max: MODAL_LIMITS.textInputLength });
  const min = checkInteger(input.min_length, [...path, "min_length"], errors, {
    min: 0,
    max: MODAL_LIMITS.textInputLength,
  });
  const max = checkInteger(input.max_length, [...path, "max_length"], errors, {
    min: 1,
    max: MODAL_LIMITS.textInputLength,
  });
  if (min !== undefined && max !== undefined && min > max) {
    errors.add([...path, "min_length"], {
      code: "TEXT_INPUT_MIN_LENGTH_TOO_HIGH",
      message: "min_length must be less than or equal to max_length",
    });
  }
  checkBoolean(input.required, [...path, "required"], errors);
}

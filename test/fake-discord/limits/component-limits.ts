import { ButtonStyle, ComponentType } from "discord-api-types/v10";
import type { FormErrors, FormPath } from "../form-errors.ts";
import { charLength, isRecord, type JsonRecord } from "../json.ts";
import { checkArray, checkBoolean, checkInteger, checkRecord, checkString } from "./checks.ts";

export const COMPONENT_LIMITS = {
  actionRowsPerMessage: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectPlaceholder: 150,
  selectOptions: 25,
  selectOptionText: 100,
  selectValues: 25,
  componentsV2Total: 40,
  textDisplayTotal: 4000,
  sectionTexts: 3,
  mediaGalleryItems: 10,
} as const;

const SELECT_TYPES: ReadonlySet<number> = new Set([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

const V2_TOP_LEVEL: ReadonlySet<number> = new Set([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
]);

const V2_IN_CONTAINER: ReadonlySet<number> = new Set([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
]);

/** State shared across one message's components: custom_id uniqueness and the V2 totals. */
export class ComponentScope {
  private readonly customIds = new Set<string>();
  componentCount = 0;
  textDisplayCharacters = 0;

  constructor(readonly errors: FormErrors) {}

  checkCustomId(value: unknown, path: FormPath): string | undefined {
    const customId = checkString(value, path, this.errors, {
      min: 1,
      max: COMPONENT_LIMITS.customId,
      required: true,
    });
    if (customId === undefined) return undefined;
    if (this.customIds.has(customId)) {
      this.errors.add(path, {
        code: "COMPONENT_CUSTOM_ID_DUPLICATED",
        message: "Component custom id was already specified",
      });
    }
    this.customIds.add(customId);
    return customId;
  }
}

function invalidType(path: FormPath, errors: FormErrors, type: unknown, where: string): void {
  errors.add([...path, "type"], {
    code: "UNION_TYPE_CHOICES",
    message: `Component type ${String(type)} is not allowed in ${where}.`,
  });
}

/**
 * Checks the `components` of a message body (legacy action rows or, with the
 * IS_COMPONENTS_V2 flag, the layout components). The builders in discord.js
 * never see raw JSON, so every limit here is one only Discord enforces for it.
 */
export function validateMessageComponents(
  value: unknown,
  path: FormPath,
  errors: FormErrors,
  options: { componentsV2: boolean },
): void {
  const scope = new ComponentScope(errors);
  if (options.componentsV2) {
    const components = checkArray(value, path, errors, { max: COMPONENT_LIMITS.componentsV2Total });
    components?.forEach((component, index) => {
      validateLayoutComponent(component, [...path, index], scope, V2_TOP_LEVEL, "a message");
    });
    if (scope.componentCount > COMPONENT_LIMITS.componentsV2Total) {
      errors.add(path, {
        code: "MAX_COMPONENTS_EXCEEDED",
        message: `Must be ${COMPONENT_LIMITS.componentsV2Total} or fewer in total.`,
      });
    }
    if (scope.textDisplayCharacters > COMPONENT_LIMITS.textDisplayTotal) {
      errors.add(path, {
        code: "MAX_TEXT_DISPLAY_LENGTH_EXCEEDED",
        message: `Text display content must be ${COMPONENT_LIMITS.textDisplayTotal} or fewer characters in total.`,
      });
    }
    return;
  }
  const rows = checkArray(value, path, errors, { max: COMPONENT_LIMITS.actionRowsPerMessage });
  rows?.forEach((row, index) => {
    const rowPath = [...path, index];
    if (isRecord(row) && row.type !== ComponentType.ActionRow) {
      invalidType(rowPath, errors, row.type, "a message without the IS_COMPONENTS_V2 flag");
      return;
    }
    validateActionRow(row, rowPath, scope);
  });
}

function validateLayoutComponent(
  value: unknown,
  path: FormPath,
  scope: ComponentScope,
  allowed: ReadonlySet<number>,
  where: string,
): void {
  const { errors } = scope;
  const component = checkRecord(value, path, errors);
  if (!component) return;
  if (typeof component.type !== "number" || !allowed.has(component.type)) {
    invalidType(path, errors, component.type, where);
    return;
  }
  switch (component.type) {
    case ComponentType.ActionRow:
      validateActionRow(component, path, scope);
      return;
    case ComponentType.Section:
      validateSection(component, path, scope);
      return;
    case ComponentType.TextDisplay:
      validateTextDisplay(component, path, scope);
      return;
    case ComponentType.MediaGallery: {
      scope.componentCount += 1;
      const items = checkArray(component.items, [...path, "items"], errors, {
        min: 1,
        max: COMPONENT_LIMITS.mediaGalleryItems,
        required: true,
      });
      items?.forEach((item, index) => {
        const itemRecord = checkRecord(item, [...path, "items", index], errors);
        if (itemRecord) validateMedia(itemRecord.media, [...path, "items", index, "media"], errors);
      });
      return;
    }
    case ComponentType.File:
      scope.componentCount += 1;
      validateMedia(component.file, [...path, "file"], errors);
      return;
    case ComponentType.Separator:
      scope.componentCount += 1;
      checkInteger(component.spacing, [...path, "spacing"], errors, { min: 1, max: 2 });
      checkBoolean(component.divider, [...path, "divider"], errors);
      return;
    case ComponentType.Container: {
      scope.componentCount += 1;
      checkInteger(component.accent_color, [...path, "accent_color"], errors, { min: 0, max: 0xffffff });
      const children = checkArray(component.components, [...path, "components"], errors, {
        min: 1,
        max: COMPONENT_LIMITS.componentsV2Total,
        required: true,
      });
      children?.forEach((child, index) => {
        validateLayoutComponent(child, [...path, "components", index], scope, V2_IN_CONTAINER, "a container");
      });
      return;
    }
  }
}

function validateMedia(value: unknown, path: FormPath, errors: FormErrors): void {
  const media = checkRecord(value, path, errors);
  if (media) checkString(media.url, [...path, "url"], errors, { min: 1, max: 2048, required: true });
}

function validateTextDisplay(component: JsonRecord, path: FormPath, scope: ComponentScope): void {
  scope.componentCount += 1;
  const content = checkString(component.content, [...path, "content"], scope.errors, {
    min: 1,
    max: COMPONENT_LIMITS.textDisplayTotal,
    required: true,
  });
  if (content !== undefined) scope.textDisplayCharacters += charLength(content);
}

function validateSection(component: JsonRecord, path: FormPath, scope: ComponentScope): void {
  const { errors } = scope;
  scope.componentCount += 1;
  const texts = checkArray(component.components, [...path, "components"], errors, {
    min: 1,
    max: COMPONENT_LIMITS.sectionTexts,
    required: true,
  });
  texts?.forEach((text, index) => {
    const textPath = [...path, "components", index];
    const record = checkRecord(text, textPath, errors);
    if (!record) return;
    if (record.type !== ComponentType.TextDisplay) invalidType(textPath, errors, record.type, "a section");
    else validateTextDisplay(record, textPath, scope);
  });
  const accessoryPath = [...path, "accessory"];
  const accessory = checkRecord(component.accessory, accessoryPath, errors);
  if (!accessory) return;
  if (accessory.type === ComponentType.Button) validateButton(accessory, accessoryPath, scope);
  else if (accessory.type === ComponentType.Thumbnail) {
    scope.componentCount += 1;
    validateMedia(accessory.media, [...accessoryPath, "media"], errors);
  } else invalidType(accessoryPath, errors, accessory.type, "a section accessory");
}

/** A row holds 1 to 5 buttons, or exactly one select menu, never both. */
function validateActionRow(value: unknown, path: FormPath, scope: ComponentScope): void {
  const { errors } = scope;
  const row = checkRecord(value, path, errors);
  if (!row) return;
  scope.componentCount += 1;
  const childrenPath = [...path, "components"];
  const children = checkArray(row.components, childrenPath, errors, {
    min: 1,
    max: COMPONENT_LIMITS.buttonsPerRow,
    required: true,
  });
  if (!children) return;
  const selects = children.filter((child) => isRecord(child) && SELECT_TYPES.has(Number(child.type)));
  if (selects.length > 0 && children.length > 1) {
    errors.add(childrenPath, {
      code: "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
      message: "The specified component exceeds the maximum width",
    });
  }
  children.forEach((child, index) => {
    const childPath = [...childrenPath, index];
    const component = checkRecord(child, childPath, errors);
    if (!component) return;
    if (component.type === ComponentType.Button) validateButton(component, childPath, scope);
    else if (typeof component.type === "number" && SELECT_TYPES.has(component.type)) {
      validateSelect(component, childPath, scope);
    } else invalidType(childPath, errors, component.type, "a message action row");
  });
}

function validateButton(button: JsonRecord, path: FormPath, scope: ComponentScope): void {
  const { errors } = scope;
  scope.componentCount += 1;
  const style = checkInteger(button.style, [...path, "style"], errors, {
    min: ButtonStyle.Primary,
    max: ButtonStyle.Premium,
    required: true,
  });
  checkString(button.label, [...path, "label"], errors, { max: COMPONENT_LIMITS.buttonLabel });
  checkBoolean(button.disabled, [...path, "disabled"], errors);
  if (style === ButtonStyle.Link) {
    checkString(button.url, [...path, "url"], errors, { min: 1, max: 512, required: true });
    if (button.custom_id !== undefined) {
      errors.add([...path, "custom_id"], {
        code: "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
        message: "A link button cannot have a custom id",
      });
    }
  } else if (style === ButtonStyle.Premium) {
    checkString(button.sku_id, [...path, "sku_id"], errors, { min: 1, max: 20, required: true });
  } else if (style !== undefined) {
    scope.checkCustomId(button.custom_id, [...path, "custom_id"]);
    if (button.url !== undefined) {
      errors.add([...path, "url"], {
        code: "BUTTON_COMPONENT_URL_NOT_ALLOWED",
        message: "Only link buttons can have a url",
      });
    }
  }
  if (style !== ButtonStyle.Premium && !button.label && !button.emoji) {
    errors.add(path, {
      code: "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED",
      message: "A button must have a label or an emoji",
    });
  }
}

/** Select menus: shared rules, then the string-select option rules. Also used inside modals. */
export function validateSelect(select: JsonRecord, path: FormPath, scope: ComponentScope): void {
  const { errors } = scope;
  scope.componentCount += 1;
  scope.checkCustomId(select.custom_id, [...path, "custom_id"]);
  checkString(select.placeholder, [...path, "placeholder"], errors, {
    max: COMPONENT_LIMITS.selectPlaceholder,
  });
  const min = checkInteger(select.min_values, [...path, "min_values"], errors, {
    min: 0,
    max: COMPONENT_LIMITS.selectValues,
  });
  const max = checkInteger(select.max_values, [...path, "max_values"], errors, {
    min: 1,
    max: COMPONENT_LIMITS.selectValues,
  });
  const effectiveMin = min ?? 1;
  const effectiveMax = max ?? 1;
  if (effectiveMin > effectiveMax) {
    errors.add([...path, "min_values"], {
      code: "SELECT_COMPONENT_MIN_VALUES_TOO_HIGH",
      message: "min_values must be less than or equal to max_values",
    });
  }
  if (select.type !== ComponentType.StringSelect) return;
  const optionsPath = [...path, "options"];
  const options = checkArray(select.options, optionsPath, errors, {
    min: 1,
    max: COMPONENT_LIMITS.selectOptions,
    required: true,
  });
  if (!options) return;
  if (effectiveMax > options.length) {
    errors.add([...path, "max_values"], {
      code: "SELECT_COMPONENT_MAX_VALUES_TOO_HIGH",
      message: `max_values must be less than or equal to the number of options (${options.length})`,
    });
  }
  const values = new Set<string>();
  let defaults = 0;
  options.forEach((option, index) => {
    const optionPath = [...optionsPath, index];
    const record = checkRecord(option, optionPath, errors);
    if (!record) return;
    const limit = { min: 1, max: COMPONENT_LIMITS.selectOptionText, required: true };
    checkString(record.label, [...optionPath, "label"], errors, limit);
    const optionValue = checkString(record.value, [...optionPath, "value"], errors, limit);
    checkString(record.description, [...optionPath, "description"], errors, {
      max: COMPONENT_LIMITS.selectOptionText,
    });
    if (record.default === true) defaults += 1;
    if (optionValue === undefined) return;
    if (values.has(optionValue)) {
      errors.add([...optionPath, "value"], {
        code: "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
        message: "Select component option value was already specified",
      });
    }
    values.add(optionValue);
  });
  if (defaults > effectiveMax) {
    errors.add(optionsPath, {
      code: "SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES",
      message: "The number of default options exceeds max_values",
    });
  }
}

export function isSelectType(type: unknown): boolean {
  return typeof type === "number" && SELECT_TYPES.has(type);
}

export function invalidComponentType(path: FormPath, errors: FormErrors, type: unknown, where: string): void {
  invalidType(path, errors, type, where);
}

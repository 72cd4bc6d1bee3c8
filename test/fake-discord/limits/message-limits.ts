import { MessageFlags } from "discord-api-types/v10";
import { FormErrors, type FormPath } from "../form-errors.ts";
import { checkArray, checkRecord, checkString } from "./checks.ts";
import { validateMessageComponents } from "./component-limits.ts";
import { validateEmbeds } from "./embed-limits.ts";

export const MESSAGE_LIMITS = {
  content: 2000,
  filesPerMessage: 10,
  attachmentDescription: 1024,
  stickers: 3,
} as const;

/**
 * Checks the fields of a message body (create or edit; channel message,
 * interaction response or webhook/follow-up). Emptiness is judged by the caller
 * on the resulting message, because an edit may legitimately omit every field.
 */
export function validateMessageBody(
  value: unknown,
  options: { path?: FormPath; fileCount: number; componentsV2Already?: boolean },
): FormErrors {
  const errors = new FormErrors();
  const path = options.path ?? [];
  const body = checkRecord(value, path, errors);
  if (!body) return errors;
  const flags = typeof body.flags === "number" ? body.flags : 0;
  const componentsV2 = (flags & MessageFlags.IsComponentsV2) !== 0 || options.componentsV2Already === true;
  const content = checkString(body.content, [...path, "content"], errors, { max: MESSAGE_LIMITS.content });
  validateEmbeds(body.embeds, [...path, "embeds"], errors);
  if (body.components !== undefined && body.components !== null) {
    validateMessageComponents(body.components, [...path, "components"], errors, { componentsV2 });
  }
  if (componentsV2) {
    if (content) {
      errors.add([...path, "content"], {
        code: "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        message: "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    }
    if (Array.isArray(body.embeds) && body.embeds.length > 0) {
      errors.add([...path, "embeds"], {
        code: "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
        message: "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    }
  }
  checkArray(body.sticker_ids, [...path, "sticker_ids"], errors, { max: MESSAGE_LIMITS.stickers });
  const attachments = checkArray(body.attachments, [...path, "attachments"], errors, {
    max: MESSAGE_LIMITS.filesPerMessage,
  });
  attachments?.forEach((attachment, index) => {
    const record = checkRecord(attachment, [...path, "attachments", index], errors);
    if (!record) return;
    checkString(record.description, [...path, "attachments", index, "description"], errors, {
      max: MESSAGE_LIMITS.attachmentDescription,
    });
  });
  if (options.fileCount > MESSAGE_LIMITS.filesPerMessage) {
    errors.add([...path, "files"], {
      code: "BASE_TYPE_MAX_LENGTH",
      message: `Must be ${MESSAGE_LIMITS.filesPerMessage} or fewer in length.`,
    });
  }
  return errors;
}

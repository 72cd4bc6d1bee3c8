import { type FormErrors, type FormPath, fieldErrors } from "../form-errors.ts";
import { charLength, isRecord } from "../json.ts";
import { checkArray, checkInteger, checkRecord, checkString } from "./checks.ts";

export const EMBED_LIMITS = {
  embedsPerMessage: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  totalCharacters: 6000,
} as const;

/**
 * Checks `embeds` of a message body. The 6000-character total spans all embeds of
 * the message and counts title, description, field names and values, footer text
 * and author name, as Discord documents it.
 */
export function validateEmbeds(value: unknown, path: FormPath, errors: FormErrors): void {
  const embeds = checkArray(value, path, errors, { max: EMBED_LIMITS.embedsPerMessage });
  if (!embeds) return;
  let total = 0;
  embeds.forEach((embed, index) => {
    total += validateEmbed(embed, [...path, index], errors);
  });
  if (total > EMBED_LIMITS.totalCharacters) {
    errors.add(path, {
      code: "MAX_EMBED_SIZE_EXCEEDED",
      message: `Embed size exceeds maximum size of ${EMBED_LIMITS.totalCharacters}`,
    });
  }
}

function validateEmbed(value: unknown, path: FormPath, errors: FormErrors): number {
  const embed = checkRecord(value, path, errors);
  if (!embed) return 0;
  let total = 0;
  const count = (text: string | undefined) => {
    if (text !== undefined) total += charLength(text);
  };
  count(checkString(embed.title, [...path, "title"], errors, { max: EMBED_LIMITS.title }));
  count(checkString(embed.description, [...path, "description"], errors, { max: EMBED_LIMITS.description }));
  checkString(embed.url, [...path, "url"], errors, { max: 2048 });
  checkInteger(embed.color, [...path, "color"], errors, { min: 0, max: 0xffffff });
  if (embed.footer !== undefined && embed.footer !== null) {
    const footer = checkRecord(embed.footer, [...path, "footer"], errors);
    if (footer) {
      count(
        checkString(footer.text, [...path, "footer", "text"], errors, {
          min: 1,
          max: EMBED_LIMITS.footerText,
          required: true,
        }),
      );
    }
  }
  if (embed.author !== undefined && embed.author !== null) {
    const author = checkRecord(embed.author, [...path, "author"], errors);
    if (author) {
      count(
        checkString(author.name, [...path, "author", "name"], errors, {
          min: 1,
          max: EMBED_LIMITS.authorName,
          required: true,
        }),
      );
    }
  }
  const fields = checkArray(embed.fields, [...path, "fields"], errors, { max: EMBED_LIMITS.fields });
  fields?.forEach((field, index) => {
    const fieldPath = [...path, "fields", index];
    if (!isRecord(field)) {
      errors.add(fieldPath, fieldErrors.badType("an object"));
      return;
    }
    count(
      checkString(field.name, [...fieldPath, "name"], errors, {
        min: 1,
        max: EMBED_LIMITS.fieldName,
        required: true,
      }),
    );
    count(
      checkString(field.value, [...fieldPath, "value"], errors, {
        min: 1,
        max: EMBED_LIMITS.fieldValue,
        required: true,
      }),
    );
  });
  return total;
}

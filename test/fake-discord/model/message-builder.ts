import type {
  APIAllowedMentions,
  APIAttachment,
  APIEmbed,
  APIMessageReference,
  APIMessageTopLevelComponent,
} from "discord-api-types/v10";
import { EmbedType, MessageFlags } from "discord-api-types/v10";
import { clone, isRecord } from "../json.ts";
import type { StoredFile } from "./messages.ts";

/**
 * The fields of a message body the fake acts on. Bodies are cast to this only
 * after validateMessageBody accepted them, so the shapes hold.
 */
export interface MessageBody {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIMessageTopLevelComponent[];
  flags?: number;
  tts?: boolean;
  attachments?: { id: string | number; filename?: string; description?: string }[];
  allowed_mentions?: APIAllowedMentions;
  message_reference?: APIMessageReference;
  /** With `enforce_nonce`, a second message of the same author and nonce is not created. */
  nonce?: string | number;
  enforce_nonce?: boolean;
}

export interface UploadedFile {
  /** Index N of the multipart field `files[N]`. */
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Flags a bot may set on a message; Discord ignores the others. */
export const SETTABLE_MESSAGE_FLAGS =
  MessageFlags.SuppressEmbeds |
  MessageFlags.SuppressNotifications |
  MessageFlags.IsComponentsV2 |
  MessageFlags.IsVoiceMessage;

export function normalizeEmbeds(embeds: readonly APIEmbed[] | undefined): APIEmbed[] {
  return (embeds ?? []).map((embed) => ({ type: EmbedType.Rich, ...clone(embed) }));
}

/**
 * Discord numbers every component of a message or modal (`id`), keeping ids
 * the bot chose and filling the gaps sequentially, and returns them.
 */
export function normalizeComponents<Component extends { id?: number }>(
  components: readonly Component[] | undefined,
): Component[] {
  const copy = clone([...(components ?? [])]);
  const taken = new Set<number>();
  const all: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (!isRecord(value)) return;
    all.push(value);
    if (typeof value.id === "number") taken.add(value.id);
    if (Array.isArray(value.components)) value.components.forEach(walk);
    if (isRecord(value.accessory)) walk(value.accessory);
    if (isRecord(value.component)) walk(value.component);
  };
  copy.forEach(walk);
  let next = 1;
  for (const component of all) {
    if (typeof component.id === "number") continue;
    while (taken.has(next)) next += 1;
    component.id = next;
    taken.add(next);
  }
  return copy;
}

/**
 * Builds attachment objects for uploaded files (`attachments[].id` is the index
 * N of `files[N]`) and keeps the existing attachments an edit lists by id.
 */
export function buildAttachments(input: {
  body: MessageBody;
  files: readonly UploadedFile[];
  existing: readonly APIAttachment[];
  newId: () => string;
  urlFor: (attachmentId: string, filename: string) => string;
}): { attachments: APIAttachment[]; stored: StoredFile[] } {
  const stored: StoredFile[] = [];
  const attachments: APIAttachment[] = [];
  const metadata = new Map<string, { filename?: string; description?: string }>();
  for (const entry of input.body.attachments ?? []) metadata.set(String(entry.id), entry);
  if (input.body.attachments) {
    for (const attachment of input.existing) {
      if (metadata.has(attachment.id)) attachments.push(attachment);
    }
  } else {
    attachments.push(...input.existing);
  }
  for (const file of input.files) {
    const meta = metadata.get(String(file.index));
    const id = input.newId();
    const filename = meta?.filename ?? file.filename;
    const attachment: APIAttachment = {
      id,
      filename,
      size: file.data.length,
      url: input.urlFor(id, filename),
      proxy_url: input.urlFor(id, filename),
      content_type: file.contentType,
    };
    if (meta?.description !== undefined) attachment.description = meta.description;
    attachments.push(attachment);
    stored.push({ attachmentId: id, filename, contentType: file.contentType, data: file.data });
  }
  return { attachments, stored };
}

/**
 * Embeds as Discord stores them once their images name files of the message: an image or thumbnail
 * URL `attachment://<filename>` becomes that attachment's URL (in the same request, or kept from
 * before by an edit). A name the message holds no file of stays as written (Discord shows no
 * image). Returns the ids of the attachments shown in embeds, which the message's `attachments`
 * leaves out.
 */
export function resolveEmbedFiles(
  embeds: APIEmbed[],
  held: readonly APIAttachment[],
): { embeds: APIEmbed[]; shown: Set<string> } {
  const shown = new Set<string>();
  const resolve = (media: { url: string; proxy_url?: string } | undefined) => {
    if (!media?.url.startsWith("attachment://")) return media;
    const name = media.url.slice("attachment://".length);
    const file = held.find((a) => a.filename === name);
    if (!file) return media;
    shown.add(file.id);
    return { ...media, url: file.url, proxy_url: file.proxy_url };
  };
  const out = embeds.map((embed) => {
    const copy = { ...embed };
    if (copy.image) copy.image = resolve(copy.image) as NonNullable<APIEmbed["image"]>;
    if (copy.thumbnail) copy.thumbnail = resolve(copy.thumbnail) as NonNullable<APIEmbed["thumbnail"]>;
    return copy;
  });
  return { embeds: out, shown };
}

export function isEmptyMessage(message: {
  content: string;
  embeds: readonly unknown[];
  components?: readonly unknown[];
  attachments: readonly unknown[];
}): boolean {
  return (
    message.content === "" &&
    message.embeds.length === 0 &&
    (message.components ?? []).length === 0 &&
    message.attachments.length === 0
  );
}

export function mentionedIds(content: string, kind: "user" | "role"): string[] {
  const pattern = kind === "user" ? /<@!?(\d+)>/g : /<@&(\d+)>/g;
  return [...new Set([...content.matchAll(pattern)].map((match) => match[1] ?? ""))].filter(
    (id) => id !== "",
  );
}

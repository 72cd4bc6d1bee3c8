// The board picture as Discord holds it: an attachment of the game message, shown inside the
// message's first embed (`image: attachment://<name>`), so it sits with the text board and not as a
// loose file under it. Its name carries a hash of the job it was drawn from: the message itself
// says which picture it shows, so an unchanged board is never drawn again, even by a process that
// just started (it reads the name back from the embed's image URL).
//
// Discord (docs: Edit Message, "attachments"): an edit without `attachments` keeps the message's
// files, and an embed may name a kept file with attachment://; an edit with `attachments` keeps
// only the files it lists (a new file is listed by the index N of its multipart part `files[N]`).

import { createHash } from "node:crypto";
import type { PictureJob } from "../picture/index.ts";
import type { MessagePayload } from "../render/index.ts";

/** The hash of a job: equal jobs draw the same picture. */
export function jobHash(job: PictureJob): string {
  return createHash("sha256").update(JSON.stringify(job)).digest("base64url").slice(0, 16);
}

/** The attachment's file name: the drawing's own ("board.png") with the job's hash before the extension. */
export function pictureFileName(drawnName: string, hash: string): string {
  const dot = drawnName.lastIndexOf(".");
  const stem = dot > 0 ? drawnName.slice(0, dot) : drawnName;
  const ext = dot > 0 ? drawnName.slice(dot) : ".png";
  return `${stem.replace(/[^A-Za-z0-9_]/g, "_")}-${hash}${ext}`;
}

/** The job hash in a picture's file name (null: not one of ours). */
export function hashOfFileName(name: string): string | null {
  return /^[A-Za-z0-9_]+-([A-Za-z0-9_-]{16})\.[a-z]+$/.exec(name)?.[1] ?? null;
}

/** The payload with the picture `name` (an attachment the message has or gets) in its first embed. */
export function withPicture(payload: MessagePayload, name: string | null): MessagePayload {
  const [first, ...rest] = payload.embeds;
  if (!name || !first) return payload;
  return { ...payload, embeds: [{ ...first, image: { url: `attachment://${name}` } }, ...rest] };
}

/**
 * The picture a message shows in its first embed, as Discord returns it: the image URL is the
 * attachment's CDN URL, ending with its file name (or still attachment://name).
 */
export function shownPictureName(message: { embeds?: unknown[] | undefined }): string | null {
  const first = message.embeds?.[0] as { image?: { url?: unknown } } | undefined;
  const url = first?.image?.url;
  if (typeof url !== "string") return null;
  const path = url.startsWith("attachment://") ? url.slice("attachment://".length) : url.split("?")[0];
  const name = decodeURIComponent(path?.split("/").pop() ?? "");
  return hashOfFileName(name) ? name : null;
}

/** Whether pictures are drawn for this game: its lobby option (absent in games from before it: on). */
export function picturesOn(options: { pictures?: boolean | undefined }): boolean {
  return options.pictures !== false;
}

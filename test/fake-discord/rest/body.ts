import type { IncomingMessage } from "node:http";
import { RESTJSONErrorCodes } from "discord-api-types/v10";
import { DiscordError } from "../discord-error.ts";
import type { UploadedFile } from "../model/message-builder.ts";

export interface ParsedBody {
  body: unknown;
  files: UploadedFile[];
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new DiscordError(
      400,
      RESTJSONErrorCodes.RequestBodyContainsInvalidJSON,
      "The request body contains invalid JSON.",
    );
  }
}

/**
 * JSON bodies, and multipart bodies as discord.js sends them with files:
 * `payload_json` holds the JSON and `files[N]` the uploads.
 */
export async function parseBody(request: IncomingMessage): Promise<ParsedBody> {
  const raw = await readAll(request);
  if (raw.length === 0) return { body: undefined, files: [] };
  const contentType = request.headers["content-type"] ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
    const files: UploadedFile[] = [];
    let body: unknown;
    for (const [name, value] of form.entries()) {
      if (name === "payload_json" && typeof value === "string") {
        body = parseJson(value);
        continue;
      }
      const index = /^files\[(\d+)\]$/.exec(name)?.[1];
      if (index !== undefined && typeof value !== "string") {
        files.push({
          index: Number(index),
          filename: value.name,
          contentType: value.type || "application/octet-stream",
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { body, files };
  }
  return { body: parseJson(raw.toString("utf8")), files: [] };
}

// Shared helpers of the render tests: Discord's server-side validation of a payload (the fake
// Discord's own validators), and walking every component of a message.

import type { APIEmbed } from "discord.js";
import { expect } from "vitest";
import type { ActionRow, Button, MessagePayload, StringSelect } from "../../src/render/payload.ts";
import { validateMessageBody } from "../fake-discord/limits/message-limits.ts";

/** The body discord.js sends for a payload (allowedMentions is its only camelCase field). */
export function wireBody(p: MessagePayload): Record<string, unknown> {
  return {
    content: p.content,
    embeds: p.embeds,
    components: p.components,
    allowed_mentions: { ...p.allowedMentions },
  };
}

/** Fails with Discord's own field errors when Discord would refuse the payload. */
export function expectValid(p: MessagePayload): void {
  const errors = validateMessageBody(wireBody(p), { fileCount: 0 });
  expect(errors.flat()).toEqual([]);
  // An empty message is refused too (50006).
  expect(p.content.length > 0 || p.embeds.length > 0 || p.components.length > 0).toBe(true);
}

export function buttons(p: MessagePayload): Button[] {
  return p.components.flatMap((r: ActionRow) => r.components.filter((c): c is Button => c.type === 2));
}

export function selects(p: MessagePayload): StringSelect[] {
  return p.components.flatMap((r: ActionRow) => r.components.filter((c): c is StringSelect => c.type === 3));
}

export function customIds(p: MessagePayload): string[] {
  return p.components.flatMap((r) => r.components.map((c) => ("custom_id" in c ? c.custom_id : "")));
}

/** Every text of the payload, for "does not contain" checks. */
export function allText(p: MessagePayload): string {
  return JSON.stringify(p);
}

export function embedText(e: APIEmbed): string {
  return [e.title ?? "", e.description ?? "", ...(e.fields ?? []).flatMap((f) => [f.name, f.value])].join(
    "\n",
  );
}

// The shape of the admin panels: what `interaction.reply` (with the ephemeral flag) and
// `interaction.update` both take, built as plain Discord JSON.

import type {
  APIActionRowComponent,
  APIButtonComponentWithCustomId,
  APIComponentInMessageActionRow,
  APIEmbed,
  APISelectMenuOption,
  APIStringSelectComponent,
} from "discord.js";
import { ComponentType } from "discord.js";
import { clip, LIMITS } from "../../src/render/payload.ts";

export interface AdminPayload {
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Admin panels name players and admins, never to ping them. */
  allowedMentions: { parse: [] };
}

export function option(
  label: string,
  value: string,
  selected: boolean,
  description?: string,
): APISelectMenuOption {
  return {
    label: clip(label, LIMITS.selectText),
    value,
    default: selected,
    ...(description ? { description: clip(description, LIMITS.selectText) } : {}),
  };
}

export function selectRow(
  select: Omit<APIStringSelectComponent, "type">,
): APIActionRowComponent<APIComponentInMessageActionRow> {
  return { type: ComponentType.ActionRow, components: [{ type: ComponentType.StringSelect, ...select }] };
}

export function buttonRow(
  ...buttons: Omit<APIButtonComponentWithCustomId, "type">[]
): APIActionRowComponent<APIComponentInMessageActionRow> {
  return {
    type: ComponentType.ActionRow,
    components: buttons.map((b) => ({ type: ComponentType.Button, ...b })),
  };
}

export function adminPayload(parts: Partial<Omit<AdminPayload, "allowedMentions">>): AdminPayload {
  return {
    content: parts.content ?? "",
    embeds: parts.embeds ?? [],
    components: parts.components ?? [],
    allowedMentions: { parse: [] },
  };
}

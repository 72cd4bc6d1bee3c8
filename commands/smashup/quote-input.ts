import { escapeMarkdown } from "discord.js";

const MAX_QUOTED = 60;

/** What a user typed, fit to be quoted back in a message: trimmed, shortened, markdown neutralised. */
export function quoteInput(typed: string): string {
  const chars = [...typed.trim()];
  return escapeMarkdown(
    chars.length > MAX_QUOTED ? `${chars.slice(0, MAX_QUOTED).join("")}…` : chars.join(""),
  );
}

// The `timezone:` option (FR `fuseau:`) of `/smashup away` and `/smashup-admin away` (issue 26), one
// builder for both: an IANA zone typed with suggestions as one types (src/away/zone-suggestions.ts).
// Only the description differs (the player's zone, the server's). Discord accepts at most 25
// suggestions and 100 characters a value; the longest zone name Intl knows is 30.

import type {
  ApplicationCommandOptionChoiceData,
  AutocompleteInteraction,
  SlashCommandStringOption,
} from "discord.js";
import { suggestZones } from "../src/away/zone-suggestions.ts";
import { localize } from "./localization.ts";

/** The option's names and description in both languages. */
export interface TimeZoneOptionTexts {
  en: { timezone: string; timezoneDescription: string };
  fr: { timezone: string; timezoneDescription: string };
}

/** Longest zone typed: longer than any IANA name, short enough to echo in a refusal. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Builds the option (for `addStringOption`): localized, optional, autocompleted. */
export function timeZoneOption(texts: TimeZoneOptionTexts) {
  const { en, fr } = texts;
  return (option: SlashCommandStringOption): SlashCommandStringOption =>
    localize(
      option,
      { en: en.timezone, fr: fr.timezone },
      { en: en.timezoneDescription, fr: fr.timezoneDescription },
    )
      .setMaxLength(TIME_ZONE_MAX_LENGTH)
      .setAutocomplete(true);
}

/** The zones suggested for what was typed so far. */
export function timeZoneChoices(typed: unknown): ApplicationCommandOptionChoiceData<string>[] {
  return suggestZones(String(typed ?? "")).map((zone) => ({ name: zone, value: zone }));
}

/** Answers the option's autocomplete. */
export async function answerTimeZoneAutocomplete(interaction: AutocompleteInteraction): Promise<void> {
  await interaction.respond(timeZoneChoices(interaction.options.getFocused()));
}

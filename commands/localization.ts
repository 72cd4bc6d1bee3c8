// Localized names and descriptions of slash commands and their options. Discord shows each user
// the version for their client's language; the English one is also the default.

import type { LocalizationMap } from "discord.js";

/** Discord's rule for chat-input command and option names (they must also be lowercase). */
const NAME_PATTERN = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const MAX_DESCRIPTION = 100;

export interface Texts {
  en: string;
  fr: string;
}

/** The map Discord takes for `name_localizations` / `description_localizations`. */
export function localizations(en: string, fr: string): LocalizationMap {
  return { "en-US": en, "en-GB": en, fr };
}

export function isCommandName(name: string): boolean {
  return NAME_PATTERN.test(name) && name === name.toLowerCase();
}

/** Name localizations, refused at start-up (not by Discord at registration) when a name breaks the rules. */
export function nameLocalizations(en: string, fr: string): LocalizationMap {
  for (const name of [en, fr]) {
    if (!isCommandName(name)) throw new Error(`"${name}" is not a valid command or option name`);
  }
  return localizations(en, fr);
}

export function descriptionLocalizations(en: string, fr: string): LocalizationMap {
  for (const description of [en, fr]) {
    if (description.length < 1 || [...description].length > MAX_DESCRIPTION) {
      throw new Error(`command description of ${[...description].length} characters: "${description}"`);
    }
  }
  return localizations(en, fr);
}

interface Localizable {
  setName(name: string): this;
  setDescription(description: string): this;
  setNameLocalizations(map: LocalizationMap | null): this;
  setDescriptionLocalizations(map: LocalizationMap | null): this;
}

/**
 * Names and describes a subcommand or an option in both languages:
 * `builder.addStringOption((o) => localize(o, { en: "name", fr: "nom" }, { en: "...", fr: "..." }))`.
 */
export function localize<B extends Localizable>(builder: B, name: Texts, description: Texts): B {
  return builder
    .setName(name.en)
    .setDescription(description.en)
    .setNameLocalizations(nameLocalizations(name.en, name.fr))
    .setDescriptionLocalizations(descriptionLocalizations(description.en, description.fr));
}

// Names and descriptions of the game subcommands and their options, in both languages, from the
// catalog's `play` area (commands/localization.ts checks them against Discord's rules).

import { msg } from "../../src/i18n/index.ts";
import { localize } from "../localization.ts";

const en = msg("en").play;
const fr = msg("fr").play;

type CommandKey = keyof typeof en.commands;
type OptionKey = keyof typeof en.options;

/** The `name`, `description` and `fr` of a Subcommand. */
export function subcommandTexts(key: CommandKey) {
  return {
    name: en.commands[key].name,
    description: en.commands[key].description,
    fr: { name: fr.commands[key].name, description: fr.commands[key].description },
  };
}

type Localizable = Parameters<typeof localize>[0];

/** Names and describes an option in both languages. */
export function localizedOption<B extends Localizable>(builder: B, key: OptionKey): B {
  return localize(
    builder,
    { en: en.options[key].name, fr: fr.options[key].name },
    { en: en.options[key].description, fr: fr.options[key].description },
  );
}

// The language of a game's public messages, fixed when its lobby opens: the language the server's
// admins chose in the bot's settings, or the server's preferred locale while they leave it on "auto".

import { type Locale, localeOf } from "../i18n/index.ts";
import type { GuildSettings } from "../store/index.ts";

export function publicLocale(settings: GuildSettings, guildLocale: string | null | undefined): Locale {
  const chosen = settings.defaults.locale;
  return chosen === "auto" ? localeOf(guildLocale) : chosen;
}

// The language of a game's public messages, fixed when its lobby opens: the server's preferred
// locale, unless the server's admins chose one in the bot's settings (then theirs).

import { type Locale, localeOf } from "../i18n/index.ts";
import type { GuildSettings } from "../store/index.ts";

export function publicLocale(settings: GuildSettings, guildLocale: string | null | undefined): Locale {
  return settings.updatedAt ? settings.defaults.locale : localeOf(guildLocale);
}

// The message catalog: every player-facing string in English and French, by area. Add an area in
// src/i18n/areas/ and list it below; the compiler checks both languages have every key.

import { common } from "./areas/common.ts";
import type { Locale } from "./locale.ts";

export { LOCALES, type Locale, localeOf } from "./locale.ts";

const areas = {
  common,
};

type Areas = typeof areas;
export type Messages = { [K in keyof Areas]: Areas[K]["en"] };

const catalogs: Record<Locale, Messages> = {
  en: Object.fromEntries(Object.entries(areas).map(([k, a]) => [k, a.en])) as Messages,
  fr: Object.fromEntries(Object.entries(areas).map(([k, a]) => [k, a.fr])) as Messages,
};

export function msg(locale: Locale): Messages {
  return catalogs[locale];
}

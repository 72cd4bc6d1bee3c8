// The two languages of the bot. A Discord locale ("fr", "en-US", "es-ES"...) maps to French when
// it is French and to English otherwise.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export function localeOf(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith("fr") ? "fr" : "en";
}

/** One area of the catalog: its English and French texts, checked against the same shape. */
export interface Area<T> {
  en: T;
  fr: T;
}

// Away time (issue 26): /smashup away, its notices to the tables, and the admins' settings
// (/smashup-admin away). Dates arrive as Discord timestamps (each reader sees their own time).

import type { Area } from "../locale.ts";

export interface AwayMessages {
  command: {
    name: string;
    description: string;
    until: string;
    untilDescription: string;
    timezone: string;
    timezoneDescription: string;
  };
  admin: {
    name: string;
    description: string;
    days: string;
    daysDescription: string;
    weekends: string;
    weekendsDescription: string;
    timezone: string;
    timezoneDescription: string;
  };
  /** Public, in each game of the player: `who` names them (a mention that pings nobody). */
  noticeAway: (who: string, until: string) => string;
  noticeBack: (who: string) => string;
  /** `until` and `relative` are Discord timestamps. */
  awaySet: (until: string, relative: string) => string;
  paused: (games: number) => string;
  backEarlyHint: string;
  back: (games: number) => string;
  /** Days with one decimal at most, already formatted. */
  left: (days: string, year: number) => string;
  notAway: string;
  statusAway: (until: string) => string;
  statusHere: string;
  zone: (zone: string) => string;
  zoneSet: (zone: string) => string;
  usage: string;
  junk: (text: string) => string;
  past: string;
  tooFar: string;
  unknownZone: (zone: string) => string;
  beyond: (asked: string, left: string, year: number) => string;
  days: (n: number) => string;
  adminSummary: (days: number, weekends: boolean, zone: string) => string;
  adminSaved: string;
  badDays: string;
}

export const away: Area<AwayMessages> = {
  en: {
    command: {
      name: "away",
      description: "Pause your turn timers while you are away (only you see the answer)",
      until: "until",
      untilDescription: "When you are back: 3d, 2 days, tomorrow 6pm, monday… (now: back early)",
      timezone: "timezone",
      timezoneDescription: "Your time zone, e.g. Europe/Paris (kept for next time)",
    },
    admin: {
      name: "away",
      description: "Away days per year and weekends without timeouts",
      days: "days",
      daysDescription: "Away days each player has per calendar year (default 10)",
      weekends: "no-weekend-timeouts",
      weekendsDescription: "Turn timers do not count Saturday and Sunday (server time zone)",
      timezone: "timezone",
      timezoneDescription: "The server's time zone, e.g. Europe/Paris",
    },
    noticeAway: (who, until) => `🏖️ ${who} is away until ${until}: their turn timer is paused.`,
    noticeBack: (who) => `👋 ${who} is back: their turn timer runs again.`,
    awaySet: (until, relative) => `🏖️ You are away until ${until} (${relative}).`,
    paused: (games) =>
      games === 0
        ? "You have no game running on this server right now."
        : `Your turn timer is paused in ${games} game${games === 1 ? "" : "s"}; ${games === 1 ? "its table was" : "their tables were"} told.`,
    backEarlyHint: "Back early? `/smashup away until:now` gives the unused days back.",
    back: (games) =>
      `👋 Welcome back! Your turn timers run again${games > 0 ? ` (${games} game${games === 1 ? "" : "s"})` : ""}.`,
    left: (days, year) => `Away days left in ${year}: ${days}.`,
    notAway: "You are not away.",
    statusAway: (until) => `🏖️ You are away until ${until}.`,
    statusHere: "You are not away.",
    zone: (zone) => `Your time zone: ${zone}.`,
    zoneSet: (zone) => `Your time zone is now ${zone}.`,
    usage: "Set `until:` (3d, 2 days, tomorrow 6pm, monday…) to go away, `until:now` to come back.",
    junk: (text) =>
      `“${text}” is not a date or a duration I understand. Try 3d, 2 days, in 36 hours, tomorrow 6pm or monday.`,
    past: "That time has already passed: give a time in the future (or `now` to come back).",
    tooFar: "That is more than a year away: give a nearer date.",
    unknownZone: (zone) =>
      `“${zone}” is not a time zone I know. Use a name like Europe/Paris or America/New_York.`,
    beyond: (asked, left, year) =>
      `That is ${asked} away, more than this server allows: ${left} left in ${year}. Nothing changed.`,
    days: (n) => `${formatDays(n, "en")} day${n === 1 ? "" : "s"}`,
    adminSummary: (days, weekends, zone) =>
      [
        `**Away time** — ${days} day${days === 1 ? "" : "s"} per player per calendar year.`,
        `Weekends: ${weekends ? "turn timers do not count Saturday and Sunday" : "counted like any day"}.`,
        `Server time zone: ${zone}.`,
      ].join("\n"),
    adminSaved: "Saved.",
    badDays: "Away days: a whole number from 0 to 365. Nothing changed.",
  },
  fr: {
    command: {
      name: "absent",
      description: "Mettre vos minuteurs de tour en pause pendant une absence (vous seul voyez la réponse)",
      until: "retour",
      untilDescription: "Votre retour : 3j, 2 jours, demain 18h, lundi… (maintenant : retour anticipé)",
      timezone: "fuseau",
      timezoneDescription: "Votre fuseau horaire, p. ex. Europe/Paris (gardé pour la suite)",
    },
    admin: {
      name: "absences",
      description: "Jours d'absence par an et week-ends sans délai dépassé",
      days: "jours",
      daysDescription: "Jours d'absence de chaque joueur par année civile (10 par défaut)",
      weekends: "pas-de-délai-le-week-end",
      weekendsDescription: "Les minuteurs de tour ne comptent ni samedi ni dimanche (fuseau du serveur)",
      timezone: "fuseau",
      timezoneDescription: "Le fuseau horaire du serveur, p. ex. Europe/Paris",
    },
    noticeAway: (who, until) => `🏖️ ${who} est absent jusqu'au ${until} : son minuteur de tour est en pause.`,
    noticeBack: (who) => `👋 ${who} est de retour : son minuteur de tour reprend.`,
    awaySet: (until, relative) => `🏖️ Vous êtes absent jusqu'au ${until} (${relative}).`,
    paused: (games) =>
      games === 0
        ? "Vous n'avez aucune partie en cours sur ce serveur."
        : `Votre minuteur de tour est en pause dans ${games} partie${games === 1 ? "" : "s"} ; ${games === 1 ? "la table a été prévenue" : "les tables ont été prévenues"}.`,
    backEarlyHint: "De retour plus tôt ? `/smashup absent retour:maintenant` rend les jours non utilisés.",
    back: (games) =>
      `👋 Bon retour ! Vos minuteurs de tour reprennent${games > 0 ? ` (${games} partie${games === 1 ? "" : "s"})` : ""}.`,
    left: (days, year) => `Jours d'absence restants en ${year} : ${days}.`,
    notAway: "Vous n'êtes pas absent.",
    statusAway: (until) => `🏖️ Vous êtes absent jusqu'au ${until}.`,
    statusHere: "Vous n'êtes pas absent.",
    zone: (zone) => `Votre fuseau horaire : ${zone}.`,
    zoneSet: (zone) => `Votre fuseau horaire est maintenant ${zone}.`,
    usage:
      "Indiquez `retour:` (3j, 2 jours, demain 18h, lundi…) pour vous absenter, `retour:maintenant` pour revenir.",
    junk: (text) =>
      `« ${text} » n'est pas une date ou une durée que je comprends. Essayez 3j, 2 jours, dans 36 heures, demain 18h ou lundi.`,
    past: "Ce moment est déjà passé : indiquez un moment à venir (ou `maintenant` pour revenir).",
    tooFar: "C'est dans plus d'un an : indiquez une date plus proche.",
    unknownZone: (zone) =>
      `« ${zone} » n'est pas un fuseau horaire que je connais. Utilisez un nom comme Europe/Paris ou America/Montreal.`,
    beyond: (asked, left, year) =>
      `Cela fait ${asked} d'absence, plus que ce serveur ne permet : il vous reste ${left} en ${year}. Rien n'a changé.`,
    days: (n) => `${formatDays(n, "fr")} jour${n >= 2 ? "s" : ""}`,
    adminSummary: (days, weekends, zone) =>
      [
        `**Absences** — ${days} jour${days >= 2 ? "s" : ""} par joueur et par année civile.`,
        `Week-ends : ${weekends ? "les minuteurs de tour ne comptent ni samedi ni dimanche" : "comptés comme les autres jours"}.`,
        `Fuseau horaire du serveur : ${zone}.`,
      ].join("\n"),
    adminSaved: "Enregistré.",
    badDays: "Jours d'absence : un nombre entier de 0 à 365. Rien n'a changé.",
  },
};

/** Days with at most one decimal, in the language's way (2.5 / 2,5). */
function formatDays(n: number, locale: "en" | "fr"): string {
  const rounded = Math.floor(n * 10) / 10;
  return locale === "fr" ? String(rounded).replace(".", ",") : String(rounded);
}

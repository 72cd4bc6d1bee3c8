// Time zones suggested as a player or admin types (Discord shows at most 25): the zones Intl knows
// whose name contains every typed word, the common ones of this bot's players first.

const COMMON = [
  "Europe/Paris",
  "Europe/Brussels",
  "Europe/Zurich",
  "Europe/Luxembourg",
  "America/Montreal",
  "America/Toronto",
  "Europe/London",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Sao_Paulo",
  "Africa/Casablanca",
  "Africa/Abidjan",
  "Africa/Dakar",
  "Indian/Reunion",
  "America/Martinique",
  "America/Guadeloupe",
  "Pacific/Noumea",
  "Pacific/Tahiti",
  "Europe/Berlin",
  "Asia/Tokyo",
  "Australia/Sydney",
  "UTC",
];

const MAX = 25;

let all: readonly string[] | undefined;

function allZones(): readonly string[] {
  all ??= [...new Set([...COMMON, ...Intl.supportedValuesOf("timeZone")])];
  return all;
}

export function suggestZones(typed: string): string[] {
  const words = typed
    .toLowerCase()
    .replace(/[\s_/]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (words.length === 0) return COMMON.slice(0, MAX);
  const fold = (zone: string) => zone.toLowerCase().replace(/[_/]+/g, " ");
  return allZones()
    .filter((zone) => words.every((w) => fold(zone).includes(w)))
    .slice(0, MAX);
}

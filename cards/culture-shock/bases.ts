// The 11 bases of World Tour: Culture Shock. Each faction's bases live in bases/<faction>.ts so that
// the five factions can be written side by side; this file only puts them together. A faction's bases
// join it when the faction is registered (cards/index.ts).

import anansiTales from "./bases/anansi-tales.ts";
import ancientIncas from "./bases/ancient-incas.ts";
import grimmsFairyTales from "./bases/grimms-fairy-tales.ts";
import polynesianVoyagers from "./bases/polynesian-voyagers.ts";
import russianFairyTales from "./bases/russian-fairy-tales.ts";

export default [
  ...ancientIncas,
  ...anansiTales,
  ...grimmsFairyTales,
  ...russianFairyTales,
  ...polynesianVoyagers,
];

// The message catalog: every player-facing string in English and French, by area. Add an area in
// src/i18n/areas/ and list it below; the compiler checks both languages have every key.

import { admin } from "./areas/admin.ts";
import { aiSeats } from "./areas/ai-seats.ts";
import { app } from "./areas/app.ts";
import { board } from "./areas/board.ts";
import { cards } from "./areas/cards.ts";
import { common } from "./areas/common.ts";
import { discards } from "./areas/discards.ts";
import { draft } from "./areas/draft.ts";
import { factions } from "./areas/factions.ts";
import { gameover } from "./areas/gameover.ts";
import { help } from "./areas/help.ts";
import { history } from "./areas/history.ts";
import { lobby } from "./areas/lobby.ts";
import { log } from "./areas/log.ts";
import { panel } from "./areas/panel.ts";
import { pastGames } from "./areas/past-games.ts";
import { picture } from "./areas/picture.ts";
import { play } from "./areas/play.ts";
import { purposes } from "./areas/purposes.ts";
import { rejections } from "./areas/rejections.ts";
import { rules } from "./areas/rules.ts";
import { threads } from "./areas/threads.ts";
import { undo } from "./areas/undo.ts";
import type { Locale } from "./locale.ts";

export type { BaseEntry, CardEntry, LookupEntry } from "./card-index.ts";
export { baseName, baseText, boxName, cardName, cardText, factionName } from "./card-names.ts";
export { findCard, MAX_SUGGESTIONS, searchCards } from "./card-search.ts";
export { localizedNames, logLine, purposeText, rejectReason } from "./engine-text.ts";
export { LOCALES, type Locale, localeOf } from "./locale.ts";
export { findTopic, RULE_TOPIC_IDS, RULE_TOPICS, type RuleTopicId, searchTopics } from "./rule-topics.ts";

const areas = {
  app,
  admin,
  common,
  purposes,
  log,
  rejections,
  cards,
  rules,
  help,
  lobby,
  draft,
  factions,
  board,
  discards,
  panel,
  gameover,
  play,
  history,
  picture,
  aiSeats,
  pastGames,
  threads,
  undo,
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

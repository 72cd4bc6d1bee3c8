// The rule topics of `/smashup rules`: which digest rules each one rests on (for the code and its tests;
// players never see rule ids), and finding a topic from what a user typed. The texts are in areas/rules.ts.

import { rules } from "./areas/rules.ts";
import { fold, matchRank } from "./fold.ts";

/** Topic id → the ids of the rules digest (../shared/rules/digest-en.md) it explains. */
export const RULE_TOPICS = {
  setup: ["SETUP-1", "SETUP-5", "SETUP-7", "SETUP-9", "SETUP-10", "SETUP-12", "DRAFT-3"],
  turn: ["TURN-1", "START-1", "START-2", "DRAW-1", "EOT-1", "EOT-2", "EOT-3"],
  playing: [
    "PLAY-1",
    "PLAY-3",
    "PLAY-4",
    "PLAY-8",
    "PLAY-9",
    "PLAY-10",
    "PLAY-11",
    "PLAY-12",
    "OPEN-17",
    "CONFLICT-5",
  ],
  talents: ["TERM-TALENT", "PLAY-5", "OPEN-4", "OPEN-26", "DIFF-10", "TERM-CONTROL"],
  specials: [
    "TERM-SPECIAL",
    "MEFIRST-2",
    "MEFIRST-3",
    "MEFIRST-4",
    "MEFIRST-5",
    "MEFIRST-6",
    "MEFIRST-7",
    "MEFIRST-8",
  ],
  scoring: [
    "SCORE-1",
    "SCORE-2",
    "SCORE-3",
    "SCORE-4",
    "SCORE-5",
    "SCORE-6",
    "SCORE-9",
    "SCORE-10",
    "SCORE-13",
    "SCORE-16",
  ],
  actions: ["PLAY-4", "TERM-STANDARD", "TERM-ONGOING", "TERM-ATTACH", "ORDER-3", "CONFLICT-12"],
  terms: [
    "TERM-DESTROY",
    "TERM-DISCARD",
    "TERM-RETURN",
    "TERM-MOVE",
    "TERM-PLACE",
    "TERM-PLAY",
    "TERM-AFFECT",
  ],
  control: [
    "TERM-OWNER",
    "TERM-CONTROL",
    "TERM-CONTROL-DURATION",
    "TERM-YOU",
    "TERM-YOURCARDS",
    "CONFLICT-11",
  ],
  counters: [
    "COUNTER-1",
    "COUNTER-2",
    "COUNTER-4",
    "COUNTER-5",
    "COUNTER-6",
    "COUNTER-7",
    "COUNTER-8",
    "OPEN-25",
    "TERM-TRANSFER",
    "CONFLICT-2",
    "CONFLICT-8",
    "TERM-TO",
  ],
  otherHands: ["TERM-OWNER", "CONFLICT-11", "PLAY-14", "TERM-LOOK", "TERM-REVEAL", "CARD-ANANSI-CADEAU"],
  extraBases: ["SETUP-7", "DECK-7", "SCORE-17", "CARD-ARCHIPEL-VOLCANIQUE", "CARD-PRESAGES-ETOILES"],
  breakpoints: ["SCORE-2", "CONFLICT-2", "SCORE-5", "CARD-HUTTE-DU-CONTEUR"],
  cancel: ["ORDER-2", "TERM-CANCEL", "TERM-SPECIAL", "TERM-CONTROL-DURATION"],
  topdeck: ["TOPDECK-1", "TOPDECK-2", "TOPDECK-3", "TOPDECK-4", "TOPDECK-5", "TOPDECK-6"],
  hand: ["DRAW-1", "DRAW-2", "DRAW-3", "DECK-1", "DECK-2", "DECK-4", "DECK-7"],
  end: ["WIN-1", "WIN-2", "WIN-3", "WIN-4", "WIN-5"],
  conflicts: ["CONFLICT-1", "CONFLICT-3", "CONFLICT-4", "CONFLICT-6", "CONFLICT-7", "CONFLICT-8", "ORDER-1"],
  bot: ["MEFIRST-9", "OPEN-27", "SETUP-10"],
} as const satisfies Record<string, readonly string[]>;

export type RuleTopicId = keyof typeof RULE_TOPICS;

export const RULE_TOPIC_IDS = Object.keys(RULE_TOPICS) as RuleTopicId[];

function isTopicId(value: string): value is RuleTopicId {
  return Object.hasOwn(RULE_TOPICS, value);
}

function searchable(id: RuleTopicId): string[] {
  return [rules.en.topics[id], rules.fr.topics[id]].flatMap((topic) =>
    [topic.title, topic.keywords].map(fold),
  );
}

/** Topics whose title or keywords, in either language, match `query` (case and accents ignored), best first. */
export function searchTopics(query: string): RuleTopicId[] {
  const wanted = fold(query);
  const scored: { id: RuleTopicId; rank: number }[] = [];
  for (const id of RULE_TOPIC_IDS) {
    const ranks = searchable(id)
      .map((text) => matchRank(text, wanted))
      .filter((rank): rank is number => rank !== null);
    if (ranks.length > 0) scored.push({ id, rank: Math.min(...ranks) });
  }
  // Stable sort: equal ranks keep the reading order of the topics.
  scored.sort((a, b) => a.rank - b.rank);
  return scored.map((s) => s.id);
}

/** The topic a submitted value names: an id from the suggestions, or a title, or the only match. */
export function findTopic(value: string): RuleTopicId | null {
  const trimmed = value.trim();
  if (isTopicId(trimmed)) return trimmed;
  const wanted = fold(trimmed);
  if (wanted === "") return null;
  const titled = RULE_TOPIC_IDS.find((id) =>
    [rules.en.topics[id].title, rules.fr.topics[id].title].some((title) => fold(title) === wanted),
  );
  if (titled) return titled;
  const matches = searchTopics(trimmed);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

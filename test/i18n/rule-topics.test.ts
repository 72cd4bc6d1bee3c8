import { describe, expect, it } from "vitest";
import { findTopic, LOCALES, msg, RULE_TOPIC_IDS, RULE_TOPICS, searchTopics } from "../../src/i18n/index.ts";

describe("rule topics", () => {
  it("explain every topic in both languages, each fitting one embed", () => {
    for (const locale of LOCALES) {
      const topics = msg(locale).rules.topics;
      expect(Object.keys(topics).sort()).toEqual([...RULE_TOPIC_IDS].sort());
      for (const id of RULE_TOPIC_IDS) {
        const topic = topics[id];
        expect(topic.title.length, id).toBeLessThanOrEqual(100);
        expect(topic.body.length, id).toBeLessThanOrEqual(4096);
        expect(topic.body.length, id).toBeGreaterThan(200);
      }
    }
  });

  it("cite digest rule ids", () => {
    for (const id of RULE_TOPIC_IDS) {
      expect(RULE_TOPICS[id].length, id).toBeGreaterThan(0);
      for (const rule of RULE_TOPICS[id]) expect(rule).toMatch(/^[A-Z]+(-[A-Z]+)*(-\d+)?$/);
    }
  });

  it("covers the main rule topics", () => {
    expect(RULE_TOPIC_IDS).toEqual([
      "setup",
      "turn",
      "playing",
      "talents",
      "specials",
      "scoring",
      "actions",
      "terms",
      "control",
      "counters",
      "otherHands",
      "extraBases",
      "breakpoints",
      "cancel",
      "topdeck",
      "hand",
      "end",
      "conflicts",
      "bot",
    ]);
  });

  it("are found by title or keyword in either language, ignoring case and accents", () => {
    expect(searchTopics("mulligan")).toContain("setup");
    expect(searchTopics("EGALITE")).toEqual(expect.arrayContaining(["scoring", "end"]));
    expect(searchTopics("conquete")[0]).toBe("scoring");
    expect(searchTopics("talent")[0]).toBe("talents");
    expect(searchTopics("")).toEqual(RULE_TOPIC_IDS);
    expect(searchTopics("xyzzy")).toEqual([]);
  });

  it("resolve a submitted value: an id, a title, or a single match", () => {
    expect(findTopic("scoring")).toBe("scoring");
    expect(findTopic("Conquête des bases")).toBe("scoring");
    expect(findTopic("marqueurs force")).toBe("counters");
    expect(findTopic("xyzzy")).toBeNull();
    // Culture Shock and the Bigger Geekier Box topics, by an English or French word.
    expect(searchTopics("annuler")[0]).toBe("cancel");
    expect(searchTopics("face up")[0]).toBe("extraBases");
    expect(searchTopics("marqueur histoire")[0]).toBe("breakpoints");
    expect(findTopic("Cartes dans la main d’un autre joueur")).toBe("otherHands");
    expect(findTopic("")).toBeNull();
  });

  it("explain what Monster Smash adds: counters (COUNTER-*) and talents (TERM-TALENT), in both languages", () => {
    expect(RULE_TOPICS.counters).toEqual(
      expect.arrayContaining(["COUNTER-1", "COUNTER-2", "COUNTER-5", "COUNTER-6", "COUNTER-7", "COUNTER-8"]),
    );
    expect(RULE_TOPICS.counters).toEqual(expect.arrayContaining(["CONFLICT-8", "TERM-TO", "OPEN-25"]));
    expect(RULE_TOPICS.talents).toEqual(expect.arrayContaining(["TERM-TALENT", "DIFF-10", "TERM-CONTROL"]));
    const en = msg("en").rules.topics;
    const fr = msg("fr").rules.topics;
    expect(en.counters.body).toMatch(/counts at once for the minion it reaches/);
    expect(en.counters.body).toMatch(/includes zero/);
    expect(en.counters.body).toMatch(/show as \*\*\+n\*\* after its power/);
    expect(fr.counters.body).toMatch(/compte aussitôt pour la créature qui le reçoit/);
    expect(fr.counters.body).toMatch(/inclut zéro/);
    expect(fr.counters.body).toMatch(/s’affichent en \*\*\+n\*\* après sa force/);
    for (const t of [en.talents.body, fr.talents.body]) {
      expect(t).toMatch(/Leader of the Pack, Moontouched/);
      expect(t).toMatch(/Standing Stones/);
    }
    expect(en.talents.body).toMatch(/the player who controls the action uses it/);
    expect(fr.talents.body).toMatch(/c’est le joueur qui contrôle l’action qui l’utilise/);
    // "marqueur" also names base markers (breakpoints); the +1 power counters come first.
    expect(searchTopics("marqueur")[0]).toBe("counters");
    expect(findTopic("+1 power counters")).toBe("counters");
    expect(searchTopics("counter")[0]).toBe("counters");
    expect(searchTopics("attached")).toContain("talents");
  });
});

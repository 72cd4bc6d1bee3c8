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
    expect(findTopic("")).toBeNull();
  });
});

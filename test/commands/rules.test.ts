import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, msg, RULE_TOPIC_IDS, RULE_TOPICS } from "../../src/i18n/index.ts";
import { type StaticContentBot, startStaticContentBot } from "./static-content-bot.ts";

let world: StaticContentBot;
beforeAll(async () => {
  world = await startStaticContentBot();
});
afterAll(() => world.close());
afterEach(() => {
  expect(world.fake.violations).toEqual([]);
});

const topic = (value: string) => ({ subcommand: "rules", options: { topic: value } });

/** An id of the rules digest (SETUP-1, TERM-CONTROL, CS-11). */
const RULE_ID = /\b(?:[A-Z]{2,}-)+(?:\d+|[A-Z]{3,})\b/;

describe("/smashup rules", () => {
  it("answers every topic privately in English and in French, one embed citing its rules", async () => {
    for (const locale of LOCALES) {
      const user = locale === "fr" ? world.french : world.english;
      for (const id of RULE_TOPIC_IDS) {
        const result = await user.slash(world.channel, "smashup", topic(id));
        expect(result.ephemeral).toBe(true);
        expect(result.embeds).toHaveLength(1);
        const [embed] = result.embeds;
        const text = msg(locale).rules.topics[id];
        expect(embed?.title).toBe(text.title);
        expect(embed?.description).toBe(text.body);
        // Our internal rule ids are for the code and its tests, not for players (issue 21).
        expect(JSON.stringify(embed)).not.toMatch(RULE_ID);
        expect(RULE_TOPICS[id].length).toBeGreaterThan(0);
      }
    }
    expect(world.channel.messages).toEqual([]);
  });

  it("shows no rule id, in English and in French", async () => {
    const [embed] = (await world.english.slash(world.channel, "smashup", topic("scoring"))).embeds;
    expect(embed?.footer).toBeUndefined();
    const [french] = (await world.french.slash(world.channel, "smashup", topic("scoring"))).embeds;
    expect(french?.footer).toBeUndefined();
    expect(french?.title).toBe("Conquête des bases");
    for (const locale of LOCALES) expect(JSON.stringify(msg(locale))).not.toMatch(RULE_ID);
  });

  it("suggests topics by title or keyword in the user's language", async () => {
    const english = await world.english.autocomplete(world.channel, "smashup", {
      subcommand: "rules",
      focused: "topic",
      value: "tie",
    });
    expect(english.map((choice) => choice.value)).toEqual(expect.arrayContaining(["scoring", "end"]));
    const french = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "rules",
      focused: "topic",
      value: "marqueur",
    });
    expect(french[0]).toEqual({ name: "Marqueurs Force +1", value: "counters" });
    const all = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "rules",
      focused: "topic",
      value: "",
    });
    expect(all.map((choice) => choice.value)).toEqual(RULE_TOPIC_IDS);
  });

  it("accepts a topic typed without picking a suggestion", async () => {
    const [embed] = (await world.english.slash(world.channel, "smashup", topic("mulligan"))).embeds;
    expect(embed?.title).toBe("Setup & mulligan");
  });

  it("explains an unknown topic privately", async () => {
    const result = await world.french.slash(world.channel, "smashup", topic("la météo"));
    expect(result.ephemeral).toBe(true);
    expect(result.embeds).toEqual([]);
    expect(result.content).toBe(msg("fr").rules.unknown("la météo"));
  });
});

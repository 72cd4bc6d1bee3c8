import { describe, expect, it } from "vitest";
import { lookupEntries } from "../../src/i18n/card-index.ts";
import { cardName, factionName, findCard, MAX_SUGGESTIONS, searchCards } from "../../src/i18n/index.ts";

const keys = (query: string, locale: "en" | "fr" = "en") => searchCards(query, locale).map((e) => e.key);

describe("card search", () => {
  it("matches either language, ignoring case and accents", () => {
    expect(keys("récolteur")).toContain("aliens:collector");
    expect(keys("RECOLT")).toContain("aliens:collector");
    expect(keys("collector", "fr")).toContain("aliens:collector");
    expect(keys("vaisseau amiral")).toContain("base:the-mothership");
    expect(keys("VAISSEAU-AMIRAL", "fr")).toContain("base:the-mothership");
    expect(keys("oeuf")).toEqual([]);
  });

  it("finds substrings, closest matches first", () => {
    const found = keys("raptor");
    expect(found).toContain("dinosaurs:war-raptor");
    expect(keys("inv").sort()).toEqual(["aliens:invader", "aliens:invasion"]);
    // Names starting with "the" come before names with a word starting with it, then mere substrings.
    const the = keys("the");
    expect(the.indexOf("base:the-homeworld")).toBeLessThan(the.indexOf("tricksters:block-the-path"));
    expect(the.indexOf("tricksters:block-the-path")).toBeGreaterThan(-1);
  });

  it("returns at most 25 suggestions, implemented cards first", () => {
    for (const query of ["", "a", "e", "the"]) {
      const found = searchCards(query, "en");
      expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      const firstUnimplemented = found.findIndex((entry) => !entry.implemented);
      if (firstUnimplemented >= 0)
        expect(found.slice(firstUnimplemented).every((e) => !e.implemented)).toBe(true);
    }
    expect(searchCards("", "en")).toHaveLength(MAX_SUGGESTIONS);
    // Culture Shock's cards are found by their French name too.
    const birch = searchCards("bouleau", "fr");
    expect(birch.map((e) => e.key)).toContain("russian-fairy-tales:the-birch");
    expect(birch.every((entry) => entry.implemented)).toBe(true);
  });

  it("sorts equally close implemented matches by name in the reader's language", () => {
    const names = searchCards("", "fr").map((entry) => cardName(entry, "fr"));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));
  });

  it("resolves a submitted value: a suggestion's key, a full name, or a single match", () => {
    expect(findCard("aliens:collector", "en")?.key).toBe("aliens:collector");
    expect(findCard("  Récolteur ", "en")?.key).toBe("aliens:collector");
    expect(findCard("the mothership", "fr")?.key).toBe("base:the-mothership");
    expect(findCard("mothers", "fr")?.key).toBe("base:the-mothership");
    // King Rex is also reprinted in the All Stars: the playable one wins.
    expect(findCard("king rex", "en")?.key).toBe("dinosaurs:king-rex");
    expect(findCard("a", "en")).toBeNull();
    expect(findCard("", "en")).toBeNull();
    expect(findCard("zzzz", "en")).toBeNull();
  });

  it("finds every card and base of Monster Smash by its English or French name, as typed or as a suggestion", () => {
    const box = lookupEntries().filter((entry) => entry.box === "monster-smash");
    expect(box).toHaveLength(56);
    for (const entry of box) {
      expect(entry.implemented, entry.key).toBe(true);
      for (const locale of ["en", "fr"] as const) {
        const name = entry.name[locale];
        expect(findCard(name, locale)?.key, `${entry.key} as "${name}"`).toBe(entry.key);
        expect(searchCards(name, locale).map((e) => e.key)).toContain(entry.key);
      }
    }
    // The one base the French rulebook renames (p. 8), found in either language whatever the reader's.
    expect(findCard("Manoir Golem", "en")?.key).toBe("base:golem-schloss");
    expect(findCard("golem schloss", "fr")?.key).toBe("base:golem-schloss");
    expect(keys("manoir", "fr")).toEqual(["base:golem-schloss"]);
    expect(cardName("base:golem-schloss", "fr")).toBe("Manoir Golem");
    expect(cardName("base:golem-schloss", "en")).toBe("Golem Schloß");
    // Faction names of the box in French (COMP-2).
    expect(
      ["giant-ants", "mad-scientists", "vampires", "werewolves"].map((f) => factionName(f, "fr")),
    ).toEqual(["Fourmis géantes", "Savants fous", "Vampires", "Loups-garous"]);
  });

  // Distinct cards and bases of the reference data: 71 + 11 bases, 33 + 4 bases.
  const CS_ENTRIES = 82;
  const BGB_ENTRIES = 37;
  it.each(["culture-shock", "big-geeky-box"])(
    "finds every card and base of %s by its English or French name (a reprint's name finds a card of that name)",
    (boxId) => {
      const box = lookupEntries().filter((entry) => entry.box === boxId);
      expect(box).toHaveLength(boxId === "culture-shock" ? CS_ENTRIES : BGB_ENTRIES);
      for (const entry of box) {
        expect(entry.implemented, entry.key).toBe(true);
        for (const locale of ["en", "fr"] as const) {
          const name = entry.name[locale];
          const found = findCard(name, locale);
          expect(found && cardName(found, locale), `${entry.key} as "${name}"`).toBe(name);
          expect(searchCards(name, locale).map((e) => e.key)).toContain(entry.key);
        }
      }
    },
  );
});

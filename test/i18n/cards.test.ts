import { describe, expect, it } from "vitest";
import { CATALOG } from "../../cards/catalog.ts";
import { allBaseDefs, allCardDefs, cardDef } from "../../src/engine/defs.ts";
import { lookupEntries, lookupEntry } from "../../src/i18n/card-index.ts";
import { baseName, baseText, boxName, cardName, cardText, factionName } from "../../src/i18n/index.ts";

describe("card and base names and texts", () => {
  it("lists every card and base of the catalog once, implemented ones with their definition", () => {
    const catalogKeys = CATALOG.flatMap((box) => [
      ...box.factions.flatMap((faction) => faction.cards.map((card) => `${faction.id}:${card.id}`)),
      ...box.bases.map((base) => `base:${base.id}`),
    ]);
    const keys = lookupEntries().map((entry) => entry.key);
    expect(keys).toEqual(catalogKeys);
    expect(new Set(keys).size).toBe(keys.length);
    const implemented = lookupEntries().filter((entry) => entry.implemented);
    expect(implemented.map((entry) => entry.key).sort()).toEqual(
      [...allCardDefs(), ...allBaseDefs()].map((def) => def.key).sort(),
    );
  });

  it("has a name in both languages for everything, and our text in both for every implemented one", () => {
    for (const entry of lookupEntries()) {
      expect(cardName(entry, "en").trim(), entry.key).not.toBe("");
      expect(cardName(entry, "fr").trim(), entry.key).not.toBe("");
      if (entry.implemented) {
        expect(cardText(entry, "en").trim(), entry.key).not.toBe("");
        expect(cardText(entry, "fr").trim(), entry.key).not.toBe("");
        expect(cardText(entry, "fr"), entry.key).not.toBe(cardText(entry, "en"));
      } else {
        expect(entry.text).toBeNull();
        expect(cardText(entry, "fr")).toBe("");
      }
    }
  });

  it("reads French names and texts from definitions, from entries or from definition keys", () => {
    const collector = cardDef("aliens:collector");
    expect(cardName(collector, "fr")).toBe("Récolteur");
    expect(cardName(collector, "en")).toBe("Collector");
    expect(cardName("aliens:collector", "fr")).toBe("Récolteur");
    expect(cardText("aliens:invader", "fr")).toBe("Gagnez 1 PV.");
    expect(baseName("base:the-mothership", "fr")).toBe("Vaisseau-Amiral");
    expect(baseText("base:the-mothership", "en")).toMatch(/^After this base scores/);
    // Without a French name in the reference data, the French reader gets the English one.
    expect(cardName("aliens:invader", "fr")).toBe("Invader");
  });

  it("names every card of the catalog as the catalog does, every one implemented", () => {
    for (const entry of lookupEntries()) {
      expect(entry.implemented, entry.key).toBe(true);
      expect(cardName(entry.key, "en")).toBe(entry.name.en);
    }
    expect(lookupEntry("base:egg-chamber")).toMatchObject({ kind: "base", breakpoint: 17, vp: [3, 1, 1] });
  });

  it("returns an unknown key as itself instead of failing", () => {
    expect(cardName("nobody:nothing", "fr")).toBe("nobody:nothing");
    expect(cardText("nobody:nothing", "fr")).toBe("");
  });

  it("names factions and boxes in both languages", () => {
    expect(factionName("tricksters", "fr")).toBe("Petit Peuple");
    expect(factionName("tricksters", "en")).toBe("Tricksters");
    expect(factionName("giant-ants", "fr")).toBe("Fourmis géantes");
    expect(factionName("unknown-faction", "fr")).toBe("unknown-faction");
    expect(boxName("core", "fr")).toBe("Smash Up (boîte de base)");
    expect(boxName("monster-smash", "fr")).toBe("Monstres Sacrés");
    expect(boxName("big-geeky-box", "en")).toBe("The Bigger Geekier Box");
    for (const box of CATALOG) {
      for (const faction of box.factions) expect(factionName(faction.id, "fr")).toBe(faction.name.fr);
    }
  });
});

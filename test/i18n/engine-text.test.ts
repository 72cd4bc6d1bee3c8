import { describe, expect, it } from "vitest";
import "../../cards/index.ts";
import { playRandomGame, randomSetup } from "../../src/drivers/simulate.ts";
import type { RejectReason } from "../../src/engine/engine.ts";
import { Engine } from "../../src/engine/engine.ts";
import {
  describe as describeInEnglish,
  englishNames,
  LOG_EN,
  type NameResolver,
} from "../../src/engine/log.ts";
import { PURPOSES_EN, type Purpose } from "../../src/engine/purposes.ts";
import { LOCALES, localizedNames, logLine, msg, purposeText, rejectReason } from "../../src/i18n/index.ts";

// Kind and index only: "{n1?# card|# cards}" and "{n1?# carte|# cartes}" are the same parameter.
const placeholders = (template: string) =>
  [...template.matchAll(/\{([a-zA-Z]\d)[?}]/g)].map((m) => m[1]).sort();

const REJECT_REASONS = Object.keys({
  "game-over": true,
  "stale-prompt": true,
  "not-your-prompt": true,
  "wrong-count": true,
  "illegal-option": true,
  malformed: true,
  "not-in-game": true,
} satisfies Record<RejectReason, true>) as RejectReason[];

describe("prompt purposes", () => {
  it("has an English and a French text for every purpose of the engine, and nothing else", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(msg(locale).purposes).sort()).toEqual(Object.keys(PURPOSES_EN).sort());
    }
    for (const purpose of Object.keys(PURPOSES_EN) as Purpose[]) {
      expect(purposeText(purpose, "en")).toBe(PURPOSES_EN[purpose]);
      expect(purposeText(purpose, "fr").trim()).not.toBe("");
      expect(purposeText(purpose, "fr")).not.toBe(PURPOSES_EN[purpose]);
    }
    expect(purposeText("destroy", "fr")).toBe("Choisissez une créature à détruire");
  });

  it("shows an unknown purpose as its key rather than failing", () => {
    expect(purposeText("noSuchPurpose", "fr")).toBe("noSuchPurpose");
  });
});

describe("log lines", () => {
  it("has a French template for every English log key, with the same placeholders", () => {
    const fr = msg("fr").log;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(LOG_EN).sort());
    for (const [key, english] of Object.entries(LOG_EN)) {
      const french = fr[key] ?? "";
      expect(french.trim(), key).not.toBe("");
      expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });

  const names: NameResolver = {
    seat: (seat) => ["Alice", "Bob"][seat] ?? "?",
    card: (uid) => (uid === 7 ? "Récolteur" : "?"),
    base: (uid) => (uid === 2 ? "Vaisseau-Amiral" : "?"),
    faction: (id) => (id === "tricksters" ? "Petit Peuple" : id),
  };

  it("fills each placeholder with the resolved name or number", () => {
    const entry = { k: "playMinion", p: [1, 7, 2], to: -1, turn: 3 };
    expect(logLine(entry, names, "fr")).toBe("Bob joue Récolteur sur Vaisseau-Amiral.");
    expect(logLine({ k: "place", p: [0, 1, 2, 12, 4], to: -1, turn: 3 }, names, "fr")).toBe(
      "Alice termine n° 1 sur Vaisseau-Amiral avec une force de 12 et gagne 4 PV.",
    );
    expect(logLine({ k: "nameFaction", p: [0, "tricksters"], to: -1, turn: 1 }, names, "en")).toBe(
      "Alice names Petit Peuple.",
    );
  });

  it("shows an unknown log key as itself", () => {
    expect(logLine({ k: "somethingNew", p: [], to: -1, turn: 1 }, names, "fr")).toBe("somethingNew");
  });

  it("renders every line of a whole game in both languages with localized names", () => {
    const run = playRandomGame(randomSetup(11, 4, ["core"], 40), 5, false);
    const history = Engine.history(run.setup, run.decisions);
    expect(history.length).toBeGreaterThan(100);
    const g = run.engine.g;
    const seats = ["Ana", "Bo", "Cy", "Di"];
    const fr = localizedNames(g, seats, "fr");
    const en = localizedNames(g, [], "en");
    const english = englishNames(g);
    for (const entry of history) {
      const french = logLine(entry, fr, "fr");
      expect(french, entry.k).not.toMatch(/\{[a-zA-Z]\d|\?|\(s\)/);
      expect(french).not.toBe(entry.k);
      // Without seat names the English lines are the engine's own, factions aside (it prints ids).
      if (!LOG_EN[entry.k]?.includes("{f"))
        expect(logLine(entry, en, "en")).toBe(describeInEnglish(entry, english));
    }
  });

  it("names seats, cards, bases and factions in the reader's language", () => {
    const g = Engine.start({
      seed: 1,
      players: [{ factions: ["aliens", "wizards"] }, { factions: ["tricksters", "zombies"] }],
    }).g;
    const collector = g.cards.findIndex((card) => card.def === "aliens:collector");
    const mothership = g.bases.findIndex((base) => base.def === "base:the-mothership");
    const fr = localizedNames(g, ["Ana"], "fr");
    expect(fr.seat(0)).toBe("Ana");
    expect(fr.seat(1)).toBe("Joueur 2");
    expect(fr.card(collector)).toBe("Récolteur");
    expect(fr.base(mothership)).toBe("Vaisseau-Amiral");
    expect(fr.faction("tricksters")).toBe("Petit Peuple");
    expect(fr.card(123456)).toBe("?");
    const en = localizedNames(g, [], "en");
    expect([en.seat(1), en.card(collector), en.base(mothership), en.faction("tricksters")]).toEqual([
      "Player 2",
      "Collector",
      "The Mothership",
      "Tricksters",
    ]);
  });
});

describe("refusals", () => {
  it("explains every engine refusal in both languages", () => {
    for (const reason of REJECT_REASONS) {
      expect(rejectReason(reason, "en").trim()).not.toBe("");
      expect(rejectReason(reason, "fr").trim()).not.toBe("");
      expect(rejectReason(reason, "fr")).not.toBe(rejectReason(reason, "en"));
    }
    expect(Object.keys(msg("fr").rejections).sort()).toEqual([...REJECT_REASONS].sort());
  });
});

// Log lines that tell the story (issue 13): a line about a card in play says whose it is and
// where it was, even when it is written after the card left; numbers take the reader's plural
// rules (Intl.PluralRules: French 0 and 1 are singular, English 1 only).

import { describe, expect, it } from "vitest";
import { localizedNames, logLine, msg } from "../../src/i18n/index.ts";
import { table } from "../harness/table.ts";

describe("whose and where", () => {
  it("names the owner and base of the one of two identical minions that left play", () => {
    const t = table({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: [{ card: "aliens:disintegrator", as: "d" }] },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 1 },
            { card: "aliens:scout", owner: 1, as: "s1" },
          ],
        },
        { id: "tar-pits", minions: [{ card: "aliens:scout", owner: 1, as: "s2" }] },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "d");
    t.act(0, "s2");
    expect(t.where("s2")).toBe("deck:1");
    const line = t.g.log.find((e) => e.k === "placeBottom");
    expect(line).toBeDefined();
    if (!line) return;
    const en = localizedNames(t.g, ["alice", "carol"], "en");
    const fr = localizedNames(t.g, ["alice", "carol"], "fr");
    expect(logLine(line, en, "en")).toBe("carol's Scout on Tar Pits goes to the bottom of its owner's deck.");
    expect(logLine(line, fr, "fr")).toBe(
      "Scout de carol sur Tar Pits va sous la pioche de son propriétaire.",
    );
  });
});

describe("plurals", () => {
  const names = {
    seat: (s: number) => ["Alice", "Bob"][s] ?? "?",
    card: () => "?",
    base: () => "?",
    faction: (id: string) => id,
  };
  const draw = (n: number) => ({ k: "draw", p: [0, n], to: -1, turn: 1 });

  it("uses the reader's plural rules, never 'card(s)'", () => {
    expect([0, 1, 2].map((n) => logLine(draw(n), names, "en"))).toEqual([
      "Alice draws 0 cards.",
      "Alice draws 1 card.",
      "Alice draws 2 cards.",
    ]);
    expect([0, 1, 2].map((n) => logLine(draw(n), names, "fr"))).toEqual([
      "Alice pioche 0 carte.",
      "Alice pioche 1 carte.",
      "Alice pioche 2 cartes.",
    ]);
    const look = (n: number) => ({ k: "lookTop", p: [0, n, 1], to: -1, turn: 1 });
    expect(logLine(look(1), names, "fr")).toBe("Alice regarde la première carte de la pioche de Bob.");
    expect(logLine(look(3), names, "en")).toBe("Alice looks at the top 3 cards of Bob's deck.");
  });
});

describe("no '(s)' left", () => {
  it("writes every count of every log template with plural forms, in both languages", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const [key, template] of Object.entries(msg(locale).log)) {
        expect(template, `${locale} ${key}`).not.toMatch(/\(s\)|\(e?s\)/);
      }
    }
  });
});
